"""The random player: uniform over action kinds, then over the actions of that kind.

Choosing the kind first keeps it from drowning in payment combinations (dozens of ways to pay for
one route) and so makes it a useful fuzzer: every kind of action gets exercised.
"""

from __future__ import annotations

import random
from itertools import compress, repeat
from operator import attrgetter, eq
from typing import Any

from game.bots import register
from game.engine.actions import Action

_KIND = attrgetter("kind")


class RandomBot:
    name = "random"
    needs_view = False

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal_actions: list[Action]) -> Action:
        # The same draws as grouping every action by kind, without building the groups: the kinds
        # are found in C (a set of attribute reads), then only the chosen kind's actions listed
        # (picked out in C too).
        kinds = sorted(set(map(_KIND, legal_actions)))
        kind = self.rng.choice(kinds)
        if len(kinds) == 1:
            return self.rng.choice(legal_actions)
        return self.rng.choice(list(compress(legal_actions, map(eq, map(_KIND, legal_actions), repeat(kind)))))


@register("*", "random")
def make_random(seat: int, seed: int) -> RandomBot:
    return RandomBot(seat, seed)
