"""PRÉPARATION and the first choice of destination tickets."""

from europe_helpers import new_match, started

from railcade_europe.state import SETUP, TURN


def test_quatre_cartes_wagon_par_joueur_et_cinq_face_visible():
    """"Mélangez les cartes Wagon et distribuer-en 4 à chacun des joueurs ... retournez les cinq
    premières cartes"."""
    for players in (2, 5):
        match = new_match(players, seed=3)
        state = match.state
        assert [sum(h) for h in state.hands] == [4] * players
        assert len([c for c in state.market.faceup if c >= 0]) == 5
        assert len(state.market.deck) == 110 - 4 * players - 5 - sum(state.market.discard)


def test_chaque_joueur_prend_45_wagons_et_3_gares():
    """"Chaque joueur prend 45 Wagons ... ainsi que 3 gares"."""
    view = new_match(3).view(0)
    assert [s["trains"] for s in view["seats"]] == [45] * 3
    assert [s["stations_left"] for s in view["seats"]] == [3] * 3


def test_une_route_longue_et_trois_regulieres_distribuees():
    """"séparez les routes longues (six cartes Destination à fond bleu) ... distribuez-en une à
    chaque joueur ... distribuez en trois à chaque joueur"."""
    match = new_match(5, seed=11)
    t = match.state.tables
    for seat in range(5):
        offered = match.state.offered[seat]
        assert sum(t.ticket_long[k] for k in offered) == 1
        assert sum(not t.ticket_long[k] for k in offered) == 3


def test_routes_longues_restantes_dans_la_boite():
    """"Placez les routes longues restantes dans la boîte du jeu": the pile has regular tickets only."""
    match = new_match(2, seed=5)
    t = match.state.tables
    assert match.state.ticket_pile and not any(t.ticket_long[k] for k in match.state.ticket_pile)
    assert len(match.state.ticket_pile) == 40 - 2 * 3


def test_garder_au_moins_deux_destinations_au_depart():
    """"Chaque joueur doit en garder au moins deux, mais peut aussi toutes les garder"."""
    match = new_match(2)
    sizes = sorted(len(a.choice) for a in match.legal_actions(0))
    assert sizes == [2] * 6 + [3] * 4 + [4]
    assert all(a.kind == "keep_tickets" for a in match.legal_actions(0))


def test_choix_simultane_des_destinations():
    """"les joueurs doivent simultanément prendre connaissance des cartes Destination"."""
    match = new_match(4)
    assert match.active_seats == (0, 1, 2, 3)
    match.apply(match.legal_actions(2)[0])
    assert match.active_seats == (0, 1, 3)
    assert match.state.phase == SETUP
    for seat in (3, 0, 1):
        match.apply(match.legal_actions(seat)[0])
    assert match.state.phase == TURN and match.active_seats == (0,)


def test_destinations_non_conservees_quittent_la_partie():
    """"Les cartes Destination non conservées ... sont déposées ... dans la boîte du jeu"."""
    match = new_match(2, seed=9)
    pile_before = list(match.state.ticket_pile)
    offered = list(match.state.offered[0])
    keep = min(match.legal_actions(0), key=lambda a: len(a.choice))
    match.apply(keep)
    assert match.state.ticket_pile == pile_before
    dropped = [k for k in offered if match.state.tables.ticket_ids[k] not in keep.choice]
    assert len(dropped) == 2 and not set(dropped) & set(match.state.tickets[0])


def test_destinations_conservees_secretes():
    """"Les cartes Destination conservées par chacun restent secrètes jusqu'à la fin de la partie"."""
    match = new_match(3, seed=2)
    events = match.apply(match.legal_actions(1)[0])
    kept_ids = match.legal_actions(0)  # seat 0 still choosing
    assert kept_ids
    secret_ids = set(match.state.tables.ticket_ids[k] for k in match.state.tickets[1])
    for viewer in (None, 0, 2):
        view = match.view(viewer)
        text = repr(view)
        assert not any(tid in text for tid in secret_ids), viewer
        for event in events:
            assert "tickets" not in event.for_seat(viewer).as_dict()
    assert {t["id"] for t in match.view(1)["my_tickets"]} == secret_ids


def test_le_premier_joueur_commence_apres_le_choix():
    """"puis la partie se poursuit dans le sens des aiguilles d'une montre"."""
    match = started(3)
    assert match.active_seats == (0,)
    match.apply(next(a for a in match.legal_actions(0) if a.target == "deck"))
    match.apply(next(a for a in match.legal_actions(0) if a.target == "deck"))
    assert match.active_seats == (1,)
