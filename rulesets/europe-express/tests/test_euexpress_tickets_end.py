"""REPRENDRE DES CARTES DESTINATION, FIN DE PARTIE ET DÉCOMPTE FINAL."""

from euexpress_helpers import (
    actions, at_turn_of, give_route, route_id, set_hand, set_tickets, started,
)

from game.engine.actions import Action
from game.engine.score import ScoreLine, SeatScore
from railcade_europe_express.scoring import winners
from railcade_europe_express.state import OVER, TICKETS


def _draw(seat=0):
    return Action(seat, "draw_tickets", "pile", "tickets")


def test_piocher_trois_destinations_en_garder_au_moins_une():
    """"piochez trois cartes du dessus du paquet ... Vous devez garder au moins une de ces cartes,
    mais pouvez en conserver deux ou même les trois"."""
    match = started(2)
    at_turn_of(match, 0)
    top = match.state.ticket_pile[:3]
    match.apply(_draw())
    assert match.state.phase == TICKETS and sorted(match.state.offered[0]) == sorted(top)
    keeps = match.legal_actions(0)
    assert {len(a.choice) for a in keeps} == {1, 2, 3} and len(keeps) == 7


def test_destinations_rejetees_sous_le_paquet():
    """"Remettez les cartes que vous rejetez sous le paquet de cartes Destination"; the kept ones
    stay to the end ("Il n'y a aucun moyen de se débarrasser d'une carte Destination conservée")."""
    match = started(2)
    at_turn_of(match, 0)
    state = match.state
    held = state.tickets[0][:]
    match.apply(_draw())
    offered = state.offered[0][:]
    rest = state.ticket_pile[:]
    keep = next(a for a in match.legal_actions(0) if len(a.choice) == 1)
    match.apply(keep)
    kept = state.tables.ticket_index[keep.choice[0]]
    assert state.ticket_pile == rest + [t for t in offered if t != kept]
    assert state.tickets[0] == held + [kept]
    assert match.active_seats == (1,)


def test_moins_de_trois_cartes_dans_le_paquet():
    """"S'il y a moins de trois cartes dans le paquet, vous pouvez toujours choisir cette action du
    moment que vous conservez au moins une carte"."""
    match = started(2)
    at_turn_of(match, 0)
    state = match.state
    state.tickets[1].extend(state.ticket_pile[2:])
    del state.ticket_pile[2:]
    match._forget_legal()
    match.apply(_draw())
    assert len(state.offered[0]) == 2
    assert {len(a.choice) for a in match.legal_actions(0)} == {1, 2}


def test_paquet_vide_plus_de_pioche():
    """With no ticket left in the pile there is nothing to draw."""
    match = started(2)
    at_turn_of(match, 0)
    match.state.tickets[1].extend(match.state.ticket_pile)
    match.state.ticket_pile.clear()
    match._forget_legal()
    assert not actions(match, 0, "draw_tickets")


def test_destinations_reliees_ajoutees_les_autres_retirees():
    """"vous marquerez les points de chaque carte Destination conservée pour laquelle il est
    possible de relier les deux villes par un Chemin Continu de Routes à votre couleur. Dans le cas
    contraire, vous perdrez les points en question"."""
    match = started(2)
    set_tickets(match, 0, ["london-berlin", "athina-angora"])
    for a, b in [("london", "amsterdam"), ("amsterdam", "essen"), ("essen", "berlin")]:
        give_route(match, 0, route_id(match, a, b))
    cats = match.score()[0].by_category()
    values = {t: match.state.tables.ticket_points[match.state.tables.ticket_index[t]]
              for t in ("london-berlin", "athina-angora")}
    assert cats["tickets_completed"] == values["london-berlin"]
    assert cats["tickets_failed"] == -values["athina-angora"]


def test_chemin_d_un_autre_joueur_ne_compte_pas():
    """"par un Chemin Continu de Routes à votre couleur": no stations in this game to borrow one."""
    match = started(2)
    set_tickets(match, 0, ["london-berlin"])
    give_route(match, 0, route_id(match, "london", "amsterdam"))
    give_route(match, 1, route_id(match, "amsterdam", "essen"))
    give_route(match, 0, route_id(match, "essen", "berlin"))
    assert match.score()[0].by_category()["tickets_failed"] < 0


def test_score_total_routes_destinations_bonus():
    """"Score": routes from the table, plus or minus each ticket, plus the bonus card."""
    match = started(2)
    set_tickets(match, 1, ["london-berlin"])
    give_route(match, 1, route_id(match, "berlin", "wien"))
    score = match.score()[1]
    value = match.state.tables.ticket_points[match.state.tables.ticket_index["london-berlin"]]
    assert score.total == 4 - value + 0
    assert set(score.by_category()) == {"routes", "tickets_failed", "bonus"}


def _play_until(match, predicate, limit=4000):
    import random

    rng = random.Random(3)
    while not match.is_over and not predicate() and limit:
        seat = match.active_seats[0]
        match.apply(rng.choice(match.legal_actions(seat)))
        limit -= 1


def test_deux_wagons_ou_moins_chacun_joue_encore_un_tour():
    """"Lorsqu'il reste deux Wagons ou moins dans la réserve d'un joueur à la fin de son tour,
    chaque joueur, en incluant celui-ci, joue encore un tour"."""
    match = started(3)
    at_turn_of(match, 0)
    state = match.state
    state.trains[0] = 4
    set_hand(match, 0, locomotive=2)
    match.apply(actions(match, 0, "claim_route", route_id(match, "amsterdam", "london"))[0])
    assert state.trains[0] == 2 and state.phase != OVER
    played = []
    while state.phase != OVER:
        seat = match.active_seats[0]
        played.append(seat)
        draws = actions(match, seat, "take_locomotive") or match.legal_actions(seat)
        match.apply(draws[0])
    assert played == [1, 2, 0]


def test_trois_wagons_ne_declenche_pas_la_fin():
    """Three wagons left is not "deux Wagons ou moins"."""
    match = started(2)
    at_turn_of(match, 0)
    state = match.state
    state.trains[0] = 5
    set_hand(match, 0, locomotive=2)
    match.apply(actions(match, 0, "claim_route", route_id(match, "amsterdam", "london"))[0])
    assert state.trains[0] == 3 and not match.view(0)["last_round"]


def test_le_plus_de_points_gagne():
    """"Le joueur qui a le plus de points remporte la partie"."""
    scores = {0: SeatScore(0, (ScoreLine("routes", 30),), (1,)), 1: SeatScore(1, (ScoreLine("routes", 31),), (0,))}
    assert winners(scores) == [1]


def test_egalite_le_plus_de_destinations_completees():
    """"Si plusieurs joueurs sont à égalité, celui d'entre eux qui a complété le plus de cartes
    Destination l'emporte"."""
    match = started(2)
    set_tickets(match, 0, ["london-berlin"])
    set_tickets(match, 1, ["athina-angora"])
    for a, b in [("london", "amsterdam"), ("amsterdam", "essen"), ("essen", "berlin")]:
        give_route(match, 0, route_id(match, a, b))
    scores = match.score()
    assert scores[0].tiebreak == (1,) and scores[1].tiebreak == (0,)
    tied = {0: SeatScore(0, (ScoreLine("routes", 20),), (2,)), 1: SeatScore(1, (ScoreLine("routes", 20),), (1,))}
    assert winners(tied) == [0]


def test_egalite_persistante_victoire_partagee():
    """"Si l'égalité persiste, les joueurs concernés se partagent la victoire"."""
    tied = {s: SeatScore(s, (ScoreLine("routes", 20),), (1,)) for s in range(3)}
    assert winners(tied) == [0, 1, 2]


def test_decompte_de_verification_des_routes():
    """"il est conseillé de faire un dernier décompte en reprenant pour chaque joueur chacune de
    ses Routes": the route line of the final score is recounted from the board."""
    match = started(2)
    give_route(match, 0, route_id(match, "berlin", "wien"))
    match.state.route_points[0] += 50  # a running total gone wrong does not reach the score
    assert match.score()[0].by_category()["routes"] == 4
    match.state.route_points[0] -= 50


def test_partie_complete_se_termine():
    """A whole game with random legal moves reaches the end and has winners."""
    match = started(4, seed=9)
    _play_until(match, lambda: False)
    assert match.is_over and match.winners()


def test_destinations_revelees_en_fin_de_partie():
    """"Chaque joueur révèle alors ses cartes Destination": once the game is over every viewer
    sees every seat's tickets and whether they were linked."""
    match = started(3, seed=9)
    _play_until(match, lambda: False)
    final = match.view(None)["final"]
    for seat in range(3):
        ids = [t["id"] for t in final["tickets"][seat]]
        assert ids == [match.state.tables.ticket_ids[k] for k in match.state.tickets[seat]]
        assert all("done" in t for t in final["tickets"][seat])
