"""How far each player is from linking London to Istanbul: the fewest wagons still to place,
over the player's own routes (free) and the routes it may still claim. Public information (the
board), shown at the table as a race per player."""

from __future__ import annotations

import heapq
from typing import Callable

from railcade_europe_express.state import NOBODY, ExpressState

UNREACHABLE = -1


def _cheapest(tables, start: int, goal: int, step: Callable[[int], int | None]) -> int:
    """Dijkstra from ``start`` to ``goal``; ``step(route)`` is a route's cost, None if closed."""
    dist = {start: 0}
    heap = [(0, start)]
    while heap:
        d, city = heapq.heappop(heap)
        if city == goal:
            return d
        if d > dist[city]:
            continue
        for route in tables.city_routes[city]:
            cost = step(route)
            if cost is None:
                continue
            other = tables.route_b[route] if tables.route_a[route] == city else tables.route_a[route]
            if d + cost < dist.get(other, 1 << 30):
                dist[other] = d + cost
                heapq.heappush(heap, (d + cost, other))
    return UNREACHABLE


def cars_to_link(state: ExpressState, seat: int) -> int:
    """Wagons ``seat`` still needs to link London to Istanbul (0: linked), or UNREACHABLE.
    Every view asks for it, and bots build a view before every move of every playout: the answer
    is memoised on the board tables by what it depends on (who owns which route; the player count,
    which decides whether a double route's other track closes)."""
    t = state.tables
    owners = state.route_owner
    key = ("cars-to-link", seat, state.players, tuple(owners))
    cars = t.memo.get(key)
    if cars is not None:
        return cars

    closing = state.players < state.rules.double_routes_min_players
    lengths, siblings = t.route_length, t.route_siblings

    def step(route: int) -> int | None:
        owner = owners[route]
        if owner == seat:
            return 0
        if owner != NOBODY:
            return None
        for other in siblings[route]:  # "jamais les deux routes"; with 2 players, closed
            if owners[other] == seat or (closing and owners[other] != NOBODY):
                return None
        return lengths[route]

    cars = t.memo[key] = _cheapest(t, state.ends[0], state.ends[1], step)
    return cars


def link_length(state: ExpressState) -> int:
    """The shortest London–Istanbul path of the board, in wagons (the race's full length)."""
    t = state.tables
    key = ("link-length", state.ends)
    length = t.memo.get(key)
    if length is None:
        length = t.memo[key] = _cheapest(t, state.ends[0], state.ends[1], lambda r: t.route_length[r])
    return length
