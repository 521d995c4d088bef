"""Building Europe matches in a chosen situation for rule tests."""

from __future__ import annotations

from game.engine.match import Match
from game.testing import (  # noqa: F401
    choices_of as choices, give_route, keep_all_offered, legal as actions, set_faceup, set_tickets, stack_deck, take_from_market,
)

CARDS = ("purple", "blue", "orange", "white", "green", "yellow", "black", "red", "locomotive")


def new_match(players: int = 4, seed: int = 1) -> Match:
    return Match("europe", (), players, seed=seed)


def started(players: int = 4, seed: int = 1) -> Match:
    """A match past the simultaneous ticket choice, every seat keeping all its tickets."""
    return keep_all_offered(new_match(players, seed))


def touch(match: Match) -> None:
    """After editing the state by hand, drop the match's cached legal actions."""
    match._forget_legal()


def set_hand(match: Match, seat: int, **counts: int) -> None:
    """Give ``seat`` exactly these cards, keeping the 110 cards accounted for via the discard."""
    state = match.state
    hand = state.hands[seat]
    for card in range(len(hand)):
        state.market.discard[card] += hand[card]
        hand[card] = 0
    for name, count in counts.items():
        card = CARDS.index(name)
        for _ in range(count):
            take_from_market(state.market, card)
            hand[card] += 1
    touch(match)


