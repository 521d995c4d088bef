"""Building Märklin matches in a chosen situation for rule tests."""

from __future__ import annotations

from game.engine.actions import Action
from game.engine.match import Match
from game.testing import (  # noqa: F401  (the rule tests import them from here)
    choices_of as choices, give_route, legal as actions, set_faceup, stack_deck, take_from_market,
)
from game.testing import set_tickets as _set_tickets

CARDS = ("purple", "blue", "orange", "white", "green", "yellow", "black", "red", "passenger", "locomotive4",
         "locomotive")


def new_match(players: int = 4, seed: int = 1, **options) -> Match:
    return Match("marklin", (), players, seed=seed, options=options or None)


def started(players: int = 4, seed: int = 1, **options) -> Match:
    """A match past the set-up: every seat announced 2 short + 2 long and kept all four."""
    match = new_match(players, seed, **options)
    for seat in range(players):
        match.apply(Action(seat, "draw_tickets", "pile", "tickets", ("long", "long", "short", "short")))
    for seat in range(players):
        keep = max(match.legal_actions(seat), key=lambda a: len(a.choice))
        match.apply(keep)
    return match


def put_passenger(match: Match, seat: int, city: str) -> None:
    state = match.state
    state.passenger_at[state.tables.city_index[city]] = seat
    state.passenger_supply[seat] -= 1
    touch(match)


def set_tickets(match: Match, seat: int, ticket_ids: list[str]) -> None:
    _set_tickets(match, seat, ticket_ids, piles=())
    for pile in match.state.ticket_piles:
        pile[:] = [t for t in pile if t not in match.state.tickets[seat]]
    touch(match)


def touch(match: Match) -> None:
    """After editing the state by hand, drop the match's cached legal actions."""
    match._forget_legal()


def set_hand(match: Match, seat: int, **counts: int) -> None:
    """Give ``seat`` exactly these cards, keeping the 118 cards accounted for: the old ones go to
    the discard pile, the new ones come from the market or, last, another seat's hand."""
    state = match.state
    hand = state.hands[seat]
    for card in range(len(hand)):
        state.market.discard[card] += hand[card]
        hand[card] = 0
    for name, count in counts.items():
        card = CARDS.index(name)
        for _ in range(count):
            try:
                take_from_market(state.market, card)
            except AssertionError:
                other = next(s for s in range(state.players) if s != seat and state.hands[s][card])
                state.hands[other][card] -= 1
            hand[card] += 1
    touch(match)


def city(match: Match, city_id: str) -> int:
    return match.state.tables.city_index[city_id]


def top(match: Match, city_id: str) -> int | None:
    stack = match.state.stacks[city(match, city_id)]
    return stack[-1] if stack else None
