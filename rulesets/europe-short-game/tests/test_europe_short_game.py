"""Short game (europe-short-game): the two numbers it changes, each against the rulebook sentence
it replaces, and whole games with the variant.

Rulebook 003 (Ticket to Ride Europe), "Mise en place" and "Fin de la partie"."""

from __future__ import annotations

import random

import pytest

from game.engine.match import Match
from game.testing import assert_replays, installed_plugin, playout

RULESET = "europe"
VARIANT = "europe-short-game"


def test_the_variant_is_installed_and_applies_to_europe():
    record = installed_plugin(VARIANT, "variant", applies_to=RULESET)
    assert "30" in record.info.description["en"] and "30" in record.info.description["fr"]


def test_ses_nombres_sont_dans_son_ruleset_toml():
    """The numbers are stated in the variant's ruleset.toml, nowhere else."""
    rules = installed_plugin(VARIANT, "variant").manifests.ruleset.rules
    assert dict(rules) == {"trains": 30, "endgame_trains": 4}


@pytest.mark.parametrize("players", [2, 5])
def test_chaque_joueur_prend_30_wagons_au_lieu_de_45(players):
    """« Chaque joueur prend 45 Wagons » (Mise en place): 30 with the short game; the base game
    still deals 45."""
    short = Match(RULESET, [VARIANT], players, seed=1)
    assert [s["trains"] for s in short.view(None)["seats"]] == [30] * players
    assert short.setup.rule("trains") == 30
    base = Match(RULESET, [], players, seed=1)
    assert [s["trains"] for s in base.view(None)["seats"]] == [45] * players


def _last_round_starts(players: int, seed: int) -> tuple[int, list[int]]:
    """Play a random game; return the trains of the seat whose turn started the last round and
    the trains left by every turn that ended before it."""
    match = Match(RULESET, [VARIANT], players, seed=seed)
    rng = random.Random(seed)
    before: list[int] = []
    while not match.is_over:
        seat = match.active_seats[0]
        for event in match.apply(rng.choice(match.legal_actions(seat))):
            if event.kind == "last_round":
                return event.get("trains"), before
            if event.kind == "turn_ended":
                before.append(match.view(None)["seats"][event.seat]["trains"])
    raise AssertionError("the game ended without a last round")


def test_le_dernier_tour_commence_a_4_wagons_ou_moins():
    """« Lorsque la réserve de wagons d'un joueur est de 0, 1 ou 2 wagons après avoir joué son
    tour, chaque joueur, en incluant celui-ci, joue un dernier tour » (Fin de la partie): with the
    short game, from 4 trains or fewer; no turn ending above 4 starts it."""
    started = []
    for seed in range(8):
        trains, before = _last_round_starts(3, seed)
        assert trains <= 4
        assert all(t > 4 for t in before), before
        started.append(trains)
    assert any(t in (3, 4) for t in started), started  # the base rule would have waited for 2


@pytest.mark.parametrize("players", range(2, 6))
def test_whole_games_with_the_variant(players):
    match = Match(RULESET, [VARIANT], players, seed=players)
    assert VARIANT in match.versions
    playout(match, seed=players)
    assert match.is_over and match.winners()
    assert_replays(match)
    # The engine's train count promise holds with 30: placed + left = 30 for every seat.
    assert not match.check_invariants()
