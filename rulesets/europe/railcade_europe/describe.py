"""Short fr/en sentences for actions and events, for the game log and buttons."""

from __future__ import annotations

from typing import Any

from game.rules import route_describe

_ACTIONS = {
    "keep_tickets": ("garde {n} destination(s)", "keeps {n} ticket(s)"),
    "draw_tickets": ("pioche des cartes Destination", "draws destination tickets"),
    "draw_card_deck": ("pioche une carte Wagon à l'aveugle", "draws a train card from the deck"),
    "draw_card_faceup": ("prend une carte Wagon face visible", "takes a face-up train card"),
    "claim_route": ("prend la route {target} avec {cards}", "claims {target} with {cards}"),
    "pay_tunnel": ("paie {cards} de plus pour le tunnel {target}", "pays {cards} more for tunnel {target}"),
    "abandon_tunnel": ("renonce au tunnel et reprend ses cartes", "gives up the tunnel and takes the cards back"),
    "build_station": ("bâtit une gare à {target} avec {cards}", "builds a station at {target} with {cards}"),
    "pass": ("passe son tour (aucune action possible)", "passes (no action possible)"),
}

_EVENTS = {
    "tickets_offered": ("reçoit {count} carte(s) Destination", "is offered {count} ticket(s)"),
    "tickets_kept": ("garde {kept} destination(s), en rend {returned}", "keeps {kept} ticket(s), returns {returned}"),
    "card_drawn": ("prend une carte Wagon ({pile})", "takes a train card ({pile})"),
    "faceup_replaced": ("nouvelle(s) carte(s) face visible", "new face-up card(s)"),
    "faceup_redealt": ("trois locomotives visibles : les cinq cartes sont remplacées",
                       "three face-up locomotives: the five cards are replaced"),
    "deck_reshuffled": ("la défausse est mélangée en nouvelle pioche", "the discard pile is shuffled into a new deck"),
    "route_claimed": ("prend la route {route} (+{points})", "claims {route} (+{points})"),
    "tunnel_revealed": ("tunnel {route} : {extra} carte(s) de plus demandée(s)", "tunnel {route}: {extra} more card(s) needed"),
    "tunnel_abandoned": ("renonce au tunnel {route}", "gives up tunnel {route}"),
    "station_built": ("bâtit une gare à {city}", "builds a station at {city}"),
    "turn_passed": ("passe son tour", "passes"),
    "last_round": ("n'a plus que {trains} wagon(s) : dernier tour !", "has {trains} train(s) left: last round!"),
    "turn_ended": ("fin du tour", "end of turn"),
    "game_over": ("fin de la partie", "game over"),
}


def describe(item: Any, lang: str, board: Any = None) -> str | None:
    return route_describe.describe(item, lang, board, _ACTIONS, _EVENTS)
