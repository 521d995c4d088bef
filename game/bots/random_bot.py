"""The random player: uniform over action kinds, then over the actions of that kind.

Choosing the kind first keeps it from drowning in payment combinations (dozens of ways to pay for
one route) and so makes it a useful fuzzer: every kind of action gets exercised.
"""

from __future__ import annotations

import random
from typing import Any

from game.bots import register
from game.engine.actions import Action


class RandomBot:
    name = "random"
    needs_view = False

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal_actions: list[Action]) -> Action:
        by_kind: dict[str, list[Action]] = {}
        for action in legal_actions:
            by_kind.setdefault(action.kind, []).append(action)
        kind = self.rng.choice(sorted(by_kind))
        return self.rng.choice(by_kind[kind])


@register("*", "random")
def make_random(seat: int, seed: int) -> RandomBot:
    return RandomBot(seat, seed)
