"""The engine's promises for Express, checked after every action by ``railcade simulate``."""

from __future__ import annotations

import copy
import marshal
from collections import Counter
from itertools import chain, compress, repeat
from operator import add, attrgetter, ne
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
    """What is wrong with the state (nothing: ``[]``). Runs after every action of every simulated
    game: a quick pass (:func:`_clean`) checks the same things without naming anything, and only
    a state it does not find clean is looked at again in full for the messages."""
    if _clean(state):
        return []
    return _problems(state)


def _clean(state: Any) -> bool:
    """Whether :func:`_problems` finds nothing: the same checks, in C where it can, answering only
    yes or no. Every train's validity is kept with the cars it was found for (compared by value:
    a train changed in place is looked at again); no hand holds a negative count (``bytes`` of a
    hand refuses one); the cards add up to the deck, and at the start of a turn and at the end
    each kind does and the deals recount."""
    cards = state.cards
    trains = list(chain.from_iterable(state.trains))
    cars = list(map(_CARS, trains))
    kept = _kept_valid
    if kept[0] is not cards or kept[1] != cars:
        # Only the trains whose cars differ from the last valid ones' are looked at (all of them
        # when trains came or went).
        last = kept[1] if kept[0] is cards else None
        changed = list(compress(cars, map(ne, cars, last))) if last and len(last) == len(cars) else cars
        if not (all(changed) and all(map(_forms_a_train, changed, repeat(cards)))):
            return False
        try:
            laid_cars = b"".join(map(bytes, cars))
        except ValueError:
            return False
        kept[:] = [cards, list(map(list, cars)), laid_cars]
    try:
        held = list(map(bytes, state.hands))  # a negative count (or one past 255) raises
    except ValueError:
        return False
    in_hands = sum(map(sum, held))
    phase = state.phase
    if phase == DRAW or phase == OVER:
        # Each kind: the hands' counts added as numbers of one byte per kind (no byte can carry
        # past 255 with at most 255 cards in hands), the laid cards as bytes counted per kind.
        kinds = len(cards)
        if in_hands > 255 or list(map(len, held)).count(kinds) != len(held):
            return False
        try:
            laid = b"".join([bytes(state.pile), bytes(state.discard), bytes(state.slot), bytes(state.box),
                             *map(bytes, state.maintenance), bytes(map(_LOCO, trains)), kept[2]])
        except ValueError:
            return False
        seen = list(map(add, sum(map(_NUMBER, held)).to_bytes(kinds, "big"), map(laid.count, range(kinds))))
        seen[cards.diesel] += sum(map(_DIESEL, trains))
        if tuple(seen) != cards.counts or _score_problems(state):
            return False
        if phase == OVER:
            return bool(state.winners)
    elif (in_hands + len(state.pile) + len(state.discard) + len(state.slot) + len(state.box)
          + sum(map(len, state.maintenance)) + len(trains) + len(kept[2])
          + sum(map(_DIESEL, trains))) != cards.size:
        return False
    return 0 <= state.turn < state.rules.players


# the card set, the trains' cars last found to form valid trains and those cars as bytes
_kept_valid: list = [None, None, b""]
_NUMBER = int.from_bytes  # big-endian: the first kind in the highest byte


def _problems(state: Any) -> list[str]:
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
    out += _train_problems(trains, cards)
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
        if total != cards.size:
            out.append(f"{total} cards in the game, not {cards.size}")
    if state.phase != OVER and not 0 <= state.turn < rules.players:
        out.append(f"turn {state.turn} is not a seat")
    if state.phase == OVER and not state.winners:
        out.append("the game is over with no winner")
    return out


def _train_problems(trains: list[Train], cards: Any) -> list[str]:
    """Every train has cars that form a train."""
    out = []
    for train in trains:
        if not train.cars:
            out.append(f"train {train.id} has a locomotive and no car")
        elif not _forms_a_train(train.cars, cards):
            out.append(f"train {train.id} is not a valid train: {[cards.names[c] for c in train.cars]}")
    return out


_CARS, _DIESEL, _LOCO = attrgetter("cars"), attrgetter("diesel"), attrgetter("loco")


def _kind_problems(state: Any, trains: list, cars: list[list[int]]) -> list[str]:
    """Each kind of card counted over every place."""
    cards = state.cards
    out = []
    counted = Counter(chain(state.pile, state.discard, state.slot, state.box, *state.maintenance,
                            map(_LOCO, trains), *cars))
    seen = [sum(column) + counted[card] for card, column in enumerate(zip(*state.hands))]
    seen[cards.diesel] += sum(map(_DIESEL, trains))
    for card, count in enumerate(cards.counts):
        if seen[card] != count:
            out.append(f"{cards.names[card]}: {seen[card]} cards found, {count} in the deck")
    total = sum(seen)
    if total != cards.size:
        out.append(f"{total} cards in the game, not {cards.size}")
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
