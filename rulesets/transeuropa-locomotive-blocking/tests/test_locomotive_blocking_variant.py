"""Variant 2 "Blocage de locomotives" (rulebook 001, end of the rules)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.actions import Action, IllegalAction
from game.engine.match import Match
from game.plugins import Registry, SelectionError
from game.testing import assert_replays, playout

import railcade_transeuropa.plugin as base_plugin
import railcade_transeuropa_locomotive_blocking.plugin as variant_plugin

VARIANT = "transeuropa-locomotive-blocking"


def registry(with_variant=True):
    plugins = {"transeuropa": base_plugin}
    if with_variant:
        plugins[VARIANT] = variant_plugin
    return Registry.from_plugins(plugins)


def new_match(players=2, seed=1, variant=True):
    return Match("transeuropa", [VARIANT] if variant else [], players, seed=seed, registry=registry())


def act(m, seat, kind, target):
    types = {"place_marker": "intersection", "place_track": "segment", "end_turn": "button",
             "move_marker": "intersection"}
    return m.apply(Action(seat, kind, types[kind], target))


def seg(a, b):
    pa, pb = sorted((tuple(map(int, a.split(","))), tuple(map(int, b.split(",")))))
    return f"{pa[0]},{pa[1]}-{pb[0]},{pb[1]}"


def shared_line(m):
    """Seat 0 on 13,8 and seat 1 on 17,8; a shared line 13,8 - 15,8 - 17,8 - 19,8 - 21,8."""
    act(m, 0, "place_marker", "13,8")
    act(m, 1, "place_marker", "17,8")
    act(m, 0, "place_track", seg("13,8", "15,8"))
    act(m, 0, "place_track", seg("15,8", "17,8"))
    if m.legal_actions(0) and m.legal_actions(0)[-1].kind == "end_turn":
        act(m, 0, "end_turn", "end_turn")
    act(m, 1, "place_track", seg("17,8", "19,8"))
    act(m, 1, "place_track", seg("19,8", "20,9"))
    if m.legal_actions(1) and m.legal_actions(1)[-1].kind == "end_turn":
        act(m, 1, "end_turn", "end_turn")


def track_targets(m, seat):
    return {a.target for a in m.legal_actions(seat) if a.kind == "place_track"}


def test_no_building_beyond_another_players_marker():
    """On ne peut poser de rail que sur des tronçons proches de son pion de départ ou bien sur une
    portion de réseau directement reliée à son propre pion de départ, sans qu'il faille passer
    par une intersection occupée par un pion de départ adverse."""
    m = new_match()
    shared_line(m)
    allowed = track_targets(m, 0)
    assert seg("11,8", "13,8") in allowed and seg("15,8", "16,9") in allowed
    assert seg("16,7", "17,8") not in allowed  # around seat 1's marker, not reached by seat 0
    assert seg("19,8", "21,8") not in allowed and seg("20,9", "22,9") not in allowed
    with pytest.raises(IllegalAction):
        act(m, 0, "place_track", seg("19,8", "21,8"))
    # Seat 1 is blocked the other way round by seat 0's marker on 13,8.
    act(m, 0, "place_track", seg("11,8", "13,8"))
    act(m, 0, "end_turn", "end_turn")
    assert seg("9,8", "11,8") not in track_targets(m, 1)
    assert seg("19,8", "21,8") in track_targets(m, 1)


def test_without_the_variant_the_whole_network_is_open():
    m = new_match(variant=False)
    shared_line(m)
    assert seg("19,8", "21,8") in track_targets(m, 0)


def test_marker_may_move_along_own_network_at_turn_end():
    """A la fin de son tour de jeu, un joueur peut déplacer son pion de départ sur une autre
    intersection libre du plateau de jeu, à condition que cette intersection fasse partie de son
    propre réseau ferroviaire."""
    m = new_match()
    act(m, 0, "place_marker", "13,8")
    act(m, 1, "place_marker", "27,12")
    act(m, 0, "place_track", seg("13,8", "15,8"))
    legal = m.legal_actions(0)
    moves = {a.target for a in legal if a.kind == "move_marker"}
    assert moves == {"15,8"}  # 13,8 holds the marker itself
    assert {"place_track", "end_turn", "move_marker"} == {a.kind for a in legal}
    act(m, 0, "place_track", seg("15,8", "17,8"))
    legal = m.legal_actions(0)  # building done: the turn stays open for the move
    assert {a.kind for a in legal} == {"move_marker", "end_turn"}
    assert {a.target for a in legal if a.kind == "move_marker"} == {"15,8", "17,8"}
    events = act(m, 0, "move_marker", "17,8")
    assert [e.kind for e in events] == ["marker_moved", "turn_ended"]
    assert m.view(1)["markers"][0] == "17,8"
    assert m.active_seats == (1,)


def test_marker_cannot_move_off_its_network_or_onto_another_marker():
    m = new_match()
    shared_line(m)
    act(m, 0, "place_track", seg("11,8", "13,8"))
    moves = {a.target for a in m.legal_actions(0) if a.kind == "move_marker"}
    assert "17,8" not in moves  # seat 1's marker
    assert "27,12" not in moves and "9,8" not in moves
    assert {"11,8", "15,8", "19,8", "20,9"} <= moves


def test_declining_the_move_ends_the_turn():
    m = new_match()
    act(m, 0, "place_marker", "13,8")
    act(m, 1, "place_marker", "27,12")
    act(m, 0, "place_track", seg("12,9", "13,8"))  # a double: building done at once
    act(m, 0, "end_turn", "end_turn")
    assert m.state.markers[0] == m.state.board.node("13,8")
    assert m.active_seats == (1,)


def test_random_games_with_blocking_replay():
    for players in (2, 4, 6):
        m = new_match(players, seed=players)
        playout(m, seed=players, check_views=True)
        assert m.is_over
        assert_replays(m)


def test_uninstalled_variant_is_gone_and_the_base_still_plays():
    reg = registry(with_variant=False)
    assert [r.id for r in reg.variants_for("transeuropa")] == []
    with pytest.raises(SelectionError):
        Match("transeuropa", [VARIANT], 2, seed=1, registry=reg)
    m = Match("transeuropa", [], 2, seed=1, registry=reg)
    playout(m, seed=1)
    assert m.is_over


def test_the_variant_imports_no_base_rules_code():
    package = Path(variant_plugin.__file__).parent
    for source in package.rglob("*.py"):
        text = source.read_text(encoding="utf-8")
        assert "import railcade_transeuropa." not in text and "from railcade_transeuropa." not in text
        assert "from railcade_transeuropa import" not in text
