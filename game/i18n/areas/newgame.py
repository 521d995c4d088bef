"""Words of the new-game screen added with its options and seat table."""

EN = {
    "newgame.col.name": "Name",
    "newgame.col.plays": "Plays as",
    "newgame.col.level": "Bot level",
    "newgame.col.color": "Colour",
    "newgame.next_name_legend": "↻ gives the seat the next name from a list: no keyboard needed. "
                                "Tap a name to type one.",
    "newgame.next_name_legend_touch": "↻, or a tap on the name, gives the seat the next name from a list.",
    "newgame.options": "Options",
    "newgame.all_switched_off": "Every installed game is switched off: switch one on in Rulesets & plugins.",
}

FR = {
    "newgame.col.name": "Nom",
    "newgame.col.plays": "Joué par",
    "newgame.col.level": "Niveau",  # beside "Robot": a longer header runs into "Couleur"
    "newgame.col.color": "Couleur",
    "newgame.next_name_legend": "↻ donne à la place le nom suivant d'une liste\u00a0: pas besoin de clavier. "
                                "Touchez un nom pour le taper.",
    "newgame.next_name_legend_touch": "↻, ou un appui sur le nom, donne à la place le nom suivant d'une liste.",
    "newgame.options": "Options",
    "newgame.all_switched_off": "Tous les jeux installés sont désactivés\u00a0: activez-en un dans Règles et extensions.",
}
