"""tools/soak.py (``make soak``, not run in CI at full size): it finds every combination, spreads
player counts, and reports a game that fails or raises instead of stopping."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import soak  # noqa: E402 - a script in tools/, importable by its workers too


def test_player_counts_are_spread_evenly():
    counts = [soak.players_for(i, 2, 5) for i in range(8)]
    assert counts == [2, 3, 4, 5, 2, 3, 4, 5]


def test_a_game_that_raises_is_a_failure_with_its_seed(monkeypatch):
    import game.simulate

    def broken(*args, **kwargs):
        raise ZeroDivisionError("on purpose")

    monkeypatch.setattr(game.simulate, "play_game", broken)
    result = soak.play_one("europe", (), 3, ("random",), 1234, 7)
    assert result["failures"] and "seed 1234" in result["failures"][0] and "ZeroDivisionError" in result["failures"][0]


def test_a_short_soak_of_one_ruleset_runs_clean(capsys):
    assert soak.main(["--games", "3", "--only", "europe-express", "--jobs", "1", "--nice", "0", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    (figures,) = [c for c in report["combinations"] if c["variants"] == []]
    assert figures["games"] == 3 and figures["failures"] == []
    assert report["total_failures"] == 0


def test_workers_are_fresh_interpreters_not_forks_of_the_caller():
    """A fork of a process running SDL (its SIGTERM handler) or other threads (their locks held)
    can outlive the pool's terminate and hang the caller: soak's workers are spawned."""
    assert soak.worker_context().get_start_method() == "spawn"
