"""Test helpers for route rulesets (Europe, Märklin, ...): put a match in a chosen situation
while keeping every card and train accounted for. Cards are named by their manifest ids."""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.rules.cards import EMPTY
from game.rules.routes_graph import union


def touch(match: Any) -> None:
    """After editing the state by hand, drop the match's cached legal actions."""
    match._forget_legal()


def set_hand(match: Any, seat: int, **counts: int) -> None:
    """Give ``seat`` exactly these cards: its old ones go to the discard pile, the new ones come
    from the discard pile, the deck, the face-up row or, last, another seat's hand."""
    state = match.state
    index = state.tables.card_index
    hand = state.hands[seat]
    for card in range(len(hand)):
        state.market.discard[card] += hand[card]
        hand[card] = 0
    for name, count in counts.items():
        card = index[name]
        for _ in range(count):
            if state.market.discard[card]:
                state.market.discard[card] -= 1
            elif card in state.market.deck:
                state.market.deck.remove(card)
            elif card in state.market.faceup:
                state.market.faceup[state.market.faceup.index(card)] = EMPTY
            else:
                other = next(s for s in range(state.players) if s != seat and state.hands[s][card])
                state.hands[other][card] -= 1
            hand[card] += 1
    touch(match)


def stack_deck(match: Any, top: list[str]) -> None:
    """Put these cards on top of the deck (first = drawn first), taken from wherever they are."""
    state = match.state
    index = state.tables.card_index
    for name in top:
        card = index[name]
        if card in state.market.deck:
            state.market.deck.remove(card)
        elif state.market.discard[card]:
            state.market.discard[card] -= 1
        else:
            raise AssertionError(f"no spare {name} card to stack")
    state.market.deck.extend(index[name] for name in reversed(top))
    touch(match)


def set_faceup(match: Any, row: list[str]) -> None:
    state = match.state
    index = state.tables.card_index
    for card in state.market.faceup:
        if card != EMPTY:
            state.market.discard[card] += 1
    state.market.faceup = [EMPTY] * len(state.market.faceup)
    for slot, name in enumerate(row):
        card = index[name]
        if state.market.discard[card]:
            state.market.discard[card] -= 1
        else:
            state.market.deck.remove(card)
        state.market.faceup[slot] = card
    touch(match)


def give_route(match: Any, seat: int, route_id: str) -> None:
    """Claim a route for ``seat`` directly (no cards), keeping trains and points consistent."""
    state = match.state
    t = state.tables
    route = t.route_index[route_id]
    state.route_owner[route] = seat
    state.trains[seat] -= t.route_length[route]
    state.route_points[seat] += t.route_points[route]
    a, b = t.route_a[route], t.route_b[route]
    if not (t.city_dead_end[a] or t.city_dead_end[b]):
        union(state.forests[seat], a, b)
    touch(match)


def actions(match: Any, seat: int, kind: str | None = None, target: str | None = None) -> list[Action]:
    return [a for a in match.legal_actions(seat)
            if (kind is None or a.kind == kind) and (target is None or a.target == target)]


def choices(match: Any, seat: int, kind: str, target: str) -> set[tuple[str, ...]]:
    return {a.choice for a in actions(match, seat, kind, target)}
