"""TOUR DE JEU 2 (poser un passager) and 4 (déplacer les passagers), CARTES PASSAGER, the country
rule for passengers."""

from marklin_helpers import CARDS, actions, city, give_route, put_passenger, set_hand, started, top

from game.engine.actions import Action
from game.rules.route_state import NOBODY
from railcade_marklin.state import MOVE, PLACE


def _network(match, seat=0):
    for route in ("berlin-magdeburg", "leipzig-magdeburg", "chemnitz-leipzig"):
        give_route(match, seat, route)


def _step(match, seat, to, route):
    return Action(seat, "passenger_step", "city", to, (route,))


def test_poser_un_passager_sur_une_des_deux_villes_apres_une_prise():
    """"Lorsqu'un joueur prend une route, il peut poser un de ses 3 passagers sur une des deux villes
    constituant cette route"."""
    match = started(2)
    set_hand(match, 0, red=3)
    match.apply(Action(0, "claim_route", "route", "berlin-magdeburg", ("red",) * 3))
    assert match.state.phase == PLACE and match.active_seats == (0,)
    offered = {(a.kind, a.target) for a in match.legal_actions(0)}
    assert offered == {("place_passenger", "berlin"), ("place_passenger", "magdeburg"),
                       ("skip_passenger", "skip_passenger")}
    match.apply(Action(0, "place_passenger", "city", "magdeburg"))
    assert match.state.passenger_at[city(match, "magdeburg")] == 0 and match.state.passenger_supply[0] == 2
    assert match.active_seats == (1,)


def test_poser_est_facultatif():
    """"il peut poser": the seat may place none."""
    match = started(2)
    set_hand(match, 0, red=3)
    match.apply(Action(0, "claim_route", "route", "berlin-magdeburg", ("red",) * 3))
    match.apply(Action(0, "skip_passenger", "button", "skip_passenger"))
    assert match.state.passenger_supply[0] == 3 and match.active_seats == (1,)


def test_un_seul_passager_par_ville():
    """"Il est permis d'avoir seulement un passager par ville" (any seat's)."""
    match = started(2)
    put_passenger(match, 1, "berlin")
    set_hand(match, 0, red=3)
    match.apply(Action(0, "claim_route", "route", "berlin-magdeburg", ("red",) * 3))
    assert {a.target for a in actions(match, 0, "place_passenger")} == {"magdeburg"}


def test_pas_de_passager_sur_un_pays():
    """"Un passager ne peut ni être posé, ni passer par un pays" (Konstanz–Schweiz)."""
    match = started(2)
    set_hand(match, 0, white=1)
    match.apply(Action(0, "claim_route", "route", "konstanz-schweiz", ("white",)))
    assert {a.target for a in actions(match, 0, "place_passenger")} == {"konstanz"}


def test_plus_de_passager_apres_trois():
    """Three passengers each: with none left, a claim offers no placement."""
    match = started(2)
    for c in ("kiel", "emden", "ulm"):
        put_passenger(match, 0, c)
    set_hand(match, 0, red=3)
    match.apply(Action(0, "claim_route", "route", "berlin-magdeburg", ("red",) * 3))
    assert match.active_seats == (1,)


def test_deplacement_prend_le_jeton_du_dessus_sauf_au_depart():
    """"À chaque ville, il récupère un jeton (il prend bien sûr le jeton du dessus ...)"; "Le joueur
    ne récupère pas de jeton sur la ville de départ"; "Les points sont comptabilisés immédiatement,
    mais le joueur garde ses jetons"."""
    match = started(2)
    _network(match)
    put_passenger(match, 0, "berlin")
    tops = {c: top(match, c) for c in ("berlin", "magdeburg", "leipzig", "chemnitz")}
    match.apply(Action(0, "move_passenger", "city", "berlin"))
    assert match.state.phase == MOVE and match.state.passenger_at[city(match, "berlin")] == NOBODY
    match.apply(_step(match, 0, "magdeburg", "berlin-magdeburg"))
    match.apply(_step(match, 0, "leipzig", "leipzig-magdeburg"))
    assert match.view(1)["trip"]["total"] == tops["magdeburg"] + tops["leipzig"]
    events = match.apply(_step(match, 0, "chemnitz", "chemnitz-leipzig"))
    total = tops["magdeburg"] + tops["leipzig"] + tops["chemnitz"]
    arrived = next(e for e in events if e.kind == "passenger_arrived")
    assert arrived.get("points") == total and match.state.merch_points[0] == total
    assert top(match, "berlin") == tops["berlin"]
    assert len(match.state.collected[0]) == 3 and match.state.passengers_moved[0] == 1


def test_deplacer_un_passager_est_tout_le_tour_et_il_quitte_le_jeu():
    """"Le joueur peut déplacer un passager se trouvant déjà sur le plateau" (one of the four
    actions); "À la fin de son périple, le passager est totalement enlevé"."""
    match = started(2)
    _network(match)
    put_passenger(match, 0, "magdeburg")
    match.apply(Action(0, "move_passenger", "city", "magdeburg"))
    assert {a.kind for a in match.legal_actions(0)} == {"passenger_step"}
    match.apply(_step(match, 0, "leipzig", "leipzig-magdeburg"))
    assert {a.kind for a in match.legal_actions(0)} == {"passenger_step", "stop_passenger"}
    match.apply(Action(0, "stop_passenger", "button", "stop_passenger"))
    assert match.active_seats == (1,)
    assert 0 not in match.state.passenger_at and match.state.passengers_moved[0] == 1


def test_jamais_deux_fois_la_meme_route():
    """"Le passager ne peut pas emprunter la même route deux fois ... ne peut pas faire demi-tour et
    reprendre la même route"."""
    match = started(2)
    _network(match)
    put_passenger(match, 0, "magdeburg")
    match.apply(Action(0, "move_passenger", "city", "magdeburg"))
    match.apply(_step(match, 0, "leipzig", "leipzig-magdeburg"))
    assert ("magdeburg", ("leipzig-magdeburg",)) not in {(a.target, a.choice) for a in actions(match, 0, "passenger_step")}


def test_seulement_routes_construites_du_joueur():
    """"en suivant des routes de trains déjà construites" — its owner's; an unclaimed route or an
    opponent's (without a Passenger card) is no way."""
    match = started(2)
    give_route(match, 0, "berlin-magdeburg")
    give_route(match, 1, "leipzig-magdeburg")
    set_hand(match, 0)
    put_passenger(match, 0, "magdeburg")
    match.apply(Action(0, "move_passenger", "city", "magdeburg"))
    assert {a.target for a in actions(match, 0, "passenger_step")} == {"berlin"}


def test_une_carte_passager_par_route_adverse():
    """"le joueur peut utiliser n'importe quelle combinaison de cartes Passager afin d'emprunter la
    route d'un joueur adverse. Une carte permet d'emprunter une route adverse." The card is
    discarded."""
    match = started(2)
    give_route(match, 0, "berlin-magdeburg")
    give_route(match, 1, "leipzig-magdeburg")
    give_route(match, 1, "chemnitz-leipzig")
    set_hand(match, 0, passenger=1)
    put_passenger(match, 0, "berlin")
    discard = match.state.market.discard[CARDS.index("passenger")]
    match.apply(Action(0, "move_passenger", "city", "berlin"))
    match.apply(_step(match, 0, "magdeburg", "berlin-magdeburg"))
    events = match.apply(_step(match, 0, "leipzig", "leipzig-magdeburg"))
    assert next(e for e in events if e.kind == "passenger_moved").get("card_used") is True
    assert match.state.hands[0][CARDS.index("passenger")] == 0
    assert match.state.market.discard[CARDS.index("passenger")] == discard + 1
    # No card left: Leipzig–Chemnitz (seat 1's) is closed, so the trip ends there.
    assert match.active_seats == (1,)


def test_peut_traverser_une_ville_occupee():
    """"Le passager peut traverser des villes sur lesquelles il y a déjà un autre passager"."""
    match = started(2)
    _network(match)
    put_passenger(match, 0, "berlin")
    put_passenger(match, 1, "magdeburg")
    match.apply(Action(0, "move_passenger", "city", "berlin"))
    match.apply(_step(match, 0, "magdeburg", "berlin-magdeburg"))
    assert actions(match, 0, "passenger_step", "leipzig")


def test_jamais_par_un_pays():
    """"Un passager ne peut ni être posé, ni passer par un pays" (Lindau–Österreich)."""
    match = started(2)
    give_route(match, 0, "lindau-ulm")
    give_route(match, 0, "lindau-osterreich")
    put_passenger(match, 0, "ulm")
    match.apply(Action(0, "move_passenger", "city", "ulm"))
    match.apply(_step(match, 0, "lindau", "lindau-ulm"))
    assert match.active_seats == (1,)  # only the country was left: the trip is over


def test_au_plus_trois_deplacements_par_partie():
    """"Cela signifie que chaque joueur peut déplacer un maximum de trois passagers par jeu"."""
    match = started(2)
    state = match.state
    state.passenger_supply[0] = 0
    state.passengers_moved[0] = 3
    give_route(match, 0, "berlin-magdeburg")
    assert not actions(match, 0, "move_passenger")
    assert match.check_invariants() == []


def test_jeton_a_chaque_passage_en_option():
    """Reading chosen: "À chaque ville, il récupère un jeton" — coming back to a city on the same
    trip (even the start city) takes another token; with the option off, one token per city per
    trip and none from the start city (Mainz → Frankfurt → Mannheim → Mainz → Koblenz)."""
    for revisit, expected in ((True, 4), (False, 3)):
        match = started(2, revisit_tokens=revisit)
        for route in ("frankfurt-mainz-1", "frankfurt-mannheim-1", "mainz-mannheim-1", "koblenz-mainz-1"):
            give_route(match, 0, route)
        put_passenger(match, 0, "mainz")
        match.apply(Action(0, "move_passenger", "city", "mainz"))
        for to, route in (("frankfurt", "frankfurt-mainz-1"), ("mannheim", "frankfurt-mannheim-1"),
                          ("mainz", "mainz-mannheim-1"), ("koblenz", "koblenz-mainz-1")):
            match.apply(_step(match, 0, to, route))
        assert match.active_seats == (1,)
        assert len(match.state.collected[0]) == expected
        assert match.check_invariants() == []
