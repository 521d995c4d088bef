"""What a seat may see (docs/view-route.md): public board and piles, its own hand and tickets."""

from __future__ import annotations

from typing import Any

from game.rules.route_view import add_own, public_view, ticket_dict

from railcade_europe.scoring import results, score
from railcade_europe.state import NOBODY, OVER, TUNNEL, EuropeState


def view(state: EuropeState, seat: int | None) -> dict[str, Any]:
    t = state.tables
    cards = t.card_ids
    out: dict[str, Any] = public_view(state, seat, "europe")
    out["ticket_pile"] = len(state.ticket_pile)
    out["stations"] = {t.city_ids[c]: o for c, o in enumerate(state.station_owner) if o != NOBODY}
    for s, public in enumerate(out["seats"]):
        public["stations_built"] = state.stations_built[s]
        public["stations_left"] = state.rules.stations - state.stations_built[s]
    out["pending_tunnel"] = None
    if state.phase == TUNNEL and state.tunnel is not None:
        route, color, colored, wilds, extra = state.tunnel[:5]
        paid = sorted([cards[t.wild]] * wilds + ([cards[color]] * colored if colored else []))
        out["pending_tunnel"] = {"seat": state.current, "route": t.route_ids[route], "paid": paid,
                                 "revealed": [cards[c] for c in state.tunnel[5:]], "extra": extra}
    add_own(out, state, seat)
    if state.phase == OVER:
        found = results(state)
        scores = score(state)
        out["final"] = {
            "tickets": {r.seat: [ticket_dict(state, k, ok) for k, ok in r.tickets] for r in found},
            "borrowed": {r.seat: {t.city_ids[c]: t.route_ids[x] for c, x in r.borrowed if x >= 0} for r in found},
            "longest": {r.seat: r.longest for r in found},
            "scores": {s: {"total": sc.total, "by_category": sc.by_category()} for s, sc in scores.items()},
        }
    return out
