"""``railcade new``: generated packages install, pass their own tests as generated, and play."""

from __future__ import annotations

import json
import sys

import pytest

from game.cli import main
from game.engine.match import Match
from game.plugins import Registry, default_registry
from game.testing import assert_replays, playout


def new(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["new", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_new_packages_install_pass_their_tests_as_generated_and_play(tmp_path, capsys, throwaway_env):
    """The walk-through of docs/plugins.md: railcade new variant X --for europe, pip install -e,
    the generated tests, railcade simulate europe --variant X; and a ruleset from scratch."""
    code, out, _ = new(capsys, "variant", "europe-house-test", "--for", "europe", "--dir", str(tmp_path))
    assert code == 0, out
    assert "pip install -e" in out and "railcade simulate europe --variant europe-house-test" in out
    assert new(capsys, "ruleset", "bank-it-test", "--dir", str(tmp_path))[0] == 0
    variant, ruleset = tmp_path / "europe-house-test", tmp_path / "bank-it-test"
    # A game from scratch has a family of its own, which no table view draws: New game leaves it
    # out until it has a view, instead of failing at the table.
    from game.client.table_views import has_view

    assert 'family = "bank-it-test"' in (ruleset / "railcade_bank_it_test" / "ruleset.toml").read_text()
    assert not has_view("bank-it-test")
    installed = throwaway_env.pip_install("-e", str(variant), "-e", str(ruleset))
    assert installed.returncode == 0, installed.stderr
    tests = throwaway_env.run("-m", "pytest", "-q", "-p", "no:cacheprovider", "--import-mode=importlib",
                              str(variant / "tests"), str(ruleset / "tests"), cwd=tmp_path)
    assert tests.returncode == 0, tests.stdout + tests.stderr
    # The variant: metadata and one whole game for each of 2 to 5 players; the ruleset: metadata
    # and whole games for 2 to 6 players.
    assert "11 passed" in tests.stdout, tests.stdout
    simulated = throwaway_env.railcade("simulate", "europe", "--variant", "europe-house-test",
                                       "--players", "3", "--games", "2", "--json")
    assert simulated.returncode == 0, simulated.stderr
    result = json.loads(simulated.stdout)
    assert result["variants"] == ["europe-house-test"] and result["failures"] == []
    simulated = throwaway_env.railcade("simulate", "bank-it-test", "--players", "4", "--games", "3", "--json")
    assert simulated.returncode == 0 and json.loads(simulated.stdout)["failures"] == []
    # Installed in the throw-away environment only: the test environment does not see them.
    assert default_registry().find("europe-house-test") is None


@pytest.fixture
def importable(tmp_path, monkeypatch):
    """Generated packages imported straight from the temporary folder (no install)."""

    def load(root):
        monkeypatch.syspath_prepend(str(root))
        return root

    yield load
    for name in [m for m in sys.modules if m.startswith("railcade_nordic_test") or m.startswith("railcade_shorter")]:
        del sys.modules[name]


def test_a_new_ruleset_for_europe_plays_europe_rules_on_its_own_copied_data(tmp_path, capsys, importable):
    code, out, _ = new(capsys, "ruleset", "nordic-test", "--for", "europe", "--dir", str(tmp_path))
    assert code == 0, out
    root = importable(tmp_path / "nordic-test")
    package = root / "railcade_nordic_test"
    for data in ("board.toml", "cards.toml", "tickets.toml", "help.toml", "SOURCES.md"):
        assert (package / data).is_file(), data
    import railcade_europe.plugin
    import railcade_nordic_test.plugin

    registry = Registry.from_plugins({"europe": railcade_europe.plugin, "nordic-test": railcade_nordic_test.plugin})
    record = registry.get("nordic-test")
    assert record is not None, [(r.name, r.error) for r in registry.records]
    assert (record.info.kind, record.info.family, record.info.version) == ("ruleset", "route", "0.1.0")
    assert record.info.names["en"] == "Nordic test"
    assert record.manifests.ruleset.rules["trains"] == 45  # the numbers copied, with their comments
    assert "# \"Chaque joueur prend 45 Wagons\"" in (package / "ruleset.toml").read_text()
    match = Match("nordic-test", [], 3, seed=2, registry=registry)
    playout(match, seed=2)
    assert match.is_over and match.winners()
    assert_replays(match)


def test_numbers_uncommented_in_a_new_variant_change_the_game(tmp_path, capsys, importable):
    """The generated variant hands its [rules] table to the match: uncommenting a line of the
    base's numbers is all a numbers-only house rule needs."""
    assert new(capsys, "variant", "shorter", "--for", "europe", "--dir", str(tmp_path))[0] == 0
    root = importable(tmp_path / "shorter")
    toml = root / "railcade_shorter" / "ruleset.toml"
    text = toml.read_text()
    assert "# trains = 45\n" in text and "# route_points = { 1 = 1, 2 = 2, 3 = 4," in text
    toml.write_text(text.replace("# trains = 45\n", "trains = 20\n"))
    import railcade_europe.plugin
    import railcade_shorter.plugin

    registry = Registry.from_plugins({"europe": railcade_europe.plugin, "shorter": railcade_shorter.plugin})
    match = Match("europe", ["shorter"], 2, seed=1, registry=registry)
    assert [s["trains"] for s in match.view(None)["seats"]] == [20, 20]
    assert Match("europe", [], 2, seed=1, registry=registry).view(None)["seats"][0]["trains"] == 45


@pytest.mark.parametrize("args, words", [
    (("variant", "x-rule"), "a variant needs the ruleset it changes: --for RULESET"),
    (("variant", "x-rule", "--for", "nowhere"), "'nowhere' is not installed (installed rulesets: "),
    (("variant", "x-rule", "--for", "transeuropa-visible-objectives"), "is a variant, not a ruleset"),
    (("variant", "Bad_Name", "--for", "europe"), "cannot be a plugin id"),
    (("variant", "europe", "--for", "europe"), "already installed"),
])
def test_wrong_requests_say_why_and_write_nothing(tmp_path, capsys, args, words):
    code, _, err = new(capsys, *args, "--dir", str(tmp_path))
    assert code == 2 and words in err
    assert list(tmp_path.iterdir()) == []


def test_an_existing_folder_is_never_overwritten(tmp_path, capsys):
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("keep me")
    code, _, err = new(capsys, "variant", "mine", "--for", "europe", "--dir", str(tmp_path))
    assert code == 2 and "already exists" in err
    assert [p.name for p in (tmp_path / "mine").iterdir()] == ["notes.txt"]
