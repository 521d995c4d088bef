"""FIN DU JEU, CALCUL DU SCORE FINAL and the tie-breaks."""

from europe_helpers import give_route, set_tickets, started

from game.rules.routes_graph import longest_trail


def _over(match):
    match.state.phase = "over"
    match._forget_legal()
    return match.score()


def test_destination_reussie_ajoute_echouee_soustrait():
    """"Si la connexion entre les deux villes est réussie, on ajoute, si elle a échouée, on soustrait"."""
    match = started(2)
    set_tickets(match, 0, ["frankfurt-kobenhavn", "athina-angora"])
    give_route(match, 0, "essen-frankfurt")
    give_route(match, 0, "essen-kobenhavn-2")
    score = _over(match)[0]
    completed = [l for l in score.lines if l.category == "tickets_completed"]
    failed = [l for l in score.lines if l.category == "tickets_failed"]
    assert [(l.label, l.points) for l in completed] == [("Frankfurt – København", 5)]
    assert [(l.label, l.points) for l in failed] == [("Athina – Angora", -5)]
    # The label is for people; the cities' ids stay in the detail.
    assert dict(completed[0].detail)["a"] == "frankfurt" and dict(completed[0].detail)["b"] == "kobenhavn"
    assert dict(failed[0].detail)["ticket"] == "athina-angora"


def test_score_final_par_categorie():
    """CALCUL DU SCORE FINAL: "Score Courant + Bonus et Malus des cartes Destination + 4 points par
    Gare + Bonus du chemin le plus long"."""
    match = started(2)
    set_tickets(match, 0, ["frankfurt-kobenhavn"])
    set_tickets(match, 1, ["athina-angora"])
    give_route(match, 0, "essen-frankfurt")
    give_route(match, 0, "essen-kobenhavn-2")
    score = _over(match)
    assert score[0].by_category() == {"routes": 2 + 4, "tickets_completed": 5, "stations": 12, "longest_path": 10}
    assert score[1].by_category() == {"routes": 0, "tickets_failed": -5, "stations": 12, "longest_path": 0}
    assert score[0].total == 6 + 5 + 12 + 10


def test_european_express_plus_long_chemin():
    """"le joueur qui a le chemin continu le plus long reçoit la carte bonus « European Express »
    ... et marque 10 points supplémentaires"."""
    match = started(3)
    give_route(match, 0, "essen-frankfurt")
    give_route(match, 1, "petrograd-stockholm")
    score = _over(match)
    assert [score[s].by_category()["longest_path"] for s in range(3)] == [0, 10, 0]


def test_european_express_egalite():
    """"En cas d'égalité entre plusieurs joueurs, tous les joueurs concernés marquent 10 points"."""
    match = started(3)
    give_route(match, 0, "amsterdam-essen")
    give_route(match, 1, "athina-sofia")
    score = _over(match)
    assert [score[s].by_category()["longest_path"] for s in range(3)] == [10, 10, 0]


def test_chemin_le_plus_long_sans_les_gares():
    """"il convient de ne prendre en compte que les seuls trains de ces joueurs, et non les voies
    que les gares leur permettent d'emprunter"."""
    match = started(2)
    t = match.state.tables
    give_route(match, 0, "essen-kobenhavn-1")
    give_route(match, 1, "essen-frankfurt")
    give_route(match, 1, "berlin-frankfurt-1")
    match.state.station_owner[t.city_index["essen"]] = 0
    match.state.stations_built[0] = 1
    _over(match)
    assert match.view(0)["final"]["longest"] == {0: 3, 1: 5}


def test_chemin_boucles_autorisees_pas_deux_fois_le_meme_train():
    """"les boucles sont autorisées (le chemin le plus long peut passer plusieurs fois par la même
    ville) mais en aucun cas un même train ne peut être comptabilisé ni utilisé deux fois"."""
    # A triangle 0-1-2 (lengths 1, 2, 3) with a tail 2-3 (4): trail 3-2-0-1-2... uses each once.
    edges = [(0, 1, 1), (1, 2, 2), (2, 0, 3), (2, 3, 4)]
    assert longest_trail(edges) == 10
    # A figure eight through city 0: both loops in one trail, city 0 visited twice.
    eight = [(0, 1, 1), (1, 2, 1), (2, 0, 1), (0, 3, 1), (3, 4, 1), (4, 0, 1)]
    assert longest_trail(eight) == 6
    # A star: no route may be used twice, so only two arms count.
    assert longest_trail([(0, 1, 3), (0, 2, 4), (0, 3, 5)]) == 9


def test_egalite_departagee_par_destinations_puis_gares_puis_chemin():
    """"En cas d'égalité ... le joueur qui a complété le plus de cartes Destination remporte la
    victoire. En cas d'égalité répétés, celui qui a construit le moins de Gares ... le joueur qui a
    le chemin le plus long gagne"."""
    match = started(2)
    set_tickets(match, 0, ["frankfurt-kobenhavn"])
    set_tickets(match, 1, [])
    give_route(match, 0, "essen-frankfurt")
    give_route(match, 0, "essen-kobenhavn-2")
    score = _over(match)
    assert score[0].tiebreak == (1, 0, 5)
    assert score[1].tiebreak == (0, 0, 0)
    match.state.stations_built[1] = 2
    assert match.score()[1].tiebreak == (0, -2, 0)


def test_vainqueur_plus_grand_total():
    """"Le joueur qui a le plus grand total de points est alors déclaré vainqueur"."""
    match = started(2)
    give_route(match, 1, "petrograd-stockholm")
    _over(match)
    assert match.winners() == [1]
