"""Setting up, legal actions and applying them: the turn structure of Ticket to Ride Märklin.

Drawing cards, claiming (with the Locomotive +4 limited to routes of 4 spaces or more), the ticket
flow and the end of a turn are the shared route-game blocks (:mod:`game.rules.route_turns`); here
are the two ticket decks with the announced mix, the merchandise stacks and the passengers
(:mod:`railcade_marklin.passengers`).
"""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action, Event
from game.engine.legal import LegalActions
from game.rules import route_turns as turns
from game.rules import tickets as ticket_rules
from game.rules.route_turns import TICKET_PILE, event

from railcade_marklin import passengers
from railcade_marklin.state import (
    DECKS, MOVE, OVER, PLACE, SECOND_CARD, SETUP, TICKETS, MarklinState, tables_for,
)

SHORT, LONG = 0, 1


# -- set-up --------------------------------------------------------------------------------------


def new_state(game: Any) -> tuple[MarklinState, list[Event]]:
    """Merchandise on the cities, 4 cards each, 5 face up, the two ticket decks shuffled; each seat
    then announces its mix of tickets ("Il doit annoncer la combinaison de tickets qu'il a choisie
    avant de prendre les cartes")."""
    tables, rules = tables_for(game)
    state = MarklinState(tables, rules, game.players, game.seed)
    state.revisit_tokens = bool(game.options.get("revisit_tokens", True))
    place_merchandise(state, game.data.merchandise, game.options.get("merchandise_colours", "manifest"))
    turns.deal_cards(state)
    game.hook.railcade_deal_objectives(game=game, state=state, round_number=1)
    return state, []


def place_merchandise(state: MarklinState, manifest: Any, colours_option: str) -> None:
    """"Placez maintenant chaque tas sur une ville du plateau correspondant à la couleur", highest
    token on top. With the "shuffled" option the colours assigned by the stated rule (not the
    printed ones) are dealt over their cities at random; the counts per colour stay."""
    t = state.tables
    state.colours = tuple((c.id, tuple(c.values)) for c in manifest.colours)
    index = {cid: i for i, (cid, _) in enumerate(state.colours)}
    assigned = [(t.city_index[c.city], index[c.colour], c.source) for c in manifest.cities]
    if colours_option == "shuffled":
        ruled = [colour for _, colour, source in assigned if source == "rule"]
        state.rng.shuffle(ruled)
        dealt = iter(ruled)
        assigned = [(city, colour if source != "rule" else next(dealt), source) for city, colour, source in assigned]
    city_colour = [-1] * len(t.city_ids)
    for city, colour, _ in assigned:
        city_colour[city] = colour
        state.stacks[city] = list(reversed(state.colours[colour][1]))  # top of the stack = end of the list
    state.city_colour = city_colour


def deal_tickets(state: MarklinState) -> dict[int, list[int]]:
    """Two decks, short and long, shuffled; nothing is dealt before each seat announces its mix."""
    t = state.tables
    for deck, name in enumerate(DECKS):
        pile = [k for k in range(len(t.ticket_ids)) if t.ticket_deck[k] == name]
        state.rng.shuffle(pile)
        state.ticket_piles[deck] = pile
    return {}


# -- legal actions ---------------------------------------------------------------------------------


def legal_actions(state: MarklinState, seat: int) -> list[Action] | LegalActions:
    phase = state.phase
    if phase == SETUP:
        if not state.announced[seat]:
            return mix_actions(state, seat, state.rules.tickets_setup)
        if state.offered[seat]:
            return turns.keep_ticket_actions(state, seat, state.rules.keep_initial)
        return []
    if phase == OVER or seat != state.current:
        return []
    if phase == TICKETS:
        return turns.keep_ticket_actions(state, seat, state.rules.keep_draw)
    if phase == SECOND_CARD:
        return turns.card_draw_actions(state, seat, second=True)
    if phase == PLACE:
        return passengers.place_actions(state, seat)
    if phase == MOVE:
        return passengers.step_actions(state, seat)
    # Claims (every way to pay every route, with the +4) are listed only when asked.
    out = LegalActions()
    turns.add_card_draws(state, seat, out)
    out.extend(mix_actions(state, seat, state.rules.tickets_draw))
    turns.defer_claims(state, seat, out)
    passengers.start_actions(state, seat, out)
    if not out:
        out.append(Action(seat, "pass", "button", "pass"))
    return out


def mix_actions(state: MarklinState, seat: int, count: int) -> list[Action]:
    """One ``draw_tickets`` per mix of the two decks: the choice names the deck of each ticket
    ("long", "short"), sorted. "S'il reste moins de 4 cartes Destination dans les pioches, le joueur
    ne pioche que les cartes disponibles"."""
    short, long_ = (len(p) for p in state.ticket_piles)
    total = min(count, short + long_)
    if total == 0:
        return []
    memo = state.tables.memo
    out = []
    for n_short in range(total + 1):
        n_long = total - n_short
        if n_short <= short and n_long <= long_:
            key = ("mix", seat, n_short, n_long)
            action = memo.get(key)
            if action is None:
                action = memo[key] = Action(seat, "draw_tickets", "pile", TICKET_PILE,
                                            ("long",) * n_long + ("short",) * n_short)
            out.append(action)
    return out


# -- applying ----------------------------------------------------------------------------------------


def apply_action(state: MarklinState, action: Action) -> list[Event]:
    return _HANDLERS[action.kind](state, action)


def _draw_tickets(state: MarklinState, action: Action) -> list[Event]:
    seat = action.seat
    n_long = action.choice.count("long")
    drawn = ticket_rules.draw_top(state.ticket_piles[SHORT], len(action.choice) - n_long)
    drawn += ticket_rules.draw_top(state.ticket_piles[LONG], n_long)
    mix = (("short", len(action.choice) - n_long), ("long", n_long))
    if state.phase == SETUP:
        state.announced[seat] = True
        return turns.offer_tickets(state, seat, drawn, phase=SETUP, mix=mix)
    return turns.offer_tickets(state, seat, drawn, mix=mix)


def _keep_tickets(state: MarklinState, action: Action) -> list[Event]:
    _, returned, events = turns.take_kept_tickets(state, action)
    if state.phase == SETUP:
        # "Après que chaque joueur a décidé quelles cartes il choisit de conserver, les deux tas sont
        # mélangés de nouveau": the tickets not kept wait aside until every seat has chosen.
        state.setup_returned.extend(returned)
        if all(state.announced) and not any(state.offered):
            _back_into_decks(state, state.setup_returned)
            state.setup_returned = []
            for pile in state.ticket_piles:
                state.rng.shuffle(pile)
            turns.setup_done(state)
        return events
    # "Chaque carte non conservée est remise face cachée sous la pioche correspondante".
    _back_into_decks(state, returned)
    return events + turns.end_turn(state)


def _back_into_decks(state: MarklinState, tickets: list[int]) -> None:
    decks = state.tables.ticket_deck
    for ticket in tickets:
        ticket_rules.return_under(state.ticket_piles[DECKS.index(decks[ticket])], [ticket])


def _claim_route(state: MarklinState, action: Action) -> list[Event]:
    seat = action.seat
    tables = state.tables
    route = tables.route_index[action.target]
    turns.pay(state, seat, turns.parsed_payment(tables, action.choice))
    events = turns.take_route(state, seat, route, action.choice)
    if passengers.place_cities(state, seat, route):
        state.placing = route
        state.phase = PLACE
        return events
    return events + turns.end_turn(state)


_HANDLERS = {
    "draw_tickets": _draw_tickets,
    "keep_tickets": _keep_tickets,
    "draw_card": turns.apply_draw_card,
    "claim_route": _claim_route,
    "place_passenger": passengers.apply_place,
    passengers.SKIP: passengers.apply_skip_place,
    "move_passenger": passengers.apply_start,
    "passenger_step": passengers.apply_step,
    passengers.STOP: passengers.apply_stop,
    "pass": turns.pass_turn,
}
