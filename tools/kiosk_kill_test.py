"""Kill the kiosk's game process with SIGKILL at random moments during bot games, and check that
every restart resumes the identical game. Run by hand (minutes), not in CI:

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/kiosk_kill_test.py --games 100

Each game runs in a worker process: the real kiosk app, headless, with every seat a bot, resuming
the autosave at start exactly as ``railcade kiosk`` does after a crash. After every move the worker
appends ``move N HASH`` to a journal (HASH: the SHA-256 of the canonical JSON of
``match.snapshot()``). The parent kills the worker at a random time (0 to 3 kills per game), then:

1. replays the autosave it finds on disk and hashes the replay's snapshot;
2. checks that the live game had that very hash when it had that many moves (the journal);
3. restarts the worker, which resumes and writes ``resume N HASH``: same N, same hash.

It prints the kills, the resumes checked, the moves lost to a kill (moves already recorded that the
autosave's writer thread had not put on disk yet when the process died) and any mismatch, with the
game's index to replay it (``--seed S --first INDEX --games 1``). ``--jobs N`` plays N games at
once (each its own process), for a loaded machine where one game mostly waits for the CPU.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def state_hash(match) -> str:
    text = json.dumps(match.snapshot(), sort_keys=True, separators=(",", ":"), default=repr)
    return hashlib.sha256(text.encode()).hexdigest()[:20]


# -- the worker ----------------------------------------------------------------------------------


def worker(args) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.client.headless import make_match
    from game.client.scenes.table import TableScene
    from game.kiosk.child import make_kiosk_app
    from game.kiosk.config import KioskConfig, hash_pin, replace

    config = replace(replace(KioskConfig(), "paths.data", args.data), "admin.pin_hash", hash_pin("0000", 1000))
    app = make_kiosk_app(config, None, fullscreen=False, audio=False)
    journal = open(args.journal, "a", buffering=1, encoding="utf-8")
    saver = app.autosaver
    original = saver.record

    def record(match):
        result = original(match)
        journal.write(f"move {len(match.log)} {state_hash(match)}\n")
        return result

    saver.record = record
    app.kiosk.start()
    table = app.scene
    if isinstance(table, TableScene):
        journal.write(f"resume {len(table.match.log)} {state_hash(table.match)}\n")
    else:
        match = make_match(args.ruleset, (), args.players, seed=args.seed, humans=0, registry=app.registry,
                           level=args.level)
        table = TableScene(app, match)
        app.reset_to(table)
        journal.write("start\n")
    app.settings.animation_speed = 4.0
    frame = 0
    while True:
        # Fast-forward: a tenth of a second per update, a frame drawn now and then (the drawing
        # is not what is under test; the moves and their autosaves are).
        app.update(0.1)
        frame += 1
        if frame % 5 == 0:
            app.draw()
        if not isinstance(app.scene, TableScene):  # the score screen: the game is over
            journal.write("over\n")
            return 0


# -- the parent ----------------------------------------------------------------------------------


def read_journal(path: Path) -> tuple[dict[int, str], list[tuple[int, str]], bool]:
    """The live hashes of the game as it stands now, every resume, and whether the game ended.

    The bots do not replay the same moves after a restart (their thinking is not part of the
    save), so the game resumed at move N branches off: the moves after N written before the kill
    belong to a history that no longer exists and are dropped when a resume is read.
    """
    moves: dict[int, str] = {}
    resumes: list[tuple[int, str]] = []
    over = False
    if path.exists():
        for line in path.read_text().splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[0] == "move":
                moves[int(parts[1])] = parts[2]
            elif len(parts) == 3 and parts[0] == "resume":
                n = int(parts[1])
                moves = {k: v for k, v in moves.items() if k < n}
                moves[n] = parts[2]
                resumes.append((n, parts[2]))
            elif parts == ["start"]:
                moves = {}
            elif parts == ["over"]:
                over = True
    return moves, resumes, over


def replay_hash(save_path: Path) -> tuple[int, str] | None:
    from game.client.saves import open_save
    from game.engine.save import read_save
    from game.plugins import default_registry

    if not save_path.exists():
        return None
    save = read_save(save_path)
    return len(save.actions), state_hash(open_save(save, default_registry()))


def new_report() -> dict:
    return {"games": 0, "finished": 0, "kills": 0, "kills_after_the_end": 0, "resumes_checked": 0,
            "autosaves_matched_live": 0, "killed_before_first_save": 0, "lost_moves": [], "failures": []}


def merge(total: dict, part: dict) -> None:
    for key, value in part.items():
        total[key] += value


def run_game(index: int, base_seed: int, rulesets: list[str], base: Path) -> dict:
    """One bot game, killed 0 to 3 times; every kill's autosave must be what the restart resumes.
    Its random choices come from ``base_seed`` and ``index`` alone, so a game is reproducible whatever
    ran beside it."""
    from game.plugins import default_registry

    report = new_report()
    rng = random.Random(f"{base_seed}-{index}")
    record = default_registry().get(rulesets[index % len(rulesets)])
    info = record.info
    players = rng.randint(max(2, info.players_min), min(4, info.players_max))
    seed = rng.randrange(2**31)
    name = f"game {index} ({record.id}, {players} players, seed {seed})"
    data, journal = base / f"game-{index}", base / f"game-{index}.journal"
    command = [sys.executable, __file__, "--worker", "--data", str(data), "--journal", str(journal),
               "--ruleset", record.id, "--players", str(players), "--seed", str(seed), "--level", "random"]
    save_path = data / "autosave" / "current.toml"
    kills_left = rng.randint(0, 3)
    expected: list[tuple[int, str]] = []  # what each restart must resume
    while True:
        lines = len(journal.read_text().splitlines()) if journal.exists() else 0
        worker = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if kills_left:
            # The random moment is counted from when the game is on screen (start-up takes a while).
            deadline = time.monotonic() + 120
            while worker.poll() is None and time.monotonic() < deadline and \
                    (len(journal.read_text().splitlines()) if journal.exists() else 0) == lines:
                time.sleep(0.05)
            try:
                worker.wait(timeout=rng.uniform(0.05, 4.0))
            except subprocess.TimeoutExpired:
                worker.send_signal(signal.SIGKILL)
                worker.wait()
                kills_left -= 1
                moves, _, over = read_journal(journal)
                if over:  # the kill came after the last move, while the process was ending
                    report["kills_after_the_end"] += 1
                    break
                report["kills"] += 1
                replayed = replay_hash(save_path)
                if replayed is None:
                    report["killed_before_first_save"] += 1
                    continue
                n, digest = replayed
                report["lost_moves"].append((max(moves) if moves else 0) - n)
                if n in moves:
                    report["autosaves_matched_live"] += int(moves[n] == digest)
                if n in moves and moves[n] != digest:
                    report["failures"].append(f"{name}: the autosave at move {n} replays to another state "
                                              f"than the live game had at that move")
                expected.append((n, digest))
                continue
        _, err = worker.communicate()
        if worker.returncode != 0 and not read_journal(journal)[2]:
            tail = err.strip().splitlines()[-1:] if err else []
            report["failures"].append(f"{name}: worker exit {worker.returncode}: {tail}")
            return report
        break
    _, resumes, over = read_journal(journal)
    report["games"] += 1
    report["finished"] += int(over)
    if len(resumes) != len(expected):
        report["failures"].append(f"{name}: {len(expected)} kill(s) left an autosave but {len(resumes)} restart(s) "
                                  f"resumed")
        return report
    for (n, digest), resumed in zip(expected, resumes):
        report["resumes_checked"] += 1
        if (n, digest) != resumed:
            report["failures"].append(f"{name}: the autosave held move {n} ({digest}); the restart resumed "
                                      f"move {resumed[0]} ({resumed[1]})")
    return report


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="index of the first game (to replay one: --first N --games 1)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--data", help=argparse.SUPPRESS)
    parser.add_argument("--journal", help=argparse.SUPPRESS)
    parser.add_argument("--ruleset", help=argparse.SUPPRESS)
    parser.add_argument("--players", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--level", default="random", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        return worker(args)

    from game.plugins import default_registry

    rulesets = [r.id for r in default_registry().rulesets()]
    base = Path(tempfile.mkdtemp(prefix="railcade-kill-"))
    report = new_report()
    started = time.perf_counter()
    indices = range(args.first, args.first + args.games)
    # Games may run a few at a time (--jobs): each is its own worker process, and the waiting
    # here is on those processes.
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {pool.submit(run_game, index, args.seed, rulesets, base): index for index in indices}
        for done, future in enumerate(as_completed(futures), 1):
            part = future.result()
            merge(report, part)
            for failure in part["failures"]:
                print(f"FAILURE {failure}", flush=True)
            print(f"game {futures[future]} done ({done}/{args.games}): {report['kills']} kills, "
                  f"{report['resumes_checked']} resumes checked, {len(report['failures'])} failures", flush=True)
    lost = report.pop("lost_moves")
    report["moves_lost_per_kill"] = {str(k): lost.count(k) for k in sorted(set(lost))}
    report["seconds"] = round(time.perf_counter() - started, 1)
    report["load_at_end"] = os.getloadavg()
    report["rulesets"] = rulesets
    report["folder"] = str(base)
    print(json.dumps(report, indent=2))
    return 1 if report["failures"] or report["finished"] != report["games"] else 0


if __name__ == "__main__":
    sys.exit(main())
