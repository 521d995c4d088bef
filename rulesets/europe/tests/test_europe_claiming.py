"""PRENDRE POSSESSION DES ROUTES, ROUTES DOUBLES, FERRIES and the scoring table."""

from europe_helpers import CARDS, actions, choices, give_route, set_hand, started

from game.engine.actions import Action


def test_route_payee_avec_cartes_de_sa_couleur():
    """"le joueur doit jouer des cartes Wagon de la couleur correspondante, en quantité suffisante
    pour égaler le nombre d'espaces" (Amsterdam–Essen: 3 yellow)."""
    match = started(2)
    set_hand(match, 0, yellow=3, red=5)
    assert choices(match, 0, "claim_route", "amsterdam-essen") == {("yellow", "yellow", "yellow")}
    set_hand(match, 0, yellow=2, red=5)
    assert choices(match, 0, "claim_route", "amsterdam-essen") == set()


def test_locomotives_remplacent_nimporte_quelle_couleur():
    """"Des cartes Locomotive peuvent être utilisées pour remplacer des cartes manquantes"."""
    match = started(2)
    set_hand(match, 0, yellow=2, locomotive=2)
    assert choices(match, 0, "claim_route", "amsterdam-essen") == {
        ("locomotive", "yellow", "yellow"), ("locomotive", "locomotive", "yellow")}
    set_hand(match, 0, locomotive=3)
    assert choices(match, 0, "claim_route", "amsterdam-essen") == {("locomotive",) * 3}


def test_route_grise_une_seule_couleur():
    """"Certaines routes en gris ... peuvent être capturées en utilisant n'importe quelle série
    d'une même couleur" (Marseille–Paris, gray 4): never two colours mixed."""
    match = started(2)
    set_hand(match, 0, red=2, blue=2, green=4)
    assert choices(match, 0, "claim_route", "marseille-paris") == {("green",) * 4}
    set_hand(match, 0, red=3, blue=3, locomotive=1)
    assert choices(match, 0, "claim_route", "marseille-paris") == {
        ("blue", "blue", "blue", "locomotive"), ("locomotive", "red", "red", "red")}


def test_paiement_retire_les_cartes_et_les_defausse():
    """"Toutes les cartes utilisées pour s'approprier cette route sont défaussées"."""
    match = started(2)
    set_hand(match, 0, yellow=3, locomotive=1)
    discard = list(match.state.market.discard)
    match.apply(Action(0, "claim_route", "route", "amsterdam-essen", ("locomotive", "yellow", "yellow")))
    assert match.state.hands[0] == [0, 0, 0, 0, 0, 1, 0, 0, 0]
    assert match.state.market.discard[CARDS.index("yellow")] == discard[CARDS.index("yellow")] + 2
    assert match.state.market.discard[CARDS.index("locomotive")] == discard[CARDS.index("locomotive")] + 1


def test_bareme_des_points_et_wagons_poses():
    """BARÈME DES POINTS: "3 de longueur : 4 points"; "le joueur pose ses wagons sur chaque espace"."""
    match = started(2)
    set_hand(match, 0, yellow=3)
    match.apply(Action(0, "claim_route", "route", "amsterdam-essen", ("yellow",) * 3))
    assert match.state.route_points[0] == 4 and match.state.trains[0] == 42
    table = match.state.tables
    assert {table.route_length[r]: table.route_points[r] for r in range(len(table.route_ids))} == {
        1: 1, 2: 2, 3: 4, 4: 7, 6: 15, 8: 21}


def test_une_seule_route_par_tour():
    """"Un joueur ne peut jamais capturer plus d'une route par tour de jeu"."""
    match = started(2)
    set_hand(match, 0, yellow=3, black=1)
    match.apply(Action(0, "claim_route", "route", "amsterdam-essen", ("yellow",) * 3))
    assert match.active_seats == (1,)
    assert not actions(match, 0)


def test_assez_de_wagons_requis():
    """A route is claimed whole ("capturée dans son intégralité en un tour"): a seat with fewer
    trains than spaces cannot claim it."""
    match = started(2)
    set_hand(match, 0, yellow=3)
    match.state.trains[0] = 2
    match._forget_legal()
    assert not actions(match, 0, "claim_route", "amsterdam-essen")


def test_route_double_jamais_les_deux():
    """"Un même joueur ne peut jamais capturer les deux routes d'une même route double"."""
    match = started(4)
    give_route(match, 0, "berlin-frankfurt-1")
    set_hand(match, 0, red=3, black=3)
    assert not actions(match, 0, "claim_route", "berlin-frankfurt-2")
    set_hand(match, 0)
    set_hand(match, 1, red=3, black=3)
    match.state.current = 1
    match._forget_legal()
    assert actions(match, 1, "claim_route", "berlin-frankfurt-2")


def test_route_double_fermee_a_deux_ou_trois_joueurs():
    """"Dans une configuration à 2 ou 3 joueurs, si une des deux routes d'une double route est
    capturée par un joueur, la deuxième devient incapturable"."""
    for players in (2, 3):
        match = started(players)
        give_route(match, 1, "berlin-frankfurt-1")
        set_hand(match, 0, red=3, black=3, locomotive=3)
        assert not actions(match, 0, "claim_route", "berlin-frankfurt-2")
        assert next(r for r in match.view(0)["routes"] if r["id"] == "berlin-frankfurt-2")["open"] is False


def test_route_double_ouverte_a_quatre_ou_cinq_joueurs():
    """With 4 or 5 players the second track stays open to the other players."""
    for players in (4, 5):
        match = started(players)
        give_route(match, 1, "berlin-frankfurt-1")
        set_hand(match, 0, red=3, black=3)
        assert actions(match, 0, "claim_route", "berlin-frankfurt-2")


def test_route_prise_nest_plus_disponible():
    """A claimed route cannot be claimed again."""
    match = started(4)
    give_route(match, 1, "amsterdam-essen")
    set_hand(match, 0, yellow=3)
    assert not actions(match, 0, "claim_route", "amsterdam-essen")


def test_ferry_une_locomotive_par_symbole():
    """"Pour prendre possession d'une ligne de Ferries, un joueur doit jouer une carte Locomotive
    pour chaque symbole de Locomotive" (Amsterdam–London: 2 spaces, 2 symbols; Dieppe–London: 2, 1)."""
    match = started(2)
    set_hand(match, 0, red=2, locomotive=1)
    assert choices(match, 0, "claim_route", "amsterdam-london") == set()
    assert choices(match, 0, "claim_route", "dieppe-london-1") == {("locomotive", "red")}
    set_hand(match, 0, red=2, locomotive=2)
    assert choices(match, 0, "claim_route", "amsterdam-london") == {("locomotive", "locomotive")}
    assert choices(match, 0, "claim_route", "dieppe-london-1") == {
        ("locomotive", "red"), ("locomotive", "locomotive")}


def test_ferry_reste_en_une_couleur():
    """Ferries are gray: the cards besides the locomotives are "une même couleur" (Palermo–Smyrna:
    6 spaces, 2 symbols)."""
    match = started(2)
    set_hand(match, 0, red=2, blue=2, locomotive=2)
    assert choices(match, 0, "claim_route", "palermo-smyrna") == set()
    set_hand(match, 0, red=4, blue=2, locomotive=2)
    assert choices(match, 0, "claim_route", "palermo-smyrna") == {("locomotive",) * 2 + ("red",) * 4}


def test_pas_obligatoire_de_se_connecter():
    """"Il n'est pas obligé de se connecter avec des routes déjà à son actif"."""
    match = started(2)
    give_route(match, 0, "amsterdam-essen")
    set_hand(match, 0, red=4)
    assert choices(match, 0, "claim_route", "athina-sofia") == set()
    set_hand(match, 0, purple=3)
    assert choices(match, 0, "claim_route", "athina-sofia") == {("purple",) * 3}
