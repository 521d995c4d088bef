"""What the Express bots read from a view: the deck's facts as a CardSet, the hand as counts, the
trains of each side, and a planner that finds how to go out this turn.

Built from the view alone (``view["cards"]``, ``view["rules"]``), so a bot never sees more than
its seat may.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from railcade_express.deck import CardSet
from railcade_express.trains import Train, can_add, passenger_headed, score_train

_models: dict[int, tuple[Any, "Model"]] = {}


class Model:
    """The fixed facts of a game, shared by every bot of the process that reads the same deck."""

    def __init__(self, view: dict[str, Any]):
        info = view["cards"]
        names = tuple(info["values"])
        index = {n: i for i, n in enumerate(names)}
        groups = tuple(info["groups"][n] for n in names)

        def single(group: str) -> int:
            return next(i for i, g in enumerate(groups) if g == group)

        self.cards = CardSet(names, groups, tuple(info["counts"][n] for n in names),
                             tuple(info["values"][n] for n in names), tuple({} for _ in names),
                             tuple(index[p] for p in info["passenger_order"]),
                             {index[d]: index[m] for d, m in info["counters"].items()},
                             single("diesel"), single("caboose"), single("wild"), single("turntable"))
        self.rules = SimpleNamespace(**view["rules"])
        self.index = index
        self.values = self.cards.values

    @classmethod
    def of(cls, view: dict[str, Any]) -> "Model":
        key = id(view["cards"])
        cached = _models.get(key)
        if cached is None or cached[0] is not view["cards"]:
            cached = _models[key] = (view["cards"], cls(view))
        return cached[1]

    # -- reading a view ------------------------------------------------------------------------

    def hand(self, view: dict[str, Any]) -> list[int]:
        out = [0] * len(self.cards)
        for name, n in (view.get("hand") or {}).items():
            out[self.index[name]] = n
        return out

    def trains(self, view: dict[str, Any], team: int) -> list[Train]:
        index = self.index
        return [Train(t["id"], index[t["loco"]] if t["loco"] else -1, [index[c] for c in t["cars"]], t["diesel"])
                for t in view["trains"][team]]

    def points(self, train: Train) -> int:
        return score_train(train.cars, train.diesel, self.cards, self.rules).points

    def hand_value(self, hand: list[int]) -> int:
        return sum(self.values[c] * n for c, n in enumerate(hand) if n)

    def side_estimate(self, view: dict[str, Any], team: int, known_hand: list[int] | None = None,
                      seat: int | None = None) -> float:
        """A side's deal score if the deal ended now: trains and maintenance cars, minus its hands
        (the bot's own hand exactly, the others at 2.5 points a card)."""
        total = sum(t["points"] for t in view["trains"][team])
        total += self.rules.maintenance_points * len(view["maintenance"][team])
        for s in view["teams"][team]:
            if known_hand is not None and s == seat:
                total -= self.hand_value(known_hand)
            else:
                total -= 2.5 * view["hand_sizes"][s]
        return total

    # -- going out -----------------------------------------------------------------------------

    def out_ok(self, lengths: list[int]) -> bool:
        rules = self.rules
        if len(lengths) < 2 or min(lengths) < rules.scoring_cars:
            return False
        ordered = sorted(lengths, reverse=True)
        return ordered[0] >= rules.going_out_long and ordered[1] >= rules.going_out_second

    def plan_out(self, hand: list[int], trains: list[Train], maintenance_ok: bool,
                 budget: int = 3000) -> list[tuple] | None:
        """Lays that leave exactly one card with going out allowed, or None. Steps are
        ("add", card, train_index), ("new", car, loco), ("maintenance", card), ("diesel", train_index);
        new trains get index len(trains), len(trains)+1... in the order they are started."""
        cards = self.cards
        work = [Train(t.id, t.loco, list(t.cars), t.diesel) for t in trains]
        seen: set = set()
        count = [0]

        def key() -> tuple:
            return tuple(hand), tuple(tuple(t.cars) for t in work), maintenance_ok

        def search(maint: bool) -> list[tuple] | None:
            count[0] += 1
            if count[0] > budget:
                return None
            size = sum(hand)
            if size == 1 and self.out_ok([len(t.cars) for t in work]):
                return []
            if size <= 1:
                return None
            k = key() + (maint,)
            if k in seen:
                return None
            seen.add(k)
            held = [c for c, n in enumerate(hand) if n]
            for card in held:  # cars onto trains first: they cost one card each
                if not (cards.is_car[card] or card in (cards.wild, cards.caboose)):  # type: ignore[attr-defined]
                    continue
                for i, train in enumerate(work):
                    if can_add(train, card, cards):
                        hand[card] -= 1
                        train.cars.append(card)
                        rest = search(maint)
                        train.cars.pop()
                        hand[card] += 1
                        if rest is not None:
                            return [("add", card, i)] + rest
            if hand[cards.diesel]:
                for i, train in enumerate(work):
                    if not train.diesel and passenger_headed(train, cards):
                        hand[cards.diesel] -= 1
                        train.diesel = True
                        rest = search(maint)
                        train.diesel = False
                        hand[cards.diesel] += 1
                        if rest is not None:
                            return [("diesel", i)] + rest
            if maint:
                for card in held:
                    if cards.is_maintenance[card]:  # type: ignore[attr-defined]
                        hand[card] -= 1
                        rest = search(False)
                        hand[card] += 1
                        if rest is not None:
                            return [("maintenance", card)] + rest
            if size >= 4:  # a new train: a pair of cars, the locomotive a card nothing else takes
                for car in held:
                    if not cards.is_car[car] or hand[car] < 1:  # type: ignore[attr-defined]
                        continue
                    for loco in self.loco_order(hand, car):
                        hand[car] -= 1
                        hand[loco] -= 1
                        work.append(Train(-1, loco, [car]))
                        rest = search(maint)
                        work.pop()
                        hand[loco] += 1
                        hand[car] += 1
                        if rest is not None:
                            return [("new", car, loco)] + rest
            return None

        return search(maintenance_ok)

    def loco_order(self, hand: list[int], car: int) -> list[int]:
        """Cards to try as a new train's locomotive: those no train takes first (disasters,
        turntables, lone cards), then the rest."""
        cards = self.cards
        out = []
        for c, n in enumerate(hand):
            if not n or (c == car and n < 2):
                continue
            out.append(c)
        out.sort(key=lambda c: (cards.is_car[c] and hand[c] >= 2, cards.is_car[c], -self.values[c]))  # type: ignore[attr-defined]
        return out[:3]
