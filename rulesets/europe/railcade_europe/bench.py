"""Speed of the Europe rules: random-bot 4-player games per second through the real Match (hooks,
legality check, events), with the invariant checks off, as ``railcade bench`` measures it.

``python -m railcade_europe.bench [games] [seed]`` or ``tools/bench_europe.py``.

What limits it (measured on the 2-core development machine, where ``sum(range(100))`` takes 4.3 µs):
a random 4-player game is ~360 actions, 213 of them ``draw_card``. Per action, the rules' own work
(legal actions ~35-70 µs depending on how warm the memo is, apply ~30 µs) is about two thirds of the
time; the rest is the Match path: four pluggy hook calls (``is_over``, ``active_seats``,
``legal_actions``, ``apply``) at ~7-10 µs each here, plus the random bot grouping the legal actions
by kind (~11 µs). Legal actions are memoised on the board tables (shared by all matches of a
process), so a long session or a search bot runs faster than a cold start.
"""

from __future__ import annotations

import json
import sys
import time

from game.plugins import default_registry
from game.simulate import game_seed, play_game


def run(games: int = 100, seed: int = 1, players: int = 4, warmup: int = 20) -> dict:
    """Play ``warmup`` games (filling the per-board memo of legal actions, as a long session or a
    search bot would) then time ``games`` games."""
    registry = default_registry()
    for index in range(warmup):
        play_game("europe", (), players, ("random",), game_seed(seed + 1000, index), check=False, registry=registry)
    actions = 0
    start = time.perf_counter()
    for index in range(games):
        result = play_game("europe", (), players, ("random",), game_seed(seed, index), check=False,
                           registry=registry)
        actions += result.actions
    elapsed = time.perf_counter() - start
    return {
        "ruleset": "europe",
        "players": players,
        "games": games,
        "warmup_games": warmup,
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 2),
        "actions_per_game": round(actions / games, 1),
        "us_per_action": round(elapsed / max(1, actions) * 1e6, 1),
    }


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    games = int(args[0]) if args else 100
    seed = int(args[1]) if len(args) > 1 else 1
    print(json.dumps(run(games, seed), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
