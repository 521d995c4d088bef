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
