"""Owner stats: JSON Lines appended by the kiosk, summed up by ``railcade kiosk --stats``."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from game.kiosk.stats import StatsLog, format_table, read_lines, summarize


def test_started_finished_abandoned_mean_duration_and_busiest_hours(tmp_path):
    clock = [datetime(2025, 3, 12, 14, 5).astimezone()]
    log = StatsLog(tmp_path / "stats.jsonl", now=lambda: clock[0])

    def at(minutes, event, **fields):
        clock[0] = datetime(2025, 3, 12, 14, 0).astimezone() + timedelta(minutes=minutes)
        log.record(event, **fields)

    at(0, "started", game="europe-1", ruleset="europe")
    at(40, "finished", game="europe-1", ruleset="europe")
    at(65, "started", game="europe-2", ruleset="europe")
    at(70, "paused", game="europe-2", ruleset="europe")
    at(80, "resumed", game="europe-2", ruleset="europe")
    at(125, "finished", game="europe-2", ruleset="europe")
    at(70, "started", game="transeuropa-3", ruleset="transeuropa")
    at(900, "abandoned", game="transeuropa-3", ruleset="transeuropa")
    with (tmp_path / "stats.jsonl").open("a") as handle:
        handle.write("{broken\n" + json.dumps({"t": "yesterday", "event": "started"}) + "\n")
    lines, bad = read_lines(tmp_path / "stats.jsonl")
    assert bad == 2
    summary = summarize(lines)
    assert summary["rulesets"]["europe"] == {"started": 2, "finished": 2, "abandoned": 0, "mean_minutes": 50.0}
    assert summary["rulesets"]["transeuropa"] == {"started": 1, "finished": 0, "abandoned": 1, "mean_minutes": None}
    assert summary["busiest_hours"][0] == {"hour": 15, "started": 2}
    table = format_table(summary, bad)
    assert "europe" in table and "50.0" in table and "15:00–16:00 (2 started)" in table and "2 unreadable" in table


def test_a_stats_file_that_cannot_be_written_never_raises(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    log = StatsLog(blocker / "stats.jsonl")
    log.record("started", game="g", ruleset="r")
    assert log.error


def test_stats_command_prints_the_table(tmp_path, capsys):
    from game.cli import main
    from game.kiosk.config import KioskConfig, replace, write_config

    config = replace(KioskConfig(), "paths.data", str(tmp_path / "data"))
    write_config(config, tmp_path / "kiosk.toml")
    log = StatsLog(tmp_path / "data" / "stats.jsonl")
    log.record("started", game="europe-9", ruleset="europe")
    assert main(["kiosk", "--config", str(tmp_path / "kiosk.toml"), "--stats"]) == 0
    out = capsys.readouterr().out
    assert "started" in out and "1" in out
    assert main(["kiosk", "--config", str(tmp_path / "kiosk.toml"), "--stats", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["rulesets"]["europe"]["started"] == 1
