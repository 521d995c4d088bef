"""The plugin as the core sees it: metadata, descriptions, invariant checks that catch breakage."""

import random

from europe_helpers import set_hand, started

from game.engine.actions import Action
from game.plugins import default_registry
from railcade_europe import describe, invariants, moves


def test_metadonnees_du_ruleset():
    record = default_registry().get("europe")
    assert record is not None and record.ok
    info = record.info
    assert (info.players_min, info.players_max, info.family) == (2, 5, "route")
    assert info.names["fr"] == "Les Aventuriers du Rail : Europe"
    rules = record.manifests.ruleset.rules
    assert rules["trains"] == 45 and rules["stations"] == 3 and rules["longest_path_bonus"] == 10


def test_chaque_action_et_evenement_decrit_en_fr_et_en():
    match = started(3)
    rng = random.Random(4)
    kinds_seen = set()
    while not match.is_over and len(match.log) < 400:
        seat = match.active_seats[0]
        legal = match.legal_actions(seat)
        action = rng.choice(legal)
        for lang in ("fr", "en"):
            assert describe.describe(action, lang)
            text = match.describe(action, lang)
            assert text.startswith(match.seats[seat].name + " ") and "{" not in text
        for event in match.apply(action):
            kinds_seen.add(event.kind)
            for lang in ("fr", "en"):
                text = match.describe(event.for_seat(None), lang)
                assert text and "{" not in text
                if event.kind == "route_claimed":
                    # Places by their names, never by ids: "København – Stockholm", not "kobenhavn-stockholm-1".
                    assert event.get("route") not in text and " – " in text
    assert {"card_drawn", "turn_ended"} <= kinds_seen
    assert set(describe._EVENTS) >= kinds_seen
    assert {k for k in moves._HANDLERS} <= {k.replace("_deck", "").replace("_faceup", "") for k in describe._ACTIONS}


def test_invariants_detectent_une_carte_perdue():
    match = started(2)
    assert invariants.problems(match.state) == []
    match.state.hands[0][0] += 1
    assert any("train cards" in p for p in invariants.problems(match.state))


def test_invariants_detectent_des_wagons_faux():
    match = started(2)
    set_hand(match, 0, yellow=3)
    match.apply(Action(0, "claim_route", "route", "amsterdam-essen", ("yellow",) * 3))
    assert invariants.problems(match.state) == []
    match.state.trains[0] += 1
    assert any("trains" in p for p in invariants.problems(match.state))
    match.state.trains[0] -= 1
    match.state.route_points[0] += 1
    assert any("recount" in p for p in invariants.problems(match.state))


def test_how_to_play_shows_the_empty_piles_reading():
    """The reading of "le joueur dont c'est le tour ne pourra pas choisir de piocher des cartes
    Wagon" (ruleset.toml, faceup_when_piles_empty = false) is shown to players in the rules help."""
    from game.plugins import default_registry

    helper = default_registry().get("europe").manifests.help
    section = next(s for s in helper.sections if s.id == "empty-piles")
    assert "pas même les cartes visibles" in section.text.fr
    assert "not even the face-up ones" in section.text.en


def test_invariants_detectent_deux_voies_d_une_route_double():
    """"Un même joueur ne peut jamais capturer les deux routes d'une même route double", and with
    2 or 3 players the first track taken closes the other: both are broken here by hand."""
    for players, message in ((4, "owns two tracks"), (2, "taken with 2 players")):
        match = started(players)
        state, tables = match.state, match.state.tables
        route = next(r for r, siblings in enumerate(tables.route_siblings) if siblings)
        other = tables.route_siblings[route][0]
        owners = (0, 0) if players == 4 else (0, 1)
        for r, seat in zip((route, other), owners):
            state.route_owner[r] = seat
            state.trains[seat] -= tables.route_length[r]
            state.route_points[seat] += tables.route_points[r]
        found = invariants.problems(state)
        assert any(message in p for p in found), found
        assert not any("trains" in p or "recount" in p for p in found)
