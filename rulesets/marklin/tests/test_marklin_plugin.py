"""The plugin as the core sees it: metadata, manifests (the swappable ticket deck and merchandise
colours checked by ``railcade validate``), descriptions, invariants that catch breakage, and
random games with every promise checked."""

import random
import shutil
from importlib import resources
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st
from marklin_helpers import give_route, put_passenger, started

from game.commands.validate import run as validate
from game.engine.actions import Action
from game.engine.match import Match
from game.manifest import load_package_manifests
from game.plugins import default_registry
from game.testing import assert_replays, playout
from railcade_marklin import describe, invariants, moves


class _Args:
    def __init__(self, *paths):
        self.paths = list(paths)


def test_metadonnees_du_ruleset():
    record = default_registry().get("marklin")
    assert record is not None and record.ok
    info = record.info
    assert (info.players_min, info.players_max, info.family) == (2, 5, "route")
    assert info.names["fr"] == "Les Aventuriers du Rail : Märklin"
    rules = record.manifests.ruleset.rules
    assert rules["trains"] == 45 and rules["passengers"] == 3 and rules["most_tickets_bonus"] == 10
    board = record.manifests.board
    assert len(board.cities) == 40 and len(board.routes) == 110
    assert sum(c.kind == "country" for c in board.cities) == 5


def test_l_ecran_d_infos_dit_d_ou_viennent_destinations_et_couleurs():
    """The default deck and the city colours are not the Märklin box's: the "How to play" says so."""
    help_ = default_registry().get("marklin").manifests.help
    text = next(s for s in help_.sections if s.id == "this-edition")
    assert "2017" in text.text.fr and "2017" in text.text.en
    assert "Berlin" in text.text.en and "population" in text.text.en


def _copy_package(tmp_path: Path) -> Path:
    root = Path(str(resources.files("railcade_marklin")))
    dest = tmp_path / "railcade_marklin"
    shutil.copytree(root, dest, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    return dest


def test_paquet_de_destinations_remplacable_et_valide(tmp_path, capsys):
    """An owner of the Märklin box types in their deck: ``railcade validate`` accepts a sound deck
    and names the file, key and line of a city the board does not have."""
    folder = _copy_package(tmp_path)
    tickets = folder / "tickets.toml"
    tickets.write_text('schema = 1\n[[tickets]]\na = "kiel"\nb = "lindau"\npoints = 21\ndeck = "long"\n'
                       '[[tickets]]\na = "bremen"\nb = "koln"\npoints = 8\ndeck = "short"\n', encoding="utf-8")
    assert validate(_Args(str(folder))) == 0
    tickets.write_text('schema = 1\n[[tickets]]\na = "kiel"\nb = "wien"\npoints = 21\ndeck = "long"\n',
                       encoding="utf-8")
    assert validate(_Args(str(folder))) == 1
    out = capsys.readouterr().out
    assert "tickets.toml:4: tickets[0].b: unknown city 'wien'" in out


def test_couleurs_des_villes_verifiees(tmp_path, capsys):
    """merchandise.toml: every city one colour, the counts the rulebook's, no country."""
    folder = _copy_package(tmp_path)
    path = folder / "merchandise.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('city = "lindau"', 'city = "schweiz"'), encoding="utf-8")
    assert validate(_Args(str(folder))) == 1
    out = capsys.readouterr().out
    assert "'schweiz' is a country" in out and "city 'lindau' of the board has no merchandise colour" in out


def test_manifestes_livres_valides():
    manifests = load_package_manifests("railcade_marklin", default_registry().kinds)
    assert len(manifests.tickets.tickets) == 89
    assert sum(len(c.values) * c.cities for c in manifests.merchandise.colours) == 74


def test_chaque_action_et_evenement_decrit_en_fr_et_en():
    match = started(3)
    give_route(match, 0, "berlin-magdeburg")
    give_route(match, 0, "leipzig-magdeburg")
    put_passenger(match, 0, "berlin")
    rng = random.Random(4)
    kinds_seen = set()
    first = Action(0, "move_passenger", "city", "berlin")
    while not match.is_over and len(match.log) < 500:
        seat = match.active_seats[0]
        legal = match.legal_actions(seat)
        action = first if first in legal else rng.choice(legal)
        first = None
        for lang in ("fr", "en"):
            text = match.describe(action, lang)
            assert describe.describe(action, lang) and text.startswith(match.seats[seat].name + " ") and "{" not in text
        for event in match.apply(action):
            kinds_seen.add(event.kind)
            for lang in ("fr", "en"):
                text = match.describe(event.for_seat(None), lang)
                assert text and "{" not in text
    assert {"card_drawn", "turn_ended", "passenger_departs", "passenger_moved", "passenger_arrived"} <= kinds_seen
    assert set(describe._EVENTS) >= kinds_seen
    assert {k for k in moves._HANDLERS} <= {k.replace("_deck", "").replace("_faceup", "") for k in describe._ACTIONS}


def test_invariants_detectent_jeton_et_passager_perdus():
    match = started(2)
    assert invariants.problems(match.state) == []
    match.state.stacks[match.state.tables.city_index["berlin"]].pop()
    assert any("merchandise tokens" in p for p in invariants.problems(match.state))
    match = started(2)
    match.state.passenger_supply[1] -= 1
    assert any("passengers accounted" in p for p in invariants.problems(match.state))
    match = started(2)
    match.state.passenger_at[match.state.tables.city_index["schweiz"]] = 0
    match.state.passenger_supply[0] -= 1
    assert any("country" in p for p in invariants.problems(match.state))


def _random_by_kind(rng, legal):
    kinds = sorted({a.kind for a in legal})
    kind = rng.choice(kinds)
    return rng.choice([a for a in legal if a.kind == kind])


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 10**9), revisit=st.booleans(),
       colours=st.sampled_from(["manifest", "shuffled"]))
def test_parties_aleatoires_sans_etat_illegal(players, seed, revisit, colours):
    """Random games (every kind of action exercised): legal actions only, the invariants (cards per
    kind, 45 trains, tokens, passengers, no country on a trip) after every action, views plain and
    leak-free, the save replays to the same state and score."""
    match = Match("marklin", (), players, seed=seed, options={"revisit_tokens": revisit, "merchandise_colours": colours})
    playout(match, seed, choose=_random_by_kind, check_views=True)
    assert match.is_over
    assert_replays(match)
    for seat, sc in match.score().items():
        assert sc.by_category()["merchandise"] == match.state.merch_points[seat]
