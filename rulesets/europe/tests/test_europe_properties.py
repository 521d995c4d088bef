"""Properties over random playouts: no card created or lost, trains + placed cars constant, the
final score equal to a from-scratch recount, saves replaying identically, views leaking nothing."""

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from game.engine.match import Match
from game.rules.routes_graph import connected, forest_of, longest_trail
from game.testing import assert_replays, playout
from railcade_europe.invariants import problems


def _random_by_kind(rng, legal):
    """Like the random bot: pick a kind first so every kind of action gets exercised."""
    kinds = sorted({a.kind for a in legal})
    kind = rng.choice(kinds)
    return rng.choice([a for a in legal if a.kind == kind])


def _recount(state):
    """A from-scratch score for each seat, ignoring stations' borrowing (checked separately)."""
    t = state.tables
    out = {}
    for seat in range(state.players):
        own = [r for r, o in enumerate(state.route_owner) if o == seat]
        routes = sum({1: 1, 2: 2, 3: 4, 4: 7, 6: 15, 8: 21}[t.route_length[r]] for r in own)
        out[seat] = (routes, longest_trail([(t.route_a[r], t.route_b[r], t.route_length[r]) for r in own]))
    return out


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 10**9))
def test_parties_aleatoires_sans_etat_illegal(players, seed):
    match = Match("europe", (), players, seed=seed)
    playout(match, seed, choose=_random_by_kind)
    assert match.is_over
    assert problems(match.state) == []
    scores = match.score()
    recount = _recount(match.state)
    best = max(length for _, length in recount.values())
    for seat, score in scores.items():
        by = score.by_category()
        routes, length = recount[seat]
        assert by["routes"] == routes
        assert by["longest_path"] == (10 if length == best and best > 0 else 0)
        assert by["stations"] == 4 * (3 - match.state.stations_built[seat])
        # Tickets: at least what the own network completes, at most all of them.
        own = forest_of(len(match.state.tables.city_ids),
                        [(match.state.tables.route_a[r], match.state.tables.route_b[r])
                         for r, o in enumerate(match.state.route_owner) if o == seat])
        t = match.state.tables
        plain = sum(t.ticket_points[k] if connected(own, t.ticket_a[k], t.ticket_b[k]) else -t.ticket_points[k]
                    for k in match.state.tickets[seat])
        tickets = by.get("tickets_completed", 0) + by.get("tickets_failed", 0)
        assert plain <= tickets <= sum(t.ticket_points[k] for k in match.state.tickets[seat])
        if match.state.stations_built[seat] == 0:
            assert tickets == plain
    assert_replays(match)


@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_vues_sans_fuite(seed):
    """Views never show other hands, other seats' tickets before the end, or the deck order."""
    match = Match("europe", (), 3, seed=seed)
    rng = random.Random(seed)
    for _ in range(120):
        if match.is_over:
            break
        seat = match.active_seats[0]
        match.apply(_random_by_kind(rng, match.legal_actions(seat)))
        state = match.state
        t = state.tables
        for viewer in (None, 0, 1, 2):
            view = match.view(viewer)
            assert "deck_order" not in view and isinstance(view["deck"], int)
            for other in range(3):
                if other == viewer:
                    continue
                assert view["seats"][other]["hand_size"] == sum(state.hands[other])
                if not match.is_over:
                    for k in state.tickets[other] + state.offered[other]:
                        mine = state.tickets[viewer] + state.offered[viewer] if viewer is not None else []
                        if k not in mine:
                            assert t.ticket_ids[k] not in repr(view)
            if viewer is None:
                assert "hand" not in view and "my_tickets" not in view


def test_clone_independant():
    """A clone is a deep copy: playing on it leaves the original unchanged."""
    match = Match("europe", (), 4, seed=42)
    playout(match, 1, max_actions=80, choose=_random_by_kind)
    before = match.snapshot()
    twin = match.clone()
    playout(twin, 2, max_actions=200, choose=_random_by_kind)
    assert match.snapshot() == before
    assert twin.snapshot() != before
