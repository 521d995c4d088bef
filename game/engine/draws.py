"""Random draws with CPython's own steps written out, for every ruleset and bot.

``random.Random.shuffle`` and ``choice`` draw each index with ``_randbelow``; on CPython that is
``_randbelow_with_getrandbits``: ``n.bit_length()`` random bits, drawn again until they fall below
``n``. Written out inline, the same draws cost no Python call per index (every deal of a card game
shuffles its whole deck, in every game and every replay). Seeds and saves replay the same games
only if the draws are exactly ``random.Random``'s, so the written-out draws are used only when
they were found to be the same at import (:data:`WRITTEN_OUT`), and only for a plain
``random.Random``: any other generator is asked itself.
"""

from __future__ import annotations

import random
from typing import Any, MutableSequence


def below(rng: random.Random, n: int) -> int:
    """``rng._randbelow(n)`` written out (``n`` > 0): the index ``rng.choice`` of ``n`` items
    draws. Only where :data:`WRITTEN_OUT` holds."""
    getrandbits = rng.getrandbits
    bits = n.bit_length()
    found = getrandbits(bits)
    while found >= n:
        found = getrandbits(bits)
    return found


def _written_shuffle(rng: random.Random, items: MutableSequence[Any]) -> None:
    """``rng.shuffle(items)`` written out: :func:`below` inline for every position from the end."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        bits = n.bit_length()
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


def shuffle(rng: random.Random, items: MutableSequence[Any]) -> None:
    """``rng.shuffle(items)``: the same draws, written out for a plain ``random.Random`` on an
    interpreter whose draws were found the same (:data:`WRITTEN_OUT`); any other generator
    shuffles itself."""
    if type(rng) is random.Random and WRITTEN_OUT:
        _written_shuffle(rng, items)
    else:
        rng.shuffle(items)


def _draws_alike() -> bool:
    """Whether ``random.Random`` draws as :func:`below` and :func:`_written_shuffle` do: its
    ``_randbelow`` is CPython's getrandbits rejection loop, and a few choices and shuffles made
    both ways agree (sizes on both sides of powers of two, where an off-by-one would show)."""
    if getattr(random.Random, "_randbelow", None) is not getattr(random.Random, "_randbelow_with_getrandbits", 0):
        return False
    for seed, size in ((0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 33), (6, 132), (7, 257)):
        theirs, ours = random.Random(seed), random.Random(seed)
        if [theirs.choice(range(size)) for _ in range(8)] != [below(ours, size) for _ in range(8)]:
            return False
        shuffled, written = list(range(size)), list(range(size))
        theirs.shuffle(shuffled)
        _written_shuffle(ours, written)
        if written != shuffled or theirs.getstate() != ours.getstate():
            return False
    return True


# Whether random.Random's draws are the ones written out here (CPython's getrandbits rejection
# loop), checked once at import. A caller writing the loop out itself (the random player) uses it
# only when this holds.
WRITTEN_OUT = _draws_alike()
