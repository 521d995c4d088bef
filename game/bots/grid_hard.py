"""The ``hard`` bot for grid games (Trans Europa): see :mod:`game.bots.hard`."""

from __future__ import annotations

from typing import Any

from game.bots import register
from game.bots.hard import HardBot
from game.engine.actions import Action
from game.engine.match import Match


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
