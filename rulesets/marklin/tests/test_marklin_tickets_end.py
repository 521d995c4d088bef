"""PIOCHER DES CARTES DESTINATION, the countries, FIN DU JEU, DÉCOMPTE DES POINTS."""

from marklin_helpers import give_route, set_hand, set_tickets, started, touch

from game.engine.actions import Action
from railcade_marklin.scoring import score
from game.rules.route_state import OVER, TICKETS


def _mix(seat, long_, short):
    return Action(seat, "draw_tickets", "pile", "tickets", ("long",) * long_ + ("short",) * short)


def test_quatre_destinations_combinaison_annoncee():
    """"il doit prendre 4 cartes sur le dessus des deux piles ... Le joueur peut piocher une
    combinaison de deux types de cartes, mais doit annoncer avant de piocher sa combinaison"."""
    match = started(2)
    short_top = match.state.ticket_piles[0][:1]
    long_top = match.state.ticket_piles[1][:3]
    assert {a.choice for a in match.legal_actions(0) if a.kind == "draw_tickets"} == {
        tuple(["long"] * n + ["short"] * (4 - n)) for n in range(5)}
    match.apply(_mix(0, 3, 1))
    assert match.state.phase == TICKETS and sorted(match.state.offered[0]) == sorted(short_top + long_top)


def test_moins_de_quatre_dans_les_pioches():
    """"S'il reste moins de 4 cartes Destination dans les pioches, le joueur ne pioche que les cartes
    disponibles"."""
    match = started(2)
    state = match.state
    state.ticket_piles[0][:] = state.ticket_piles[0][:1]
    state.ticket_piles[1][:] = state.ticket_piles[1][:1]
    touch(match)
    assert {a.choice for a in match.legal_actions(0) if a.kind == "draw_tickets"} == {("long", "short")}
    state.ticket_piles[1][:] = []
    touch(match)
    assert {a.choice for a in match.legal_actions(0) if a.kind == "draw_tickets"} == {("short",)}


def test_garder_au_moins_une_le_reste_sous_sa_pioche():
    """"Il doit conserver au moins l'une des quatre cartes piochées ... Chaque carte non conservée
    est remise face cachée sous la pioche correspondante"."""
    match = started(2)
    state = match.state
    match.apply(_mix(0, 2, 2))
    assert min(len(a.choice) for a in match.legal_actions(0)) == 1
    keep = next(a for a in match.legal_actions(0) if len(a.choice) == 1)
    offered = list(state.offered[0])
    match.apply(keep)
    returned = [k for k in offered if state.tables.ticket_ids[k] not in keep.choice]
    for k in returned:
        deck = 0 if state.tables.ticket_deck[k] == "short" else 1
        assert k in state.ticket_piles[deck][-3:]
    assert match.active_seats == (1,)


def test_pays_voie_sans_issue_pour_les_destinations():
    """"Il existe aussi des cartes Destination reliant une ville à un pays. Chaque route menant à un
    pays est une voie sans issue qui ne peut donc servir de liaison entre villes": Emden and
    Münster both reach the Netherlands, yet Emden–Münster via the country is not joined."""
    match = started(2)
    give_route(match, 0, "emden-niederlande")
    give_route(match, 0, "munster-niederlande")
    set_tickets(match, 0, ["niederlande-frankfurt", "danemark-niederlande"])
    view = match.view(0)
    assert all(not t["done"] for t in view["my_tickets"])
    give_route(match, 0, "frankfurt-kassel-1")
    give_route(match, 0, "dortmund-kassel")
    give_route(match, 0, "dortmund-munster-1")
    done = {t["id"]: t["done"] for t in match.view(0)["my_tickets"]}
    assert done == {"niederlande-frankfurt": True, "danemark-niederlande": False}


def test_dernier_tour_a_deux_wagons_ou_moins():
    """"Lorsque la réserve de wagons d'un joueur est de 0, 1 ou 2 wagons après avoir joué son tour,
    chaque joueur, en incluant celui-ci, joue un dernier tour"."""
    match = started(3)
    match.state.trains[0] = 5
    set_hand(match, 0, red=3)
    match.apply(Action(0, "claim_route", "route", "berlin-magdeburg", ("red",) * 3))
    match.apply(Action(0, "skip_passenger", "button", "skip_passenger"))
    assert match.view(None)["last_round"]
    for seat in (1, 2, 0):
        assert match.active_seats == (seat,)
        draw = Action(seat, "draw_card", "pile", "deck")
        match.apply(draw)
        if match.active_seats == (seat,):
            match.apply(draw)
    assert match.state.phase == OVER and match.is_over


def _finish(match):
    match.state.phase = OVER
    touch(match)


def test_decompte_routes_destinations_marchandises():
    """DÉCOMPTE DES POINTS: routes (recount), each ticket added if joined and subtracted if not,
    and "en recomptant les points marchandises collectés par les passagers"."""
    match = started(2)
    give_route(match, 0, "berlin-magdeburg")
    give_route(match, 0, "leipzig-magdeburg")
    set_tickets(match, 0, ["berlin-leipzig", "hamburg-rostock"])
    set_tickets(match, 1, [])
    state = match.state
    state.collected[0] = [state.stacks[state.tables.city_index["berlin"]].pop()]
    state.merch_points[0] = 7
    _finish(match)
    by = score(state)[0].by_category()
    assert by["routes"] == 4 + 2
    assert by["tickets_completed"] == 4 and by["tickets_failed"] == -4
    assert by["merchandise"] == 7


def test_bonus_dix_points_au_plus_de_destinations_egalite_partagee():
    """"Le joueur qui a réussi le plus de cartes Destination ... marque 10 points. S'il y a égalité
    ..., tous les joueurs concernés marquent 10 points. Les cartes Destination non réussies ne
    participent pas au décompte de ce bonus"."""
    match = started(3)
    give_route(match, 0, "berlin-magdeburg")
    give_route(match, 1, "hamburg-kiel-1")
    give_route(match, 1, "kiel-rostock")
    set_tickets(match, 0, ["berlin-leipzig", "hamburg-berlin", "berlin-chemnitz"])
    set_tickets(match, 1, ["hamburg-rostock"])
    set_tickets(match, 2, [])
    give_route(match, 0, "leipzig-magdeburg")
    _finish(match)
    scores = score(match.state)
    assert [scores[s].by_category()["most_tickets"] for s in range(3)] == [10, 10, 0]


def test_vainqueur_puis_departages():
    """"En cas d'égalité entre plusieurs joueurs, celui qui a réalisé le plus de cartes Destination
    remporte la victoire. En cas d'égalité répétée, celui qui a le plus de points marchandises
    gagne" (the score's tiebreak)."""
    match = started(2)
    set_tickets(match, 0, [])
    set_tickets(match, 1, [])
    _finish(match)
    state = match.state
    state.collected[1] = [state.stacks[state.tables.city_index["hamburg"]].pop()]
    state.merch_points[1] = 4
    give_route(match, 0, "munchen-regensburg")  # 3 spaces: 4 points, as seat 1's token
    scores = score(state)
    assert scores[0].total == scores[1].total == 4
    assert scores[0].tiebreak == (0, 0) and scores[1].tiebreak == (0, 4)
    assert match.winners() == [1]
