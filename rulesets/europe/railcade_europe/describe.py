"""Short fr/en sentences for actions and events, for the game log and buttons."""

from __future__ import annotations

from typing import Any

from game.rules import route_describe

_ACTIONS = {
    **route_describe.ROUTE_ACTIONS,
    "pay_tunnel": ("paie {n} {n:carte|cartes} de plus pour le tunnel {target} : {cards}",
                   "pays {n} more {n:card|cards} for tunnel {target}: {cards}"),
    "abandon_tunnel": ("renonce au tunnel et reprend ses cartes", "gives up the tunnel and takes the cards back"),
    "build_station": ("bâtit une gare à {target} avec {cards}", "builds a station at {target} with {cards}"),
}

_EVENTS = {
    **route_describe.ROUTE_EVENTS,
    "tunnel_revealed": ("tente le tunnel {route} : {extra} {extra:carte|cartes} de plus à payer",
                        "tries tunnel {route}: {extra} more {extra:card|cards} to pay"),
    "tunnel_abandoned": ("renonce au tunnel {route}", "gives up tunnel {route}"),
    "station_built": ("bâtit une gare à {city}", "builds a station at {city}"),
}


def describe(item: Any, lang: str, board: Any = None, cards: Any = None) -> str | None:
    return route_describe.describe(item, lang, board, _ACTIONS, _EVENTS, cards=cards)
