"""Promises the state keeps after every action, checked by ``railcade simulate``: the 70 wagon
cards and 12 Locomotives all accounted for (no Locomotive ever in the deck, the row or the discard
pile), 27 wagons per player, route points that recount, double routes, every ticket in one place,
and the bonus cards handed out from the top of the stack in order."""

from __future__ import annotations

from game.rules.route_invariants import board_problems, card_problems, ticket_problems

from railcade_europe_express.moves import linked
from railcade_europe_express.state import ExpressState


def problems(state: ExpressState) -> list[str]:
    t, rules = state.tables, state.rules
    wild = t.wild
    market = state.market
    out = []
    if wild in market.deck or wild in market.faceup or market.discard[wild]:
        out.append("a Locomotive is in the deck, the face-up row or the discard pile")
    if state.loco_pile < 0:
        out.append(f"{state.loco_pile} Locomotives in their pile")
    out += card_problems(state, aside=[wild] * max(0, state.loco_pile))
    out += board_problems(state)
    out += ticket_problems(state, [state.ticket_pile])
    held = sum(len(state.tickets[s]) + len(state.offered[s]) for s in range(state.players))
    if held + len(state.ticket_pile) != len(t.ticket_ids):
        out.append("a destination ticket was lost")
    for seat in range(state.players):
        if bool(state.bonus[seat]) != (seat in state.bonus_order):
            out.append(f"seat {seat}: bonus {state.bonus[seat]} but order {state.bonus_order}")
        joined = linked(state, seat)
        if state.bonus[seat] and not joined:
            out.append(f"seat {seat} holds a bonus card without linking London to Istanbul")
        if joined and not state.bonus[seat] and state.bonus_stack:
            out.append(f"seat {seat} linked London to Istanbul but took no bonus card")
    taken = [state.bonus[s] for s in state.bonus_order]
    if taken + state.bonus_stack != list(rules.bonus_values) or len(set(state.bonus_order)) != len(state.bonus_order):
        out.append(f"bonus cards out of order: taken {taken}, stack {state.bonus_stack}")
    return out
