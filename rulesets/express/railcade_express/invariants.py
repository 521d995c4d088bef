"""The engine's promises for Express, checked after every action by ``railcade simulate``."""

from __future__ import annotations

import copy
from collections import Counter
from itertools import chain
from operator import add
from typing import Any

from railcade_express.scoring import recount
from railcade_express.state import DRAW, OVER
from railcade_express.trains import Train, roles

KEPT = 4096  # recounted deals and checked trains remembered per process (emptied when full)
# id(record) -> (the record, a copy of it as recounted, the cards, the rules, the recount)
_recounts: dict[int, tuple[dict, dict, Any, Any, list]] = {}
# (id(cards), cars) -> (cards, whether the cars form a train)
_trains: dict[tuple[int, tuple[int, ...]], tuple[Any, bool]] = {}


def problems(state: Any) -> list[str]:
    cards, rules = state.cards, state.rules
    out: list[str] = []
    hands = state.hands
    if min(map(min, hands)) < 0:
        for seat, hand in enumerate(hands):
            for card, count in enumerate(hand):
                if count < 0:
                    out.append(f"seat {seat} holds {count} {cards.names[card]}")
    trains = [train for side in state.trains for train in side]
    for train in trains:
        if not train.cars:
            out.append(f"train {train.id} has a locomotive and no car")
        elif not _forms_a_train(train.cars, cards):
            out.append(f"train {train.id} is not a valid train: {[cards.names[c] for c in train.cars]}")
    # Cards are neither created nor lost: hands, trains (locomotive, cars, diesel), maintenance
    # cars, pile, discard pile, disaster slot and the box hold every card of cards.toml. Runs
    # after every action of every simulated game: after each the cards are counted (in C), and
    # at the start of every turn and at the end of the game each kind is counted, so a card
    # that became another within a turn is noticed when the turn is over.
    if state.phase == DRAW or state.phase == OVER:
        out += _kind_problems(state, trains)
        out += _score_problems(state)
    else:
        total = (sum(map(sum, hands)) + len(state.pile) + len(state.discard) + len(state.slot) + len(state.box)
                 + sum(map(len, state.maintenance)) + sum(map(Train.card_count, trains)))
        if total != _deck_size(cards):
            out.append(f"{total} cards in the game, not {_deck_size(cards)}")
    if state.phase != OVER and not 0 <= state.turn < rules.players:
        out.append(f"turn {state.turn} is not a seat")
    if state.phase == OVER and not state.winners:
        out.append("the game is over with no winner")
    return out


def _kind_problems(state: Any, trains: list) -> list[str]:
    """Each kind of card counted over every place (the hands added column by column, the rest
    through a Counter)."""
    cards = state.cards
    out = []
    seen = [0] * len(cards)
    for hand in state.hands:
        seen = list(map(add, seen, hand))
    counted = Counter(chain(state.pile, state.discard, state.slot, state.box, *state.maintenance,
                            (train.loco for train in trains), *(train.cars for train in trains)))
    diesels = sum(1 for train in trains if train.diesel)
    if diesels:
        counted[cards.diesel] += diesels
    for card, count in counted.items():
        seen[card] += count
    for card, count in enumerate(cards.counts):
        if seen[card] != count:
            out.append(f"{cards.names[card]}: {seen[card]} cards found, {count} in the deck")
    total = sum(seen)
    if total != _deck_size(cards):
        out.append(f"{total} cards in the game, not {_deck_size(cards)}")
    return out


def _score_problems(state: Any) -> list[str]:
    """Scores recount the same from each finished deal's record, and the totals are their sum."""
    cards, rules = state.cards, state.rules
    out = []
    totals = [0] * len(rules.teams)
    for record in state.history:
        lines = _recount(record, cards, rules)
        points = [sum(line.values()) for line in lines]
        if lines != record["lines"] or points != record["points"]:
            out.append(f"deal {record['deal']} recounts to {points}, recorded {record['points']}")
        for team, p in enumerate(record["points"]):
            totals[team] += p
    if totals != state.totals:
        out.append(f"totals {state.totals} differ from the deals' sum {totals}")
    return out


def _deck_size(cards: Any) -> int:
    return sum(cards.counts)


def _forms_a_train(cars: list[int], cards: Any) -> bool:
    """Whether ``roles`` accepts the cars (a pure function of them: kept per card set and cars)."""
    key = (id(cards), tuple(cars))
    hit = _trains.get(key)
    if hit is not None and hit[0] is cards:  # the card set is held, so its id is not reused
        return hit[1]
    valid = roles(cars, cards) is not None
    if len(_trains) >= KEPT:
        _trains.clear()
    _trains[key] = (cards, valid)
    return valid


def _recount(record: dict, cards: Any, rules: Any) -> list:
    """``recount`` of a deal record. A deal's record is checked after every action of the rest of
    the game: the recount is kept with a copy of the record it was made from, and made again
    whenever the record no longer equals that copy (or the cards or rules are others)."""
    hit = _recounts.get(id(record))
    if hit is not None and hit[0] is record and hit[2] is cards and hit[3] is rules and hit[1] == record:
        return hit[4]
    lines = recount(record, cards, rules)
    if len(_recounts) >= KEPT:
        _recounts.clear()
    _recounts[id(record)] = (record, copy.deepcopy(record), cards, rules, copy.deepcopy(lines))
    return lines
