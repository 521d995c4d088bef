"""How far a player is from completing each of their tickets, from the route view alone.

For the ticket overview and the map highlight: a ticket is *done* when the seat's own routes join
its two cities; otherwise the fewest cars still to lay (routes the seat owns cost nothing, free
routes their length, routes of others are closed) or *blocked* when no way is left. The routes of
the seat touching either city are its progress, lit on the map. Pure Python: the rules engine
decides the score; this only helps a player read the board.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.cheapest_path import INF, cheapest_path, links_of
from game.rules.routes_graph import forest_of
from game.rules.union_find import find


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


def progress(view: dict, seat: int, tickets: list[dict]) -> list[TicketProgress]:
    routes = view.get("routes") or []
    index: dict[str, int] = {}  # cities as small ints, for the shared union-find and path search
    ends: list[tuple[int, int]] = []
    costs: list[float] = []
    own: list[tuple[str, int, int]] = []
    for r in routes:
        a, b = index.setdefault(r["a"], len(index)), index.setdefault(r["b"], len(index))
        ends.append((a, b))
        owner = r.get("owner")
        if owner == seat:
            costs.append(0)
            own.append((r["id"], a, b))
        elif owner is None and r.get("open", True):
            costs.append(int(r.get("length", 1)))
        else:
            costs.append(INF)  # someone else's: closed
    parent = forest_of(len(index), [(a, b) for _rid, a, b in own])
    links = links_of(ends, len(index))

    def network(city: str) -> int | str:
        """The seat's network holding ``city``; a city on no route is a network of its own."""
        return find(parent, index[city]) if city in index else city

    out = []
    for t in tickets:
        a, b = t["a"], t["b"]
        done = bool(t.get("done")) or network(a) == network(b)
        missing = 0 if done else _missing(links, costs, index.get(a), index.get(b))
        linked = {network(a), network(b)}
        mine = [rid for rid, x, _y in own if find(parent, x) in linked]
        out.append(TicketProgress(t.get("id", f"{a}-{b}"), a, b, int(t.get("points", 0)), done, missing, mine))
    return out


def _missing(links, costs, a: int | None, b: int | None) -> int | None:
    if a is None or b is None:
        return None
    cars, _ = cheapest_path(links, costs, a, (b,))
    return None if cars == INF else cars
