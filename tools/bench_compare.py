#!/usr/bin/env python3
"""The project's benchmarks, side by side with an older commit, as ratios (``make bench``).

Builds the base commit (default 46aab98, the engine before the speed work) into a venv of its own
(``git archive`` of the commit, pip install of railcade and every ruleset it had), then measures the
base and the current installation in the same run, alternating old/new round by round so that the
load of a shared machine falls on both alike, and prints medians and new/old ratios:

* engine: random-bot games per second per ruleset, checks off (``railcade bench engine``);
* simulate: the same games with every check of ``railcade simulate`` (invariants after each action,
  score recount, replay identity);
* bots: whole normal-bot games per second (what a search's rollouts cost) and hard/expert move
  times; bot strength comes from ``railcade arena`` (printed commands, figures in game/bots/README.md);
* client: ``railcade bench client`` frame p99 against the printed floor, and peak memory.

The machine's load (``os.getloadavg``) is printed before and after: compare ratios, and take the
figures that go into notes when the load is low.

A ruleset the base commit does not have (Märklin, Europe Express and Express came after 46aab98) is
compared with ``--later`` (default aa8fb81, where all three were installed and working before the
later speed work), built the same way; its rows say so.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROBE = ROOT / "tools" / "bench_probe.py"
DEFAULT_BASE = "46aab98"
# Rulesets that came after the base are compared with this later commit instead (where each of
# Märklin, Europe Express and Express was installed and working before the later speed work).
DEFAULT_LATER = "aa8fb81"
PLAYERS = 4
# Games per second of the process's CPU time: on a machine shared with other jobs the wall clock
# stretches with their load, the CPU time much less (both are printed).
RATE = "games_per_cpu_second"
ARENA_COMMANDS = (
    "railcade arena europe --bots hard,normal --games 200 --seed 5",
    "railcade arena europe --bots hard,normal,normal --games 90 --seed 1",
    "railcade arena transeuropa --bots hard,normal --games 100 --seed 2",
    "railcade arena europe --bots expert,normal --games 100 --seed 5",
)


# -- the base installation ---------------------------------------------------------------------------


def build_base(commit: str, where: Path) -> Path:
    """A venv at ``where`` with ``commit``'s railcade and rulesets installed; reused when complete."""
    sha = subprocess.run(["git", "-C", str(ROOT), "rev-parse", commit], check=True, capture_output=True,
                         text=True).stdout.strip()
    python = where / "venv" / "bin" / "python"
    stamp = where / "installed"
    if stamp.exists() and stamp.read_text().strip() == sha and python.exists():
        return python
    if where.exists():
        shutil.rmtree(where)
    src = where / "src"
    src.mkdir(parents=True)
    print(f"building {commit} ({sha[:10]}) in {where} ...", file=sys.stderr, flush=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", sha], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(src)], input=archive, check=True)
    subprocess.run([sys.executable, "-m", "venv", str(where / "venv")], check=True)
    rulesets = sorted(str(p.parent) for p in (src / "rulesets").glob("*/pyproject.toml"))
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    str(src), *rulesets], check=True)
    stamp.write_text(sha)
    return python


# -- measuring ----------------------------------------------------------------------------------------


def probe(python: str, *args: object, timeout: float = 1800) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONHASHSEED="0")
    done = subprocess.run([python, str(PROBE), *map(str, args)], capture_output=True, text=True,
                          env=env, timeout=timeout, cwd=tempfile.gettempdir())
    if done.returncode != 0:
        raise RuntimeError(f"probe {' '.join(map(str, args))} failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def client_bench(python: str) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    railcade = str(Path(python).parent / "railcade")
    done = subprocess.run([railcade, "bench", "client", "--json"], capture_output=True, text=True, env=env,
                          timeout=1800, cwd=tempfile.gettempdir())
    if done.returncode != 0:
        raise RuntimeError(f"bench client failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout)["client"]


def interleaved(rounds: int, sides: dict[str, str], measure) -> dict[str, list[dict]]:
    """``measure(python)`` for each side, ``rounds`` times, the order flipped every round."""
    out: dict[str, list[dict]] = {name: [] for name in sides}
    names = list(sides)
    for index in range(rounds):
        for name in (names if index % 2 == 0 else names[::-1]):
            out[name].append(measure(sides[name]))
    return out


def median(runs: list[dict], key: str) -> float:
    return statistics.median(r[key] for r in runs)


def ratio(new: float, old: float) -> float:
    return round(new / old, 2) if old else float("nan")


def load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


# -- the parts ----------------------------------------------------------------------------------------


def pick_rulesets(rulesets: dict[str, dict], wanted: str) -> dict[str, dict]:
    """The installed rulesets named in ``wanted`` (comma-separated ids; empty: all), in installed
    order, so that a run about one ruleset does not spend the shared machine on the others."""
    ids = [r.strip() for r in wanted.split(",") if r.strip()]
    unknown = sorted(set(ids) - set(rulesets))
    if unknown:
        raise SystemExit(f"unknown ruleset(s) {', '.join(unknown)}; installed: {', '.join(rulesets)}")
    return {rid: info for rid, info in rulesets.items() if not ids or rid in ids}


def players_for(info: dict) -> int:
    return max(info["players_min"], min(info["players_max"], PLAYERS))


def part_games(kind: str, sides: dict[str, str], rulesets: dict[str, dict], base_ids: set[str],
               games: int, rounds: int, seed: int, later: tuple[str, str, set[str]] | None = None) -> dict:
    """Each ruleset against the base commit; one the base does not have, against ``later``
    (commit, its python, its rulesets) when that has it, the row saying which commit it is."""
    out = {}
    for rid, info in rulesets.items():
        players = players_for(info)
        against = sides
        if rid not in base_ids:
            if later is None or rid not in later[2]:
                runs = interleaved(rounds, {"new": sides["new"]},
                                   lambda py: probe(py, kind, rid, players, games, seed))
                out[rid] = {"players": players, "new_games_per_second": round(median(runs["new"], RATE), 2),
                            "base": "ruleset not in the base commit"}
                continue
            against = {"old": later[1], "new": sides["new"]}
        runs = interleaved(rounds, against, lambda py: probe(py, kind, rid, players, games, seed))
        old, new = median(runs["old"], RATE), median(runs["new"], RATE)
        out[rid] = {
            "players": players,
            "old_games_per_second": round(old, 2),
            "new_games_per_second": round(new, 2),
            "ratio": ratio(new, old),
            "round_ratios": [ratio(n[RATE], o[RATE]) for o, n in zip(runs["old"], runs["new"])],
            "wall_ratio": ratio(median(runs["new"], "games_per_second"), median(runs["old"], "games_per_second")),
            "old_us_per_action": round(median(runs["old"], "us_per_action"), 1),
            "new_us_per_action": round(median(runs["new"], "us_per_action"), 1),
            "actions_per_game": [round(median(runs["old"], "actions_per_game"), 1),
                                 round(median(runs["new"], "actions_per_game"), 1)],
            "failures": sum(r["failures"] for side in runs.values() for r in side),
        }
        if against is not sides:
            out[rid]["versus"] = later[0]
    return out


def part_bots(sides: dict[str, str], rulesets: dict[str, dict], base_ids: set[str], rounds: int, seed: int,
              seconds: float, moves: int, levels: tuple[str, ...]) -> dict:
    out = {}
    for rid, info in rulesets.items():
        if info["family"] not in ("route", "grid"):
            continue
        players = players_for(info)
        here = sides if rid in base_ids else {"new": sides["new"]}
        runs = interleaved(rounds, here, lambda py: probe(py, "playouts", rid, players, seconds, seed))
        part: dict = {"players": players}
        for name, side_runs in runs.items():
            part[f"{name}_playouts_per_second"] = round(median(side_runs, "playouts_per_cpu_second"), 2)
        if "old" in runs:
            part["playouts_ratio"] = ratio(part["new_playouts_per_second"], part["old_playouts_per_second"])
        for level in levels:
            try:
                timing = probe(sides["new"], "moves", rid, players, level, moves, seed)
            except RuntimeError as exc:
                timing = {"skipped": str(exc).splitlines()[-1]}
            part[f"new_{level}"] = {k: round(v, 1) if isinstance(v, float) else v for k, v in timing.items()}
        out[rid] = part
    return out


def part_client(sides: dict[str, str], rounds: int) -> dict:
    runs = interleaved(rounds, sides, client_bench)
    out = {}
    for name, side_runs in runs.items():
        p99 = statistics.median(r["frame_ms"]["p99"] for r in side_runs)
        floor = statistics.median(r["floor_ms"] for r in side_runs)
        out[name] = {"frame_p99_ms": round(p99, 2), "floor_ms": round(floor, 2),
                     "p99_over_floor": round(statistics.median(r["frame_ms"]["p99"] / r["floor_ms"]
                                                               for r in side_runs), 2),
                     "peak_rss_mb": max(r["peak_rss_mb"] for r in side_runs),
                     "frame_p50_ms": round(statistics.median(r["frame_ms"]["p50"] for r in side_runs), 2)}
    out["targets"] = {"p99_over_floor_max": 3.0, "peak_rss_mb_max": 150}
    return out


# -- printing -------------------------------------------------------------------------------------------


def print_report(result: dict) -> None:
    print(f"machine: {result['machine']}; load before {result['load_before']}, after {result['load_after']}")
    print(f"base {result['base']} against the current tree, {result['rounds']} interleaved rounds, medians")
    for kind, target in (("engine", 2.0), ("simulate", 3.0)):
        if kind not in result:
            continue
        label = ("random games per CPU second, checks off" if kind == "engine"
                 else "random games per CPU second, every check")
        print(f"[{kind}] {label} (target >= {target}x)")
        for rid, row in result[kind].items():
            if "ratio" in row:
                versus = f"  [against {row['versus']}: not in {result['base']}]" if "versus" in row else ""
                print(f"  {rid:36s} {row['old_games_per_second']:8.2f} -> {row['new_games_per_second']:8.2f}"
                      f"  x{row['ratio']:.2f} (wall clock x{row['wall_ratio']:.2f})  rounds {row['round_ratios']}"
                      f"  us/action {row['old_us_per_action']} -> {row['new_us_per_action']}{versus}")
            else:
                print(f"  {rid:36s}          {row['new_games_per_second']:8.2f}  ({row['base']})")
    if "bots" in result:
        print("[bots] whole normal-bot games per CPU second (rollouts), move times at normal-play positions")
        for rid, row in result["bots"].items():
            line = f"  {rid:36s} playouts/s "
            if "old_playouts_per_second" in row:
                line += f"{row['old_playouts_per_second']} -> "
            line += f"{row['new_playouts_per_second']}"
            if "playouts_ratio" in row:
                line += f" x{row['playouts_ratio']}"
            for key, value in row.items():
                if key.startswith("new_") and isinstance(value, dict):
                    line += (f"; {key[4:]} p50 {value.get('move_ms_p50')} ms p95 {value.get('move_ms_p95')} ms"
                             if "move_ms_p95" in value else f"; {key[4:]}: {value.get('skipped')}")
            print(line)
        print("  strength (long runs, figures in game/bots/README.md):")
        for command in ARENA_COMMANDS:
            print(f"    {command}")
    if "client" in result:
        c = result["client"]
        print("[client] railcade bench client (bots thinking alongside)")
        for name in ("old", "new"):
            if name in c:
                row = c[name]
                print(f"  {name}: frame p50 {row['frame_p50_ms']} ms, p99 {row['frame_p99_ms']} ms, floor "
                      f"{row['floor_ms']} ms -> p99 {row['p99_over_floor']}x floor (target <= 3x); "
                      f"peak memory {row['peak_rss_mb']} MB (target <= 150)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default=DEFAULT_BASE, help="commit to compare against")
    parser.add_argument("--later", default=DEFAULT_LATER,
                        help="commit the rulesets missing from the base are compared with ('' for none)")
    parser.add_argument("--parts", default="engine,simulate,bots,client")
    parser.add_argument("--rulesets", default="",
                        help="comma-separated ruleset ids to measure (default: every installed ruleset)")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved old/new rounds per figure")
    parser.add_argument("--games", type=int, default=20, help="games per round (engine and simulate)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--playout-seconds", type=float, default=3.0)
    parser.add_argument("--moves", type=int, default=20, help="search moves timed per level and ruleset")
    parser.add_argument("--levels", default="hard,expert")
    parser.add_argument("--cache", default=str(ROOT / ".venv" / "bench-base"),
                        help="where the base venv is kept between runs ('' for a temporary one)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="accepted like `railcade arena --cpu-clock`: these figures are CPU time already")
    args = parser.parse_args(argv)
    parts = {p.strip() for p in args.parts.split(",") if p.strip()}

    temporary = None
    if args.cache:
        where = Path(args.cache) / args.base
    else:
        temporary = tempfile.mkdtemp(prefix="railcade-base-")
        where = Path(temporary)
    try:
        old_python = build_base(args.base, where)
        sides = {"old": str(old_python), "new": sys.executable}
        rulesets = pick_rulesets({r["id"]: r for r in probe(sides["new"], "rulesets")["rulesets"]},
                                 args.rulesets)
        base_ids = {r["id"] for r in probe(sides["old"], "rulesets")["rulesets"]}
        later = None
        if args.later and set(rulesets) - base_ids and {"engine", "simulate"} & parts:
            later_where = Path(args.cache) / args.later if args.cache else Path(temporary) / "later"
            later_python = str(build_base(args.later, later_where))
            later = (args.later, later_python, {r["id"] for r in probe(later_python, "rulesets")["rulesets"]})
        result: dict = {"machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
                        "base": args.base, "rounds": args.rounds, "load_before": load()}
        started = time.perf_counter()
        if "engine" in parts:
            result["engine"] = part_games("engine", sides, rulesets, base_ids, args.games, args.rounds, args.seed,
                                          later)
        if "simulate" in parts:
            result["simulate"] = part_games("simulate", sides, rulesets, base_ids, max(5, args.games // 2),
                                            args.rounds, args.seed, later)
        if "bots" in parts:
            levels = tuple(x.strip() for x in args.levels.split(",") if x.strip())
            result["bots"] = part_bots(sides, rulesets, base_ids, args.rounds, args.seed, args.playout_seconds,
                                       args.moves, levels)
        if "client" in parts:
            result["client"] = part_client(sides, max(1, args.rounds - 1))
        result["seconds"] = round(time.perf_counter() - started, 1)
        result["load_after"] = load()
    finally:
        if temporary:
            shutil.rmtree(temporary, ignore_errors=True)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print_report(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
