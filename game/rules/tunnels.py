"""Tunnel resolution: reveal cards from the deck, count the extra cards they ask for.

"Puis il retourne les trois premières cartes du sommet de la pioche ... Pour chaque carte ainsi
révélée se trouvant être de la couleur des cartes utilisées ... le joueur doit maintenant ajouter
une nouvelle carte Wagon de même couleur (ou une Locomotive)."
"""

from __future__ import annotations

import random

from game.rules.cards import CardMarket
from game.rules.payment import tunnel_extra


def reveal(market: CardMarket, rng: random.Random, count: int = 3) -> list[int]:
    """Turn over up to ``count`` cards; with the deck and discard short, only what there is ("ne
    sont alors retournées que les cartes disponibles")."""
    return market.draw_many(count, rng)


def resolve(market: CardMarket, rng: random.Random, paid_color: int, wild: int, count: int = 3) -> tuple[list[int], int]:
    """Reveal the cards and return them with the number of extra cards they ask for. The revealed
    cards stay out of the deck until the turn ends, then go to the discard pile."""
    revealed = reveal(market, rng, count)
    return revealed, tunnel_extra(revealed, paid_color, wild)
