"""The ``hard`` bot for grid games (Trans Europa): see :mod:`game.bots.hard`."""

from __future__ import annotations

from typing import Any

from game.bots import register
from game.bots.hard import HardBot
from game.engine.actions import Action
from game.engine.match import Match


class GridHardBot(HardBot):
    """Trans Europa: every track helps everyone whose network it joins, so where the bot builds
    matters through what the others will build next. Each candidate (normal's choice, the other
    segments of its Steiner plan, or its possible markers) is played out to the end of the round
    with normal play for every seat, in sampled worlds (others' hidden city cards dealt at random
    from the cards the bot has not seen), and scored by the bot's lead once the round is scored.
    With visible objectives the round holds no secret: one world, more candidates. A playout the
    round does not finish within the horizon is scored by the race model (:func:`race_lead`)."""

    HIDDEN_CANDIDATES = 4  # worlds x candidates x a playout of ~20 normal moves must fit 1 s
    VISIBLE_CANDIDATES = 6
    GUESSES = 48  # guesses weighed per hidden seat (two Steiner trees each, ~1 ms a tree)

    def __init__(self, seat: int, seed: int):
        super().__init__(seat, seed, "grid", iterations=6, horizon=400)
        self.infer = True  # weigh others' hidden cities by what they built (False: uniform deals)
        self._guesses: tuple[Any, dict[int, Any]] | None = None

    def determinize(self, view: dict[str, Any]) -> Match:
        from game.bots.worlds_grid import determinize

        return determinize(self._base, view, self.seat, self.rng, self.guesses(view) if self.infer else None)

    def guesses(self, view: dict[str, Any]) -> dict[int, Any]:
        """Each hidden seat's :class:`~game.bots.worlds_grid.CityGuess`, weighed again only when
        that seat has built since (the bot's own tracks change the weights little)."""
        from game.bots.worlds_grid import CityGuess

        objectives = view.get("objectives") or [None] * view["players"]
        hidden = [s for s in range(view["players"]) if s != self.seat and not objectives[s]]
        built = [sum(1 for t in view["tracks"] if t["seat"] == s) for s in hidden]
        key = (view["round"], tuple(view["markers"]), tuple(built))
        if self._guesses is None or self._guesses[0] != key:
            model = self.normal.model
            self._guesses = (key, {s: CityGuess(view, s, model, self.rng, self.GUESSES) for s in hidden})
        return self._guesses[1]

    @staticmethod
    def hidden(view: dict[str, Any]) -> bool:
        return any(cities is None for cities in view.get("objectives") or [])

    def world_count(self, view: dict[str, Any]) -> int:
        return self.iterations if self.hidden(view) else 1  # visible objectives: nothing to sample

    def stop(self, sim: Match, view: dict[str, Any]) -> bool:
        from game.bots.worlds_grid import round_of

        return round_of(sim) != view["round"]

    def candidates(self, view: dict[str, Any], legal: list[Action], first: Action) -> list[Action]:
        model = self.normal.model
        cap = self.HIDDEN_CANDIDATES if self.hidden(view) else self.VISIBLE_CANDIDATES
        if first.kind == "place_marker":
            cities = (view.get("objectives") or [None] * (self.seat + 1))[self.seat] or []
            at = {model.board.node_ids[model.board.city_node(c)] for c in cities}
            return ([first] + [a for a in legal if a.target in at and a != first])[:cap]
        if first.kind != "place_track":
            return [first]
        wanted = set(model.plan(view, self.seat).edges)
        out = [first] + [a for a in legal if a.kind == "place_track" and model.board.segment(a.target) in wanted]
        return list(dict.fromkeys(out))[:cap]

    def evaluate(self, sim: Match) -> float:
        state = sim.state
        if state.phase != "build" or sim.is_over:
            return super().evaluate(sim)  # the round was scored: the lead on the score track
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
