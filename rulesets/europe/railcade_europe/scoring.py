"""End-of-game scoring: routes, tickets (with stations borrowing one opponent route each), unbuilt
stations and the European Express bonus for the longest continuous path."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.score import ScoreLine, SeatScore
from game.i18n.plural import plural
from game.rules.route_scoring import route_recount, shared_best_bonus, ticket_lines
from game.rules.routes_graph import best_station_borrowing, forest_of, connected, longest_trail

from railcade_europe.state import NOBODY, EuropeState


@dataclass(frozen=True)
class SeatResult:
    seat: int
    route_points: int
    routes: tuple[int, ...]
    tickets: tuple[tuple[int, bool], ...]  # (ticket, completed)
    borrowed: tuple[tuple[int, int], ...]  # (station city, route borrowed or -1)
    stations_built: int
    longest: int


__all__ = ["SeatResult", "route_recount", "seat_result", "results", "score"]


def seat_result(state: EuropeState, seat: int) -> SeatResult:
    t = state.tables
    cities = len(t.city_ids)
    own = [r for r, owner in enumerate(state.route_owner) if owner == seat]
    own_edges = [(t.route_a[r], t.route_b[r]) for r in own]
    stations = [c for c, owner in enumerate(state.station_owner) if owner == seat]
    candidates = [
        [(r, t.route_a[r], t.route_b[r]) for r in t.city_routes[c]
         if state.route_owner[r] not in (NOBODY, seat)]
        for c in stations
    ]
    tickets = [(t.ticket_a[k], t.ticket_b[k], t.ticket_points[k]) for k in state.tickets[seat]]
    _, pick = best_station_borrowing(cities, own_edges, stations, candidates, tickets)
    network = forest_of(cities, own_edges + [(t.route_a[r], t.route_b[r]) for r in pick if r >= 0])
    done = tuple((k, connected(network, t.ticket_a[k], t.ticket_b[k])) for k in state.tickets[seat])
    longest = longest_trail([(t.route_a[r], t.route_b[r], t.route_length[r]) for r in own])
    return SeatResult(seat, route_recount(state, seat), tuple(own), done, tuple(zip(stations, pick)),
                      state.stations_built[seat], longest)


def results(state: EuropeState) -> list[SeatResult]:
    return [seat_result(state, seat) for seat in range(state.players)]


def score(state: EuropeState) -> dict[int, SeatScore]:
    t, rules = state.tables, state.rules
    found = results(state)
    # "En cas d'égalité entre plusieurs joueurs, tous les joueurs concernés marquent 10 points."
    bonuses = shared_best_bonus([r.longest for r in found], rules.longest_path_bonus)
    out = {}
    for r in found:
        lines = [ScoreLine("routes", r.route_points, f"{len(r.routes)} {plural(len(r.routes), 'en', 'route', 'routes')}",
                           (("routes", tuple(t.route_ids[x] for x in r.routes)),))]
        lines += ticket_lines(state, r.tickets)
        unbuilt = rules.stations - r.stations_built
        borrowed = tuple((t.city_ids[c], t.route_ids[x] if x >= 0 else "") for c, x in r.borrowed)
        lines.append(ScoreLine("stations", unbuilt * rules.station_value, f"{unbuilt} unbuilt",
                               (("built", r.stations_built), ("unbuilt", unbuilt), ("borrowed", borrowed))))
        lines.append(ScoreLine("longest_path", bonuses[r.seat], f"{r.longest} {plural(r.longest, 'en', 'train', 'trains')}",
                               (("length", r.longest),)))
        completed = sum(1 for _, ok in r.tickets if ok)
        out[r.seat] = SeatScore(r.seat, tuple(lines), tiebreak=(completed, -r.stations_built, r.longest))
    return out
