"""Setting up, legal actions and applying them: the turn structure of Ticket to Ride Europe.

The parts every route game shares (drawing cards, claiming with payments, the ticket flow, the
end of a turn) are in :mod:`game.rules.route_turns`; what is Europe's own is here: the first deal
(one long ticket and three regular ones), stations and tunnels.
"""

from __future__ import annotations

from itertools import compress
from typing import Any

from game.engine.actions import Action, Event, known_action
from game.engine.legal import CountedKind, LegalActions
from game.rules import route_turns as turns
from game.rules import tickets as ticket_rules
from game.rules.payment import extra_payments, payment_cards, station_payments, tunnel_extra
from game.rules.route_turns import DECK as DECK_ACTION_TARGET, OFFER, TICKET_PILE, event as _event
from game.rules.tunnels import reveal

from railcade_europe.state import OVER, SECOND_CARD, SETUP, TICKETS, TUNNEL, EuropeState, tables_for

__all__ = ["DECK_ACTION_TARGET", "OFFER", "TICKET_PILE", "new_state", "deal_tickets", "legal_actions", "apply_action"]


# -- set-up --------------------------------------------------------------------------------------


def new_state(game: Any) -> tuple[EuropeState, list[Event]]:
    """Shuffle, deal 4 cards each, turn 5 face up; tickets come from ``railcade_deal_objectives``."""
    tables, rules = tables_for(game)
    state = EuropeState(tables, rules, game.players, game.seed)
    turns.deal_cards(state)
    dealt = game.hook.railcade_deal_objectives(game=game, state=state, round_number=1)
    for seat in range(game.players):
        state.offered[seat] = sorted(dealt.get(seat, ()))
    if not any(state.offered):
        turns.setup_done(state)
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


def legal_actions(state: EuropeState, seat: int) -> list[Action] | LegalActions:
    phase = state.phase
    if phase == SETUP or phase == TICKETS:
        if not state.offered[seat] or (phase == TICKETS and seat != state.current):
            return []
        keep_min = state.rules.keep_initial if phase == SETUP else state.rules.keep_draw
        return turns.keep_ticket_actions(state, seat, keep_min)
    if phase == OVER or seat != state.current:
        return []
    if phase == SECOND_CARD:
        return turns.card_draw_actions(state, seat, second=True)
    if phase == TUNNEL:
        return _tunnel_actions(state, seat)
    # Claims and stations (every way to pay, on every route or city) are listed only when asked.
    out = LegalActions()
    turns.add_card_draws(state, seat, out)
    if state.ticket_pile:
        out.extend_kind("draw_tickets", [known_action(seat, "draw_tickets", "pile", TICKET_PILE)])
    turns.defer_claims(state, seat, out)
    if _may_build_station(state, seat):
        out.defer("build_station", lambda: Stations(state, seat))
    if not out:
        out.append(Action(seat, "pass", "button", "pass"))
    return out


def _may_build_station(state: EuropeState, seat: int) -> bool:
    """A station left, the cards for its cost (one colour and locomotives, or locomotives alone:
    :func:`station_payments`) and a city without a station."""
    built = state.stations_built[seat]
    if built >= state.rules.stations:
        return False
    cost = state.rules.station_costs[built]
    hand = state.hands[seat]
    wild = state.tables.wild
    return (max(hand[:wild]) + hand[wild] >= cost
            and state.station_mask != (1 << len(state.tables.city_ids)) - 1)


class Stations(CountedKind):
    """Station actions (when :func:`_may_build_station`): every city without a station, every way
    to pay the next station's cost, payment by payment, as the hand and the stations are when it
    is made. Counted as payments times free cities; the action picked is made alone."""

    __slots__ = ("tables", "seat", "payments", "mask")

    def __init__(self, state: EuropeState, seat: int) -> None:
        super().__init__()
        tables = self.tables = state.tables
        self.seat = seat
        cost = state.rules.station_costs[state.stations_built[seat]]
        hand = state.hands[seat]
        capped = turns.capped_hand(hand, cost)
        memo = tables.memo
        payments = memo.get(("station-pay", cost, capped))
        if payments is None:
            payments = memo[("station-pay", cost, capped)] = tuple(station_payments(hand, cost, tables.wild))
        self.payments = payments
        self.mask = state.station_mask

    def _free(self) -> tuple[int, ...]:
        """The cities without a station, in order (one tuple per set of cities taken)."""
        memo = self.tables.memo
        free = memo.get(("free-cities", self.mask))
        if free is None:
            mask = self.mask
            free = memo[("free-cities", mask)] = tuple(c for c in range(len(self.tables.city_ids)) if not mask >> c & 1)
        return free

    def count(self) -> int:
        return len(self.payments) * len(self._free())

    def nth(self, index: int) -> Action:
        free = self._free()
        payment = self.payments[index // len(free)]
        return turns.payment_action(self.tables, self.seat, "build_station", "city", free[index % len(free)], payment)

    def listed(self) -> list[Action]:
        """Memoised per (seat, payment, cities taken) for the same reason as claims."""
        out: list[Action] = []
        tables, seat, mask, memo = self.tables, self.seat, self.mask, self.tables.memo
        free = None
        for payment in self.payments:
            # One tuple of actions per (seat, payment, cities already taken): the taken cities change
            # a few times a game, the hand every turn. Each is cut (in C) from the payment's row of
            # every city, built once per process.
            key = ("station", seat, payment, mask)
            row = memo.get(key)
            if row is None:
                every = memo.get(("station", seat, payment))
                if every is None:
                    every = memo[("station", seat, payment)] = tuple(
                        turns.payment_action(tables, seat, "build_station", "city", city, payment)
                        for city in range(len(tables.city_ids)))
                if free is None:
                    free = [not mask >> city & 1 for city in range(len(tables.city_ids))]
                row = memo[key] = tuple(compress(every, free))
            out.extend(row)
        return out


def _tunnel_actions(state: EuropeState, seat: int) -> list[Action]:
    tables = state.tables
    route, color, colored, wilds, extra = state.tunnel[:5]
    hand = state.hands[seat][:]
    # The cards already laid down for the tunnel cannot pay the extra.
    if colored:
        hand[color] -= colored
    hand[tables.wild] -= wilds
    out = [turns.payment_action(tables, seat, "pay_tunnel", "route", route, p)
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
    _, returned, events = turns.take_kept_tickets(state, action)
    if state.phase == SETUP:
        # Unkept tickets of the first deal "sont déposées ... dans la boîte du jeu".
        turns.setup_done(state)
        return events
    ticket_rules.return_under(state.ticket_pile, returned)
    return events + turns.end_turn(state)


def _draw_tickets(state: EuropeState, action: Action) -> list[Event]:
    drawn = ticket_rules.draw_top(state.ticket_pile, state.rules.tickets_draw)
    return turns.offer_tickets(state, action.seat, drawn)


def _claim_route(state: EuropeState, action: Action) -> list[Event]:
    seat = action.seat
    tables = state.tables
    route = tables.route_index[action.target]
    payment = turns.parsed_payment(tables, action.choice)
    if not tables.route_tunnel[route]:
        turns.pay(state, seat, payment)
        return turns.take_route(state, seat, route, action.choice) + turns.end_turn(state)
    revealed = reveal(state.market, state.rng, state.rules.tunnel_reveal)
    extra = tunnel_extra(revealed, payment[0], tables.wild)
    events = [_event("tunnel_revealed", seat, reveals=True, route=action.target,
                     cards=tuple(tables.card_ids[c] for c in revealed), extra=extra)]
    if extra == 0:
        turns.pay(state, seat, payment)
        state.market.throw(revealed)  # "les cartes tirées du sommet de la pioche sont défaussées"
        return events + turns.take_route(state, seat, route, action.choice) + turns.end_turn(state)
    state.tunnel = [route, payment[0], payment[1], payment[2], extra, *revealed]
    state.phase = TUNNEL
    return events


def _pay_tunnel(state: EuropeState, action: Action) -> list[Event]:
    seat = action.seat
    tables = state.tables
    route, color, colored, wilds = state.tunnel[:4]
    revealed = state.tunnel[5:]
    extra = turns.parsed_payment(tables, action.choice)
    turns.pay(state, seat, (color, colored, wilds))
    turns.pay(state, seat, extra)
    state.market.throw(revealed)
    state.tunnel = None
    first = payment_cards((color, colored, wilds), tables.card_ids, tables.wild)
    return turns.take_route(state, seat, route, tuple(sorted(first + action.choice))) + turns.end_turn(state)


def _abandon_tunnel(state: EuropeState, action: Action) -> list[Event]:
    # "Il reprend toutes ses cartes en main et passe son tour": the paid cards never left the hand.
    route = state.tunnel[0]
    state.market.throw(state.tunnel[5:])
    state.tunnel = None
    return [_event("tunnel_abandoned", action.seat, route=state.tables.route_ids[route])] + turns.end_turn(state)


def _build_station(state: EuropeState, action: Action) -> list[Event]:
    seat = action.seat
    tables = state.tables
    city = tables.city_index[action.target]
    turns.pay(state, seat, turns.parsed_payment(tables, action.choice))
    state.station_owner[city] = seat
    state.station_mask |= 1 << city
    state.stations_built[seat] += 1
    return [_event("station_built", seat, city=action.target, cards=action.choice)] + turns.end_turn(state)


_HANDLERS = {
    "keep_tickets": _keep_tickets,
    "draw_tickets": _draw_tickets,
    "draw_card": turns.apply_draw_card,
    "claim_route": _claim_route,
    "pay_tunnel": _pay_tunnel,
    "abandon_tunnel": _abandon_tunnel,
    "build_station": _build_station,
    "pass": turns.pass_turn,
}
