"""Setting up, legal actions and applying them: the turn structure of Ticket to Ride Europe."""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action, Event
from game.rules import tickets as ticket_rules
from game.rules.cards import EMPTY, CardMarket
from game.rules.endgame import NOT_STARTED, turns_left_after
from game.rules.payment import (
    ALL_WILD, ANY_COLOR, one_color_payments, extra_payments, parse_payment, payment_cards, route_payments,
    station_payments, tunnel_extra,
)
from game.rules.routes_graph import union
from game.rules.tunnels import reveal

from railcade_europe.state import (
    NOBODY, OVER, SECOND_CARD, SETUP, TICKETS, TUNNEL, TURN, EuropeState, tables_for,
)

DECK_ACTION_TARGET = "deck"
TICKET_PILE = "tickets"
OFFER = "offer"
MEMO_LIMIT = 200_000  # memoised action lists kept per board before starting afresh


def _event(kind: str, seat, *, secret=(), visible_to=(), reveals=False, **data) -> Event:
    """Event.make without its freezing pass: every value given here is already a str, int, bool,
    None or a tuple of those, and events are built on every action of every bot playout."""
    return Event(kind, seat, tuple(data.items()), tuple(secret), tuple(visible_to), reveals)


# -- set-up --------------------------------------------------------------------------------------


def new_state(game: Any) -> tuple[EuropeState, list[Event]]:
    """Shuffle, deal 4 cards each, turn 5 face up; tickets come from ``railcade_deal_objectives``."""
    tables, rules = tables_for(game)
    state = EuropeState(tables, rules, game.players, game.seed)
    state.market = CardMarket.new(tables.card_counts, state.rng, rules.faceup)
    for hand in state.hands:
        for card in state.market.draw_many(rules.initial_hand, state.rng):
            hand[card] += 1
    state.market.refill(state.rng, tables.wild, rules.faceup_max_locomotives)
    dealt = game.hook.railcade_deal_objectives(game=game, state=state, round_number=1)
    for seat in range(game.players):
        state.offered[seat] = sorted(dealt.get(seat, ()))
    if not any(state.offered):
        state.phase = TURN
    return state, []


def deal_tickets(state: EuropeState) -> dict[int, list[int]]:
    """One long ticket and three regular ones per seat; the other long tickets leave the game
    ("placez les routes longues restantes dans la boîte"); the regular ones form the pile."""
    tables, rules = state.tables, state.rules
    long_pile = [i for i, is_long in enumerate(tables.ticket_long) if is_long]
    regular = [i for i, is_long in enumerate(tables.ticket_long) if not is_long]
    state.rng.shuffle(long_pile)
    state.rng.shuffle(regular)
    dealt = {}
    for seat in range(state.players):
        hand = ticket_rules.draw_top(long_pile, rules.tickets_long)
        hand += ticket_rules.draw_top(regular, rules.tickets_regular)
        dealt[seat] = hand
    state.ticket_pile = regular
    return dealt


# -- legal actions ---------------------------------------------------------------------------------


def legal_actions(state: EuropeState, seat: int) -> list[Action]:
    phase = state.phase
    if phase == SETUP or phase == TICKETS:
        if not state.offered[seat] or (phase == TICKETS and seat != state.current):
            return []
        keep_min = state.rules.keep_initial if phase == SETUP else state.rules.keep_draw
        ids = state.tables.ticket_ids
        return [
            Action(seat, "keep_tickets", "ticket", OFFER, tuple(sorted(ids[t] for t in kept)))
            for kept in ticket_rules.keep_options(state.offered[seat], keep_min)
        ]
    if phase == OVER or seat != state.current:
        return []
    if phase == SECOND_CARD:
        return _card_draws(state, seat, second=True)
    if phase == TUNNEL:
        return _tunnel_actions(state, seat)
    out = _card_draws(state, seat, second=False)
    if state.ticket_pile:
        out.append(Action(seat, "draw_tickets", "pile", TICKET_PILE))
    _claims(state, seat, out)
    _stations(state, seat, out)
    if not out:
        out.append(Action(seat, "pass", "button", "pass"))
    return out


def _card_draws(state: EuropeState, seat: int, second: bool) -> list[Action]:
    market = state.market
    memo = state.tables.memo
    key = ("draw-actions", seat)
    made = memo.get(key)
    if made is None:
        made = memo[key] = (Action(seat, "draw_card", "pile", DECK_ACTION_TARGET),) + tuple(
            Action(seat, "draw_card", "card", f"faceup:{slot}") for slot in range(len(market.faceup)))
    out = [made[0]] if market.deck or any(market.discard) else []
    wild = state.tables.wild
    for slot, card in enumerate(market.faceup):
        # "une carte non Locomotive, parmi les cinq cartes face visible" for the second card.
        if card != EMPTY and not (second and card == wild):
            out.append(made[slot + 1])
    return out


def _capped(hand: list[int], cap: int) -> tuple[int, ...]:
    return tuple(h if h < cap else cap for h in hand)


def _claims(state: EuropeState, seat: int, out: list[Action]) -> None:
    """Claim actions. Bots ask for them before every move, so the lists of actions are memoised on
    the shared tables per (seat, route, colour, cards of that colour, locomotives), each count
    capped at the route length: a gray route's actions are the concatenation of one short list per
    colour held, which keeps the memo small and its hit rate high. Routes are visited by colour in
    order of length, so the walk stops at the first route the hand cannot reach."""
    tables = state.tables
    hand = state.hands[seat]
    wild = tables.wild
    loco = hand[wild]
    trains = state.trains[seat]
    memo = tables.memo
    if len(memo) > MEMO_LIMIT:
        memo.clear()
    by_color = _routes_by_color(tables)
    lengths, ferries, twins = tables.route_length, tables.route_ferry, tables.route_twin
    owners = state.route_owner
    capped_hands: dict[int, tuple[int, ...]] = {}
    for color in range(wild + 1):
        if color < wild:
            reach = hand[color] + loco
            group = by_color[color]
        else:
            color = ANY_COLOR
            reach = max(hand[:wild]) + loco
            if loco > reach:
                reach = loco
            group = by_color[wild]
        if reach > trains:
            reach = trains
        for route in group:
            length = lengths[route]
            if length > reach:
                break
            if owners[route] != NOBODY:
                continue
            ferry = ferries[route]
            if loco < ferry:
                continue
            twin = twins[route]
            if twin >= 0 and owners[twin] != NOBODY and not state.route_open_for(route, seat):
                continue
            capped_loco = loco if loco < length else length
            if color >= 0:
                have = hand[color]
                key = (seat, route, color, have if have < length else length, capped_loco)
                actions = memo.get(key)
                if actions is None:
                    actions = memo[key] = _claim_actions(
                        tables, seat, route, route_payments(hand, length, color, ferry, wild))
                out.extend(actions)
                continue
            capped = capped_hands.get(length)
            if capped is None:
                capped = capped_hands[length] = _capped(hand, length)
            key = (seat, route, capped)
            actions = memo.get(key)
            if actions is None:
                actions = memo[key] = _gray_claims(tables, seat, route, hand, length, ferry)
            out.extend(actions)


def _routes_by_color(tables) -> tuple[tuple[int, ...], ...]:
    """Routes of each card colour, then the gray ones (last), each sorted by length."""
    groups = tables.memo.get("routes-by-color")
    if groups is None:
        wild = tables.wild
        groups = tuple(
            tuple(sorted((r for r, c in enumerate(tables.route_color) if c == (color if color < wild else ANY_COLOR)),
                         key=lambda r: (tables.route_length[r], r)))
            for color in range(wild + 1)
        )
        tables.memo["routes-by-color"] = groups
    return groups


def _gray_claims(tables, seat: int, route: int, hand: list[int], length: int, ferry: int) -> tuple[Action, ...]:
    """A gray route's claims for one hand, from one memoised list per colour held."""
    memo = tables.memo
    wild = tables.wild
    loco = hand[wild]
    capped_loco = loco if loco < length else length
    out: list[Action] = []
    for c in range(wild):
        have = hand[c]
        if have and have + loco >= length:
            key = (seat, route, c, have if have < length else length, capped_loco)
            actions = memo.get(key)
            if actions is None:
                actions = memo[key] = _claim_actions(
                    tables, seat, route, one_color_payments(hand, c, length, ferry, wild))
            out.extend(actions)
    if loco >= length:
        out.append(_payment_action(tables, seat, "claim_route", "route", route, (ALL_WILD, 0, length)))
    return tuple(out)


def _claim_actions(tables, seat: int, route: int, payments) -> tuple[Action, ...]:
    return tuple(_payment_action(tables, seat, "claim_route", "route", route, p) for p in payments)


def _payment_action(tables, seat: int, kind: str, target_type: str, target: int, payment) -> Action:
    """One Action per (seat, kind, target, payment) for the whole process: the memoised lists are
    rebuilt from these when a hand changes, so Action objects are made only once."""
    cache = tables.memo.get("actions")
    if cache is None:
        cache = tables.memo["actions"] = {}
    key = (kind, seat, target, payment)
    action = cache.get(key)
    if action is None:
        target_id = tables.route_ids[target] if target_type == "route" else tables.city_ids[target]
        action = cache[key] = Action(seat, kind, target_type, target_id,
                                        payment_cards(payment, tables.card_ids, tables.wild))
    return action



def _stations(state: EuropeState, seat: int, out: list[Action]) -> None:
    """Station actions: every city without a station, every way to pay the next station's cost.
    Memoised per (seat, city, hand capped at the cost) for the same reason as claims."""
    built = state.stations_built[seat]
    if built >= state.rules.stations:
        return
    tables = state.tables
    cost = state.rules.station_costs[built]
    hand = state.hands[seat]
    wild = tables.wild
    if max(hand[:wild]) + hand[wild] < cost:
        return
    capped = _capped(hand, cost)
    memo = tables.memo
    payments = memo.get(("station-pay", cost, capped))
    if payments is None:
        payments = memo[("station-pay", cost, capped)] = tuple(station_payments(hand, cost, wild))
    mask = state.station_mask
    for payment in payments:
        # One tuple of actions per (seat, payment, cities already taken): the taken cities change
        # a few times a game, the hand every turn.
        key = ("station", seat, payment, mask)
        row = memo.get(key)
        if row is None:
            row = memo[key] = tuple(
                _payment_action(tables, seat, "build_station", "city", city, payment)
                for city in range(len(tables.city_ids)) if not mask >> city & 1
            )
        out.extend(row)


def _tunnel_actions(state: EuropeState, seat: int) -> list[Action]:
    tables = state.tables
    route, color, colored, wilds, extra = state.tunnel[:5]
    hand = state.hands[seat][:]
    # The cards already laid down for the tunnel cannot pay the extra.
    if colored:
        hand[color] -= colored
    hand[tables.wild] -= wilds
    out = [_payment_action(tables, seat, "pay_tunnel", "route", route, p)
           for p in extra_payments(hand, extra, color, tables.wild)]
    key = ("abandon", seat)
    abandon = tables.memo.get(key)
    if abandon is None:
        abandon = tables.memo[key] = Action(seat, "abandon_tunnel", "button", "abandon_tunnel")
    out.append(abandon)
    return out


# -- applying ----------------------------------------------------------------------------------------


def apply_action(state: EuropeState, action: Action) -> list[Event]:
    handler = _HANDLERS[action.kind]
    return handler(state, action)


def _keep_tickets(state: EuropeState, action: Action) -> list[Event]:
    seat = action.seat
    index = state.tables.ticket_index
    kept = sorted(index[t] for t in action.choice)
    offered = state.offered[seat]
    returned = [t for t in offered if t not in kept]
    state.tickets[seat].extend(kept)
    state.offered[seat] = []
    events = [_event("tickets_kept", seat, secret=("tickets",), visible_to=(seat,),
                         kept=len(kept), returned=len(returned), tickets=tuple(action.choice))]
    if state.phase == SETUP:
        # Unkept tickets of the first deal "sont déposées ... dans la boîte du jeu".
        if not any(state.offered):
            state.phase = TURN
            state.current = 0
        return events
    ticket_rules.return_under(state.ticket_pile, returned)
    return events + _end_turn(state)


def _draw_tickets(state: EuropeState, action: Action) -> list[Event]:
    seat = action.seat
    drawn = ticket_rules.draw_top(state.ticket_pile, state.rules.tickets_draw)
    state.offered[seat] = sorted(drawn)
    state.phase = TICKETS
    ids = state.tables.ticket_ids
    return [_event("tickets_offered", seat, secret=("tickets",), visible_to=(seat,), reveals=True,
                       count=len(drawn), tickets=tuple(ids[t] for t in drawn))]


def _row_events(state: EuropeState, changes, reshuffles_before: int) -> list[Event]:
    events = []
    if state.market.reshuffles != reshuffles_before:
        events.append(_event("deck_reshuffled", None, cards=len(state.market.deck)))
    card_ids = state.tables.card_ids
    for change in changes:
        if change.kind == "replaced":
            events.append(_event("faceup_replaced", None, reveals=True, slots=change.slots,
                                     cards=tuple(card_ids[c] for c in change.cards)))
        else:
            events.append(_event("faceup_redealt", None, reveals=True,
                                     discarded=tuple(card_ids[c] for c in change.discarded),
                                     cards=tuple(card_ids[c] if c != EMPTY else None for c in change.cards)))
    return events


def _draw_card(state: EuropeState, action: Action) -> list[Event]:
    seat = action.seat
    market, rng, tables = state.market, state.rng, state.tables
    wild = tables.wild
    before = market.reshuffles
    second = state.phase == SECOND_CARD
    if action.target == DECK_ACTION_TARGET:
        card = market.draw(rng)
        state.hands[seat][card] += 1
        events = [_event("card_drawn", seat, secret=("card",), visible_to=(seat,), reveals=True,
                             pile="deck", slot=-1, card=tables.card_ids[card])]
        events += _row_events(state, [], before)
        took_faceup_wild = False
        state.first_card = -1
    else:
        slot = int(action.target.split(":", 1)[1])
        card = market.take_faceup(slot)
        state.hands[seat][card] += 1
        events = [_event("card_drawn", seat, pile="faceup", slot=slot, card=tables.card_ids[card])]
        changes = market.refill(rng, wild, state.rules.faceup_max_locomotives)
        events += _row_events(state, changes, before)
        took_faceup_wild = card == wild
        state.first_card = card
    # "Si le joueur choisit de prendre une locomotive face visible ... il ne peut pas piocher
    # d'autres cartes lors de ce tour"; otherwise a second card follows, if one can be drawn.
    if second or took_faceup_wild:
        return events + _end_turn(state)
    state.phase = SECOND_CARD
    if not _card_draws(state, seat, second=True):
        return events + _end_turn(state)
    return events


def _pay(state: EuropeState, seat: int, payment) -> None:
    color, colored, wilds = payment
    hand, discard = state.hands[seat], state.market.discard
    if colored:
        hand[color] -= colored
        discard[color] += colored
    if wilds:
        wild = state.tables.wild
        hand[wild] -= wilds
        discard[wild] += wilds


def _take_route(state: EuropeState, seat: int, route: int, cards: tuple[str, ...]) -> list[Event]:
    tables = state.tables
    state.route_owner[route] = seat
    state.trains[seat] -= tables.route_length[route]
    points = tables.route_points[route]
    state.route_points[seat] += points
    union(state.forests[seat], tables.route_a[route], tables.route_b[route])
    return [_event("route_claimed", seat, route=tables.route_ids[route], cards=cards, points=points,
                       trains_left=state.trains[seat])]


def _claim_route(state: EuropeState, action: Action) -> list[Event]:
    seat = action.seat
    tables = state.tables
    route = tables.route_index[action.target]
    payment = parse_payment(action.choice, tables.card_index, tables.wild)
    if not tables.route_tunnel[route]:
        _pay(state, seat, payment)
        return _take_route(state, seat, route, action.choice) + _end_turn(state)
    revealed = reveal(state.market, state.rng, state.rules.tunnel_reveal)
    extra = tunnel_extra(revealed, payment[0], tables.wild)
    events = [_event("tunnel_revealed", seat, reveals=True, route=action.target,
                         cards=tuple(tables.card_ids[c] for c in revealed), extra=extra)]
    if extra == 0:
        _pay(state, seat, payment)
        state.market.throw(revealed)  # "les cartes tirées du sommet de la pioche sont défaussées"
        return events + _take_route(state, seat, route, action.choice) + _end_turn(state)
    state.tunnel = [route, payment[0], payment[1], payment[2], extra, *revealed]
    state.phase = TUNNEL
    return events


def _pay_tunnel(state: EuropeState, action: Action) -> list[Event]:
    seat = action.seat
    tables = state.tables
    route, color, colored, wilds = state.tunnel[:4]
    revealed = state.tunnel[5:]
    extra = parse_payment(action.choice, tables.card_index, tables.wild)
    _pay(state, seat, (color, colored, wilds))
    _pay(state, seat, extra)
    state.market.throw(revealed)
    state.tunnel = None
    first = payment_cards((color, colored, wilds), tables.card_ids, tables.wild)
    return _take_route(state, seat, route, tuple(sorted(first + action.choice))) + _end_turn(state)


def _abandon_tunnel(state: EuropeState, action: Action) -> list[Event]:
    # "Il reprend toutes ses cartes en main et passe son tour": the paid cards never left the hand.
    route = state.tunnel[0]
    state.market.throw(state.tunnel[5:])
    state.tunnel = None
    return [_event("tunnel_abandoned", action.seat, route=state.tables.route_ids[route])] + _end_turn(state)


def _build_station(state: EuropeState, action: Action) -> list[Event]:
    seat = action.seat
    tables = state.tables
    city = tables.city_index[action.target]
    _pay(state, seat, parse_payment(action.choice, tables.card_index, tables.wild))
    state.station_owner[city] = seat
    state.station_mask |= 1 << city
    state.stations_built[seat] += 1
    return [_event("station_built", seat, city=action.target, cards=action.choice)] + _end_turn(state)


def _pass(state: EuropeState, action: Action) -> list[Event]:
    state.passes += 1
    events = [_event("turn_passed", action.seat)]
    # Rulebook silent: when every seat in a row could do nothing, nothing can ever change again.
    if state.passes >= state.players:
        state.turns_left = 0
    return events + _end_turn(state, passed=True)


def _end_turn(state: EuropeState, passed: bool = False) -> list[Event]:
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
            events.append(_event("last_round", seat, trains=state.trains[seat]))
    if state.turns_left == 0:
        state.phase = OVER
        return events + [_event("turn_ended", seat, next=None), _event("game_over", None)]
    # Cards discarded this turn may fill slots an empty deck left open, and any change of the row
    # re-applies the three-locomotive rule.
    before_shuffles = state.market.reshuffles
    changes = state.market.refill(state.rng, state.tables.wild, state.rules.faceup_max_locomotives)
    if changes:
        events += _row_events(state, changes, before_shuffles)
    state.phase = TURN
    state.current = (seat + 1) % state.players
    return events + [_event("turn_ended", seat, next=state.current)]


_HANDLERS = {
    "keep_tickets": _keep_tickets,
    "draw_tickets": _draw_tickets,
    "draw_card": _draw_card,
    "claim_route": _claim_route,
    "pay_tunnel": _pay_tunnel,
    "abandon_tunnel": _abandon_tunnel,
    "build_station": _build_station,
    "pass": _pass,
}
