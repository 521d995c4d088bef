"""The ``hard`` bots: determinized rollouts on top of ``normal``.

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

from game.bots import LEVELS, GameInfo, register
from game.engine.actions import Action
from game.engine.match import Match

TIME_SAFETY = 0.85  # share of the time budget the search may use (the rest: overheads)


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

    def _base_match(self) -> Match:
        if self._base is None:
            info = self.info
            self._base = Match(info.ruleset, info.variants, info.players, options=info.options,
                               seed=self.seed, registry=info.registry)
            self._policies = [LEVELS[(self.family, "normal")](s, self.seed + 101 * s)
                              for s in range(info.players)]
        return self._base

    # -- family specifics (overridden) ---------------------------------------------------------------

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
        deadline = time.perf_counter() + self.time_budget * TIME_SAFETY
        values: list[list[float]] = [[] for _ in options]
        started = time.perf_counter()
        for done in range(self.world_count(view)):
            # Stop before a world that would likely overrun the time cap (the safety net).
            if done and time.perf_counter() + (time.perf_counter() - started) / done > deadline:
                break
            world = self.determinize(view)
            scores = []
            for option in options:
                if time.perf_counter() > deadline:
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
            if step % 16 == 15 and time.perf_counter() > deadline:
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


# -- Europe ---------------------------------------------------------------------------------------------


class RouteHardBot(HardBot):
    """Europe: the search is spent where normal's rules of thumb are weakest and the stakes are
    highest, the destination tickets: whether to draw more, and which offered ones to keep. Those
    candidates are played out to the end of the game in every sampled world; other moves are
    normal's (its plan already claims, collects and blocks)."""

    def __init__(self, seat: int, seed: int):
        super().__init__(seat, seed, "route", iterations=8, horizon=2000)
        self.margin, self.confidence = 6.0, 1.5

    def searchable(self, view: dict[str, Any]) -> bool:
        # Tunnel payments and second cards are left to normal.
        return view.get("phase") in ("setup", "turn", "tickets")

    def determinize(self, view: dict[str, Any]) -> Match:
        from game.bots.worlds_route import determinize

        return determinize(self._base, view, self.seat, self.rng)

    def candidates(self, view: dict[str, Any], legal: list[Action], first: Action) -> list[Action]:
        if first.kind == "keep_tickets":
            # Normal's pick and its nearest rivals: one ticket fewer, one more.
            size = len(first.choice)
            near = [a for a in legal if abs(len(a.choice) - size) == 1 and
                    (set(a.choice) <= set(first.choice) or set(first.choice) <= set(a.choice))]
            return list(dict.fromkeys([first] + near))[:4]
        me = view["seats"][self.seat]
        open_tickets = sum(1 for t in view.get("my_tickets", []) if not t.get("done"))
        if (first.kind != "draw_tickets" and me["trains"] >= 12 and open_tickets <= 1
                and not view.get("last_round") and all(s["trains"] >= 10 for s in view["seats"])):
            draw = next((a for a in legal if a.kind == "draw_tickets"), None)
            if draw is not None:
                return [first, draw]
        return [first]


@register("route", "hard")
def make_route_hard(seat: int, seed: int) -> RouteHardBot:
    return RouteHardBot(seat, seed)


# -- Trans Europa -----------------------------------------------------------------------------------------


class GridHardBot(HardBot):
    """Trans Europa: every track helps everyone's virtual network, so where the bot builds matters
    through the cities of the others, which it cannot see. Each sampled world deals them; each
    candidate (normal's choice and the other segments of its Steiner plan, or its possible
    markers) is played and the world scored by a race model over the exact remaining costs:
    seats build two tracks a turn in turn order, the first to finish ends the round and every
    other seat loses what it still lacks."""

    def __init__(self, seat: int, seed: int):
        super().__init__(seat, seed, "grid", iterations=8, horizon=0)

    def determinize(self, view: dict[str, Any]) -> Match:
        from game.bots.worlds_grid import determinize

        return determinize(self._base, view, self.seat, self.rng)

    def world_count(self, view: dict[str, Any]) -> int:
        objectives = view.get("objectives") or []
        hidden = any(cities is None for cities in objectives)
        return self.iterations if hidden else 1  # visible objectives: this round holds no secret

    def candidates(self, view: dict[str, Any], legal: list[Action], first: Action) -> list[Action]:
        model = self.normal.model
        if first.kind == "place_marker":
            cities = (view.get("objectives") or [None] * (self.seat + 1))[self.seat] or []
            at = {model.board.node_ids[model.board.city_node(c)] for c in cities}
            return [first] + [a for a in legal if a.target in at and a != first][:4]
        if first.kind != "place_track":
            return [first]
        wanted = set(model.plan(view, self.seat).edges)
        out = [first] + [a for a in legal if a.kind == "place_track" and model.board.segment(a.target) in wanted]
        return list(dict.fromkeys(out))[:6]

    def evaluate(self, sim: Match) -> float:
        state = sim.state
        if state.phase != "build" or sim.is_over:
            return super().evaluate(sim)
        model = self.normal.model
        view = sim.view(None)
        view["objectives"] = [list(c) for c in state.cities]
        view["connected"] = [list(state.connected_cities(s)) for s in range(state.players)]
        placed = model.placed(view)
        costs = [model.plan(view, s, placed).cost if state.markers[s] is not None else
                 model.tree(placed, model.city_nodes(state.cities[s])).cost for s in range(state.players)]
        return race_lead(costs, list(state.points), state.turn if state.turn is not None else 0, self.seat)


def race_lead(costs: list[int], points: list[int], next_seat: int, seat: int, per_turn: int = 2) -> float:
    """The seat's lead after the round if everyone builds ``per_turn`` tracks a turn of its own
    plan in turn order from ``next_seat``: the first to finish ends the round."""
    players = len(costs)
    order = [(next_seat + i) % players for i in range(players)]
    turns = [-(-c // per_turn) for c in costs]
    finisher = min(order, key=lambda s: (turns[s], order.index(s)))
    end_turns = turns[finisher]
    after = points[:]
    for s in range(players):
        built = per_turn * (end_turns if order.index(s) <= order.index(finisher) else end_turns - 1)
        after[s] -= max(0, costs[s] - built)
    mine = after.pop(seat)
    return mine - max(after, default=0)


@register("grid", "hard")
def make_grid_hard(seat: int, seed: int) -> GridHardBot:
    return GridHardBot(seat, seed)
