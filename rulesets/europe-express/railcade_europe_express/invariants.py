"""Promises the state keeps after every action, checked by ``railcade simulate``: the 70 wagon
cards and 12 Locomotives all accounted for (no Locomotive ever in the deck, the row or the discard
pile), 27 wagons per player, route points that recount, double routes, every ticket in one place,
and the bonus cards handed out from the top of the stack in order."""

from __future__ import annotations

from game.rules.route_invariants import kept_answer, lists_copied, route_problems

from railcade_europe_express.moves import linked
from railcade_europe_express.state import ExpressState


def problems(state: ExpressState) -> list[str]:
    t = state.tables
    # The Locomotives are counted with their pile, and never in the deck, the row or the discard.
    out = route_problems(state, [state.ticket_pile], apart=(t.wild, max(0, state.loco_pile)), apart_only=True,
                         total=len(t.ticket_ids))
    if state.loco_pile < 0:
        out.append(f"{state.loco_pile} Locomotives in their pile")
    # The bonus cards change hands a few times a game: the answer is kept with what it was read
    # from (the seats' networks among them), see kept_answer.
    out += kept_answer(t, "bonus-problems", (state.bonus, state.bonus_order, state.bonus_stack, state.forests,
                                             state.ends, state.rules.bonus_values),
                       lambda: _bonus_problems(state), _bonus_key_copied)
    return out


def _bonus_key_copied(key: tuple) -> tuple:
    """A copy of the bonus check's key, list by list (the networks change with every claim)."""
    bonus, order, stack, forests, ends, values = key
    return bonus[:], order[:], stack[:], lists_copied(forests), ends, values


def _bonus_problems(state: ExpressState) -> list[str]:
    out = []
    for seat in range(state.players):
        joined = linked(state, seat)
        if bool(state.bonus[seat]) != (seat in state.bonus_order):
            out.append(f"seat {seat}: bonus {state.bonus[seat]} but order {state.bonus_order}")
        if state.bonus[seat] and not joined:
            out.append(f"seat {seat} holds a bonus card without linking London to Istanbul")
        if joined and not state.bonus[seat] and state.bonus_stack:
            out.append(f"seat {seat} linked London to Istanbul but took no bonus card")
    taken = [state.bonus[s] for s in state.bonus_order]
    if taken + state.bonus_stack != list(state.rules.bonus_values) or len(set(state.bonus_order)) != len(state.bonus_order):
        out.append(f"bonus cards out of order: taken {taken}, stack {state.bonus_stack}")
    return out
