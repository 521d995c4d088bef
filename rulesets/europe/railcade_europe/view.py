"""What a seat may see (docs/view-route.md): public board and piles, its own hand and tickets."""

from __future__ import annotations

from typing import Any

from game.rules.route_view import common_view
from game.rules.routes_graph import connected

from railcade_europe.scoring import results, score
from railcade_europe.state import NOBODY, OVER, SETUP, TICKETS, TUNNEL, EuropeState


def _ticket(state: EuropeState, ticket: int, done: bool | None = None) -> dict[str, Any]:
    t = state.tables
    out = {"id": t.ticket_ids[ticket], "a": t.city_ids[t.ticket_a[ticket]], "b": t.city_ids[t.ticket_b[ticket]],
           "points": t.ticket_points[ticket], "long": t.ticket_long[ticket]}
    if done is not None:
        out["done"] = done
    return out


def view(state: EuropeState, seat: int | None) -> dict[str, Any]:
    t = state.tables
    cards = t.card_ids
    out: dict[str, Any] = common_view(state, seat, "europe")
    out.update({
        "ticket_pile": len(state.ticket_pile),
        "stations": {t.city_ids[c]: o for c, o in enumerate(state.station_owner) if o != NOBODY},
        "seats": [
            {"seat": s, "trains": state.trains[s], "stations_built": state.stations_built[s],
             "stations_left": state.rules.stations - state.stations_built[s],
             "hand_size": sum(state.hands[s]), "tickets": len(state.tickets[s]),
             "route_points": state.route_points[s], "choosing_tickets": bool(state.offered[s])}
            for s in range(state.players)
        ],
        "pending_tunnel": None,
    })
    if state.phase == TUNNEL and state.tunnel is not None:
        route, color, colored, wilds, extra = state.tunnel[:5]
        paid = sorted([cards[t.wild]] * wilds + ([cards[color]] * colored if colored else []))
        out["pending_tunnel"] = {"seat": state.current, "route": t.route_ids[route], "paid": paid,
                                 "revealed": [cards[c] for c in state.tunnel[5:]], "extra": extra}
    if seat is not None and 0 <= seat < state.players:
        forest = state.forests[seat]
        out["hand"] = {cards[i]: n for i, n in enumerate(state.hands[seat])}
        out["my_tickets"] = [
            _ticket(state, k, connected(forest, t.ticket_a[k], t.ticket_b[k])) for k in state.tickets[seat]
        ]
        out["offered_tickets"] = [_ticket(state, k) for k in state.offered[seat]]
        out["keep_min"] = state.rules.keep_initial if state.phase == SETUP else (
            state.rules.keep_draw if state.phase == TICKETS else 0)
    if state.phase == OVER:
        found = results(state)
        scores = score(state)
        out["final"] = {
            "tickets": {r.seat: [_ticket(state, k, ok) for k, ok in r.tickets] for r in found},
            "borrowed": {r.seat: {t.city_ids[c]: t.route_ids[x] for c, x in r.borrowed if x >= 0} for r in found},
            "longest": {r.seat: r.longest for r in found},
            "scores": {s: {"total": sc.total, "by_category": sc.by_category()} for s, sc in scores.items()},
        }
    return out
