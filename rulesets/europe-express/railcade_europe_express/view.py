"""What a seat may see (docs/view-route.md): the public board, piles and bonus stack, its own hand
and tickets. Besides the keys every route view has, Europe Express adds the Locomotive pile, the
bonus stack and each player's distance to the London–Istanbul link, and describes them under
``table_extras`` so the table can draw them without knowing this game's rules."""

from __future__ import annotations

from typing import Any

from game.rules.cards import EMPTY
from game.rules.endgame import NOT_STARTED
from game.rules.routes_graph import connected

from railcade_europe_express import shared
from railcade_europe_express.moves import LOCO_PILE
from railcade_europe_express.progress import UNREACHABLE, cars_to_link, link_length
from railcade_europe_express.scoring import score, ticket_results
from railcade_europe_express.state import NOBODY, OVER, SETUP, TICKETS, ExpressState


def _ticket(state: ExpressState, ticket: int, done: bool | None = None) -> dict[str, Any]:
    t = state.tables
    out = {"id": t.ticket_ids[ticket], "a": t.city_ids[t.ticket_a[ticket]], "b": t.city_ids[t.ticket_b[ticket]],
           "points": t.ticket_points[ticket], "long": False}
    if done is not None:
        out["done"] = done
    return out


def view(state: ExpressState, seat: int | None) -> dict[str, Any]:
    t = state.tables
    cards = t.card_ids
    owner = state.route_owner
    a, b = state.ends
    link_cars = [cars_to_link(state, s) for s in range(state.players)]
    out: dict[str, Any] = {
        "ruleset": "europe-express",
        "players": state.players,
        "seat": seat,
        "phase": state.phase,
        "current": state.current,
        "active": list(state.active_seats()),
        "turn": state.turn,
        "last_round": state.turns_left != NOT_STARTED,
        "turns_left": None if state.turns_left == NOT_STARTED else state.turns_left,
        "faceup": [cards[c] if c != EMPTY else None for c in state.market.faceup],
        "deck": len(state.market.deck),
        "discard": state.market.discard_size(),
        "discard_counts": {cards[i]: n for i, n in enumerate(state.market.discard)},
        "loco_pile": state.loco_pile,
        "card_counts": dict(zip(cards, t.card_counts)),
        "ticket_pile": len(state.ticket_pile),
        "routes": [
            {"id": t.route_ids[r], "a": t.city_ids[t.route_a[r]], "b": t.city_ids[t.route_b[r]],
             "length": t.route_length[r], "color": "gray" if t.route_color[r] < 0 else cards[t.route_color[r]],
             "tunnel": False, "ferry": 0,
             "twin": t.route_ids[t.route_twin[r]] if t.route_twin[r] >= 0 else None,
             "owner": None if owner[r] == NOBODY else owner[r], "open": shared.route_open(state, r)}
            for r in range(len(t.route_ids))
        ],
        "stations": {},
        "bonus": {"ends": [t.city_ids[a], t.city_ids[b]], "values": list(state.rules.bonus_values),
                  "stack": state.bonus_stack[:], "taken": [[s, state.bonus[s]] for s in state.bonus_order]},
        "seats": [
            {"seat": s, "trains": state.trains[s], "hand_size": sum(state.hands[s]),
             "tickets": len(state.tickets[s]), "route_points": state.route_points[s],
             "choosing_tickets": bool(state.offered[s]), "bonus": state.bonus[s],
             "link_cars": None if link_cars[s] == UNREACHABLE else link_cars[s]}
            for s in range(state.players)
        ],
        "pending_tunnel": None,
        "first_card": cards[state.first_card] if state.first_card >= 0 else None,
        "table_extras": {
            "piles": [{"id": LOCO_PILE, "card": cards[t.wild], "count": state.loco_pile,
                       "label": "europe_express.loco_pile"}],
            "stacks": [{"id": "bonus", "label": "europe_express.bonus_stack",
                        "params": {"a": t.city_names[a], "b": t.city_names[b]},
                        "values": list(state.rules.bonus_values), "left": len(state.bonus_stack),
                        "taken": [[s, state.bonus[s]] for s in state.bonus_order]}],
            "races": [{"id": "london_istanbul", "label": "europe_express.link_race",
                       "params": {"a": t.city_names[a], "b": t.city_names[b]},
                       "total": link_length(state),
                       # Out of reach: no way left, or more wagons needed than the player has.
                       "left": [None if cars == UNREACHABLE or cars > state.trains[s] else cars
                                for s, cars in enumerate(link_cars)]}],
            "highlight_cities": [t.city_ids[a], t.city_ids[b]],
        },
    }
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
        scores = score(state)
        out["final"] = {
            "tickets": {s: [_ticket(state, k, ok) for k, ok in ticket_results(state, s)] for s in range(state.players)},
            "bonus": {s: state.bonus[s] for s in range(state.players)},
            "scores": {s: {"total": sc.total, "by_category": sc.by_category()} for s, sc in scores.items()},
        }
    return out
