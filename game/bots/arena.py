"""Bots against bots: seat-rotated games, with wins, scores, objectives met and move times per bot.

Game ``g`` seats the bot lineup rotated by ``g`` places, so every bot plays every seat equally
often over a multiple of the player count (the first player has an edge in most games).
Every chosen action is checked against the legal actions; a bot that chose an illegal one is
reported and its game is dropped from the figures.

On a machine shared with other work a bot's time cap (wall clock) cuts its search by however
much CPU the others take, so its strength depends on the load. With ``cpu_clock`` the searching
bots cap their thinking by the CPU time of the thread and move times are counted in it too: the
figures are those of an idle core, whatever the load (``railcade arena --cpu-clock``). In team games (a view listing ``teams``) a
team's win is a win for each of its members: wins are shared between winning sides, not seats.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Sequence

from game.bots import make_bot
from game.engine.match import Match
from game.plugins import Registry
from game.simulate import MAX_ACTIONS, game_seed


@dataclass
class BotFigures:
    """What one entry of the lineup did over the games."""

    name: str
    games: int = 0
    wins: float = 0.0  # a shared win counts 1/k for each of the k winners
    score_total: float = 0.0
    objectives_met: int = 0
    objectives_total: int = 0
    move_seconds: list[float] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        times = sorted(self.move_seconds)
        return {
            "name": self.name,
            "games": self.games,
            "win_rate": round(self.wins / self.games, 4) if self.games else 0.0,
            "mean_score": round(self.score_total / self.games, 2) if self.games else 0.0,
            "objective_completion": (round(self.objectives_met / self.objectives_total, 4)
                                     if self.objectives_total else None),
            "moves": len(times),
            "move_ms_p50": round(percentile(times, 0.50) * 1000, 2),
            "move_ms_p95": round(percentile(times, 0.95) * 1000, 2),
            "move_ms_max": round(times[-1] * 1000, 2) if times else 0.0,
        }


def percentile(sorted_values: Sequence[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    index = min(len(sorted_values) - 1, max(0, int(round(q * (len(sorted_values) - 1)))))
    return sorted_values[index]


def objectives(final_view: dict[str, Any], seat: int) -> tuple[int, int]:
    """(met, total) objectives of ``seat`` from the final view: Europe tickets completed, or Trans
    Europa rounds in which the seat joined all its cities."""
    final = final_view.get("final")
    if final and "tickets" in final:
        tickets = final["tickets"].get(seat, final["tickets"].get(str(seat), []))
        return sum(1 for t in tickets if t.get("done")), len(tickets)
    rounds = final_view.get("rounds")
    if rounds:
        return sum(1 for r in rounds if seat in r.get("winners", ())), len(rounds)
    return 0, 0


def win_shares(winners: Sequence[int], teams: Sequence[Sequence[int]] | None) -> dict[int, float]:
    """Each winning seat's share of a win: 1/k when k sides share it, a side being a team (all
    its members won together) or, without teams, a seat."""
    side_of = {seat: index for index, team in enumerate(teams or ()) for seat in team}
    sides = {side_of.get(seat, ("seat", seat)) for seat in winners}
    return {seat: 1 / len(sides) for seat in winners}


def play_one(ruleset: str, variants: Sequence[str], lineup: Sequence[str], seed: int,
             registry: Registry | None = None, options: dict[str, Any] | None = None,
             cpu_clock: bool = False) -> tuple[Match, list[list[float]], str | None]:
    """One game with ``lineup[s]`` at seat ``s``: the finished match, move times per seat, and the
    problem that stopped it if any."""
    match = Match(ruleset, variants, len(lineup), options=options, seed=seed, registry=registry)
    bots = [make_bot(level, match, seat, seed * 31 + seat) for seat, level in enumerate(lineup)]
    clock = time.thread_time if cpu_clock else time.perf_counter
    if cpu_clock:
        for bot in bots:
            if hasattr(bot, "clock"):
                bot.clock = clock
    times: list[list[float]] = [[] for _ in lineup]
    while not match.is_over:
        if len(match.log) >= MAX_ACTIONS:
            return match, times, f"game did not end within {MAX_ACTIONS} actions"
        active = match.active_seats
        if not active:
            return match, times, "the game is not over but no seat may act"
        seat = active[0]
        legal = match.legal_actions(seat)
        bot = bots[seat]
        view = match.view(seat) if bot.needs_view else None
        start = clock()
        action = bot.choose(view, legal)
        times[seat].append(clock() - start)
        if action not in legal:
            return match, times, f"{lineup[seat]} at seat {seat} chose an illegal action: {action}"
        match.apply(action)
    return match, times, None


def run_arena(ruleset: str, variants: Sequence[str], bots: Sequence[str], games: int, seed: int,
              registry: Registry | None = None, progress: Any = None,
              options: dict[str, Any] | None = None, cpu_clock: bool = False) -> dict[str, Any]:
    players = len(bots)
    figures = [BotFigures(name) for name in bots]
    problems: list[str] = []
    start = time.perf_counter()
    for index in range(games):
        shift = index % players
        entry_at_seat = [(seat + shift) % players for seat in range(players)]  # seat -> lineup entry
        lineup = [bots[e] for e in entry_at_seat]
        gseed = game_seed(seed, index)
        match, times, problem = play_one(ruleset, variants, lineup, gseed, registry, options, cpu_clock)
        if problem:
            problems.append(f"game {index} (seed {gseed}): {problem}")
            continue
        scores = {s: sc.total for s, sc in match.score().items()}
        final_view = match.view(None)
        shares = win_shares(match.winners(), final_view.get("teams"))
        for seat, entry in enumerate(entry_at_seat):
            fig = figures[entry]
            fig.games += 1
            fig.score_total += scores.get(seat, 0)
            fig.wins += shares.get(seat, 0.0)
            met, total = objectives(final_view, seat)
            fig.objectives_met += met
            fig.objectives_total += total
            fig.move_seconds.extend(times[seat])
        if progress is not None:
            progress(index + 1, games)
    return {
        "ruleset": ruleset,
        "variants": list(variants),
        "options": dict(options or {}),
        "players": players,
        "games": games,
        "seed": seed,
        "clock": "thread CPU" if cpu_clock else "wall",
        "seconds": round(time.perf_counter() - start, 2),
        "bots": [f.to_dict() for f in figures],
        "problems": problems,
    }
