"""Cheapest paths over a graph of small-int nodes and edges (Dijkstra), one search shared by the
bots' ticket plans, the ticket overview and Europe Express's London–Istanbul race.

The graph is given as ``links[node]``: the ``(edge, other end)`` pairs of the edges touching the
node, and the costs apart, ``cost[edge]`` (``INF``: closed), so that a caller whose costs change
from search to search (ownership, plans in progress) keeps one set of links per board.

Ties are broken the same way on every run, and callers rely on it (bots must replay the same
moves from the same seed): among nodes at equal cost the smaller node is settled first, a node
keeps the first path that reached it at its cost (edges tried in ``links`` order from each node
settled), and a cost is the running sum of the edge costs from the start, in path order.
"""

from __future__ import annotations

from heapq import heappop, heappush
from typing import Container, Iterable, Sequence

INF = float("inf")


def links_of(ends: Iterable[tuple[int, int]], nodes: int) -> list[list[tuple[int, int]]]:
    """``links`` of ``nodes`` nodes joined by edges ``0, 1, ...`` with the given ends: each edge
    listed at both its ends, in edge order."""
    links: list[list[tuple[int, int]]] = [[] for _ in range(nodes)]
    for edge, (a, b) in enumerate(ends):
        links[a].append((edge, b))
        links[b].append((edge, a))
    return links


def cheapest_path(links: Sequence[Sequence[tuple[int, int]]], cost: Sequence[float], start: int,
                  goals: Container[int], stops: Container[int] = (),
                  banned: int = -1) -> tuple[float, list[int]]:
    """The cheapest way from ``start`` to the nearest of ``goals``: ``(cost, edges in order)``, or
    ``(INF, [])`` when no goal can be reached. A path may end at a node of ``stops`` but never
    go on from it (a country, "voie sans issue"), unless it starts there; ``banned`` is an edge
    left out. Costs must not be negative; the start costs 0, so whole costs give a whole total."""
    dist = {start: 0}
    back: dict[int, tuple[int, int]] = {}
    heap = [(0, start)]
    while heap:
        d, node = heappop(heap)
        if node in goals:
            path = []
            while node != start:
                node, edge = back[node]
                path.append(edge)
            path.reverse()
            return d, path
        if d > dist[node]:
            continue  # a stale entry: the node was settled at a lower cost
        if node in stops and node != start:
            continue
        for edge, other in links[node]:
            step = cost[edge]
            if step == INF or edge == banned:
                continue
            total = d + step
            if total < dist.get(other, INF):
                dist[other] = total
                back[other] = (node, edge)
                heappush(heap, (total, other))
    return INF, []
