"""The triangular grid of a grid-family board, as integer indices for fast play.

Intersections are numbered in ``(x, y)`` order, so comparing two indices compares their
coordinates: a segment is stored as ``(a, b)`` with ``a < b``, which is also the order of its
normalised id ``"x1,y1-x2,y2"``. Segments are numbered too; rules code works on these integers and
only turns them into ids for actions, views and events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

Point = tuple[int, int]
NEIGHBOUR_STEPS = ((2, 0), (-2, 0), (1, 1), (-1, 1), (1, -1), (-1, -1))

# What a missing segment costs in the round scoring ("fait perdre 1 point" / "2 points"); laying
# either kind takes one track piece from the supply.
PLAIN_COST = 1
DOUBLE_COST = 2


@dataclass(frozen=True)
class City:
    id: str
    name: str
    color: str
    node: int


def node_id(point: Point) -> str:
    return f"{point[0]},{point[1]}"


def grid_distance(a: Point, b: Point) -> int:
    """Fewest segments between two intersections of the triangular grid (ignoring its edges)."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    return dy + max(0, (dx - dy) // 2)


class GridBoard:
    """Intersections, segments with their scoring cost, and cities. Immutable once built; states
    share one board."""

    def __init__(
        self,
        points: Iterable[Point],
        doubles: Iterable[tuple[Point, Point]] = (),
        cities: Iterable[tuple[str, str, str, Point]] = (),
        colors: Sequence[str] = (),
        board_id: str = "",
        name: str = "",
    ):
        self.id, self.name = board_id, name
        self.points: tuple[Point, ...] = tuple(sorted(set(points)))
        self.index: dict[Point, int] = {p: i for i, p in enumerate(self.points)}
        self.node_ids: tuple[str, ...] = tuple(node_id(p) for p in self.points)
        self._node_by_id = {nid: i for i, nid in enumerate(self.node_ids)}
        double_pairs = {frozenset((self.index[a], self.index[b])) for a, b in doubles}
        ends: list[tuple[int, int]] = []
        for a, (x, y) in enumerate(self.points):
            for dx, dy in NEIGHBOUR_STEPS:
                b = self.index.get((x + dx, y + dy))
                if b is not None and a < b:
                    ends.append((a, b))
        ends.sort()
        self.seg_ends: tuple[tuple[int, int], ...] = tuple(ends)
        self.seg_cost: tuple[int, ...] = tuple(
            DOUBLE_COST if frozenset(e) in double_pairs else PLAIN_COST for e in ends
        )
        self.seg_index: dict[tuple[int, int], int] = {e: s for s, e in enumerate(ends)}
        self.seg_ids: tuple[str, ...] = tuple(f"{self.node_ids[a]}-{self.node_ids[b]}" for a, b in ends)
        self._seg_by_id = {sid: s for s, sid in enumerate(self.seg_ids)}
        adj: list[list[tuple[int, int]]] = [[] for _ in self.points]
        for s, (a, b) in enumerate(ends):
            adj[a].append((b, s))
            adj[b].append((a, s))
        self.adj: tuple[tuple[tuple[int, int], ...], ...] = tuple(tuple(x) for x in adj)
        self.colors: tuple[str, ...] = tuple(colors)
        self.cities: dict[str, City] = {}
        for city_id, city_name, color, at in cities:
            self.cities[city_id] = City(city_id, city_name, color, self.index[at])
        self.city_at: dict[int, str] = {c.node: c.id for c in self.cities.values()}

    # -- building -----------------------------------------------------------------------------

    @classmethod
    def from_manifest(cls, manifest) -> "GridBoard":
        """Build from a :class:`game.rules.grid_kinds.GridBoardManifest`."""
        return cls(
            manifest.points(),
            doubles=(((x1, y1), (x2, y2)) for x1, y1, x2, y2 in manifest.segments.double),
            cities=((c.id, c.name, c.color, tuple(c.at)) for c in manifest.cities),
            colors=manifest.city_cards.colors,
            board_id=manifest.id,
            name=manifest.name,
        )

    @classmethod
    def from_rows(cls, rows: Sequence[tuple[int, int]], **kwargs) -> "GridBoard":
        """A board from ``[first_x, count]`` rows, as written in ``board.toml`` (handy in tests)."""
        points = [(first_x + 2 * i, y) for y, (first_x, count) in enumerate(rows) for i in range(count)]
        return cls(points, **kwargs)

    # -- sizes and lookups --------------------------------------------------------------------

    @property
    def node_count(self) -> int:
        return len(self.points)

    @property
    def segment_count(self) -> int:
        return len(self.seg_ends)

    def node(self, intersection_id: str) -> int:
        """Index of ``"x,y"``; KeyError if it is not an intersection."""
        return self._node_by_id[intersection_id]

    def segment(self, segment_id: str) -> int:
        """Index of a normalised ``"x1,y1-x2,y2"``; KeyError otherwise."""
        return self._seg_by_id[segment_id]

    def segment_between(self, a: int, b: int) -> int | None:
        return self.seg_index.get((a, b) if a < b else (b, a))

    def is_double(self, segment: int) -> bool:
        return self.seg_cost[segment] == DOUBLE_COST

    def city_node(self, city_id: str) -> int:
        return self.cities[city_id].node

    def cities_of_color(self, color: str) -> list[str]:
        return [c.id for c in self.cities.values() if c.color == color]
