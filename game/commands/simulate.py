"""``railcade simulate``: whole games with bots, every action checked legal, the invariants after
every action (or every N-th, a failure traced back to its action), the save replayed (game.simulate)."""

from __future__ import annotations

import json
import sys

from game.commands._options import add_option_argument, parse_options
from game.plugins import SelectionError
from game.simulate import CHECK_EVERY
from game.simulate import run as run_games

NAME = "simulate"
HELP = "play games with bots, checking legality, invariants and replays; print speed and failures"


def add_arguments(parser) -> None:
    parser.add_argument("ruleset")
    parser.add_argument("--variant", action="append", default=[], metavar="ID")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="random", help="comma-separated bot levels, one per seat (cycled)")
    add_option_argument(parser)
    parser.add_argument("--no-check", action="store_true", help="skip the checks (to measure speed)")
    parser.add_argument("--check-every", type=int, default=CHECK_EVERY, metavar="N",
                        help=f"check the invariants after every N-th action and the last (default {CHECK_EVERY}: "
                             "every action); a failure is traced back to its action")
    parser.add_argument("--json", action="store_true")


def run(args) -> int:
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    try:
        result = run_games(args.ruleset, args.variant, args.players, args.games, args.seed, bots,
                           check=not args.no_check, options=parse_options(args.option),
                           check_every=args.check_every)
    except (SelectionError, ValueError) as exc:
        print(f"railcade simulate: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{result['games']} games of {args.ruleset} ({args.players} players, bots {','.join(bots)}): "
              f"{result['games_per_second']} games/s, {result['actions_per_game']} actions/game")
        print("mean scores: " + ", ".join(f"seat {s}: {v}" for s, v in result["mean_scores"].items()))
        print(f"failures: {len(result['failures'])}")
        for failure in result["failures"]:
            print(f"  game {failure['game']} seed {failure['seed']} action {failure['action_index']}: "
                  f"{failure['message']}")
    return 1 if result["failures"] else 0
