"""Building Europe Express matches in a chosen situation for rule tests."""

from __future__ import annotations

from game.engine.match import Match
from game.testing import (  # noqa: F401
    choices_of as choices, give_route, keep_all_offered, legal as actions, set_faceup, set_tickets, stack_deck, take_from_market,
)
from game.rules.cards import EMPTY

RULESET = "europe-express"
CARDS = ("blue", "green", "black", "purple", "red", "white", "yellow", "locomotive")
LOCO = CARDS.index("locomotive")


def new_match(players: int = 4, seed: int = 1, options: dict | None = None) -> Match:
    return Match(RULESET, (), players, options=options, seed=seed)


def started(players: int = 4, seed: int = 1, options: dict | None = None) -> Match:
    """A match past the simultaneous ticket choice, every seat keeping all its tickets."""
    return keep_all_offered(new_match(players, seed, options))


def touch(match: Match) -> None:
    """After editing the state by hand, drop the match's cached legal actions."""
    match._forget_legal()


def at_turn_of(match: Match, seat: int) -> None:
    match.state.current = seat
    touch(match)


def set_hand(match: Match, seat: int, **counts: int) -> None:
    """Give ``seat`` exactly these cards: wagon cards move to and from the discard pile, the
    Locomotives to and from their pile, so the 70 + 12 cards stay accounted for."""
    state = match.state
    hand = state.hands[seat]
    for card in range(LOCO):
        state.market.discard[card] += hand[card]
        hand[card] = 0
    state.loco_pile += hand[LOCO]
    hand[LOCO] = 0
    for name, count in counts.items():
        card = CARDS.index(name)
        if card == LOCO:
            assert state.loco_pile >= count, "not enough Locomotives in the pile"
            state.loco_pile -= count
            hand[LOCO] += count
            continue
        for _ in range(count):
            take_from_market(state.market, card)
            hand[card] += 1
    touch(match)


def route_id(match: Match, a: str, b: str, track: int = 0) -> str:
    """The id of the route between two cities (the ``track``-th of a double route)."""
    t = match.state.tables
    found = [t.route_ids[r] for r in range(len(t.route_ids))
             if {t.city_ids[t.route_a[r]], t.city_ids[t.route_b[r]]} == {a, b}]
    assert found, f"no route {a}–{b}"
    return found[track]


def card_total(state) -> tuple[int, int]:
    """(wagon cards, Locomotives) anywhere in the game."""
    wagons = len(state.market.deck) + sum(state.market.discard[:LOCO])
    wagons += sum(1 for c in state.market.faceup if c != EMPTY and c != LOCO)
    wagons += sum(sum(h[:LOCO]) for h in state.hands)
    locos = state.loco_pile + sum(h[LOCO] for h in state.hands) + state.market.discard[LOCO]
    locos += state.market.deck.count(LOCO) + state.market.faceup.count(LOCO)
    return wagons, locos


# London–Istanbul: the shortest path on the derived board (17 cars).
LONDON_ISTANBUL = [("london", "amsterdam"), ("amsterdam", "frankfurt"), ("frankfurt", "munchen"),
                   ("munchen", "wien"), ("wien", "budapest"), ("budapest", "bucuresti"),
                   ("bucuresti", "istanbul")]
