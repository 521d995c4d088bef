"""Promises the state keeps after every action, checked by ``railcade simulate``: the 70 wagon
cards and 12 Locomotives all accounted for (no Locomotive ever in the deck, the row or the discard
pile), 27 wagons per player, route points that recount, double routes, every ticket in one place,
and the bonus cards handed out from the top of the stack in order."""

from __future__ import annotations

from typing import Any

from game.rules.route_invariants import lists_copied, route_problems

from railcade_europe_express.moves import linked
from railcade_europe_express.state import ExpressState


def problems(state: ExpressState) -> list[str]:
    return check(None, state)


def check(game: Any, state: ExpressState) -> list[str]:
    """:func:`problems`, taking the hook's arguments (the plugin's ``railcade_check_invariants``
    is this function itself: no frame of its own after every action of a checked game)."""
    t = state.tables
    # The Locomotives are counted with their pile, and never in the deck, the row or the discard.
    loco = state.loco_pile
    out = route_problems(state, [state.ticket_pile], apart=(t.wild, loco if loco > 0 else 0), apart_only=True,
                         total=len(t.ticket_ids))
    if loco < 0:
        out.append(f"{loco} Locomotives in their pile")
    # The bonus cards change hands a few times a game: the answer is kept with what it was read
    # from (the seats' networks among them), as route_invariants.kept_answer keeps one, read here
    # without its frame.
    key = (state.bonus, state.bonus_order, state.bonus_stack, state.forests, state.ends, state.rules.bonus_values)
    last = t.memo.get("bonus-problems")
    if last is not None and last[0] == key:
        if last[1]:
            out += last[1]
        return out
    found, joined = _bonus_problems(state, last)
    # The key copied once linked() has run (its finds shorten the networks' paths).
    t.memo["bonus-problems"] = (_bonus_key_copied(key), tuple(found), joined)
    return out + found


def _bonus_key_copied(key: tuple) -> tuple:
    """A copy of the bonus check's key, list by list (the networks change with every claim)."""
    bonus, order, stack, forests, ends, values = key
    return bonus[:], order[:], stack[:], lists_copied(forests), ends, values


def _bonus_problems(state: ExpressState, last: tuple | None = None) -> tuple[list[str], list[bool]]:
    """The bonus check's problems, and whether each seat links London to Istanbul. ``last``: the
    kept answer of the last count (its key's copy, its problems, each seat's link then): a seat
    whose network (and the ends) are as then links as then (a claim changes one seat's network),
    the others are looked up."""
    out: list[str] = []
    joined_by: list[bool] = []
    forests = state.forests
    before = last[0][3] if last is not None and last[0][4] == state.ends and len(last[0][3]) == len(forests) else None
    for seat in range(state.players):
        if before is not None and before[seat] == forests[seat]:
            joined = last[2][seat]
        else:
            joined = linked(state, seat)
        joined_by.append(joined)
        if bool(state.bonus[seat]) != (seat in state.bonus_order):
            out.append(f"seat {seat}: bonus {state.bonus[seat]} but order {state.bonus_order}")
        if state.bonus[seat] and not joined:
            out.append(f"seat {seat} holds a bonus card without linking London to Istanbul")
        if joined and not state.bonus[seat] and state.bonus_stack:
            out.append(f"seat {seat} linked London to Istanbul but took no bonus card")
    taken = [state.bonus[s] for s in state.bonus_order]
    if taken + state.bonus_stack != list(state.rules.bonus_values) or len(set(state.bonus_order)) != len(state.bonus_order):
        out.append(f"bonus cards out of order: taken {taken}, stack {state.bonus_stack}")
    return out, joined_by
