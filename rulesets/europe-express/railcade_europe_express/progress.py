"""How far each player is from linking London to Istanbul: the fewest wagons still to place,
over the player's own routes (free) and the routes it may still claim. Public information (the
board), shown at the table as a race per player."""

from __future__ import annotations

from typing import Sequence

from game.rules.cheapest_path import INF, cheapest_path, links_of
from railcade_europe_express.state import NOBODY, ExpressState

UNREACHABLE = -1


def _cars(state: ExpressState, costs: Sequence[float]) -> int:
    """The fewest wagons from one end of the link to the other at ``costs`` per route (INF:
    closed), or UNREACHABLE. The board's graph is kept on its memo (the memo may be emptied)."""
    t = state.tables
    links = t.memo.get("route-links")
    if links is None:
        links = t.memo["route-links"] = links_of(zip(t.route_a, t.route_b), len(t.city_ids))
    cars, _ = cheapest_path(links, costs, state.ends[0], (state.ends[1],))
    return UNREACHABLE if cars == INF else cars


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

    def cost(route: int, owner: int) -> float:
        if owner == seat:
            return 0
        if owner != NOBODY:
            return INF
        for other in siblings[route]:  # "jamais les deux routes"; with 2 players, closed
            if owners[other] == seat or (closing and owners[other] != NOBODY):
                return INF
        return lengths[route]

    cars = t.memo[key] = _cars(state, [cost(route, owner) for route, owner in enumerate(owners)])
    return cars


def link_length(state: ExpressState) -> int:
    """The shortest London–Istanbul path of the board, in wagons (the race's full length)."""
    t = state.tables
    key = ("link-length", state.ends)
    length = t.memo.get(key)
    if length is None:
        length = t.memo[key] = _cars(state, t.route_length)
    return length
