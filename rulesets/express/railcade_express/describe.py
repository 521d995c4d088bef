"""Short fr/en sentences for Express actions and events (game log, buttons). Seats are written
``{seat:N}``; ``Match.describe`` puts the names in."""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action, Event
from game.i18n.plural import format_text

from railcade_express.deck import rules_for

_EVENTS = {
    "deal_started": ("donne {deal} : {dealer} distribue {cards} {cards:carte|cartes}",
                     "deal {deal}: {dealer} deals {cards} {cards:card|cards}"),
    "cards_drawn": ("{who} pioche {count} {count:carte|cartes}", "{who} draws {count} {count:card|cards}"),
    "discard_taken": ("{who} prend {card} sur la défausse", "{who} takes {card} from the discard pile"),
    "partner_asked": ("{who} : « Partenaire, est-ce que je peux sortir ? »", "{who}: \u201cPartner, may I go out?\u201d"),
    "partner_answered": ("{who} répond « {answer} »", "{who} answers \u201c{answer}\u201d"),
    "train_started": ("{who} pose le train {train} : {card}", "{who} starts train {train}: {card}"),
    "car_added": ("{who} ajoute {card} à son train {train}", "{who} adds {card} to their train {train}"),
    "diesel_added": ("{who} met une diesel en tête de son train {train}",
                     "{who} puts a diesel at the head of their train {train}"),
    "maintenance_laid": ("{who} pose {card}", "{who} lays {card}"),
    "loco_swapped": ("{who} reprend la locomotive de son train {train}",
                     "{who} takes back the locomotive of their train {train}"),
    "card_discarded": ("{who} défausse {card}", "{who} discards {card}"),
    "went_out": ("{who} sort !", "{who} goes out!"),
    "turntable_played": ("{who} joue une plaque tournante : le sens s'inverse, {who} rejoue",
                         "{who} plays a turntable: play reverses, {who} plays again"),
    "disaster_played": ("{who} joue {card} sur {target}", "{who} plays {card} on {target}"),
    "repair_offered": ("{who} peut parer {card} avec un wagon de maintenance",
                       "{who} may counter {card} with a maintenance car"),
    "disaster_countered": ("{maintenance} annule {card}", "{maintenance} cancels {card}"),
    "derailed": ("{who} perdra son prochain tour", "{who} will lose the next turn"),
    "turn_skipped": ("{who} passe son tour (déraillement)", "{who} loses this turn (derailment)"),
    "train_wrecked": ("le {train} est détruit", "{train} is wrecked"),
    "car_broken": ("{card} du {train} part à la casse", "{card} of {train} is broken off"),
    "car_stolen": ("{who} vole {card} du {train}{onto}", "{who} steals {card} from {train}{onto}"),
    "loco_returned": ("{who} reprend en main la locomotive du {train}",
                      "{who} takes the locomotive of {train} back into their hand"),
    "switch_started": ("{who} échange des locomotives", "{who} switches locomotives"),
    "engines_switched": ("locomotives échangées : {train} et {other}", "locomotives switched: {train} and {other}"),
    "deal_ended": ("fin de la donne {deal}", "end of deal {deal}"),
    "game_over": ("fin de la partie", "game over"),
}
QUIET = {"hand_dealt"}
# Events whose train may be another side's: named with its side (the others are the seat's own side's).
_OTHERS_TRAIN = {"train_wrecked", "car_broken", "car_stolen", "loco_returned"}
_ANSWERS = {"yes": ("oui", "yes"), "no": ("non", "no")}


def _card(game: Any, name: str, lang: str) -> str:
    cards = getattr(getattr(game, "data", None), "cards", None)
    if cards is None or not name:
        return name
    for card in cards.cards:
        if card.id == name:
            return card.names.fr if lang == "fr" else card.names.en
    return name


def _side(game: Any, team: Any) -> str:
    """The seats of side ``team`` as the table heads its zone ("Ada & Cleo" with partners)."""
    teams = rules_for(game).teams
    if not isinstance(team, int) or not 0 <= team < len(teams):
        return ""
    return " & ".join(f"{{seat:{seat}}}" for seat in teams[team])


def _train(game: Any, number: Any, team: Any, lang: str) -> str:
    """A train as a player finds it: whose side's zone it is in, and the number drawn on its
    locomotive (numbers run over the whole table). French: after "le"/"du"."""
    owner = _side(game, team)
    if not owner:
        return f"train {number}"
    return f"train {number} ({owner})" if lang == "fr" else f"{owner}'s train {number}"


def _target(game: Any, target: str, lang: str, team: Any = None) -> str:
    kind, _, value = target.partition(":")
    if kind == "seat":
        return f"{{seat:{value}}}"
    if kind == "team":
        return f"le camp {int(value) + 1}" if lang == "fr" else f"side {int(value) + 1}"
    return "le " + _train(game, value, team, lang) if lang == "fr" else _train(game, value, team, lang)


def _team_of(game: Any, seat: Any) -> int | None:
    for team, seats in enumerate(rules_for(game).teams):
        if seat in seats:
            return team
    return None


def describe(game: Any, item: Any, lang: str) -> str | None:
    fr = lang == "fr"
    if isinstance(item, Event):
        if item.kind in QUIET or item.kind not in _EVENTS:
            return None
        data = item.as_dict()
        values = {k: v for k, v in data.items()}
        values["who"] = f"{{seat:{item.seat}}}" if item.seat is not None else ""
        for key in ("card", "maintenance"):
            if isinstance(values.get(key), str):
                values[key] = _card(game, values[key], lang)
        if "target" in values:
            values["target"] = _target(game, values["target"], lang, values.get("team"))
        if item.kind in _OTHERS_TRAIN:
            values["train"] = _train(game, values["train"], values.get("team"), lang)
        if item.kind == "engines_switched":  # the switching seat's train, and one of the other side's
            values["train"] = _train(game, values["train"], _team_of(game, item.seat), lang)
            values["other"] = _train(game, values["other"], values.get("team"), lang)
        if "answer" in values:
            values["answer"] = _ANSWERS[values["answer"]][0 if fr else 1]
        if "dealer" in values:
            values["dealer"] = f"{{seat:{values['dealer']}}}"
        if item.kind == "car_stolen":
            to = values.get("to_train")
            values["onto"] = ((f" et le pose sur son train {to}" if fr else f" onto their train {to}")
                              if to else "")
        template = _EVENTS[item.kind][0 if fr else 1]
        try:
            return format_text(template, lang, **values)
        except (KeyError, IndexError, ValueError):
            return template
    if isinstance(item, Action):
        return describe_action(game, item, lang)
    return None


def describe_action(game: Any, action: Action, lang: str) -> str | None:
    fr = lang == "fr"
    card = _card(game, action.target, lang) if action.target_type == "card" else action.target
    kind = action.kind
    if kind == "new_train":
        loco = _card(game, action.choice[0], lang)
        return f"nouveau train : {card} (locomotive : {loco})" if fr else f"new train: {card} (locomotive: {loco})"
    if kind in ("add_car", "add_diesel"):
        return f"{card} → train {action.choice[0]}"
    if kind == "swap_loco":
        put = _card(game, action.choice[0], lang)
        return (f"train {action.target} : reprendre la locomotive, poser {put}" if fr else
                f"train {action.target}: take back the locomotive, put {put}")
    if kind == "disaster":
        text = f"{card} → {_target(game, action.choice[0], lang)}"
        if len(action.choice) > 1:
            dest = action.choice[1]
            text += (" (en main)" if fr else " (to hand)") if dest == "hand" else f" → {_target(game, dest, lang)}"
        return text
    if kind in ("discard", "maintenance", "turntable"):
        return card
    return None
