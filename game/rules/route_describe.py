"""Short fr/en sentences for a route game's actions and events (the game log, buttons): each
ruleset gives its tables of sentences, this module fills them with the board's names.

A sentence is a verb phrase; the acting seat goes in front as ``{seat:N}``, which
``Match.describe`` replaces by the seat's name. A count picks its noun with ``{n:one|other}``
(:mod:`game.i18n.plural`): "keeps {n} {n:ticket|tickets}". An event's tuple field (``cards``) is
also counted (``n_cards``). The words follow docs/glossary.md.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from game.engine.actions import Action, Event
from game.i18n.plural import format_text

Texts = Mapping[str, tuple[str, str]]  # key -> (French, English)

PILES = {"deck": ("pioche", "deck"), "faceup": ("face visible", "face up")}

# The shared turn structure's actions and events (game.rules.route_turns); a ruleset adds its own
# and may reword these: ``{**ROUTE_ACTIONS, ...}``.
ROUTE_ACTIONS = {
    "keep_tickets": ("garde {n} {n:destination|destinations}", "keeps {n} {n:ticket|tickets}"),
    "draw_tickets": ("pioche des destinations", "draws tickets"),
    "draw_card_deck": ("pioche une carte Wagon à l'aveugle", "draws a train card from the deck"),
    "draw_card_faceup": ("prend une carte Wagon face visible", "takes a face-up train card"),
    "claim_route": ("prend la route {target} avec {cards}", "claims {target} with {cards}"),
    "pass": ("passe son tour (aucune action possible)", "passes (no action possible)"),
}
ROUTE_EVENTS = {
    "tickets_offered": ("reçoit {count} {count:destination|destinations}", "is offered {count} {count:ticket|tickets}"),
    "tickets_kept": ("garde {kept} {kept:destination|destinations}, en rend {returned}",
                     "keeps {kept} {kept:ticket|tickets}, returns {returned}"),
    "card_drawn": ("prend une carte Wagon ({pile})", "takes a train card ({pile})"),
    "faceup_replaced": ("{n_cards} {n_cards:nouvelle carte|nouvelles cartes} face visible",
                        "{n_cards} new face-up {n_cards:card|cards}"),
    "faceup_redealt": ("trois locomotives visibles : les cinq cartes sont remplacées",
                       "three face-up locomotives: the five cards are replaced"),
    "deck_reshuffled": ("la défausse est mélangée en nouvelle pioche", "the discard pile is shuffled into a new deck"),
    "route_claimed": ("prend la route {route} (+{points})", "claims {route} (+{points})"),
    "turn_passed": ("passe son tour", "passes"),
    "last_round": ("n'a plus que {trains} {trains:wagon|wagons} : dernier tour !",
                   "has {trains} {trains:train|trains} left: last round!"),
    "turn_ended": ("finit son tour", "ends the turn"),
    "game_over": ("fin de la partie", "game over"),
}
_NAMES: dict[tuple[int, str], tuple[Any, dict[str, str]]] = {}


def board_names(board: Any, lang: str) -> dict[str, str]:
    """Readable names for the board's ids: a city by its name in ``lang``, a route as "A – B"."""
    key = (id(board), lang)
    cached = _NAMES.get(key)
    if cached is None or cached[0] is not board:
        cities = {c.id: (c.name_fr if lang == "fr" and c.name_fr else c.name) for c in board.cities}
        names = dict(cities)
        for rid, route in zip(board.route_ids(), board.routes):
            names[rid] = f"{cities.get(route.a, route.a)} – {cities.get(route.b, route.b)}"
        cached = _NAMES[key] = (board, names)
    return cached[1]


def action_key(action: Action) -> str:
    """The sentence key of an action: its kind, with a card draw told apart by where it comes from."""
    if action.kind == "draw_card":
        return "draw_card_deck" if action.target == "deck" else "draw_card_faceup"
    return action.kind


def card_list(card_ids: Any, cards: Any, lang: str) -> str:
    """Cards by their names in ``lang``, a repeated one counted: "violet ×2, Locomotive"."""
    named = {c.id: c.names.fr if lang == "fr" else c.names.en for c in getattr(cards, "cards", ())}
    counts: dict[str, int] = {}
    for card in card_ids:
        counts[card] = counts.get(card, 0) + 1
    return ", ".join(named.get(card, card) + (f" ×{n}" if n > 1 else "") for card, n in counts.items()) or "-"


def describe(item: Any, lang: str, board: Any, actions: Texts, events: Texts,
             action_fields: Callable[[Action], dict[str, Any]] | None = None, cards: Any = None) -> str | None:
    """``action_fields`` may add fields an action's sentence uses, computed from the action;
    ``cards`` (the ruleset's card manifest) names the cards an action pays with."""
    pick = 0 if lang == "fr" else 1
    names = board_names(board, lang) if board is not None else {}
    if isinstance(item, Action):
        texts = actions.get(action_key(item))
        if texts is None:
            return None
        fields = {"target": names.get(item.target, item.target), "cards": card_list(item.choice, cards, lang),
                  "n": len(item.choice)}
        if action_fields is not None:
            fields.update(action_fields(item))
        return with_actor(item.seat, format_text(texts[pick], lang, **fields))
    if isinstance(item, Event):
        # A sentence of its own for an event from a given pile ("card_drawn:locomotives"), if any.
        pile = item.get("pile")
        texts = (events.get(f"{item.kind}:{pile}") if pile else None) or events.get(item.kind)
        if texts is None:
            return None
        data = {k: (", ".join(map(str, v)) if isinstance(v, tuple) else v) for k, v in item.data}
        data.update({f"n_{k}": len(v) for k, v in item.data if isinstance(v, tuple)})
        for k in ("route", "city"):
            if k in data:
                data[k] = names.get(data[k], data[k])
        if "pile" in data:
            data["pile"] = PILES.get(data["pile"], (data["pile"],) * 2)[pick]
        try:
            text = format_text(texts[pick], lang, **data)
        except KeyError:  # a secret key was dropped from this seat's copy
            text = texts[pick].split(" (")[0].split(" {")[0]
        return with_actor(item.seat, text)
    return None


def with_actor(seat: int | None, text: str) -> str:
    """The sentences are verb phrases: put the acting seat in front (Match.describe names it)."""
    return text if seat is None else f"{{seat:{seat}}} {text}"
