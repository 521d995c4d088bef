"""Trans Europa base rules, each test quoting the rule it checks (rulebook 001, "Règle du jeu")."""

from __future__ import annotations

import pytest

from game.engine.actions import IllegalAction

from transeuropa_helpers import (
    EAST, WEST, act, city_at, kinds, lay_directly, new_match, path_segments, place_markers, seg, targets,
)


def start_building(players=2, markers=("9,0", "27,12"), seed=1, hands=None):
    m = new_match(players, seed=seed)
    if hands:
        for seat, hand in enumerate(hands):
            m.state.cities[seat] = tuple(hand)
    place_markers(m, *markers[:players])
    return m


def exhaust_supply(m):
    """Lay tracks from the seat to play's network until two are left, then play plain segments
    until the round ends. Returns the events of the round-ending action."""
    state = m.state
    seat = state.turn
    board, net = state.board, state.network
    while state.supply > 2:
        frontier = net.frontier(net.component(state.markers[seat]))
        s = next(s for s in frontier if not board.is_double(s))
        lay_directly(m, seat, [board.seg_ids[s]])
    round_before = state.round
    while state.round == round_before and not state.is_over:
        seat = state.turn
        legal = m.legal_actions(seat)
        plain = [a for a in legal if a.kind == "place_track" and not board.is_double(board.segment(a.target))]
        events = m.apply(plain[0] if plain else legal[-1])
    return events


# -- set-up -------------------------------------------------------------------------------------


def test_each_player_gets_one_secret_city_of_each_colour():
    """Chaque joueur prend alors une carte de chaque couleur (1 rouge, 1 orange, 1 bleue, 1 verte
    et 1 jaune) et en prend secrètement connaissance."""
    m = new_match(4, seed=7)
    board = m.state.board
    for seat in range(4):
        assert [board.cities[c].color for c in m.state.cities[seat]] == list(board.colors)
    view = m.view(1)
    assert view["objectives"][1] == list(m.state.cities[1])
    assert view["objectives"][0] is None and view["objectives"][2] is None
    assert all(o is None for o in m.view(None)["objectives"])


def test_with_two_or_three_players_the_dotted_cards_are_removed():
    """S'il n'y a que 2 ou 3 joueurs, les dix cartes ville ayant un cadre en pointillé (2 par
    couleur) sont retirées du jeu."""
    dotted = set(new_match(2).setup.data.board.city_cards.dotted)
    assert len(dotted) == 10
    for players in (2, 3):
        for seed in range(15):
            m = new_match(players, seed=seed)
            assert len(m.state.setup.deck) == 25
            assert not dotted & {c for hand in m.state.cities for c in hand}
    assert len(new_match(4).state.setup.deck) == 35
    assert len(new_match(3, options={"dotted_cards_out": False}).state.setup.deck) == 35


def test_the_dotted_cards_are_the_ten_the_source_marks():
    """[...] les dix cartes ville ayant un cadre en pointillé (2) (2 par couleur): the ten cards
    the board data marks from its source (SOURCES.md), not a guess."""
    marked = {"helsinki", "malmo", "brest", "barcelona", "berlin", "paris", "thessaloniki", "istanbul",
              "riga", "kharkiv"}
    m = new_match(2)
    assert set(m.setup.data.board.city_cards.dotted) == marked
    assert not marked & set(m.state.setup.deck)
    board = m.state.board
    assert sorted(board.cities[c].color for c in marked) == sorted(board.colors * 2)
    # The option keeps every card in play with few players.
    assert marked <= set(new_match(2, options={"dotted_cards_out": False}).state.setup.deck)


def test_supply_holds_84_tracks_and_every_locomotive_starts_at_13():
    """Les 84 tronçons restants sont placés, en vrac, à côté du plateau de jeu. [...] place sa
    locomotive dans le hangar, à l'extrémité droite de la piste de score; the barrier stands on
    the double red line (after space 1)."""
    m = new_match(3)
    view = m.view(0)
    assert view["supply"] == 84 == view["tracks_total"]
    assert view["score"]["points"] == [13, 13, 13]
    assert view["score"]["barrier"] == 1


def test_two_to_six_players():
    """COMPOSITION DU JEU: 6 Pions cylindriques, 6 Pions locomotives: up to six players (two at
    least, as every round needs another player to lose points)."""
    from game.plugins import SelectionError

    for players in (2, 6):
        assert new_match(players).setup.players == players
    for players in (1, 7):
        with pytest.raises(SelectionError):
            new_match(players)


# -- the first turn -----------------------------------------------------------------------------


def test_first_turn_only_places_the_start_marker_on_a_free_intersection():
    """Lors du premier tour, chacun se contente de placer son pion cylindrique sur une
    intersection libre de son choix."""
    m = new_match(3)
    legal = m.legal_actions(0)
    assert kinds(legal) == {"place_marker"}
    assert len(legal) == 210
    assert m.legal_actions(1) == []
    act(m, 0, "place_marker", "13,8")
    assert "13,8" not in targets(m.legal_actions(1), "place_marker")
    assert len(m.legal_actions(1)) == 209
    with pytest.raises(IllegalAction):
        act(m, 1, "place_marker", "13,8")


def test_a_city_may_hold_the_start_marker():
    """Il n'est pas interdit de choisir pour cela une ville."""
    m = new_match(2)
    act(m, 0, "place_marker", city_at(m, "paris"))
    assert m.view(0)["markers"][0] == "9,6"


def test_building_starts_once_every_marker_is_placed():
    m = new_match(3)
    place_markers(m, "9,0", "13,8", "27,12")
    assert m.view(0)["phase"] == "build"
    assert m.active_seats == (0,)
    assert kinds(m.legal_actions(0)) == {"place_track"}


# -- building -----------------------------------------------------------------------------------


def test_tracks_must_connect_to_the_players_own_marker():
    """Un joueur ne peut poser de tronçons que dans le réseau où se trouve son pion - autrement
    dit, tout tronçon posé doit être relié au pion du joueur par une ligne ininterrompue de
    tronçons."""
    m = start_building(markers=("13,8", "27,12"))
    allowed = targets(m.legal_actions(0), "place_track")
    assert allowed == {seg("13,8", n) for n in ("11,8", "15,8", "12,7", "14,7", "12,9", "14,9")}
    with pytest.raises(IllegalAction):
        act(m, 0, "place_track", seg("26,11", "27,12"))  # next to the other player's marker


def test_a_turn_is_one_or_two_plain_segments():
    """A son tour, un joueur peut poser soit 1 ou 2 tronçons en plaine [...]"""
    m = start_building(markers=("13,8", "27,12"))
    act(m, 0, "place_track", seg("13,8", "15,8"))  # plain
    legal = m.legal_actions(0)
    assert "end_turn" in kinds(legal)  # may stop after one
    board = m.state.board
    assert all(not board.is_double(board.segment(t)) for t in targets(legal, "place_track"))
    act(m, 0, "place_track", seg("15,8", "17,8"))
    assert m.active_seats == (1,)  # the second plain segment ends the turn
    assert m.state.supply == 82


def test_a_turn_may_stop_after_one_plain_segment():
    m = start_building(markers=("13,8", "27,12"))
    act(m, 0, "place_track", seg("13,8", "15,8"))
    act(m, 0, "end_turn")
    assert m.active_seats == (1,)


def test_a_double_segment_is_the_whole_turn_and_one_track_piece():
    """[...] soit 1 seul et unique tronçon en montagne, ou sur un pont franchissant une rivière:
    one piece from the supply, like a plain segment (it costs 2 only in the round scoring)."""
    m = start_building(markers=("13,8", "27,12"))
    assert m.state.board.is_double(m.state.board.segment(seg("12,9", "13,8")))
    events = act(m, 0, "place_track", seg("12,9", "13,8"))
    assert events[0].get("double") is True
    assert events[0].get("supply") == 83 == m.state.supply
    assert m.view(1)["supply"] == 83
    assert m.active_seats == (1,)
    assert not m.check_invariants()


def test_a_second_segment_cannot_be_a_double():
    m = start_building(markers=("13,8", "27,12"))
    act(m, 0, "place_track", seg("13,8", "15,8"))
    with pytest.raises(IllegalAction):
        act(m, 0, "place_track", seg("12,9", "13,8"))


def test_at_least_one_track_each_turn():
    """A son tour de jeu, un joueur doit poser au moins un tronçon."""
    m = start_building(markers=("13,8", "27,12"))
    assert "end_turn" not in kinds(m.legal_actions(0))
    with pytest.raises(IllegalAction):
        act(m, 0, "end_turn")


def test_two_segments_may_go_to_different_places_of_the_network():
    """Un joueur qui pose deux tronçons à son tour de jeu peut les placer en des endroits
    différents de son réseau."""
    m = start_building(markers=("13,8", "27,12"))
    act(m, 0, "place_track", seg("13,8", "15,8"))
    act(m, 0, "place_track", seg("11,8", "13,8"))  # the other side of the marker
    act(m, 1, "place_track", seg("27,12", "29,12"))
    act(m, 1, "end_turn")
    act(m, 0, "place_track", seg("15,8", "17,8"))
    assert seg("9,8", "11,8") in targets(m.legal_actions(0), "place_track")  # the far west end


def test_touching_networks_merge_and_are_shared():
    """Lorsque deux réseaux (ou plus) se touchent, ils n'en font plus qu'un, et peuvent être
    utilisés par tous les joueurs concernés."""
    m = start_building(markers=("13,8", "17,8"))
    act(m, 0, "place_track", seg("13,8", "15,8"))
    events = act(m, 0, "place_track", seg("15,8", "17,8"))
    assert [e.kind for e in events][:2] == ["track_placed", "networks_merged"]
    assert events[1].get("seats") == (0, 1)
    view = m.view(1)
    assert view["network_of"] == [0, 0]
    # Seat 1 may now build from seat 0's end of the shared network.
    assert seg("11,8", "13,8") in targets(m.legal_actions(1), "place_track")


# -- end of a round -----------------------------------------------------------------------------


def link(m, seat, *cities_or_points, avoid_doubles=True):
    points = [p if "," in p else city_at(m, p) for p in cities_or_points]
    for a, b in zip(points, points[1:]):
        lay_directly(m, seat, path_segments(m, a, b, avoid_doubles))


def test_round_ends_as_soon_as_a_players_five_cities_are_linked():
    """Dès que les cinq villes d'un joueur sont reliées à son réseau, ce joueur révèle ses cinq
    cartes et remporte la manche."""
    m = start_building(markers=("9,0", "27,12"), hands=(WEST, EAST))
    link(m, 0, "glasgow", "london", "paris", "marseille")
    path = path_segments(m, city_at(m, "marseille"), city_at(m, "riga"))
    lay_directly(m, 0, path[:-1])
    events = act(m, 0, "place_track", path[-1])
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.get("winners") == (0,)
    assert ended.get("reason") == "connected"
    assert ended.get("lost")[0] == 0 and ended.get("lost")[1] > 0
    assert ended.get("cities") == (WEST, EAST)  # the cards are shown
    assert m.state.round == 2


def test_special_case_second_plain_segment_after_completing_others():
    """Cas particulier: si, en posant en plaine le premier tronçon de son tour, un joueur relie les
    cinq villes d'un ou plusieurs autres joueurs à leur réseau, il peut encore placer un deuxième
    tronçon en plaine avant que la manche ne se termine."""
    m = start_building(markers=("9,0", "24,1"), hands=(WEST, EAST))
    link(m, 0, "glasgow", "london", "paris", "marseille")
    lay_directly(m, 0, path_segments(m, city_at(m, "marseille"), "23,2"))
    act(m, 0, "place_track", seg("7,0", "9,0"))
    act(m, 0, "end_turn")
    events = act(m, 1, "place_track", seg("23,2", "24,1"))
    assert "round_ended" not in [e.kind for e in events]
    legal = m.legal_actions(1)
    assert kinds(legal) == {"place_track", "end_turn"}
    board = m.state.board
    assert all(not board.is_double(board.segment(t)) for t in targets(legal, "place_track"))
    events = act(m, 1, "place_track", seg("24,1", "26,1"))
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.get("winners") == (0,)
    assert m.state.round == 2


def test_special_case_may_also_stop_after_the_first_segment():
    m = start_building(markers=("9,0", "24,1"), hands=(WEST, EAST))
    link(m, 0, "glasgow", "london", "paris", "marseille")
    lay_directly(m, 0, path_segments(m, city_at(m, "marseille"), "23,2"))
    act(m, 0, "place_track", seg("7,0", "9,0"))
    act(m, 0, "end_turn")
    act(m, 1, "place_track", seg("23,2", "24,1"))
    events = act(m, 1, "end_turn")
    assert events[0].kind == "round_ended" and events[0].get("winners") == (0,)


def test_another_players_double_that_links_your_cities_ends_the_round_at_once():
    """Dès que les cinq villes d'un joueur sont reliées à son réseau [...] — here by another
    player's track; the special case needs "en plaine le premier tronçon", so after a double the
    round ends at once."""
    m = start_building(markers=("9,0", "24,1"), hands=(WEST, EAST))
    link(m, 0, "glasgow", "london", "paris", "marseille")
    lay_directly(m, 0, path_segments(m, city_at(m, "marseille"), "22,1", avoid_doubles=False))
    act(m, 0, "place_track", seg("7,0", "9,0"))
    act(m, 0, "end_turn")
    assert m.state.board.is_double(m.state.board.segment(seg("22,1", "24,1")))
    events = act(m, 1, "place_track", seg("22,1", "24,1"))
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.get("winners") == (0,) and m.state.round == 2


def test_round_ends_when_all_84_tracks_are_placed():
    """Cas extrême: La manche se termine également si les 84 tronçons sont posés sans que nul
    n'ait relié ses cinq villes à son réseau."""
    m = start_building(hands=(WEST, EAST))
    events = exhaust_supply(m)
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.get("reason") == "supply"
    assert ended.get("winners") == ()
    assert len(m.state.history[0].tracks) == 84


def test_a_double_may_be_the_last_piece_and_the_round_ends_with_84_on_the_board():
    """La manche se termine également si les 84 tronçons sont posés: a double is one piece, so it
    may be laid with one piece left, and the round ends with exactly 84 segments on the board."""
    m = start_building(markers=("13,8", "27,12"), hands=(WEST, EAST))
    state, board, net = m.state, m.state.board, m.state.network
    while state.supply > 1:
        frontier = net.frontier(net.component(state.markers[0]))
        lay_directly(m, 0, [board.seg_ids[next(s for s in frontier if not board.is_double(s))]])
    offered = targets(m.legal_actions(0), "place_track")
    doubles = [t for t in offered if board.is_double(board.segment(t))]
    assert doubles, "a double segment is offered with one piece left"
    events = act(m, 0, "place_track", doubles[0])
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.get("reason") == "supply"
    assert len(state.history[0].tracks) == 84
    assert sum(1 for t in state.history[0].tracks if board.is_double(board.segment(t))) == 1


# -- scoring --------------------------------------------------------------------------------------


def test_missing_plain_segment_costs_one_point_and_is_shown():
    """Chaque tronçon de plaine manquant fait perdre 1 point au joueur concerné."""
    m = start_building(markers=("9,0", "27,12"), hands=(WEST, EAST))
    # Seat 1 holds Malmö, Dublin, Berlin, Firenze, Vilnius: link all but Vilnius, leave it one
    # plain segment away (Vilnius 24,3; 23,4-24,3 is plain).
    link(m, 1, "27,12", "firenze", "berlin", "malmo")
    link(m, 1, "berlin", "dublin")
    link(m, 1, "berlin", "23,4")
    assert not m.state.board.is_double(m.state.board.segment(seg("23,4", "24,3")))
    link(m, 0, "glasgow", "london", "paris", "marseille")
    path = path_segments(m, city_at(m, "marseille"), city_at(m, "riga"))
    lay_directly(m, 0, path[:-1])
    if m.state.network.connected(m.state.board.node("24,3"), m.state.markers[0]):
        pytest.skip("the scripted path passed through Vilnius")
    events = act(m, 0, "place_track", path[-1])
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.get("lost") == (0, 1)
    assert ended.get("plain") == (0, 1) and ended.get("double") == (0, 0)
    (missing,) = ended.get("virtual_segments")[1]
    board = m.state.board
    assert board.node("24,3") in board.seg_ends[board.segment(missing)]  # one segment to Vilnius
    assert m.view(0)["rounds"][0]["virtual_segments"][1] == [missing]
    assert m.view(0)["score"]["points"] == [13, 12]
    line = m.score()[1].lines[-1]
    assert (line.category, line.points) == ("round", -1)


def test_missing_double_segment_costs_two_points():
    """Chaque tronçon de montagne ou de rivière (trait double sur la carte) fait perdre 2 points."""
    from railcade_transeuropa.rounds import score_round

    m = start_building(markers=("27,12", "11,0"),
                       hands=(WEST, ("glasgow", "barcelona", "berlin", "firenze", "vilnius")))
    # Seat 1's network runs from 11,0 to its other four cities; Glasgow (9,0) is one double
    # segment from 11,0, and every plain way round is longer.
    link(m, 1, "11,0", "berlin", "vilnius")
    link(m, 1, "berlin", "firenze", "barcelona")
    result = score_round(m.state, "supply")
    assert result.virtual_segments[1] == (seg("9,0", "11,0"),)
    assert (result.lost[1], result.double[1], result.plain[1]) == (2, 1, 0)


def test_every_track_on_the_board_counts_in_the_virtual_network():
    """Tous les tronçons présents sur le plateau de jeu peuvent être pris en compte dans le
    réseau "virtuel" des joueurs qui perdent des points."""
    from game.rules.steiner import grid_steiner_graph

    m = start_building(markers=("9,0", "27,12"), hands=(WEST, EAST))
    state, board = m.state, m.state.board
    # Seat 1 links four cities and stops at 22,5; seat 0's long line to Riga passes near Vilnius.
    link(m, 1, "27,12", "malmo", "dublin", "berlin", "firenze")
    link(m, 1, "firenze", "22,5")
    link(m, 0, "glasgow", "london", "paris", "marseille")
    path = path_segments(m, city_at(m, "marseille"), city_at(m, "riga"))
    lay_directly(m, 0, path[:-1])
    own_only = bytearray(board.segment_count)
    for s, by in zip(state.network.order, state.placed_by):
        own_only[s] = by == 1
    act(m, 0, "place_track", path[-1])
    result = state.history[0]
    everything = bytearray(board.segment_count)
    for t in result.tracks:
        everything[board.segment(t)] = 1
    terminals = [board.node("27,12")] + [board.city_node(c) for c in EAST]
    assert result.lost[1] == grid_steiner_graph(board, everything).tree(terminals).cost
    assert result.lost[1] < grid_steiner_graph(board, own_only).tree(terminals).cost


# -- next rounds, barrier, end ------------------------------------------------------------------


def test_next_round_clears_the_board_and_passes_the_first_player_card_left():
    """Tous les tronçons sont retirés du plateau de jeu. Chaque joueur reprend son pion en main.
    [...] Le premier joueur passe la carte locomotive à son voisin de gauche."""
    m = start_building(players=3, markers=("9,0", "27,12", "13,8"))
    events = exhaust_supply(m)
    assert [e.kind for e in events if e.kind in ("round_started", "cities_dealt")] == [
        "round_started", "cities_dealt", "cities_dealt", "cities_dealt"]
    assert all(e.reveals for e in events if e.kind == "cities_dealt")
    view = m.view(0)
    assert view["round"] == 2 and view["first_player"] == 1 and view["turn"] == 1
    assert view["tracks"] == [] and view["markers"] == [None, None, None]
    assert view["supply"] == 84 and view["phase"] == "markers"
    assert not m.can_undo()  # the new cards were revealed


def rewrite_round_one(m, points):
    """Replace round 1's losses so the seats stand on ``points`` (scores recount the same)."""
    from dataclasses import replace

    first = m.state.history[0]
    lost = tuple(13 - p for p in points)
    m.state.history[0] = replace(first, lost=lost, plain=lost, double=(0,) * len(points),
                                 virtual_segments=((),) * len(points))
    m.state.points[:] = points
    m._forget_legal()


def test_game_does_not_end_after_one_round():
    """La partie se termine après deux manches ou plus [...]"""
    m = start_building()
    exhaust_supply(m)
    rewrite_round_one(m, [-40, -40])  # far past the barrier already
    assert not m.is_over and m.state.round == 2
    assert not m.check_invariants()


def test_barrier_moves_after_round_two_when_everyone_still_has_four_points():
    """Si, après le décompte des points de la deuxième manche, le joueur dont la locomotive est la
    plus proche de la barrière a encore 4 points ou plus, la barrière est avancée."""
    m = start_building()
    exhaust_supply(m)
    rewrite_round_one(m, [200, 300])
    place_markers(m, "27,12", "9,0")
    events = exhaust_supply(m)
    lowest = min(m.state.points)
    moved = next(e for e in events if e.kind == "barrier_moved")
    assert moved.get("to") == lowest - 2 == m.state.barrier
    assert not m.is_over


def test_game_ends_after_round_two_when_a_locomotive_passed_the_barrier():
    """[...] dès que, à l'issue d'une manche, une ou plusieurs locomotives ont franchi la
    barrière. Le vainqueur est celui de tous les joueurs qui a alors le plus de points."""
    m = start_building()
    exhaust_supply(m)
    rewrite_round_one(m, [0, 300])
    place_markers(m, "27,12", "9,0")
    events = exhaust_supply(m)
    assert events[-1].kind == "game_ended"
    assert m.is_over and m.active_seats == ()
    assert m.winners() == [1]


def test_ties_share_the_win():
    """En cas d'égalité, les ex-aequo se partagent la victoire."""
    m = start_building(players=3, markers=("9,0", "27,12", "13,8"))
    exhaust_supply(m)
    rewrite_round_one(m, [-1, 5, 5])
    # Round 2: every seat holds the same five cities and one shared network links them, so the
    # round ends with nobody losing a point; seat 0 has passed the barrier: the game ends.
    m.state.cities = [WEST] * 3
    place_markers(m, "11,4", "9,0", "13,8")  # seat 1 starts round 2
    link(m, 1, "glasgow", "london", "paris", "marseille")
    link(m, 1, "london", "11,4")
    link(m, 1, "paris", "13,8")
    path = path_segments(m, city_at(m, "marseille"), city_at(m, "riga"))
    lay_directly(m, 1, path[:-1])
    events = act(m, 1, "place_track", path[-1])
    assert events[-1].kind == "game_ended"
    assert m.state.history[1].lost == (0, 0, 0)
    assert m.winners() == [1, 2]
    assert not m.check_invariants()
