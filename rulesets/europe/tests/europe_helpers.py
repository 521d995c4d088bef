"""Building Europe matches in a chosen situation for rule tests."""

from __future__ import annotations

from game.engine.match import Match
from game.testing_route import (  # noqa: F401  (the rule tests import them from here)
    actions, choices, give_route, set_faceup, set_hand, stack_deck, touch,
)

CARDS = ("purple", "blue", "orange", "white", "green", "yellow", "black", "red", "locomotive")


def new_match(players: int = 4, seed: int = 1) -> Match:
    return Match("europe", (), players, seed=seed)


def started(players: int = 4, seed: int = 1) -> Match:
    """A match past the simultaneous ticket choice, every seat keeping all its tickets."""
    match = new_match(players, seed)
    for seat in range(players):
        keep = max(match.legal_actions(seat), key=lambda a: len(a.choice))
        match.apply(keep)
    return match


def set_tickets(match: Match, seat: int, ticket_ids: list[str]) -> None:
    state = match.state
    index = state.tables.ticket_index
    wanted = [index[t] for t in ticket_ids]
    for other in state.tickets:
        other[:] = [t for t in other if t not in wanted]
    state.ticket_pile[:] = [t for t in state.ticket_pile if t not in wanted]
    state.tickets[seat] = wanted
    touch(match)
