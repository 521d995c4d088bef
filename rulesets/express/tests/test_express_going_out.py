"""Going out ("Sortie anticipée") and asking the partner."""

from __future__ import annotations

from express_helpers import card, find, has, lay, new_match, set_hand, turn_of

from railcade_express.state import ASK


def ready(match, seat=0):
    """A side with a 5-car and a 4-car train; ``seat`` holds one more coal and a card to discard."""
    five = lay(match, seat, "coal", "coal", "coal", "coal", "coal")
    four = lay(match, seat, "tank", "tank", "tank")
    set_hand(match, seat, "tank", "hopper")
    turn_of(match, seat)
    return five, four


def test_going_out_needs_a_train_of_5_and_another_of_4_and_an_empty_hand():
    """"1. Le joueur doit avoir posé au moins un train de 5 wagons et un autre de 4 ... 3. Le joueur doit
    se défausser de toutes ses cartes ... 4. Le joueur ne doit plus avoir de cartes en main."""
    for lengths, allowed in (((5, 4), True), ((5, 3), False), ((4, 4), False), ((6,), False)):
        match = new_match(4)
        for n in lengths:
            lay(match, 0, *["coal"] * n if n <= 5 else ["tank"] * n)
        set_hand(match, 0, "hopper")
        turn_of(match, 0)
        assert has(match, 0, "discard", "hopper") == allowed, lengths
    match = new_match(4)
    lay(match, 0, "coal", "coal", "coal", "coal", "coal")
    lay(match, 0, "tank", "tank", "tank", "tank")
    set_hand(match, 0, "hopper")
    turn_of(match, 0)
    events = match.apply(find(match, 0, "discard", "hopper"))
    kinds = [e.kind for e in events]
    assert "went_out" in kinds and "deal_ended" in kinds
    record = match.state.history[-1]
    assert record["out_seat"] == 0 and record["lines"][0]["going_out"] == 5


def test_the_last_lay_may_leave_one_card_when_it_makes_going_out_possible():
    """"Chaque joueur doit se défausser ... y compris celui durant lequel il sort": laying down to one
    card is allowed when discarding it goes out."""
    match = new_match(4)
    five, four = ready(match)
    assert has(match, 0, "add_car", "tank", (str(four),))
    match.apply(find(match, 0, "add_car", "tank", (str(four),)))
    assert has(match, 0, "discard", "hopper")


def test_every_train_needs_3_cars_to_go_out():
    """"2. Toutes les cartes posées par les joueurs doivent être comptabilisables. Tous les trains doivent
    avoir au moins 3 wagons." The partners' trains are the side's (reading in docs/rules/express.md)."""
    match = new_match(4)
    five, four = ready(match)
    lay(match, 2, "gondola", "gondola")  # the partner's short train
    assert not has(match, 0, "add_car", "tank", (str(four),))


def test_no_going_out_on_the_first_turn():
    """"Un joueur ne peut décider de sortir au premier tour."""
    match = new_match(4)
    five, four = ready(match)
    turn_of(match, 0, first_turn=True)
    assert not has(match, 0, "add_car", "tank", (str(four),))


def test_a_disaster_discarded_to_go_out_has_no_effect():
    """"Les cartes de désastres défaussées pour la sortie anticipée n'ont pas d'effet."""
    match = new_match(4)
    five, four = ready(match)
    set_hand(match, 0, "wreck")
    match.state.trains[0][1].cars.append(match.state.pile.pop(match.state.pile.index(card(match, "tank"))))
    match._forget_legal()
    assert has(match, 0, "discard", "wreck") and not has(match, 0, "disaster")


def test_the_partner_may_be_asked_and_its_no_is_respected():
    """"Avant de sortir mais avant de poser des cartes le joueur peut demander à son partenaire :
    'Partenaire, est-ce que je peux sortir ?'. L'équipier doit répondre par 'oui' ou 'non' et sa réponse
    doit être respectée."""
    match = new_match(4)
    five, four = ready(match)
    match.apply(find(match, 0, "ask_partner"))
    assert match.state.phase == ASK and match.active_seats == (2,)
    match.apply(find(match, 2, "answer", "answer_no"))
    assert match.active_seats == (0,)
    assert not has(match, 0, "add_car", "tank", (str(four),))
    assert not has(match, 0, "ask_partner")
    match2 = new_match(4)
    five, four = ready(match2)
    match2.apply(find(match2, 0, "ask_partner"))
    match2.apply(find(match2, 2, "answer", "answer_yes"))
    assert has(match2, 0, "add_car", "tank", (str(four),))


def test_asking_comes_before_laying_and_only_in_teams():
    """"mais avant de poser des cartes"; a player alone has no partner to ask."""
    match = new_match(4)
    five, four = ready(match)
    set_hand(match, 0, "tank", "hopper", "hopper", "gondola")
    match.apply(find(match, 0, "add_car", "tank", (str(four),)))
    assert not has(match, 0, "ask_partner")
    solo = new_match(3)
    ready(solo)
    assert not has(solo, 0, "ask_partner")


def test_one_may_go_out_without_asking():
    """"Un joueur peut sortir sans demander l'avis de son partenaire."""
    match = new_match(4)
    five, four = ready(match)
    match.apply(find(match, 0, "add_car", "tank", (str(four),)))
    events = match.apply(find(match, 0, "discard", "hopper"))
    assert any(e.kind == "went_out" for e in events)
