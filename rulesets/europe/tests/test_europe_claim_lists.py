"""The claim list a seat is offered, put together from memoised slices, is exactly every open
route it can pay with every distinct payment ("Pour prendre possession d'une route, un joueur doit
jouer une série de cartes égale au nombre d'espaces de la route"), checked against a plain
enumeration over the whole board on positions reached by random play."""

from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from game.rules.payment import route_payments
from game.rules.route_turns import any_claim, claim_actions, payment_action

from europe_helpers import started, touch


def brute_force_claims(state, seat):
    tables = state.tables
    hand = state.hands[seat]
    out = set()
    for route in range(len(tables.route_ids)):
        length = tables.route_length[route]
        if not state.route_open_for(route, seat) or length > state.trains[seat]:
            continue
        for payment in route_payments(hand, length, tables.route_color[route], tables.route_ferry[route],
                                      tables.wild, tables.color_count):
            out.add(payment_action(tables, seat, "claim_route", "route", route, payment))
    return out


def played_position(seed: int, steps: int, players: int, hand: list[int], trains: int):
    """A position of a random game ``steps`` actions in, and a seat given ``hand`` and ``trains``
    (any hand and any number of trains: the lists are memoised on exactly what they read)."""
    match = started(players, seed % 50)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over:
            break
        seat = match.active_seats[0]
        match.apply(rng.choice(match.legal_actions(seat)))
    state = match.state
    seat = rng.randrange(players)
    state.hands[seat] = list(hand)
    state.trains[seat] = trains
    touch(match)
    return state, seat


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 250), players=st.sampled_from([2, 3, 4, 5]),
       hand=st.lists(st.integers(0, 7), min_size=9, max_size=9), trains=st.integers(0, 45))
def test_claim_list_equals_every_open_route_with_every_payment(seed, steps, players, hand, trains):
    state, seat = played_position(seed, steps, players, hand, trains)
    found: list = []
    claim_actions(state, seat, found)
    assert len(found) == len(set(found)), "a claim offered twice"
    assert set(found) == brute_force_claims(state, seat)
    # The legal actions name the claim kind without listing it exactly when there is a claim.
    assert any_claim(state, seat) == bool(found)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 250), players=st.sampled_from([2, 3, 4, 5]),
       hand=st.lists(st.integers(0, 12), min_size=9, max_size=9), trains=st.integers(0, 45))
def test_counted_claims_are_the_listed_claims(seed, steps, players, hand, trains):
    """"Pour prendre possession d'une route, un joueur doit jouer une série de cartes égale au
    nombre d'espaces de la route": the claims counted without being made (what a player picking
    one at random asks for: ferries, double routes closed or not, any hand) are as many as the
    listed claims, each index giving the listed claim, in the listing order."""
    from game.rules.route_turns import Claims

    state, seat = played_position(seed, steps, players, hand, trains)
    listed: list = []
    claim_actions(state, seat, listed)
    counted = Claims(state, seat, "claim_route")
    assert len(counted) == len(listed)
    assert [counted[i] for i in range(len(listed))] == listed
    assert list(Claims(state, seat, "claim_route")) == listed
