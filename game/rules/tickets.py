"""Destination tickets: a face-down pile drawn from the top, unkept ones going under it (or out of
the game, for the first deal), and the sets of tickets a player may keep."""

from __future__ import annotations

from itertools import combinations
from typing import Sequence


def keep_options(offered: Sequence[int], keep_min: int) -> list[tuple[int, ...]]:
    """Every set of offered tickets a player may keep: at least ``keep_min`` of them (fewer if
    fewer were offered), up to all; each set sorted by ticket index."""
    ordered = sorted(offered)
    least = max(1, min(keep_min, len(ordered)))
    return [combo for size in range(least, len(ordered) + 1) for combo in combinations(ordered, size)]


def draw_top(pile: list[int], count: int) -> list[int]:
    """Take up to ``count`` tickets from the top (the front) of ``pile``: "s'il reste moins de 3
    cartes Destination dans la pioche, le joueur ne tire que le nombre de cartes restantes"."""
    drawn = pile[:count]
    del pile[:count]
    return drawn


def return_under(pile: list[int], tickets: Sequence[int]) -> None:
    """Unkept tickets go "face cachée sous la pioche"."""
    pile.extend(tickets)
