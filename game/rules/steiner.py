"""Exact minimum Steiner trees for few terminals (Dreyfus–Wagner).

Trans Europa scores a round by the cheapest "virtual" network joining a player's cities to their
network, every track already on the board being free. That is a minimum Steiner tree, and the
rulebook's count is exact, so a heuristic (shortest paths one city at a time) is not allowed: it
can overcount by several points.

Free edges (tracks on the board) are contracted first: every group of intersections joined by free
edges becomes one node, which shrinks the graph the search runs on. Dreyfus–Wagner then costs
``O(3^k n + 2^k (n + m))`` for ``k`` terminals (integer costs, bucket queues) besides the root: a
root network plus five cities gives ``k = 5``, a few milliseconds per player on the
210-intersection board.

This runs at every round end of every game and at every move of the grid bots (and so in every
playout of a searching bot), so it is written for speed: edges are grouped by cost so the shortest
path loops do no per-edge arithmetic, the subset merges run as ``map`` over whole rows, and no
predecessors are stored: the tree is traced back from the distance tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import compress, count, repeat
from operator import add, le
from typing import Iterable, Sequence

INF = 1 << 40  # an integer "infinity" keeps all sums integer
# The same board with the same tracks asks for the same trees again: a replayed game scores its
# rounds again (``railcade simulate`` replays every game), a search's playouts revisit positions.
# Graphs and their trees are kept, a few at a time (emptied when full: bounded memory).
GRAPHS_KEPT = 16
TREES_KEPT = 64  # per graph
_graphs: dict[tuple[int, bytes], tuple[object, "SteinerGraph"]] = {}


@dataclass(frozen=True)
class SteinerTree:
    cost: int
    edges: tuple[int, ...]  # ids of the non-free edges to add, sorted


Layers = tuple[tuple[int, tuple[tuple[int, ...], ...]], ...]  # (cost, neighbours of each node)


def _relax(layers: Layers, top_cost: int, dist: list[int], sources: Iterable[int],
           far: Sequence[int] | None = None, bound: int = 0) -> list[int]:
    """Shortest paths from ``sources`` (their values in ``dist``), updating ``dist`` in place;
    returns the nodes settled, in order of distance.

    Costs are small positive integers (1 plain, 2 double), so a bucket queue indexed by distance
    (Dial's algorithm) replaces a binary heap. With ``far``, the search is pruned: a node ``u``
    only takes a distance ``d`` when ``d + far[u] <= bound``."""
    buckets: list[list[int]] = []
    for v in sources:
        d = dist[v]
        while len(buckets) <= d:
            buckets.append([])
        buckets[d].append(v)
    settled: list[int] = []
    d = 0
    while d < len(buckets):
        bucket = buckets[d]
        d += 1
        if not bucket:
            continue
        d -= 1
        while len(buckets) <= d + top_cost:
            buckets.append([])
        # (distance, neighbours, bucket, how far a node reached at that distance may be)
        steps = [(d + cost, neighbours, buckets[d + cost], bound - d - cost) for cost, neighbours in layers]
        for v in bucket:
            if dist[v] != d:
                continue  # reached more cheaply since it was queued
            settled.append(v)
            if far is None:
                for nd, neighbours, target, _ in steps:
                    for u in neighbours[v]:
                        if nd < dist[u]:
                            dist[u] = nd
                            target.append(u)
            else:
                for nd, neighbours, target, room in steps:
                    for u in neighbours[v]:
                        if nd < dist[u] and far[u] <= room:
                            dist[u] = nd
                            target.append(u)
        d += 1
    return settled


def _spanning_bound(rows: list[list[int]], nodes: list[int]) -> int:
    """Weight of a minimum spanning tree of the terminals ``nodes`` under shortest-path distances
    (``rows[i]``: distances from ``nodes[i]``): the cost of a valid Steiner tree, so at least the
    cheapest one's."""
    best = [rows[0][v] for v in nodes]
    left = set(range(1, len(nodes)))
    total = 0
    while left:
        nxt = min(left, key=best.__getitem__)
        total += best[nxt]
        left.discard(nxt)
        row = rows[nxt]
        for other in left:
            if row[nodes[other]] < best[other]:
                best[other] = row[nodes[other]]
    return total


class SteinerGraph:
    """An undirected graph with non-negative integer edge costs; ``free`` edges cost nothing.

    Build it once (e.g. once per round end) and ask for trees for several terminal sets.
    """

    def __init__(
        self,
        node_count: int,
        ends: Sequence[tuple[int, int]],
        costs: Sequence[int],
        free: Sequence[int] | bytes | bytearray = b"",
    ):
        # Contract free (and zero-cost) edges with a union-find; each group is numbered in the
        # order of its lowest node. Only the ends of free edges can belong to a larger group.
        parent = list(range(node_count))

        def find(v: int) -> int:
            while parent[v] != v:
                parent[v] = parent[parent[v]]
                v = parent[v]
            return v

        nfree = len(free)
        contracted = [e for e in range(len(ends)) if (e < nfree and free[e]) or costs[e] == 0]
        for e in contracted:
            a, b = ends[e]
            ra, rb = find(a), find(b)
            if ra != rb:
                if ra < rb:
                    parent[rb] = ra
                else:
                    parent[ra] = rb
        group = [0] * node_count
        size = 0
        for v in range(node_count):
            if parent[v] == v:
                group[v] = size
                size += 1
            else:
                group[v] = group[find(v)]
        self.group = group  # original node -> contracted node
        self.size = size
        merged = [False] * size  # contracted nodes standing for more than one original node
        for e in contracted:
            merged[group[ends[e][0]]] = True
        skip = set(contracted)
        # Between two contracted nodes keep the cheapest edge; on equal cost the lowest id, so
        # the tree drawn does not depend on dict order. Edges between two plain nodes are unique.
        best: dict[tuple[int, int], tuple[int, int]] = {}
        edges: list[tuple[int, int, int, int]] = []
        for e, (a, b) in enumerate(ends):
            if e in skip:
                continue
            ga, gb = group[a], group[b]
            if merged[ga] or merged[gb]:
                if ga == gb:
                    continue
                key = (ga, gb) if ga < gb else (gb, ga)
                candidate = (costs[e], e)
                known = best.get(key)
                if known is None or candidate < known:
                    best[key] = candidate
            else:
                edges.append((ga, gb, costs[e], e))
        edges.extend((ga, gb, cost, e) for (ga, gb), (cost, e) in best.items())
        edges.sort(key=lambda edge: edge[3])
        adj: list[list[tuple[int, int, int]]] = [[] for _ in range(size)]
        by_cost: dict[int, list[list[int]]] = {}
        for ga, gb, cost, e in edges:
            adj[ga].append((gb, cost, e))
            adj[gb].append((ga, cost, e))
            layer = by_cost.get(cost)
            if layer is None:
                layer = by_cost[cost] = [[] for _ in range(size)]
            layer[ga].append(gb)
            layer[gb].append(ga)
        self.adj = adj  # (neighbour, cost, edge id) per contracted node
        self._trees: dict[tuple[int, ...], SteinerTree] = {}
        self.layers: Layers = tuple((cost, by_cost[cost]) for cost in sorted(by_cost))  # type: ignore[misc]
        self.top_cost = max(by_cost, default=1)

    # -- the search ---------------------------------------------------------------------------------

    def distances(self, source: int) -> list[int]:
        """Shortest distances from contracted node ``source`` to every contracted node."""
        dist = [INF] * self.size
        dist[source] = 0
        frontier: list[int] | None = [source]
        layers = self.layers
        d = 0
        pending: dict[int, list[int]] = {}  # distance -> nodes queued at it (Dial's buckets)
        while True:
            if frontier:
                for cost, neighbours in layers:
                    nd = d + cost
                    target = pending.get(nd)
                    if target is None:
                        target = pending[nd] = []
                    for v in frontier:
                        if dist[v] == d:
                            for u in neighbours[v]:
                                if nd < dist[u]:
                                    dist[u] = nd
                                    target.append(u)
            if not pending:
                break
            d += 1
            frontier = pending.pop(d, None)
        return dist

    def tree(self, terminals: Sequence[int]) -> SteinerTree:
        """The cheapest set of non-free edges joining all ``terminals`` (original node ids).

        Exact. The first terminal is used as the root; terminals already joined by free edges count
        once. Raises ValueError if they cannot be joined at all.
        """
        key = tuple(terminals)
        known = self._trees.get(key)
        if known is None:
            if len(self._trees) >= TREES_KEPT:
                self._trees.clear()
            known = self._trees[key] = self._search(terminals)
        return known

    def _search(self, terminals: Sequence[int]) -> SteinerTree:
        groups = list(dict.fromkeys(self.group[t] for t in terminals))
        if len(groups) <= 1:
            return SteinerTree(0, ())
        size = self.size
        root, others = groups[0], groups[1:]
        root_dist = self.distances(root)
        if any(root_dist[g] >= INF for g in others):
            raise ValueError("the terminals cannot be joined")
        if len(others) == 1:
            return SteinerTree(root_dist[others[0]], tuple(sorted(self._trace(root_dist, others[0]))))
        k = len(others)
        full = (1 << k) - 1
        rows = [self.distances(terminal) for terminal in others]
        # Pruning (exact, as in A*): a subtree for ``mask`` hanging at ``v`` in a cheapest tree
        # still has to reach every terminal outside ``mask`` (and the root) from ``v``, at least as
        # far as the farthest of them (``far``), and the whole tree costs at most ``bound`` (a
        # spanning tree of the terminals' shortest paths). So a value above ``bound - far[v]`` is
        # not part of a cheapest tree: only the nodes within it (``alive``) are searched further
        # and merged, sparsely. Values left behind are real trees' costs, just not the cheapest.
        bound = _spanning_bound([root_dist] + rows, groups)
        far_of: dict[int, list[int]] = {full: root_dist}

        def far(mask: int) -> list[int]:
            known = far_of.get(mask)
            if known is None:
                missing = ~mask & full
                i = (missing & -missing).bit_length() - 1
                # the larger of two values per node (a comprehension: builtin max called per
                # element costs three times as much)
                known = far_of[mask] = [a if a > b else b for a, b in zip(far(mask | (1 << i)), rows[i])]
            return known

        dp: list[list[int]] = [[]] * (full + 1)
        alive: list[list[int]] = [[]] * (full + 1)
        alive_set: list[set[int]] = [set()] * (full + 1)
        branching: list[dict[int, int]] = [{}] * (full + 1)  # best value as two subtrees, per node
        for i in range(k):
            dp[1 << i] = rows[i]
            alive[1 << i] = list(compress(count(), map(le, map(add, rows[i], far(1 << i)), repeat(bound))))
            alive_set[1 << i] = set(alive[1 << i])

        def merged(mask: int) -> dict[int, int]:
            """Best tree for ``mask`` branching at each alive node: two subtrees meeting there."""
            low = mask & -mask
            rest = mask ^ low
            best: dict[int, int] = {}
            get = best.get
            sub = 0
            while sub != rest:  # every subset ``sub`` of ``rest`` except ``rest`` itself
                a, b = low | sub, rest ^ sub
                if len(alive[a]) > len(alive[b]):
                    a, b = b, a
                da, db, other = dp[a], dp[b], alive_set[b]
                for v in alive[a]:
                    if v in other:
                        value = da[v] + db[v]
                        if value < get(v, INF):
                            best[v] = value
                sub = (sub - rest) & rest
            return best

        layers, top = self.layers, self.top_cost
        for mask in range(1, full):
            if mask & (mask - 1):  # single terminals are done
                branching[mask] = best = merged(mask)
                limit = far(mask)
                dist = [INF] * size
                sources = []
                for v, value in best.items():
                    if value + limit[v] <= bound:
                        dist[v] = value
                        sources.append(v)
                dp[mask] = dist
                alive[mask] = _relax(layers, top, dist, sources, limit, bound)
                alive_set[mask] = set(alive[mask])

        # The whole set: the root joins the tree at its cheapest meeting node.
        branching[full] = final = merged(full)
        if not final:
            raise ValueError("the terminals cannot be joined")
        cost, meet = min((value + root_dist[v], v) for v, value in final.items())
        if cost >= INF:
            raise ValueError("the terminals cannot be joined")
        edges = set(self._trace(root_dist, meet))
        stack = [(full, meet)]
        while stack:
            mask, node = stack.pop()
            row = dp[mask]
            if mask & (mask - 1) == 0:
                edges.update(self._trace(row, node))
                continue
            if mask != full or node != meet:
                # Walk down this mask's distances to the node where it branches.
                value = row[node]
                while value != branching[mask].get(node, INF):
                    node, e = self._step(row, node)
                    edges.add(e)
                    value = row[node]
            value = branching[mask][node]
            low = mask & -mask
            rest = mask ^ low
            sub = 0
            while True:
                a = low | sub
                if dp[a][node] + dp[mask ^ a][node] == value:
                    break
                sub = (sub - rest) & rest
            stack.append((a, node))
            stack.append((mask ^ a, node))
        return SteinerTree(int(cost), tuple(sorted(edges)))

    def _step(self, row: list[int], node: int) -> tuple[int, int]:
        """A neighbour one edge closer along the distance table ``row``, and that edge."""
        value = row[node]
        for u, cost, e in self.adj[node]:
            if row[u] + cost == value:
                return u, e
        raise AssertionError("distance table without a predecessor")

    def _trace(self, row: list[int], node: int) -> list[int]:
        """Edges from ``node`` back to the source of the distance table ``row`` (where it is 0)."""
        edges = []
        while row[node]:
            node, e = self._step(row, node)
            edges.append(e)
        return edges


def grid_steiner_graph(board, placed) -> SteinerGraph:
    """The Steiner graph of a grid board where the segments marked in ``placed`` are free (the
    same object again while it is kept: it is only read once built)."""
    key = (id(board), bytes(placed))
    found = _graphs.get(key)
    if found is not None and found[0] is board:  # the board is held, so its id is not reused
        return found[1]
    if len(_graphs) >= GRAPHS_KEPT:
        _graphs.clear()
    graph = SteinerGraph(board.node_count, board.seg_ends, board.seg_cost, placed)
    _graphs[key] = (board, graph)
    return graph
