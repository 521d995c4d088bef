"""The Europe-Express bonus: "relier Londres à Istanbul par un Chemin Continu de Wagons"."""

from euexpress_helpers import LONDON_ISTANBUL, actions, at_turn_of, give_route, route_id, set_hand, started


def _link_all_but_last(match, seat):
    for a, b in LONDON_ISTANBUL[:-1]:
        give_route(match, seat, route_id(match, a, b))


def _claim_last(match, seat):
    at_turn_of(match, seat)
    set_hand(match, seat, yellow=3)
    match.apply(actions(match, seat, "claim_route", route_id(match, "bucuresti", "istanbul"))[0])


def test_la_route_qui_relie_londres_a_istanbul_prend_la_carte_du_dessus():
    """"Si la Route que vous venez de prendre vous permet de relier Londres à Istanbul par un
    Chemin Continu de Wagons à votre couleur, prenez la carte bonus": the top one, the highest."""
    match = started(3)
    top = match.state.bonus_stack[0]
    _link_all_but_last(match, 0)
    assert match.state.bonus[0] == 0
    _claim_last(match, 0)
    assert match.state.bonus[0] == top and len(match.state.bonus_stack) == 3
    view = match.view(2)
    assert view["seats"][0]["bonus"] == top


def test_le_joueur_suivant_a_relier_prend_la_carte_suivante():
    """The next player to link London to Istanbul takes the next card of the stack, and so on."""
    match = started(4)
    values = list(match.state.bonus_stack)
    # Seat 1 links first through the north, seat 0 second through its own path.
    for a, b in [("london", "dieppe"), ("dieppe", "paris"), ("paris", "zurich"), ("zurich", "venezia"),
                 ("venezia", "zagreb"), ("zagreb", "sarajevo"), ("sarajevo", "sofia")]:
        give_route(match, 1, route_id(match, a, b))
    at_turn_of(match, 1)
    set_hand(match, 1, blue=3)
    match.apply(actions(match, 1, "claim_route", route_id(match, "istanbul", "sofia"))[0])
    _link_all_but_last(match, 0)
    _claim_last(match, 0)
    assert match.state.bonus[1] == values[0] and match.state.bonus[0] == values[1]
    assert match.state.bonus_order == [1, 0] and match.state.bonus_stack == values[2:]


def test_un_seul_bonus_par_joueur():
    """"votre carte bonus Europe-Express si vous en possédez une": a second link gives nothing."""
    match = started(3)
    _link_all_but_last(match, 0)
    _claim_last(match, 0)
    stack = list(match.state.bonus_stack)
    at_turn_of(match, 0)
    set_hand(match, 0, blue=3)
    match.apply(actions(match, 0, "claim_route", route_id(match, "istanbul", "sofia"))[0])
    assert match.state.bonus_stack == stack


def test_le_chemin_doit_etre_a_sa_couleur():
    """"par un Chemin Continu de Wagons à votre couleur": another player's routes do not count."""
    match = started(3)
    for a, b in LONDON_ISTANBUL[:3]:
        give_route(match, 1, route_id(match, a, b))
    for a, b in LONDON_ISTANBUL[3:-1]:
        give_route(match, 0, route_id(match, a, b))
    _claim_last(match, 0)
    assert match.state.bonus == [0, 0, 0] and len(match.state.bonus_stack) == 4


def test_bonus_compte_en_fin_de_partie():
    """"Enfin, ajoutez les points de votre carte bonus Europe-Express si vous en possédez une"."""
    match = started(2)
    top = match.state.bonus_stack[0]
    _link_all_but_last(match, 0)
    _claim_last(match, 0)
    score = match.score()[0]
    assert score.by_category()["bonus"] == top
    assert match.score()[1].by_category()["bonus"] == 0


def test_indication_des_wagons_qu_il_manque_pour_relier():
    """The table's London–Istanbul hint: the fewest wagons each player still needs (17 on an
    empty board), 0 once linked, None when no way is left or it needs more wagons than it has."""
    match = started(2)
    assert [s["link_cars"] for s in match.view(0)["seats"]] == [17, 17]
    for a, b in LONDON_ISTANBUL[:3]:
        give_route(match, 0, route_id(match, a, b))
    assert match.view(1)["seats"][0]["link_cars"] == 17 - 6
    _link_all_but_last(match, 0)
    _claim_last(match, 0)
    assert match.view(1)["seats"][0]["link_cars"] == 0
    race = match.view(None)["table_extras"]["races"][0]
    assert race["total"] == 17 and race["left"][0] == 0
    match.state.trains[1] = 5
    assert match.view(0)["seats"][1]["link_cars"] is None


def test_une_carte_bonus_changee_apres_une_verification_est_vue():
    """"prenez la carte bonus" only by linking London to Istanbul: the check keeps its answer with
    what it read (the bonus cards, the stack, the networks); each of them changed in place after
    a clean check makes it look again, and find the card taken without the link, or the link
    without the card."""
    match = started(3)
    assert match.check_invariants() == []
    match.state.bonus[1] = match.state.bonus_stack.pop(0)
    assert any("without linking" in p for p in match.check_invariants())
    match = started(3)
    _link_all_but_last(match, 0)
    assert match.check_invariants() == []
    forest = match.state.forests[0]
    a, b = match.state.ends
    # The last route's cities joined in seat 0's network by hand, as a claim would, without the card.
    from game.rules.routes_graph import union

    union(forest, *[match.state.tables.city_index[c] for c in LONDON_ISTANBUL[-1]])
    assert any("took no bonus card" in p for p in match.check_invariants())


def test_chaque_reseau_change_apres_une_verification_est_relu():
    """The bonus check keeps each seat's link with its network: after a clean check, the network
    of one seat changed by hand (joined, or emptied) is looked at again, and only that seat's
    problem is found; the seats whose networks did not change keep what was found for them."""
    from game.rules.routes_graph import new_forest, union

    match = started(3)
    _link_all_but_last(match, 0)
    _claim_last(match, 0)  # seat 0 links London to Istanbul and takes the top card
    assert match.state.bonus[0] and match.check_invariants() == []
    state = match.state
    index = state.tables.city_index
    for a, b in LONDON_ISTANBUL:
        union(state.forests[1], index[a], index[b])
    found = match.check_invariants()
    assert [p for p in found if "bonus" in p] == ["seat 1 linked London to Istanbul but took no bonus card"]
    state.forests[1] = new_forest(len(state.tables.city_ids))
    assert match.check_invariants() == []
    state.forests[0] = new_forest(len(state.tables.city_ids))
    found = match.check_invariants()
    assert [p for p in found if "bonus" in p] == ["seat 0 holds a bonus card without linking London to Istanbul"]
