"""Scoring pieces route games share: the route recount, whether a ticket is completed (with
countries as dead ends), ticket score lines, and the bonus for the most completed tickets."""

from __future__ import annotations

from itertools import compress, repeat
from operator import eq
from typing import Sequence

from game.engine.score import ScoreLine
from game.rules.route_state import RouteState
from game.rules.routes_graph import connected


def route_recount(state: RouteState, seat: int) -> int:
    """Route points recounted from the board ("un décompte de vérification"): the seat's routes
    picked out and summed in C."""
    return sum(compress(state.tables.route_points, map(eq, state.route_owner, repeat(seat))))


def ticket_ends(state: RouteState, seat: int, city: int) -> tuple[int, ...]:
    """The cities of ``seat``'s networks a ticket end stands for: the city itself, or for a
    country (a dead end) the far ends of the seat's own routes into it — "Chaque route menant à un
    pays est une voie sans issue qui ne peut donc servir de liaison entre villes"."""
    t = state.tables
    if not t.city_dead_end[city]:
        return (city,)
    owners = state.route_owner
    return tuple(t.route_b[r] if t.route_a[r] == city else t.route_a[r]
                 for r in t.city_routes[city] if owners[r] == seat)


def joined(state: RouteState, seat: int, a: int, b: int, forest: list[int] | None = None) -> bool:
    """Whether ``seat``'s routes join ``a`` and ``b`` (``forest``: the seat's union-find, or one
    with borrowed routes added)."""
    forest = state.forests[seat] if forest is None else forest
    dead = state.tables.city_dead_end
    if not (dead[a] or dead[b]):
        return connected(forest, a, b)
    ends_b = ticket_ends(state, seat, b)
    return any(connected(forest, x, y) for x in ticket_ends(state, seat, a) for y in ends_b)


def ticket_lines(state: RouteState, results: Sequence[tuple[int, bool]]) -> list[ScoreLine]:
    """One line per kept ticket: its points if completed, minus them if not ("Si la connexion entre
    les deux villes est réussie, on ajoute, si elle a échoué, on soustrait")."""
    lines = _ticket_score_lines(state.tables)
    return [lines[ticket][1 if completed else 0] for ticket, completed in results]


def _ticket_score_lines(t) -> list[tuple[ScoreLine, ScoreLine]]:
    """Each ticket's two score lines, failed then completed (kept on the board's memo: a line is
    frozen, and scores are counted at the end of every simulated game, twice). Board names for
    people; the ids stay in detail for anything that matches on them."""
    found = t.memo.get("ticket-score-lines")
    if found is None:
        names = t.city_names or t.city_ids
        found = []
        for ticket in range(len(t.ticket_ids)):
            a, b = t.ticket_a[ticket], t.ticket_b[ticket]
            detail = (("ticket", t.ticket_ids[ticket]), ("long", t.ticket_long[ticket]),
                      ("a", t.city_ids[a]), ("b", t.city_ids[b]))
            if t.ticket_deck:
                detail += (("deck", t.ticket_deck[ticket]),)
            points, label = t.ticket_points[ticket], f"{names[a]} – {names[b]}"
            found.append((ScoreLine("tickets_failed", -points, label, detail),
                          ScoreLine("tickets_completed", points, label, detail)))
        t.memo["ticket-score-lines"] = found
    return found


def shared_best_bonus(values: Sequence[int], bonus: int) -> list[int]:
    """``bonus`` for every seat with the highest value when it is above zero; ties all score it
    ("S'il y a égalité ..., tous les joueurs concernés marquent 10 points")."""
    best = max(values, default=0)
    return [bonus if best > 0 and v == best else 0 for v in values]
