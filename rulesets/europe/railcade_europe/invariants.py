"""Promises the state keeps after every action, checked by ``railcade simulate``: the shared
route-game checks (game.rules.route_invariants) plus stations and the pending tunnel."""

from __future__ import annotations

from game.rules.route_invariants import route_problems

from railcade_europe.state import TUNNEL, EuropeState


def problems(state: EuropeState) -> list[str]:
    rules = state.rules
    revealed = state.tunnel[5:] if state.tunnel is not None else []
    out = route_problems(state, [state.ticket_pile], aside=revealed)
    # Each seat's stations counted on the board in C; the seats looked at one by one only when wrong.
    built = list(map(state.station_owner.count, range(state.players)))
    if built != state.stations_built or max(built, default=0) > rules.stations:
        for seat in range(state.players):
            if built[seat] != state.stations_built[seat] or built[seat] > rules.stations:
                out.append(f"seat {seat}: {built[seat]} stations on the board, {state.stations_built[seat]} counted")
    if (state.phase == TUNNEL) != (state.tunnel is not None):
        out.append(f"phase {state.phase} with tunnel {state.tunnel}")
    return out
