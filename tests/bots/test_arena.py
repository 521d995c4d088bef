"""The arena on the toy plugin: seat rotation, per-bot figures, the command's JSON."""

from __future__ import annotations

import json

from game.bots import GameInfo, make_bot
from game.bots.arena import percentile, run_arena
from game.cli import main
from game.engine.match import Match


def test_seats_rotate_so_every_entry_plays_every_game(toy_registry):
    result = run_arena("toyrail", (), ["random", "random", "random"], games=6, seed=3, registry=toy_registry)
    assert result["problems"] == []
    assert [b["games"] for b in result["bots"]] == [6, 6, 6]
    # Shared wins count 1/k, so the win rates of one game add up to one.
    assert abs(sum(b["win_rate"] for b in result["bots"]) - 1.0) < 1e-6


def test_the_same_seed_gives_the_same_figures(toy_registry):
    first = run_arena("toyrail", (), ["random", "random"], games=4, seed=9, registry=toy_registry)
    second = run_arena("toyrail", (), ["random", "random"], games=4, seed=9, registry=toy_registry)
    strip = lambda r: [(b["win_rate"], b["mean_score"], b["moves"]) for b in r["bots"]]
    assert strip(first) == strip(second)


def test_arena_command_prints_the_json_the_issue_names(test_site, capsys):
    assert main(["arena", "toyrail", "--bots", "random,random", "--games", "2", "--seed", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["bots"]) == 2
    for entry in out["bots"]:
        assert {"name", "win_rate", "mean_score", "move_ms_p50", "move_ms_p95"} <= set(entry)


def test_arena_command_refuses_a_single_bot(test_site, capsys):
    assert main(["arena", "toyrail", "--bots", "random", "--games", "1"]) == 2


def test_percentile_picks_from_the_sorted_values():
    assert percentile([1, 2, 3, 4, 5], 0.5) == 3
    assert percentile([1, 2, 3, 4, 5], 0.95) == 5
    assert percentile([], 0.5) == 0.0


def test_make_bot_binds_searching_bots_to_the_public_recipe(toy_registry, monkeypatch):
    import game.bots as bots

    class Binder:
        name, needs_view = "binder", False

        def __init__(self, seat, seed):
            self.info = None

        def bind(self, info):
            self.info = info

        def choose(self, view, legal):
            return legal[0]

    bots._load_builtin()
    monkeypatch.setitem(bots.LEVELS, ("*", "binder"), Binder)
    match = Match("toyrail", (), 3, seed=5, registry=toy_registry)
    bot = make_bot("binder", match, 1, 7)
    assert bot.info == GameInfo("toyrail", (), 3, dict(match.setup.options), toy_registry)


def test_a_team_win_counts_whole_for_each_member():
    from game.bots.arena import win_shares

    assert win_shares([0, 2], [[0, 2], [1, 3]]) == {0: 1.0, 2: 1.0}
    assert win_shares([0, 2], None) == {0: 0.5, 2: 0.5}  # two seats without teams share it
    assert win_shares([0, 1, 3], [[0, 2], [1, 3]]) == {0: 0.5, 1: 0.5, 3: 0.5}


def test_options_parse_as_the_match_expects():
    import pytest

    from game.commands._options import parse_options

    assert parse_options(["teams=false", "target=50", "mode=fast"]) == {"teams": False, "target": 50, "mode": "fast"}
    with pytest.raises(ValueError):
        parse_options(["teams"])


def test_cpu_clock_arena_gives_searching_bots_the_thread_cpu_clock(toy_registry, monkeypatch):
    """On a loaded machine the arena can cap searches by CPU time: a bot with a ``clock`` gets the
    thread's CPU clock, and the figures say which clock timed the moves."""
    import time

    import game.bots as bots

    seen = []

    class Clocked:
        name, needs_view = "clocked", False

        def __init__(self, seat, seed):
            self.clock = time.perf_counter

        def choose(self, view, legal):
            seen.append(self.clock)
            return legal[0]

    bots._load_builtin()
    monkeypatch.setitem(bots.LEVELS, ("*", "clocked"), Clocked)
    wall = run_arena("toyrail", (), ["clocked", "random"], games=2, seed=1, registry=toy_registry)
    assert wall["clock"] == "wall" and set(seen) == {time.perf_counter}
    seen.clear()
    cpu = run_arena("toyrail", (), ["clocked", "random"], games=2, seed=1, registry=toy_registry, cpu_clock=True)
    assert cpu["clock"] == "thread CPU" and set(seen) == {time.thread_time}
    assert cpu["problems"] == []
