"""PRENDRE POSSESSION DES ROUTES, routes doubles et triples, TABLEAU DE DÉCOMPTE DES POINTS."""

from marklin_helpers import CARDS, actions, choices, give_route, set_hand, started

from game.engine.actions import Action


def test_route_payee_en_cartes_de_sa_couleur():
    """"en posant autant de cartes Wagon de la couleur de la route que d'espaces composant cette
    route" (Berlin–Magdeburg: 3 red)."""
    match = started(2)
    set_hand(match, 0, red=3, blue=5)
    assert choices(match, 0, "claim_route", "berlin-magdeburg") == {("red",) * 3}
    set_hand(match, 0, red=2, blue=5)
    assert choices(match, 0, "claim_route", "berlin-magdeburg") == set()


def test_locomotives_remplacent_toute_couleur():
    """Exemple 1: "une route bleue longue de trois espaces ... trois cartes bleues, deux cartes
    bleues et une Locomotive, une carte bleue et deux Locomotives, ou encore trois Locomotives"
    (Bremen–Emden, blue 3)."""
    match = started(2)
    set_hand(match, 0, blue=3, locomotive=3)
    assert choices(match, 0, "claim_route", "bremen-emden") == {
        ("blue",) * 3, ("blue", "blue", "locomotive"), ("blue", "locomotive", "locomotive"), ("locomotive",) * 3}


def test_route_grise_une_seule_couleur():
    """Exemple 2: "Une route grise longue de deux espaces peut ... être réclamée en jouant deux cartes
    rouges, ou une carte jaune et une Locomotive, ou encore deux Locomotives" (Stuttgart–Ulm)."""
    match = started(2)
    set_hand(match, 0, red=2, yellow=1, locomotive=2)
    found = choices(match, 0, "claim_route", "stuttgart-ulm-1")
    assert {("red", "red"), ("locomotive", "yellow"), ("locomotive", "locomotive")} <= found
    assert ("red", "yellow") not in found


def test_locomotive_plus_quatre_sur_route_de_quatre_ou_plus():
    """"Sur une ligne de 4 espaces ou plus, on peut jouer des cartes Locomotive +4 ainsi que des
    cartes Locomotive normales" (Berlin–Leipzig, orange 4)."""
    match = started(2)
    set_hand(match, 0, orange=2, locomotive4=1, locomotive=1)
    assert choices(match, 0, "claim_route", "berlin-leipzig") == {("locomotive", "locomotive4", "orange", "orange")}
    set_hand(match, 0, locomotive4=4)
    assert choices(match, 0, "claim_route", "berlin-leipzig") == {("locomotive4",) * 4}


def test_locomotive_plus_quatre_interdite_sur_route_courte():
    """"Sur une ligne de moins de 4 espaces, on ne peut jouer que des cartes Locomotive normales"
    (Berlin–Magdeburg, red 3)."""
    match = started(2)
    set_hand(match, 0, red=2, locomotive4=3)
    assert choices(match, 0, "claim_route", "berlin-magdeburg") == set()
    set_hand(match, 0, red=2, locomotive4=3, locomotive=1)
    assert choices(match, 0, "claim_route", "berlin-magdeburg") == {("locomotive", "red", "red")}


def test_cartes_passager_ne_paient_pas_de_route():
    """The Passenger card's use is a passenger's trip ("afin d'emprunter la route d'un joueur
    adverse"); it is no train colour."""
    match = started(2)
    set_hand(match, 0, passenger=5)
    assert not actions(match, 0, "claim_route")


def test_cartes_defaussees_et_wagons_poses_bareme():
    """"Toutes les cartes utilisées ... sont défaussées"; "le joueur pose ses wagons ... et avance
    ... son marqueur" (TABLEAU: 4 espaces = 7 points)."""
    match = started(2)
    set_hand(match, 0, orange=3, locomotive4=1)
    discard = list(match.state.market.discard)
    match.apply(Action(0, "claim_route", "route", "berlin-leipzig", ("locomotive4", "orange", "orange", "orange")))
    state = match.state
    assert state.route_points[0] == 7 and state.trains[0] == 41
    assert state.market.discard[CARDS.index("locomotive4")] == discard[CARDS.index("locomotive4")] + 1
    assert state.market.discard[CARDS.index("orange")] == discard[CARDS.index("orange")] + 3
    assert sum(state.hands[0]) == 0


def test_tableau_de_decompte_des_points():
    """TABLEAU DE DÉCOMPTE DES POINTS: 1→1, 2→2, 3→4, 4→7, 5→10, 6→15, 7→18."""
    t = started(2).state.tables
    assert {t.route_length[r]: t.route_points[r] for r in range(len(t.route_ids))} == {
        1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 7: 18}


def test_pas_oblige_de_se_connecter():
    """"Il n'est pas obligé de se connecter à des routes déjà à son actif"."""
    match = started(2)
    give_route(match, 0, "berlin-magdeburg")
    set_hand(match, 0, white=1)
    assert choices(match, 0, "claim_route", "konstanz-schweiz") == {("white",)}


def test_route_entiere_en_un_tour():
    """"Une route doit être capturée dans son intégralité en un tour de jeu": fewer trains than
    spaces, no claim."""
    match = started(2)
    set_hand(match, 0, blue=7)
    match.state.trains[0] = 6
    match._forget_legal()
    assert not actions(match, 0, "claim_route", "berlin-hamburg-1")


def test_double_et_triple_jamais_deux_voies():
    """"Un même joueur ne peut jamais capturer les deux routes d'une même route double ... La même
    règle s'applique pour les routes triples" (Düsseldorf–Köln, three tracks)."""
    match = started(4)
    give_route(match, 0, "dusseldorf-koln-1")
    set_hand(match, 0, red=2)
    assert not actions(match, 0, "claim_route", "dusseldorf-koln-2")
    assert not actions(match, 0, "claim_route", "dusseldorf-koln-3")
    set_hand(match, 0)
    set_hand(match, 1, red=2)
    match.state.current = 1
    match._forget_legal()
    assert actions(match, 1, "claim_route", "dusseldorf-koln-2") and actions(match, 1, "claim_route", "dusseldorf-koln-3")


def test_triple_fermee_a_deux_ou_trois_joueurs():
    """"Dans une configuration à 2 ou 3 joueurs, seule l'une des routes constituant la double ou
    triple connexion peut être utilisée ... la route restante restera fermée et inaccessible à tous"."""
    for players in (2, 3):
        match = started(players)
        give_route(match, 1, "dortmund-dusseldorf-2")
        set_hand(match, 0, red=2, locomotive=2)
        assert not actions(match, 0, "claim_route", "dortmund-dusseldorf-1")
        assert not actions(match, 0, "claim_route", "dortmund-dusseldorf-3")
        routes = {r["id"]: r for r in match.view(0)["routes"]}
        assert routes["dortmund-dusseldorf-3"]["open"] is False
        assert sorted(routes["dortmund-dusseldorf-3"]["siblings"]) == ["dortmund-dusseldorf-1", "dortmund-dusseldorf-2"]


def test_triple_ouverte_aux_autres_a_quatre_ou_cinq():
    for players in (4, 5):
        match = started(players)
        give_route(match, 1, "dortmund-dusseldorf-2")
        give_route(match, 2, "dortmund-dusseldorf-3")
        set_hand(match, 0, red=2)
        assert actions(match, 0, "claim_route", "dortmund-dusseldorf-1")


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=60, deadline=None)
@given(counts=st.lists(st.integers(0, 6), min_size=len(CARDS), max_size=len(CARDS)),
       taken=st.sets(st.integers(0, 200), max_size=40), trains=st.integers(1, 40))
def test_claims_are_every_payment_of_every_open_route_in_order(counts, taken, trains):
    """"Ces cartes ne peuvent pas être utilisées sur une route inférieure à 4 espaces": the claims
    the memoised walk lists (gray routes put together colour by colour) are exactly, in order, the
    payments of every open route the seat has the trains for, route by route as the colours come;
    ``any_claim`` says whether there is one without listing them."""
    from game.rules.payment import ANY_COLOR, restricted_route_payments
    from game.rules.route_turns import any_claim, claim_actions, payment_action, routes_by_color

    match = started(3)
    state, tables = match.state, match.state.tables
    for card, n in zip(CARDS, counts):
        state.hands[0][tables.card_index[card]] = n
    for route in taken:
        if route < len(state.route_owner):
            state.route_owner[route] = 1 + route % 2
    state.trains[0] = trains
    listed: list = []
    claim_actions(state, 0, listed)
    expected = []
    for color, group in enumerate(routes_by_color(tables)):
        for route in group:
            length = tables.route_length[route]
            if length > trains or not state.route_open_for(route, 0):
                continue
            payments = restricted_route_payments(
                state.hands[0], length, ANY_COLOR if color == tables.color_count else color, tables.wild,
                tables.color_count, tables.restricted_wilds, tables.route_ferry[route])
            expected += [payment_action(tables, 0, "claim_route", "route", route, p) for p in payments]
    assert listed == expected
    # The legal actions name the claim kind without listing it exactly when there is a claim.
    assert any_claim(state, 0) == bool(expected)


@settings(max_examples=60, deadline=None)
@given(counts=st.lists(st.integers(0, 7), min_size=len(CARDS), max_size=len(CARDS)),
       taken=st.sets(st.integers(0, 200), max_size=40), trains=st.integers(1, 40), seat=st.integers(0, 2))
def test_counted_claims_are_the_listed_claims(counts, taken, trains, seat):
    """"Ces cartes ne peuvent pas être utilisées sur une route inférieure à 4 espaces": the claims
    counted without being made (what a player picking one at random asks for) are as many as the
    listed claims, each index giving the listed claim, and read whole they are the list."""
    from game.rules.route_turns import RestrictedClaims, claim_actions

    match = started(3)
    state, tables = match.state, match.state.tables
    for card, n in zip(CARDS, counts):
        state.hands[seat][tables.card_index[card]] = n
    for route in taken:
        if route < len(state.route_owner):
            state.route_owner[route] = route % 3
    state.trains[seat] = trains
    expected = _claims_by_the_rule(state, seat)
    picked = RestrictedClaims(state, seat, "claim_route")
    assert len(picked) == len(expected)
    assert [picked[i] for i in range(len(expected))] == expected
    assert list(RestrictedClaims(state, seat, "claim_route")) == expected
    listed: list = []
    claim_actions(state, seat, listed)
    assert listed == expected


def _claims_by_the_rule(state, seat: int) -> list:
    """Every payment of every open route ``seat`` has the trains for, route by route as the
    colours come (:func:`restricted_route_payments`)."""
    from game.rules.payment import ANY_COLOR, restricted_route_payments
    from game.rules.route_turns import payment_action, routes_by_color

    tables = state.tables
    expected = []
    for color, group in enumerate(routes_by_color(tables)):
        for route in group:
            length = tables.route_length[route]
            if length > state.trains[seat] or not state.route_open_for(route, seat):
                continue
            payments = restricted_route_payments(
                state.hands[seat], length, ANY_COLOR if color == tables.color_count else color, tables.wild,
                tables.color_count, tables.restricted_wilds, tables.route_ferry[route])
            expected += [payment_action(tables, seat, "claim_route", "route", route, p) for p in payments]
    return expected
