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
    """What is wrong with the state (nothing: ``[]``). Runs after every action of every simulated
    game: a quick pass (:func:`is_clean`) checks the same things without naming anything, and only
    a state it does not find clean is looked at again in full for the messages."""
    if is_clean(state):
        return []
    return named_problems(state)


def is_clean(state: Any) -> bool:
    """Whether :func:`named_problems` finds nothing: the same checks, answering only yes or no.
    What it reads of the trains and the hands is kept with copies of what it was found for (compared
    by value, so a train or a hand changed in place is looked at again): the trains' validity
    and their cars, each hand's size. The cards add up to the deck after every action, and at the
    start of a turn and at the end each kind does and the deals recount. (Attributes are read in
    Python loops: Python 3.11 reads an instance's slot there several times faster than
    ``attrgetter`` does.)"""
    cards = state.cards
    kept = _kept
    if kept.cards is not cards:
        kept.start(cards)
    sides = state.trains
    cars: list[list[int]] = []
    diesels = 0
    # A plain loop, cheaper here than two comprehensions; the diesels counted with an int (adding
    # a bool to an int takes the interpreter's slow path) and append looked up as a method (faster
    # in Python 3.11 than a bound method kept in a local).
    for side in sides:
        for train in side:
            cars.append(train.cars)
            if train.diesel:
                diesels += 1
    if kept.cars != cars and not _keep_trains(kept, cars, cards):
        return False
    hands = state.hands
    copies = kept.hands
    if copies != hands:
        # The hands that differ from the kept ones (one or two after most actions): none may hold
        # a negative count, each has a count per kind; they are kept, with their sizes.
        numbers, sizes = kept.numbers, kept.sizes
        if len(copies) != len(hands):
            copies[:], numbers[:], sizes[:] = [None] * len(hands), [None] * len(hands), [0] * len(hands)
        kinds = kept.kinds
        for seat, hand in enumerate(hands):
            if hand != copies[seat]:
                if len(hand) != kinds:
                    return False
                try:
                    # bytes() refuses a negative count (and one past 255, which no count of a
                    # 132-card deck reaches) in C, faster than min(); the counts as one number are
                    # what a count of each kind adds up
                    number = _NUMBER(bytes(hand))
                except (ValueError, TypeError):
                    return False
                copies[seat], numbers[seat], sizes[seat] = hand[:], number, sum(hand)
    in_hands = sum(kept.sizes)
    phase = state.phase
    if phase == DRAW or phase == OVER:
        if not _kinds_clean(state, kept, [train.loco for side in sides for train in side], diesels, in_hands):
            return False
        if phase == OVER:
            return bool(state.winners)
    elif (in_hands + len(state.pile) + len(state.discard) + len(state.slot) + len(state.box)
          + sum(map(len, state.maintenance)) + len(cars) + kept.car_count + diesels) != cards.size:
        return False
    return 0 <= state.turn < state.rules.players


class _Kept:
    """What :func:`is_clean` found clean, for one card set."""

    __slots__ = ("cards", "cars", "car_count", "hands", "numbers", "sizes", "kinds")

    def __init__(self) -> None:
        self.start(None)

    def start(self, cards: Any) -> None:
        self.cards = cards
        self.cars: list[list[int]] | None = None  # each train's cars (copied), in table order
        self.car_count = 0  # how many cars they hold
        self.hands: list[list[int] | None] = []  # each hand (copied)
        self.numbers: list[int | None] = []  # each hand's counts as one number, a kind per byte
        self.sizes: list[int] = []  # each hand's number of cards
        self.kinds = len(cards) if cards is not None else 0  # the card set's number of kinds


_kept = _Kept()
_NUMBER = int.from_bytes  # big-endian: the first kind in the highest byte


def _keep_trains(kept: _Kept, cars: list[list[int]], cards: Any) -> bool:
    """Whether every train has cars that form a train (only those whose cars differ from the
    kept ones' are looked at, all of them when trains came or went); if so they are kept, with
    their number (their kinds are read when each kind is counted: :func:`_laid_counts`)."""
    last = kept.cars
    if last is None or len(last) != len(cars):
        for train_cars in cars:
            if not train_cars or not _forms_a_train(train_cars, cards):
                return False
        kept.cars, kept.car_count = [c[:] for c in cars], sum(map(len, cars))
        return True
    # The same trains (one or two changed, by an added car or a theft): the others keep their
    # copies, the same objects, which the count of each kind skips by identity (_trains_moved).
    copies = list(last)
    for index, (train_cars, old) in enumerate(zip(cars, last)):
        if train_cars != old:
            if not train_cars or not _forms_a_train(train_cars, cards):
                return False
            copies[index] = train_cars[:]
    kept.cars, kept.car_count = copies, sum(map(len, copies))
    return True


def _kinds_clean(state: Any, kept: _Kept, locos: list[int], diesels: int, in_hands: int) -> bool:
    """Each kind of card counted over every place equals the deck's: the hands' counts added as
    numbers of one byte per kind (no byte can carry past 255 with at most 255 cards in hands), the
    laid cards counted per kind from the last clean count (:func:`_laid_counts`)."""
    cards = state.cards
    global _laid
    kinds = kept.kinds
    if in_hands > 255:
        return False
    numbers = kept.numbers
    try:
        laid = _laid_counts(state, kept.cars, locos)
    except (ValueError, TypeError, IndexError):  # a value that is no card
        laid = None
    if laid is not None:
        seen = list(map(add, sum(numbers).to_bytes(kinds, "big"), laid))
        seen[cards.diesel] += diesels
        if tuple(seen) == cards.counts and _scores_clean(state):
            _laid = _pending  # clean: the counts and copies are the next check's start
            return True
    # Not clean: the copies may have been changed in place towards this state (_moved), so the
    # next count starts afresh.
    _laid = None
    return False


class _Laid:
    """The laid cards (every place but the hands) at one count of each kind."""

    __slots__ = ("cards", "pile", "discard", "slot", "box", "maintenance", "locos", "trains", "counts")

    def __init__(self, cards: Any, pile: list[int], discard: list[int], slot: list[int], box: list[int],
                 maintenance: list[list[int]], locos: list[int], trains: list[list[int]], counts: list[int]) -> None:
        self.cards = cards
        # copies of the places (the next count changes them in place: see _moved)
        self.pile, self.discard, self.slot, self.box = pile, discard, slot, box
        self.maintenance = maintenance  # each side's maintenance cars (copied)
        self.locos = locos  # the locomotives (copied)
        self.trains = trains  # _kept's copies of the trains' cars (a new list whenever a train changed)
        self.counts = counts  # the count of each kind over them


# The last clean count of each kind (None: the next one counts afresh), and the count being checked.
_laid: _Laid | None = None
_pending: _Laid | None = None


def _laid_counts(state: Any, trains: list[list[int]] | None, locos: list[int]) -> list[int]:
    """How many cards of each kind lie outside the hands (trains: the trains' cars, as is_clean
    kept them). Between two turns a few cards move (two drawn from the pile, one discarded, some
    laid): each place is compared with its copy from the last clean count and only what changed
    is counted again, cards taken from or put on a place's end read alone; anything else about
    a place (shuffled, changed inside) has all its cards counted out and in again. Raises
    ValueError, TypeError or IndexError at a value that is no card."""
    global _pending
    cards = state.cards
    last = _laid
    places = (state.pile, state.discard, state.slot, state.box)
    maintenance = state.maintenance
    if (last is None or last.cards is not cards or trains is None or len(last.maintenance) != len(maintenance)
            or len(state.pile) > len(last.pile)):  # a new deal or the pile made again: most cards moved
        return _counted_afresh(state, trains, locos)
    counts = list(last.counts)
    copies = [last.pile, last.discard, last.slot, last.box]
    for index, place in enumerate(places):
        if place != copies[index]:
            copies[index] = _moved(copies[index], place, counts)
    kept_maintenance = list(last.maintenance)
    for side, place in enumerate(maintenance):
        if place != kept_maintenance[side]:
            kept_maintenance[side] = _moved(kept_maintenance[side], place, counts)
    kept_locos = last.locos if locos == last.locos else _moved(last.locos, locos, counts)
    if trains is not last.trains:
        _trains_moved(last.trains, trains, counts)
    _pending = _Laid(cards, *copies, kept_maintenance, kept_locos, trains, counts)
    return counts


def _moved(copy: list[int], place: list[int], counts: list[int]) -> list[int]:
    """``counts`` changed from ``copy``'s cards to ``place``'s, and ``copy`` made equal to
    ``place`` in place (no new copy of the pile and discard pile every turn; a count found not
    clean starts the next one afresh): returns ``copy``. Usually only a place's end changed
    (the pile drawn, the discard pile taken from and put on): the cards past the last one both
    hold at the same position are counted out and in, once the rest is found equal."""
    kept = min(len(copy), len(place))
    while kept and copy[kept - 1] != place[kept - 1]:
        kept -= 1
    gone = copy[kept:]
    came = place[kept:]
    del copy[kept:]
    copy += came
    if copy == place:
        for card in gone:
            counts[card] -= 1
        for card in bytes(came):
            counts[card] += 1
        return copy
    del copy[kept:]  # anything else (shuffled, changed inside): every card counted out and in
    copy += gone
    for card in copy:
        counts[card] -= 1
    for card in bytes(place):
        counts[card] += 1
    copy[:] = place
    return copy


def _trains_moved(before: list[list[int]], now: list[list[int]], counts: list[int]) -> None:
    """``counts`` changed from the cars of trains ``before`` to those of ``now`` (lists of cars,
    trains in table order): the trains equal at both ends are skipped, those between counted out
    and in again (a car laid, a train started, wrecked or robbed)."""
    first, top = 0, min(len(before), len(now))
    while first < top and (before[first] is now[first] or before[first] == now[first]):
        first += 1
    end_before, end_now = len(before), len(now)
    while (end_before > first and end_now > first
           and (before[end_before - 1] is now[end_now - 1] or before[end_before - 1] == now[end_now - 1])):
        end_before -= 1
        end_now -= 1
    for cars in before[first:end_before]:
        for card in cars:
            counts[card] -= 1
    for cars in now[first:end_now]:
        for card in bytes(cars):
            counts[card] += 1


def _counted_afresh(state: Any, trains: list[list[int]] | None, locos: list[int]) -> list[int]:
    """Every laid card counted per kind (in C, the places joined as bytes), with the copies the
    next count starts from."""
    global _pending
    if trains is None:
        raise ValueError("trains not kept")
    places = [state.pile, state.discard, state.slot, state.box]
    laid = b"".join([*map(bytes, places), *map(bytes, state.maintenance), bytes(locos), *map(bytes, trains)])
    counts = list(map(laid.count, range(len(state.cards))))
    if sum(counts) != len(laid):
        raise IndexError("a value that is no card")
    _pending = _Laid(state.cards, *map(list, places), list(map(list, state.maintenance)), list(locos), trains, counts)
    return counts


def named_problems(state: Any) -> list[str]:
    """Every problem of the state, each named: the full check, run when :func:`is_clean` finds
    something (and by the tests, which compare both)."""
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


class _Scored:
    """The finished deals' records the last time they recounted the same (a copy), with the cards,
    the rules and the totals they add up to."""

    __slots__ = ("cards", "rules", "history", "totals")

    def __init__(self, cards: Any, rules: Any, history: list, totals: list[int]) -> None:
        self.cards, self.rules, self.history, self.totals = cards, rules, history, totals


_scored: _Scored | None = None


def _scores_clean(state: Any) -> bool:
    """Whether :func:`_score_problems` finds nothing. A history equal (by value, in C) to the last
    one found to recount needs only its totals compared; any other is recounted deal by deal."""
    global _scored
    history, kept = state.history, _scored
    if kept is not None and kept.cards is state.cards and kept.rules is state.rules and kept.history == history:
        return kept.totals == state.totals
    if _score_problems(state):
        return False
    _scored = _Scored(state.cards, state.rules, _copied(history), list(state.totals))
    return True


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
