"""Short fr/en sentences for actions and events, for the game log and buttons."""

from __future__ import annotations

from typing import Any

from game.rules import route_describe

_ACTIONS = {
    "keep_tickets": ("garde {n} destination(s)", "keeps {n} ticket(s)"),
    "draw_tickets": ("pioche des cartes Destination", "draws destination tickets"),
    "draw_card_deck": ("pioche une carte Wagon à l'aveugle", "draws a wagon card from the deck"),
    "draw_card_faceup": ("prend une carte Wagon face visible", "takes a face-up wagon card"),
    "take_locomotive": ("prend une Locomotive dans la pile", "takes a Locomotive from the pile"),
    "claim_route": ("prend la route {target} avec {cards}", "claims {target} with {cards}"),
    "pass": ("passe son tour (aucune action possible)", "passes (no action possible)"),
}

_EVENTS = {
    "tickets_offered": ("reçoit {count} carte(s) Destination", "is offered {count} ticket(s)"),
    "tickets_kept": ("garde {kept} destination(s), en rend {returned}", "keeps {kept} ticket(s), returns {returned}"),
    "card_drawn": ("prend une carte Wagon ({pile})", "takes a wagon card ({pile})"),
    "faceup_replaced": ("nouvelle(s) carte(s) face visible", "new face-up card(s)"),
    "deck_reshuffled": ("la défausse est mélangée en nouvelle pioche", "the discard pile is shuffled into a new deck"),
    "card_drawn:locomotives": ("prend une Locomotive dans la pile", "takes a Locomotive from the pile"),
    "route_claimed": ("prend la route {route} (+{points})", "claims {route} (+{points})"),
    "bonus_taken": ("relie Londres à Istanbul : carte bonus de {value} points !",
                    "links London to Istanbul: a {value}-point bonus card!"),
    "turn_passed": ("passe son tour", "passes"),
    "last_round": ("n'a plus que {trains} wagon(s) : dernier tour !", "has {trains} wagon(s) left: last round!"),
    "turn_ended": ("fin du tour", "end of turn"),
    "game_over": ("fin de la partie", "game over"),
}


def describe(item: Any, lang: str, board: Any = None) -> str | None:
    return route_describe.describe(item, lang, board, _ACTIONS, _EVENTS)
