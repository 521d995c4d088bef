"""The ``easy`` grid-game bot: heads for its nearest unjoined city, one city at a time.

It puts its marker on its first city, then lays a segment of the shortest path to the nearest city
it still lacks. It never looks at the whole set of cities at once (so its network wanders), often
stops after one plain segment, and ignores the variants' extra moves.
"""

from __future__ import annotations

import random
from typing import Any

from game.bots import register
from game.bots.grid_plan import GridModel
from game.engine.actions import Action

STOP_EARLY = 0.3  # chance of ending a turn after one plain segment


class GridEasyBot:
    name = "easy"
    needs_view = True

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = random.Random(seed)
        self.model: GridModel | None = None

    def choose(self, view: Any, legal_actions: list[Action]) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        if self.model is None:
            self.model = GridModel(view)
        model = self.model
        board = model.board
        markers = [a for a in legal_actions if a.kind == "place_marker"]
        if markers:
            cities = (view.get("objectives") or [None] * (self.seat + 1))[self.seat] or []
            ids = {a.target: a for a in markers}
            for city in cities:
                at = board.node_ids[board.city_node(city)]
                if at in ids:
                    return ids[at]
            return self.rng.choice(markers)
        end = next((a for a in legal_actions if a.kind == "end_turn"), None)
        tracks = [a for a in legal_actions if a.kind == "place_track"]
        if end is not None and tracks and self.rng.random() < STOP_EARLY:
            return end
        nodes, cities = model.remaining(view, self.seat)
        if tracks and nodes and cities:
            placed = model.placed(view)
            paths = [model.tree(placed, [nodes[0], city]) for city in cities]
            nearest = min(paths, key=lambda tree: tree.cost)
            wanted = set(nearest.edges)
            on_path = [a for a in tracks if board.segment(a.target) in wanted]
            if on_path:
                return on_path[0]
        if end is not None:
            return end
        return self.rng.choice(tracks) if tracks else legal_actions[0]


@register("grid", "easy")
def make_easy(seat: int, seed: int) -> GridEasyBot:
    return GridEasyBot(seat, seed)
