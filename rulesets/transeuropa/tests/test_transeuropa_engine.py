"""Engine promises for Trans Europa: whole games, replays, views, clones, invariants, texts."""

from __future__ import annotations

import json

import pytest

from game.engine.actions import Action
from game.testing import assert_replays, playout

from transeuropa_helpers import act, new_match, place_markers, seg


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_end_replay_and_keep_invariants(players):
    m = new_match(players, seed=players)
    playout(m, seed=players, check_views=True)
    assert m.is_over
    assert len(m.state.history) >= 2
    assert m.winners()
    assert_replays(m)
    scores = m.score()
    assert [scores[s].total for s in range(players)] == m.state.points


def test_views_hide_other_seats_cards_and_are_plain_json():
    m = new_match(3, seed=4)
    for seat in (None, 0, 1, 2):
        view = m.view(seat)
        json.dumps(view)
        for other in range(3):
            if other != seat:
                assert view["objectives"][other] is None and view["connected"][other] is None
    assert m.view(0)["board"]["cities"][0]["at"] == "9,0"
    assert len(m.view(0)["board"]["doubles"]) == 153


def test_view_shows_networks_and_tracks():
    m = new_match(2)
    place_markers(m, "13,8", "17,8")
    act(m, 0, "place_track", seg("13,8", "15,8"))
    view = m.view(1)
    assert view["tracks"] == [{"segment": "13,8-15,8", "seat": 0, "double": False}]
    assert view["networks"][0] == {"seats": [0], "intersections": ["13,8", "15,8"], "segments": ["13,8-15,8"]}
    assert view["turn_progress"] == {"plain": 1, "double": 0, "building_done": False, "round_ending": False}


def test_clone_is_independent_of_the_original():
    m = new_match(2)
    place_markers(m, "13,8", "17,8")
    twin = m.clone()
    act(twin, 0, "place_track", seg("13,8", "15,8"))
    assert m.state.network.order == [] and m.state.supply == 84
    assert twin.state.supply == 83
    assert m.snapshot() != twin.snapshot()


def test_invariants_notice_a_lost_track():
    m = new_match(2)
    place_markers(m, "13,8", "17,8")
    act(m, 0, "place_track", seg("13,8", "15,8"))
    assert m.check_invariants() == []
    m.state.supply += 1
    assert any("supply" in p for p in m.check_invariants())


def test_invariants_notice_a_wrong_score():
    m = new_match(2)
    m.state.points[0] = 12
    assert any("recount" in p for p in m.check_invariants())


def test_a_seat_that_cannot_build_passes_and_all_passing_ends_the_round():
    """Not in the rulebook (see ruleset.toml, all_pass_ends_round): a seat with nothing it may
    build passes; if every seat passes in a row the round ends."""
    m = new_match(2)
    place_markers(m, "13,8", "17,8")
    m.state.supply = 0  # nothing left to build with, as if the tracks lay elsewhere
    m._forget_legal()
    assert m.legal_actions(0) == [Action(0, "end_turn", "button", "end_turn")]
    act(m, 0, "end_turn")
    events = act(m, 1, "end_turn")
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.get("reason") == "stuck"


def test_describe_speaks_french_and_english():
    m = new_match(2)
    action = Action(0, "place_track", "segment", "13,8-15,8")
    name = m.seats[0].name
    assert m.describe(action, "fr") == f"{name} pose un tronçon"
    assert m.describe(action, "en") == f"{name} lays a track"
    events = act(m, 0, "place_marker", "13,8")
    assert "pion" in m.describe(events[0], "fr")
    # A marker on a city is said with the city's name, never with grid coordinates.
    paris = next(c for c in m.setup.data.board.cities if c.name == "Paris")
    on_city = Action(1, "place_marker", "intersection", f"{paris.at[0]},{paris.at[1]}")
    assert m.describe(on_city, "en") == f"{m.seats[1].name} places their marker at Paris"
    assert m.describe(on_city, "fr") == f"{m.seats[1].name} place son pion à Paris"


def test_invariants_notice_networks_joined_without_a_track():
    """The networks are recounted from the placed segments ("ils n'en font plus qu'un" only
    through a track)."""
    m = new_match(2)
    place_markers(m, "13,8", "17,8")
    act(m, 0, "place_track", seg("13,8", "15,8"))
    assert m.check_invariants() == []
    net = m.state.network
    net.parent[net.find(m.state.markers[1])] = net.find(m.state.markers[0])
    assert any("recount" in p for p in m.check_invariants())


def test_invariants_notice_a_network_split_after_earlier_checks():
    """The recount goes on from the last check while tracks are only added: a network that falls
    apart afterwards (a track's two ends in two networks) is still noticed, and a fresh round
    (the board cleared) recounts from nothing."""
    m = new_match(2)
    place_markers(m, "13,8", "17,8")
    act(m, 0, "place_track", seg("13,8", "15,8"))
    assert m.check_invariants() == []
    twin = m.clone()
    net = m.state.network
    end = net.board.seg_ends[net.order[0]][1]
    net.parent[end] = end  # 15,8 cut off from 13,8, though the track joins them
    net.parent[m.state.markers[0]] = m.state.markers[0]
    assert any("recount" in p for p in m.check_invariants())
    assert twin.check_invariants() == []
    twin.state.network.order.clear()
    assert any("order disagree" in p for p in twin.check_invariants())


def test_invariants_notice_an_older_track_spoiled_at_the_next_full_check():
    """After each action the networks of the tracks it laid are checked and the networks counted;
    every track's network is read again every FULL_EVERY tracks: an older track cut off from its
    network while the count stays the same (one intersection split off, two lone ones joined) is
    noticed there."""
    from railcade_transeuropa.invariants import FULL_EVERY

    m = new_match(2, seed=3)
    place_markers(m, "13,8", "17,8")
    net, board = m.state.network, m.state.network.board

    def lay_one():
        m.apply(next(a for a in m.legal_actions(m.active_seats[0]) if a.kind == "place_track"))

    while len(net.order) < FULL_EVERY - 1:
        lay_one()
        assert m.check_invariants() == []
    net.parent[:] = [net.find(n) for n in range(board.node_count)]  # every node straight to its root
    a, b = board.seg_ends[net.order[0]]
    cut = b if net.parent[b] != b else a
    net.parent[cut] = cut  # the first track's ends now in two networks: one network more
    touched = {n for s in net.order for n in board.seg_ends[s]}
    far = [n for n in range(board.node_count) if n not in touched and
           not any(u in touched for u, _ in board.adj[n])]
    net.parent[far[-1]] = far[-2]  # two untouched intersections joined: one fewer
    lay_one()
    assert len(net.order) % FULL_EVERY == 0
    assert any("recount" in p for p in m.check_invariants())


def test_invariants_notice_a_stale_free_edge():
    """What a seat may build next is read from its network's free edge, kept as tracks are laid:
    it must match a walk of the tracks."""
    m = new_match(2)
    place_markers(m, "13,8", "17,8")
    act(m, 0, "place_track", seg("13,8", "15,8"))
    net = m.state.network
    root = net.find(m.state.markers[0])
    net.edge[root] = frozenset(list(net.edge[root])[1:])
    assert any("free edge" in p for p in m.check_invariants())


def test_invariants_notice_a_free_edge_spoiled_around_the_last_track():
    """Between the full checks, the free edge is checked around the tracks an action laid: a free
    segment at the new track's end missing from its network's edge is noticed at once."""
    m = new_match(2)
    place_markers(m, "13,8", "17,8")
    act(m, 0, "place_track", seg("13,8", "15,8"))
    assert m.check_invariants() == []
    act(m, 0, "place_track", seg("15,8", "16,7"))
    net = m.state.network
    board = net.board
    end = board.node("16,7")
    free = next(s for _, s in board.adj[end] if not net.placed[s])
    root = net.find(end)
    net.edge[root] = net.edge[root] - {free}
    assert any("free edge" in p for p in m.check_invariants())


def test_how_to_play_names_the_dotted_cards_and_one_piece_per_segment():
    """The rules help lists the dotted cards in play (board.toml) and says a double segment is one
    piece ("1 seul et unique tronçon en montagne")."""
    from game.plugins import default_registry

    record = default_registry().get("transeuropa")
    helper = record.manifests.help
    setup = next(s for s in helper.sections if s.id == "setup")
    for city_id in record.manifests.board.city_cards.dotted:
        name = next(c.name for c in record.manifests.board.cities if c.id == city_id)
        assert name in setup.text.fr and name in setup.text.en
    build = next(s for s in helper.sections if s.id == "build")
    assert "UNE pièce" in build.text.fr and "ONE piece" in build.text.en
