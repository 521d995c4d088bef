"""Helpers every ruleset package's tests use: random playouts with the engine's promises checked.

``playout`` plays a match to the end (or a number of actions) with a seeded random choice, checking
after every action that the action was legal, the invariants hold, and events hide their secrets from
the other seats. ``assert_replays`` checks that the save replays to the identical state and score.
Pure Python: no pygame.
"""

from __future__ import annotations

import json
import random
from typing import Any, Callable

from game.engine.actions import Action, Event
from game.engine.match import Match


def assert_events_hide_secrets(events: list[Event], players: int) -> None:
    for event in events:
        for seat in [None, *range(players)]:
            seen = event.for_seat(seat).as_dict()
            if seat is None or seat not in event.visible_to:
                leaked = set(event.secret) & set(seen)
                assert not leaked, f"{event.kind} shows {sorted(leaked)} to seat {seat}"


def assert_view_is_plain(view: Any) -> None:
    """Views go to bots, the client and JSON output: plain data only."""
    json.dumps(view)


def playout(
    match: Match,
    seed: int = 0,
    *,
    max_actions: int = 20000,
    choose: Callable[[random.Random, list[Action]], Action] | None = None,
    check_views: bool = False,
) -> list[Event]:
    """Play until the game ends (or ``max_actions``) with seeded random choices, checking as it goes."""
    rng = random.Random(seed)
    pick = choose or (lambda r, actions: r.choice(actions))
    all_events: list[Event] = []
    while not match.is_over and len(match.log) < max_actions:
        active = match.active_seats
        assert active, "the game is not over but no seat may act"
        seat = rng.choice(active)
        actions = match.legal_actions(seat)
        assert actions, f"seat {seat} is active but has no legal action"
        action = pick(rng, actions)
        events = match.apply(action)
        assert_events_hide_secrets(events, match.setup.players)
        problems = match.check_invariants()
        assert not problems, f"after action {len(match.log) - 1} ({action}): {problems}"
        if check_views:
            for viewer in [None, *range(match.setup.players)]:
                assert_view_is_plain(match.view(viewer))
        all_events.extend(events)
    return all_events


def assert_replays(match: Match) -> None:
    replay = Match.from_save(match.to_save(), registry=match.registry)
    assert replay.snapshot() == match.snapshot(), "the save does not replay to the identical state"
    assert {s: v.to_dict() for s, v in replay.score().items()} == {
        s: v.to_dict() for s, v in match.score().items()
    }


# -- route games: setting up a situation by hand --------------------------------------------------


def legal(match: Match, seat: int, kind: str | None = None, target: str | None = None) -> list[Action]:
    """The seat's legal actions, optionally of one kind and one target."""
    return [a for a in match.legal_actions(seat)
            if (kind is None or a.kind == kind) and (target is None or a.target == target)]


def choices_of(match: Match, seat: int, kind: str, target: str) -> set[tuple[str, ...]]:
    """The choices (payments, tickets kept) offered for one target."""
    return {a.choice for a in legal(match, seat, kind, target)}


def give_route(match: Match, seat: int, route_id: str) -> None:
    """Claim a route of a route game for ``seat`` directly (no cards, no bonus), keeping trains,
    points and the seat's network consistent."""
    from game.rules.route_turns import take_route

    state = match.state
    take_route(state, seat, state.tables.route_index[route_id], ())
    match._forget_legal()


def set_tickets(match: Match, seat: int, ticket_ids: list[str], piles: tuple[str, ...] = ("ticket_pile",)) -> None:
    """Give ``seat`` exactly these tickets, taken from other seats or from the state's ``piles``."""
    state = match.state
    index = state.tables.ticket_index
    wanted = [index[t] for t in ticket_ids]
    for other in state.tickets:
        other[:] = [t for t in other if t not in wanted]
    for name in piles:
        pile = getattr(state, name)
        pile[:] = [t for t in pile if t not in wanted]
    state.tickets[seat] = wanted
    match._forget_legal()


def take_from_market(market: Any, card: int) -> None:
    """Take one card of kind ``card`` out of the market (discard pile, then deck, then face-up row)
    so a test can put it somewhere else without creating a card."""
    from game.rules.cards import EMPTY

    if market.discard[card]:
        market.discard[card] -= 1
    elif card in market.deck:
        market.deck.remove(card)
    elif card in market.faceup:
        market.faceup[market.faceup.index(card)] = EMPTY
    else:
        raise AssertionError(f"no spare card of kind {card} outside the hands")


def stack_deck(match: Match, top: list[str]) -> None:
    """Put these cards on top of the deck (first = drawn first), taken from elsewhere in the market."""
    state = match.state
    index = state.tables.card_index
    for name in top:
        take_from_market(state.market, index[name])
    state.market.deck.extend(index[name] for name in reversed(top))
    match._forget_legal()


def set_faceup(match: Match, row: list[str]) -> None:
    """Show exactly these cards face up (the ones shown before go to the discard pile)."""
    from game.rules.cards import EMPTY

    state = match.state
    index = state.tables.card_index
    for card in state.market.faceup:
        if card != EMPTY:
            state.market.discard[card] += 1
    state.market.faceup = [EMPTY] * len(state.market.faceup)
    for slot, name in enumerate(row):
        take_from_market(state.market, index[name])
        state.market.faceup[slot] = index[name]
    match._forget_legal()


def keep_all_offered(match: Match) -> Match:
    """Past a simultaneous first choice of tickets: every seat keeps all it was offered."""
    for seat in range(match.setup.players):
        options = match.legal_actions(seat)
        if options:
            match.apply(max(options, key=lambda a: len(a.choice)))
    return match


def installed_plugin(plugin_id: str, kind: str, applies_to: str | None = None) -> Any:
    """The discovery record of an installed plugin, after checking what a player relies on: it is
    found and working, of ``kind`` (a variant applying to ``applies_to``), and its "How to play"
    pages (the ``help`` manifest) have text in French and English."""
    from game.plugins import default_registry

    record = default_registry().find(plugin_id)
    assert record is not None, f"{plugin_id} is not installed (pip install -e the package folder)"
    assert record.ok, record.error
    assert record.info.kind == kind, f"{plugin_id} is a {record.info.kind}, not a {kind}"
    if applies_to is not None:
        assert applies_to in record.info.applies_to, f"{plugin_id} does not apply to {applies_to}"
    pages = record.manifests.help.sections
    assert pages and all(page.text.fr and page.text.en for page in pages), f"{plugin_id}: help pages incomplete"
    return record
