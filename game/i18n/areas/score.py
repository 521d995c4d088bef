"""Words of the score screens (game/client/scenes/score.py): the columns of a grid game's round
panel, what a round cost in tracks, a Trans Europa locomotive below zero, and the counts on
Märklin's score lines."""

EN = {
    "score.col_missing": "Missing",
    "score.col_points": "Points",
    "score.col_plain": "plain",
    "score.col_double": "double",
    "score.col_left": "left",
    "score.plain_tracks": "{n} plain {n:track|tracks}",
    "score.double_tracks": "{n} double {n:track|tracks}",
    "score.both": "{a} and {b}",
    "score.points_below": "{n} {n:point|points} below zero",
    "score.n_tokens": "{n} {n:token|tokens}",
    "score.n_completed": "{n} completed",
    "score.all_linked": "All cities linked",
}

FR = {
    "score.col_missing": "Manque",
    "score.col_points": "Points",
    "score.col_plain": "simples",
    "score.col_double": "doubles",
    "score.col_left": "reste",
    "score.plain_tracks": "{n} {n:tronçon simple|tronçons simples}",
    "score.double_tracks": "{n} {n:tronçon double|tronçons doubles}",
    "score.both": "{a} et {b}",
    "score.points_below": "{n} {n:point|points} sous zéro",
    "score.n_tokens": "{n} {n:jeton|jetons}",
    "score.n_completed": "{n} {n:réussie|réussies}",
    "score.all_linked": "Toutes ses villes reliées",
}
