"""The shared random draws (game/engine/draws.py, docs/engine.md "Random draws"): the same draws as
random.Random's own, so seeds and saves replay the same deals and picks."""

from __future__ import annotations

import random

import pytest

from game.engine import draws

SIZES = (0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 132, 300)


def _cpython_draws() -> bool:
    return random.Random._randbelow is random.Random._randbelow_with_getrandbits


def test_the_written_out_draws_are_the_ones_used_on_cpython():
    # Saves replay the deals they were played with: on CPython the written-out draws are used
    # (the import check found them the same), and the tests below check those very functions.
    if _cpython_draws():
        assert draws.WRITTEN_OUT
        assert draws._draws_alike()


@pytest.mark.parametrize("seed", range(40))
def test_the_written_out_shuffle_draws_as_random_shuffle(seed):
    # Over many seeds and sizes, on both sides of powers of two (where an off-by-one in the
    # drawn bits or the range shows): the same order, the generator left in the same state.
    for size in SIZES:
        theirs, ours = random.Random(seed), random.Random(seed)
        shuffled, written = list(range(size)), list(range(size))
        theirs.shuffle(shuffled)
        draws._written_shuffle(ours, written)
        assert written == shuffled
        assert ours.getstate() == theirs.getstate()
        public = random.Random(seed)
        dealt = list(range(size))
        draws.shuffle(public, dealt)
        assert dealt == shuffled and public.getstate() == theirs.getstate()


@pytest.mark.parametrize("seed", range(40))
def test_the_written_out_index_draws_as_random_choice(seed):
    theirs, ours = random.Random(seed), random.Random(seed)
    for size in SIZES[1:]:
        for _ in range(5):
            assert draws.below(ours, size) == theirs.choice(range(size))
    assert ours.getstate() == theirs.getstate()


def test_another_generator_shuffles_itself():
    class Other(random.Random):
        def shuffle(self, x):  # noqa: ARG002 - a generator with its own way
            x.reverse()

    items = list(range(10))
    draws.shuffle(Other(1), items)
    assert items == list(range(9, -1, -1))


def test_without_the_written_out_draws_the_generator_shuffles(monkeypatch):
    # Another interpreter's generator (WRITTEN_OUT false): its own shuffle, whatever it draws.
    monkeypatch.setattr(draws, "WRITTEN_OUT", False)
    monkeypatch.setattr(draws, "_written_shuffle", lambda rng, items: items.clear())
    items = list(range(20))
    expected = list(range(20))
    random.Random(5).shuffle(expected)
    draws.shuffle(random.Random(5), items)
    assert items == expected
