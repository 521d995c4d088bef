"""Planning on a route board from a seat's view (Europe, Märklin): shortest claim paths for tickets.

Everything here reads only the view (docs/view-route.md). The board's geometry is parsed once per
bot (it never changes); ownership is read afresh for every move. Costs are trains: a route the
seat owns costs nothing, an open route costs its length (tunnels and ferries a little more: they
need luck or locomotives), a route nobody may claim any more costs infinity, unless the plan may
borrow it through a station.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from game.rules.cheapest_path import INF, cheapest_path, links_of

TUNNEL_PENALTY = 0.4
FERRY_PENALTY = 0.6  # per locomotive a ferry needs
STATION_BORROW_COST = 2.5  # what borrowing an opponent's route through a station is worth avoiding
ROUTE_POINTS = {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 7: 18, 8: 21}


@dataclass(frozen=True)
class Route:
    index: int
    id: str
    a: int
    b: int
    length: int
    color: str  # a card id, or "gray"
    tunnel: bool
    ferry: int
    twin: int  # index of the other track of a double route, or -1
    siblings: tuple[int, ...] = ()  # every other track joining the same two cities (doubles, triples)


class RouteBoard:
    """The static part of a route view: cities and routes as small ints."""

    def __init__(self, view: dict[str, Any]):
        cities: dict[str, int] = {}
        for r in view["routes"]:
            for c in (r["a"], r["b"]):
                cities.setdefault(c, len(cities))
        self.city_index = cities
        self.city_ids = list(cities)
        index = {r["id"]: i for i, r in enumerate(view["routes"])}
        self.routes = [
            Route(i, r["id"], cities[r["a"]], cities[r["b"]], int(r["length"]), r["color"], bool(r["tunnel"]),
                  int(r["ferry"]), index[r["twin"]] if r.get("twin") else -1,
                  tuple(index[x] for x in r.get("siblings", [r["twin"]] if r.get("twin") else [])))
            for i, r in enumerate(view["routes"])
        ]
        # Countries are dead ends: a path may end there, never pass through ("voie sans issue").
        self.dead_end = {cities[c] for c in view.get("countries", ()) if c in cities}
        self.route_index = index
        self.adjacent: list[list[Route]] = [[] for _ in cities]
        for route in self.routes:
            self.adjacent[route.a].append(route)
            self.adjacent[route.b].append(route)
        # The same graph as (route, other city) pairs for the path searches, and twice over for
        # the search borrowing a route through a station.
        self.links = links_of(((route.a, route.b) for route in self.routes), len(cities))
        self.station_links = _borrowing_links(self.links, len(self.routes))

    def base_cost(self, route: Route) -> float:
        return route.length + (TUNNEL_PENALTY if route.tunnel else 0.0) + FERRY_PENALTY * route.ferry


def _borrowing_links(links: list[list[tuple[int, int]]], routes: int) -> list[list[tuple[int, int]]]:
    """The graph twice over, node ``2 * city + borrowed yet``: route ``r`` joins two cities in
    each layer, and edge ``routes + r``, the same route borrowed through a station, leads from
    layer 0 to layer 1. Numbered so, nodes at equal cost are settled in (city, borrowed) order."""
    layers: list[list[tuple[int, int]]] = [[] for _ in range(2 * len(links))]
    for city, pairs in enumerate(links):
        for route, other in pairs:
            layers[2 * city] += [(route, 2 * other), (routes + route, 2 * other + 1)]
            layers[2 * city + 1].append((route, 2 * other + 1))
    return layers


@dataclass
class Position:
    """The dynamic part of a view, from one seat's side."""

    seat: int
    owner: list[int]  # route -> seat, -1 for nobody
    claimable: list[bool]  # route -> this seat may still claim it
    trains: int
    hand: dict[str, int]
    stations_left: int
    station_cities: set[int] = field(default_factory=set)  # cities already holding any station
    my_stations: set[int] = field(default_factory=set)

    @classmethod
    def of(cls, board: RouteBoard, view: dict[str, Any], seat: int) -> "Position":
        owner, claimable = [], []
        routes = view["routes"]
        for r in routes:
            owner.append(-1 if r["owner"] is None else int(r["owner"]))
        for route, r in zip(board.routes, routes):
            ok = r["owner"] is None and r["open"]
            if ok and any(owner[other] == seat for other in route.siblings):
                ok = False  # a seat never takes two tracks of a double or triple route
            claimable.append(ok)
        me = view["seats"][seat]
        stations = {board.city_index[c]: int(s) for c, s in view.get("stations", {}).items()
                    if c in board.city_index}
        return cls(seat, owner, claimable, int(me["trains"]), dict(view.get("hand", {})),
                   int(me.get("stations_left", 0)), set(stations), {c for c, s in stations.items() if s == seat})


def edge_costs(board: RouteBoard, pos: Position) -> list[float]:
    costs = []
    for route in board.routes:
        if pos.owner[route.index] == pos.seat:
            costs.append(0.0)
        elif pos.claimable[route.index] and route.length <= pos.trains:
            costs.append(board.base_cost(route))
        else:
            costs.append(INF)
    return costs


def shortest_path(board: RouteBoard, costs: Sequence[float], start: int, goal: int,
                  banned: int = -1) -> tuple[float, list[int]]:
    """Cheapest chain of routes from ``start`` to ``goal``; ``banned`` route excluded. A country
    ends a path: no way on from it."""
    if start == goal:
        return 0.0, []
    return cheapest_path(board.links, costs, start, (goal,), board.dead_end, banned)


@dataclass
class Plan:
    routes: list[int]  # routes still to claim, in the order the tickets asked for them
    cost: float  # trains (with penalties) they take
    tickets: list[tuple[int, int, int]]  # (a, b, points) of the tickets the plan completes
    dropped: list[tuple[int, int, int]]  # tickets given up: unreachable or too expensive
    borrow: list[tuple[int, int]] = field(default_factory=list)  # (route, city) to borrow by a station


def plan_tickets(board: RouteBoard, pos: Position, tickets: Iterable[tuple[int, int, int]],
                 budget: float | None = None, allow_stations: bool = True,
                 optional: Iterable[tuple[int, int, int]] = (), points_weight: float = 0.0) -> Plan:
    """Route the tickets one after another, most valuable first, each reusing what the earlier
    ones planned (a cheap Steiner-tree stand-in). Tickets that cannot be reached, or whose extra
    cost would exceed ``budget`` trains, are dropped. ``optional`` goals (a link that scores a
    bonus but costs nothing when missed, as London–Istanbul in Europe Express) come after the
    tickets, within what their plan leaves of the budget, and are never counted as dropped.
    With ``points_weight`` w a route's length in the path search is lowered by w times the points
    it scores (long routes score more per train); the plan's cost stays in trains."""
    trains = edge_costs(board, pos)
    costs = trains
    if points_weight:
        # Kept above zero: a route costing nothing counts as owned (never planned).
        costs = [max(0.1, c - points_weight * route_points(r.length)) if 0 < c < INF else c
                 for r, c in zip(board.routes, trains)]

    def in_trains(cost: float, path: list[int], borrowed: bool) -> float:
        if costs is trains or cost == INF:
            return cost
        return sum(trains[r] for r in path) + (STATION_BORROW_COST if borrowed else 0.0)

    budget = pos.trains if budget is None else budget
    planned: list[int] = []
    kept: list[tuple[int, int, int]] = []
    dropped: list[tuple[int, int, int]] = []
    borrow: list[tuple[int, int]] = []
    total = 0.0
    stations = pos.stations_left
    for ticket in sorted(tickets, key=lambda t: -t[2]):
        a, b, points = ticket
        cost, path = shortest_path(board, costs, a, b)
        borrowed = False
        if cost == INF and allow_stations and stations > 0:
            found = _path_with_station(board, pos, costs, a, b)
            if found is not None:
                cost, path, station = found
                borrow.append(station)
                stations -= 1
                costs[station[0]] = trains[station[0]] = 0.0
                borrowed = True
        cost = in_trains(cost, path, borrowed)
        if cost == INF or total + cost > budget:
            dropped.append(ticket)
            continue
        total += cost
        kept.append(ticket)
        _take_path(path, costs, planned, trains)
    for goal in optional:
        cost, path = shortest_path(board, costs, goal[0], goal[1])
        cost = in_trains(cost, path, False)
        if cost == INF or total + cost > budget:
            continue
        total += cost
        kept.append(goal)
        _take_path(path, costs, planned, trains)
    return Plan(planned, total, kept, dropped, borrow)


def _take_path(path: list[int], costs: list[float], planned: list[int], trains: list[float]) -> None:
    """Plan the path's routes not planned yet; later tickets reuse them for free."""
    for route in path:
        if costs[route] > 0:
            costs[route] = 0.0
            planned.append(route)
            trains[route] = 0.0  # the same list as costs unless the plan weighs points


def _path_with_station(board: RouteBoard, pos: Position, costs: Sequence[float], a: int,
                       b: int) -> tuple[float, list[int], tuple[int, int]] | None:
    """The cheapest path borrowing at most one opponent route through a station at one of its
    ends: a search over (city, borrowed yet) pairs (``RouteBoard.station_links``), where a route
    closed to the seat can be borrowed, once, if an opponent owns it and a station may stand at
    one of its ends. Countries do not stop this search."""
    def station_end(route: Route) -> int:
        for city in (route.a, route.b):
            if city not in pos.station_cities or city in pos.my_stations:
                return city
        return -1

    n = len(board.routes)
    step = list(costs) + [INF] * n
    for route in board.routes:
        owner = pos.owner[route.index]
        if costs[route.index] == INF and owner >= 0 and owner != pos.seat and station_end(route) >= 0:
            step[n + route.index] = STATION_BORROW_COST
    d, edges = cheapest_path(board.station_links, step, 2 * a, (2 * b, 2 * b + 1))
    if d == INF:
        return None
    path = [edge % n for edge in edges]
    borrowed = next((r for r in path if pos.owner[r] not in (-1, pos.seat)), -1)
    if borrowed < 0:
        return None  # reachable without a station: the caller's search would have found it
    return d, [r for r in path if r != borrowed], (borrowed, station_end(board.routes[borrowed]))


def link_goals(board: RouteBoard, view: dict[str, Any], seat: int) -> list[tuple[int, int, int]]:
    """A bonus for linking two cities that this seat can still win (``view["bonus"]``: its two
    ``ends`` and the ``stack`` of cards left, top first; the seat holds none yet), as an optional
    goal ``(a, b, value of the top card)``."""
    bonus = view.get("bonus")
    if not bonus or not bonus.get("stack") or view["seats"][seat].get("bonus"):
        return []
    a, b = bonus["ends"]
    if a not in board.city_index or b not in board.city_index:
        return []
    return [(board.city_index[a], board.city_index[b], int(bonus["stack"][0]))]


def route_points(length: int) -> int:
    return ROUTE_POINTS.get(length, length * 3)
