"""Scoring ("Le Score", "Situations particulières", "Bonus Express") and the end of the game."""

from __future__ import annotations

from express_helpers import card, lay, lay_maintenance, new_match, set_hand, turn_of

from railcade_express import scoring
from railcade_express.trains import score_train


def points(match, *names, diesel=False):
    state = match.state
    return score_train([card(match, n) for n in names], diesel, state.cards, state.rules)


def test_a_train_of_two_cars_scores_nothing_three_score_their_values():
    """"Au plus 2 wagons : 0 points"; "Au moins 3 wagons : pour les 3 premiers wagons : somme des valeurs
    des cartes; Pour chaque carte après les 3 premières: valeur de la carte"."""
    match = new_match(4)
    assert points(match, "auto_carrier", "auto_carrier").points == 0
    assert points(match, "auto_carrier", "auto_carrier", "auto_carrier").points == 15
    assert points(match, "hopper", "hopper", "hopper", "hopper", "hopper").points == 10


def test_a_caboose_as_third_car_leaves_the_sum_of_the_first_two():
    """"Si un fourgon de queue est le troisième wagon d'un train, alors la valeur de ce train n'est que
    la somme des 2 premières cartes"; further on it counts as one more car of the train."""
    match = new_match(4)
    assert points(match, "coal", "coal", "caboose").points == 6
    assert points(match, "coal", "coal", "coal", "caboose").points == 12


def test_a_wild_counts_as_its_train_or_nothing_between_two_groups():
    """"Si un wagon extravagant est joué comme élément d'un train de wagons identiques, il est compté pour
    la même valeur"; "joué entre 2 groupes ... le premier groupe est compté normalement ... Dans le second
    groupe chaque carte est comptée individuellement. Dans ce cas le wagon extravagant n'a aucune valeur"."""
    match = new_match(4)
    assert points(match, "auto_carrier", "wild", "auto_carrier").points == 15
    assert points(match, "coal", "coal", "wild", "tank", "tank").points == 3 + 3 + 0 + 2 + 2
    assert points(match, "coal", "coal", "wild").points == 9  # a trailing wild is one more coal car


def test_express_bonuses_double_passenger_trains_cumulatively():
    """"le score total du train est doublé pour chaque bonus"; "Les doublements se cumulent. Par exemple,
    si 2 bonus double s'appliquent, il faut multiplier la valeur du train par 4"."""
    match = new_match(4)
    plain = points(match, "coach", "coach", "coach")
    assert plain.bonuses == () and plain.points == 15
    ordered = points(match, "baggage", "coach", "coach")  # "Bagages/poste - voiture - dôme - couchettes - panorama"
    assert ordered.bonuses == ("order",) and ordered.points == 30
    with_diesel = points(match, "baggage", "coach", "coach", diesel=True)
    assert with_diesel.bonuses == ("order", "diesel") and with_diesel.points == 60


def test_order_bonus_needs_the_order_and_two_types():
    """"Plus d'une voiture de n'importe quel type peut être posée mais dans le même ordre. Un train composé
    d'un seul type ne remplit pas les conditions du bonus."""
    match = new_match(4)
    assert "order" not in points(match, "coach", "baggage", "dome").bonuses
    assert "order" in points(match, "baggage", "baggage", "dome", "observation").bonuses
    assert "order" not in points(match, "coach", "coach", "coach", "coach").bonuses


def test_complete_and_morning_express_bonuses():
    """"Bonus total: si au moins une voiture de chacun des 5 types compose le train" and "Bonus de
    l'Express du matin: si au moins 6 voitures sont comprises dans le train"."""
    match = new_match(4)
    full = points(match, "baggage", "coach", "dome", "sleeper", "observation", "coach")
    assert set(full.bonuses) == {"complete", "express"}  # the last coach breaks the order
    best = points(match, "baggage", "coach", "coach", "dome", "sleeper", "observation", diesel=True)
    assert best.bonuses == ("order", "complete", "diesel", "express")
    assert best.points == (5 * 6) * 16  # "jusqu'à 4 bonus double"


def test_a_caboose_or_a_linking_wild_cancels_the_express_bonuses():
    """"Les bonus de l'Express sont annulés si le joueur pose un fourgon de queue sur son train ou si le
    joueur utilise un wagon extravagant pour lier le train de passagers avec un groupe différent"."""
    match = new_match(4)
    assert points(match, "baggage", "coach", "dome", "caboose", diesel=True).bonuses == ()
    assert points(match, "baggage", "coach", "wild", "coal", diesel=True).bonuses == ()


def test_a_wild_stands_in_for_a_passenger_type():
    """"mais peut remplacer une voiture particulière de passagers dans l'objectif des bonus du train
    Express"."""
    match = new_match(4)
    scored = points(match, "baggage", "coach", "wild", "sleeper", "observation")
    assert "complete" in scored.bonuses and "order" in scored.bonuses
    assert match.state.cards.names[scored.stands_for[2]] == "dome"


def test_deal_score_trains_maintenance_going_out_minus_hands():
    """"1. Trains posés ... 2. Pour chaque carte de maintenance posée : 5 points 3. Bonus de sortie
    anticipée : 5 points pour l'équipe sortante. Soustraire du total du score la valeur des cartes
    restantes dans la main ... (plaques tournantes, désastres, diesels, wagons extra. valent 0 points)"."""
    match = new_match(4)
    state = match.state
    for seat in range(4):
        set_hand(match, seat)
    lay(match, 0, "coal", "coal", "coal")  # 9
    lay(match, 2, "tank", "tank")  # too short: 0
    lay_maintenance(match, 0, "office")  # 5
    set_hand(match, 2, "auto_carrier", "turntable", "wreck", "diesel", "wild")  # -5
    set_hand(match, 1, "hopper")  # -2
    record = scoring.deal_record(state, "out", out_seat=0)
    assert record["lines"][0] == {"trains": 9, "maintenance": 5, "going_out": 5, "hand": -5}
    assert record["lines"][1] == {"trains": 0, "maintenance": 0, "going_out": 0, "hand": -2}
    assert record["points"] == [14, -2]


def test_individual_games_give_10_for_going_out_and_play_to_50():
    """"Le bonus de sortie anticipée est de 10 points"; "Le nombre de points pour gagner la partie est de
    50 points" (2, 3 and 5 players)."""
    match = new_match(3)
    for seat in range(3):
        set_hand(match, seat)
    record = scoring.deal_record(match.state, "out", out_seat=1)
    assert record["lines"][1]["going_out"] == 10
    assert match.view(None)["target"] == 50 and new_match(4).view(None)["target"] == 100
    assert new_match(4, target=30).view(None)["target"] == 30


def test_deals_follow_each_other_until_a_side_reaches_the_target():
    """"Les tours supplémentaires sont joués jusqu'à ce qu'un équipier gagne en étant le premier à
    atteindre 100 points"; the deal passes to the left (rulebook silent)."""
    from railcade_express.moves import end_deal

    match = new_match(4, seed=2)
    state = match.state
    dealer = state.dealer
    state.totals = [60, 20]
    for seat in range(4):
        set_hand(match, seat)
    lay(match, 0, "auto_carrier", "auto_carrier", "auto_carrier")
    events = end_deal(state, "out", out_seat=0)
    assert state.deal == 2 and state.dealer == (dealer + 1) % 4 and state.phase != "over"
    assert [e.kind for e in events][:2] == ["deal_ended", "deal_started"]
    assert state.totals == [60 + 15 + 5, 20]
    assert match.view(None)["hand_sizes"] == [8] * 4
    state.totals = [95, 20]
    for seat in range(4):
        set_hand(match, seat)
    state.trains = [[], []]
    lay(match, 1, "coal", "coal", "coal")
    lay(match, 0, "coal", "coal", "coal")
    events = end_deal(state, "out", out_seat=0)
    assert state.phase == "over" and state.winners == [0, 2]
    assert match.is_over and match.winners() == [0, 2]
    assert events[-1].kind == "game_over"


def test_score_lines_are_per_deal_and_partners_share_them():
    match = new_match(4, seed=5)
    from railcade_express.moves import end_deal

    for seat in range(4):
        set_hand(match, seat)
    lay(match, 1, "hopper", "hopper", "hopper")
    end_deal(match.state, "stock")
    scores = match.score()
    assert scores[1].total == scores[3].total == 6 and scores[0].total == scores[2].total == 0
    assert [line.category for line in scores[1].lines] == ["trains"]  # nothing else counted
    assert all(line.label == "#1" for line in scores[1].lines)


def test_a_deal_nobody_can_finish_ends_when_the_stock_runs_dry():
    """Rulebook silent (ruleset.toml): a deal also ends, with no going-out bonus, when the draw pile
    and the discard pile together cannot give two cards."""
    from express_helpers import find

    match = new_match(4, seed=4)
    state = match.state
    for seat in range(4):
        set_hand(match, seat, "coal", "tank")
    state.box.extend(state.pile)  # parked out of the game for the test: the counts still add up
    state.pile = []
    state.discard = []
    turn_of(match, 1)
    events = match.apply(find(match, 1, "discard", "tank"))
    ended = next(e for e in events if e.kind == "deal_ended")
    assert ended.get("reason") == "stock" and state.history[-1]["lines"][0]["going_out"] == 0


def test_a_deal_ends_after_its_turn_limit_and_a_game_after_its_last_deal():
    """Rulebook silent (ruleset.toml): turn_limit_per_player turns per player end a deal; max_deals
    deals end the game, the best total winning."""
    from express_helpers import find

    match = new_match(2, seed=6)
    state = match.state
    state.deal_turns = state.rules.turn_limit - 1
    set_hand(match, 0, "coal", "tank", "hopper")
    turn_of(match, 0)
    events = match.apply(find(match, 0, "discard", "tank"))
    assert any(e.kind == "deal_ended" and e.get("reason") == "turn_limit" for e in events)
    state.deal = state.rules.max_deals
    state.totals = [10, 20]
    from railcade_express.moves import end_deal

    for seat in range(2):
        set_hand(match, seat)
    state.trains = [[], []]
    end_deal(state, "stock")
    assert state.phase == "over" and state.winners == [1]
