"""The laying turn's listing checks some kinds only to exist and lists them when picked: that
check must agree with the listing itself ("Poser", "se Défausser": a disaster is played in the
slot against a victim the card allows, a locomotive swapped for another card of the hand)."""

from __future__ import annotations

import random

import pytest

from game.engine.match import Match

from railcade_express import moves
from railcade_express.state import LAY


def _laying_states(seed: int, players: int, teams: bool):
    """Each laying state of a random game, with the seat laying (the live state)."""
    match = Match("express", (), players, options={"teams": teams}, seed=seed)
    rng = random.Random(seed)
    while not match.is_over:
        state = match.state
        if state.phase == LAY:
            yield state, state.turn
        match.apply(rng.choice(match.legal_actions(match.active_seats[0])))


@pytest.mark.parametrize("seed, players, teams", [(1, 4, True), (2, 2, False), (3, 6, True), (4, 3, False)])
def test_a_disaster_is_offered_exactly_when_it_has_a_victim(seed, players, teams):
    """Every disaster card, held or not, in every laying state of a game: the quick check says
    there is a victim exactly when the listing names one (wreck, breakage, theft, derailment,
    engine switch; "Si un fourgon de queue est le dernier wagon ... ne peut s'y appliquer")."""
    seen = set()
    for state, seat in _laying_states(seed, players, teams):
        for card, disaster in enumerate(state.cards.is_disaster):
            if disaster:
                listed = bool(moves.disaster_actions(state, seat, card))
                assert moves._has_victim(state, seat, card) == listed, state.cards.names[card]
                seen.add((state.cards.effect(card), listed))
    assert {listed for _, listed in seen} == {True, False}  # both answers came up


@pytest.mark.parametrize("seed, players, teams", [(5, 4, True), (6, 2, False)])
def test_the_deferred_kinds_list_what_a_listing_from_scratch_lists(seed, players, teams):
    """The swaps and disasters listed when picked are those of the state they were listed in:
    each laying state's whole listing equals the kinds listed one by one."""
    for state, seat in _laying_states(seed, players, teams):
        legal = moves.legal_actions(state, seat)
        whole = list(moves.legal_actions(state, seat))
        assert [a for kind in legal.kinds() for a in legal.of_kind(kind)] == sorted(
            whole, key=lambda a: legal.kinds().index(a.kind))
        for card, disaster in enumerate(state.cards.is_disaster):
            if disaster and state.hands[seat][card] and "disaster" in legal.kinds():
                assert set(moves.disaster_actions(state, seat, card)) <= set(legal.of_kind("disaster"))


def test_trains_ended_by_a_caboose_can_be_wrecked_only():
    """"Si un fourgon de queue est le dernier wagon d'un train, la carte Casse ou Vol ne peut s'y
    appliquer": with every train ended by a caboose only the wreck (and the disasters aimed at a
    seat or a side) finds a victim, and the quick check says so."""
    for state, seat in _laying_states(7, 4, True):
        if sum(map(len, state.trains)) >= 3 and all(state.trains):
            break
    cards = state.cards
    for side in state.trains:
        for train in side:
            train.cars.append(cards.caboose)
    for card, disaster in enumerate(cards.is_disaster):
        if disaster:
            listed = bool(moves.disaster_actions(state, seat, card))
            assert listed == (cards.effect(card) in ("wreck", "derailment", "engine_switch"))
            assert moves._has_victim(state, seat, card) == listed


@pytest.mark.parametrize("seed, players, teams", [(5, 4, True), (8, 3, False)])
def test_the_counted_kinds_hand_out_their_listing_one_by_one(seed, players, teams):
    """New trains, added cars and swaps are counted and made one by one when picked: in every
    laying state each index hands out the listing's action at that index, and the listing is the
    rules' ("Poser": a car of the hand after a train's last group, can_add; a new train of a car
    and any other card as its locomotive, two of a kind to use one as both)."""
    from railcade_express.trains import can_add

    seen = set()
    for state, seat in _laying_states(seed, players, teams):
        legal = moves.legal_actions(state, seat)
        cards, hand = state.cards, state.hands[seat]
        for kind in ("new_train", "add_car", "swap_loco"):
            if kind not in legal.kinds():
                continue
            whole = list(moves.legal_actions(state, seat).of_kind(kind))
            counted = legal.of_kind(kind)
            assert len(counted) == len(whole) > 0
            assert [counted[index] for index in range(len(counted))] == whole
            assert all(action in counted for action in whole)
            seen.add(kind)
            if kind == "new_train":
                held = [card for card, count in enumerate(hand) if count]
                assert [(a.target, a.choice) for a in whole] == [
                    (cards.names[car], (cards.names[loco],)) for car in held if cards.is_car[car]
                    for loco in held if loco != car or hand[car] >= 2]
            elif kind == "add_car" and sum(hand) >= 3:  # laying one keeps two: no going-out rule
                side = state.trains[state.team_of[seat]]
                assert [(a.target, a.choice) for a in whole] == [
                    (cards.names[card], (str(train.id),)) for card, count in enumerate(hand) if count
                    for train in side if can_add(train, card, cards)]
    assert seen == {"new_train", "add_car", "swap_loco"}


@pytest.mark.parametrize("seed, players, teams", [(9, 4, True), (10, 2, False), (11, 3, False)])
def test_added_cars_and_swaps_are_offered_exactly_when_there_are_some(seed, players, teams):
    """The quick checks of the laying turn agree with the listing: added cars are offered exactly
    when some card of the hand may follow some train and a card stays for the discard (with two
    cards, only by going out: "Sortie anticipée"), swaps exactly when a card held differs from a
    locomotive not taken back this turn. Every laying state of a game, and the same state with the
    hand cut to its first two cards (the going-out case), also with the side cut to its first two
    trains (going out needs two: the fewest it allows) or three, the third a car short of the
    scoring length."""
    seen = set()
    cases = set()
    for state, seat in _laying_states(seed, players, teams):
        hand = state.hands[seat]
        cut = list(hand)
        for card in [card for card, count in enumerate(cut) if count][2:]:
            cut[card] = 0
        if sum(cut) > 2:
            first = next(card for card, count in enumerate(cut) if count)
            cut[first] = 2 - sum(count for card, count in enumerate(cut) if count and card != first)
        side = state.trains[state.team_of[seat]]
        cars = [train.cars for train in side]
        # The side's trains grown to the going-out lengths (5, 4, then 3 cars) with more cars of
        # their last one's kind, when every train ends with a car.
        grown = [train_cars + [train_cars[-1]] * max(0, need - len(train_cars))
                 for train_cars, need in zip(cars, [5, 4] + [3] * len(cars))]
        can_grow = all(state.cards.is_car[train_cars[-1]] for train_cars in cars)
        team = state.team_of[seat]
        tries = [("", list(hand), side, cars), ("", cut, side, cars), ("", cut, side, grown if can_grow else cars)]
        if can_grow and len(side) > 2:
            tries.append(("two trains", cut, side[:2], grown[:2]))
            # three trains, the third a car short of the scoring length: only a car added to it
            # lets the last card go out
            tries.append(("one short", cut, side[:3], grown[:2] + [grown[2][:state.rules.scoring_cars - 1]]))
        for case, tried, trains, trains_cars in tries:
            state.hands[seat] = tried
            state.trains[team] = trains
            for train, train_cars in zip(trains, trains_cars):
                train.cars = train_cars
            kinds = moves.legal_actions(state, seat).kinds()
            listed = bool(moves._add_cars(state, seat))
            assert ("add_car" in kinds) == listed
            swaps = [(train.id, card) for train in trains if train.id not in state.swapped
                     for card, count in enumerate(tried) if count and card != train.loco]
            assert ("swap_loco" in kinds) == bool(swaps)
            seen.add((sum(tried), listed))
            if case:
                cases.add((case, listed))
        state.hands[seat] = hand
        state.trains[team] = side
        for train, train_cars in zip(side, cars):
            train.cars = train_cars
    assert (2, True) in seen and (2, False) in seen and (3, True) in seen
    assert cases == {(case, listed) for case in ("two trains", "one short") for listed in (True, False)}


@pytest.mark.parametrize("scoring_cars", [3, 1])
def test_a_new_train_is_offered_exactly_when_the_rules_allow_one(scoring_cars):
    """"Poser": a new train takes a car and a locomotive; laying them must leave a card for the
    discard, one card only when discarding it goes out ("Sortie anticipée": every train at the
    scoring length, the new one of one car included). Every laying state of a game, with the hand
    cut to three cards, under the usual scoring length and one of a single car."""
    import dataclasses

    seen = set()
    for state, seat in _laying_states(12, 4, True):
        rules, hand = state.rules, state.hands[seat]
        state.rules = dataclasses.replace(rules, scoring_cars=scoring_cars)
        cut = list(hand)
        while sum(cut) > 3:
            cut[max(range(len(cut)), key=cut.__getitem__)] -= 1
        for tried in (list(hand), cut):
            state.hands[seat] = tried
            size = sum(tried)
            held = [card for card, count in enumerate(tried) if count]
            pairs = [(car, loco) for car in held if state.cards.is_car[car]
                     for loco in held if loco != car or tried[car] >= 2]
            lengths = [len(train.cars) for train in state.trains[state.team_of[seat]]]
            allowed = bool(pairs) and (size >= 4 or (size == 3 and moves.keeps_enough(state, seat, 1, lengths + [1])))
            assert ("new_train" in moves.legal_actions(state, seat).kinds()) == allowed
            seen.add((size, allowed))
        state.hands[seat], state.rules = hand, rules
    assert (3, False) in seen and (4, True) in seen
    if scoring_cars == 1:
        assert (3, True) in seen


def test_a_row_makes_each_action_once_when_first_asked_for():
    """The rows of discards, maintenance cars and a train's swaps give, for each card kind, the
    action the rules name (made when first asked for, the same object after); no action past
    the deck's kinds."""
    from game.engine.actions import Action

    state = Match("express", (), 4, seed=3).state
    cards = state.cards
    moves._rows.clear()
    for kind, train in (("discard", 0), ("maintenance", 0), ("swap_loco", 7)):
        row = moves._row(cards, 2, kind, train)
        for card, name in enumerate(cards.names):
            # made when first asked for: the row holds the kinds asked for so far, and no other
            assert sorted(row) == list(range(card))
            expected = (Action(2, kind, "train", "7", (name,)) if train else Action(2, kind, "card", name))
            assert row[card] == expected and row[card] is row[card] is moves._row(cards, 2, kind, train)[card]
        with pytest.raises(IndexError):
            row[len(cards.names)]
