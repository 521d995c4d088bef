"""Route payment enumeration (game/rules/payment.py) against a brute force over card multisets."""

from collections import Counter
from itertools import combinations_with_replacement

from hypothesis import given, strategies as st

from game.rules.payment import (
    ALL_WILD, ANY_COLOR, extra_payments, parse_payment, payment_cards, route_payments,
    station_payments, tunnel_extra,
)

WILD = 8
IDS = ("purple", "blue", "orange", "white", "green", "yellow", "black", "red", "locomotive")
hands = st.lists(st.integers(0, 5), min_size=9, max_size=9)


def brute(hand, length, color, ferry):
    """Every multiset of ``length`` cards from the hand that pays the route."""
    out = set()
    for combo in combinations_with_replacement(range(9), length):
        counts = Counter(combo)
        if any(counts[c] > hand[c] for c in counts):
            continue
        colors = {c for c in counts if c != WILD}
        if len(colors) > 1 or counts[WILD] < ferry:
            continue
        if color != ANY_COLOR and colors and colors != {color}:
            continue
        out.add(combo)
    return out


def as_multiset(payment):
    color, colored, wild = payment
    return tuple(sorted([color] * colored + [WILD] * wild))


@given(hands, st.integers(1, 4), st.integers(-1, 7), st.integers(0, 2))
def test_paiements_distincts_egaux_a_la_force_brute(hand, length, color, ferry):
    """Cards "de la couleur correspondante" (any one colour for gray), locomotives as wild, one
    locomotive per ferry symbol: exactly the valid multisets, each once."""
    ferry = min(ferry, length)
    found = [as_multiset(p) for p in route_payments(hand, length, color, ferry, WILD)]
    assert len(found) == len(set(found))
    assert set(found) == brute(hand, length, color, ferry)


def test_paiement_locomotives_seules_marque():
    assert route_payments([0] * 8 + [3], 3, 7, 0, WILD) == [(ALL_WILD, 0, 3)]


@given(hands, st.integers(1, 3))
def test_gare_cartes_dune_couleur(hand, cost):
    """Stations: "cartes d'une même couleur", "remplacer certaines des cartes jouées par des Locomotives"."""
    found = {as_multiset(p) for p in station_payments(hand, cost, WILD)}
    assert found == brute(hand, cost, ANY_COLOR, 0)


def test_tunnel_supplement():
    """One extra card per revealed card of the colour used or locomotive; only locomotives count
    when the tunnel was paid with locomotives only."""
    assert tunnel_extra([7, 7, 1], 7, WILD) == 2
    assert tunnel_extra([7, WILD, 1], 7, WILD) == 2
    assert tunnel_extra([7, WILD, 7], ALL_WILD, WILD) == 1
    assert tunnel_extra([], 7, WILD) == 0


def test_tunnel_paiement_supplementaire():
    hand = [0] * 7 + [2, 1]
    assert {as_multiset(p) for p in extra_payments(hand, 2, 7, WILD)} == {(7, 7), (7, WILD)}
    assert extra_payments(hand, 2, ALL_WILD, WILD) == []
    assert extra_payments([0] * 8 + [2], 2, ALL_WILD, WILD) == [(ALL_WILD, 0, 2)]


@given(hands, st.integers(1, 4), st.integers(-1, 7))
def test_choix_texte_aller_retour(hand, length, color):
    for payment in route_payments(hand, length, color, 0, WILD):
        cards = payment_cards(payment, IDS, WILD)
        assert list(cards) == sorted(cards)
        assert parse_payment(cards, {c: i for i, c in enumerate(IDS)}, WILD) == payment
