"""The rulesets' bench modules run one timed game each and report it (figures come from
``make bench``, never from a test: no timing is asserted here)."""

from __future__ import annotations

import json

import pytest

from game.simulate import bench_main, time_games


def test_time_games_plays_and_counts_with_and_without_checks():
    plain = time_games("europe", 2, seed=3)
    checked = time_games("europe", 2, seed=3, check=True)
    assert plain["games"] == checked["games"] == 2
    assert plain["failures"] == checked["failures"] == 0
    # The checks do not change the games: the same seeds play the same actions.
    assert plain["actions_per_game"] == checked["actions_per_game"] > 0
    assert checked["checked"] and not plain["checked"]


@pytest.mark.parametrize("ruleset", ["marklin", "europe-express", "express"])
def test_bench_main_prints_engine_and_simulate_figures(ruleset, capsys):
    assert bench_main(ruleset, ["1", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"engine", "simulate"}
    assert out["simulate"]["failures"] == 0 and out["engine"]["ruleset"] == ruleset
