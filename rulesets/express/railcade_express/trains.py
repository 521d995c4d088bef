"""A laid train: a face-down locomotive, the cars in the order they were laid, maybe a diesel at
its head. What may be added to it and what it scores ("Pose de cartes", "Le Score", "Situations
particulières", "Bonus Express").

A wild car's part is read from where it stands, not declared: followed by a car of another kind it
is the transition between two groups ("wagon de transition", worth nothing), otherwise one more car
of its group. A caboose counts as one more car of the car it follows, except as the third car
("la valeur de ce train n'est que la somme des 2 premières cartes").
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from railcade_express.deck import CardSet, Rules

CAR, SAME, LINK, CABOOSE = "car", "same", "link", "caboose"
BONUSES = ("order", "complete", "diesel", "express")  # the four "Bonus Express", doubling each


class Train:
    __slots__ = ("id", "loco", "cars", "diesel")

    def __init__(self, train_id: int, loco: int, cars: list[int], diesel: bool = False):
        self.id = train_id
        self.loco = loco  # the face-down card: "Quand les règles se réfèrent à une locomotive ..."
        self.cars = cars
        self.diesel = diesel

    def clone(self) -> "Train":
        return Train(self.id, self.loco, list(self.cars), self.diesel)

    def card_count(self) -> int:
        """Cards on the table: the locomotive, the cars and a diesel."""
        return 1 + len(self.cars) + (1 if self.diesel else 0)


def roles(cars: list[int], cards: CardSet) -> list[str] | None:
    """The part each car plays (car, same, link, caboose), or None if the cars cannot form a train."""
    out: list[str] = []
    key = -2  # the kind of the current group: a freight type, or -1 for passengers
    size = 0  # cars in the current group so far, wilds included
    last = len(cars) - 1
    for i, card in enumerate(cars):
        if card == cards.caboose:
            # "Le fourgon doit être le dernier wagon du train" and "ne peut être posé comme unique wagon"
            if i == 0 or i != last:
                return None
            out.append(CABOOSE)
            continue
        if card == cards.wild:
            if i == 0:  # "ne peut jamais être posé comme seul wagon d'un train"
                return None
            out.append(SAME)
            size += 1
            continue
        if not cards.is_car[card]:  # type: ignore[attr-defined]
            return None
        kind = -1 if cards.is_passenger[card] else card  # type: ignore[attr-defined]
        if i == 0 or kind == key:
            if i == 0:
                key = kind
            out.append(CAR)
            size += 1
            continue
        # Another kind of car: only after a wild closing a group of at least 2 identical cars
        # ("le premier groupe de wagons doit en compter au moins 2 identiques").
        if out[-1] == SAME and size - 1 >= 2:
            out[-1] = LINK
            key, size = kind, 1
            out.append(CAR)
            continue
        return None
    return out


def train_tail(cars: list[int], cards: CardSet) -> tuple[int, int, bool]:
    """(kind of the last group, its size, whether the last card is a wild) of a valid train; what
    decides which card may follow. Memoized in the card set (``cards.tails``, by the cars): bots
    and the legal listing ask it thousands of times for the same trains."""
    memo = cards.tails  # type: ignore[attr-defined]
    key = tuple(cars)
    found = memo.get(key)
    if found is not None:
        return found
    kind, size = -2, 0
    parts = roles(cars, cards) or []
    for card, part in zip(cars, parts):
        if part == CAR:
            k = -1 if cards.is_passenger[card] else card  # type: ignore[attr-defined]
            if k != kind:
                kind, size = k, 0
            size += 1
        elif part == SAME:
            size += 1
    found = (kind, size, bool(parts) and parts[-1] == SAME)
    if len(memo) > 50000:
        memo.clear()
    memo[key] = found
    return found


def can_add(train: Train, card: int, cards: CardSet) -> bool:
    """Whether ``card`` may be added at the end of ``train`` ("on ne peut rajouter que des wagons
    identiques au premier", the wild and caboose rules); the same answer as ``roles`` gives for the
    longer train, without walking it."""
    cars = train.cars
    if not cars or cars[-1] == cards.caboose:  # "aucun wagon supplémentaire ... après lui"
        return False
    if card == cards.caboose or card == cards.wild:
        return True
    if not cards.is_car[card]:  # type: ignore[attr-defined]
        return False
    return follows(train_tail(cars, cards), car_group(card, cards))


def car_group(card: int, cards: CardSet) -> int:
    """The group a car card joins: -1 for any passenger car (they mix), else its own kind."""
    return -1 if cards.is_passenger[card] else card  # type: ignore[attr-defined]


def follows(tail: tuple[int, int, bool], group: int) -> bool:
    """Whether a car of ``group`` may follow a train ending as ``tail`` (see :func:`train_tail`):
    the same group, or a new one after a wild that leaves its group at least two cars."""
    kind, size, last_wild = tail
    return group == kind or (last_wild and size - 1 >= 2)


def passenger_headed(train: Train, cards: CardSet) -> bool:
    """A diesel goes "à la tête du train de passagers": only on a train whose first car is one."""
    return bool(train.cars) and cards.is_passenger[train.cars[0]]  # type: ignore[attr-defined]


@dataclass(frozen=True)
class TrainScore:
    cars: int  # number of cars (what going out counts: wilds and cabooses included)
    base: int  # the cards' values (0 under 3 cars)
    bonuses: tuple[str, ...]  # the express bonuses met
    points: int  # base doubled once per bonus
    values: tuple[int, ...]  # each car's value as scored
    stands_for: tuple[int, ...]  # each car's type as scored (a wild shows the type it stands for)

    @property
    def multiplier(self) -> int:
        return 2 ** len(self.bonuses)


_scores: dict[tuple, tuple[CardSet, TrainScore]] = {}


def score_train(cars: list[int], diesel: bool, cards: CardSet, rules: Rules) -> TrainScore:
    """What a train scores at the end of a deal; a wild in a passenger train stands for whichever
    passenger type scores best ("peut remplacer une voiture particulière de passagers").
    Memoized per card set and rule numbers (a pure function of its arguments)."""
    key = (id(cards), rules.scoring_cars, rules.express_cars, tuple(cars), diesel)
    hit = _scores.get(key)
    if hit is not None and hit[0] is cards:
        return hit[1]
    found = _score_train(cars, diesel, cards, rules)
    if len(_scores) > 50000:
        _scores.clear()
    _scores[key] = (cards, found)
    return found


def _score_train(cars: list[int], diesel: bool, cards: CardSet, rules: Rules) -> TrainScore:
    parts = roles(cars, cards)
    if parts is None or not cars:
        return TrainScore(len(cars), 0, (), 0, tuple(0 for _ in cars), tuple(cars))
    passenger_wilds = []
    kind_passenger = False
    for i, part in enumerate(parts):
        if part == CAR:
            kind_passenger = bool(cards.is_passenger[cars[i]])  # type: ignore[attr-defined]
        elif part == SAME and kind_passenger:
            passenger_wilds.append(i)
    choices = product(cards.passenger_order, repeat=len(passenger_wilds)) if passenger_wilds else [()]
    best: TrainScore | None = None
    for assignment in choices:
        stands = list(cars)
        for i, card in zip(passenger_wilds, assignment):
            stands[i] = card
        scored = _score(cars, stands, parts, diesel, cards, rules)
        if best is None or (scored.points, len(scored.bonuses)) > (best.points, len(best.bonuses)):
            best = scored
    return best  # type: ignore[return-value]


def _score(cars: list[int], stands: list[int], parts: list[str], diesel: bool, cards: CardSet,
           rules: Rules) -> TrainScore:
    values: list[int] = []
    group_value = 0
    for i, part in enumerate(parts):
        if part == CAR:
            group_value = cards.values[stands[i]]
            values.append(group_value)
        elif part == SAME:
            # "compté pour la même valeur que les autres wagons du train"; in a passenger group,
            # the value of the passenger type the wild stands for.
            values.append(cards.values[stands[i]] if stands[i] != cards.wild else group_value)
        elif part == LINK:
            values.append(0)  # "le wagon extravagant n'a aucune valeur"
        else:  # caboose: one more car of its type, but nothing as the third car
            values.append(0 if i == 2 else (values[-1] if values else 0))
    count = len(cars)
    base = sum(values) if count >= rules.scoring_cars else 0
    bonuses: list[str] = []
    single_passenger_group = (count > 0 and LINK not in parts and CABOOSE not in parts
                              and all(cards.is_passenger[c] for c in stands))  # type: ignore[attr-defined]
    if base and single_passenger_group:
        ranks = [cards.rank[c] for c in stands]  # type: ignore[attr-defined]
        if len(set(ranks)) >= 2 and all(a <= b for a, b in zip(ranks, ranks[1:])):
            bonuses.append("order")
        if len(set(ranks)) == len(cards.passenger_order):
            bonuses.append("complete")
        if diesel:
            bonuses.append("diesel")
        if count >= rules.express_cars:
            bonuses.append("express")
    return TrainScore(count, base, tuple(bonuses), base * 2 ** len(bonuses), tuple(values), tuple(stands))
