"""The part of a route game's view every ruleset shares (docs/view-route.md): turn, piles, the
routes and their owners. A ruleset adds its own keys (stations, passengers, ...)."""

from __future__ import annotations

from typing import Any

from game.rules.cards import EMPTY
from game.rules.endgame import NOT_STARTED
from game.rules.route_state import NOBODY, RouteState


def common_view(state: RouteState, seat: int | None, ruleset: str) -> dict[str, Any]:
    t = state.tables
    cards = t.card_ids
    owner = state.route_owner
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
        "faceup": [cards[c] if c != EMPTY else None for c in state.market.faceup],
        "deck": len(state.market.deck),
        "discard": state.market.discard_size(),
        "discard_counts": {cards[i]: n for i, n in enumerate(state.market.discard)},
        "routes": [
            {"id": t.route_ids[r], "a": t.city_ids[t.route_a[r]], "b": t.city_ids[t.route_b[r]],
             "length": t.route_length[r], "color": "gray" if t.route_color[r] < 0 else cards[t.route_color[r]],
             "tunnel": t.route_tunnel[r], "ferry": t.route_ferry[r],
             "twin": t.route_ids[t.route_twin[r]] if t.route_twin[r] >= 0 else None,
             "siblings": [t.route_ids[x] for x in t.route_siblings[r]],
             "owner": None if owner[r] == NOBODY else owner[r], "open": state.route_open(r)}
            for r in range(len(t.route_ids))
        ],
        "first_card": cards[state.first_card] if state.first_card >= 0 else None,
    }
