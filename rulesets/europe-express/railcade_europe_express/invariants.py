"""Promises the state keeps after every action, checked by ``railcade simulate``: the 70 wagon
cards and 12 Locomotives all accounted for (no Locomotive ever in the deck, the row or the discard
pile), 27 wagons per player, route points that recount, double routes, and the bonus cards handed
out from the top of the stack in order."""

from __future__ import annotations

from game.rules.cards import EMPTY

from railcade_europe_express.moves import linked
from railcade_europe_express.scoring import route_recount
from railcade_europe_express.state import NOBODY, ExpressState


def problems(state: ExpressState) -> list[str]:
    t, rules = state.tables, state.rules
    out = []
    wild = t.wild
    market = state.market
    if wild in market.deck or wild in market.faceup or market.discard[wild]:
        out.append("a Locomotive is in the deck, the face-up row or the discard pile")
    counts = market.discard[:]
    for card in market.deck:
        counts[card] += 1
    for card in market.faceup:
        if card != EMPTY:
            counts[card] += 1
    for hand in state.hands:
        for card, n in enumerate(hand):
            counts[card] += n
    counts[wild] += state.loco_pile
    for card, expected in enumerate(t.card_counts):
        if counts[card] != expected:
            out.append(f"{t.card_ids[card]} cards: {counts[card]} in play, expected {expected}")
    for seat in range(state.players):
        if min(state.hands[seat]) < 0:
            out.append(f"seat {seat} holds a negative number of cards: {state.hands[seat]}")
        placed = sum(t.route_length[r] for r, o in enumerate(state.route_owner) if o == seat)
        if placed + state.trains[seat] != rules.trains:
            out.append(f"seat {seat}: {state.trains[seat]} wagons + {placed} placed != {rules.trains}")
        if route_recount(state, seat) != state.route_points[seat]:
            out.append(f"seat {seat}: route points {state.route_points[seat]} do not recount")
        for r, o in enumerate(state.route_owner):
            twin = t.route_twin[r]
            if o == seat and twin >= 0 and state.route_owner[twin] == seat:
                out.append(f"seat {seat} owns both tracks of {t.route_ids[r]}")
            if (o != NOBODY and twin >= 0 and r < twin and state.route_owner[twin] != NOBODY
                    and state.players < rules.double_routes_min_players):
                out.append(f"both tracks of {t.route_ids[r]} taken with {state.players} players")
        if bool(state.bonus[seat]) != (seat in state.bonus_order):
            out.append(f"seat {seat}: bonus {state.bonus[seat]} but order {state.bonus_order}")
        if state.bonus[seat] and not linked(state, seat):
            out.append(f"seat {seat} holds a bonus card without linking London to Istanbul")
        if linked(state, seat) and not state.bonus[seat] and state.bonus_stack:
            out.append(f"seat {seat} linked London to Istanbul but took no bonus card")
    taken = [state.bonus[s] for s in state.bonus_order]
    if taken + state.bonus_stack != list(rules.bonus_values) or len(set(state.bonus_order)) != len(state.bonus_order):
        out.append(f"bonus cards out of order: taken {taken}, stack {state.bonus_stack}")
    tickets = [k for seat in range(state.players) for k in state.tickets[seat] + state.offered[seat]]
    tickets += state.ticket_pile
    if sorted(tickets) != list(range(len(t.ticket_ids))):
        out.append("destination tickets lost or duplicated")
    return out
