"""The random player: uniform over action kinds, then over the actions of that kind.

Choosing the kind first keeps it from drowning in payment combinations (dozens of ways to pay for
one route) and so makes it a useful fuzzer: every kind of action gets exercised.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from game.bots import register
from game.engine.actions import Action
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
        if not _PLAIN_BELOW:
            actions = legal.of_kind(kinds[_below(self.rng, len(kinds))])
            return actions[_below(self.rng, len(actions))]
        # _below's draws written out here, for the kind and then the action (two picks of every
        # simulated action, no calls).
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


def _below(rng: random.Random, n: int) -> int:
    """``rng.choice``'s index into a sequence of ``n``: the same draws (``_randbelow(n)``, which
    for ``random.Random`` takes ``n.bit_length()`` bits until they fall below ``n``), made here
    once per pick of every simulated action rather than through two more calls."""
    if n <= 0:
        raise IndexError("Cannot choose from an empty sequence")
    if _PLAIN_BELOW:
        bits = n.bit_length()
        found = rng.getrandbits(bits)
        while found >= n:
            found = rng.getrandbits(bits)
        return found
    return rng._randbelow(n)


# Whether random.Random draws below n as _below does (CPython's getrandbits rejection loop); any
# other interpreter's generator is asked through its own _randbelow, as choice would.
_PLAIN_BELOW = getattr(random.Random, "_randbelow", None) is getattr(random.Random, "_randbelow_with_getrandbits", 0)


@register("*", "random")
def make_random(seat: int, seed: int) -> RandomBot:
    return RandomBot(seat, seed)
