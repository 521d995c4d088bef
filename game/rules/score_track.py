"""A score track counted downwards towards a barrier (Trans Europa, TransAmerica).

Points are the locomotive's position: every locomotive starts in the hangar with ``start`` points
and moves one space towards the barrier per point lost. ``barrier`` is the lowest space still in
front of the barrier, so a locomotive with fewer points than ``barrier`` has passed it. With the
barrier in its printed place (``barrier = 1``) a locomotive on 3 points has exactly two spaces
(2 and 1) left before it, which is why the rulebook only moves the barrier for 4 points or more.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence


@dataclass(frozen=True)
class BarrierRule:
    start: int = 13  # points in the hangar
    barrier: int = 1  # lowest space in front of the printed barrier
    move_after_round: int = 2  # "Après la deuxième manche"
    move_if_at_least: int = 4  # "a encore 4 points ou plus"
    spaces_left: int = 2  # "qu'il ne reste qu'exactement deux cases"
    min_rounds: int = 2  # "La partie se termine après deux manches ou plus"

    @classmethod
    def from_rules(cls, rules: Mapping[str, Any], start: int) -> "BarrierRule":
        """Read the ``barrier_*`` keys of a ruleset's ``[rules]`` table (defaults: the rulebook)."""
        return cls(
            start=start,
            barrier=int(rules.get("barrier_start", cls.barrier)),
            move_after_round=int(rules.get("barrier_move_after_round", cls.move_after_round)),
            move_if_at_least=int(rules.get("barrier_move_if_at_least", cls.move_if_at_least)),
            spaces_left=int(rules.get("barrier_spaces_left", cls.spaces_left)),
            min_rounds=int(rules.get("min_rounds", cls.min_rounds)),
        )


def passed_barrier(points: Sequence[int], barrier: int) -> list[int]:
    """Seats whose locomotive has passed the barrier."""
    return [seat for seat, p in enumerate(points) if p < barrier]


def barrier_after_round(points: Sequence[int], barrier: int, round_number: int, rule: BarrierRule) -> int:
    """Where the barrier stands once round ``round_number`` has been scored."""
    if round_number != rule.move_after_round or not points:
        return barrier
    nearest = min(points)
    if nearest >= rule.move_if_at_least:
        # Spaces nearest-1 .. nearest-spaces_left stay in front of the barrier.
        return max(barrier, nearest - rule.spaces_left)
    return barrier


def game_over_by_barrier(points: Sequence[int], barrier: int, rounds_played: int, rule: BarrierRule) -> bool:
    return rounds_played >= rule.min_rounds and bool(passed_barrier(points, barrier))
