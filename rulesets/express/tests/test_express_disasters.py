"""Turntables, disasters and maintenance cars ("Plaque tournante", "Désastre", "Wagons de maintenance",
"Observations")."""

from __future__ import annotations

from express_helpers import card, find, has, lay, lay_maintenance, new_match, quiet, set_hand, train_of, turn_of

from railcade_express.state import COUNTER, DRAW, SWITCH


def test_a_turntable_reverses_play_and_gives_another_turn():
    """"En jouant cette carte (comme défausse), le joueur peut rejouer immédiatement et l'ordre de jeu est
    renversé"."""
    match = new_match(4)
    set_hand(match, 1, "turntable", "coal", "tank")
    turn_of(match, 1)
    match.apply(find(match, 1, "turntable"))
    state = match.state
    assert state.turn == 1 and state.phase == DRAW and state.direction == -1
    assert state.slot == [card(match, "turntable")]
    match.apply(find(match, 1, "draw"))
    match.apply(find(match, 1, "discard", "coal"))
    assert state.turn == 0  # counter-clockwise now


def test_no_turntable_nor_disaster_on_a_players_first_turn():
    """"Cette carte ne peut être jouée au premier tour d'un joueur"; "Un désastre ne peut pas être joué au
    premier tour d'un joueur"."""
    match = new_match(4)
    quiet(match, 1, 2, 3)
    lay(match, 1, "coal", "coal")
    set_hand(match, 0, "turntable", "wreck", "coal", "tank")
    turn_of(match, 0, first_turn=True)
    assert not has(match, 0, "turntable") and not has(match, 0, "disaster")
    assert has(match, 0, "discard", "turntable")


def test_a_turntable_or_disaster_may_be_discarded_without_effect():
    """"un joueur peut s'en défausser en la plaçant dans la pile des défausses et annoncer qu'il la
    rejette sans produire d'effet" (Observations 3)."""
    match = new_match(4)
    set_hand(match, 0, "wreck", "coal", "tank")
    turn_of(match, 0)
    match.apply(find(match, 0, "discard", "wreck"))
    assert match.view(None)["discard_top"] == "wreck" and match.state.slot == []


def test_the_card_under_a_turntable_or_disaster_is_available_again():
    """"la dernière carte des défausses est valable pour une seconde fois pour le joueur suivant"
    (Observations 1)."""
    match = new_match(4)
    quiet(match, 2, 3)
    set_hand(match, 1, "hopper")
    state = match.state
    state.pile.remove(card(match, "auto_carrier"))
    state.discard.append(card(match, "auto_carrier"))
    lay(match, 2, "coal", "coal")
    set_hand(match, 0, "derailment", "coal", "tank")
    turn_of(match, 0)
    match.apply(find(match, 0, "disaster", "derailment", ("seat:3",)))
    assert match.view(1)["discard_top"] == "auto_carrier"
    assert has(match, 1, "take_discard")


def test_a_disaster_may_strike_any_train_even_ones_own():
    """"le joueur peut diriger l'effet du désastre ... sur n'importe quel train d'un joueur de la table y
    compris lui même"."""
    match = new_match(4)
    quiet(match, 1, 2, 3)
    own = lay(match, 0, "coal", "coal")
    theirs = lay(match, 1, "tank", "tank")
    set_hand(match, 0, "wreck", "hopper", "box_car")
    turn_of(match, 0)
    targets = {a.choice[0] for a in match.legal_actions(0) if a.kind == "disaster"}
    assert targets == {f"train:{own}", f"train:{theirs}"}


def test_wreck_removes_the_whole_train_to_the_slot():
    """"Accident: Elimine un train entier, la locomotive et tous les wagons ... La carte de désastre ainsi
    que le train accidenté vont dans la fente des désastres."""
    match = new_match(4)
    quiet(match, 1, 2, 3)
    victim = lay(match, 1, "coal", "coal", "coal", loco="auto_carrier")
    set_hand(match, 0, "wreck", "hopper", "box_car")
    turn_of(match, 0)
    match.apply(find(match, 0, "disaster", "wreck", (f"train:{victim}",)))
    state = match.state
    assert state.train(victim) is None
    assert sorted(state.slot) == sorted(card(match, n) for n in ("wreck", "auto_carrier", "coal", "coal", "coal"))
    assert state.turn == 1 and state.phase == DRAW


def test_derailment_makes_the_player_lose_the_next_turn():
    """"Déraillement : Le joueur a qui elle est appliquée, perd son prochain tour."""
    match = new_match(4)
    quiet(match, 1, 2, 3)
    lay(match, 1, "coal", "coal")
    set_hand(match, 0, "derailment", "hopper", "box_car")
    turn_of(match, 0)
    events = match.apply(find(match, 0, "disaster", "derailment", ("seat:1",)))
    assert [e.kind for e in events][-1] == "turn_skipped"
    assert match.state.turn == 2 and not match.state.derailed[1]


def test_breakage_removes_the_last_car_but_not_a_caboose():
    """"Casse matériel : Elle élimine le dernier wagon du train ... Elle est déposée dans la fente des
    désastres avec la carte du wagon éliminé. Si un fourgon de queue est le dernier wagon du train, elle ne
    peut s'y appliquer." Only the last car is ever reached (Observations 6)."""
    match = new_match(4)
    quiet(match, 1, 2, 3)
    victim = lay(match, 1, "coal", "coal", "coal")
    guarded = lay(match, 1, "hopper", "hopper", "caboose")
    set_hand(match, 0, "breakage", "box_car", "box_car")
    turn_of(match, 0)
    assert not has(match, 0, "disaster", "breakage", (f"train:{guarded}",))
    match.apply(find(match, 0, "disaster", "breakage", (f"train:{victim}",)))
    assert len(train_of(match, victim).cars) == 2
    assert sorted(match.state.slot) == sorted([card(match, "breakage"), card(match, "coal")])


def test_theft_takes_the_last_car_to_hand_or_straight_onto_a_train():
    """"Vol: Permet au joueur qui l'a posée de prendre le dernier wagon de n'importe quel train et de le
    mettre dans sa main ou de le poser immédiatement. Si un fourgon de queue est le dernier wagon d'un
    train, cette carte ne peut s'y appliquer."""
    match = new_match(4)
    quiet(match, 1, 2, 3)
    victim = lay(match, 1, "coal", "coal", "coal")
    mine = lay(match, 0, "coal", "coal")
    set_hand(match, 0, "theft", "box_car", "box_car")
    turn_of(match, 0)
    assert has(match, 0, "disaster", "theft", (f"train:{victim}", "hand"))
    match.apply(find(match, 0, "disaster", "theft", (f"train:{victim}", f"train:{mine}")))
    assert len(train_of(match, victim).cars) == 2 and len(train_of(match, mine).cars) == 3
    match2 = new_match(4)
    quiet(match2, 1, 2, 3)
    victim = lay(match2, 1, "auto_carrier", "auto_carrier")
    set_hand(match2, 0, "theft", "box_car", "box_car")
    turn_of(match2, 0)
    match2.apply(find(match2, 0, "disaster", "theft", (f"train:{victim}", "hand")))
    assert match2.state.hands[0][card(match2, "auto_carrier")] == 1


def test_a_lone_locomotive_goes_back_to_hand_even_above_the_limit():
    """"Si l'effet d'une carte de casse ou de vol a comme résultat ... d'avoir une locomotive seule ... le
    joueur doit reprendre sa locomotive dans sa main ... il garde les cartes excédentaires jusqu'à son
    prochain tour"; with partners, the one who plays next takes it (publisher's answer, SOURCES.md)."""
    match = new_match(4)
    quiet(match, 1, 2, 3)
    victim = lay(match, 1, "coal", loco="auto_carrier")
    set_hand(match, 0, "breakage", "box_car", "box_car")
    set_hand(match, 1, "hopper", "hopper", "hopper", "tank", "tank")
    turn_of(match, 0)
    events = match.apply(find(match, 0, "disaster", "breakage", (f"train:{victim}",)))
    state = match.state
    assert state.train(victim) is None
    back = next(e for e in events if e.kind == "loco_returned")
    assert back.seat == 1 and state.hands[1][card(match, "auto_carrier")] == 1
    assert sum(state.hands[1]) == 6  # kept until its next turn
    assert "card" not in back.for_seat(0).as_dict()  # the others do not see which card it was


def test_engine_switch_exchanges_locomotives_unseen():
    """"Changement de moteur: Permet au joueur d'échanger n'importe laquelle ou toutes ses cartes de
    locomotives avec un nombre identique de locomotives de n'importe quel joueur. Aucun des joueurs ne pourra
    regarder les cartes échangées"."""
    match = new_match(4)
    quiet(match, 1, 2, 3)
    mine = lay(match, 0, "coal", loco="box_car")
    theirs = lay(match, 1, "tank", loco="auto_carrier")
    other = lay(match, 1, "hopper", loco="gondola")
    set_hand(match, 0, "engine_switch", "hopper", "steel_coil")
    turn_of(match, 0)
    match.apply(find(match, 0, "disaster", "engine_switch", ("team:1",)))
    assert match.state.phase == SWITCH
    events = match.apply(find(match, 0, "switch_pair", str(theirs), (str(mine),)))
    assert train_of(match, mine).loco == card(match, "auto_carrier")
    assert train_of(match, theirs).loco == card(match, "box_car")
    assert train_of(match, other).loco == card(match, "gondola")
    assert match.state.turn == 1 and match.state.phase == DRAW  # nothing left to pair: the turn ended
    assert all(e.kind != "loco_swapped" for e in events)
    assert match.view(0)["trains"][0][0]["loco"] is None


def test_a_snapshot_taken_during_an_engine_switch_is_not_changed_by_the_pairs_that_follow():
    """"Changement de moteur ... n'importe laquelle ou toutes ses cartes de locomotives": the switch is
    chosen pair by pair; a snapshot taken before a pair (saves and replays compare them) keeps the
    state it was taken from."""
    match = new_match(4)
    quiet(match, 1, 2, 3)
    mine = lay(match, 0, "coal", loco="box_car")
    lay(match, 0, "hopper", loco="steel_coil")
    theirs = lay(match, 1, "tank", loco="auto_carrier")
    lay(match, 1, "gondola", loco="piggyback")
    set_hand(match, 0, "engine_switch", "hopper", "steel_coil")
    turn_of(match, 0)
    match.apply(find(match, 0, "disaster", "engine_switch", ("team:1",)))
    before = match.snapshot()
    assert before["pending"]["own"] == [] and before["pending"]["theirs"] == []
    match.apply(find(match, 0, "switch_pair", str(theirs), (str(mine),)))
    assert match.state.phase == SWITCH  # a second pair may still be switched
    assert before["pending"]["own"] == [] and before["pending"]["theirs"] == []


def test_a_laid_maintenance_car_cancels_the_disaster_and_both_go_to_the_slot():
    """"Si la carte maintenance est déjà posée, la carte de désastre et celle de maintenance s'annulent et
    sont toutes placées dans le sabot dans la fente des désastres"; so a 5-point car can be lost
    (Observations 5)."""
    match = new_match(4)
    quiet(match, 1, 2, 3)
    victim = lay(match, 1, "coal", "coal", "coal")
    lay_maintenance(match, 1, "heavy_crane")
    set_hand(match, 0, "wreck", "box_car", "box_car")
    turn_of(match, 0)
    match.apply(find(match, 0, "disaster", "wreck", (f"train:{victim}",)))
    state = match.state
    assert state.train(victim) is not None and state.maintenance[1] == []
    assert sorted(state.slot) == sorted([card(match, "wreck"), card(match, "heavy_crane")])


def test_a_maintenance_car_in_hand_may_be_laid_at_once_to_repair():
    """"Si la carte maintenance est encore dans la main du joueur il peut la poser immédiatement et annoncer
    une réparation. La carte de désastre est annulée ... La carte de maintenance nouvellement posée
    immunise les trains du joueur contre une future attaque de même type."""
    match = new_match(4)
    victim = lay(match, 1, "coal", "coal", "coal")
    set_hand(match, 0, "breakage", "box_car", "box_car")
    set_hand(match, 3, "light_crane", "hopper")
    turn_of(match, 0)
    match.apply(find(match, 0, "disaster", "breakage", (f"train:{victim}",)))
    state = match.state
    assert state.phase == COUNTER and match.active_seats == (3,)  # the partner of the victim's side holds it
    match.apply(find(match, 3, "repair"))
    assert len(train_of(match, victim).cars) == 3
    assert state.maintenance[1] == [card(match, "light_crane")] and state.turn == 1


def test_declining_the_repair_lets_the_disaster_strike():
    match = new_match(4)
    victim = lay(match, 1, "coal", "coal", "coal")
    set_hand(match, 0, "breakage", "box_car", "box_car")
    set_hand(match, 1, "light_crane", "hopper")
    turn_of(match, 0)
    match.apply(find(match, 0, "disaster", "breakage", (f"train:{victim}",)))
    match.apply(find(match, 1, "no_repair"))
    assert len(train_of(match, victim).cars) == 2 and match.state.turn == 1


def test_a_maintenance_car_used_as_a_locomotive_does_not_counter():
    """"Si la carte maintenance est une locomotive elle ne peut pas contrer le désastre."""
    match = new_match(4)
    quiet(match, 1, 2, 3)
    victim = lay(match, 1, "coal", "coal", "coal", loco="heavy_crane")
    set_hand(match, 0, "wreck", "box_car", "box_car")
    turn_of(match, 0)
    match.apply(find(match, 0, "disaster", "wreck", (f"train:{victim}",)))
    assert match.state.train(victim) is None
