"""The state of a Europe Express game: the shared route-game state (game.rules.route_state) plus
the Locomotive pile, the ticket pile and the London–Istanbul bonus stack.

Cards are small ints (the seven colours, then the Locomotive, the wild, last). The Locomotives
never enter the deck: they are a count, ``loco_pile``, beside it ("Placez la pile de cartes
Locomotive face visible à côté du plateau"); used ones go back to it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping

from game.rules.route_state import (
    NOBODY, OVER, SECOND_CARD, SETUP, TICKETS, TURN, RouteRules, RouteState, compiled_tables,
)
from game.rules.route_tables import RouteTables

__all__ = ["NOBODY", "OVER", "SECOND_CARD", "SETUP", "TICKETS", "TURN", "Rules", "ExpressState", "tables_for"]


@dataclass(frozen=True)
class Rules(RouteRules):
    """The numbers of the ruleset's ``[rules]`` table (and its option), read once per match."""

    tickets_initial: int = 3
    random_first_player: bool = True
    bonus_values: tuple[int, ...] = ()
    bonus_ends: tuple[str, ...] = ()

    @classmethod
    def extra_from_table(cls, rules: Mapping[str, Any]) -> dict[str, Any]:
        ends = tuple(str(c) for c in rules["bonus_ends"])
        if len(ends) != 2:
            raise ValueError("rules.bonus_ends: name exactly two cities")
        values = tuple(int(v) for v in rules["bonus_values"])
        if list(values) != sorted(values, reverse=True):
            raise ValueError("rules.bonus_values: the stack is in decreasing order, highest on top")
        return {
            "tickets_initial": int(rules["tickets_initial"]),
            "random_first_player": bool(rules["random_first_player"]),
            "bonus_values": values,
            "bonus_ends": ends,
        }


_compiled: dict[tuple, tuple[Any, RouteTables]] = {}


def tables_for(game: Any) -> tuple[RouteTables, Rules]:
    """The board tables, compiled once per manifest set and points table, and this match's rules
    (``game.rules``; the option ``faceup_when_piles_empty`` replaces the table's reading)."""
    tables, rules = compiled_tables(_compiled, game, Rules)
    options = getattr(game, "options", None) or {}
    if "faceup_when_piles_empty" in options and bool(options["faceup_when_piles_empty"]) != rules.faceup_when_piles_empty:
        rules = dataclasses.replace(rules, faceup_when_piles_empty=bool(options["faceup_when_piles_empty"]))
    return tables, rules


class ExpressState(RouteState):
    __slots__ = ("loco_pile", "ticket_pile", "bonus_stack", "bonus", "bonus_order", "first_player", "ends")

    def __init__(self, tables: RouteTables, rules: Rules, players: int, seed: int):
        super().__init__(tables, rules, players, seed)
        self.loco_pile = 0
        self.ticket_pile: list[int] = []
        # The bonus cards still stacked, top first; each seat's card (0: none) and who linked when.
        self.bonus_stack: list[int] = list(rules.bonus_values)
        self.bonus = [0] * players
        self.bonus_order: list[int] = []
        self.first_player = 0
        self.ends = tuple(tables.city_index[c] for c in rules.bonus_ends)

    def copy_into(self, twin: "ExpressState") -> None:
        super().copy_into(twin)
        twin.loco_pile = self.loco_pile
        twin.ticket_pile = self.ticket_pile[:]
        twin.bonus_stack = self.bonus_stack[:]
        twin.bonus = self.bonus[:]
        twin.bonus_order = self.bonus_order[:]
        twin.first_player, twin.ends = self.first_player, self.ends

    def snapshot(self) -> dict[str, Any]:
        out = super().snapshot()
        out.update({
            "loco_pile": self.loco_pile,
            "ticket_pile": self.ticket_pile[:],
            "bonus_stack": self.bonus_stack[:],
            "bonus": self.bonus[:],
            "bonus_order": self.bonus_order[:],
            "first_player": self.first_player,
        })
        return out
