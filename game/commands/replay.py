"""``railcade replay SAVE``: replay a save and print the final state and score."""

from __future__ import annotations

import json
import sys

from game.engine.save import SaveError, load_save_file

NAME = "replay"
HELP = "replay a saved game and print its final state and score"


def add_arguments(parser) -> None:
    parser.add_argument("save")
    parser.add_argument("--json", action="store_true")


def run(args) -> int:
    try:
        save, match = load_save_file(args.save)
    except SaveError as exc:  # names the file and the place: line, key or move
        print(f"railcade replay: {exc}", file=sys.stderr)
        return 1
    scores = match.score()
    result = {
        "ruleset": save.ruleset,
        "variants": [v for v, _ in save.variants],
        "seed": save.seed,
        "actions": len(match.log),
        "is_over": match.is_over,
        "winners": match.winners(),
        "scores": {str(seat): s.to_dict() for seat, s in scores.items()},
        "state": match.view(None),
    }
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False, default=str))
        return 0
    print(f"{save.ruleset} {'+'.join(result['variants'])} seed {save.seed}: {len(match.log)} actions, "
          f"{'over' if match.is_over else 'in progress'}")
    for seat, s in scores.items():
        name = save.seats[seat].name if seat < len(save.seats) else f"seat {seat}"
        print(f"  {name}: {s.total}  " + ", ".join(f"{k} {v}" for k, v in s.by_category().items()))
    if match.is_over:
        print("winners: " + ", ".join(save.seats[w].name for w in match.winners()))
    return 0
