"""Short fr/en sentences for Märklin actions and events (the game log, buttons)."""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.rules import route_describe

_ACTIONS = {
    "keep_tickets": ("garde {n} destination(s)", "keeps {n} ticket(s)"),
    "draw_tickets": ("annonce {short} courte(s) et {long} longue(s) et les pioche",
                     "announces {short} short and {long} long ticket(s) and draws them"),
    "draw_card_deck": ("pioche une carte Wagon à l'aveugle", "draws a train card from the deck"),
    "draw_card_faceup": ("prend une carte Wagon face visible", "takes a face-up train card"),
    "claim_route": ("prend la route {target} avec {cards}", "claims {target} with {cards}"),
    "place_passenger": ("pose un passager à {target}", "places a passenger in {target}"),
    "skip_passenger": ("ne pose pas de passager", "places no passenger"),
    "move_passenger": ("fait partir son passager de {target}", "sets off a passenger from {target}"),
    "passenger_step": ("mène son passager à {target}", "takes the passenger on to {target}"),
    "stop_passenger": ("arrête là son passager", "ends the passenger's trip here"),
    "pass": ("passe son tour (aucune action possible)", "passes (no action possible)"),
}

_EVENTS = {
    "tickets_offered": ("reçoit {count} carte(s) Destination", "is offered {count} ticket(s)"),
    "tickets_kept": ("garde {kept} destination(s), en rend {returned}", "keeps {kept} ticket(s), returns {returned}"),
    "card_drawn": ("prend une carte Wagon ({pile})", "takes a train card ({pile})"),
    "faceup_replaced": ("nouvelle(s) carte(s) face visible", "new face-up card(s)"),
    "faceup_redealt": ("trois locomotives ou trois passagers visibles : les cinq cartes sont remplacées",
                       "three face-up locomotives or passengers: the five cards are replaced"),
    "deck_reshuffled": ("la défausse est mélangée en nouvelle pioche", "the discard pile is shuffled into a new deck"),
    "route_claimed": ("prend la route {route} (+{points})", "claims {route} (+{points})"),
    "passenger_placed": ("pose un passager à {city}", "places a passenger in {city}"),
    "passenger_departs": ("fait partir un passager de {city}", "sets off a passenger from {city}"),
    "passenger_moved": ("passager à {city} : +{token} (total {total})", "passenger in {city}: +{token} (total {total})"),
    "passenger_arrived": ("passager arrivé à {city} : {points} points de marchandises",
                          "passenger arrives in {city}: {points} merchandise points"),
    "turn_passed": ("passe son tour", "passes"),
    "last_round": ("n'a plus que {trains} wagon(s) : dernier tour !", "has {trains} train(s) left: last round!"),
    "turn_ended": ("fin du tour", "end of turn"),
    "game_over": ("fin de la partie", "game over"),
}

def _mix(action: Action) -> dict[str, int]:
    return {"short": action.choice.count("short"), "long": action.choice.count("long")}


def describe(item: Any, lang: str, board: Any = None) -> str | None:
    return route_describe.describe(item, lang, board, _ACTIONS, _EVENTS, _mix)
