"""Invariants over random games: 132 cards always accounted for, scores recount the same, saves
replay, events and views keep their secrets."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.match import Match
from game.testing import assert_replays, playout


@settings(max_examples=12, deadline=None)
@given(players=st.integers(2, 6), teams=st.booleans(), first_game=st.booleans(), seed=st.integers(0, 10**6))
def test_random_games_keep_every_promise(players, teams, first_game, seed):
    match = Match("express", (), players, options={"teams": teams, "first_game": first_game}, seed=seed)
    playout(match, seed, max_actions=500)  # invariants and event secrets after every action
    assert_replays(match)


def test_views_are_plain_and_hide_hands_and_locomotives():
    match = Match("express", (), 4, seed=7)
    playout(match, 7, max_actions=150, check_views=True)
    state = match.state
    for seat in range(4):
        view = match.view(seat)
        assert view["hand"] == {state.cards.names[c]: n for c, n in enumerate(state.hands[seat]) if n}
        sees = state.phase == "lay" and state.turn == seat
        for side, trains in enumerate(view["trains"]):
            for train in trains:
                assert (train["loco"] is not None) == (sees and side == state.team_of[seat])


def test_a_whole_game_ends_with_winners_of_one_side():
    match = Match("express", (), 4, seed=3)
    playout(match, 3)
    assert match.is_over
    winners = match.winners()
    teams = match.view(None)["teams"]
    assert any(set(winners) == set(team) for team in teams) or len(winners) > 2


def _play_until(match, phase):
    """Random legal actions until the state is in ``phase`` (after at least one action)."""
    import random

    rng = random.Random(3)
    match.apply(rng.choice(match.legal_actions(match.active_seats[0])))
    while match.state.phase != phase:
        match.apply(rng.choice(match.legal_actions(match.active_seats[0])))


def test_invariants_notice_a_lost_card_after_any_action():
    """The cards are counted after every action: a card gone from a hand mid-turn is noticed at
    once (132 cards always accounted for)."""
    match = Match("express", (), 4, seed=5)
    _play_until(match, "lay")
    assert match.check_invariants() == []
    hand = match.state.hands[match.state.turn]
    hand[hand.index(max(hand))] -= 1
    assert any("cards in the game" in p for p in match.check_invariants())


def test_invariants_notice_a_card_turned_into_another_when_the_turn_is_over():
    """Each kind is counted at the start of every turn: a card that became another kind during a
    turn (the total unchanged) is noticed when the next turn begins."""
    match = Match("express", (), 4, seed=5)
    _play_until(match, "lay")
    hand = match.state.hands[match.state.turn]
    held = hand.index(max(hand))
    other = next(c for c in range(len(hand)) if c != held)
    hand[held] -= 1
    hand[other] += 1
    noticed = match.check_invariants()
    while match.state.phase != "draw" and not match.is_over:
        match.apply(match.legal_actions(match.active_seats[0])[-1])
        noticed = match.check_invariants()
    assert any("cards found" in p for p in noticed)
