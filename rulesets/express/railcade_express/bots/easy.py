"""The ``easy`` Express bot: a beginner's play.

It takes the discard when it matches a card in hand, adds every car that fits, starts a train from
any pair with a random locomotive, lays maintenance cars at once, discards its lowest card that
pairs with nothing, and never plays a disaster or a turntable on purpose. It goes out only when
that happens by itself, and always says yes to its partner.
"""

from __future__ import annotations

import random
from typing import Any

from game.bots import register
from game.engine.actions import Action

from railcade_express.bots.model import Model


class ExpressEasyBot:
    name = "easy"
    needs_view = True

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        model = Model.of(view)
        cards = model.cards
        phase = view["phase"]
        hand = model.hand(view)
        by_kind: dict[str, list[Action]] = {}
        for action in legal:
            by_kind.setdefault(action.kind, []).append(action)
        if phase == "draw":
            top = view["discard_top"]
            if "take_discard" in by_kind and top and hand[model.index[top]] >= 1 and cards.is_car[model.index[top]]:
                return by_kind["take_discard"][0]
            return by_kind["draw"][0]
        if phase == "ask":
            return next(a for a in legal if a.target == "answer_yes")
        if phase == "counter":
            return by_kind["repair"][0]
        if phase == "switch":
            return (by_kind.get("switch_done") or by_kind["switch_pair"])[0]
        for kind in ("add_car", "maintenance"):
            fitting = [a for a in by_kind.get(kind, ()) if a.target not in (names(model, "wild", "caboose"))]
            if fitting:
                return fitting[0]
        pairs = [a for a in by_kind.get("new_train", ()) if hand[model.index[a.target]] >= 2 and a.choice[0] != a.target]
        if pairs:
            return self.rng.choice(pairs)
        discards = by_kind.get("discard", [])
        if discards:
            def junk(a: Action) -> tuple:
                c = model.index[a.target]
                return (cards.is_car[c] and hand[c] >= 2, model.values[c])
            return min(discards, key=junk)
        lays = [a for a in legal if a.kind in ("add_car", "new_train", "maintenance", "add_diesel")]
        return self.rng.choice(lays or legal)


def names(model: Model, *ids: str) -> tuple[str, ...]:
    return ids


@register("cards", "easy")
def make_easy(seat: int, seed: int) -> ExpressEasyBot:
    return ExpressEasyBot(seat, seed)
