"""Track networks on a grid board: placed segments and which intersections they join.

A union-find over intersections keeps "are these two in one network?" nearly constant-time, and
merging happens by itself: a segment touching two networks unions them, and from then on every
player in either uses the one network ("ils n'en font plus qu'un"). An intersection with no track
is a network of its own, so a start marker alone on the board is already a network.

Each network with tracks also keeps its intersections and its free edge segments (the ones a
player may build next), merged when a segment joins two networks: legal moves are read from them
instead of walking the tracks after every action. Both are immutable values shared by clones.
"""

from __future__ import annotations

from collections import deque
from typing import Collection, Iterable, Iterator

from game.rules.grid_board import GridBoard
from game.rules.union_find import find


class GridNetwork:
    __slots__ = ("board", "placed", "order", "parent", "size", "nodes", "edge")

    def __init__(self, board: GridBoard):
        self.board = board
        self.placed = bytearray(board.segment_count)  # 1 where a track lies
        self.order: list[int] = []  # segments in the order they were placed
        self.parent = list(range(board.node_count))
        self.size = [1] * board.node_count
        # Per root of a network with tracks: its intersections (in order of joining) and its free
        # edge segments. A lone intersection has neither entry.
        self.nodes: dict[int, tuple[int, ...]] = {}
        self.edge: dict[int, frozenset[int]] = {}

    def clone(self) -> "GridNetwork":
        twin = object.__new__(GridNetwork)
        twin.board = self.board
        twin.placed = bytearray(self.placed)
        twin.order = list(self.order)
        twin.parent = list(self.parent)
        twin.size = list(self.size)
        twin.nodes = dict(self.nodes)
        twin.edge = dict(self.edge)
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
        edge = self.edge
        if ra == rb:
            edge[ra] = edge[ra] - {segment}
            return False
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        nodes = self.nodes
        # A segment only touches the networks of its two ends: the merged network's free edge
        # is both edges but this segment.
        edge[ra] = (self._edge_of(ra) | self._edge_of(rb)) - {segment}
        nodes[ra] = nodes.get(ra, (ra,)) + nodes.pop(rb, (rb,))
        edge.pop(rb, None)
        return True

    def _edge_of(self, root: int) -> frozenset[int]:
        known = self.edge.get(root)
        if known is None:  # a lone intersection: its free segments
            placed = self.placed
            known = frozenset(s for _, s in self.board.adj[root] if not placed[s])
        return known

    # -- walking the tracks -------------------------------------------------------------------

    def component(self, start: int, blocked: Collection[int] = ()) -> list[int]:
        """Intersections reachable from ``start`` along tracks, never entering ``blocked`` ones
        (locomotive blocking: other players' markers). ``start`` itself is always included."""
        if not blocked:
            return list(self.nodes.get(self.find(start), (start,)))
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

    def network_frontier(self, node: int) -> list[int]:
        """Free segments touching the network of ``node``, in segment order."""
        return sorted(self._edge_of(self.find(node)))

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
