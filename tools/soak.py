#!/usr/bin/env python3
"""Soak: many whole games of every installed ruleset and variant combination, checked.

    python tools/soak.py [--games 10000] [--seed 1] [--jobs 2] [--bots random] [--only ID] [--json]
    make soak                       (the same, with the defaults)

Combinations come from the plugin registry (``Registry.combinations``), so a ruleset or a variant
installed later is soaked without editing this file. Game ``i`` of a combination seats
``min + i % (max - min + 1)`` players, so every player count is played as often. Each game is
``game.simulate.play_game`` with its checks on: the action chosen is legal, the ruleset's
invariants hold after every action, the score recounts the same, the game has a winner, and the
save replays to the identical state. Any exception a game raises is a failure too. Every failure
prints the line that replays that one game.

Work is spread over ``--jobs`` processes (one per core by default); they run at a lower priority
(nice) so a shared machine stays usable. Not part of ``make test``: it takes hours.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
import traceback
import multiprocessing
from multiprocessing.pool import Pool
from statistics import mean, median

CHUNK = 25  # games per task: small enough to share the work evenly, big enough to be cheap

_registry = None


def worker_context():
    """Workers are fresh interpreters, not forks: the caller may hold threads (a test run's bot
    workers, SDL's) whose locks a fork copies while held, and SDL's SIGTERM handler, inherited by a
    fork, keeps a worker alive through the pool's terminate, so the run would never end."""
    return multiprocessing.get_context("spawn")


def _start_worker(niceness: int) -> None:
    global _registry
    if niceness:
        try:
            os.nice(niceness)
        except OSError:
            pass
    from game.plugins import default_registry

    _registry = default_registry()


def players_for(index: int, low: int, high: int) -> int:
    return low + index % (high - low + 1)


def play_one(ruleset: str, variants: tuple[str, ...], players: int, bots: tuple[str, ...], seed: int,
             index: int) -> dict:
    """One checked game, as plain data; an exception is a failure, never the end of the soak."""
    from game.simulate import play_game

    start = time.process_time()
    try:
        result = play_game(ruleset, variants, players, bots, seed, game_index=index, check=True,
                           registry=_registry)
        failures = [str(f) for f in result.failures]
        actions = result.actions
    except Exception as exc:  # noqa: BLE001 - a crash is exactly what a soak looks for
        frame = traceback.extract_tb(exc.__traceback__)[-1]
        failures = [f"game {index} (seed {seed}) raised {type(exc).__name__}: {exc} "
                    f"({frame.filename}:{frame.lineno})"]
        actions = 0
    return {"players": players, "seed": seed, "actions": actions, "cpu": time.process_time() - start,
            "failures": failures}


def _run_chunk(task: tuple) -> list[dict]:
    ruleset, variants, low, high, bots, seed, indexes = task
    from game.simulate import game_seed

    return [play_one(ruleset, variants, players_for(i, low, high), bots, game_seed(seed, i), i) for i in indexes]


def soak_combination(pool: Pool, combination: tuple, games: int, seed: int, bots: tuple[str, ...]) -> dict:
    ruleset, variants, low, high = combination
    tasks = [(ruleset, variants, low, high, bots, seed, range(i, min(i + CHUNK, games)))
             for i in range(0, games, CHUNK)]
    start = time.perf_counter()
    results: list[dict] = []
    for chunk in pool.imap_unordered(_run_chunk, tasks):
        results.extend(chunk)
    wall = time.perf_counter() - start
    actions = [r["actions"] for r in results]
    by_players: dict[int, int] = {}
    for r in results:
        by_players[r["players"]] = by_players.get(r["players"], 0) + 1
    failures = [(r, f) for r in results for f in r["failures"]]
    name = "+".join((ruleset, *variants))
    return {
        "combination": name,
        "ruleset": ruleset,
        "variants": list(variants),
        "games": len(results),
        "players": {str(k): v for k, v in sorted(by_players.items())},
        "failures": [{"players": r["players"], "seed": r["seed"], "message": f,
                      "replay": f"python tools/soak.py --one {name} {r['players']} {r['seed']}"}
                     for r, f in failures],
        "wall_seconds": round(wall, 1),
        "cpu_seconds": round(sum(r["cpu"] for r in results), 1),
        "games_per_second": round(len(results) / wall, 2) if wall else 0.0,
        "cpu_ms_per_game": round(1000 * mean(r["cpu"] for r in results), 1) if results else 0.0,
        "actions_mean": round(mean(actions), 1) if actions else 0.0,
        "actions_median": median(actions) if actions else 0,
        "actions_max": max(actions) if actions else 0,
    }


def machine() -> dict:
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    return {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform(),
            "load_1_5_15": [round(x, 2) for x in load]}


def replay_one(spec: str, players: int, seed: int, bots: tuple[str, ...]) -> int:
    """Play one game again (a failure's ``replay`` line) and print what the checks found."""
    ruleset, *variants = spec.split("+")
    _start_worker(0)
    result = play_one(ruleset, tuple(variants), players, bots, seed, 0)
    print(f"{spec}, {players} players, seed {seed}: {result['actions']} actions")
    for failure in result["failures"]:
        print(f"  FAILURE {failure}")
    return 1 if result["failures"] else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10000, help="games per combination (10000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes (one per core)")
    parser.add_argument("--bots", default="random", help="bot levels by seat, comma-separated (random)")
    parser.add_argument("--only", action="append", default=[], metavar="ID",
                        help="soak only combinations of this ruleset (repeatable)")
    parser.add_argument("--nice", type=int, default=10, help="lower the workers' priority by this (10)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--one", nargs=3, metavar=("COMBINATION", "PLAYERS", "SEED"),
                        help="replay one game, e.g. --one transeuropa+transeuropa-visible-objectives 4 123")
    args = parser.parse_args(argv)
    bots = tuple(b.strip() for b in args.bots.split(",") if b.strip())
    if args.one:
        return replay_one(args.one[0], int(args.one[1]), int(args.one[2]), bots)

    from game.plugins import default_registry

    combinations = [c for c in default_registry().combinations() if not args.only or c[0] in args.only]
    report = {"machine_before": machine(), "games_per_combination": args.games, "seed": args.seed,
              "bots": list(bots), "jobs": args.jobs, "combinations": []}
    if not args.json:
        print(f"soak: {len(combinations)} combinations x {args.games} games, {args.jobs} processes, "
              f"bots {','.join(bots)}; load {report['machine_before']['load_1_5_15']}", flush=True)
    start = time.perf_counter()
    with worker_context().Pool(args.jobs, initializer=_start_worker, initargs=(args.nice,)) as pool:
        for combination in combinations:
            figures = soak_combination(pool, combination, args.games, args.seed, bots)
            report["combinations"].append(figures)
            if not args.json:
                print(f"{figures['combination']:<72} {figures['games']:>6} games  "
                      f"{len(figures['failures'])} failures  {figures['games_per_second']:>6.1f} games/s  "
                      f"{figures['cpu_ms_per_game']:>6.1f} ms CPU/game  actions mean {figures['actions_mean']} "
                      f"max {figures['actions_max']}  players {figures['players']}", flush=True)
                for failure in figures["failures"][:20]:
                    print(f"    FAILURE {failure['message']}\n      replay: {failure['replay']}", flush=True)
    report["wall_seconds"] = round(time.perf_counter() - start, 1)
    report["machine_after"] = machine()
    total_failures = sum(len(c["failures"]) for c in report["combinations"])
    report["total_games"] = sum(c["games"] for c in report["combinations"])
    report["total_failures"] = total_failures
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"total: {report['total_games']} games, {total_failures} failures, {report['wall_seconds']} s; "
              f"load after {report['machine_after']['load_1_5_15']}")
    return 1 if total_failures else 0


if __name__ == "__main__":
    sys.exit(main())
