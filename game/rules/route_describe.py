"""Short fr/en sentences for a route game's actions and events (the game log, buttons): each
ruleset gives its tables of sentences, this module fills them with the board's names.

A sentence is a verb phrase; the acting seat goes in front as ``{seat:N}``, which
``Match.describe`` replaces by the seat's name.
"""

from __future__ import annotations

from typing import Any, Mapping

from game.engine.actions import Action, Event

Texts = Mapping[str, tuple[str, str]]  # key -> (French, English)

PILES = {"deck": ("pioche", "deck"), "faceup": ("face visible", "face up")}
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


def describe(item: Any, lang: str, board: Any, actions: Texts, events: Texts) -> str | None:
    pick = 0 if lang == "fr" else 1
    names = board_names(board, lang) if board is not None else {}
    if isinstance(item, Action):
        texts = actions.get(action_key(item))
        if texts is None:
            return None
        text = texts[pick].format(target=names.get(item.target, item.target), cards=", ".join(item.choice) or "-",
                                  n=len(item.choice))
        return with_actor(item.seat, text)
    if isinstance(item, Event):
        # A sentence of its own for an event from a given pile ("card_drawn:locomotives"), if any.
        pile = item.get("pile")
        texts = (events.get(f"{item.kind}:{pile}") if pile else None) or events.get(item.kind)
        if texts is None:
            return None
        data = {k: (", ".join(map(str, v)) if isinstance(v, tuple) else v) for k, v in item.data}
        for k in ("route", "city"):
            if k in data:
                data[k] = names.get(data[k], data[k])
        if "pile" in data:
            data["pile"] = PILES.get(data["pile"], (data["pile"],) * 2)[pick]
        try:
            text = texts[pick].format(**data)
        except KeyError:  # a secret key was dropped from this seat's copy
            text = texts[pick].split(" (")[0].split(" {")[0]
        return with_actor(item.seat, text)
    return None


def with_actor(seat: int | None, text: str) -> str:
    """The sentences are verb phrases: put the acting seat in front (Match.describe names it)."""
    return text if seat is None else f"{{seat:{seat}}} {text}"
