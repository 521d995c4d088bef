"""The ``hard`` bots: determinized rollouts on top of ``normal``.

For a decision with real alternatives, the bot lists a few candidate actions (normal's choice
first), then for each of ``iterations`` sampled worlds (a Match consistent with its view, hidden
parts drawn at random: :mod:`game.bots.worlds_route`, :mod:`game.bots.worlds_grid`) plays every
candidate followed by ``normal`` play for every seat, up to a horizon, and scores the outcome as its
lead over the best other seat. All candidates share each world (common random numbers), so their
difference is measured rather than the luck of the draw. The iteration count is the budget and
keeps results deterministic for a seed; ``time_budget`` (seconds) is a safety net that stops the
search early on a slow machine. Normal's choice wins ties.
"""

from __future__ import annotations

import random
import time
from typing import Any, Callable

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
        totals = [0.0] * len(options)
        worlds = 0
        for _ in range(self.iterations):
            world = self.determinize(view)
            for index, option in enumerate(options):
                totals[index] += self.rollout(world, option, view)
            worlds += 1
            if time.perf_counter() > deadline:
                break
        self.last_worlds = worlds
        best = max(range(len(options)), key=lambda i: (totals[i], i == 0))
        return options[best]

    def rollout(self, world: Match, option: Action, view: dict[str, Any]) -> float:
        sim = world.clone()
        if not sim.is_legal(option):
            return 0.0  # the sampled world disagrees with the view: no evidence either way
        sim.apply(option)
        for _ in range(self.horizon or 200):
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
    def __init__(self, seat: int, seed: int):
        super().__init__(seat, seed, "route", iterations=12, horizon=0)

    def stop(self, sim: Match, view: dict[str, Any]) -> bool:
        # Play on until the seat's next turn begins: what it does now is judged on what it
        # leads to, then the position is scored by the plan-based estimate below.
        state = sim.state
        return state.current == self.seat and state.phase == "turn"

    def evaluate(self, sim: Match) -> float:
        if sim.is_over:
            return super().evaluate(sim)
        from game.bots.route_normal import position_value

        values = [position_value(self._policies[s], sim.view(s)) for s in range(sim.state.players)]
        mine = values.pop(self.seat)
        return mine - max(values, default=0.0)

    def searchable(self, view: dict[str, Any]) -> bool:
        # Simultaneous first ticket choice and tunnel payments are left to normal.
        return view.get("phase") in ("turn", "tickets")

    def determinize(self, view: dict[str, Any]) -> Match:
        from game.bots.worlds_route import determinize

        return determinize(self._base, view, self.seat, self.rng)

    def candidates(self, view: dict[str, Any], legal: list[Action], first: Action) -> list[Action]:
        if first.kind == "keep_tickets":
            return [first] + [a for a in legal if a != first]
        out = [first]
        kinds: dict[str, list[Action]] = {}
        for action in legal:
            kinds.setdefault(action.kind, []).append(action)
        blind = next((a for a in kinds.get("draw_card", []) if a.target == "deck"), None)
        if blind is not None:
            out.append(blind)
        # The claims of the longest routes it can pay, each with the fewest locomotives.
        claims: dict[str, Action] = {}
        for action in kinds.get("claim_route", []):
            held = claims.get(action.target)
            if held is None or action.choice.count("locomotive") < held.choice.count("locomotive"):
                claims[action.target] = action
        planned = [a for a in claims.values()]
        planned.sort(key=lambda a: (-len(a.choice), a.target))
        out.extend(planned[:3])
        return list(dict.fromkeys(out))


@register("route", "hard")
def make_route_hard(seat: int, seed: int) -> RouteHardBot:
    return RouteHardBot(seat, seed)


# -- Trans Europa -----------------------------------------------------------------------------------------


class GridHardBot(HardBot):
    def __init__(self, seat: int, seed: int):
        super().__init__(seat, seed, "grid", iterations=6, horizon=60)
        self._round = 0

    def determinize(self, view: dict[str, Any]) -> Match:
        from game.bots.worlds_grid import determinize

        self._round = view["round"]
        return determinize(self._base, view, self.seat, self.rng)

    def candidates(self, view: dict[str, Any], legal: list[Action], first: Action) -> list[Action]:
        model = self.normal.model
        if first.kind == "place_marker":
            cities = (view.get("objectives") or [None] * (self.seat + 1))[self.seat] or []
            at = {model.board.node_ids[model.board.city_node(c)] for c in cities}
            return [first] + [a for a in legal if a.target in at and a != first][:4]
        wanted = set(model.plan(view, self.seat).edges)
        out = [first]
        out += [a for a in legal if a.kind == "place_track" and model.board.segment(a.target) in wanted]
        out += [a for a in legal if a.kind in ("end_turn", "move_marker")][:3]
        return list(dict.fromkeys(out))[:6]

    def stop(self, sim: Match, view: dict[str, Any]) -> bool:
        return sim.state.round != self._round  # the round this move is about has been scored

    def evaluate(self, sim: Match) -> float:
        points = list(sim.state.points)
        mine = points.pop(self.seat)
        lead = mine - max(points, default=0)
        if sim.state.round == self._round and not sim.is_over:
            # Cut off before the round ended: count the tracks each seat still lacks.
            from game.bots.grid_plan import GridModel  # noqa: F401  (model shared with normal)

            view = sim.view(None)
            model = self.normal.model
            placed = model.placed(view)
            costs = []
            for seat in range(sim.state.players):
                view["objectives"] = [list(c) for c in sim.state.cities]
                view["connected"] = [list(sim.state.connected_cities(s)) for s in range(sim.state.players)]
                costs.append(model.plan(view, seat, placed).cost)
            mine_cost = costs.pop(self.seat)
            lead += min(costs, default=0) - mine_cost
        return lead


@register("grid", "hard")
def make_grid_hard(seat: int, seed: int) -> GridHardBot:
    return GridHardBot(seat, seed)
