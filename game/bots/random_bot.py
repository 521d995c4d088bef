"""The random player: uniform over action kinds, then over the actions of that kind.

Choosing the kind first keeps it from drowning in payment combinations (dozens of ways to pay for
one route) and so makes it a useful fuzzer: every kind of action gets exercised.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from game.bots import register
from game.engine.actions import Action
from game.engine.legal import as_legal


class RandomBot:
    name = "random"
    needs_view = False

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal_actions: Sequence[Action]) -> Action:
        # The same draws as grouping every action by kind, without building the groups: the
        # sorted kinds, then the chosen kind's actions in listing order (only that kind is listed).
        legal = as_legal(legal_actions)
        choice = self.rng.choice
        return choice(legal.of_kind(choice(legal.kinds())))


@register("*", "random")
def make_random(seat: int, seed: int) -> RandomBot:
    return RandomBot(seat, seed)
