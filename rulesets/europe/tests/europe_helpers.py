"""Building Europe matches in a chosen situation for rule tests."""

from __future__ import annotations

from game.engine.match import Match
from game.testing import choices_of as choices, give_route, legal as actions, set_tickets  # noqa: F401
from game.rules.cards import EMPTY

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
        take = min(count, state.market.discard[card])
        state.market.discard[card] -= take
        hand[card] += take
        missing = count - take
        while missing:
            if card in state.market.deck:
                state.market.deck.remove(card)
            else:
                slot = state.market.faceup.index(card)
                state.market.faceup[slot] = EMPTY
            hand[card] += 1
            missing -= 1
    touch(match)


def stack_deck(match: Match, top: list[str]) -> None:
    """Put these cards on top of the deck (first = drawn first), taken from wherever they are."""
    state = match.state
    for name in top:
        card = CARDS.index(name)
        if card in state.market.deck:
            state.market.deck.remove(card)
        elif state.market.discard[card]:
            state.market.discard[card] -= 1
        else:
            raise AssertionError(f"no spare {name} card to stack")
    state.market.deck.extend(CARDS.index(name) for name in reversed(top))
    touch(match)


def set_faceup(match: Match, row: list[str]) -> None:
    state = match.state
    for card in state.market.faceup:
        if card != EMPTY:
            state.market.discard[card] += 1
    state.market.faceup = [EMPTY] * len(state.market.faceup)
    for slot, name in enumerate(row):
        card = CARDS.index(name)
        if state.market.discard[card]:
            state.market.discard[card] -= 1
        else:
            state.market.deck.remove(card)
        state.market.faceup[slot] = card
    touch(match)


