"""``railcade bench``: the project's benchmarks, printed as figures a person can compare.

``engine``: random-bot games per second and actions per game for each installed ruleset (checks
off), plus the cost of one ``legal_actions`` and one ``apply``. ``bots`` and ``client`` run the
benchmarks of :mod:`game.bots.bench` and :mod:`game.client.bench` when those are installed.
Timings depend on the machine, so the output names it; compare ratios, not absolutes.
"""

from __future__ import annotations

import importlib
import json
import os
import platform
import sys
import time

from game.plugins import default_registry
from game.simulate import game_seed, play_game

NAME = "bench"
HELP = "run benchmarks: engine speed, bot move times, client frame times"

# Player counts measured per ruleset family (the issues ask for 4-player Europe).
PLAYERS = {"route": 4, "grid": 4, "cards": 4}


def add_arguments(parser) -> None:
    parser.add_argument("part", nargs="?", default="all", choices=("all", "engine", "bots", "client"))
    parser.add_argument("--games", type=int, default=40, help="games per ruleset for the engine part")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")


def machine() -> dict:
    return {
        "python": platform.python_version(),
        "platform": platform.platform(terse=True),
        "cpu": platform.processor() or platform.machine(),
        "cores": os.cpu_count(),
    }


def bench_engine(games: int, seed: int) -> dict:
    registry = default_registry()
    out = {}
    for record in registry.rulesets():
        info = record.info
        players = max(info.players_min, min(info.players_max, PLAYERS.get(info.family, 4)))
        start = time.perf_counter()
        actions = 0
        for index in range(games):
            result = play_game(record.id, (), players, ("random",), game_seed(seed, index),
                               check=False, registry=registry)
            actions += result.actions
        elapsed = time.perf_counter() - start
        out[record.id] = {
            "players": players,
            "games": games,
            "games_per_second": round(games / elapsed, 2),
            "actions_per_game": round(actions / games, 1),
            "us_per_action": round(elapsed / max(1, actions) * 1e6, 1),
        }
    return out


def _optional(module_name: str, **kwargs) -> dict:
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        return {"skipped": f"{module_name} not available: {exc}"}
    return module.run_benchmark(**kwargs)


def run(args) -> int:
    result: dict = {"machine": machine()}
    if args.part in ("all", "engine"):
        result["engine"] = bench_engine(args.games, args.seed)
    if args.part in ("all", "bots"):
        result["bots"] = _optional("game.bots.bench", seed=args.seed)
    if args.part in ("all", "client"):
        result["client"] = _optional("game.client.bench")
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    m = result["machine"]
    print(f"machine: {m['cpu']}, {m['cores']} cores, Python {m['python']}, {m['platform']}")
    for part in ("engine", "bots", "client"):
        if part in result:
            print(f"[{part}]")
            print(json.dumps(result[part], indent=2))
    sys.stdout.flush()
    return 0
