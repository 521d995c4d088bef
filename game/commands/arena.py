"""``railcade arena RULESET --bots hard,normal --games G``: seat-rotated bot games and their figures."""

from __future__ import annotations

import json
import sys

from game.bots.arena import run_arena
from game.commands._options import add_option_argument, parse_options
from game.plugins import SelectionError

NAME = "arena"
HELP = "play seat-rotated games between bot levels; print win rate, score, objectives, move times"


def add_arguments(parser) -> None:
    parser.add_argument("ruleset")
    parser.add_argument("--variant", action="append", default=[], metavar="ID")
    parser.add_argument("--bots", default="normal,easy",
                        help="comma-separated bot levels, one per seat (the player count)")
    add_option_argument(parser)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="cap searching bots and time moves by the thread's CPU time (figures of an "
                             "idle core on a loaded machine)")


def run(args) -> int:
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if len(bots) < 2:
        print("railcade arena: give at least two bots (one per seat)", file=sys.stderr)
        return 2
    try:
        result = run_arena(args.ruleset, args.variant, bots, args.games, args.seed,
                           options=parse_options(args.option), cpu_clock=args.cpu_clock)
    except (SelectionError, ValueError) as exc:
        print(f"railcade arena: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, indent=2))
        return 1 if result["problems"] else 0
    variants = f" + {', '.join(args.variant)}" if args.variant else ""
    print(f"{args.games} games of {args.ruleset}{variants}, {len(bots)} players, seed {args.seed}, "
          f"seats rotated ({result['seconds']} s; move times on the {result['clock']} clock)")
    print(f"{'bot':<10} {'wins':>7} {'score':>8} {'objectives':>11} {'p50 ms':>9} {'p95 ms':>9} {'max ms':>9}")
    for entry in result["bots"]:
        done = entry["objective_completion"]
        print(f"{entry['name']:<10} {entry['win_rate']:>7.1%} {entry['mean_score']:>8.1f} "
              f"{(f'{done:.1%}' if done is not None else '-'):>11} {entry['move_ms_p50']:>9.2f} "
              f"{entry['move_ms_p95']:>9.2f} {entry['move_ms_max']:>9.2f}")
    for problem in result["problems"]:
        print(f"  problem: {problem}")
    return 1 if result["problems"] else 0
