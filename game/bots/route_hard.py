"""The ``hard`` bot for route games (Ticket to Ride Europe): see :mod:`game.bots.hard`."""

from __future__ import annotations

from typing import Any

from game.bots import register
from game.bots.hard import HardBot
from game.bots.route_normal import RouteNormalBot
from game.engine.actions import Action
from game.engine.match import Match


class RouteTunedBot(RouteNormalBot):
    """Normal's plan with the settings that won most against normal in seat-rotated arena runs
    (Europe, 2 players): it keeps offered tickets more boldly (a plan counts as sure up to 60% of
    the trains the game has left, not 45%), turns to scoring claims only when an opponent is down
    to 3 trains (not 6), and its scoring claims chase the European Express: each car added to its
    longest trail is worth half a point, and catching up with the best rival's trail 10 points.
    The hard bot plays it wherever its search does not overrule it."""

    name = "hard-base"
    sure_share = 0.6
    endgame_trains = 3
    trail_weight = 0.5
    trail_bonus = 10.0


class RouteHardBot(HardBot):
    """Europe: the tuned policy above, plus search where rules of thumb are weakest and the stakes
    are highest, the destination tickets: whether to draw more, and which offered ones to keep.
    Those candidates are played out to the end of the game in every sampled world (normal play for
    every seat); other moves are the tuned policy's."""

    def __init__(self, seat: int, seed: int):
        super().__init__(seat, seed, "route", iterations=8, horizon=2000)
        self.normal = RouteTunedBot(seat, seed)
        self.margin, self.confidence = 6.0, 1.5

    def bind(self, info) -> None:
        """The longest-path chase only where the game pays for the longest path (Europe's
        ``longest_path_bonus``; Europe Express pays for linking London to Istanbul instead)."""
        super().bind(info)
        record = info.registry.get(info.ruleset) if info.registry is not None else None
        rules = record.manifests.ruleset.rules if record is not None and record.manifests is not None else {}
        if not rules.get("longest_path_bonus"):
            self.normal.trail_weight = self.normal.trail_bonus = 0.0

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
            draw = self.normal.ticket_draw(view, legal)  # with two decks, the mix normal would announce
            if draw is not None:
                return [first, draw]
        return [first]


@register("route", "hard")
def make_route_hard(seat: int, seed: int) -> RouteHardBot:
    return RouteHardBot(seat, seed)
