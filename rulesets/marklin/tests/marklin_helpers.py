"""Building Märklin matches in a chosen situation for rule tests."""

from __future__ import annotations

from game.engine.actions import Action
from game.engine.match import Match
from game.testing_route import (  # noqa: F401  (the rule tests import them from here)
    actions, choices, give_route, set_faceup, set_hand, stack_deck, touch,
)

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
    state = match.state
    index = state.tables.ticket_index
    wanted = [index[t] for t in ticket_ids]
    for other in state.tickets:
        other[:] = [t for t in other if t not in wanted]
    for pile in state.ticket_piles:
        pile[:] = [t for t in pile if t not in wanted]
    state.tickets[seat] = wanted
    touch(match)


def city(match: Match, city_id: str) -> int:
    return match.state.tables.city_index[city_id]


def top(match: Match, city_id: str) -> int | None:
    stack = match.state.stacks[city(match, city_id)]
    return stack[-1] if stack else None
