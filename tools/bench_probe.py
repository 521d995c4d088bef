#!/usr/bin/env python3
"""One benchmark measurement, printed as JSON, for ``tools/bench_compare.py``.

Run by the interpreter of whichever railcade installation is measured (the current tree's venv or
an older commit's temporary venv), so it uses only the API both have: ``game.simulate``,
``game.engine.match.Match``, ``game.bots.make_bot`` and ``game.plugins.default_registry``. The
process start and the imports are not timed: before the clock starts one match of the ruleset is
set up (not played) and given the measured bots, which imports the bot modules (loaded on first
use) and reads the board, on both sides alike.

    bench_probe.py rulesets
    bench_probe.py engine RULESET PLAYERS GAMES SEED      random bots, checks off (``bench engine``)
    bench_probe.py simulate RULESET PLAYERS GAMES SEED    random bots, every check (``railcade simulate``)
    bench_probe.py playouts RULESET PLAYERS SECONDS SEED  whole normal-bot games (a search's rollouts)
    bench_probe.py moves RULESET PLAYERS LEVEL MOVES SEED move times of LEVEL at normal-play positions
"""

from __future__ import annotations

import json
import sys
import time


def rulesets() -> dict:
    from game.plugins import default_registry

    registry = default_registry()
    return {"rulesets": [{"id": r.id, "family": r.info.family, "players_min": r.info.players_min,
                          "players_max": r.info.players_max} for r in registry.rulesets()]}


def _warm_up(registry, ruleset: str, players: int, level: str, seed: int) -> None:
    """Imports and loading, untimed: one match set up and its bots made, nothing played."""
    from game.bots import make_bot
    from game.engine.match import Match

    match = Match(ruleset, (), players, seed=seed, registry=registry)
    for seat in range(players):
        make_bot(level, match, seat, seed + seat)


def engine(ruleset: str, players: int, games: int, seed: int, check: bool) -> dict:
    from game.plugins import default_registry
    from game.simulate import game_seed, play_game

    registry = default_registry()
    _warm_up(registry, ruleset, players, "random", seed)
    actions = failures = 0
    start, cpu = time.perf_counter(), time.process_time()
    for index in range(games):
        result = play_game(ruleset, (), players, ("random",), game_seed(seed, index), game_index=index,
                           check=check, registry=registry)
        actions += result.actions
        failures += len(result.failures)
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    # On a shared machine the process's CPU time is the steadier measure: other jobs stretch the
    # wall clock, not the work done.
    return {"games": games, "seconds": seconds, "cpu_seconds": cpu, "games_per_second": games / seconds,
            "games_per_cpu_second": games / cpu, "actions_per_game": actions / games,
            "us_per_action": cpu / max(1, actions) * 1e6, "failures": failures}


def _play_to_end(match, bots) -> int:
    actions = 0
    while not match.is_over:
        seat = match.active_seats[0]
        legal = match.legal_actions(seat)
        bot = bots[seat]
        match.apply(bot.choose(match.view(seat) if bot.needs_view else None, legal))
        actions += 1
    return actions


def playouts(ruleset: str, players: int, seconds: float, seed: int) -> dict:
    from game.bots import make_bot
    from game.engine.match import Match
    from game.plugins import default_registry
    from game.simulate import game_seed

    registry = default_registry()
    _warm_up(registry, ruleset, players, "normal", seed)
    games = actions = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.process_time() - cpu < seconds or games == 0:
        match = Match(ruleset, (), players, seed=game_seed(seed, games), registry=registry)
        bots = [make_bot("normal", match, s, seed + s) for s in range(players)]
        actions += _play_to_end(match, bots)
        games += 1
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {"games": games, "seconds": elapsed, "cpu_seconds": cpu, "playouts_per_second": games / elapsed,
            "playouts_per_cpu_second": games / cpu, "actions_per_cpu_second": actions / cpu}


def moves(ruleset: str, players: int, level: str, count: int, seed: int) -> dict:
    """Move times of ``level`` at every 5th position of games ``normal`` bots play, with the
    1-second budget the table gives a move."""
    from game.bots import make_bot
    from game.engine.match import Match
    from game.plugins import default_registry
    from game.simulate import game_seed

    registry = default_registry()
    times: list[float] = []
    game = 0
    while len(times) < count and game < 50:
        match = Match(ruleset, (), players, seed=game_seed(seed, game), registry=registry)
        normal = [make_bot("normal", match, s, seed + s) for s in range(players)]
        searcher = [make_bot(level, match, s, seed + s) for s in range(players)]
        step = 0
        while not match.is_over and len(times) < count:
            seat = match.active_seats[0]
            legal = match.legal_actions(seat)
            view = match.view(seat)
            if step % 5 == 2 and len(legal) > 1:
                start = time.perf_counter()
                searcher[seat].choose(view, legal)
                times.append(time.perf_counter() - start)
            match.apply(normal[seat].choose(view, legal))
            step += 1
        game += 1
    times.sort()

    def pick(q: float) -> float:
        return times[min(len(times) - 1, int(q * len(times)))] * 1000 if times else 0.0

    return {"moves": len(times), "move_ms_p50": pick(0.5), "move_ms_p95": pick(0.95),
            "move_ms_max": times[-1] * 1000 if times else 0.0}


def main(argv: list[str]) -> int:
    kind, args = argv[0], argv[1:]
    if kind == "rulesets":
        out = rulesets()
    elif kind in ("engine", "simulate"):
        out = engine(args[0], int(args[1]), int(args[2]), int(args[3]), check=kind == "simulate")
    elif kind == "playouts":
        out = playouts(args[0], int(args[1]), float(args[2]), int(args[3]))
    elif kind == "moves":
        out = moves(args[0], int(args[1]), args[2], int(args[3]), int(args[4]))
    else:
        print(f"bench_probe: unknown measurement {kind!r}", file=sys.stderr)
        return 2
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
