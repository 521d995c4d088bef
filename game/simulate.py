"""Play whole games with bots, checking the engine's promises as they go.

Used by ``railcade simulate`` (fuzzing with invariant checks) and by the benchmarks (speed, with
checks off). Every failure carries the game's seed and the action index so it can be replayed.

What a checked game checks: every action the bot chose is legal; the ruleset's invariants hold
after every action; the final score recounts the same; the game has a winner; its save replays
to the identical state (compared with the game every SNAPSHOT_EVERY actions and at the end).

For quicker fuzzing ``check_every=N`` checks the invariants after every N-th action only (at
positions that differ from game to game) and after the last: a broken state that stays broken
(cards lost or created, trains or tokens miscounted) is still found, at the next check, and the
game's log is then replayed with the invariants checked after every action, so the failure names
the action a check after every action would have named; a state broken and mended between two
checks is not seen.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Sequence

from game.bots import make_bot
from game.engine.actions import IllegalAction
from game.engine.match import Match, PluginFailure, Seat
from game.plugins import Registry

MAX_ACTIONS = 20000  # no shipped game comes near this; past it the game is stuck
SNAPSHOT_EVERY = 32  # actions between two state snapshots the replay check compares
CHECK_EVERY = 1  # actions between two invariant checks of a checked game (see the module's docstring)


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run: distinct, reproducible, within TOML's integer range."""
    return (seed * 1_000_003 + index * 7_919) % (2**62)


@dataclass
class Failure:
    game: int
    seed: int
    action_index: int
    message: str

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "seed": self.seed, "action_index": self.action_index, "message": self.message}

    def __str__(self) -> str:
        return f"game {self.game} (seed {self.seed}) at action {self.action_index}: {self.message}"


@dataclass
class GameResult:
    seed: int
    actions: int
    scores: dict[int, int]
    winners: list[int]
    failures: list[Failure] = field(default_factory=list)
    seconds: float = 0.0


def play_game(
    ruleset: str,
    variants: Sequence[str],
    players: int,
    bots: Sequence[str],
    seed: int,
    *,
    game_index: int = 0,
    check: bool = True,
    registry: Registry | None = None,
    options: dict[str, Any] | None = None,
    check_every: int = CHECK_EVERY,
) -> GameResult:
    """Play one game; with ``check`` verify legality, invariants (after every action, or every
    ``check_every``-th and the last, a failure traced back to the first action after which they
    fail) and replay identity."""
    if check_every < 1:
        raise ValueError(f"check_every must be at least 1, not {check_every}")
    start = time.perf_counter()
    seats = [Seat(f"{bots[i % len(bots)]} {i + 1}", "bot", bots[i % len(bots)]) for i in range(players)]
    match = Match(ruleset, variants, seats, options=options, seed=seed, registry=registry)
    players_bots = [make_bot(bots[i % len(bots)], match, i, seed + i) for i in range(players)]
    failures: list[Failure] = []
    snapshots: dict[int, Any] = {}  # action count -> state snapshot, for the replay check
    final: dict[int, Any] | None = None  # the final scores, counted once for the checks and the result
    # Which actions are followed by a check: those whose count leaves this remainder, so that over
    # a run's games every position in a game is checked in some of them.
    phase = seed % check_every
    checked = 0  # actions played at the last check of the invariants (they held)
    traced = False  # a failure of the invariants was traced back to its action

    def fail(message: str) -> None:
        failures.append(Failure(game_index, seed, len(match.log), message))

    # The match's methods read once (the loop runs for every action of every game).
    legal_actions, apply, check_invariants, log = match.legal_actions, match.apply, match.check_invariants, match.log
    try:
        while not match.is_over:
            if len(log) >= MAX_ACTIONS:
                fail(f"game did not end within {MAX_ACTIONS} actions")
                break
            active = match.active_seats
            if not active:
                fail("the game is not over but no seat may act")
                break
            seat = active[0]
            legal = legal_actions(seat)
            if not legal:
                fail(f"seat {seat} is active but has no legal action")
                break
            bot = players_bots[seat]
            view = match.view(seat) if bot.needs_view else None
            action = bot.choose(view, legal)
            # Match.apply checks that the action is legal (against the list just read, found by
            # identity first) and raises IllegalAction, reported below, when it is not.
            apply(action)
            if check:
                played = len(log)
                if played % check_every == phase or match.is_over:
                    problems = check_invariants()
                    if problems:
                        at = played
                        if check_every > 1:  # where a check after every action would have failed
                            at, problems = first_broken(match, problems)
                        failures.extend(Failure(game_index, seed, at, problem) for problem in problems)
                        traced = True
                        break
                    checked = played
                if played % SNAPSHOT_EVERY == 0:
                    snapshots[played] = match.snapshot()
        if check and not failures:
            final = match.score()
            failures.extend(_end_checks(match, game_index, registry, snapshots, final))
    except IllegalAction as exc:
        fail(f"illegal action: {exc}")
    except PluginFailure as exc:
        fail(str(exc))
    if check and failures and not traced and checked < len(match.log):
        # The game stopped between two checks (an error, a stuck game, an illegal choice): a state
        # broken since the last check may be the cause, so the invariants are traced too.
        at, problems = first_broken(match, [])
        failures[:0] = [Failure(game_index, seed, at, problem) for problem in problems]
    scores = final if final is not None else match.score() if match.is_over else {}
    return GameResult(
        seed=seed,
        actions=len(match.log),
        scores={seat: s.total for seat, s in scores.items()},
        winners=match.winners(scores) if match.is_over else [],
        failures=failures,
        seconds=time.perf_counter() - start,
    )


def first_broken(match: Match, problems: list[str]) -> tuple[int, list[str]]:
    """The first action after which the invariants fail, and what they find then (``problems``:
    what they find now; ``[]`` when the game stopped on an error and the invariants are asked
    whether a broken state came before it).

    The log is replayed on a fresh state with the invariants checked after every action from the
    first, as a game checked after every action is: a ruleset may check some things only at some
    points (Express counts each kind of card when a turn is over, Trans Europa walks every network
    every few tracks), so a check that passed at the stride does not clear what came before it. A
    replay that finds nothing, or cannot go on, leaves ``problems`` where they were found (a replay
    that strays from the game is the replay check's to report)."""
    replay = match.replayed(())
    actions = match.log
    try:
        for index, action in enumerate(actions, start=1):
            replay.apply_recorded(action)
            found = replay.check_invariants()
            if found:
                return index, found
    except Exception:  # noqa: BLE001 - the trace is a diagnosis: the failure already found stands
        pass
    return len(actions), problems


def _end_checks(match: Match, game_index: int, registry: Registry | None,
                snapshots: dict[int, Any], counted: dict[int, Any]) -> list[Failure]:
    """Scores (``counted``: the match's score) recount the same; the save replays to the
    identical state.

    The replay starts a match from the save's recipe and applies its actions; its state is
    compared with the game's own at every snapshot taken while it was played and at the end. Each
    action was checked legal when played, on the state the replay reproduces, so the replay
    applies them without listing legal actions again: a replay that strays is caught at the next
    snapshot, the failure naming it and the last one found identical (and ``Match.from_save`` is
    what loading a save uses)."""
    out = []
    at = len(match.log)
    # The scores compared as they are (seat, lines, tie-breaks): equal scores give equal dicts,
    # and a difference their dicts would hide (the order of a line's detail) is still one.
    if match.score() != counted:
        out.append(Failure(game_index, match.seed, at, "score differs between two recounts"))
    if not match.winners(counted):
        out.append(Failure(game_index, match.seed, at, "the game is over but has no winner"))
    save = match.to_save()
    replay = Match(save.ruleset, [v for v, _ in save.variants], save.seats, options=save.options, seed=save.seed,
                   registry=registry)
    actions = save.actions
    same = 0  # the last action after which the replay's state was compared and found identical
    for index, expected in snapshots.items():  # taken in the order of the game
        replay.apply_recorded_all(actions[same:index])
        if replay.snapshot() != expected:
            out.append(Failure(game_index, match.seed, index, _strayed(same)))
            return out
        same = index
    replay.apply_recorded_all(actions[same:])
    if replay.snapshot() != match.snapshot():
        out.append(Failure(game_index, match.seed, at, _strayed(same)))
    return out


def _strayed(same: int) -> str:
    return ("the save does not replay to the identical state (it differs after this action; "
            f"it was identical after action {same})" if same else
            "the save does not replay to the identical state (it differs after this action)")


def run(
    ruleset: str,
    variants: Sequence[str],
    players: int,
    games: int,
    seed: int,
    bots: Sequence[str] = ("random",),
    *,
    check: bool = True,
    registry: Registry | None = None,
    options: dict[str, Any] | None = None,
    check_every: int = CHECK_EVERY,
) -> dict[str, Any]:
    """Play ``games`` games and summarise them as the JSON ``railcade simulate`` prints."""
    results = []
    start = time.perf_counter()
    for index in range(games):
        results.append(
            play_game(ruleset, variants, players, bots, game_seed(seed, index),
                      game_index=index, check=check, registry=registry, options=options,
                      check_every=check_every)
        )
    elapsed = time.perf_counter() - start
    failures = [f for r in results for f in r.failures]
    mean_scores = {
        str(seat): round(sum(r.scores.get(seat, 0) for r in results) / max(1, len(results)), 2)
        for seat in range(players)
    }
    wins = {str(seat): sum(1 for r in results if seat in r.winners) for seat in range(players)}
    return {
        "ruleset": ruleset,
        "variants": list(variants),
        "options": dict(options or {}),
        "players": players,
        "bots": list(bots),
        "seed": seed,
        "games": games,
        "checked": check,
        "check_every": check_every if check else None,
        "failures": [f.to_dict() for f in failures],
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 2) if elapsed > 0 else 0.0,
        "actions_per_game": round(sum(r.actions for r in results) / max(1, games), 1),
        "mean_scores": mean_scores,
        "wins": wins,
    }


def time_games(ruleset: str, games: int, seed: int = 1, players: int = 4, *, check: bool = False,
               registry: Registry | None = None) -> dict[str, Any]:
    """Random-bot games of one ruleset, timed (CPU and wall clock), for the rulesets' ``bench``
    modules: ``check`` False is ``railcade bench engine``, True is ``railcade simulate``."""
    cpu = time.process_time()
    summary = run(ruleset, (), players, games, seed, check=check, registry=registry)
    cpu = time.process_time() - cpu
    actions = summary["actions_per_game"] * games
    return {
        "ruleset": ruleset,
        "players": players,
        "games": games,
        "checked": check,
        "seconds": summary["seconds"],
        "cpu_seconds": round(cpu, 3),
        "games_per_cpu_second": round(games / cpu, 2) if cpu > 0 else 0.0,
        "actions_per_game": summary["actions_per_game"],
        "us_per_action": round(cpu / max(1, actions) * 1e6, 1),
        "failures": len(summary["failures"]),
    }


def bench_main(ruleset: str, argv: list[str]) -> int:
    """``python -m <ruleset package>.bench [games] [seed]``: engine and simulate figures as JSON."""
    import json

    games = int(argv[0]) if argv else 20
    seed = int(argv[1]) if len(argv) > 1 else 1
    out = {kind: time_games(ruleset, games, seed, check=kind == "simulate") for kind in ("engine", "simulate")}
    print(json.dumps(out, indent=2))
    return 0
