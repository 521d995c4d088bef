"""Short fr/en sentences for Märklin actions and events (the game log, buttons)."""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.rules import route_describe

_ACTIONS = {
    **route_describe.ROUTE_ACTIONS,
    "draw_tickets": ("annonce {short} {short:destination courte|destinations courtes} et {long} "
                     "{long:longue|longues}, et les pioche",
                     "announces {short} short and {long} long {long:ticket|tickets} and draws them"),
    "place_passenger": ("pose un passager à {target}", "places a passenger in {target}"),
    "skip_passenger": ("ne pose pas de passager", "places no passenger"),
    "move_passenger": ("fait partir son passager de {target}", "sets off a passenger from {target}"),
    "passenger_step": ("mène son passager à {target}", "takes the passenger on to {target}"),
    "stop_passenger": ("arrête là son passager", "ends the passenger's trip here"),
}

_EVENTS = {
    **route_describe.ROUTE_EVENTS,
    "faceup_redealt": ("trois locomotives ou trois passagers visibles : les cinq cartes sont remplacées",
                       "three face-up locomotives or passengers: the five cards are replaced"),
    "passenger_placed": ("pose un passager à {city}", "places a passenger in {city}"),
    "passenger_departs": ("fait partir un passager de {city}", "sets off a passenger from {city}"),
    "passenger_moved": ("mène son passager à {city} : +{token} (total {total})",
                        "takes the passenger to {city}: +{token} (total {total})"),
    "passenger_arrived": ("arrête son passager à {city} : {points} {points:point|points} de marchandises",
                          "stops the passenger in {city}: {points} merchandise {points:point|points}"),
}


def _mix(action: Action) -> dict[str, int]:
    return {"short": action.choice.count("short"), "long": action.choice.count("long")}


def describe(item: Any, lang: str, board: Any = None, cards: Any = None) -> str | None:
    return route_describe.describe(item, lang, board, _ACTIONS, _EVENTS, _mix, cards=cards)
