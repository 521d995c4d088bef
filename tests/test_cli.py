"""The railcade command: plugins, validate, simulate, replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import build_parser, main

PLUGINS_DIR = Path(__file__).parent / "plugins"


def test_help_documents_every_command(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for command in ("plugins", "validate", "simulate", "replay"):
        assert command in out


def test_plugins_lists_status_and_errors(test_site, capsys):
    assert main(["plugins", "--json"]) == 0
    rows = {row["id"]: row for row in json.loads(capsys.readouterr().out)}
    assert rows["toyrail"]["status"] == "ok" and rows["toyrail"]["kind"] == "ruleset"
    assert rows["toyrail-bonus"]["applies_to"] == ["toyrail"]
    assert rows["toy-importerror"]["status"] == "broken" and "a_module_that_is_not_installed" in rows["toy-importerror"]["error"]
    assert main(["plugins"]) == 0
    assert "broken" in capsys.readouterr().out


def test_validate_points_at_file_key_and_line(test_site, capsys):
    assert main(["validate", str(PLUGINS_DIR / "toy_dangling")]) == 1
    out = capsys.readouterr().out
    assert "board.toml:25: routes[1].b: unknown city 'zeta'" in out
    assert main(["validate", str(PLUGINS_DIR / "toyrail"), str(PLUGINS_DIR / "toyrail" / "board.toml")]) == 0
    assert main(["validate", str(PLUGINS_DIR / "toy_badtoml" / "ruleset.toml")]) == 1
    assert "not valid TOML" in capsys.readouterr().out


def test_simulate_prints_json_with_failures_and_speed(test_site, capsys):
    assert main(["simulate", "toyrail", "--variant", "toyrail-bonus", "--players", "3",
                 "--games", "5", "--seed", "1", "--bots", "random", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 5 and result["failures"] == []
    assert result["games_per_second"] > 0 and result["actions_per_game"] > 0
    assert set(result["mean_scores"]) == {"0", "1", "2"}


def test_simulate_reports_unknown_ruleset(test_site, capsys):
    assert main(["simulate", "nothing", "--games", "1"]) == 2
    assert "not available" in capsys.readouterr().err


def test_replay_prints_final_score(test_site, tmp_path, capsys):
    from game.engine import Match, write_save

    match = Match("toyrail", seats=2, seed=4)
    while not match.is_over:
        match.apply(match.legal_actions(match.active_seats[0])[-1])
    path = tmp_path / "g.toml"
    write_save(path, match.to_save())
    assert main(["replay", str(path), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["is_over"] and result["winners"]
    assert main(["replay", str(tmp_path / "missing.toml")]) == 1


def test_parser_has_client_flags():
    args = build_parser().parse_args(["--fullscreen", "--lang", "fr"])
    assert args.fullscreen and args.lang == "fr" and args.command is None
