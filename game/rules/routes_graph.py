"""Networks of claimed routes: connectivity (union-find), longest continuous path, and the choice
of which opponent route each station borrows."""

from __future__ import annotations

from itertools import product
from typing import Iterable, Sequence

from game.rules.union_find import find


# -- union-find over city indexes ------------------------------------------------------------


def new_forest(cities: int) -> list[int]:
    return list(range(cities))


def union(parent: list[int], a: int, b: int) -> None:
    ra, rb = find(parent, a), find(parent, b)
    if ra != rb:
        # Attach the larger root under the smaller: deterministic, so snapshots of clones agree.
        if ra < rb:
            parent[rb] = ra
        else:
            parent[ra] = rb


def connected(parent: list[int], a: int, b: int) -> bool:
    return find(parent, a) == find(parent, b)


def forest_of(cities: int, edges: Iterable[tuple[int, int]]) -> list[int]:
    parent = new_forest(cities)
    for a, b in edges:
        union(parent, a, b)
    return parent


# -- tickets with stations ---------------------------------------------------------------------


def tickets_done(parent: list[int], tickets: Sequence[tuple[int, int, int]]) -> list[bool]:
    return [connected(parent, a, b) for a, b, _ in tickets]


def ticket_total(parent: list[int], tickets: Sequence[tuple[int, int, int]]) -> int:
    return sum(points if connected(parent, a, b) else -points for a, b, points in tickets)


def ticket_outcome(parent: list[int], tickets: Sequence[tuple[int, int, int]]) -> tuple[int, int]:
    """(ticket points, tickets completed): what a player compares between ways of using stations."""
    points = done = 0
    for a, b, value in tickets:
        if connected(parent, a, b):
            points += value
            done += 1
        else:
            points -= value
    return points, done


def best_station_borrowing(
    cities: int,
    own_edges: Sequence[tuple[int, int]],
    stations: Sequence[int],
    candidates: Sequence[Sequence[tuple[int, int, int]]],
    tickets: Sequence[tuple[int, int, int]],
) -> tuple[int, tuple[int, ...]]:
    """Pick, for each station, at most one opponent route into its city so that the ticket score
    is the highest ("chaque Gare construite permet à son propriétaire d'emprunter une et une seule
    route reliant la ville sur laquelle celle-ci est bâtie"), and among equal scores the one
    completing the most tickets: "C'est seulement une fois la partie achevée que le joueur décide",
    and a player would choose that, the number of completed tickets being the first tie-break
    for the win ("le joueur qui a complété le plus de cartes Destination remporte la victoire").

    ``candidates[i]`` lists ``(route, city_a, city_b)`` for the routes other players own at
    ``stations[i]``. Returns ``(ticket points, chosen route per station or -1)``. Every combination
    is tried (at most 3 stations, a handful of routes each); on equal points and completed tickets
    the earliest combination wins so the result is deterministic.
    """
    base = forest_of(cities, own_edges)
    best = ticket_outcome(base, tickets)
    best_pick: tuple[int, ...] = tuple(-1 for _ in stations)
    if best[1] == len(tickets):
        return best[0], best_pick  # nothing left for a station to help with
    options: list[list[tuple[int, int, int] | None]] = []
    touched: set[int] = set()  # the parts of the network a borrowed route could join
    for station, routes in zip(stations, candidates):
        seen_parts: set[int] = set()
        choice: list[tuple[int, int, int] | None] = [None]
        home = find(base, station)
        for route, a, b in sorted(routes):
            other = b if a == station else a
            # Routes leading into a part of the network already reached, or already joined to
            # the station's city, give nothing new: the first one found stands for them all.
            part = find(base, other)
            if part in seen_parts or part == home:
                continue
            seen_parts.add(part)
            choice.append((route, home, part))
            touched.add(home)
            touched.add(part)
        options.append(choice)
    # A combination only joins parts it touches: a ticket between two touched parts may change,
    # every other ticket keeps its outcome in the base network (already counted in ``best``).
    open_tickets = []
    fixed_points = best[0]
    for a, b, value in tickets:
        pa, pb = find(base, a), find(base, b)
        if pa != pb and pa in touched and pb in touched:
            open_tickets.append((pa, pb, value))
            fixed_points += value  # counted as missed in best[0]
    if not open_tickets:
        return best[0], best_pick
    base_done = best[1]
    for combo in product(*options):
        joined: dict[int, int] = {}  # part -> the part it was merged into (the combination's few joins)
        for item in combo:
            if item is not None:
                x, y = joined.get(item[1], item[1]), joined.get(item[2], item[2])
                if x != y:
                    for part, into in joined.items():
                        if into == y:
                            joined[part] = x
                    joined[y] = x
        if not joined:
            continue  # no route borrowed: the base network
        points, done = fixed_points, base_done
        for pa, pb, value in open_tickets:
            if joined.get(pa, pa) == joined.get(pb, pb):
                points += value
                done += 1
            else:
                points -= value
        if (points, done) > best:
            best = (points, done)
            best_pick = tuple(-1 if c is None else c[0] for c in combo)
    return best[0], best_pick


# -- longest continuous path -------------------------------------------------------------------


def longest_trail(edges: Sequence[tuple[int, int, int]]) -> int:
    """Length of the longest trail through ``edges`` ``(city_a, city_b, length)``: a city may be
    passed several times, a route may not ("les boucles sont autorisées ... mais en aucun cas un
    même train ne peut être comptabilisé ni utilisé deux fois")."""
    if not edges:
        return 0
    adjacency: dict[int, list[tuple[int, int, int]]] = {}
    for index, (a, b, length) in enumerate(edges):
        adjacency.setdefault(a, []).append((index, b, length))
        adjacency.setdefault(b, []).append((index, a, length))
    used = [False] * len(edges)
    best = 0

    def walk(city: int, total: int) -> None:
        nonlocal best
        if total > best:
            best = total
        for index, other, length in adjacency[city]:
            if not used[index]:
                used[index] = True
                walk(other, total + length)
                used[index] = False

    # A longest trail never starts at an even-degree city of a component that has odd-degree ones
    # (an unused route there would extend it); a component whose cities all have even degree is
    # covered by a closed trail from any of its cities.
    parent = {c: c for c in adjacency}

    def root(c: int) -> int:
        while parent[c] != c:
            c = parent[c]
        return c

    for a, b, _ in edges:
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    starts = [c for c, routes in adjacency.items() if len(routes) % 2 == 1]
    with_odd = {root(c) for c in starts}
    starts += sorted({root(c) for c in adjacency} - with_odd)
    for city in starts:
        walk(city, 0)
    return best
