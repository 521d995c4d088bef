"""The kiosk supervisor: a small parent process (no pygame, no plugins) that runs the game as a
child and starts it again when it dies.

- Backoff: the n-th crash within ``supervisor.window`` seconds waits 2^(n-1) seconds (1, 2, 4, 8,
  16, at most 30) before the restart. More than ``max_restarts`` crashes in the window: the "out of
  order — staff notified" screen (its own small child process) for ``retry_minutes``, then the game
  is tried again.
- Each crash writes a report folder: ``report.txt`` (exit code or signal, the child's stderr tail,
  which holds the Python traceback, and the last lines of the kiosk log) and ``autosave.toml`` (the
  game in progress), then runs ``supervisor.notify_command`` with the folder, if set.
- The child learns how many times in a row it crashed (``RAILCADE_KIOSK_CRASHES``): after a few, it
  parks the autosave instead of resuming it, in case the game itself is what crashes.
- Exit codes of the child: 64 = staff chose "exit kiosk" (the supervisor ends with 64, which the
  systemd unit does not restart), 65 = "restart the game" (restarted at once, not counted), 0 = a
  clean end, anything else or a signal = a crash.

Clock, sleep and process start are injectable: the tests run a child that crashes on purpose with a
fake clock, so no test waits for real backoff.
"""

from __future__ import annotations

import logging
import os
import shutil
import signal
import subprocess
import sys
import time
from collections import deque
from datetime import datetime
from pathlib import Path
from typing import Callable, Sequence

from game.i18n.plural import plural
from game.kiosk.config import Folders, KioskConfig

ADMIN_EXIT = 64
RESTART_EXIT = 65
MAX_DELAY = 30.0
STDERR_LINES, LOG_LINES = 80, 120
KEEP_REPORTS = 100
NOTIFY_TIMEOUT = 30

log = logging.getLogger("railcade.kiosk.supervisor")


def tail(path: Path, lines: int) -> list[str]:
    try:
        with path.open("rb") as handle:
            handle.seek(0, os.SEEK_END)
            size = handle.tell()
            handle.seek(max(0, size - 256 * 1024))
            data = handle.read().decode("utf-8", errors="replace")
    except OSError:
        return []
    return data.splitlines()[-lines:]


def describe_exit(code: int) -> str:
    if code < 0:
        try:
            return f"killed by signal {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit code {code}"


def backoff(crashes_in_window: int) -> float:
    return min(MAX_DELAY, 2.0 ** max(0, crashes_in_window - 1))


class Supervisor:
    def __init__(self, game_command: Sequence[str], out_of_order_command: Callable[[int], Sequence[str]],
                 config: KioskConfig, folders: Folders, *, clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] = time.sleep, env: dict | None = None):
        self.game_command = list(game_command)
        self.out_of_order_command = out_of_order_command
        self.config = config
        self.folders = folders
        self.clock, self.sleep = clock, sleep
        self.env = dict(os.environ if env is None else env)
        self.crashes: deque[float] = deque()
        self.in_a_row = 0
        self.state = "starting"  # running | backoff | out_of_order | stopped
        self.reports: list[Path] = []
        self.delays: list[float] = []  # every backoff waited (tests read it)
        self.child: subprocess.Popen | None = None
        self.stopping = False

    @property
    def stderr_path(self) -> Path:
        return self.folders.logs / "child-stderr.log"

    # -- running children ------------------------------------------------------------------------

    def run_child(self, command: Sequence[str], extra_env: dict | None = None) -> int:
        env = {**self.env, **(extra_env or {})}
        self.folders.logs.mkdir(parents=True, exist_ok=True)
        with self.stderr_path.open("w", encoding="utf-8") as errors:
            try:
                self.child = subprocess.Popen(list(command), stdout=errors, stderr=errors, env=env)
            except OSError as exc:
                errors.write(f"cannot start {command[0]}: {exc}\n")
                return 127
            try:
                return self.child.wait()
            finally:
                self.child = None

    def stop(self, *_: object) -> None:
        """SIGTERM (systemd stop): end the child and do not start another."""
        self.stopping = True
        child = self.child
        if child is not None and child.poll() is None:
            child.terminate()

    def run(self, max_starts: int | None = None) -> int:
        starts = 0
        while not self.stopping and (max_starts is None or starts < max_starts):
            starts += 1
            self.state = "running"
            log.info("starting the game (%d %s in a row)", self.in_a_row, plural(self.in_a_row, "en", "crash", "crashes"))
            code = self.run_child(self.game_command, {"RAILCADE_KIOSK_CRASHES": str(self.in_a_row)})
            if self.stopping:
                break
            if code == ADMIN_EXIT:
                log.info("staff exited the kiosk")
                self.state = "stopped"
                return ADMIN_EXIT
            if code == RESTART_EXIT:
                log.info("staff restarted the game")
                self.in_a_row = 0
                continue
            if code == 0:
                log.info("the game ended cleanly")
                self.state = "stopped"
                return 0
            self.crashed(code)
            if len(self.crashes) > self.config.supervisor.max_restarts:
                if self.out_of_order() == ADMIN_EXIT:
                    self.state = "stopped"
                    return ADMIN_EXIT
                self.crashes.clear()
                continue
            delay = backoff(len(self.crashes))
            self.state = "backoff"
            self.delays.append(delay)
            log.info("restarting in %.0f s", delay)
            self.sleep(delay)
        self.state = "stopped"
        return 0

    def crashed(self, code: int) -> None:
        now = self.clock()
        self.in_a_row += 1
        self.crashes.append(now)
        while self.crashes and now - self.crashes[0] > self.config.supervisor.window:
            self.crashes.popleft()
        log.error("the game crashed: %s (%d in the last %d s)", describe_exit(code), len(self.crashes),
                  self.config.supervisor.window)
        report = self.write_report(code)
        if report is not None:
            self.reports.append(report)
            self.notify(report)

    def out_of_order(self) -> int:
        """Show the out-of-order screen until the retry time, then let the game try again."""
        self.state = "out_of_order"
        seconds = self.config.supervisor.retry_minutes * 60
        log.error("too many crashes: out of order for %d s", seconds)
        started = self.clock()
        code = self.run_child(self.out_of_order_command(seconds))
        if code == ADMIN_EXIT:
            return ADMIN_EXIT
        left = seconds - (self.clock() - started)
        if code != 0 and left > 0 and not self.stopping:
            self.sleep(left)  # the screen itself failed: wait the same time, screen dark
        return code

    # -- reports ---------------------------------------------------------------------------------

    def write_report(self, code: int) -> Path | None:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        folder = self.folders.reports / f"crash-{stamp}"
        n = 1
        while folder.exists():
            n += 1
            folder = self.folders.reports / f"crash-{stamp}-{n}"
        try:
            folder.mkdir(parents=True)
            autosave = self.folders.autosave / "current.toml"
            has_save = autosave.is_file()
            if has_save:
                shutil.copyfile(autosave, folder / "autosave.toml")
            lines = [
                f"railcade kiosk crash report, {datetime.now().astimezone().isoformat(timespec='seconds')}",
                f"how it ended: {describe_exit(code)}",
                f"crashes in the last {self.config.supervisor.window} s: {len(self.crashes)}; in a row: {self.in_a_row}",
                f"command: {' '.join(self.game_command)}",
                f"python: {sys.version.split()[0]} on {sys.platform}",
                f"game in progress: {'autosave.toml beside this file' if has_save else 'none'}",
                "",
                "== the game's error output (the traceback is at its end) ==",
                *tail(self.stderr_path, STDERR_LINES),
                "",
                "== the last lines of the kiosk log ==",
                *tail(self.folders.logs / "kiosk.log", LOG_LINES),
            ]
            (folder / "report.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
        except OSError as exc:
            log.error("cannot write a crash report in %s: %s", folder, exc)
            return None
        self.prune_reports()
        return folder

    def prune_reports(self) -> None:
        try:
            old = sorted((p for p in self.folders.reports.glob("crash-*") if p.is_dir()),
                         key=lambda p: p.stat().st_mtime, reverse=True)
        except OSError:
            return
        for folder in old[KEEP_REPORTS:]:
            shutil.rmtree(folder, ignore_errors=True)

    def notify(self, report: Path) -> None:
        command = list(self.config.supervisor.notify_command)
        if not command:
            return
        try:
            subprocess.run(command + [str(report)], timeout=NOTIFY_TIMEOUT, check=False,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except (OSError, subprocess.SubprocessError) as exc:
            log.error("notify command failed: %s", exc)
