"""The engine's promises for Express, checked after every action by ``railcade simulate``."""

from __future__ import annotations

import copy
import marshal
from collections import Counter
from itertools import chain
from operator import add, attrgetter
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
    trains = list(chain.from_iterable(state.trains))
    cars = list(map(_CARS, trains))
    out += _train_problems(trains, cars, cards)
    # Cards are neither created nor lost: hands, trains (locomotive, cars, diesel), maintenance
    # cars, pile, discard pile, disaster slot and the box hold every card of cards.toml. Runs
    # after every action of every simulated game: after each the cards are counted (in C), and
    # at the start of every turn and at the end of the game each kind is counted, so a card
    # that became another within a turn is noticed when the turn is over.
    if state.phase == DRAW or state.phase == OVER:
        out += _kind_problems(state, trains, cars)
        out += _score_problems(state)
    else:
        # A train's cards: its locomotive, its cars and a diesel (Train.card_count), summed in C.
        total = (sum(map(sum, hands)) + len(state.pile) + len(state.discard) + len(state.slot) + len(state.box)
                 + sum(map(len, state.maintenance)) + len(trains) + sum(map(len, cars))
                 + sum(map(_DIESEL, trains)))
        if total != _deck_size(cards):
            out.append(f"{total} cards in the game, not {_deck_size(cards)}")
    if state.phase != OVER and not 0 <= state.turn < rules.players:
        out.append(f"turn {state.turn} is not a seat")
    if state.phase == OVER and not state.winners:
        out.append("the game is over with no winner")
    return out


def _train_problems(trains: list[Train], cars: list[list[int]], cards: Any) -> list[str]:
    """Every train has cars that form a train. Trains change a few times a turn: the last answer is
    kept with the trains' ids and cars it was found for (compared by value: same trains, same
    answer)."""
    ids = list(map(_ID, trains))
    last = _last_trains
    if last[0] is cards and last[1] == ids and last[2] == cars:
        return list(last[3])
    out = []
    for train in trains:
        if not train.cars:
            out.append(f"train {train.id} has a locomotive and no car")
        elif not _forms_a_train(train.cars, cards):
            out.append(f"train {train.id} is not a valid train: {[cards.names[c] for c in train.cars]}")
    _last_trains[:] = [cards, ids, [c[:] for c in cars], tuple(out)]
    return out


_CARS, _ID, _DIESEL, _LOCO = attrgetter("cars"), attrgetter("id"), attrgetter("diesel"), attrgetter("loco")
_last_trains: list = [None, None, None, ()]  # the cards, trains' ids, their cars and the answer last found


def _kind_problems(state: Any, trains: list, cars: list[list[int]]) -> list[str]:
    """Each kind of card counted over every place (the hands added column by column, the rest as
    bytes counted per kind, all in C)."""
    cards = state.cards
    out = []
    seen = list(map(sum, zip(*state.hands)))
    laid = chain(state.pile, state.discard, state.slot, state.box, *state.maintenance, map(_LOCO, trains), *cars)
    try:
        found = list(map(bytes(laid).count, range(len(cards))))
    except ValueError:  # a card index outside 0..255: counted as none of them
        counted = Counter(chain(state.pile, state.discard, state.slot, state.box, *state.maintenance,
                                map(_LOCO, trains), *cars))
        found = [counted[card] for card in range(len(cards))]
    seen = list(map(add, seen, found))
    seen[cards.diesel] += sum(map(_DIESEL, trains))
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
    _recounts[id(record)] = (record, _copied(record), cards, rules, _copied(lines))
    return lines


def _copied(value: Any) -> Any:
    """A deep copy of plain data (through marshal, in C; copy.deepcopy for anything else)."""
    try:
        return marshal.loads(marshal.dumps(value))
    except ValueError:
        return copy.deepcopy(value)
