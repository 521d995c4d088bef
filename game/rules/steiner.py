"""Exact minimum Steiner trees for few terminals (Dreyfus–Wagner).

Trans Europa scores a round by the cheapest "virtual" network joining a player's cities to their
network, every track already on the board being free. That is a minimum Steiner tree, and the
rulebook's count is exact, so a heuristic (shortest paths one city at a time) is not allowed: it
can overcount by several points.

Free edges (tracks on the board) are contracted first: every group of intersections joined by free
edges becomes one node, which shrinks the graph the search runs on. Dreyfus–Wagner then costs
``O(3^k n + 2^k (n + m))`` for ``k`` terminals (integer costs, bucket queues) besides the root: a root network plus five cities
gives ``k = 5``, well within a few milliseconds per player on the 210-intersection board.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

INF = 1 << 40  # an integer "infinity" keeps all sums integer


@dataclass(frozen=True)
class SteinerTree:
    cost: int
    edges: tuple[int, ...]  # ids of the non-free edges to add, sorted


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
        # Contract free (and zero-cost) edges with a union-find.
        parent = list(range(node_count))

        def find(v: int) -> int:
            while parent[v] != v:
                parent[v] = parent[parent[v]]
                v = parent[v]
            return v

        is_free = [bool(free[e]) if e < len(free) else False for e in range(len(ends))]
        for e, (a, b) in enumerate(ends):
            if is_free[e] or costs[e] == 0:
                ra, rb = find(a), find(b)
                if ra != rb:
                    parent[max(ra, rb)] = min(ra, rb)
        roots = sorted({find(v) for v in range(node_count)})
        number = {r: i for i, r in enumerate(roots)}
        self.group = [number[find(v)] for v in range(node_count)]  # original node -> contracted node
        self.size = len(roots)
        # Keep the cheapest edge between two contracted nodes; on equal cost the lowest id, so
        # the tree drawn does not depend on dict order.
        best: dict[tuple[int, int], tuple[int, int]] = {}
        for e, (a, b) in enumerate(ends):
            if is_free[e] or costs[e] == 0:
                continue
            ga, gb = self.group[a], self.group[b]
            if ga == gb:
                continue
            key = (ga, gb) if ga < gb else (gb, ga)
            candidate = (costs[e], e)
            if key not in best or candidate < best[key]:
                best[key] = candidate
        adj: list[list[tuple[int, int, int]]] = [[] for _ in range(self.size)]
        for (ga, gb), (cost, e) in sorted(best.items()):
            adj[ga].append((gb, cost, e))
            adj[gb].append((ga, cost, e))
        self.adj = adj

    # -- shortest paths -------------------------------------------------------------------------

    def _relax(self, dist: list[int]) -> tuple[list[int], list[int]]:
        """Multi-source shortest paths from the finite entries of ``dist`` (updated in place).

        Costs are small positive integers (1 plain, 2 double), so a bucket queue indexed by
        distance (Dial's algorithm) replaces the binary heap: this runs at every round end of
        every simulated game, and the heap was most of its time.
        Returns the predecessor node and edge per node (-1 where the node kept its start value).
        """
        adj = self.adj
        pred_node = [-1] * self.size
        pred_edge = [-1] * self.size
        buckets: dict[int, list[int]] = {}
        for v, d in enumerate(dist):
            if d < INF:
                buckets.setdefault(d, []).append(v)
        if not buckets:
            return pred_node, pred_edge
        d = min(buckets)
        while buckets:
            bucket = buckets.pop(d, None)
            if bucket is not None:
                for v in bucket:
                    if dist[v] != d:
                        continue  # reached more cheaply since it was queued
                    for u, cost, e in adj[v]:
                        nd = d + cost
                        if nd < dist[u]:
                            dist[u] = nd
                            pred_node[u] = v
                            pred_edge[u] = e
                            buckets.setdefault(nd, []).append(u)
            d += 1
        return pred_node, pred_edge

    # -- Dreyfus–Wagner -------------------------------------------------------------------------

    def tree(self, terminals: Sequence[int]) -> SteinerTree:
        """The cheapest set of non-free edges joining all ``terminals`` (original node ids).

        Exact. The first terminal is used as the root; terminals already joined by free edges count
        once. Raises ValueError if they cannot be joined at all.
        """
        groups = list(dict.fromkeys(self.group[t] for t in terminals))
        if len(groups) <= 1:
            return SteinerTree(0, ())
        root, others = groups[0], groups[1:]
        k = len(others)
        full = (1 << k) - 1
        size = self.size
        dp: list[list[int] | None] = [None] * (full + 1)
        pred_node: list[list[int] | None] = [None] * (full + 1)
        pred_edge: list[list[int] | None] = [None] * (full + 1)
        split: list[list[int] | None] = [None] * (full + 1)

        for i, terminal in enumerate(others):
            dist = [INF] * size
            dist[terminal] = 0
            pred_node[1 << i], pred_edge[1 << i] = self._relax(dist)
            dp[1 << i] = dist

        def merged(mask: int) -> tuple[list[int], list[int]]:
            """Best tree for ``mask`` branching at each node: two subtrees meeting there."""
            low = mask & -mask
            rest = mask ^ low
            best = [INF] * size
            best_split = [0] * size
            sub = 0
            while True:  # every subset ``sub`` of ``rest`` except ``rest`` itself
                if sub != rest:
                    a = low | sub
                    da, db = dp[a], dp[mask ^ a]
                    for v in range(size):
                        value = da[v] + db[v]
                        if value < best[v]:
                            best[v] = value
                            best_split[v] = a
                if sub == rest:
                    break
                sub = (sub - rest) & rest
            return best, best_split

        for mask in range(1, full):
            if mask & (mask - 1) == 0:
                continue  # single terminals are done
            best, best_split = merged(mask)
            pred_node[mask], pred_edge[mask] = self._relax(best)
            dp[mask], split[mask] = best, best_split

        # The whole set: the root joins the tree at its cheapest meeting node.
        root_dist = [INF] * size
        root_dist[root] = 0
        root_pred_node, root_pred_edge = self._relax(root_dist)
        if k == 1:
            candidates = [(dp[1][root], root, None)]
        else:
            best, best_split = merged(full)
            candidates = [(best[v] + root_dist[v], v, best_split[v]) for v in range(size)]
        cost, meet, first = min(candidates, key=lambda c: (c[0], c[1]))
        if cost >= INF:
            raise ValueError("the terminals cannot be joined")

        edges: set[int] = set()
        # From the root to the meeting node along the root's shortest paths.
        node = meet
        while root_pred_edge[node] >= 0 and k > 1:
            edges.add(root_pred_edge[node])
            node = root_pred_node[node]
        stack = [(1, root)] if k == 1 else [(first, meet), (full ^ first, meet)]
        while stack:
            mask, node = stack.pop()
            while True:
                e = pred_edge[mask][node]
                if e >= 0:
                    edges.add(e)
                    node = pred_node[mask][node]
                    continue
                if mask & (mask - 1) == 0:
                    break  # reached the terminal itself
                a = split[mask][node]
                stack.append((a, node))
                mask ^= a
        return SteinerTree(int(cost), tuple(sorted(edges)))


def grid_steiner_graph(board, placed) -> SteinerGraph:
    """The Steiner graph of a grid board where the segments marked in ``placed`` are free."""
    return SteinerGraph(board.node_count, board.seg_ends, board.seg_cost, placed)
