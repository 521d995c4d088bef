"""Short fr/en sentences for actions and events, for the game log and buttons."""

from __future__ import annotations

from typing import Any

from game.rules import route_describe

_ACTIONS = {
    "keep_tickets": route_describe.ROUTE_ACTIONS["keep_tickets"],
    "draw_tickets": route_describe.ROUTE_ACTIONS["draw_tickets"],
    "draw_card_deck": route_describe.ROUTE_ACTIONS["draw_card_deck"],
    "draw_card_faceup": route_describe.ROUTE_ACTIONS["draw_card_faceup"],
    "take_locomotive": ("prend une Locomotive dans la pile", "takes a Locomotive from the pile"),
    "claim_route": ("prend la route {target} avec {cards}", "claims {target} with {cards}"),
    "pass": ("passe son tour (aucune action possible)", "passes (no action possible)"),
}

_EVENTS = {
    "tickets_offered": route_describe.ROUTE_EVENTS["tickets_offered"],
    "tickets_kept": route_describe.ROUTE_EVENTS["tickets_kept"],
    "card_drawn": route_describe.ROUTE_EVENTS["card_drawn"],
    "faceup_replaced": route_describe.ROUTE_EVENTS["faceup_replaced"],
    "deck_reshuffled": ("la défausse est mélangée en nouvelle pioche", "the discard pile is shuffled into a new deck"),
    "card_drawn:locomotives": ("prend une Locomotive dans la pile", "takes a Locomotive from the pile"),
    "route_claimed": ("prend la route {route} (+{points})", "claims {route} (+{points})"),
    "bonus_taken": ("relie Londres à Istanbul : carte bonus de {value} points !",
                    "links London to Istanbul: a {value}-point bonus card!"),
    "turn_passed": ("passe son tour", "passes"),
    "last_round": route_describe.ROUTE_EVENTS["last_round"],
    "turn_ended": route_describe.ROUTE_EVENTS["turn_ended"],
    "game_over": ("fin de la partie", "game over"),
}


def describe(item: Any, lang: str, board: Any = None, cards: Any = None) -> str | None:
    return route_describe.describe(item, lang, board, _ACTIONS, _EVENTS, cards=cards)
