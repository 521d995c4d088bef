"""What a seat may see: the public board (routes, passengers, merchandise stacks, a trip under
way), the piles, its own hand and tickets. Other hands and tickets, deck and pile order never."""

from __future__ import annotations

from typing import Any

from game.rules.route_state import NOBODY
from game.rules.route_view import add_own, public_view, ticket_dict

from railcade_marklin.scoring import results, score
from railcade_marklin.state import DECKS, PLACE, SETUP, MarklinState, token_colour, token_value


def _ticket(state: MarklinState, ticket: int, done: bool | None = None) -> dict[str, Any]:
    """A ticket as a dict, with the deck it belongs to (short or long)."""
    out = ticket_dict(state, ticket, done)
    out["deck"] = state.tables.ticket_deck[ticket]
    return out


def _tokens(state: MarklinState, tokens: list[int]) -> list[dict[str, Any]]:
    return [{"colour": state.colours[token_colour(x)][0], "value": token_value(x)} for x in tokens]


def view(state: MarklinState, seat: int | None) -> dict[str, Any]:
    t = state.tables
    ids = t.city_ids
    out: dict[str, Any] = public_view(state, seat, "marklin")
    out.update({
        "ticket_pile": sum(len(p) for p in state.ticket_piles),
        "ticket_piles": {name: len(state.ticket_piles[i]) for i, name in enumerate(DECKS)},
        "countries": [ids[c] for c, dead in enumerate(t.city_dead_end) if dead],
        "passengers": {ids[c]: s for c, s in enumerate(state.passenger_at) if s != NOBODY},
        "merchandise": {
            ids[c]: {"colour": state.colours[colour][0], "values": list(reversed(state.stacks[c])),
                     "top": state.stacks[c][-1] if state.stacks[c] else None}
            for c, colour in enumerate(state.city_colour) if colour >= 0
        },
        "revisit_tokens": state.revisit_tokens,
        "setup_returned": len(state.setup_returned),
        "placing": t.route_ids[state.placing] if state.phase == PLACE and state.placing >= 0 else None,
        "trip": None,
    })
    for s, public in enumerate(out["seats"]):
        public.update({
            "merchandise_points": state.merch_points[s], "tokens": _tokens(state, state.collected[s]),
            "passengers_left": state.passenger_supply[s], "passengers_moved": state.passengers_moved[s],
            "choosing_tickets": bool(state.offered[s]) or (state.phase == SETUP and not state.announced[s]),
            # What the table shows on each seat's panel: (pictogram, value).
            "counters": [["wagon", state.trains[s]], ["card", sum(state.hands[s])], ["ticket", len(state.tickets[s])],
                         ["passenger", state.passenger_supply[s]], ["token", state.merch_points[s]]],
        })
    if state.trip_path:
        out["trip"] = {"seat": state.current, "start": ids[state.trip_path[0]],
                       "path": [ids[c] for c in state.trip_path],
                       "routes": [t.route_ids[r] for r in state.trip_routes],
                       "tokens": _tokens(state, state.trip_tokens),
                       "total": sum(token_value(x) for x in state.trip_tokens)}
    out["board_extras"] = board_extras(out)
    add_own(out, state, seat)
    for key in ("my_tickets", "offered_tickets"):
        for item in out.get(key, ()):
            item["deck"] = t.ticket_deck[t.ticket_index[item["id"]]]
    if state.phase == "over":
        found = results(state)
        scores = score(state)
        out["final"] = {
            "tickets": {r.seat: [_ticket(state, k, ok) for k, ok in r.tickets] for r in found},
            "completed": {r.seat: r.completed for r in found},
            "merchandise": {r.seat: r.merchandise for r in found},
            "scores": {s: {"total": sc.total, "by_category": sc.by_category()} for s, sc in scores.items()},
        }
    return out


def board_extras(out: dict[str, Any]) -> dict[str, Any]:
    """What the table draws on the cities (docs/view-route.md, ``board_extras``): the merchandise
    stacks, the passengers standing and the trip under way with its running total."""
    extras: dict[str, Any] = {
        "stacks": [{"city": city, "color": m["colour"], "values": m["values"]}
                   for city, m in out["merchandise"].items() if m["values"]],
        "figures": [{"city": city, "seat": seat} for city, seat in out["passengers"].items()],
    }
    trip = out.get("trip")
    if trip:
        extras["path"] = {"seat": trip["seat"], "cities": trip["path"], "routes": trip["routes"],
                          "label": "marklin.trip_total", "params": {"total": trip["total"]}}
    return extras
