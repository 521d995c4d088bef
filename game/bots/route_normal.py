"""The ``normal`` route-game bot (Europe, Märklin): plans its tickets and plays the plan.

Each move it plans the cheapest claims completing its tickets (:mod:`game.bots.route_plan`), then:
claims a planned route it can pay, the most contested first (the one whose loss would cost the
most to route around); pays tunnels on its plan; builds a station when a ticket is cut off; when
its plan is done and the game is young, draws tickets and keeps those that fit; otherwise draws the
colours its plan lacks. With nothing left to plan it claims the longest routes it can, for points.
A bonus for linking two cities (Europe Express: London–Istanbul) is planned after the tickets, with
the trains they leave; where a Locomotive pile of its own is on offer, it takes a Locomotive when
two cards drawn would likely bring less than one card the plan needs.

Where the view has passengers (Märklin) it places one after each claim where the richest trip
starts, and moves one once a long trail of rich cities is built (:mod:`game.bots.route_passengers`),
or at the end of the game; it announces a mix of short and long tickets by how much of the game is
left.
"""

from __future__ import annotations

import random
from typing import Any

from game.bots import register
from game.bots.route_passengers import Trip, best_trip
from game.bots.route_plan import (
    INF, Plan, Position, RouteBoard, edge_costs, link_goals, plan_tickets, route_points, shortest_path,
)
from game.engine.actions import Action
from game.rules.routes_graph import longest_trail

WILD = "locomotive"
WILD4 = "locomotive4"  # Märklin's Locomotive +4: a wild on routes of 4 spaces or more
PASSENGER = "passenger"
NOT_COLOURS = (WILD, WILD4, PASSENGER)  # cards that never stand for a gray route's one colour
TRIP_WORTH = 12  # token points that make a passenger worth moving before the end
SAFE_TRAINS_FOR_TICKETS = 14  # draw more tickets only with this many trains left ...
SAFE_OPPONENT_TRAINS = 12  # ... and while nobody is near the end of the game
ENDGAME_TRAINS = 6  # an opponent this close to the end: claim whatever scores
SURE_SHARE = 0.45  # completion_chance: share of the horizon a plan is sure to be finished in
# Per game, knobs scaled to its size where Europe's do not fit. Europe Express (27 wagons, not 45):
# an opponent at 6 trains is a quarter of the game away, not the end; turning to scoring claims
# there dropped planned tickets (normal beat easy 64.8 % over 200 games, seed 1). At 3 (6 scaled
# to 27 wagons) it won 78.5 % (seed 1) and the tickets it kept were completed 92 % of the time.
GAME_SETTINGS: dict[str, dict[str, float]] = {
    "europe-express": {"endgame_trains": 3},
}


class RouteNormalBot:
    name = "normal"
    needs_view = True
    # Play style knobs; the hard bot's base policy (route_hard.RouteTunedBot) sets other values.
    sure_share = SURE_SHARE
    endgame_trains = ENDGAME_TRAINS
    trail_weight = 0.0  # points per car a scoring claim adds to the own longest trail
    trail_bonus = 0.0  # points for a scoring claim that catches up with the best rival's trail
    trip_worth = TRIP_WORTH  # token points that make a passenger worth moving before the end
    setup_long_tickets = 1  # long tickets in the mix announced at the start (two decks)
    long_tickets_trains = 25  # later, one long ticket in the mix while this many trains are left
    safe_trains_for_tickets = SAFE_TRAINS_FOR_TICKETS
    safe_opponent_trains = SAFE_OPPONENT_TRAINS
    keep_cost_weight = 0.2  # points a train of the plan costs when choosing which tickets to keep
    points_weight = 0.0  # plan paths by trains less this many times the points their routes score
    game_settings = GAME_SETTINGS  # per-game knobs; a subclass with its own tuning sets {}

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = random.Random(seed)
        self.board: RouteBoard | None = None
        self._plan_key: tuple | None = None
        self._plan: Plan | None = None
        self._trip: list[tuple[str, str]] = []  # (city id, route id) steps of the trip under way

    # -- reading the view --------------------------------------------------------------------------

    def _setup(self, view: dict[str, Any]) -> tuple[RouteBoard, Position]:
        if self.board is None:
            self.board = RouteBoard(view)
            self.tune_for(view.get("ruleset", ""))
        return self.board, Position.of(self.board, view, self.seat)

    def read_board(self, view: dict[str, Any]) -> RouteBoard:
        """The board as this bot reads it (built from the first view seen)."""
        return self._setup(view)[0]

    def tune_for(self, ruleset: str) -> None:
        """This game's knobs (:data:`GAME_SETTINGS`), read from the first view so that the copies
        a search plays its playouts with get them too. Subclasses tuned otherwise keep theirs."""
        for name, value in self.game_settings.get(ruleset, {}).items():
            setattr(self, name, value)

    def _tickets(self, board: RouteBoard, items: list[dict[str, Any]], undone_only: bool = True):
        return [(board.city_index[t["a"]], board.city_index[t["b"]], int(t["points"]))
                for t in items if not (undone_only and t.get("done"))]

    # -- choosing ------------------------------------------------------------------------------------

    def choose(self, view: Any, legal_actions: list[Action]) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        board, pos = self._setup(view)
        kinds = {a.kind for a in legal_actions}
        if "keep_tickets" in kinds:
            return self.keep_tickets(board, pos, view, legal_actions)
        if view.get("phase") == "setup":
            return self.ticket_draw(view, legal_actions) or legal_actions[0]
        if "place_passenger" in kinds or "skip_passenger" in kinds:
            return self.place_passenger(board, view, legal_actions)
        if "passenger_step" in kinds or "stop_passenger" in kinds:
            return self.passenger_step(board, view, legal_actions)
        plan = self.current_plan(board, pos, view)
        if "pay_tunnel" in kinds or "abandon_tunnel" in kinds:
            return self.tunnel(board, view, plan, legal_actions)
        if view.get("phase") == "second_card":
            return self.draw(board, pos, view, plan, legal_actions, second=True)
        return self.turn(board, pos, view, plan, legal_actions)

    def current_plan(self, board: RouteBoard, pos: Position, view: dict[str, Any]) -> Plan:
        """The ticket plan, reused while nothing it depends on changed (most turns only draw)."""
        tickets = self._tickets(board, view.get("my_tickets", []))
        goals = link_goals(board, view, self.seat)
        key = (tuple(pos.owner), tuple(pos.claimable), tuple(tickets), pos.trains, pos.stations_left,
               frozenset(pos.station_cities), frozenset(pos.my_stations), tuple(goals))
        if key != self._plan_key:
            self._plan_key, self._plan = key, plan_tickets(board, pos, tickets, optional=goals,
                                                                points_weight=self.points_weight)
        return self._plan

    def keep_tickets(self, board: RouteBoard, pos: Position, view: dict[str, Any],
                     legal: list[Action]) -> Action:
        """Keep the tickets whose plan can likely be finished before the game ends: a plan's
        chance of completion falls as its cost approaches the trains the game still leaves."""
        held = self._tickets(board, view.get("my_tickets", []))
        offered = {t["id"]: t for t in view.get("offered_tickets", [])}
        others = [s["trains"] for s in view["seats"] if s["seat"] != self.seat]
        horizon = min(pos.trains, (min(others) if others else pos.trains) + 5)
        goals = link_goals(board, view, self.seat)
        best, best_value = legal[0], -INF
        for action in legal:
            kept = self._tickets(board, [offered[i] for i in action.choice if i in offered], undone_only=False)
            plan = plan_tickets(board, pos, held + kept, allow_stations=False, optional=goals,
                                points_weight=self.points_weight)
            chance = completion_chance(plan.cost, horizon, self.sure_share)
            value = (2 * chance - 1) * sum(t[2] for t in plan.tickets) - sum(t[2] for t in plan.dropped)
            value -= self.keep_cost_weight * plan.cost
            value += 0.01 * self.rng.random()
            if value > best_value:
                best, best_value = action, value
        return best

    def tunnel(self, board: RouteBoard, view: dict[str, Any], plan: Plan, legal: list[Action]) -> Action:
        pays = [a for a in legal if a.kind == "pay_tunnel"]
        if not pays:
            return next(a for a in legal if a.kind == "abandon_tunnel")
        # Pay when the tunnel is on the plan or the extra is small; with the fewest locomotives.
        pending = view.get("pending_tunnel") or {}
        route = board.route_index.get(pending.get("route", ""), -1)
        extra = int(pending.get("extra", 0))
        if route in plan.routes or extra <= 1 or not plan.routes:
            return min(pays, key=lambda a: (a.choice.count(WILD), a.choice))
        return next((a for a in legal if a.kind == "abandon_tunnel"), pays[0])

    def turn(self, board: RouteBoard, pos: Position, view: dict[str, Any], plan: Plan,
             legal: list[Action]) -> Action:
        claims = [a for a in legal if a.kind == "claim_route"]
        endgame = view.get("last_round") or any(
            s["trains"] <= self.endgame_trains for s in view["seats"] if s["seat"] != self.seat)
        move = self.passenger_move(board, view, legal, endgame or pos.trains <= 3)
        if move is not None:
            return move
        planned = [a for a in claims if board.route_index[a.target] in set(plan.routes)]
        if planned:
            return self.best_claim(board, pos, plan, planned, view)
        station = self.station(board, plan, legal)
        if station is not None:
            return station
        if not plan.routes or endgame or pos.trains <= 3:
            if (not plan.routes and not endgame and pos.trains >= self.safe_trains_for_tickets
                    and all(s["trains"] >= self.safe_opponent_trains for s in view["seats"])):
                draw = self.ticket_draw(view, legal)
                if draw is not None:
                    return draw
            scoring = self.scoring_claim(board, pos, plan, claims, endgame)
            if scoring is not None:
                return scoring
        return self.draw(board, pos, view, plan, legal, second=False)

    def best_claim(self, board: RouteBoard, pos: Position, plan: Plan, claims: list[Action],
                   view: dict[str, Any]) -> Action:
        """The most contested planned route (costliest to lose), paid with the cards the rest of
        the plan needs least."""
        costs = edge_costs(board, pos)
        targets = sorted({a.target for a in claims})
        need = self.needs(board, pos, plan)
        scored = []
        for target in targets:
            route = board.routes[board.route_index[target]]
            detour, _ = shortest_path(board, costs, route.a, route.b, banned=route.index)
            loss = min(detour - costs[route.index], 20.0)
            scored.append((loss + route.length * 0.5, target))
        target = max(scored)[1]
        options = [a for a in claims if a.target == target]
        return min(options, key=lambda a: (self.payment_regret(a.choice, need), a.choice))

    def payment_regret(self, cards: tuple[str, ...], need: dict[str, int]) -> float:
        regret = 0.0
        for card in cards:
            if card == WILD:
                regret += 2.5
            elif card == WILD4:
                regret += 1.5  # only long routes take it: spend it there rather than a locomotive
            else:
                regret += 1.0 if need.get(card, 0) > 0 else 0.1
        return regret

    # -- tickets, passengers (Märklin) -------------------------------------------------------------

    def ticket_draw(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        """The ticket draw to make: with two decks, the mix announced — one long ticket and the
        rest short while much of the game is left, only short ones later."""
        draws = [a for a in legal if a.kind == "draw_tickets"]
        if len(draws) <= 1:
            return draws[0] if draws else None
        me = view["seats"][self.seat]
        if view.get("phase") == "setup":
            wanted_long = self.setup_long_tickets
        else:
            wanted_long = 1 if me["trains"] >= self.long_tickets_trains else 0
        return min(draws, key=lambda a: (abs(a.choice.count("long") - wanted_long), a.choice))

    def place_passenger(self, board: RouteBoard, view: dict[str, Any], legal: list[Action]) -> Action:
        """Put the passenger where the richest trip starts now (ties: the end with fewer of the
        seat's routes, a leaf the network will grow from)."""
        places = [a for a in legal if a.kind == "place_passenger"]
        if not places:
            return next(a for a in legal if a.kind == "skip_passenger")

        def worth(action: Action) -> tuple[float, int]:
            city = board.city_index[action.target]
            trip = best_trip(board, view, self.seat, city, cards=0)
            own = sum(1 for r in board.adjacent[city]
                      if view["routes"][r.index]["owner"] == self.seat)
            return trip.points, -own

        return max(places, key=worth)

    def passenger_move(self, board: RouteBoard, view: dict[str, Any], legal: list[Action],
                       ending: bool) -> Action | None:
        """Set off the passenger with the richest trip once it is worth ``TRIP_WORTH`` points, or
        any trip at all when the game is ending; remember its steps."""
        found = self.richest_trip(board, view, legal)
        if found is None:
            return None
        best, trip = found
        if trip.points < self.trip_worth and not ending:
            return None
        self.follow(board, trip)
        return best

    def follow(self, board: RouteBoard, trip: Trip) -> None:
        """The trip the next passenger steps take."""
        self._trip = [(board.city_ids[city], board.routes[route].id) for route, city in trip.steps]

    def richest_trip(self, board: RouteBoard, view: dict[str, Any], legal: list[Action]) -> tuple[Action, Trip] | None:
        """The set-off whose trip brings the most now, and that trip; None if no trip brings any."""
        best, best_found = None, None
        for action in legal:
            if action.kind != "move_passenger":
                continue
            trip = best_trip(board, view, self.seat, board.city_index[action.target])
            if best_found is None or trip.value > best_found.value:
                best, best_found = action, trip
        if best is None or best_found.points <= 0:
            return None
        return best, best_found

    def passenger_step(self, board: RouteBoard, view: dict[str, Any], legal: list[Action]) -> Action:
        """Follow the planned trip; if it no longer fits the board, plan again from here."""
        steps = [a for a in legal if a.kind == "passenger_step"]
        trip = view.get("trip") or {}
        done = len(trip.get("routes", []))
        if done < len(self._trip):
            city, route = self._trip[done]
            for action in steps:
                if action.target == city and action.choice == (route,):
                    return action
        if done and done >= len(self._trip):
            stop = next((a for a in legal if a.kind == "stop_passenger"), None)
            if stop is not None:
                return stop
        here = board.city_index[trip["path"][-1]] if trip.get("path") else None
        if here is not None:
            used = tuple(board.route_index[r] for r in trip.get("routes", []))
            again = best_trip(board, view, self.seat, here, used=used)
            if again.steps:
                route, city = again.steps[0]
                self._trip = self._trip[:done] + [(board.city_ids[c], board.routes[r].id) for r, c in again.steps]
                for action in steps:
                    if action.target == board.city_ids[city] and action.choice == (board.routes[route].id,):
                        return action
        return next((a for a in legal if a.kind == "stop_passenger"), steps[0] if steps else legal[0])

    def station(self, board: RouteBoard, plan: Plan, legal: list[Action]) -> Action | None:
        """Build the station a cut-off ticket needs, paying with the least useful cards."""
        for route, city in plan.borrow:
            if city < 0:
                continue
            options = [a for a in legal if a.kind == "build_station" and a.target == board.city_ids[city]]
            if options:
                return min(options, key=lambda a: (a.choice.count(WILD), a.choice))
        return None

    def scoring_claim(self, board: RouteBoard, pos: Position, plan: Plan, claims: list[Action],
                      endgame: bool) -> Action | None:
        """With no plan left (or the end near): the claim scoring the most points, next to the own
        network when possible; with ``trail_weight``/``trail_bonus`` also valuing what it adds to
        the own longest trail and whether that reaches the best rival's (European Express)."""
        if not claims:
            return None
        mine = {c for r in board.routes if pos.owner[r.index] == self.seat for c in (r.a, r.b)}
        trails = self.trail_gains(board, pos, claims, mine) if (self.trail_weight or self.trail_bonus) else {}
        best, best_value = None, -INF
        need = self.needs(board, pos, plan)
        for action in claims:
            route = board.routes[board.route_index[action.target]]
            if not endgame and route.length < 3:
                continue
            value = route_points(route.length) + (1.5 if (route.a in mine or route.b in mine) else 0.0)
            value -= self.payment_regret(action.choice, need) * 0.5
            gain, catches_up = trails.get(route.index, (0, False))
            value += self.trail_weight * gain + (self.trail_bonus if catches_up else 0.0)
            if value > best_value:
                best, best_value = action, value
        return best

    def trail_gains(self, board: RouteBoard, pos: Position, claims: list[Action],
                    mine: set[int]) -> dict[int, tuple[int, bool]]:
        """For each claimable route touching the own network: how much longer the own longest
        trail gets, and whether it then reaches the best rival's trail when it did not before."""
        edges: dict[int, list[tuple[int, int, int]]] = {}
        for r in board.routes:
            if pos.owner[r.index] != -1:
                edges.setdefault(pos.owner[r.index], []).append((r.a, r.b, r.length))
        own = edges.pop(self.seat, [])
        rival = max((longest_trail(seat_edges) for seat_edges in edges.values()), default=0)
        current = longest_trail(own)
        gains: dict[int, tuple[int, bool]] = {}
        for action in claims:
            route = board.routes[board.route_index[action.target]]
            if route.index in gains or not (route.a in mine or route.b in mine):
                continue
            longer = longest_trail(own + [(route.a, route.b, route.length)])
            gains[route.index] = (longer - current, longer >= rival > current)
        return gains

    # -- drawing cards --------------------------------------------------------------------------------

    def needs(self, board: RouteBoard, pos: Position, plan: Plan) -> dict[str, int]:
        """Cards of each colour the plan still lacks; gray routes go to the colour held most."""
        need: dict[str, int] = {}
        locos_needed = 0
        grays = []
        for index in plan.routes:
            route = board.routes[index]
            locos_needed += route.ferry
            if route.color == "gray":
                grays.append(route.length - route.ferry)
            else:
                need[route.color] = need.get(route.color, 0) + route.length - route.ferry
        spare = {c: n - need.get(c, 0) for c, n in pos.hand.items() if c not in NOT_COLOURS}
        for length in sorted(grays, reverse=True):
            colour = max(spare, key=lambda c: (spare[c], c)) if spare else None
            if colour is None:
                break
            need[colour] = need.get(colour, 0) + length
            spare[colour] -= length
        lacking = {c: max(0, n - pos.hand.get(c, 0)) for c, n in need.items()}
        lacking[WILD] = max(0, locos_needed - pos.hand.get(WILD, 0))
        return lacking

    def draw(self, board: RouteBoard, pos: Position, view: dict[str, Any], plan: Plan, legal: list[Action],
             second: bool) -> Action:
        draws = [a for a in legal if a.kind == "draw_card"]
        if not draws:
            return self.fallback(board, pos, plan, legal)
        need = self.needs(board, pos, plan)
        faceup = view.get("faceup", [])
        best, best_value = None, 0.0
        long_planned = any(board.routes[r].length >= 4 for r in plan.routes)
        for action in draws:
            if action.target_type != "card":
                continue
            card = faceup[int(action.target.split(":")[1])]
            if card == WILD:
                # A face-up locomotive is the whole draw: worth it only for the ferries' locomotives.
                value = 1.5 if need.get(WILD, 0) > 0 else 0.0
            elif card == WILD4:
                value = 1.2 if long_planned else 0.0
            elif card == PASSENGER:
                value = 0.8 if view.get("passengers") and pos.hand.get(PASSENGER, 0) < 2 else 0.0
            else:
                value = 1.0 + 0.1 * need.get(card, 0) if need.get(card, 0) > 0 else 0.0
            if value > best_value:
                best, best_value = action, value
        if best is not None:
            return best
        loco = next((a for a in legal if a.kind == "take_locomotive"), None)
        if loco is not None and self.locomotive_better(view, pos, need):
            return loco
        blind = next((a for a in draws if a.target == "deck"), None)
        if blind is not None:
            return blind
        return draws[0]

    def locomotive_better(self, view: dict[str, Any], pos: Position, need: dict[str, int]) -> bool:
        """Whether one Locomotive from its pile beats two blind cards: when the unseen cards of
        the colours the plan lacks are under half of all unseen cards."""
        lacking = [c for c, n in need.items() if n > 0 and c != WILD]
        if not lacking:
            return False
        unseen = {c: n for c, n in (view.get("card_counts") or {}).items() if c != WILD}
        if not unseen:
            return False
        for card in view.get("faceup", []):
            if card in unseen:
                unseen[card] -= 1
        for card, n in view.get("discard_counts", {}).items():
            if card in unseen:
                unseen[card] -= n
        for card, n in pos.hand.items():
            if card in unseen:
                unseen[card] -= n
        total = sum(max(0, n) for n in unseen.values())
        useful = sum(max(0, unseen.get(c, 0)) for c in lacking)
        return total == 0 or 2 * useful < total

    def fallback(self, board: RouteBoard, pos: Position, plan: Plan, legal: list[Action]) -> Action:
        """No card to draw: any claim, else a Locomotive, else anything but a ticket draw."""
        claims = [a for a in legal if a.kind == "claim_route"]
        if claims:
            return self.scoring_claim(board, pos, plan, claims, True) or claims[0]
        for kind in ("take_locomotive", "pass", "build_station", "draw_tickets"):
            for action in legal:
                if action.kind == kind:
                    return action
        return legal[0]


def completion_chance(cost: float, horizon: float, sure_share: float = SURE_SHARE) -> float:
    """A rough chance of finishing a plan of ``cost`` trains when about ``horizon`` trains' worth
    of claims remain in the game: sure up to ``sure_share`` of it, hopeless past all of it."""
    if horizon <= 0:
        return 0.0
    sure, span = sure_share * horizon, (1.0 - sure_share) * horizon
    return max(0.0, min(1.0, 1.0 - (cost - sure) / span))


@register("route", "normal")
def make_normal(seat: int, seed: int) -> RouteNormalBot:
    return RouteNormalBot(seat, seed)
