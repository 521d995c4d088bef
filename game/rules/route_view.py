"""The parts of a route game's view (docs/view-route.md) every route ruleset shares: whose turn
it is, the card market, the board's routes, each seat's public counts and a ticket as a dict. A
ruleset's ``view`` starts from :func:`public_view` and adds its own keys."""

from __future__ import annotations

from typing import Any

from game.rules.cards import EMPTY
from game.rules.endgame import NOT_STARTED
from game.rules.route_scoring import joined
from game.rules.route_state import NOBODY, SETUP, TICKETS, RouteState

PUBLIC_ROUTES_KEPT = 256  # route lists (one per owner set) kept per board before starting afresh


def ticket_dict(state: RouteState, ticket: int, done: bool | None = None) -> dict[str, Any]:
    t = state.tables
    out = {"id": t.ticket_ids[ticket], "a": t.city_ids[t.ticket_a[ticket]], "b": t.city_ids[t.ticket_b[ticket]],
           "points": t.ticket_points[ticket], "long": t.ticket_long[ticket]}
    if done is not None:
        out["done"] = done
    return out


def public_routes(state: RouteState) -> list[dict[str, Any]]:
    """Every route, board order: its ends, length, colour, tunnel and ferry marks, its other track
    (``twin``; ``siblings`` lists every other track of a double or triple route), its owner and
    whether anyone may still claim it.

    Bots build a view before every move of every playout, and the routes change only when one is
    claimed: the route dicts are memoised on the board tables by owners and player count, and
    views of the same board share them (a view is read, never written). They are kept in a store
    of their own, a few hundred at a time: each is some 60 dicts and lists the garbage collector
    walks, and the board-wide memo holds up to 200 000 entries, so there they made full
    collections of several seconds in the middle of a bot's move (and the memory grew with them).
    A playout meets each owner set for a few moves only, so a small store keeps nearly every hit."""
    t = state.tables
    owner = state.route_owner
    store = t.memo.get("public-routes")
    if store is None or len(store) >= PUBLIC_ROUTES_KEPT:
        store = t.memo["public-routes"] = {}
    key = (state.players, tuple(owner))
    routes = store.get(key)
    if routes is None:
        cards = t.card_ids
        routes = store[key] = tuple(
            {"id": t.route_ids[r], "a": t.city_ids[t.route_a[r]], "b": t.city_ids[t.route_b[r]],
             "length": t.route_length[r], "color": "gray" if t.route_color[r] < 0 else cards[t.route_color[r]],
             "tunnel": t.route_tunnel[r], "ferry": t.route_ferry[r],
             "twin": t.route_ids[t.route_twin[r]] if t.route_twin[r] >= 0 else None,
             "siblings": [t.route_ids[x] for x in t.route_siblings[r]],  # every other track, triples too
             "owner": None if owner[r] == NOBODY else owner[r], "open": state.route_open(r)}
            for r in range(len(t.route_ids))
        )
    return list(routes)


def public_seat(state: RouteState, seat: int) -> dict[str, Any]:
    """What everyone sees of a seat: trains, hand size, number of tickets, route points."""
    return {"seat": seat, "trains": state.trains[seat], "hand_size": sum(state.hands[seat]),
            "tickets": len(state.tickets[seat]), "route_points": state.route_points[seat],
            "choosing_tickets": bool(state.offered[seat])}


def public_view(state: RouteState, seat: int | None, ruleset: str) -> dict[str, Any]:
    """The keys every route view has, seen by ``seat`` (None: a spectator): turn, market, routes,
    public seats. Hands and tickets are the ruleset's to add (only the seat's own)."""
    cards = state.tables.card_ids
    market = state.market
    return {
        "ruleset": ruleset,
        "players": state.players,
        "seat": seat,
        "phase": state.phase,
        "current": state.current,
        "active": list(state.active_seats()),
        "turn": state.turn,
        "last_round": state.turns_left != NOT_STARTED,
        "turns_left": None if state.turns_left == NOT_STARTED else state.turns_left,
        "faceup": [cards[c] if c != EMPTY else None for c in market.faceup],
        "deck": len(market.deck),
        "discard": market.discard_size(),
        "discard_counts": {cards[i]: n for i, n in enumerate(market.discard)},
        "routes": public_routes(state),
        "seats": [public_seat(state, s) for s in range(state.players)],
        "first_card": cards[state.first_card] if state.first_card >= 0 else None,
    }


def add_own(out: dict[str, Any], state: RouteState, seat: int | None) -> None:
    """The seat's own hand and tickets (each with whether its routes join it now), the tickets on
    offer to it and how many of them it must keep; nothing for a spectator."""
    if seat is None or not 0 <= seat < state.players:
        return
    t = state.tables
    out["hand"] = {t.card_ids[i]: n for i, n in enumerate(state.hands[seat])}
    out["my_tickets"] = [ticket_dict(state, k, joined(state, seat, t.ticket_a[k], t.ticket_b[k]))
                         for k in state.tickets[seat]]
    out["offered_tickets"] = [ticket_dict(state, k) for k in state.offered[seat]]
    out["keep_min"] = state.rules.keep_initial if state.phase == SETUP else (
        state.rules.keep_draw if state.phase == TICKETS else 0)
