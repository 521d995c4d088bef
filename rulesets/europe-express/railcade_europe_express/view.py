"""What a seat may see (docs/view-route.md): the public board, piles and bonus stack, its own hand
and tickets. Besides the keys every route view has (game.rules.route_view), Europe Express adds
the Locomotive pile, the bonus stack and each player's distance to the London–Istanbul link, and
describes them under ``table_extras`` so the table can draw them without knowing these rules."""

from __future__ import annotations

from typing import Any

from game.rules.route_view import add_own, public_view, ticket_dict

from railcade_europe_express.moves import LOCO_PILE
from railcade_europe_express.progress import UNREACHABLE, cars_to_link, link_length
from railcade_europe_express.scoring import score, ticket_results
from railcade_europe_express.state import OVER, ExpressState


def view(state: ExpressState, seat: int | None) -> dict[str, Any]:
    t = state.tables
    cards = t.card_ids
    a, b = state.ends
    # Out of reach: no way left, or more wagons needed than the player has.
    link_left = [None if cars == UNREACHABLE or cars > state.trains[s] else cars
                 for s, cars in enumerate(cars_to_link(state, s) for s in range(state.players))]
    out = public_view(state, seat, "europe-express")
    out.update({
        "loco_pile": state.loco_pile,
        "card_counts": dict(zip(cards, t.card_counts)),
        "ticket_pile": len(state.ticket_pile),
        "stations": {},
        "pending_tunnel": None,
        "bonus": {"ends": [t.city_ids[a], t.city_ids[b]], "values": list(state.rules.bonus_values),
                  "stack": state.bonus_stack[:], "taken": [[s, state.bonus[s]] for s in state.bonus_order]},
        "table_extras": {
            "piles": [{"id": LOCO_PILE, "card": cards[t.wild], "count": state.loco_pile,
                       "label": "europe_express.loco_pile"}],
            "stacks": [{"id": "bonus", "label": "europe_express.bonus_stack",
                        "values": list(state.rules.bonus_values), "left": len(state.bonus_stack),
                        "taken": [[s, state.bonus[s]] for s in state.bonus_order]}],
            "races": [{"id": "london_istanbul", "label": "europe_express.link_race",
                       "total": link_length(state), "left": link_left}],
            "highlight_cities": [t.city_ids[a], t.city_ids[b]],
        },
    })
    for s, public in enumerate(out["seats"]):
        public["bonus"] = state.bonus[s]
        public["link_cars"] = link_left[s]
    add_own(out, state, seat)
    if state.phase == OVER:
        scores = score(state)
        out["final"] = {
            "tickets": {s: [ticket_dict(state, k, ok) for k, ok in ticket_results(state, s)]
                        for s in range(state.players)},
            "bonus": {s: state.bonus[s] for s in range(state.players)},
            "scores": {s: {"total": sc.total, "by_category": sc.by_category()} for s, sc in scores.items()},
        }
    return out
