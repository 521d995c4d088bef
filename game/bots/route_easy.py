"""The ``easy`` route-game bot: short-sighted greed a beginner can beat.

It keeps the offered tickets that look shortest, claims a route of its first unfinished ticket's
shortest path when it can pay it, otherwise the longest route it can afford (once it holds many
cards), and draws blind or picks a face-up card of a colour it already holds. It never plans
colours ahead, never builds stations and never draws more tickets. With passengers (Märklin) it
takes short tickets only, places a passenger on the first city offered and moves one only in the
last round, each step to the richest next city.
"""

from __future__ import annotations

import random
from typing import Any

from game.bots import register
from game.bots.route_plan import INF, Position, RouteBoard, edge_costs, shortest_path
from game.engine.actions import Action

WILD = "locomotive"


class RouteEasyBot:
    name = "easy"
    needs_view = True

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = random.Random(seed)
        self.board: RouteBoard | None = None

    def choose(self, view: Any, legal_actions: list[Action]) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        if self.board is None:
            self.board = RouteBoard(view)
        board = self.board
        pos = Position.of(board, view, self.seat)
        costs = edge_costs(board, pos)
        by_kind: dict[str, list[Action]] = {}
        for action in legal_actions:
            by_kind.setdefault(action.kind, []).append(action)
        if view.get("phase") == "setup" and "draw_tickets" in by_kind:
            return max(by_kind["draw_tickets"], key=lambda a: a.choice.count("short"))
        if "place_passenger" in by_kind:
            return by_kind["place_passenger"][0]
        if "passenger_step" in by_kind:
            merchandise = view.get("merchandise", {})
            return max(by_kind["passenger_step"], key=lambda a: merchandise.get(a.target, {}).get("top") or 0)
        if view.get("last_round") and "move_passenger" in by_kind:
            return by_kind["move_passenger"][0]
        if "keep_tickets" in by_kind:
            offered = {t["id"]: t for t in view.get("offered_tickets", [])}

            def length(action: Action) -> float:
                total = 0.0
                for tid in action.choice:
                    t = offered[tid]
                    cost, _ = shortest_path(board, costs, board.city_index[t["a"]], board.city_index[t["b"]])
                    total += cost if cost < INF else 50
                return total

            # The fewest tickets it must keep, the shortest of them.
            fewest = min(len(a.choice) for a in by_kind["keep_tickets"])
            return min((a for a in by_kind["keep_tickets"] if len(a.choice) == fewest), key=length)
        if "pay_tunnel" in by_kind:
            return min(by_kind["pay_tunnel"], key=lambda a: a.choice.count(WILD))
        if "abandon_tunnel" in by_kind:
            return by_kind["abandon_tunnel"][0]
        claims = by_kind.get("claim_route", [])
        if claims:
            wanted: set[int] = set()
            for t in view.get("my_tickets", []):
                if not t.get("done"):
                    _, path = shortest_path(board, costs, board.city_index[t["a"]], board.city_index[t["b"]])
                    wanted.update(path)
                    break
            on_path = [a for a in claims if board.route_index[a.target] in wanted]
            if on_path:
                return min(on_path, key=lambda a: a.choice.count(WILD))
            if sum(pos.hand.values()) >= 10:
                longest = max(claims, key=lambda a: (board.routes[board.route_index[a.target]].length,
                                                      -a.choice.count(WILD)))
                return longest
        draws = by_kind.get("draw_card", [])
        if draws:
            faceup = view.get("faceup", [])
            held = [a for a in draws if a.target_type == "card"
                    and faceup[int(a.target.split(":")[1])] not in (None, WILD)
                    and pos.hand.get(faceup[int(a.target.split(":")[1])], 0) >= 2]
            if held and self.rng.random() < 0.5:
                return self.rng.choice(held)
            blind = [a for a in draws if a.target == "deck"]
            return blind[0] if blind else self.rng.choice(draws)
        if claims:
            return claims[0]
        for kind in ("pass", "skip_passenger", "stop_passenger", "build_station", "draw_tickets"):
            if kind in by_kind:
                return by_kind[kind][0]
        return legal_actions[0]


@register("route", "easy")
def make_easy(seat: int, seed: int) -> RouteEasyBot:
    return RouteEasyBot(seat, seed)
