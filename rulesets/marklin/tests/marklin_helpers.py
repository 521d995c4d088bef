"""Building Märklin matches in a chosen situation for rule tests."""

from __future__ import annotations

from game.engine.actions import Action
from game.engine.match import Match
from game.rules.cards import EMPTY
from game.rules.routes_graph import union

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


def touch(match: Match) -> None:
    match._forget_legal()


def set_hand(match: Match, seat: int, **counts: int) -> None:
    """Give ``seat`` exactly these cards, keeping the 118 cards accounted for."""
    state = match.state
    hand = state.hands[seat]
    for card in range(len(hand)):
        state.market.discard[card] += hand[card]
        hand[card] = 0
    for name, count in counts.items():
        card = CARDS.index(name)
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


def put_passenger(match: Match, seat: int, city: str) -> None:
    state = match.state
    state.passenger_at[state.tables.city_index[city]] = seat
    state.passenger_supply[seat] -= 1
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
    for pile in state.ticket_piles:
        pile[:] = [t for t in pile if t not in wanted]
    state.tickets[seat] = wanted
    touch(match)


def city(match: Match, city_id: str) -> int:
    return match.state.tables.city_index[city_id]


def top(match: Match, city_id: str) -> int | None:
    stack = match.state.stacks[city(match, city_id)]
    return stack[-1] if stack else None
