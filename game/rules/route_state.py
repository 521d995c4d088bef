"""The state every route game shares (Ticket to Ride Europe, Märklin, Europe Express, ...): flat
lists of ints, cheap to clone, plain to snapshot.

A ruleset subclasses :class:`RouteState` to add its own pieces (stations, tunnels, passengers, ...)
and extends :meth:`RouteState.copy_into` and :meth:`RouteState.snapshot`. The turn structure that
works on these fields is in :mod:`game.rules.route_turns`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields
from typing import Any, Mapping

from game.rules.cards import CardMarket
from game.rules.endgame import NOT_STARTED
from game.rules.route_tables import RouteTables, compile_tables, points_table
from game.rules.routes_graph import new_forest

NOBODY = -1

# Phases of a turn. A ruleset adds its own (a tunnel's extra payment, a passenger to place, ...).
SETUP, TURN, SECOND_CARD, TICKETS, OVER = "setup", "turn", "second_card", "tickets", "over"


@dataclass(frozen=True)
class RouteRules:
    """The numbers of a route game's ``[rules]`` table that the shared turn structure reads.

    A ruleset with more rules subclasses it and reads its own keys in ``extra_from_table``."""

    trains: int
    initial_hand: int
    faceup: int
    faceup_max_locomotives: int
    keep_initial: int
    tickets_draw: int
    keep_draw: int
    endgame_trains: int
    double_routes_min_players: int
    # "la pioche et la défausse seraient simultanément épuisées, le joueur dont c'est le tour ne
    # pourra pas choisir de piocher des cartes Wagon" (Europe and Märklin): False reads it as no
    # train card at all, face-up ones included; True keeps the face-up cards drawable. A ruleset
    # writes its reading in its ruleset.toml.
    faceup_when_piles_empty: bool = False

    @classmethod
    def from_table(cls, rules: Mapping[str, Any]) -> "RouteRules":
        shared = {f.name for f in fields(RouteRules)} - {"faceup_when_piles_empty"}
        values: dict[str, Any] = {name: int(rules[name]) for name in shared}
        values["faceup_when_piles_empty"] = bool(rules.get("faceup_when_piles_empty", False))
        values.update(cls.extra_from_table(rules))
        return cls(**values)

    @classmethod
    def extra_from_table(cls, rules: Mapping[str, Any]) -> dict[str, Any]:
        return {}


def compiled_tables(cache: dict[tuple, tuple[Any, RouteTables]], game: Any, rules_class: type) -> tuple[RouteTables, Any]:
    """Compile the manifests once per loaded manifest set, points table and watched row cards
    (every match of a process shares them); the numbers come from ``game.rules``, which variants
    may change."""
    data, rules_table = game.data, game.rules
    # Every match of a run reads the same table: the last one's answer, when its table and
    # manifests are this match's (the table compared by value; the rules are frozen, so shared).
    last = cache.get(_LAST)
    if last is not None and last[0] is data and last[1] is rules_class and last[2] == rules_table:
        return last[3], last[4]
    points = points_table(rules_table["route_points"])
    # Kinds the face-up row may not show three of: the locomotive, unless the ruleset lists more
    # ("trois des cinq cartes face visible sont des passagers" in Märklin).
    watched = tuple(rules_table.get("faceup_limited_cards", ()))
    key = (id(data), tuple(sorted(points.items())), watched)
    cached = cache.get(key)
    if cached is not None and cached[0] is data:
        tables = cached[1]
    else:
        tables = compile_tables(data.board, data.cards, getattr(data, "tickets", None), points)
        unknown = [c for c in watched if c not in tables.card_index]
        if unknown:
            raise ValueError(f"rules.faceup_limited_cards: unknown card(s) {unknown}")
        if watched:
            tables.row_watch = tuple(tables.card_index[c] for c in watched)
        cache[key] = (data, tables)
    rules = rules_class.from_table(rules_table)
    # A copy of the table: one changed in place is then told apart (its values are frozen).
    cache[_LAST] = (data, rules_class, dict(rules_table), tables, rules)
    return tables, rules


_LAST = ("last",)  # compiled_tables' key for the last table read (the others are (id, points, watched))


class RouteState:
    """Cards, trains, claimed routes, tickets and whose turn it is."""

    __slots__ = (
        "tables", "rules", "players", "rng", "market", "hands", "trains", "route_owner", "forests",
        "route_points", "tickets", "offered", "phase", "current", "first_card", "turns_left", "passes",
        "turn",
    )

    def __init__(self, tables: RouteTables, rules: RouteRules, players: int, seed: int):
        self.tables = tables
        self.rules = rules
        self.players = players
        self.rng = random.Random(seed)
        self.market = CardMarket([], [0] * len(tables.card_ids), [-1] * rules.faceup)
        self.hands = [[0] * len(tables.card_ids) for _ in range(players)]
        self.trains = [rules.trains] * players
        self.route_owner = [NOBODY] * len(tables.route_ids)
        self.forests = [new_forest(len(tables.city_ids)) for _ in range(players)]
        self.route_points = [0] * players
        self.tickets: list[list[int]] = [[] for _ in range(players)]
        self.offered: list[list[int]] = [[] for _ in range(players)]
        self.phase = SETUP
        self.current = 0
        self.first_card = -1  # the face-up card taken first this turn, for the view
        self.turns_left = NOT_STARTED
        self.passes = 0
        self.turn = 0

    def clone(self):
        twin = object.__new__(type(self))
        self.copy_into(twin)
        return twin

    def copy_into(self, twin: "RouteState") -> None:
        """Copy every field into ``twin`` (a subclass extends this with its own fields)."""
        twin.tables, twin.rules, twin.players = self.tables, self.rules, self.players
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.market = self.market.clone()
        twin.hands = [h[:] for h in self.hands]
        twin.trains = self.trains[:]
        twin.route_owner = self.route_owner[:]
        twin.forests = [f[:] for f in self.forests]
        twin.route_points = self.route_points[:]
        twin.tickets = [t[:] for t in self.tickets]
        twin.offered = [o[:] for o in self.offered]
        twin.phase, twin.current = self.phase, self.current
        twin.first_card, twin.turns_left, twin.passes, twin.turn = (
            self.first_card, self.turns_left, self.passes, self.turn)

    def snapshot(self) -> dict[str, Any]:
        return {
            "players": self.players,
            # The generator's 625 numbers as getstate() gives them: a tuple, compared as a list would be.
            "rng": self.rng.getstate()[1],
            "deck": self.market.deck[:],
            "discard": self.market.discard[:],
            "faceup": self.market.faceup[:],
            "hands": [h[:] for h in self.hands],
            "trains": self.trains[:],
            "route_owner": self.route_owner[:],
            "route_points": self.route_points[:],
            "tickets": [t[:] for t in self.tickets],
            "offered": [o[:] for o in self.offered],
            "phase": self.phase,
            "current": self.current,
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
        """Whether ``seat`` may claim ``route`` as far as ownership goes (double and triple routes)."""
        owners = self.route_owner
        if owners[route] != NOBODY:
            return False
        closing = self.players < self.rules.double_routes_min_players
        for other in self.tables.route_siblings[route]:
            owner = owners[other]
            if owner == seat:  # "Un même joueur ne peut jamais capturer les deux routes"
                return False
            if owner != NOBODY and closing:
                return False  # "à 2 ou 3 joueurs ... la deuxième devient incapturable"
        return True

    def route_open(self, route: int) -> bool:
        """Whether anyone at all could still claim ``route``."""
        owners = self.route_owner
        if owners[route] != NOBODY:
            return False
        if self.players >= self.rules.double_routes_min_players:
            return True
        return all(owners[other] == NOBODY for other in self.tables.route_siblings[route])
