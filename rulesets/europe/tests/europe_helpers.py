"""Building Europe matches in a chosen situation for rule tests."""

from __future__ import annotations

from game.engine.actions import Action
from game.engine.match import Match
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


def give_route(match: Match, seat: int, route_id: str) -> None:
    """Claim a route for ``seat`` directly (no cards), keeping trains and points consistent."""
    from game.rules.routes_graph import union

    state = match.state
    t = state.tables
    route = t.route_index[route_id]
    state.route_owner[route] = seat
    state.trains[seat] -= t.route_length[route]
    state.route_points[seat] += t.route_points[route]
    union(state.forests[seat], t.route_a[route], t.route_b[route])
    touch(match)


def actions(match: Match, seat: int, kind: str | None = None, target: str | None = None) -> list[Action]:
    return [a for a in match.legal_actions(seat)
            if (kind is None or a.kind == kind) and (target is None or a.target == target)]


def choices(match: Match, seat: int, kind: str, target: str) -> set[tuple[str, ...]]:
    return {a.choice for a in actions(match, seat, kind, target)}


def set_tickets(match: Match, seat: int, ticket_ids: list[str]) -> None:
    state = match.state
    index = state.tables.ticket_index
    wanted = [index[t] for t in ticket_ids]
    for other in state.tickets:
        other[:] = [t for t in other if t not in wanted]
    state.ticket_pile[:] = [t for t in state.ticket_pile if t not in wanted]
    state.tickets[seat] = wanted
    touch(match)
