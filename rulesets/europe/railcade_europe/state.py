"""The state of a Europe game: flat lists of ints, cheap to clone, plain to snapshot."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from game.rules.cards import CardMarket
from game.rules.endgame import NOT_STARTED
from game.rules.route_tables import RouteTables, compile_tables, points_table
from game.rules.routes_graph import new_forest

NOBODY = -1

SETUP, TURN, SECOND_CARD, TUNNEL, TICKETS, OVER = "setup", "turn", "second_card", "tunnel", "tickets", "over"


@dataclass(frozen=True)
class Rules:
    """The numbers of the ruleset's ``[rules]`` table, read once per match."""

    trains: int
    stations: int
    station_costs: tuple[int, ...]
    station_value: int
    initial_hand: int
    faceup: int
    faceup_max_locomotives: int
    tickets_long: int
    tickets_regular: int
    keep_initial: int
    tickets_draw: int
    keep_draw: int
    tunnel_reveal: int
    endgame_trains: int
    longest_path_bonus: int
    double_routes_min_players: int

    @classmethod
    def from_table(cls, rules: Mapping[str, Any]) -> "Rules":
        return cls(
            trains=int(rules["trains"]),
            stations=int(rules["stations"]),
            station_costs=tuple(int(c) for c in rules["station_costs"]),
            station_value=int(rules["station_value"]),
            initial_hand=int(rules["initial_hand"]),
            faceup=int(rules["faceup"]),
            faceup_max_locomotives=int(rules["faceup_max_locomotives"]),
            tickets_long=int(rules["tickets_long"]),
            tickets_regular=int(rules["tickets_regular"]),
            keep_initial=int(rules["keep_initial"]),
            tickets_draw=int(rules["tickets_draw"]),
            keep_draw=int(rules["keep_draw"]),
            tunnel_reveal=int(rules["tunnel_reveal"]),
            endgame_trains=int(rules["endgame_trains"]),
            longest_path_bonus=int(rules["longest_path_bonus"]),
            double_routes_min_players=int(rules["double_routes_min_players"]),
        )


_compiled: dict[tuple[int, Any], tuple[Any, RouteTables]] = {}


def tables_for(game: Any) -> tuple[RouteTables, Rules]:
    """Compile the manifests once per loaded manifest set and points table (every match of a
    process shares them); the numbers come from ``game.rules``, which variants may change."""
    data, rules_table = game.data, game.rules
    points = points_table(rules_table["route_points"])
    key = (id(data), tuple(sorted(points.items())))
    cached = _compiled.get(key)
    if cached is not None and cached[0] is data:
        tables = cached[1]
    else:
        tables = compile_tables(data.board, data.cards, data.tickets, points)
        _compiled[key] = (data, tables)
    return tables, Rules.from_table(rules_table)


class EuropeState:
    __slots__ = (
        "tables", "rules", "players", "rng", "market", "hands", "trains", "stations_built",
        "station_owner", "route_owner", "forests", "route_points", "tickets", "ticket_pile",
        "offered", "phase", "current", "tunnel", "first_card", "turns_left", "passes", "turn",
        "station_mask",
    )

    def __init__(self, tables: RouteTables, rules: Rules, players: int, seed: int):
        self.tables = tables
        self.rules = rules
        self.players = players
        self.rng = random.Random(seed)
        self.market = CardMarket([], [0] * len(tables.card_ids), [-1] * rules.faceup)
        self.hands = [[0] * len(tables.card_ids) for _ in range(players)]
        self.trains = [rules.trains] * players
        self.stations_built = [0] * players
        self.station_owner = [NOBODY] * len(tables.city_ids)
        self.station_mask = 0  # bit per city holding a station: part of the legal-move memo keys
        self.route_owner = [NOBODY] * len(tables.route_ids)
        self.forests = [new_forest(len(tables.city_ids)) for _ in range(players)]
        self.route_points = [0] * players
        self.tickets: list[list[int]] = [[] for _ in range(players)]
        self.ticket_pile: list[int] = []
        self.offered: list[list[int]] = [[] for _ in range(players)]
        self.phase = SETUP
        self.current = 0
        # During a tunnel: [route, paid colour, paid coloured cards, paid locomotives, extra, revealed...]
        self.tunnel: list[int] | None = None
        self.first_card = -1  # the face-up card taken first this turn, for the view
        self.turns_left = NOT_STARTED
        self.passes = 0
        self.turn = 0

    def clone(self) -> "EuropeState":
        twin = object.__new__(EuropeState)
        twin.tables, twin.rules, twin.players = self.tables, self.rules, self.players
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.market = self.market.clone()
        twin.hands = [h[:] for h in self.hands]
        twin.trains = self.trains[:]
        twin.stations_built = self.stations_built[:]
        twin.station_owner = self.station_owner[:]
        twin.station_mask = self.station_mask
        twin.route_owner = self.route_owner[:]
        twin.forests = [f[:] for f in self.forests]
        twin.route_points = self.route_points[:]
        twin.tickets = [t[:] for t in self.tickets]
        twin.ticket_pile = self.ticket_pile[:]
        twin.offered = [o[:] for o in self.offered]
        twin.phase, twin.current = self.phase, self.current
        twin.tunnel = self.tunnel[:] if self.tunnel is not None else None
        twin.first_card, twin.turns_left, twin.passes, twin.turn = (
            self.first_card, self.turns_left, self.passes, self.turn)
        return twin

    def snapshot(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "rng": list(self.rng.getstate()[1]),
            "deck": self.market.deck[:],
            "discard": self.market.discard[:],
            "faceup": self.market.faceup[:],
            "hands": [h[:] for h in self.hands],
            "trains": self.trains[:],
            "stations_built": self.stations_built[:],
            "station_owner": self.station_owner[:],
            "route_owner": self.route_owner[:],
            "route_points": self.route_points[:],
            "tickets": [t[:] for t in self.tickets],
            "ticket_pile": self.ticket_pile[:],
            "offered": [o[:] for o in self.offered],
            "phase": self.phase,
            "current": self.current,
            "tunnel": self.tunnel[:] if self.tunnel is not None else None,
            "first_card": self.first_card,
            "turns_left": self.turns_left,
            "passes": self.passes,
            "turn": self.turn,
        }

    # -- small helpers used by moves, scoring and views ------------------------------------------

    def active_seats(self) -> tuple[int, ...]:
        if self.phase == SETUP:
            return tuple(seat for seat in range(self.players) if self.offered[seat])
        if self.phase == OVER:
            return ()
        return (self.current,)

    def route_open_for(self, route: int, seat: int) -> bool:
        """Whether ``seat`` may claim ``route`` as far as ownership goes (double-route rules)."""
        if self.route_owner[route] != NOBODY:
            return False
        twin = self.tables.route_twin[route]
        if twin >= 0:
            twin_owner = self.route_owner[twin]
            if twin_owner == seat:  # "Un même joueur ne peut jamais capturer les deux routes"
                return False
            if twin_owner != NOBODY and self.players < self.rules.double_routes_min_players:
                return False  # "à 2 ou 3 joueurs ... la deuxième devient incapturable"
        return True

    def route_open(self, route: int) -> bool:
        """Whether anyone at all could still claim ``route``."""
        if self.route_owner[route] != NOBODY:
            return False
        twin = self.tables.route_twin[route]
        return not (twin >= 0 and self.route_owner[twin] != NOBODY
                    and self.players < self.rules.double_routes_min_players)
