"""The random player: uniform over action kinds, then over the actions of that kind.

Choosing the kind first keeps it from drowning in payment combinations (dozens of ways to pay for
one route) and so makes it a useful fuzzer: every kind of action gets exercised.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from game.bots import register
from game.engine.actions import Action
from game.engine.draws import WRITTEN_OUT
from game.engine.legal import LegalActions, as_legal


class RandomBot:
    name = "random"
    needs_view = False

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal_actions: Sequence[Action]) -> Action:
        # The same draws as grouping every action by kind, without building the groups: the
        # sorted kinds, then the chosen kind's actions in listing order (only that kind is listed).
        legal = legal_actions if type(legal_actions) is LegalActions else as_legal(legal_actions)
        kinds = legal.kinds()
        if not WRITTEN_OUT:
            choice = self.rng.choice
            return choice(legal.of_kind(choice(kinds)))
        # choice's draws written out (game.engine.draws.below, inline rather than called: two
        # picks of every simulated action, each a Python call otherwise), for the kind and then
        # the action; self.rng is a plain random.Random, made above.
        getrandbits = self.rng.getrandbits
        pool: Sequence[Any] = kinds
        for kind_picked in (False, True):
            n = len(pool)
            if n <= 0:
                raise IndexError("Cannot choose from an empty sequence")
            bits = n.bit_length()
            found = getrandbits(bits)
            while found >= n:
                found = getrandbits(bits)
            if kind_picked:
                return pool[found]
            pool = legal.of_kind(pool[found])
        raise AssertionError("unreachable")


@register("*", "random")
def make_random(seat: int, seed: int) -> RandomBot:
    return RandomBot(seat, seed)
