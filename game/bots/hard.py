"""The ``hard`` bots: determinized rollouts on top of ``normal`` (the shared search; each family's
candidates and evaluation are in ``route_hard.py`` and ``grid_hard.py``).

For a decision with real alternatives, the bot lists a few candidate actions (normal's choice
first), then for each of ``iterations`` sampled worlds (a Match consistent with its view, hidden
parts drawn at random: :mod:`game.bots.worlds_route`, :mod:`game.bots.worlds_grid`) plays every
candidate followed by ``normal`` play for every seat up to a horizon (Europe: the end of the game;
Trans Europa: none, the position is scored at once by a race model), and scores the outcome as its
lead over the best other seat. All candidates share each world (common random numbers), so their
difference is measured rather than the luck of the draw. The iteration count is the budget and
keeps results deterministic for a seed; ``time_budget`` (seconds) is a safety net that stops the
search early on a slow machine. Normal's choice stands unless an alternative beats it by the
family's margin (whole-game rollouts are noisy).
"""

from __future__ import annotations

import random
import time
from typing import Any

from game.bots import LEVELS, GameInfo
from game.engine.actions import Action
from game.engine.match import Match

TIME_SAFETY = 0.85  # share of the time budget the search may use (the rest: overheads)
EXPERT_BUDGET = 3.0  # seconds an ``expert`` move may think (hard: 1 s)
EXPERT_WORLDS = 3  # times hard's sampled worlds an expert searches


class HardBot:
    name = "hard"
    needs_view = True

    def __init__(self, seat: int, seed: int, family: str, iterations: int, horizon: int):
        self.seat = seat
        self.seed = seed
        self.family = family
        self.iterations = iterations
        self.horizon = horizon  # actions played after the candidate in one rollout
        self.time_budget = 1.0
        # What the time cap reads: the wall clock in play; an arena on a loaded machine may give the
        # thread's CPU clock instead, so the cap cuts the search as it would on an idle core.
        self.clock = time.perf_counter
        self.rng = random.Random(seed)
        self.normal = LEVELS[(family, "normal")](seat, seed)
        self.info: GameInfo | None = None
        self._base: Match | None = None
        self._policies: list[Any] = []
        self.last_worlds = 0  # worlds searched for the last move (benchmarks, tests)
        self.margin = 0.0  # points an alternative must gain over normal's choice, on average
        self.confidence = 0.0  # paired t statistic it must reach

    def bind(self, info: GameInfo) -> None:
        self.info = info

    def as_expert(self) -> "HardBot":
        """The ``expert`` level: the same search with three times the worlds and a 3-second
        budget, for players who want a real fight (the table shows it thinking)."""
        self.name = "expert"
        self.iterations *= EXPERT_WORLDS
        self.time_budget = EXPERT_BUDGET
        return self

    def _base_match(self) -> Match:
        if self._base is None:
            info = self.info
            self._base = Match(info.ruleset, info.variants, info.players, options=info.options,
                               seed=self.seed, registry=info.registry)
            self._policies = [self.rollout_policy(s) for s in range(info.players)]
        return self._base

    # -- family specifics (overridden) ---------------------------------------------------------------

    def rollout_policy(self, seat: int) -> Any:
        """The bot that plays ``seat`` in the playouts: normal, for every seat."""
        return LEVELS[(self.family, "normal")](seat, self.seed + 101 * seat)

    def searchable(self, view: dict[str, Any]) -> bool:
        return True

    def candidates(self, view: dict[str, Any], legal: list[Action], first: Action) -> list[Action]:
        return [first]

    def determinize(self, view: dict[str, Any]) -> Match:
        raise NotImplementedError

    def world_count(self, view: dict[str, Any]) -> int:
        return self.iterations

    def stop(self, sim: Match, view: dict[str, Any]) -> bool:
        return False

    def evaluate(self, sim: Match) -> float:
        totals = {seat: s.total for seat, s in sim.score().items()}
        mine = totals.pop(self.seat)
        return mine - max(totals.values(), default=0)

    # -- the search ----------------------------------------------------------------------------------

    def choose(self, view: Any, legal_actions: list[Action]) -> Action:
        first = self.normal.choose(view, legal_actions)
        if len(legal_actions) == 1 or self.info is None or not self.searchable(view):
            return first
        options = self.candidates(view, legal_actions, first)
        if len(options) <= 1:
            return first
        self._base_match()
        clock = self.clock
        deadline = clock() + self.time_budget * TIME_SAFETY
        values: list[list[float]] = [[] for _ in options]
        started = clock()
        for done in range(self.world_count(view)):
            # Stop before a world that would likely overrun the time cap (the safety net).
            now = clock()
            if done and now + (now - started) / done > deadline:
                break
            world = self.determinize(view)
            scores = []
            for option in options:
                if clock() > deadline:
                    break
                score = self.rollout(world, option, view, deadline)
                if score is None:
                    break
                scores.append(score)
            if len(scores) < len(options):
                break  # a world cut short compares nothing: drop it
            for index, score in enumerate(scores):
                values[index].append(score)
        if not values[0]:
            self.last_worlds = 0
            return first
        self.last_worlds = len(values[0])
        return options[self.pick(values)]

    def pick(self, values: list[list[float]]) -> int:
        """Normal's choice (index 0) unless another beats it clearly: by ``margin`` points on
        average over the shared worlds, and consistently (paired t statistic above ``confidence``).
        Whole-game rollouts are noisy; without this the noise would choose."""
        best, best_gain = 0, 0.0
        n = len(values[0])
        for index in range(1, len(values)):
            diffs = [b - a for a, b in zip(values[0], values[index])]
            mean = sum(diffs) / n
            if n > 1:
                spread = (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5
                sure = spread == 0 or mean / (spread / n ** 0.5) > self.confidence
            else:
                sure = self.confidence <= 0
            if mean > self.margin and sure and mean > best_gain:
                best, best_gain = index, mean
        return best

    def rollout(self, world: Match, option: Action, view: dict[str, Any],
                deadline: float = float("inf")) -> float | None:
        """The option's value in one world, or None when the time cap cut the playout short."""
        sim = world.clone()
        if not sim.is_legal(option):
            return 0.0  # the sampled world disagrees with the view: no evidence either way
        sim.apply(option)
        for step in range(self.horizon):
            if step % 16 == 15 and self.clock() > deadline:
                return None
            if sim.is_over or self.stop(sim, view):
                break
            active = sim.active_seats
            if not active:
                break
            seat = active[0]
            legal = sim.legal_actions(seat)
            sim.apply(self._policies[seat].choose(sim.view(seat), legal))
        return self.evaluate(sim)
