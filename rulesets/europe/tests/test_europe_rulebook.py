"""Rulebook sentences the other test files do not already check (see docs/rules/europe.md)."""

from europe_helpers import set_hand, started, touch

from game.plugins import default_registry


def test_huit_couleurs_de_wagons_plus_les_locomotives():
    """"Il existe 8 types of wagons différents en plus des Locomotives [...] bleu, violet, orange,
    blanc, vert, jaune, noir et rouge": 12 cards of each, 14 locomotives, 110 in all."""
    cards = default_registry().get("europe").manifests.cards
    counts = {c.names.fr: c.count for c in cards.cards}
    colours = {"bleu", "violet", "orange", "blanc", "vert", "jaune", "noir", "rouge"}
    assert {name: counts[name] for name in colours} == dict.fromkeys(colours, 12)
    assert set(counts) - colours == {"locomotive"} and counts["locomotive"] == 14
    assert cards.total == 110


def test_pas_de_limite_de_cartes_en_main():
    """"Un joueur peut conserver en main autant de cartes qu'il le souhaite durant la partie"."""
    match = started(2)
    set_hand(match, 0, red=8, blue=8, green=8, yellow=8)
    assert sum(match.state.hands[0]) == 32
    assert any(a.kind == "draw_card" for a in match.legal_actions(0))


def test_destinations_sans_limite_et_gardees_jusqu_a_la_fin():
    """"Au cours d'une partie, un joueur peut piocher et conserver autant de cartes Destination qu'il
    souhaite" and "Toute carte conservée doit l'être jusqu'à la fin du jeu, et ne peut être
    abandonnée ni défaussée à l'occasion d'une autre pioche"."""
    match = started(2)
    state = match.state
    kept_before = list(state.tickets[0])
    for _ in range(3):
        state.current = 0
        state.phase = "turn"
        touch(match)
        match.apply(next(a for a in match.legal_actions(0) if a.kind == "draw_tickets"))
        keep_all = max(match.legal_actions(0), key=lambda a: len(a.choice))
        assert len(keep_all.choice) == 3
        match.apply(keep_all)
        assert state.tickets[0][:len(kept_before)] == kept_before  # nothing given back
        kept_before = list(state.tickets[0])
    assert len(state.tickets[0]) == 4 + 9


def test_routes_doubles_memes_villes_meme_longueur():
    """"Les routes sont parallèles de bout en bout et de longueur identique. Elles connectent
    obligatoirement les mêmes villes pour les deux routes"."""
    t = started(2).state.tables
    doubles = [r for r, twin in enumerate(t.route_twin) if twin >= 0]
    assert len(doubles) == 22
    for r in doubles:
        twin = t.route_twin[r]
        assert {t.route_a[r], t.route_b[r]} == {t.route_a[twin], t.route_b[twin]}
        assert t.route_length[r] == t.route_length[twin]


def test_tout_joueur_commence_sans_obligation_de_gare():
    """"Un joueur n'est jamais obligé de bâtir une gare": whenever a station can be built, another
    action (drawing cards or tickets) is offered too."""
    match = started(3)
    set_hand(match, 0, red=3)
    kinds = {a.kind for a in match.legal_actions(0)}
    assert "build_station" in kinds and kinds - {"build_station"}
