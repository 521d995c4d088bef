"""Words of the table's ticket decks (game/client/ticket_decks.py)."""

EN = {
    "ticket_decks.short": "Short",
    "ticket_decks.long": "Long",
    "ticket_decks.pick_mix": "Say how many of each, then draw",
}

FR = {
    "ticket_decks.short": "Courtes",
    "ticket_decks.long": "Longues",
    "ticket_decks.pick_mix": "Annoncez combien de chaque, puis piochez",
}
