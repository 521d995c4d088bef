"""Sentences for the game log and buttons, in French and English."""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action, Event

REASONS = {
    "fr": {"connected": "villes reliées", "supply": "plus de tronçons", "stuck": "plus personne ne peut poser"},
    "en": {"connected": "cities linked", "supply": "no tracks left", "stuck": "nobody can build"},
}


def _seat(seat: Any, lang: str) -> str:
    # Match.describe puts the seat's name in place of this mark.
    return "" if seat is None else f"{{seat:{seat}}}"


_NAMES: dict[int, tuple[Any, dict[str, str]]] = {}


def board_names(board: Any) -> dict[str, str]:
    """City names by city id and by the id of the intersection the city stands on."""
    cached = _NAMES.get(id(board))
    if cached is None or cached[0] is not board:
        names = {}
        for city in getattr(board, "cities", ()):
            names[city.id] = city.name
            names[f"{city.at[0]},{city.at[1]}"] = city.name
        cached = _NAMES[id(board)] = (board, names)
    return cached[1]


def _at(point: Any, names: dict[str, str], fr: bool) -> str:
    """" in Paris" for an intersection holding a city; nothing for a plain intersection."""
    name = names.get(point)
    if name is None:
        return ""
    return f" à {name}" if fr else f" at {name}"


def describe_action(action: Action, lang: str, names: dict[str, str]) -> str | None:
    who = _seat(action.seat, lang)
    fr = lang == "fr"
    if action.kind == "place_marker":
        at = _at(action.target, names, fr)
        return f"{who} place son pion{at}" if fr else f"{who} places their marker{at}"
    if action.kind == "place_track":
        return f"{who} pose un tronçon" if fr else f"{who} lays a track"
    if action.kind == "end_turn":
        return f"{who} termine son tour" if fr else f"{who} ends their turn"
    return None


def describe_event(event: Event, lang: str, names: dict[str, str]) -> str | None:
    fr = lang == "fr"
    who = _seat(event.seat, lang)
    kind = event.kind
    if kind == "round_started":
        first = _seat(event.get("first_player"), lang)
        return (f"Manche {event.get('round')} : {first} commence" if fr
                else f"Round {event.get('round')}: {first} starts")
    if kind == "cities_dealt":
        cities = event.get("cities")
        if cities is None:
            return f"{who} reçoit ses cinq villes" if fr else f"{who} gets five city cards"
        listed = ", ".join(names.get(c, c) for c in cities)
        return (f"{who} doit relier {listed}" if fr else f"{who} must link {listed}")
    if kind == "marker_placed":
        at = _at(event.get("at"), names, fr)
        return f"{who} place son pion{at}" if fr else f"{who} places their marker{at}"
    if kind == "track_placed":
        what = ("un tronçon double" if event.get("double") else "un tronçon") if fr else (
            "a double track" if event.get("double") else "a track")
        return f"{who} pose {what}" if fr else f"{who} lays {what}"
    if kind == "networks_merged":
        seats = ", ".join(_seat(s, lang) for s in event.get("seats", ()))
        return f"Réseaux fusionnés : {seats}" if fr else f"Networks merged: {seats}"
    if kind == "turn_ended":
        return f"{who} a fini son tour" if fr else f"{who} has ended their turn"
    if kind == "round_ended":
        reason = REASONS["fr" if fr else "en"].get(event.get("reason"), event.get("reason"))
        lost = ", ".join(f"{_seat(s, lang)} -{n}" for s, n in enumerate(event.get("lost", ())) if n)
        return (f"Fin de la manche {event.get('round')} ({reason}) : {lost or 'personne ne perd de points'}" if fr
                else f"End of round {event.get('round')} ({reason}): {lost or 'nobody loses points'}")
    if kind == "barrier_moved":
        return (f"La barrière avance en {event.get('to')}" if fr else f"The barrier moves to {event.get('to')}")
    if kind == "game_ended":
        winners = ", ".join(_seat(s, lang) for s in event.get("winners", ()))
        return f"Fin de la partie : victoire de {winners}" if fr else f"Game over: {winners} won"
    return None


def describe(item: Any, lang: str, board: Any = None) -> str | None:
    names = board_names(board) if board is not None else {}
    if isinstance(item, Action):
        return describe_action(item, lang, names)
    if isinstance(item, Event):
        return describe_event(item, lang, names)
    return None
