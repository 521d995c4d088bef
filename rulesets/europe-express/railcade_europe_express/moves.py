"""Setting up, legal actions and applying them: the turn structure of Europe Express.

A turn is one of four actions ("une et une seule des quatre actions suivantes"): take two wagon
cards, take one Locomotive from its pile, claim a route, take destination tickets. The shared
route-game blocks (game.rules.route_turns) do the card market, the claims and their payments, the
ticket flow and the end of a turn; this module adds what only Europe Express has: the Locomotive
pile beside the deck and the London–Istanbul bonus stack.
"""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action, Event, known_action
from game.engine.draws import shuffle
from game.engine.legal import LegalActions
from game.rules import route_turns as turns
from game.rules import tickets as ticket_rules
from game.rules.routes_graph import connected

from railcade_europe_express.state import OVER, SECOND_CARD, SETUP, TICKETS, TURN, ExpressState, tables_for

LOCO_PILE = "locomotives"  # target of "prendre une carte Locomotive"
event = turns.event


# -- set-up --------------------------------------------------------------------------------------


def new_state(game: Any) -> ExpressState:
    """Deal 4 wagon cards each and turn 5 face up from the 70 wagon cards; the 12 Locomotives
    make their own face-up pile; tickets come from ``railcade_deal_objectives``."""
    tables, rules = tables_for(game)
    state = ExpressState(tables, rules, game.players, game.seed)
    turns.deal_cards(state, kept_out=(tables.wild,))
    state.loco_pile = tables.card_counts[tables.wild]
    # "Déterminez un premier joueur au hasard".
    state.first_player = state.rng.randrange(game.players) if rules.random_first_player else 0
    state.current = state.first_player
    dealt = game.hook.railcade_deal_objectives(game=game, state=state, round_number=1)
    for seat in range(game.players):
        state.offered[seat] = sorted(dealt.get(seat, ()))
    if not any(state.offered):
        state.phase = TURN
    return state


def deal_tickets(state: ExpressState) -> dict[int, list[int]]:
    """"Mélangez les cartes Destination et distribuez-en trois à chaque joueur"; the rest is the
    pile."""
    pile = list(range(len(state.tables.ticket_ids)))
    shuffle(state.rng, pile)
    dealt = {seat: ticket_rules.draw_top(pile, state.rules.tickets_initial) for seat in range(state.players)}
    state.ticket_pile = pile
    return dealt


# -- legal actions ---------------------------------------------------------------------------------


def legal_actions(state: ExpressState, seat: int) -> list[Action] | LegalActions:
    phase = state.phase
    rules = state.rules
    if phase == SETUP or phase == TICKETS:
        if not state.offered[seat] or (phase == TICKETS and seat != state.current):
            return []
        return turns.keep_ticket_actions(state, seat, rules.keep_initial if phase == SETUP else rules.keep_draw)
    if phase == OVER or seat != state.current:
        return []
    if phase == SECOND_CARD:
        return turns.card_draw_actions(state, seat, second=True)
    # Claims (every way to pay every route) are listed only when asked.
    out = LegalActions()
    turns.add_card_draws(state, seat, out)
    if state.loco_pile > 0:
        # "si la pile est épuisée ... vous ne pouvez pas choisir cette action".
        out.extend_kind("take_locomotive", [_loco_action(state, seat)])
    if state.ticket_pile:
        out.extend_kind("draw_tickets", [known_action(seat, "draw_tickets", "pile", turns.TICKET_PILE)])
    turns.defer_claims(state, seat, out)
    if not out:
        out.append(Action(seat, "pass", "button", "pass"))
    return out


def _loco_action(state: ExpressState, seat: int) -> Action:
    key = ("loco-action", seat)
    action = state.tables.memo.get(key)
    if action is None:
        action = state.tables.memo[key] = Action(seat, "take_locomotive", "pile", LOCO_PILE)
    return action


# -- applying ----------------------------------------------------------------------------------------


def apply_action(state: ExpressState, action: Action) -> list[Event]:
    return HANDLERS[action.kind](state, action)


def _keep_tickets(state: ExpressState, action: Action) -> list[Event]:
    _, returned, events = turns.take_kept_tickets(state, action)
    # "Chaque carte rendue est placée sous le paquet", at the start as during the game.
    ticket_rules.return_under(state.ticket_pile, returned)
    if state.phase == SETUP:
        turns.setup_done(state, first=state.first_player)
        return events
    return events + turns.end_turn(state)


def _draw_tickets(state: ExpressState, action: Action) -> list[Event]:
    drawn = ticket_rules.draw_top(state.ticket_pile, state.rules.tickets_draw)
    return turns.offer_tickets(state, action.seat, drawn)


def _take_locomotive(state: ExpressState, action: Action) -> list[Event]:
    seat = action.seat
    state.loco_pile -= 1
    state.hands[seat][state.tables.wild] += 1
    # The pile is face up: everyone sees which card was taken (an event with its fields frozen
    # already: a quarter of the actions of a game).
    card = state.tables.card_ids[state.tables.wild]
    return [Event.public("card_drawn", seat, (("pile", LOCO_PILE), ("slot", -1), ("card", card)))
            ] + turns.end_turn(state)


def _claim_route(state: ExpressState, action: Action) -> list[Event]:
    seat = action.seat
    tables = state.tables
    route = tables.route_index[action.target]
    payment = turns.parsed_payment(tables, action.choice)
    # "Les cartes Locomotive défaussées sont remises dans leur pile et sont à nouveau disponibles."
    state.loco_pile += turns.pay(state, seat, payment, wilds_aside=True)
    events = turns.take_route(state, seat, route, action.choice)
    events += _bonus_after_claim(state, seat)
    return events + turns.end_turn(state)


def linked(state: ExpressState, seat: int) -> bool:
    """Whether ``seat``'s own routes join London to Istanbul."""
    a, b = state.ends
    return connected(state.forests[seat], a, b)


def _bonus_after_claim(state: ExpressState, seat: int) -> list[Event]:
    """"Si la Route que vous venez de prendre vous permet de relier Londres à Istanbul par un
    Chemin Continu de Wagons à votre couleur, prenez la carte bonus": the top card of the stack;
    a player holds one card at most."""
    if state.bonus[seat] or not state.bonus_stack or not linked(state, seat):
        return []
    value = state.bonus_stack.pop(0)
    state.bonus[seat] = value
    state.bonus_order.append(seat)
    return [event("bonus_taken", seat, stack="bonus", value=value, left=len(state.bonus_stack))]


HANDLERS = {  # each kind's handler (the plugin calls them directly)
    "keep_tickets": _keep_tickets,
    "draw_tickets": _draw_tickets,
    "draw_card": turns.apply_draw_card,
    "take_locomotive": _take_locomotive,
    "claim_route": _claim_route,
    "pass": turns.pass_turn,
}
