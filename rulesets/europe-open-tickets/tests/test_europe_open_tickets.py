"""Open tickets (europe-open-tickets): kept tickets face up for everyone, each against the
rulebook sentence it sets aside, and whole games with the variant.

Rulebook 003 (Ticket to Ride Europe): « Les cartes Destination conservées par chacun restent
secrètes jusqu'à la fin de la partie » (Mise en place)."""

from __future__ import annotations

import random

import pytest

from game.engine.match import Match
from game.testing import assert_replays, installed_plugin, playout

RULESET = "europe"
VARIANT = "europe-open-tickets"


def test_the_variant_is_installed_and_applies_to_europe():
    record = installed_plugin(VARIANT, "variant", applies_to=RULESET)
    assert not record.manifests.ruleset.rules  # it changes no number


def _play(match: Match, actions: int, seed: int = 0) -> list:
    rng = random.Random(seed)
    events = []
    for _ in range(actions):
        if match.is_over:
            break
        seat = match.active_seats[0]
        events += match.apply(rng.choice(match.legal_actions(seat)))
    return events


@pytest.mark.parametrize("players", [2, 4])
def test_les_destinations_gardees_sont_visibles_de_tous(players):
    """Instead of « restent secrètes jusqu'à la fin de la partie »: every viewer, a spectator
    included, sees every seat's kept tickets, exactly as their owner sees them (done or not)."""
    match = Match(RULESET, [VARIANT], players, seed=3)
    for steps in (players, 60, 120):
        _play(match, steps, seed=steps)
        own = [match.view(seat)["my_tickets"] for seat in range(players)]
        assert all(own), "every seat has kept tickets after the first choice"
        for viewer in [None, *range(players)]:
            assert match.view(viewer)["open_tickets"] == own


def test_les_destinations_en_cours_de_choix_restent_secretes():
    """Only kept tickets are turned face up: those on offer stay private while their owner
    chooses, and the ones given back are never shown."""
    match = Match(RULESET, [VARIANT], 3, seed=5)
    offered = {seat: {t["id"] for t in match.view(seat)["offered_tickets"]} for seat in range(3)}
    assert all(offered.values())
    for viewer in (None, 1, 2):
        shown = {t["id"] for tickets in match.view(viewer)["open_tickets"] for t in tickets}
        assert not shown & offered[0]
    keep = next(a for a in match.legal_actions(0) if len(a.choice) == 2)
    match.apply(keep)
    returned = offered[0] - set(keep.choice)
    for viewer in (None, 1, 2):
        shown = {t["id"] for t in match.view(viewer)["open_tickets"][0]}
        assert shown == set(keep.choice) and not shown & returned


def test_the_log_names_the_kept_tickets_in_both_languages():
    match = Match(RULESET, [VARIANT], 2, seed=1)
    keep = next(a for a in match.legal_actions(0) if len(a.choice) == 2)
    kept = [e for e in match.apply(keep) if e.kind == "tickets_kept"]
    assert len(kept) == 1
    public = kept[0].for_seat(1)  # another seat's copy: the ticket ids are in it
    assert public.get("tickets") == keep.choice
    names = {c.id: c for c in match.setup.data.board.cities}
    tickets = {t.ticket_id: t for t in match.setup.data.tickets.tickets}
    first = tickets[keep.choice[0]]
    english = match.describe(public, "en")
    french = match.describe(public, "fr")
    assert english.startswith("Player 1 keeps ") and f"{names[first.a].name} – {names[first.b].name}" in english
    assert french.startswith("Player 1 garde ") and f"{names[first.a].name_fr or names[first.a].name} –" in french
    assert "{" not in english + french


def test_the_base_game_keeps_tickets_secret():
    """The variant changes only the matches it is ticked in."""
    match = Match(RULESET, [], 2, seed=1)
    assert "open_tickets" not in match.view(None)
    keep = next(a for a in match.legal_actions(0) if len(a.choice) == 2)
    kept = [e for e in match.apply(keep) if e.kind == "tickets_kept"][0]
    assert kept.for_seat(1).get("tickets") is None


@pytest.mark.parametrize("players", range(2, 6))
def test_whole_games_with_the_variant(players):
    match = Match(RULESET, [VARIANT], players, seed=players)
    assert VARIANT in match.versions
    playout(match, seed=players, check_views=players == 5)
    assert match.is_over and match.winners()
    assert_replays(match)
    final = match.view(None)
    # The tickets face up during the game are the ones scored at the end (where "done" also
    # counts the routes borrowed by stations).
    assert [[t["id"] for t in tickets] for tickets in final["open_tickets"]] == \
        [[t["id"] for t in final["final"]["tickets"][seat]] for seat in range(players)]
