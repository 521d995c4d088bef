"""Track networks on a grid board: placed segments and which intersections they join.

A union-find over intersections keeps "are these two in one network?" nearly constant-time, and
merging happens by itself: a segment touching two networks unions them, and from then on every
player in either uses the one network ("ils n'en font plus qu'un"). An intersection with no track
is a network of its own, so a start marker alone on the board is already a network.
"""

from __future__ import annotations

from collections import deque
from typing import Collection, Iterable, Iterator

from game.rules.grid_board import GridBoard
from game.rules.union_find import find


class GridNetwork:
    __slots__ = ("board", "placed", "order", "parent", "size")

    def __init__(self, board: GridBoard):
        self.board = board
        self.placed = bytearray(board.segment_count)  # 1 where a track lies
        self.order: list[int] = []  # segments in the order they were placed
        self.parent = list(range(board.node_count))
        self.size = [1] * board.node_count

    def clone(self) -> "GridNetwork":
        twin = object.__new__(GridNetwork)
        twin.board = self.board
        twin.placed = bytearray(self.placed)
        twin.order = list(self.order)
        twin.parent = list(self.parent)
        twin.size = list(self.size)
        return twin

    @classmethod
    def from_segments(cls, board: GridBoard, segments: Iterable[int]) -> "GridNetwork":
        network = cls(board)
        for segment in segments:
            network.place(segment)
        return network

    # -- union-find ---------------------------------------------------------------------------

    def find(self, node: int) -> int:
        return find(self.parent, node)

    def connected(self, a: int, b: int) -> bool:
        return self.find(a) == self.find(b)

    def place(self, segment: int) -> bool:
        """Lay a track on ``segment``; True if it joined two networks that both had tracks or
        markers' intersections (i.e. two different networks)."""
        if self.placed[segment]:
            raise ValueError(f"segment {self.board.seg_ids[segment]} already has a track")
        self.placed[segment] = 1
        self.order.append(segment)
        a, b = self.board.seg_ends[segment]
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        return True

    # -- walking the tracks -------------------------------------------------------------------

    def component(self, start: int, blocked: Collection[int] = ()) -> list[int]:
        """Intersections reachable from ``start`` along tracks, never entering ``blocked`` ones
        (locomotive blocking: other players' markers). ``start`` itself is always included."""
        adj, placed = self.board.adj, self.placed
        seen = {start}
        queue = deque((start,))
        out = [start]
        while queue:
            node = queue.popleft()
            for neighbour, segment in adj[node]:
                if placed[segment] and neighbour not in seen and neighbour not in blocked:
                    seen.add(neighbour)
                    out.append(neighbour)
                    queue.append(neighbour)
        return out

    def frontier(self, nodes: Iterable[int]) -> list[int]:
        """Free segments touching any of ``nodes``, each once, in segment order."""
        adj, placed = self.board.adj, self.placed
        found = {segment for node in nodes for _, segment in adj[node] if not placed[segment]}
        return sorted(found)

    def segments_of(self, nodes: Collection[int]) -> list[int]:
        """Placed segments with both ends among ``nodes`` (a component), in segment order."""
        ends, placed = self.board.seg_ends, self.placed
        node_set = nodes if isinstance(nodes, (set, frozenset)) else set(nodes)
        return [s for s in range(len(ends)) if placed[s] and ends[s][0] in node_set]

    def partition(self) -> Iterator[frozenset[int]]:
        """Every network with at least one track, as a set of intersections."""
        groups: dict[int, set[int]] = {}
        for segment in self.order:
            a, b = self.board.seg_ends[segment]
            root = self.find(a)
            groups.setdefault(root, set()).update((a, b))
        return (frozenset(g) for g in groups.values())
