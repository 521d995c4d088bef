"""The state of a Märklin game: the shared route-game state (game.rules.route_state) plus the two
ticket decks, the passengers and the merchandise stacks. Flat lists of ints, cheap to clone."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from game.rules.route_state import (
    NOBODY, OVER, SECOND_CARD, SETUP, TICKETS, TURN, RouteRules, RouteState, compiled_tables,
)
from game.rules.route_tables import RouteTables

PLACE = "place_passenger"  # after a claim: the seat may put a passenger on one end of the route
MOVE = "move_passenger"  # a passenger on its trip, city by city

DECKS = ("short", "long")  # the two ticket decks, in the order of ``ticket_piles``
TOKEN_BASE = 100  # a token is stored as colour index * TOKEN_BASE + value

__all__ = ["NOBODY", "OVER", "SECOND_CARD", "SETUP", "TICKETS", "TURN", "PLACE", "MOVE", "DECKS", "Rules",
           "MarklinState", "tables_for", "token", "token_colour", "token_value"]


def token(colour: int, value: int) -> int:
    return colour * TOKEN_BASE + value


def token_colour(tok: int) -> int:
    return tok // TOKEN_BASE


def token_value(tok: int) -> int:
    return tok % TOKEN_BASE


@dataclass(frozen=True)
class Rules(RouteRules):
    passengers: int = 3
    tickets_setup: int = 4
    most_tickets_bonus: int = 10

    @classmethod
    def extra_from_table(cls, rules: Mapping[str, Any]) -> dict[str, Any]:
        return {
            "passengers": int(rules["passengers"]),
            "tickets_setup": int(rules["tickets_setup"]),
            "most_tickets_bonus": int(rules["most_tickets_bonus"]),
        }


_compiled: dict[tuple, tuple[Any, RouteTables]] = {}


def tables_for(game: Any) -> tuple[RouteTables, Rules]:
    return compiled_tables(_compiled, game, Rules)


class MarklinState(RouteState):
    __slots__ = (
        "ticket_piles", "announced", "setup_returned", "colours", "city_colour", "stacks", "collected",
        "merch_points", "passenger_supply", "passenger_at", "passengers_moved", "placing", "trip_path",
        "trip_routes", "trip_tokens", "revisit_tokens",
    )

    def __init__(self, tables: RouteTables, rules: Rules, players: int, seed: int):
        super().__init__(tables, rules, players, seed)
        self.ticket_piles: list[list[int]] = [[] for _ in DECKS]  # top of a pile = index 0
        self.announced = [False] * players  # setup: has the seat announced its mix of tickets?
        self.setup_returned: list[int] = []  # setup tickets not kept, back in their decks once all chose
        self.colours: tuple[tuple[str, tuple[int, ...]], ...] = ()  # (colour id, stack values top first)
        self.city_colour: list[int] = [-1] * len(tables.city_ids)  # never changes during a game
        self.stacks: list[list[int]] = [[] for _ in tables.city_ids]  # token values, top = last
        self.collected: list[list[int]] = [[] for _ in range(players)]  # tokens taken by each seat
        self.merch_points = [0] * players
        self.passenger_supply = [rules.passengers] * players
        self.passenger_at = [NOBODY] * len(tables.city_ids)  # seat whose passenger stands on the city
        self.passengers_moved = [0] * players
        self.placing = -1  # the route just claimed, while its owner may place a passenger
        # The passenger on its way: the cities it has been to (start first, current last), the
        # routes it took and the tokens taken so far; empty when no passenger is moving.
        self.trip_path: list[int] = []
        self.trip_routes: list[int] = []
        self.trip_tokens: list[int] = []
        self.revisit_tokens = True

    def copy_into(self, twin: "MarklinState") -> None:
        super().copy_into(twin)
        twin.ticket_piles = [p[:] for p in self.ticket_piles]
        twin.announced = self.announced[:]
        twin.setup_returned = self.setup_returned[:]
        twin.colours, twin.city_colour = self.colours, self.city_colour  # fixed for the game
        twin.stacks = [s[:] for s in self.stacks]
        twin.collected = [c[:] for c in self.collected]
        twin.merch_points = self.merch_points[:]
        twin.passenger_supply = self.passenger_supply[:]
        twin.passenger_at = self.passenger_at[:]
        twin.passengers_moved = self.passengers_moved[:]
        twin.placing = self.placing
        twin.trip_path, twin.trip_routes, twin.trip_tokens = (
            self.trip_path[:], self.trip_routes[:], self.trip_tokens[:])
        twin.revisit_tokens = self.revisit_tokens

    def snapshot(self) -> dict[str, Any]:
        out = super().snapshot()
        out.update({
            "ticket_piles": [p[:] for p in self.ticket_piles],
            "announced": self.announced[:],
            "setup_returned": self.setup_returned[:],
            "city_colour": self.city_colour[:],
            "stacks": [s[:] for s in self.stacks],
            "collected": [c[:] for c in self.collected],
            "merch_points": self.merch_points[:],
            "passenger_supply": self.passenger_supply[:],
            "passenger_at": self.passenger_at[:],
            "passengers_moved": self.passengers_moved[:],
            "placing": self.placing,
            "trip_path": self.trip_path[:],
            "trip_routes": self.trip_routes[:],
            "trip_tokens": self.trip_tokens[:],
        })
        return out

    def active_seats(self) -> tuple[int, ...]:
        if self.phase == SETUP:
            return tuple(s for s in range(self.players) if not self.announced[s] or self.offered[s])
        return super().active_seats()
