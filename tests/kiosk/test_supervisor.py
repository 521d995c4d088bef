"""The supervisor with a child that crashes on purpose: backoff, crash reports, the out-of-order
state after too many crashes, staff exits. Real child processes, fake clock and sleep."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from game.kiosk.config import KioskConfig, folders, replace
from game.kiosk.supervisor import ADMIN_EXIT, RESTART_EXIT, Supervisor, backoff

# A child that counts its runs and, run by run, does what the test scripted: "crash", "kill",
# "restart", "exit" (staff) or "clean". It also records the crash count it was told.
CHILD = textwrap.dedent("""
    import os, signal, sys
    from pathlib import Path
    folder = Path(sys.argv[1])
    script = sys.argv[2].split(",")
    runs = folder / "runs"
    n = len(runs.read_text().splitlines()) if runs.exists() else 0
    with runs.open("a") as handle:
        handle.write(os.environ.get("RAILCADE_KIOSK_CRASHES", "?") + "\\n")
    step = script[min(n, len(script) - 1)]
    print("log line before the end", file=sys.stderr)
    if step == "crash":
        raise RuntimeError("crash on purpose")
    if step == "kill":
        os.kill(os.getpid(), signal.SIGKILL)
    sys.exit({"restart": %d, "exit": %d, "clean": 0}[step])
""" % (RESTART_EXIT, ADMIN_EXIT))


class FakeTime:
    def __init__(self, step_per_read: float = 0.0):
        self.now = 1000.0
        self.step = step_per_read
        self.slept: list[float] = []

    def clock(self) -> float:
        self.now += self.step
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


def make(tmp_path, script: str, time: FakeTime, out_of_order_code: int = 0, **supervisor_keys):
    config = replace(KioskConfig(), "paths.data", str(tmp_path / "kiosk"))
    for key, value in supervisor_keys.items():
        config = replace(config, f"supervisor.{key}", value)
    found = folders(config)
    found.make()
    child = tmp_path / "child.py"
    child.write_text(CHILD)
    ooo_runs = tmp_path / "out_of_order_runs"

    def out_of_order(seconds: int):
        return [sys.executable, "-c",
                f"open({str(ooo_runs)!r}, 'a').write('{seconds}\\n'); raise SystemExit({out_of_order_code})"]

    supervisor = Supervisor([sys.executable, str(child), str(tmp_path), script], out_of_order, config, found,
                            clock=time.clock, sleep=time.sleep)
    return supervisor, found, ooo_runs


def test_backoff_doubles_up_to_a_ceiling():
    assert [backoff(n) for n in range(1, 8)] == [1, 2, 4, 8, 16, 30, 30]


def test_crashing_child_is_restarted_with_backoff_and_each_crash_leaves_a_report(tmp_path):
    time = FakeTime()
    supervisor, found, _ = make(tmp_path, "crash,crash,kill,exit", time)
    (found.autosave / "current.toml").write_text("format = 1\n# the game in progress\n")
    found.logs.joinpath("kiosk.log").write_text("a kiosk log line\n")
    assert supervisor.run() == ADMIN_EXIT
    assert time.slept == [1, 2, 4]
    assert len(supervisor.reports) == 3
    first = (supervisor.reports[0] / "report.txt").read_text()
    assert "exit code 1" in first and "RuntimeError: crash on purpose" in first and "Traceback" in first
    assert "a kiosk log line" in first
    assert (supervisor.reports[0] / "autosave.toml").read_text().startswith("format = 1")
    assert "killed by signal SIGKILL" in (supervisor.reports[2] / "report.txt").read_text()
    # Each start is told how many crashes came before it in a row.
    assert (tmp_path / "runs").read_text().split() == ["0", "1", "2", "3"]


def test_too_many_crashes_show_out_of_order_then_the_game_is_tried_again(tmp_path):
    time = FakeTime()
    supervisor, _, ooo_runs = make(tmp_path, "crash,crash,crash,crash,crash,crash,exit", time, max_restarts=5,
                                   window=60, retry_minutes=3)
    states = []
    original = supervisor.run_child

    def watch(command, extra_env=None):
        states.append(supervisor.state)  # the state while each child runs
        return original(command, extra_env)

    supervisor.run_child = watch
    assert supervisor.run() == ADMIN_EXIT
    assert time.slept == [1, 2, 4, 8, 16]  # five restarts within 60 s, then no sixth
    assert states == ["running"] * 6 + ["out_of_order", "running"]
    assert ooo_runs.read_text().split() == ["180"]  # the screen was shown for the retry time
    assert len((tmp_path / "runs").read_text().split()) == 7  # tried again after it


def test_a_failing_out_of_order_screen_still_waits_before_retrying(tmp_path):
    time = FakeTime()
    supervisor, _, _ = make(tmp_path, "crash,crash,exit", time, out_of_order_code=3, max_restarts=1, retry_minutes=2)
    assert supervisor.run() == ADMIN_EXIT
    assert time.slept[0] == 1 and time.slept[1] == pytest.approx(120)


def test_crashes_spread_over_time_never_reach_out_of_order(tmp_path):
    time = FakeTime(step_per_read=100.0)  # each crash long after the previous one
    supervisor, _, ooo_runs = make(tmp_path, "crash,crash,crash,crash,crash,crash,crash,exit", time,
                                   max_restarts=5, window=60)
    assert supervisor.run() == ADMIN_EXIT
    assert time.slept == [1] * 7 and not ooo_runs.exists()


def test_staff_restart_is_not_a_crash_and_a_clean_end_stops(tmp_path):
    time = FakeTime()
    supervisor, _, _ = make(tmp_path, "restart,restart,clean", time)
    assert supervisor.run() == 0
    assert time.slept == [] and supervisor.reports == []


def test_notify_command_gets_the_report_folder(tmp_path):
    time = FakeTime()
    told = tmp_path / "told"
    notify = (sys.executable, "-c", f"import sys; open({str(told)!r}, 'w').write(sys.argv[1])")
    supervisor, _, _ = make(tmp_path, "crash,exit", time, notify_command=notify)
    supervisor.run()
    assert told.read_text() == str(supervisor.reports[0])


def test_out_of_order_screen_process_ends_by_itself(tmp_path):
    """The real screen, headless: it shows for the given seconds and exits 0 for the retry."""
    from game.kiosk.config import hash_pin, write_config

    config = replace(replace(KioskConfig(), "paths.data", str(tmp_path / "kiosk")), "admin.pin_hash",
                     hash_pin("2468", iterations=1000))
    path = tmp_path / "kiosk.toml"
    write_config(config, path)
    env = {**__import__("os").environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "game.cli", "kiosk", "--config", str(path), "--out-of-order", "0.3"],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
