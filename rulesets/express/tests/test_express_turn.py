"""A turn: draw, lay, discard ("Comment jouer à EXPRESS")."""

from __future__ import annotations

from express_helpers import actions, card, find, has, lay, new_match, set_hand, turn_of

from railcade_express.state import DRAW, LAY


def test_draw_two_from_the_pile_or_take_the_top_discard():
    """"chaque joueur peut piocher 2 cartes ou prendre la dernière carte de la Défausse"."""
    match = new_match(4)
    seat = match.active_seats[0]
    state = match.state
    state.discard = [card(match, "hopper"), card(match, "coal")]  # moved from nowhere: rebalance below
    state.pile.remove(card(match, "hopper"))
    state.pile.remove(card(match, "coal"))
    match._forget_legal()
    kinds = {(a.kind, a.target) for a in match.legal_actions(seat)}
    assert kinds == {("draw", "pile"), ("take_discard", "discard")}
    before = sum(state.hands[seat])
    match.apply(find(match, seat, "take_discard"))
    assert state.hands[seat][card(match, "coal")] >= 1 and sum(state.hands[seat]) == before + 1
    assert state.discard == [card(match, "hopper")] and state.phase == LAY
    match2 = new_match(4)
    seat2 = match2.active_seats[0]
    before = sum(match2.state.hands[seat2])
    pile = len(match2.state.pile)
    match2.apply(find(match2, seat2, "draw"))
    assert sum(match2.state.hands[seat2]) == before + 2 and len(match2.state.pile) == pile - 2


def test_nothing_is_ever_drawn_from_the_disaster_slot():
    """"Un joueur ne peut jamais piocher dans la fente des désastres."""
    match = new_match(4)
    match.state.slot = [match.state.pile.pop()]
    match._forget_legal()
    for action in match.legal_actions(match.active_seats[0]):
        assert action.target != "slot"


def test_an_empty_pile_is_refilled_from_the_shuffled_discard_not_the_slot():
    """"Si la pioche est vidée ... rebattre la Défausse et de remplir la Pioche avec (sans prendre les
    cartes de la fente des désastres)"."""
    match = new_match(4)
    state = match.state
    seat = state.turn
    rest = state.pile
    state.pile = rest[:1]
    state.slot = rest[1:20]
    state.discard = rest[20:]
    slot_before = list(state.slot)
    match._forget_legal()
    events = match.apply(find(match, seat, "draw"))
    drawn = next(e for e in events if e.kind == "cards_drawn")
    assert drawn.get("reshuffled") is True and drawn.get("count") == 2
    assert state.discard == [] and state.slot == slot_before
    assert len(state.pile) == len(rest) - 20 - 1


def test_locomotives_are_taken_back_only_after_drawing():
    """"Après avoir pioché, le joueur peut reprendre en main n'importe quelle ou toutes les cartes
    locomotives posées" — not before drawing (Observations 7: "il doit piocher avant de les regarder")."""
    match = new_match(4)
    train = lay(match, 0, "hopper", "hopper", "hopper", loco="auto_carrier")
    set_hand(match, 0, "coal", "tank", "gondola")
    turn_of(match, 0, DRAW)
    assert not has(match, 0, "swap_loco")
    turn_of(match, 0, LAY)
    swap = find(match, 0, "swap_loco", str(train), ("coal",))
    match.apply(swap)
    state = match.state
    assert state.hands[0][card(match, "auto_carrier")] == 1 and state.hands[0][card(match, "coal")] == 0
    assert state.train(train)[1].loco == card(match, "coal")
    assert not has(match, 0, "swap_loco", str(train))  # once per train and turn


def test_partners_share_their_trains_and_pass_cards_through_locomotives():
    """"les partenaires ... connaissent les habitudes de chacun dans la façon de choisir les
    locomotives à poser et ainsi de les passer à son équipier" (Observations 4): the partner lays on
    the side's trains and takes their locomotives back."""
    match = new_match(4)
    train = lay(match, 0, "coal", "coal", loco="auto_carrier")
    set_hand(match, 2, "coal", "box_car", "tank")
    turn_of(match, 2, LAY)
    assert has(match, 2, "add_car", "coal", (str(train),))
    match.apply(find(match, 2, "swap_loco", str(train), ("box_car",)))
    assert match.state.hands[2][card(match, "auto_carrier")] == 1


def test_locomotives_are_seen_only_during_ones_own_laying_phase():
    """"Le joueur ne peut pas regarder ... n'importe quelle locomotive à n'importe quel moment sauf
    durant la phase de pose de cartes de son tour"; locomotives are card backs ("au dos de la carte")."""
    match = new_match(4)
    lay(match, 0, "coal", "coal", loco="auto_carrier")
    turn_of(match, 0, DRAW)
    assert match.view(0)["trains"][0][0]["loco"] is None
    turn_of(match, 0, LAY)
    assert match.view(0)["trains"][0][0]["loco"] == "auto_carrier"
    assert match.view(2)["trains"][0][0]["loco"] is None  # the partner, not at its turn
    assert match.view(1)["trains"][0][0]["loco"] is None and match.view(None)["trains"][0][0]["loco"] is None


def test_a_card_always_remains_for_the_discard():
    """"Si le joueur ... a trop peu de cartes pour mettre une locomotive devant chaque train et pour en
    défausser, il doit reprendre ..."; "Chaque joueur doit se défausser à la fin de son tour": laying
    never leaves the hand unable to discard."""
    match = new_match(4)
    set_hand(match, 0, "coal", "coal")
    turn_of(match, 0, LAY)
    assert not has(match, 0, "new_train")  # it would leave no card to discard
    set_hand(match, 0, "coal", "coal", "tank")
    assert not has(match, 0, "new_train")  # the last card could only go by going out
    set_hand(match, 0, "coal", "coal", "tank", "hopper")
    assert has(match, 0, "new_train", "coal", ("coal",))
    lay(match, 0, "hopper", "hopper")
    set_hand(match, 0, "hopper", "tank")
    assert not has(match, 0, "add_car")  # one card left would have to be discarded by going out


def test_a_turn_ends_with_a_face_up_discard():
    """"il doit se défausser d'une carte en la plaçant face en vue sur la Défausse"; the next player then plays."""
    match = new_match(4)
    set_hand(match, 1, "coal", "tank", "hopper")
    turn_of(match, 1, LAY)
    match.apply(find(match, 1, "discard", "tank"))
    assert match.view(3)["discard_top"] == "tank"
    assert match.active_seats == (2,) and match.state.phase == DRAW


def test_hand_limit_5_at_the_end_of_a_turn():
    """"A la fin de son tour un joueur doit avoir 5 cartes en main maximum sinon il doit reprendre sa
    carte défaussée et poser des cartes supplémentaires"."""
    match = new_match(4)
    set_hand(match, 0, "coal", "coal", "coal", "tank", "tank", "hopper", "gondola", "box_car")
    turn_of(match, 0, LAY)
    kinds = {a.kind for a in match.legal_actions(0)}
    assert "discard" not in kinds and "new_train" in kinds
    match.apply(find(match, 0, "new_train", "coal", ("gondola",)))  # 6 left: discarding leaves 5
    assert has(match, 0, "discard", "tank")


def test_over_the_limit_with_nothing_to_lay_the_turn_still_ends():
    """Rulebook silent when nothing can be laid: the player discards anyway (ruleset.toml)."""
    match = new_match(4)
    set_hand(match, 0, "wreck", "derailment", "derailment", "turntable", "turntable", "breakage", "breakage",
             "theft")
    turn_of(match, 0, LAY)
    assert has(match, 0, "discard", "wreck")


def test_no_legal_action_is_offered_to_a_seat_whose_turn_it_is_not():
    match = new_match(4)
    assert actions(match, (match.state.turn + 1) % 4) == []
