"""The package as a plugin: discovery, manifests, the table view entry point, the bots' levels."""

from __future__ import annotations

from game.plugins import default_registry


def test_express_is_a_cards_ruleset_for_2_to_6_players():
    record = default_registry().get("express")
    assert record is not None and record.ok
    info = record.info
    assert (info.family, info.players_min, info.players_max) == ("cards", 2, 6)
    assert {o.id for o in info.options} == {"teams", "first_game", "target", "passenger_values"}
    assert record.manifests.help.sections


def test_validate_accepts_the_package(capsys):
    from pathlib import Path

    from game.cli import main

    root = Path(__file__).resolve().parents[1] / "railcade_express"
    assert main(["validate", str(root)]) == 0


def test_describe_names_cards_in_both_languages():
    from game.engine.match import Match
    from game.testing import playout

    match = Match("express", (), 4, seed=1)
    events = playout(match, 1, max_actions=60)
    for event in events:
        for lang in ("fr", "en"):
            text = match.describe(event, lang)
            assert "{" not in text, text


def test_the_rule_table_names_tests_that_exist():
    """docs/rules/express.md maps each rulebook sentence to a test: every test it names exists."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    text = (root / "docs" / "rules" / "express.md").read_text(encoding="utf-8")
    refs = re.findall(r"rulesets/express/tests/(test_express_\w+\.py)::(test_\w+)", text)
    assert len(refs) > 100
    for filename, test in refs:
        source = (Path(__file__).parent / filename).read_text(encoding="utf-8")
        assert f"def {test}(" in source, f"{filename}::{test}"
