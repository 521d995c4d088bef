"""Planning on a grid board from a seat's view (Trans Europa): cheapest Steiner connections.

The board is rebuilt from ``view["board"]`` once per bot (it never changes). Every track on the
board is free to a plan: a seat may use any network its own joins, so the cheapest way to finish
is a minimum Steiner tree over the seat's network and its unconnected cities with all placed
tracks contracted (:mod:`game.rules.steiner`, the same exact tree that scores the round).
"""

from __future__ import annotations

from typing import Any, Sequence

from game.rules.grid_board import GridBoard
from game.rules.steiner import SteinerTree, grid_steiner_graph


def _point(node_id: str) -> tuple[int, int]:
    x, y = node_id.split(",")
    return int(x), int(y)


def _segment_points(segment_id: str) -> tuple[tuple[int, int], tuple[int, int]]:
    a, b = segment_id.split("-")
    return _point(a), _point(b)


class GridModel:
    def __init__(self, view: dict[str, Any]):
        board = view["board"]
        self.board = GridBoard(
            (_point(p) for p in board["intersections"]),
            doubles=(_segment_points(s) for s in board["doubles"]),
            cities=((c["id"], c.get("name", c["id"]), c["color"], _point(c["at"])) for c in board["cities"]),
            colors=board.get("colors", ()),
        )

    def placed(self, view: dict[str, Any]) -> bytearray:
        placed = bytearray(self.board.segment_count)
        for track in view["tracks"]:
            placed[self.board.segment(track["segment"])] = 1
        return placed

    def my_nodes(self, view: dict[str, Any], seat: int) -> list[int]:
        """Intersections of the network holding ``seat``'s marker (just the marker if alone)."""
        index = view["network_of"][seat]
        if index is not None:
            return [self.board.node(n) for n in view["networks"][index]["intersections"]]
        marker = view["markers"][seat]
        return [self.board.node(marker)] if marker else []

    def city_nodes(self, cities: Sequence[str] | None) -> list[int]:
        return [self.board.city_node(c) for c in cities or () if c in self.board.cities]

    def tree(self, placed: bytearray, terminals: Sequence[int]) -> SteinerTree:
        if len(set(terminals)) <= 1:
            return SteinerTree(0, ())
        return grid_steiner_graph(self.board, placed).tree(list(terminals))

    def remaining(self, view: dict[str, Any], seat: int) -> tuple[list[int], list[int]]:
        """(network nodes, cities not yet joined) for ``seat``, when its objectives are visible."""
        cities = (view.get("objectives") or [None] * (seat + 1))[seat]
        joined = set((view.get("connected") or [None] * (seat + 1))[seat] or ())
        return self.my_nodes(view, seat), self.city_nodes([c for c in cities or () if c not in joined])

    def plan(self, view: dict[str, Any], seat: int, placed: bytearray | None = None) -> SteinerTree:
        """The cheapest set of segments joining ``seat``'s network to its unjoined cities."""
        nodes, cities = self.remaining(view, seat)
        placed = self.placed(view) if placed is None else placed
        if not nodes:
            return self.tree(placed, cities)
        return self.tree(placed, [nodes[0]] + cities)

    def segment_nodes(self, segment_id: str) -> tuple[int, int]:
        return self.board.seg_ends[self.board.segment(segment_id)]
