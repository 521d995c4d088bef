"""Words of the score tables: the columns of a grid game's round panel."""

EN = {
    "score.col_missing": "Missing",
    "score.col_points": "Points",
    "score.col_plain": "plain",
    "score.col_double": "double",
    "score.col_left": "left",
}

FR = {
    "score.col_missing": "Manque",
    "score.col_points": "Points",
    "score.col_plain": "simples",
    "score.col_double": "doubles",
    "score.col_left": "reste",
}
