"""BÂTIR UNE GARE and the stations at the end of the game."""

from europe_helpers import actions, choices, give_route, set_hand, set_tickets, started

from game.engine.actions import Action


def _end(match):
    match.state.phase = "over"
    match._forget_legal()


def test_gare_cout_croissant():
    """"S'il s'agit de votre première gare, défaussez une carte Wagon ... seconde gare, défaussez
    deux cartes de même couleur ... troisième gare, défaussez trois cartes de couleur identique"."""
    match = started(2)
    set_hand(match, 0, red=3, blue=1, locomotive=1)
    assert choices(match, 0, "build_station", "paris") == {("red",), ("blue",), ("locomotive",)}
    match.state.stations_built[0] = 1
    match.state.station_owner[match.state.tables.city_index["wien"]] = 0
    match._forget_legal()
    assert choices(match, 0, "build_station", "paris") == {
        ("red", "red"), ("locomotive", "red"), ("blue", "locomotive")}
    match.state.stations_built[0] = 2
    match._forget_legal()
    assert choices(match, 0, "build_station", "paris") == {
        ("red", "red", "red"), ("locomotive", "red", "red")}


def test_gare_sur_ville_sans_gare():
    """"Deux joueurs ne peuvent jamais bâtir deux Gares sur une même ville"; any city, even one
    no route reaches yet."""
    match = started(2)
    set_hand(match, 0, red=1)
    match.apply(Action(0, "build_station", "city", "paris", ("red",)))
    set_hand(match, 1, red=3)
    assert not actions(match, 1, "build_station", "paris")
    assert len({a.target for a in actions(match, 1, "build_station")}) == 46


def test_trois_gares_maximum_une_par_tour():
    """"Chaque joueur ne peut construire qu'une seule gare par tour, et trois maximums"."""
    match = started(2)
    set_hand(match, 0, red=10)
    match.apply(Action(0, "build_station", "city", "paris", ("red",)))
    assert match.active_seats == (1,)
    match.state.stations_built[0] = 3
    match.state.current = 0
    match._forget_legal()
    assert not actions(match, 0, "build_station")


def test_gare_non_batie_vaut_quatre_points():
    """"Chaque gare non bâtie et gardée en réserve rapporte quatre points"."""
    match = started(2)
    match.state.stations_built[0] = 1
    match.state.station_owner[0] = 0
    _end(match)
    score = match.score()
    assert score[0].by_category()["stations"] == 8
    assert score[1].by_category()["stations"] == 12


def test_gare_emprunte_une_route_adverse():
    """"Une Gare permet à son propriétaire d'emprunter une seule des routes appartenant à l'un de
    ses opposants pour relier des villes objectifs"."""
    match = started(2)
    set_tickets(match, 0, ["frankfurt-kobenhavn"])
    give_route(match, 0, "essen-kobenhavn-1")
    give_route(match, 1, "essen-frankfurt")
    match.state.station_owner[match.state.tables.city_index["essen"]] = 0
    match.state.stations_built[0] = 1
    _end(match)
    lines = match.score()[0].lines
    assert any(l.category == "tickets_completed" and l.points == 5 for l in lines)
    assert match.view(0)["final"]["borrowed"][0] == {"essen": "essen-frankfurt"}


def test_gare_ne_compte_pas_sans_station():
    """Without the station the same opponent route does not help."""
    match = started(2)
    set_tickets(match, 0, ["frankfurt-kobenhavn"])
    give_route(match, 0, "essen-kobenhavn-1")
    give_route(match, 1, "essen-frankfurt")
    _end(match)
    assert any(l.category == "tickets_failed" and l.points == -5 for l in match.score()[0].lines)


def test_gare_meme_route_pour_tous_les_objectifs():
    """"Si un joueur se sert d'une même gare pour relier plusieurs villes correspondant à des
    objectifs différents, Il est néanmoins obligé d'emprunter la même route reliée à cette Gare":
    with one station at Essen, Frankfurt–København and Berlin–København cannot both be helped by two
    different opponent routes into Essen."""
    match = started(4)
    t = match.state.tables
    give_route(match, 0, "essen-kobenhavn-1")
    give_route(match, 1, "essen-frankfurt")
    give_route(match, 2, "berlin-essen")
    match.state.station_owner[t.city_index["essen"]] = 0
    match.state.stations_built[0] = 1
    set_tickets(match, 0, ["frankfurt-kobenhavn"])
    _end(match)
    from game.rules.routes_graph import best_station_borrowing
    from railcade_europe.scoring import seat_result

    berlin, kobenhavn = t.city_index["berlin"], t.city_index["kobenhavn"]
    essen = t.city_index["essen"]
    frankfurt = t.city_index["frankfurt"]
    own = [(essen, kobenhavn)]
    candidates = [[(t.route_index["essen-frankfurt"], essen, frankfurt),
                   (t.route_index["berlin-essen"], berlin, essen)]]
    points, pick = best_station_borrowing(len(t.city_ids), own, [essen], candidates,
                                          [(frankfurt, kobenhavn, 5), (berlin, kobenhavn, 7)])
    assert points == 7 - 5 and pick == (t.route_index["berlin-essen"],)
    result = seat_result(match.state, 0)
    assert len(result.borrowed) == 1 and result.borrowed[0][1] == t.route_index["essen-frankfurt"]


def test_gare_choix_optimal_par_le_moteur():
    """"C'est seulement une fois la partie achevée que le joueur décide de la voie unique": the
    engine picks the borrowing that gives the owner the highest score (here the 8-point ticket
    through Frankfurt rather than the 5-point one)."""
    from game.rules.routes_graph import best_station_borrowing

    # cities 0..4: station at 0; own edge 0-1; opponents' edges 0-2 and 0-3.
    tickets = [(1, 2, 5), (1, 3, 8)]
    points, pick = best_station_borrowing(5, [(0, 1)], [0], [[(10, 0, 2), (11, 0, 3)]], tickets)
    assert pick == (11,) and points == 8 - 5
    tickets = [(1, 2, 9), (1, 3, 8)]
    assert best_station_borrowing(5, [(0, 1)], [0], [[(10, 0, 2), (11, 0, 3)]], tickets)[1] == (10,)


def test_gare_a_points_egaux_le_plus_de_destinations_completees():
    """"C'est seulement une fois la partie achevée que le joueur décide de la voie unique qu'il
    souhaite emprunter à partir de chacune de ses gares", and "En cas d'égalité [...] le joueur qui
    a complété le plus de cartes Destination remporte la victoire": of two borrowings worth the same
    ticket points, the player takes the one completing more tickets.

    Seat 0 has a station at Constantinople and three networks: Angora–Constantinople–Smyrna,
    Bucuresti–Kyiv–Kharkov and Sofia–Athina. Borrowing Bucuresti–Constantinople completes
    Angora–Kharkov (10); borrowing Constantinople–Sofia completes Athina–Angora and Sofia–Smyrna
    (5 + 5). Both give 10 - 10 = 0 ticket points."""
    match = started(2)
    t = match.state.tables
    for route in ("angora-constantinople", "constantinople-smyrna", "bucuresti-kyiv", "kharkov-kyiv",
                  "athina-sofia"):
        give_route(match, 0, route)
    give_route(match, 1, "bucuresti-constantinople")
    give_route(match, 1, "constantinople-sofia")
    match.state.station_owner[t.city_index["constantinople"]] = 0
    match.state.stations_built[0] = 1
    set_tickets(match, 0, ["angora-kharkov", "athina-angora", "sofia-smyrna"])
    _end(match)
    assert match.view(0)["final"]["borrowed"][0] == {"constantinople": "constantinople-sofia"}
    lines = match.score()[0].lines
    assert sum(l.points for l in lines if l.category.startswith("tickets_")) == 0
    assert sum(1 for l in lines if l.category == "tickets_completed") == 2
    assert match.score()[0].tiebreak[0] == 2
