"""Score breakdowns: the lines a score screen shows, per seat and category."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a seat's score: ``category`` is a stable key ("routes", "tickets_completed",
    "tickets_failed", "stations", "longest_path", "round", ...); ``label`` is a short readable
    text (ticket names, route ids); ``detail`` holds plain values the client may draw."""

    category: str
    points: int
    label: str = ""
    detail: tuple[tuple[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"category": self.category, "points": self.points}
        if self.label:
            out["label"] = self.label
        if self.detail:
            out["detail"] = {k: v for k, v in self.detail}
        return out


@dataclass(frozen=True, slots=True)
class SeatScore:
    seat: int
    lines: tuple[ScoreLine, ...] = ()
    # Tie-break values compared after the total, larger is better (e.g. tickets completed,
    # minus stations built, longest path).
    tiebreak: tuple[int, ...] = field(default=())

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)

    def by_category(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for line in self.lines:
            out[line.category] = out.get(line.category, 0) + line.points
        return out

    def with_lines(self, extra: tuple[ScoreLine, ...]) -> "SeatScore":
        return SeatScore(self.seat, self.lines + tuple(extra), self.tiebreak)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "total": self.total,
            "by_category": self.by_category(),
            "lines": [line.to_dict() for line in self.lines],
            "tiebreak": list(self.tiebreak),
        }


def best_seats(scores: dict[int, SeatScore]) -> list[int]:
    """Seats with the best (total, tiebreak...) key: the default winners rule."""
    if not scores:
        return []
    keys = {seat: (s.total, *s.tiebreak) for seat, s in scores.items()}
    best = max(keys.values())
    return sorted(seat for seat, key in keys.items() if key == best)
