"""The ``normal`` grid-game bot (Trans Europa): builds its cheapest Steiner connection.

Marker: on the city of its cheapest tree of its five cities that the tree touches most (a city
placed on is joined for free), near other markers when that does not cost more. Building: one
segment of the exact minimum Steiner tree joining its network to its unjoined cities, every track
already on the board counting as free, so it uses other players' networks whenever they help.
Among the tree's segments it can lay now it prefers those leading to the city farthest from
anyone else's network (nobody else will build it) and, when objectives are visible, those that
help the other players least. With locomotive blocking, after building it moves its marker to
where its own plan goes on, or onto the junction that cuts a rival off when its network is shared.
"""

from __future__ import annotations

import random
from typing import Any

from game.bots import register
from game.bots.grid_plan import GridModel
from game.engine.actions import Action


AWAY_CAP = 4  # beyond this distance from other networks every segment counts as far
PLAIN_TRIALS = 4  # plain segments tried when the plan's next one is a double (each costs a tree)


class GridNormalBot:
    name = "normal"
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
        by_kind: dict[str, list[Action]] = {}
        for action in legal_actions:
            by_kind.setdefault(action.kind, []).append(action)
        if "place_marker" in by_kind:
            return self.place_marker(view, by_kind["place_marker"])
        tracks = by_kind.get("place_track", [])
        end = by_kind.get("end_turn", [None])[0]
        moves = by_kind.get("move_marker", [])
        placed = self.model.placed(view)
        plan = self.model.plan(view, self.seat, placed)
        wanted = set(plan.edges)
        on_plan = [a for a in tracks if self.model.board.segment(a.target) in wanted]
        if on_plan:
            return self.best_segment(view, on_plan, placed)
        if moves:
            move = self.marker_move(view, moves, plan)
            if move is not None:
                return move
        if end is not None and tracks:
            # The plan's next segment is a double: a plain one on another equally cheap tree
            # still uses this turn's second track.
            useful = self.plain_progress(view, tracks, placed, plan.cost)
            if useful is not None:
                return useful
        if end is not None:
            return end
        # Nothing on the plan can be laid (blocked): the segment that keeps the plan cheapest.
        return self.least_harm(view, tracks or legal_actions, placed)

    # -- the start marker ---------------------------------------------------------------------------

    def place_marker(self, view: dict[str, Any], legal: list[Action]) -> Action:
        model = self.model
        board = model.board
        cities = model.city_nodes((view.get("objectives") or [None] * (self.seat + 1))[self.seat])
        allowed = {board.node(a.target): a for a in legal}
        if not cities:
            return legal[0]
        placed = model.placed(view)
        tree = model.tree(placed, cities)
        degree: dict[int, int] = {}
        for segment in tree.edges:
            for node in board.seg_ends[segment]:
                degree[node] = degree.get(node, 0) + 1
        candidates = [c for c in cities if c in allowed] or [n for n in degree if n in allowed]
        if not candidates:
            return legal[0]
        return allowed[max(candidates, key=lambda n: (degree.get(n, 0), -n))]

    # -- building -----------------------------------------------------------------------------------

    def best_segment(self, view: dict[str, Any], options: list[Action], placed: bytearray) -> Action:
        """Prefer plain segments while both plain ones of a turn are still to lay, segments others
        would not build, and (objectives visible) segments that help nobody else."""
        board = self.model.board
        others = self.others_plans(view, placed)
        progress = view.get("turn_progress") or {}
        mine = view["network_of"][self.seat]
        rival_nodes = [board.node(n) for i, net in enumerate(view["networks"]) if i != mine
                       for n in net["intersections"]]

        def score(action: Action) -> tuple:
            segment = board.segment(action.target)
            helps = sum(1 for plan in others if segment in plan)
            double = board.is_double(segment)
            # A double first would forbid the second plain segment; fine when only doubles remain.
            plain_first = 0 if (double and progress.get("plain", 0) == 0 and len(options) > 1) else 1
            # Build away from the other networks first: near them, their owners may lay the
            # tracks this plan needs (every placed track is free), and ours would help them.
            a, b = board.seg_ends[segment]
            away = min((min(board_distance(board, a, n), board_distance(board, b, n)) for n in rival_nodes),
                       default=0)
            return (-helps, plain_first, min(away, AWAY_CAP), -segment)

        return max(options, key=score)

    def others_plans(self, view: dict[str, Any], placed: bytearray) -> list[set[int]]:
        """The planned segments of the other seats whose objectives the view shows."""
        plans = []
        objectives = view.get("objectives") or []
        for seat, cities in enumerate(objectives):
            if seat == self.seat or not cities:
                continue
            plans.append(set(self.model.plan(view, seat, placed).edges))
        return plans

    def plain_progress(self, view: dict[str, Any], tracks: list[Action], placed: bytearray,
                       cost: int) -> Action | None:
        board = self.model.board
        _, cities = self.model.remaining(view, self.seat)
        if not cities:
            return None
        plains = [a for a in tracks if not board.is_double(board.segment(a.target))]

        def closeness(action: Action) -> int:
            a, b = board.seg_ends[board.segment(action.target)]
            return min(board_distance(board, a, c) for c in cities)

        for action in sorted(plains, key=lambda a: (closeness(a), a.target))[:PLAIN_TRIALS]:
            trial = bytearray(placed)
            trial[board.segment(action.target)] = 1
            if self.model.plan(view, self.seat, trial).cost < cost:
                return action
        return None

    def least_harm(self, view: dict[str, Any], options: list[Action], placed: bytearray) -> Action:
        tracks = [a for a in options if a.kind == "place_track"]
        if not tracks:
            return options[0]
        best, best_cost = tracks[0], None
        for action in tracks[:12]:
            trial = bytearray(placed)
            trial[self.model.board.segment(action.target)] = 1
            cost = self.model.plan(view, self.seat, trial).cost
            if best_cost is None or cost < best_cost:
                best, best_cost = action, cost
        return best

    # -- locomotive blocking ------------------------------------------------------------------------

    def marker_move(self, view: dict[str, Any], moves: list[Action], plan) -> Action | None:
        """Only once the building is done. Protect: keep the marker on a node where the plan
        continues. Block: on a shared network, sit on the node next to a rival's marker."""
        progress = view.get("turn_progress") or {}
        if not progress.get("building_done"):
            return None
        board = self.model.board
        targets = {board.node(a.target): a for a in moves}
        network = view["network_of"][self.seat]
        if network is None:
            return None
        sharing = [s for s in view["networks"][network]["seats"] if s != self.seat]
        plan_nodes = {n for segment in plan.edges for n in board.seg_ends[segment]}
        mine = view["markers"][self.seat]
        mine_node = board.node(mine) if mine else -1
        if sharing:
            # Block: the free node of the network closest to a rival's marker on the plan's side.
            rivals = [board.node(view["markers"][s]) for s in sharing if view["markers"][s]]
            best = None
            for node, action in targets.items():
                near = min((board_distance(board, node, r) for r in rivals), default=99)
                keep = 0 if node in plan_nodes else 1
                key = (keep, near, node)
                if best is None or key < best[0]:
                    best = (key, action)
            if best is not None and best[0][1] <= 2:
                return best[1]
        if mine_node in plan_nodes or not plan_nodes:
            return None
        protect = [a for n, a in targets.items() if n in plan_nodes]
        return protect[0] if protect else None


def board_distance(board, a: int, b: int) -> int:
    (x1, y1), (x2, y2) = board.points[a], board.points[b]
    dx, dy = abs(x1 - x2), abs(y1 - y2)
    return dy + max(0, (dx - dy) // 2)


@register("grid", "normal")
def make_normal(seat: int, seed: int) -> GridNormalBot:
    return GridNormalBot(seat, seed)
