"""The state of a Europe game: the shared route-game state (game.rules.route_state) plus stations,
the pending tunnel and the one ticket pile."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from game.rules.route_state import (
    NOBODY, OVER, SECOND_CARD, SETUP, TICKETS, TURN, RouteRules, RouteState, compiled_tables,
)
from game.rules.route_tables import RouteTables

TUNNEL = "tunnel"

__all__ = ["NOBODY", "OVER", "SECOND_CARD", "SETUP", "TICKETS", "TURN", "TUNNEL", "Rules", "EuropeState", "tables_for"]


@dataclass(frozen=True)
class Rules(RouteRules):
    """The numbers of the ruleset's ``[rules]`` table, read once per match."""

    stations: int = 3
    station_costs: tuple[int, ...] = (1, 2, 3)
    station_value: int = 4
    tickets_long: int = 1
    tickets_regular: int = 3
    tunnel_reveal: int = 3
    longest_path_bonus: int = 10

    @classmethod
    def extra_from_table(cls, rules: Mapping[str, Any]) -> dict[str, Any]:
        return {
            "stations": int(rules["stations"]),
            "station_costs": tuple(int(c) for c in rules["station_costs"]),
            "station_value": int(rules["station_value"]),
            "tickets_long": int(rules["tickets_long"]),
            "tickets_regular": int(rules["tickets_regular"]),
            "tunnel_reveal": int(rules["tunnel_reveal"]),
            "longest_path_bonus": int(rules["longest_path_bonus"]),
        }


_compiled: dict[tuple, tuple[Any, RouteTables]] = {}


def tables_for(game: Any) -> tuple[RouteTables, Rules]:
    """The board tables, compiled once per manifest set and points table, and this match's rules
    (``game.rules``: the ruleset's numbers as its variants changed them)."""
    return compiled_tables(_compiled, game, Rules)


class EuropeState(RouteState):
    __slots__ = ("stations_built", "station_owner", "station_mask", "ticket_pile", "tunnel")

    def __init__(self, tables: RouteTables, rules: Rules, players: int, seed: int):
        super().__init__(tables, rules, players, seed)
        self.stations_built = [0] * players
        self.station_owner = [NOBODY] * len(tables.city_ids)
        self.station_mask = 0  # bit per city holding a station: part of the legal-move memo keys
        self.ticket_pile: list[int] = []
        # During a tunnel: [route, paid colour, paid coloured cards, paid locomotives, extra, revealed...]
        self.tunnel: list[int] | None = None

    def copy_into(self, twin: "EuropeState") -> None:
        super().copy_into(twin)
        twin.stations_built = self.stations_built[:]
        twin.station_owner = self.station_owner[:]
        twin.station_mask = self.station_mask
        twin.ticket_pile = self.ticket_pile[:]
        twin.tunnel = self.tunnel[:] if self.tunnel is not None else None

    def snapshot(self) -> dict[str, Any]:
        out = super().snapshot()
        out.update({
            "stations_built": self.stations_built[:],
            "station_owner": self.station_owner[:],
            "ticket_pile": self.ticket_pile[:],
            "tunnel": self.tunnel[:] if self.tunnel is not None else None,
        })
        return out
