"""How far a player is from completing each of their tickets, from the route view alone.

For the ticket overview and the map highlight: a ticket is *done* when the seat's own routes join
its two cities; otherwise the fewest cars still to lay (routes the seat owns cost nothing, free
routes their length, routes of others are closed) or *blocked* when no way is left. The routes of
the seat touching either city are its progress, lit on the map. Pure Python: the rules engine
decides the score; this only helps a player read the board.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, field


@dataclass
class TicketProgress:
    id: str
    a: str
    b: str
    points: int
    done: bool
    missing: int | None  # cars still to lay on the cheapest way; None when no way is left
    own_routes: list[str] = field(default_factory=list)  # the seat's routes linked to either city

    @property
    def blocked(self) -> bool:
        return not self.done and self.missing is None


def _components(edges: list[tuple[str, str, str]]):
    parent: dict[str, str] = {}

    def find(x):
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for _rid, a, b in edges:
        parent[find(a)] = find(b)
    return find


def progress(view: dict, seat: int, tickets: list[dict]) -> list[TicketProgress]:
    routes = view.get("routes") or []
    own = [(r["id"], r["a"], r["b"]) for r in routes if r.get("owner") == seat]
    find = _components(own)
    graph: dict[str, list[tuple[str, int]]] = {}
    for r in routes:
        if r.get("owner") == seat:
            cost = 0
        elif r.get("owner") is None and r.get("open", True):
            cost = int(r.get("length", 1))
        else:
            continue
        graph.setdefault(r["a"], []).append((r["b"], cost))
        graph.setdefault(r["b"], []).append((r["a"], cost))
    out = []
    for t in tickets:
        a, b = t["a"], t["b"]
        done = bool(t.get("done")) or find(a) == find(b)
        missing = 0 if done else _cheapest(graph, a, b)
        linked = {find(a), find(b)}
        mine = [rid for rid, x, _y in own if find(x) in linked]
        out.append(TicketProgress(t.get("id", f"{a}-{b}"), a, b, int(t.get("points", 0)), done, missing, mine))
    return out


def _cheapest(graph, start: str, goal: str) -> int | None:
    best = {start: 0}
    queue = [(0, start)]
    while queue:
        cost, city = heapq.heappop(queue)
        if city == goal:
            return cost
        if cost > best.get(city, cost):
            continue
        for nxt, step in graph.get(city, ()):
            c = cost + step
            if c < best.get(nxt, 1 << 30):
                best[nxt] = c
                heapq.heappush(queue, (c, nxt))
    return None
