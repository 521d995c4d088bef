"""How far each player is from linking London to Istanbul: the fewest wagons still to place,
over the player's own routes (free) and the routes it may still claim. Public information (the
board), shown at the table as a hint per player."""

from __future__ import annotations

import heapq

from railcade_europe_express import shared
from railcade_europe_express.state import ExpressState

UNREACHABLE = -1


def cars_to_link(state: ExpressState, seat: int) -> int:
    """Wagons ``seat`` still needs to link London to Istanbul (0: linked), or UNREACHABLE."""
    t = state.tables
    start, goal = state.ends
    owners = state.route_owner
    dist = {start: 0}
    heap = [(0, start)]
    while heap:
        d, city = heapq.heappop(heap)
        if city == goal:
            return d
        if d > dist[city]:
            continue
        for route in t.city_routes[city]:
            if owners[route] == seat:
                step = 0
            elif shared.route_open_for(state, route, seat):
                step = t.route_length[route]
            else:
                continue
            other = t.route_b[route] if t.route_a[route] == city else t.route_a[route]
            if d + step < dist.get(other, 1 << 30):
                dist[other] = d + step
                heapq.heappush(heap, (d + step, other))
    return UNREACHABLE
