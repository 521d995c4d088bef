"""Passenger trips for route-game bots (Märklin), read from a seat's view only.

A view with ``passengers`` and ``merchandise`` lets a seat move a passenger along built routes, its
own and, for one Passenger card each, an opponent's, never the same route twice and never into a
country, taking the top token of every city it enters. :func:`best_trip` searches those trails
from one city (depth-first, with a cap on the work) and values them by the tokens they would take
now, minus a little for each Passenger card spent.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.bots.route_plan import RouteBoard

CARD_COST = 1.5  # points a Passenger card is worth keeping for another trip
MAX_EXPANSIONS = 6000  # trail extensions searched per trip (the networks are small; this caps odd cases)
PASSENGER_CARD = "passenger"


@dataclass
class Trip:
    value: float = 0.0  # token points minus the cards' cost
    points: int = 0
    steps: list[tuple[int, int]] = field(default_factory=list)  # (route index, city reached)
    cards: int = 0


def stacks_of(board: RouteBoard, view: dict[str, Any]) -> dict[int, list[int]]:
    """Token values per city, top first."""
    out = {}
    for city, info in view.get("merchandise", {}).items():
        if city in board.city_index:
            out[board.city_index[city]] = list(info["values"])
    return out


def best_trip(board: RouteBoard, view: dict[str, Any], seat: int, start: int, cards: int | None = None,
              used: tuple[int, ...] = ()) -> Trip:
    """The richest trail a passenger of ``seat`` at ``start`` can take now."""
    owners = [-1 if r["owner"] is None else int(r["owner"]) for r in view["routes"]]
    if cards is None:
        cards = int(view.get("hand", {}).get(PASSENGER_CARD, 0))
    stacks = stacks_of(board, view)
    revisit = view.get("revisit_tokens", True)
    taken: dict[int, int] = {}  # tokens taken so far per city on the trail being explored
    visited: dict[int, int] = {start: 1}
    used_set = set(used)
    best = Trip()
    budget = [MAX_EXPANSIONS]
    path: list[tuple[int, int]] = []

    def walk(city: int, points: int, spent: int) -> None:
        nonlocal best
        value = points - CARD_COST * spent
        if path and value > best.value:
            best = Trip(value, points, list(path), spent)
        for route in board.adjacent[city]:
            if budget[0] <= 0:
                return
            index = route.index
            owner = owners[index]
            if owner < 0 or index in used_set:
                continue
            other = route.b if route.a == city else route.a
            if other in board.dead_end:
                continue
            pay = owner != seat
            if pay and spent >= cards:
                continue
            budget[0] -= 1
            stack = stacks.get(other, [])
            n = taken.get(other, 0)
            gain = 0
            take = n < len(stack) and (revisit or other not in visited)
            if take:
                gain = stack[n]
                taken[other] = n + 1
            visited[other] = visited.get(other, 0) + 1
            used_set.add(index)
            path.append((index, other))
            walk(other, points + gain, spent + pay)
            path.pop()
            used_set.discard(index)
            visited[other] -= 1
            if not visited[other]:
                del visited[other]
            if take:
                taken[other] = n

    walk(start, 0, 0)
    return best


def my_passengers(board: RouteBoard, view: dict[str, Any], seat: int) -> list[int]:
    return [board.city_index[c] for c, s in view.get("passengers", {}).items()
            if int(s) == seat and c in board.city_index]
