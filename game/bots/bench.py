"""Bot benchmark (``railcade bench bots``): move times per level and rollout playouts per second.

Per installed ruleset of a family with bots: for the cheap levels, the move times over a few whole
games; for search levels (``hard``), the time of a sample of moves taken at positions reached by
``normal`` bots (a whole game of hard moves would take minutes); and how many whole games the
rollout policy (``normal`` for every seat) plays per second from the start, which bounds what the
search can do within its budget. Kept small: the machine is shared.
"""

from __future__ import annotations

import time
from typing import Any

from game.bots import available_levels, make_bot
from game.bots.arena import percentile
from game.engine.match import Match
from game.plugins import default_registry
from game.simulate import game_seed

PLAYERS = 4
CHEAP_GAMES = 2
SEARCH_MOVES = 12
PLAYOUT_SECONDS = 3.0


def _ms(values: list[float]) -> dict[str, float]:
    values = sorted(values)
    return {"moves": len(values), "move_ms_p50": round(percentile(values, 0.5) * 1000, 2),
            "move_ms_p95": round(percentile(values, 0.95) * 1000, 2),
            "move_ms_max": round(values[-1] * 1000, 2) if values else 0.0}


def _game_moves(ruleset: str, players: int, level: str, seed: int, registry: Any) -> list[float]:
    match = Match(ruleset, (), players, seed=seed, registry=registry)
    bots = [make_bot(level, match, s, seed + s) for s in range(players)]
    times = []
    while not match.is_over:
        seat = match.active_seats[0]
        legal = match.legal_actions(seat)
        view = match.view(seat) if bots[seat].needs_view else None
        start = time.perf_counter()
        action = bots[seat].choose(view, legal)
        times.append(time.perf_counter() - start)
        match.apply(action)
    return times


def _search_moves(ruleset: str, players: int, level: str, seed: int, registry: Any) -> list[float]:
    """Times of ``SEARCH_MOVES`` moves of ``level`` spread over a game that ``normal`` bots play."""
    match = Match(ruleset, (), players, seed=seed, registry=registry)
    normal = [make_bot("normal", match, s, seed + s) for s in range(players)]
    searcher = [make_bot(level, match, s, seed + s) for s in range(players)]
    times: list[float] = []
    step = 0
    while not match.is_over and len(times) < SEARCH_MOVES:
        seat = match.active_seats[0]
        legal = match.legal_actions(seat)
        view = match.view(seat)
        if step % 7 == 3 and len(legal) > 1:
            start = time.perf_counter()
            searcher[seat].choose(view, legal)
            times.append(time.perf_counter() - start)
        match.apply(normal[seat].choose(view, legal))
        step += 1
    return times


def _playouts_per_second(ruleset: str, players: int, seed: int, registry: Any) -> dict[str, float]:
    start = time.perf_counter()
    games = actions = 0
    while time.perf_counter() - start < PLAYOUT_SECONDS or games == 0:
        match = Match(ruleset, (), players, seed=game_seed(seed, games), registry=registry)
        bots = [make_bot("normal", match, s, seed + s) for s in range(players)]
        while not match.is_over:
            seat = match.active_seats[0]
            legal = match.legal_actions(seat)
            match.apply(bots[seat].choose(match.view(seat) if bots[seat].needs_view else None, legal))
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {"playouts_per_second": round(games / elapsed, 3), "actions_per_second": round(actions / elapsed, 1)}


def run_benchmark(seed: int = 1) -> dict[str, Any]:
    registry = default_registry()
    out: dict[str, Any] = {}
    for record in registry.rulesets():
        family = record.info.family
        levels = [lvl for lvl in available_levels(family) if lvl != "random"]
        if not levels:
            continue
        players = max(record.info.players_min, min(record.info.players_max, PLAYERS))
        part: dict[str, Any] = {"players": players}
        for level in levels:
            if level == "hard":
                times = _search_moves(record.id, players, level, seed, registry)
            else:
                times = [t for g in range(CHEAP_GAMES)
                         for t in _game_moves(record.id, players, level, game_seed(seed, g), registry)]
            part[level] = _ms(times)
        if "normal" in levels:
            part["rollout_policy"] = _playouts_per_second(record.id, players, seed, registry)
        out[record.id] = part
    return out
