"""Variant 1 "Cartes visibles" (rulebook 001, end of the rules)."""

from __future__ import annotations

from pathlib import Path

from game.engine.match import Match
from game.plugins import Registry
from game.testing import assert_replays, playout

import railcade_transeuropa.plugin as base_plugin
import railcade_transeuropa_visible_objectives.plugin as variant_plugin

VARIANT = "transeuropa-visible-objectives"


def new_match(players=3, seed=1):
    reg = Registry.from_plugins({"transeuropa": base_plugin, VARIANT: variant_plugin})
    return Match("transeuropa", [VARIANT], players, seed=seed, registry=reg)


def finish_round(m):
    """Play random legal actions until the round changes (or the game ends)."""
    import random

    rng = random.Random(0)
    start = m.state.round
    events = []
    while m.state.round == start and not m.is_over:
        seat = m.active_seats[0]
        events = m.apply(rng.choice(m.legal_actions(seat)))
    return events


def test_everyone_sees_every_objective():
    """Les joueurs posent leurs cartes "Objectif" face visible devant eux, de manière à ce que
    tous les autres joueurs puissent les voir."""
    m = new_match(3)
    for seat in (None, 0, 1, 2):
        view = m.view(seat)
        assert view["objectives"] == [list(c) for c in m.state.cities]
        assert all(c == [] for c in view["connected"])


def test_dealt_cards_are_public_events():
    m = new_match(2)
    events = finish_round(m)
    dealt = [e for e in events if e.kind == "cities_dealt"]
    assert len(dealt) == 2
    for event in dealt:
        assert event.secret == () and event.for_seat(None).get("cities") == m.state.cities[event.seat]


def test_next_round_each_player_plays_the_left_neighbours_cards():
    """Pendant la manche suivante, chaque joueur joue avec les cartes "Objectif" de son voisin de
    gauche."""
    m = new_match(4, seed=3)
    first = list(m.state.cities)
    finish_round(m)
    assert m.state.cities == [first[(seat + 1) % 4] for seat in range(4)]


def test_as_many_rounds_as_players():
    """On joue ainsi autant de manches qu'il y a de joueurs."""
    for players in (2, 3, 5):
        m = new_match(players, seed=players)
        playout(m, seed=1)
        assert m.is_over
        assert len(m.state.history) == players
    assert_replays(m)


def test_the_barrier_does_not_end_this_variant_early():
    m = new_match(3, seed=2)
    finish_round(m)
    finish_round(m)
    assert min(m.state.points) < m.state.barrier  # random play: far past the barrier
    assert not m.is_over and m.state.round == 3


def test_the_variant_imports_no_base_rules_code():
    package = Path(variant_plugin.__file__).parent
    for source in package.rglob("*.py"):
        text = source.read_text(encoding="utf-8")
        assert "import railcade_transeuropa." not in text and "from railcade_transeuropa." not in text
        assert "from railcade_transeuropa import" not in text
