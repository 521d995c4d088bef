"""The engine's promises for Express ("132 cartes": every card accounted for, trains that are
trains, scores that recount) are checked after every action by a quick pass that keeps what it
read with copies; it must find a state clean exactly when the full check finds nothing, along
whole games and when the state is broken in any of the ways the full check names."""

from __future__ import annotations

import random

import pytest

from game.engine.match import Match

from railcade_express import invariants
from railcade_express.state import DRAW


def _states(seed: int, players: int = 4, teams: bool = True):
    """Each state of a random game, right after each action (the live state, not a copy)."""
    match = Match("express", (), players, options={"teams": teams}, seed=seed)
    rng = random.Random(seed)
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions(match.active_seats[0])))
        yield match.state


@pytest.mark.parametrize("seed, players, teams", [(1, 4, True), (2, 2, False), (3, 6, True), (4, 3, False)])
def test_the_quick_pass_finds_every_state_of_a_game_clean(seed, players, teams):
    """"Le jeu comprend 132 cartes": along a whole game nothing is lost or made, and the quick
    pass agrees with the full check (which finds nothing) after every action."""
    for state in _states(seed, players, teams):
        assert invariants.named_problems(state) == []
        assert invariants.is_clean(state)


def _negative(state, rng):
    state.hands[rng.randrange(len(state.hands))][rng.randrange(len(state.cards))] -= 1


def _negative_balanced(state, rng):
    """A count below zero with the hand's size unchanged: only the sign tells."""
    hand = state.hands[rng.randrange(len(state.hands))]
    missing = [c for c, n in enumerate(hand) if n == 0]
    card = rng.choice(missing)
    hand[card] -= 1
    hand[(card + 1) % len(hand)] += 1


def _extra_in_hand(state, rng):
    state.hands[rng.randrange(len(state.hands))][rng.randrange(len(state.cards))] += 1


def _kind_changed(state, rng):
    if state.pile:
        state.pile[-1] = (state.pile[-1] + 1) % len(state.cards)


def _hand_kind_changed(state, rng):
    hand = state.hands[rng.randrange(len(state.hands))]
    held = [c for c, n in enumerate(hand) if n]
    if held:
        card = rng.choice(held)
        hand[card] -= 1
        hand[(card + 1) % len(hand)] += 1


def _wild_first(state, rng):
    trains = [t for side in state.trains for t in side]
    if trains:
        rng.choice(trains).cars.insert(0, state.cards.wild)


def _train_emptied(state, rng):
    trains = [t for side in state.trains for t in side]
    if trains:
        rng.choice(trains).cars.clear()


def _train_made_invalid(state, rng):
    """A train's second car exchanged with a card of a hand of another kind: every count the same,
    the train no longer one ("on ne peut rajouter que des wagons identiques au premier")."""
    from railcade_express.trains import car_group

    cards = state.cards
    trains = [t for side in state.trains for t in side if len(t.cars) >= 2]
    rng.shuffle(trains)
    for train in trains:
        old = train.cars[1]
        group = car_group(train.cars[0], cards)
        for hand in state.hands:
            others = [c for c, n in enumerate(hand) if n and cards.is_car[c] and car_group(c, cards) != group]
            if others:
                card = rng.choice(others)
                hand[card] -= 1
                hand[old] += 1
                train.cars[1] = card
                return


def _diesel_made(state, rng):
    trains = [t for side in state.trains for t in side if not t.diesel]
    if trains:
        rng.choice(trains).diesel = True


def _loco_changed(state, rng):
    trains = [t for side in state.trains for t in side]
    if trains:
        train = rng.choice(trains)
        train.loco = (train.loco + 1) % len(state.cards)


def _not_a_card(state, rng):
    if state.discard:
        state.discard[0] = 200


def _turn_off_the_table(state, rng):
    state.turn = len(state.hands) + 1


def _maintenance_lost(state, rng):
    for side in state.maintenance:
        if side:
            side.pop()
            return
    state.slot.append(state.cards.turntable)


BREAKS = [_negative, _negative_balanced, _extra_in_hand, _kind_changed, _hand_kind_changed, _wild_first, _train_emptied,
          _train_made_invalid, _diesel_made, _loco_changed, _not_a_card, _turn_off_the_table,
          _maintenance_lost]


@pytest.mark.parametrize("change", BREAKS, ids=[c.__name__.strip("_") for c in BREAKS])
def test_the_quick_pass_never_finds_clean_what_the_full_check_finds_broken(change):
    """Every way of breaking the state that the full check names (a negative count, a card made
    or lost, a card that became another, no train, a diesel or a locomotive from nowhere, no
    card, no seat) is not found clean by the quick pass, at any point of a game, including right
    after a clean check (what it kept must not hide the change)."""
    rng = random.Random(change.__name__)
    broken = 0
    for index, state in enumerate(_states(11)):
        if index % 7:
            continue
        assert invariants.is_clean(state)  # what it keeps is the clean state's
        twin = state.clone()
        change(twin, rng)
        problems = invariants.named_problems(twin)
        if problems:
            broken += 1
            assert not invariants.is_clean(twin), problems
            assert invariants.problems(twin) == problems
    assert broken, "the change never broke anything"


def test_each_kind_is_counted_when_a_turn_starts():
    """"Chaque joueur pioche" begins a turn: there each kind is counted, so a card of the pile
    that became another (the totals unchanged) is found."""
    for state in _states(5):
        if state.phase == DRAW and state.pile:
            assert invariants.is_clean(state)
            state.pile[-1] = (state.pile[-1] + 1) % len(state.cards)
            assert not invariants.is_clean(state)
            assert any("cards found" in p for p in invariants.problems(state))
            return
    pytest.fail("no turn started with cards in the pile")


def _laid_afresh(state):
    """Each kind's cards outside the hands, counted from scratch."""
    counted = [0] * len(state.cards)
    places = [state.pile, state.discard, state.slot, state.box, *state.maintenance,
              [t.loco for side in state.trains for t in side], *[t.cars for side in state.trains for t in side]]
    for place in places:
        for card in place:
            counted[card] += 1
    return counted


@pytest.mark.parametrize("seed, players, teams", [(1, 4, True), (2, 2, False), (3, 6, True), (8, 5, False)])
def test_the_kinds_counted_from_the_last_count_equal_a_count_from_scratch(seed, players, teams):
    """"Le jeu comprend 132 cartes": at every turn's start each kind is counted from the last
    clean count, only the places that changed read again; that count equals one made from
    scratch after every turn of a whole game (new deals, reshuffles, wrecks and thefts included)."""
    counted = 0
    for state in _states(seed, players, teams):
        if state.phase == DRAW:
            assert invariants.is_clean(state)
            assert invariants._laid.counts == _laid_afresh(state)
            counted += 1
    assert counted > 50


def _first_card_changed(place, state):
    """The kind of a place's first card changed (inside it, not at its end): its size unchanged."""
    if len(place) < 2:
        return False
    place[0] = (place[0] + 1) % len(state.cards)
    return True


def _in_pile(state):
    return _first_card_changed(state.pile, state)


def _in_discard(state):
    return _first_card_changed(state.discard, state)


def _in_slot(state):
    return _first_card_changed(state.slot, state)


def _in_maintenance(state):
    return _first_card_changed(max(state.maintenance, key=len), state)


def _middle_locomotive(state):
    trains = [t for side in state.trains for t in side]
    if len(trains) < 3:
        return False
    middle = trains[len(trains) // 2]
    middle.loco = (middle.loco + 1) % len(state.cards)
    return True


CHANGES = [_in_pile, _in_discard, _in_slot, _in_maintenance, _middle_locomotive]


@pytest.mark.parametrize("change", CHANGES, ids=[c.__name__.strip("_") for c in CHANGES])
def test_a_card_changed_inside_a_place_is_found_at_the_next_turn(change):
    """A card of the pile, the discard pile, the slot, the maintenance cars or a locomotive in the
    middle of the table that became another (the totals unchanged) is found at the next turn's
    start, after a clean count that kept the place's copy: what changed inside a place is read,
    not only its ends."""
    found = 0
    for state in _states(12, 4, True):
        if state.phase != DRAW:
            continue
        assert invariants.is_clean(state)
        twin = state.clone()
        if change(twin):
            assert not invariants.is_clean(twin)
            assert any("cards found" in p for p in invariants.problems(twin))
            found += 1
            assert invariants.is_clean(state)  # the clean state's count is still the start
    assert found >= 3


def _points_changed(state):
    state.history[0]["points"][0] += 1


def _line_changed(state):
    line = state.history[0]["lines"][0]
    key = next(iter(line))
    line[key] += 1


def _totals_changed(state):
    state.totals[0] += 1


SCORE_CHANGES = [_points_changed, _line_changed, _totals_changed]


@pytest.mark.parametrize("change", SCORE_CHANGES, ids=[c.__name__.strip("_") for c in SCORE_CHANGES])
def test_a_finished_deal_changed_in_place_is_found(change):
    """"On additionne les points de chaque donne": a finished deal's record or the totals changed
    after a clean check (the record's list changed in place, the history the same list) are
    found at the next turn's start, not taken from what the last check kept."""
    for state in _states(13, 4, True):
        if state.phase == DRAW and state.history:
            assert invariants.is_clean(state)
            change(state)
            assert not invariants.is_clean(state)
            assert invariants.problems(state)
            return
    pytest.fail("no deal finished")


def _in_pile_and_drawn(state):
    """A card of the pile changed and its last card gone too (read as drawn, then found changed)."""
    if len(state.pile) < 3:
        return False
    state.pile.pop()
    return _in_pile(state)


@pytest.mark.parametrize("change", CHANGES + [_in_pile_and_drawn],
                         ids=[c.__name__.strip("_") for c in CHANGES + [_in_pile_and_drawn]])
def test_a_count_found_broken_leaves_the_next_counts_right(change):
    """The count of each kind moves its copies of the places towards the state it reads; when that
    state is found broken, the counts after it (the game going on from the clean state) still
    equal counts from scratch at every turn's start."""
    broken = 0
    for state in _states(14, 4, True):
        if state.phase != DRAW:
            continue
        assert invariants.is_clean(state)
        assert invariants._laid.counts == _laid_afresh(state)
        twin = state.clone()
        if change(twin):
            assert not invariants.is_clean(twin)
            broken += 1
        assert invariants.is_clean(state)
        assert invariants._laid.counts == _laid_afresh(state)
    assert broken >= 3
