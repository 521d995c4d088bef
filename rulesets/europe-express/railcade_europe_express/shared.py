"""Stand-in for the route-game turn blocks being moved into ``game.rules`` (card draws, claims
with payments, the ticket flow, the end of a turn). Same names as those blocks, so switching to
them is an import change; this module goes away then."""

from __future__ import annotations

from game.engine.actions import Action, Event
from game.rules import tickets as ticket_rules
from game.rules.cards import EMPTY
from game.rules.endgame import NOT_STARTED, turns_left_after
from game.rules.payment import ANY_COLOR, parse_payment, payment_cards, route_payments
from game.rules.routes_graph import union

DECK = "deck"
TICKET_PILE = "tickets"
OFFER = "offer"


def event(kind: str, seat, *, secret=(), visible_to=(), reveals=False, **data) -> Event:
    return Event(kind, seat, tuple(data.items()), tuple(secret), tuple(visible_to), reveals)


def refill_row(state):
    # No Locomotive is ever in the deck, so the three-Locomotive redeal never applies.
    return state.market.refill(state.rng, state.tables.wild, len(state.market.faceup) + 1)


def card_draw_actions(state, seat: int, second: bool) -> list[Action]:
    market = state.market
    out = [Action(seat, "draw_card", "pile", DECK)] if market.deck or any(market.discard) else []
    for slot, card in enumerate(market.faceup):
        if card != EMPTY:
            out.append(Action(seat, "draw_card", "card", f"faceup:{slot}"))
    return out


def row_events(state, changes, reshuffles_before: int) -> list[Event]:
    events = []
    if state.market.reshuffles != reshuffles_before:
        events.append(event("deck_reshuffled", None, cards=len(state.market.deck)))
    ids = state.tables.card_ids
    for change in changes:
        if change.kind == "replaced":
            events.append(event("faceup_replaced", None, reveals=True, slots=change.slots,
                                cards=tuple(ids[c] for c in change.cards)))
    return events


def apply_draw_card(state, action: Action) -> list[Event]:
    from railcade_europe_express.state import SECOND_CARD

    seat = action.seat
    market, rng, ids = state.market, state.rng, state.tables.card_ids
    before = market.reshuffles
    second = state.phase == SECOND_CARD
    if action.target == DECK:
        card = market.draw(rng)
        state.hands[seat][card] += 1
        events = [event("card_drawn", seat, secret=("card",), visible_to=(seat,), reveals=True,
                        pile="deck", slot=-1, card=ids[card])]
        events += row_events(state, [], before)
        state.first_card = -1
    else:
        slot = int(action.target.split(":", 1)[1])
        card = market.take_faceup(slot)
        state.hands[seat][card] += 1
        events = [event("card_drawn", seat, pile="faceup", slot=slot, card=ids[card])]
        events += row_events(state, refill_row(state), before)
        state.first_card = card
    if second:
        return events + end_turn(state)
    state.phase = SECOND_CARD
    if not card_draw_actions(state, seat, second=True):
        return events + end_turn(state)
    return events


def route_open_for(state, route: int, seat: int) -> bool:
    from railcade_europe_express.state import NOBODY

    if state.route_owner[route] != NOBODY:
        return False
    twin = state.tables.route_twin[route]
    if twin >= 0:
        owner = state.route_owner[twin]
        if owner == seat:
            return False
        if owner != NOBODY and state.players < state.rules.double_routes_min_players:
            return False
    return True


def route_open(state, route: int) -> bool:
    from railcade_europe_express.state import NOBODY

    if state.route_owner[route] != NOBODY:
        return False
    twin = state.tables.route_twin[route]
    return not (twin >= 0 and state.route_owner[twin] != NOBODY
                and state.players < state.rules.double_routes_min_players)


def claim_actions(state, seat: int, out: list[Action]) -> None:
    t = state.tables
    hand = state.hands[seat]
    for route in range(len(t.route_ids)):
        length = t.route_length[route]
        if length > state.trains[seat] or not route_open_for(state, route, seat):
            continue
        for payment in route_payments(hand, length, t.route_color[route], 0, t.wild):
            out.append(Action(seat, "claim_route", "route", t.route_ids[route],
                              payment_cards(payment, t.card_ids, t.wild)))


def parse(tables, choice):
    return parse_payment(choice, tables.card_index, tables.wild)


def pay(state, seat: int, payment) -> None:
    color, colored, wilds = payment
    hand, discard = state.hands[seat], state.market.discard
    if colored:
        hand[color] -= colored
        discard[color] += colored
    if wilds:
        wild = state.tables.wild
        hand[wild] -= wilds
        discard[wild] += wilds


def take_route(state, seat: int, route: int, cards) -> list[Event]:
    t = state.tables
    state.route_owner[route] = seat
    state.trains[seat] -= t.route_length[route]
    points = t.route_points[route]
    state.route_points[seat] += points
    union(state.forests[seat], t.route_a[route], t.route_b[route])
    return [event("route_claimed", seat, route=t.route_ids[route], cards=tuple(cards), points=points,
                  trains_left=state.trains[seat])]


def keep_ticket_actions(state, seat: int, keep_min: int) -> list[Action]:
    ids = state.tables.ticket_ids
    return [Action(seat, "keep_tickets", "ticket", OFFER, tuple(sorted(ids[t] for t in kept)))
            for kept in ticket_rules.keep_options(state.offered[seat], keep_min)]


def take_kept_tickets(state, action: Action):
    seat = action.seat
    index = state.tables.ticket_index
    kept = sorted(index[t] for t in action.choice)
    returned = [t for t in state.offered[seat] if t not in kept]
    state.tickets[seat].extend(kept)
    state.offered[seat] = []
    events = [event("tickets_kept", seat, secret=("tickets",), visible_to=(seat,),
                    kept=len(kept), returned=len(returned), tickets=tuple(action.choice))]
    return kept, returned, events


def offer_tickets(state, seat: int, drawn: list[int]) -> list[Event]:
    from railcade_europe_express.state import TICKETS

    state.offered[seat] = sorted(drawn)
    state.phase = TICKETS
    ids = state.tables.ticket_ids
    return [event("tickets_offered", seat, secret=("tickets",), visible_to=(seat,), reveals=True,
                  count=len(drawn), tickets=tuple(ids[t] for t in drawn))]


def pass_turn(state, action: Action) -> list[Event]:
    state.passes += 1
    events = [event("turn_passed", action.seat)]
    if state.passes >= state.players:
        state.turns_left = 0
    return events + end_turn(state, passed=True)


def end_turn(state, passed: bool = False) -> list[Event]:
    from railcade_europe_express.state import OVER, TURN

    seat = state.current
    if not passed:
        state.passes = 0
    state.turn += 1
    state.first_card = -1
    events = []
    before = state.turns_left
    if before != 0:
        state.turns_left = turns_left_after(state.trains[seat], state.rules.endgame_trains, before, state.players)
        if before == NOT_STARTED and state.turns_left != NOT_STARTED:
            events.append(event("last_round", seat, trains=state.trains[seat]))
    if state.turns_left == 0:
        state.phase = OVER
        return events + [event("turn_ended", seat, next=None), event("game_over", None)]
    before_shuffles = state.market.reshuffles
    changes = refill_row(state)
    if changes:
        events += row_events(state, changes, before_shuffles)
    state.phase = TURN
    state.current = (seat + 1) % state.players
    return events + [event("turn_ended", seat, next=state.current)]


__all__ = ["ANY_COLOR"]
