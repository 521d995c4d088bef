"""The figures that justify the derived Europe Express board (SOURCES.md of the package):
bot games on it, counted.

    python tools/europe_express_figures.py [--games 200] [--seed 1] [--level normal]
        [--bonus 17,13,9,4 --bonus 20,15,10,5 ...] [--table-games 2] [--json]

For 2, 3 and 4 players, every seat played by the same bot level: game length (turns per player,
actions), the share of kept tickets the bots complete, the share of games in which someone links
London to Istanbul (and how many players do), the scores (winner, last, the winner's margin, the
spread of all scores), and how often the first player to link wins. ``--bonus`` replays the same
games with other bonus values (the choice the rulebook leaves open); ``--europe-games`` plays
Ticket to Ride Europe with the same bots for comparison. ``--table-games`` also plays
that many 4-player games at the table, headless, at the normal pace of bot play (the pause between
two bot moves and every animation), and reports their length in minutes, Europe's alongside.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots import make_bot  # noqa: E402
from game.engine.match import Match, Seat  # noqa: E402
from game.plugins import default_registry  # noqa: E402
from game.simulate import game_seed  # noqa: E402

RULESET = "europe-express"


def play_one(players: int, level: str, seed: int, bonus: tuple[int, ...] | None, registry,
             ruleset: str = RULESET) -> dict:
    seats = [Seat(f"{level} {i + 1}", "bot", level) for i in range(players)]
    match = Match(ruleset, (), seats, seed=seed, registry=registry)
    if bonus is not None:
        state = match.state
        state.rules = dataclasses.replace(state.rules, bonus_values=tuple(bonus))
        state.bonus_stack = list(bonus)
    bots = [make_bot(level, match, s, seed + s) for s in range(players)]
    while not match.is_over:
        seat = match.active_seats[0]
        bot = bots[seat]
        match.apply(bot.choose(match.view(seat) if bot.needs_view else None, match.legal_actions(seat)))
    state = match.state
    scores = {s: sc.total for s, sc in match.score().items()}
    final = match.view(None)["final"]["tickets"]
    kept = sum(len(final[s]) for s in range(players))
    done = sum(t["done"] for s in range(players) for t in final[s])
    return {"turns": state.turn, "actions": len(match.log), "kept": kept, "done": done,
            "linkers": list(getattr(state, "bonus_order", ())), "scores": scores, "winners": match.winners()}


def summarise(games: list[dict], players: int) -> dict:
    ordered = [sorted(g["scores"].values(), reverse=True) for g in games]
    first_linker_wins = [g["linkers"][0] in g["winners"] for g in games if g["linkers"]]
    return {
        "games": len(games),
        "turns_per_player": round(statistics.mean(g["turns"] for g in games) / players, 1),
        "actions_per_game": round(statistics.mean(g["actions"] for g in games), 1),
        "kept_tickets_per_player": round(statistics.mean(g["kept"] for g in games) / players, 2),
        "kept_tickets_completed": round(sum(g["done"] for g in games) / max(1, sum(g["kept"] for g in games)), 3),
        "games_linking_london_istanbul": round(sum(1 for g in games if g["linkers"]) / len(games), 3),
        "players_linking_per_game": round(statistics.mean(len(g["linkers"]) for g in games), 2),
        "first_linker_wins": round(sum(first_linker_wins) / len(first_linker_wins), 3) if first_linker_wins else None,
        "winner_score": round(statistics.mean(o[0] for o in ordered), 1),
        "last_score": round(statistics.mean(o[-1] for o in ordered), 1),
        "winner_margin": round(statistics.mean(o[0] - o[1] for o in ordered), 1),
        "score_stdev": round(statistics.pstdev([v for o in ordered for v in o]), 1),
    }


def table_minutes(ruleset: str, players: int, seed: int, level: str) -> float:
    """Minutes a bot game lasts at the table at speed 1: frames of 1/60 s until the score screen."""
    from game.client.headless import make_app, make_match, prepare_environment

    prepare_environment()
    from game.client.scenes.score import RoundScoreScene, ScoreScene
    from game.client.scenes.table import TableScene

    app = make_app("en", audio=False)
    match = make_match(ruleset, (), players, seed=seed, humans=0, level=level, registry=app.registry)
    table = TableScene(app, match)
    app.reset_to(table)
    frames = 0
    while not isinstance(app.scene, ScoreScene) and frames < 60 * 60 * 60:
        if isinstance(app.scene, RoundScoreScene):
            app.scene.done()
        if table.session.bot_thinking():
            time.sleep(0.002)  # the simulated clock waits for the bot's thread, as a screen would
        app.update(1 / 60)
        frames += 1
    table.close()
    return round(frames / 60 / 60, 2)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--bonus", action="append", default=[], help="other bonus values, e.g. 20,15,10,5")
    parser.add_argument("--table-games", type=int, default=0)
    parser.add_argument("--europe-games", type=int, default=0,
                        help="also play this many 4-player Europe games with the same bots, for comparison")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    registry = default_registry()
    variants: list[tuple[int, ...] | None] = [None] + [tuple(int(v) for v in b.split(",")) for b in args.bonus]
    out: dict = {"level": args.level, "seed": args.seed, "results": {}}
    for bonus in variants:
        name = "shipped" if bonus is None else ",".join(map(str, bonus))
        out["results"][name] = {}
        for players in (2, 3, 4):
            games = [play_one(players, args.level, game_seed(args.seed, i), bonus, registry)
                     for i in range(args.games)]
            out["results"][name][players] = summarise(games, players)
            if not args.json:
                print(name, players, json.dumps(out["results"][name][players]), flush=True)
    if args.europe_games:
        games = [play_one(4, args.level, game_seed(args.seed, i), None, registry, "europe")
                 for i in range(args.europe_games)]
        out["europe_4_players"] = summarise(games, 4)
        if not args.json:
            print("europe 4", json.dumps(out["europe_4_players"]), flush=True)
    if args.table_games:
        minutes = {}
        for ruleset in (RULESET, "europe"):
            runs = [table_minutes(ruleset, 4, game_seed(args.seed, i), args.level) for i in range(args.table_games)]
            minutes[ruleset] = {"runs": runs, "mean": round(statistics.mean(runs), 2)}
            if not args.json:
                print("table minutes, 4 players", ruleset, minutes[ruleset], flush=True)
        out["table_minutes_4_players"] = minutes
    if args.json:
        print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
