"""The state of a Europe Express game: flat lists of ints, cheap to clone, plain to snapshot.

Cards are small ints (the seven colours, then the Locomotive, the wild, last). The Locomotives
never enter the deck: they are a count, ``loco_pile``, beside it ("Placez la pile de cartes
Locomotive face visible à côté du plateau"); used ones go back to it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from game.rules.cards import CardMarket
from game.rules.endgame import NOT_STARTED
from game.rules.route_tables import RouteTables, compile_tables, points_table
from game.rules.routes_graph import new_forest

NOBODY = -1

SETUP, TURN, SECOND_CARD, TICKETS, OVER = "setup", "turn", "second_card", "tickets", "over"


@dataclass(frozen=True)
class Rules:
    """The numbers of the ruleset's ``[rules]`` table (and options), read once per match."""

    trains: int
    initial_hand: int
    faceup: int
    cards_per_draw: int
    tickets_initial: int
    keep_initial: int
    tickets_draw: int
    keep_draw: int
    endgame_trains: int
    double_routes_min_players: int
    random_first_player: bool
    bonus_values: tuple[int, ...]
    bonus_ends: tuple[str, str]
    faceup_when_deck_empty: bool = True

    @classmethod
    def from_table(cls, rules: Mapping[str, Any], options: Mapping[str, Any] | None = None) -> "Rules":
        options = options or {}
        ends = tuple(str(c) for c in rules["bonus_ends"])
        if len(ends) != 2:
            raise ValueError("rules.bonus_ends: name exactly two cities")
        return cls(
            trains=int(rules["trains"]),
            initial_hand=int(rules["initial_hand"]),
            faceup=int(rules["faceup"]),
            cards_per_draw=int(rules["cards_per_draw"]),
            tickets_initial=int(rules["tickets_initial"]),
            keep_initial=int(rules["keep_initial"]),
            tickets_draw=int(rules["tickets_draw"]),
            keep_draw=int(rules["keep_draw"]),
            endgame_trains=int(rules["endgame_trains"]),
            double_routes_min_players=int(rules["double_routes_min_players"]),
            random_first_player=bool(rules["random_first_player"]),
            bonus_values=tuple(int(v) for v in rules["bonus_values"]),
            bonus_ends=(ends[0], ends[1]),
            faceup_when_deck_empty=bool(options.get("faceup_when_deck_empty", True)),
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
    return tables, Rules.from_table(rules_table, getattr(game, "options", None))


class ExpressState:
    __slots__ = (
        "tables", "rules", "players", "rng", "market", "loco_pile", "hands", "trains", "route_owner",
        "forests", "route_points", "tickets", "ticket_pile", "offered", "bonus_stack", "bonus",
        "bonus_order", "phase", "current", "first_card", "turns_left", "passes", "turn", "ends",
    )

    def __init__(self, tables: RouteTables, rules: Rules, players: int, seed: int):
        self.tables = tables
        self.rules = rules
        self.players = players
        self.rng = random.Random(seed)
        kinds = len(tables.card_ids)
        self.market = CardMarket([], [0] * kinds, [-1] * rules.faceup)
        self.loco_pile = 0
        self.hands = [[0] * kinds for _ in range(players)]
        self.trains = [rules.trains] * players
        self.route_owner = [NOBODY] * len(tables.route_ids)
        self.forests = [new_forest(len(tables.city_ids)) for _ in range(players)]
        self.route_points = [0] * players
        self.tickets: list[list[int]] = [[] for _ in range(players)]
        self.ticket_pile: list[int] = []
        self.offered: list[list[int]] = [[] for _ in range(players)]
        # The bonus cards still stacked, top first; each seat's card (0: none) and who linked when.
        self.bonus_stack: list[int] = list(rules.bonus_values)
        self.bonus = [0] * players
        self.bonus_order: list[int] = []
        self.phase = SETUP
        self.current = 0
        self.first_card = -1  # the face-up card taken first this turn, for the view
        self.turns_left = NOT_STARTED
        self.passes = 0
        self.turn = 0
        self.ends = (tables.city_index[rules.bonus_ends[0]], tables.city_index[rules.bonus_ends[1]])

    def clone(self) -> "ExpressState":
        twin = object.__new__(ExpressState)
        twin.tables, twin.rules, twin.players, twin.ends = self.tables, self.rules, self.players, self.ends
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.market = self.market.clone()
        twin.loco_pile = self.loco_pile
        twin.hands = [h[:] for h in self.hands]
        twin.trains = self.trains[:]
        twin.route_owner = self.route_owner[:]
        twin.forests = [f[:] for f in self.forests]
        twin.route_points = self.route_points[:]
        twin.tickets = [t[:] for t in self.tickets]
        twin.ticket_pile = self.ticket_pile[:]
        twin.offered = [o[:] for o in self.offered]
        twin.bonus_stack = self.bonus_stack[:]
        twin.bonus = self.bonus[:]
        twin.bonus_order = self.bonus_order[:]
        twin.phase, twin.current, twin.first_card = self.phase, self.current, self.first_card
        twin.turns_left, twin.passes, twin.turn = self.turns_left, self.passes, self.turn
        return twin

    def snapshot(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "rng": list(self.rng.getstate()[1]),
            "deck": self.market.deck[:],
            "discard": self.market.discard[:],
            "faceup": self.market.faceup[:],
            "loco_pile": self.loco_pile,
            "hands": [h[:] for h in self.hands],
            "trains": self.trains[:],
            "route_owner": self.route_owner[:],
            "route_points": self.route_points[:],
            "tickets": [t[:] for t in self.tickets],
            "ticket_pile": self.ticket_pile[:],
            "offered": [o[:] for o in self.offered],
            "bonus_stack": self.bonus_stack[:],
            "bonus": self.bonus[:],
            "bonus_order": self.bonus_order[:],
            "phase": self.phase,
            "current": self.current,
            "first_card": self.first_card,
            "turns_left": self.turns_left,
            "passes": self.passes,
            "turn": self.turn,
        }

    def active_seats(self) -> tuple[int, ...]:
        if self.phase == SETUP:
            return tuple(seat for seat in range(self.players) if self.offered[seat])
        if self.phase == OVER:
            return ()
        return (self.current,)
