"""CONTENU DE LA BOÎTE and PRÉPARATION DU JEU."""

from collections import Counter

from marklin_helpers import CARDS, new_match, started

from game.engine.actions import Action
from game.rules.route_state import SETUP, TURN


def _mix(seat, long_, short):
    return Action(seat, "draw_tickets", "pile", "tickets", ("long",) * long_ + ("short",) * short)


def test_118_cartes_wagon_par_type():
    """"118 cartes Wagon - Séries de 11 cartes Wagon de même couleur ... 14 cartes Locomotive 6 cartes
    Locomotive (+4) 10 cartes Passager" — the counts are data (cards.toml)."""
    t = new_match(2).state.tables
    counts = dict(zip(t.card_ids, t.card_counts))
    assert counts == {**{c: 11 for c in CARDS[:8]}, "passenger": 10, "locomotive4": 6, "locomotive": 14}
    assert sum(t.card_counts) == 118


def test_quatre_cartes_par_joueur_et_cinq_visibles():
    """"Mélangez les cartes Wagon et distribuez-en 4 à chacun des joueurs ... retournez les cinq
    premières cartes"."""
    match = new_match(3)
    state = match.state
    assert [sum(h) for h in state.hands] == [4, 4, 4]
    assert len([c for c in state.market.faceup if c >= 0]) == 5
    assert len(state.market.deck) == 118 - 12 - 5


def test_45_trains_et_3_passagers():
    """"Chaque joueur prend 45 trains"; "15 Figurines de Passager (3 ...)"."""
    view = new_match(5).view(None)
    assert all(s["trains"] == 45 and s["passengers_left"] == 3 for s in view["seats"])


def test_jetons_de_marchandises_par_couleur_dans_l_ordre():
    """"1 tas de jetons noirs (7, 6, 5 et 4), six tas de jetons rouges (4, 3 et 2), douze tas de
    jetons jaunes (3, 2 et 1) et 16 jetons indépendants de couleur blanche et de valeur 2" —
    74 tokens, each stack on a city of its colour, the highest on top; Berlin is black."""
    view = new_match(2).view(None)
    stacks = view["merchandise"]
    by_colour = Counter(m["colour"] for m in stacks.values())
    assert by_colour == {"black": 1, "red": 6, "yellow": 12, "white": 16}
    assert stacks["berlin"] == {"colour": "black", "values": [7, 6, 5, 4], "top": 7}
    wanted = {"black": [7, 6, 5, 4], "red": [4, 3, 2], "yellow": [3, 2, 1], "white": [2]}
    assert all(m["values"] == wanted[m["colour"]] and m["top"] == m["values"][0] for m in stacks.values())
    assert sum(len(m["values"]) for m in stacks.values()) == 74
    assert not set(stacks) & set(view["countries"])


def test_couleurs_melangees_en_option():
    """Option: the colours assigned by the stated rule are dealt at random; Berlin (printed) stays
    black and the counts per colour stay the rulebook's."""
    fixed = new_match(2, seed=3).view(None)["merchandise"]
    shuffled = new_match(2, seed=3, merchandise_colours="shuffled").view(None)["merchandise"]
    assert shuffled["berlin"]["colour"] == "black"
    assert Counter(m["colour"] for m in shuffled.values()) == Counter(m["colour"] for m in fixed.values())
    assert any(shuffled[c]["colour"] != fixed[c]["colour"] for c in fixed)


def test_deux_pioches_de_destinations():
    """"séparez les routes courtes (dos bleu) et les routes longues (dos rouge). Placez les deux tas
    face cachée" (the default deck: 55 short, 34 long)."""
    view = new_match(2).view(None)
    assert view["ticket_piles"] == {"short": 55, "long": 34}


def test_annoncer_la_combinaison_avant_de_prendre():
    """"Chaque joueur prend 4 cartes ... Il doit annoncer la combinaison de tickets qu'il a choisie
    avant de prendre les cartes": the first action of each seat is a mix of 4, nothing dealt yet."""
    match = new_match(3)
    assert match.active_seats == (0, 1, 2) and match.state.phase == SETUP
    assert not any(match.state.offered)
    mixes = {a.choice for a in match.legal_actions(1)}
    assert mixes == {tuple(["long"] * n + ["short"] * (4 - n)) for n in range(5)}
    events = match.apply(_mix(1, 1, 3))
    decks = [match.state.tables.ticket_deck[k] for k in match.state.offered[1]]
    assert sorted(decks) == ["long", "short", "short", "short"]
    assert dict(events[0].for_seat(0).data)["mix"] == (("short", 3), ("long", 1))
    assert "tickets" not in dict(events[0].for_seat(0).data)


def test_garder_au_moins_deux_au_depart():
    """"Un joueur doit garder au moins 2 cartes Destination. Il peut donc en garder 3 ou même 4"."""
    match = new_match(2)
    match.apply(_mix(0, 2, 2))
    sizes = Counter(len(a.choice) for a in match.legal_actions(0))
    assert sizes == {2: 6, 3: 4, 4: 1}


def test_destinations_rendues_remelangees_apres_le_choix_de_tous():
    """"Après que chaque joueur a décidé quelles cartes il choisit de conserver, les deux tas sont
    mélangés de nouveau": a ticket given back is not drawn by a seat still choosing."""
    match = new_match(2)
    state = match.state
    match.apply(_mix(0, 0, 4))
    keep = next(a for a in match.legal_actions(0) if len(a.choice) == 2)
    match.apply(keep)
    returned = [k for k in range(len(state.tables.ticket_ids)) if state.tables.ticket_ids[k] not in keep.choice
                and k not in state.tickets[0] and k not in state.ticket_piles[0] and k not in state.ticket_piles[1]]
    assert len(returned) == 2 and sorted(state.setup_returned) == sorted(returned)
    match.apply(_mix(1, 0, 4))
    assert not set(returned) & set(state.offered[1])
    match.apply(next(a for a in match.legal_actions(1) if len(a.choice) == 4))
    assert state.phase == TURN and state.setup_returned == []
    assert set(returned) <= set(state.ticket_piles[0]) and len(state.ticket_piles[0]) == 55 - 8 + 2


def test_destinations_secretes():
    """"Les joueurs doivent conserver leurs destinations secrètes jusqu'à la fin du jeu"."""
    match = started(3)
    mine = {t["id"] for t in match.view(0)["my_tickets"]}
    for viewer in (None, 1, 2):
        view = match.view(viewer)
        assert not mine & {t["id"] for t in view.get("my_tickets", [])}
        assert "hand" not in view or viewer is not None
    assert match.view(1)["seats"][0]["tickets"] == 4


def test_le_premier_joueur_commence_puis_sens_horaire():
    """"La partie continue ensuite dans le sens des aiguilles d'une montre" (seat 0 first)."""
    match = started(3)
    assert match.active_seats == (0,)
    match.apply(Action(0, "draw_card", "pile", "deck"))
    match.apply(Action(0, "draw_card", "pile", "deck"))
    assert match.active_seats == (1,)
