"""Märklin's own words at the table (fr/en), registered with the client's string tables when the
plugin is loaded: its action kinds and buttons, score lines and the passenger's running total."""

from game.i18n import register_strings

FR = {
    "kind.place_passenger": "poser un passager",
    "kind.skip_passenger": "pas de passager",
    "kind.move_passenger": "déplacer un passager",
    "kind.passenger_step": "ville suivante",
    "kind.stop_passenger": "arrêter le passager",
    "button.skip_passenger": "Pas de passager",
    "button.stop_passenger": "Arrêter ici",
    "cat.merchandise": "Marchandises",
    "cat.most_tickets": "Plus de destinations",
    "score.n_tokens": "{n} {n:jeton|jetons}",
    "score.n_completed": "{n} {n:réussie|réussies}",
    "marklin.trip_total": "Marchandises : {total}",
    "marklin.pick_mix": "Combien de courtes, combien de longues ?",
    "marklin.short": "Courtes",
    "marklin.long": "Longues",
}

EN = {
    "kind.place_passenger": "place a passenger",
    "kind.skip_passenger": "no passenger",
    "kind.move_passenger": "move a passenger",
    "kind.passenger_step": "next city",
    "kind.stop_passenger": "stop the passenger",
    "button.skip_passenger": "No passenger",
    "button.stop_passenger": "Stop here",
    "cat.merchandise": "Merchandise",
    "cat.most_tickets": "Most tickets",
    "score.n_tokens": "{n} {n:token|tokens}",
    "score.n_completed": "{n} completed",
    "marklin.trip_total": "Merchandise: {total}",
    "marklin.pick_mix": "How many short, how many long?",
    "marklin.short": "Short",
    "marklin.long": "Long",
}


def register() -> None:
    register_strings({"fr": FR, "en": EN})
