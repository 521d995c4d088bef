"""Promises the state keeps after every action, checked by ``railcade simulate``."""

from __future__ import annotations

from game.rules.cards import EMPTY

from railcade_europe.scoring import route_recount
from railcade_europe.state import NOBODY, TUNNEL, EuropeState


def problems(state: EuropeState) -> list[str]:
    t, rules = state.tables, state.rules
    out = []
    total = sum(t.card_counts)
    revealed = state.tunnel[5:] if state.tunnel is not None else []
    kinds = len(t.card_ids)
    counts = state.market.discard[:]
    for card in state.market.deck:
        counts[card] += 1
    for card in state.market.faceup:
        if card != EMPTY:
            counts[card] += 1
    for hand in state.hands:
        for card in range(kinds):
            counts[card] += hand[card]
    for card in revealed:
        counts[card] += 1
    if sum(counts) != total:
        out.append(f"train cards: {sum(counts)} in play, expected {total}")
    for card in range(kinds):
        if counts[card] != t.card_counts[card]:
            out.append(f"{t.card_ids[card]} cards: {counts[card]}, expected {t.card_counts[card]}")
    for seat in range(state.players):
        if min(state.hands[seat]) < 0:
            out.append(f"seat {seat} holds a negative number of cards: {state.hands[seat]}")
        placed = sum(t.route_length[r] for r, o in enumerate(state.route_owner) if o == seat)
        if placed + state.trains[seat] != rules.trains:
            out.append(f"seat {seat}: {state.trains[seat]} trains + {placed} placed != {rules.trains}")
        recount = route_recount(state, seat)
        if recount != state.route_points[seat]:
            out.append(f"seat {seat}: route points {state.route_points[seat]} but recount gives {recount}")
        built = sum(1 for o in state.station_owner if o == seat)
        if built != state.stations_built[seat] or built > rules.stations:
            out.append(f"seat {seat}: {built} stations on the board, {state.stations_built[seat]} counted")
        for r, o in enumerate(state.route_owner):
            twin = t.route_twin[r]
            if o == seat and twin >= 0 and state.route_owner[twin] == seat:
                out.append(f"seat {seat} owns both tracks of {t.route_ids[r]}")
            if (o != NOBODY and twin >= 0 and state.route_owner[twin] != NOBODY
                    and state.players < rules.double_routes_min_players and r < twin):
                out.append(f"both tracks of {t.route_ids[r]} taken with {state.players} players")
    tickets = [k for seat in range(state.players) for k in state.tickets[seat] + state.offered[seat]]
    tickets += state.ticket_pile
    if len(tickets) != len(set(tickets)):
        out.append("a destination ticket is in two places")
    if (state.phase == TUNNEL) != (state.tunnel is not None):
        out.append(f"phase {state.phase} with tunnel {state.tunnel}")
    return out
