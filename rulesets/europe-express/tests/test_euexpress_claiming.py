"""PRENDRE POSSESSION D'UNE ROUTE (routes, double routes, payments, points)."""

import pytest
from euexpress_helpers import (
    CARDS, LOCO, actions, at_turn_of, card_total, choices, give_route, route_id, set_hand, started,
)

from railcade_europe_express.state import TURN


def test_route_verte_de_trois_espaces_les_combinaisons():
    """"Une Route verte de trois Espaces peut être prise en défaussant une des combinaisons
    suivantes": three green, two green and a Locomotive, one green and two, three Locomotives."""
    match = started(2)
    at_turn_of(match, 0)
    set_hand(match, 0, green=3, locomotive=3)
    berlin_wien = route_id(match, "berlin", "wien")
    assert choices(match, 0, "claim_route", berlin_wien) == {
        ("green", "green", "green"), ("green", "green", "locomotive"),
        ("green", "locomotive", "locomotive"), ("locomotive", "locomotive", "locomotive")}


def test_autant_de_cartes_que_d_espaces_de_la_couleur_de_la_route():
    """"vous devez défausser autant de cartes (Wagon et/ou Locomotive) que le nombre d'Espaces
    qui la composent"; "une Route bleue doit être prise en défaussant des cartes Wagon bleues"."""
    match = started(2)
    at_turn_of(match, 0)
    set_hand(match, 0, blue=2, red=4)
    zagreb = route_id(match, "budapest", "zagreb")  # blue, 2 spaces
    assert choices(match, 0, "claim_route", zagreb) == {("blue", "blue")}
    set_hand(match, 0, blue=1, red=4)
    assert not actions(match, 0, "claim_route", zagreb)


def test_route_grise_cartes_d_une_couleur_au_choix():
    """"Les Routes grises ... peuvent être prises avec des cartes d'une couleur au choix" (one
    colour: mixing colours is not a payment)."""
    match = started(2)
    at_turn_of(match, 0)
    set_hand(match, 0, red=1, blue=2, yellow=2)
    gray = route_id(match, "amsterdam", "london")  # gray, 2 spaces
    assert choices(match, 0, "claim_route", gray) == {("blue", "blue"), ("yellow", "yellow")}


def test_locomotives_rendues_a_leur_pile_wagons_a_la_defausse():
    """"Les cartes Locomotive défaussées sont remises dans leur pile et sont à nouveau
    disponibles"; the wagon cards go to the discard pile."""
    match = started(2)
    at_turn_of(match, 0)
    set_hand(match, 0, green=1, locomotive=2)
    state = match.state
    pile, green_discard = state.loco_pile, state.market.discard[CARDS.index("green")]
    match.apply(next(a for a in actions(match, 0, "claim_route", route_id(match, "berlin", "wien"))
                     if a.choice == ("green", "locomotive", "locomotive")))
    assert state.loco_pile == pile + 2 and state.market.discard[LOCO] == 0
    assert state.market.discard[CARDS.index("green")] == green_discard + 1
    assert card_total(state) == (70, 12)


def test_n_importe_quelle_route_meme_non_reliee():
    """"Vous pouvez prendre n'importe quelle Route du plateau, même si elle n'est pas reliée à une
    Route que vous avez prise précédemment"."""
    match = started(2)
    at_turn_of(match, 0)
    give_route(match, 0, route_id(match, "brest", "paris"))
    set_hand(match, 0, red=3)
    assert actions(match, 0, "claim_route", route_id(match, "sarajevo", "zagreb"))


def test_une_seule_route_par_tour():
    """"vous ne pouvez prendre qu'une seule Route par tour": the claim ends the turn."""
    match = started(3)
    at_turn_of(match, 0)
    set_hand(match, 0, red=6, white=6)
    match.apply(actions(match, 0, "claim_route", route_id(match, "budapest", "wien", 0))[0])
    assert match.active_seats == (1,) and match.state.phase == TURN


@pytest.mark.parametrize("length,points", [(1, 1), (2, 2), (3, 4), (4, 7), (6, 15)])
def test_points_selon_le_bareme(length, points):
    """"Chaque Route prise vous rapporte des points conformément au barème": 1, 2, 4, 7, (10,) 15
    for 1, 2, 3, 4, (5,) 6 spaces, scored at once ("Déplacez immédiatement votre marqueur")."""
    match = started(2)
    at_turn_of(match, 0)
    state = match.state
    t = state.tables
    route = next(r for r in range(len(t.route_ids)) if t.route_length[r] == length)
    set_hand(match, 0, locomotive=length)
    match.apply(next(a for a in actions(match, 0, "claim_route", t.route_ids[route])))
    assert state.route_points[0] == points
    assert match.view(1)["seats"][0]["route_points"] == points


def test_bareme_pour_cinq_espaces():
    """The table printed on the Ticket to Ride boards gives 10 points for 5 spaces."""
    from game.rules.route_tables import points_table

    match = started(2)
    assert points_table(match.setup.data.ruleset.rules["route_points"])[5] == 10


def test_pas_assez_de_wagons_pas_de_route():
    """"Si vous n'avez plus assez de Wagons en réserve pour en placer un sur chaque Espace d'une
    Route, vous ne pouvez pas prendre cette Route"."""
    match = started(2)
    at_turn_of(match, 0)
    set_hand(match, 0, purple=4, locomotive=4)
    warszawa = route_id(match, "berlin", "warszawa", 0)  # 4 spaces
    assert actions(match, 0, "claim_route", warszawa)
    match.state.trains[0] = 3
    match._forget_legal()
    assert not actions(match, 0, "claim_route", warszawa)
    assert actions(match, 0, "claim_route", route_id(match, "budapest", "sarajevo"))  # 3 spaces


def test_wagons_poses_sur_chaque_espace():
    """"placer un de vos Wagons sur chacun de ces Espaces": the reserve loses the route's length."""
    match = started(2)
    at_turn_of(match, 0)
    set_hand(match, 0, locomotive=4)
    match.apply(actions(match, 0, "claim_route", route_id(match, "berlin", "warszawa", 0))[0])
    assert match.state.trains[0] == 23


def test_un_meme_joueur_jamais_les_deux_routes_d_une_route_double():
    """"Un même joueur ne peut pas prendre possession des deux Routes d'une Route Double"."""
    match = started(4)
    at_turn_of(match, 0)
    give_route(match, 0, route_id(match, "berlin", "frankfurt", 0))
    set_hand(match, 0, black=3, red=3)
    assert not actions(match, 0, "claim_route", route_id(match, "berlin", "frankfurt", 1))


@pytest.mark.parametrize("players", [3, 4])
def test_a_trois_ou_quatre_l_autre_voie_reste_ouverte(players):
    """The closing rule is only "dans une partie à deux joueurs": with 3 or 4 players another
    player may take the second track."""
    match = started(players)
    at_turn_of(match, 1)
    give_route(match, 0, route_id(match, "berlin", "frankfurt", 0))
    set_hand(match, 1, black=3, red=3)
    assert actions(match, 1, "claim_route", route_id(match, "berlin", "frankfurt", 1))


def test_a_deux_joueurs_la_route_double_se_ferme():
    """"dans une partie à deux joueurs, quand une des Routes d'une Route Double est prise, l'autre
    est fermée et ne peut pas être prise par l'autre joueur"."""
    match = started(2)
    at_turn_of(match, 1)
    give_route(match, 0, route_id(match, "berlin", "frankfurt", 0))
    set_hand(match, 1, black=3, red=3)
    assert not actions(match, 1, "claim_route", route_id(match, "berlin", "frankfurt", 1))
    other = next(r for r in match.view(1)["routes"] if r["id"] == route_id(match, "berlin", "frankfurt", 1))
    assert other["open"] is False


def test_ni_tunnels_ni_ferries_ni_gares():
    """The Express box has "1 plateau", wagons, cards and bonus cards: no stations, and its rules
    know no tunnels or ferries; the board derived from the Europe map made them plain routes."""
    match = started(2)
    t = match.state.tables
    assert not any(t.route_tunnel) and not any(t.route_ferry)
    at_turn_of(match, 0)
    set_hand(match, 0, red=5, blue=5, locomotive=3)
    assert {a.kind for a in match.legal_actions(0)} <= {"draw_card", "take_locomotive", "claim_route",
                                                         "draw_tickets"}
