"""Exact Steiner trees: the cheapest "virtual" network of a round's scoring."""

import pytest

from game.rules.grid_board import GridBoard
from game.rules.grid_network import GridNetwork
from game.rules.steiner import SteinerGraph, grid_steiner_graph


def test_star_needs_a_steiner_point_that_is_no_terminal():
    # Three leaves around a centre: a spanning tree on the terminals alone would cost 4 (2 + 2),
    # the Steiner tree through the centre costs 3.
    ends = [(0, 1), (0, 2), (0, 3), (1, 2), (2, 3)]
    costs = [1, 1, 1, 2, 2]
    tree = SteinerGraph(4, ends, costs).tree([1, 2, 3])
    assert tree.cost == 3
    assert tree.edges == (0, 1, 2)


def test_free_edges_cost_nothing_and_are_not_listed():
    """Tous les tronçons présents sur le plateau de jeu peuvent être pris en compte dans le réseau
    "virtuel" des joueurs qui perdent des points."""
    ends = [(0, 1), (1, 2), (2, 3)]
    tree = SteinerGraph(4, ends, [1, 1, 1], free=bytes([0, 1, 0])).tree([0, 3])
    assert tree.cost == 2
    assert tree.edges == (0, 2)


def test_terminals_already_joined_cost_nothing():
    tree = SteinerGraph(3, [(0, 1), (1, 2)], [1, 2], free=bytes([1, 1])).tree([0, 2, 1])
    assert tree.cost == 0 and tree.edges == ()


def test_double_segments_count_two():
    """Chaque tronçon de montagne ou de rivière (trait double sur la carte) fait perdre 2 points."""
    # A double shortcut (cost 2) against a plain detour of three segments (cost 3).
    ends = [(0, 3), (0, 1), (1, 2), (2, 3)]
    tree = SteinerGraph(4, ends, [2, 1, 1, 1]).tree([0, 3])
    assert tree.cost == 2 and tree.edges == (0,)


def test_unreachable_terminals_raise():
    with pytest.raises(ValueError):
        SteinerGraph(3, [(0, 1)], [1]).tree([0, 2])


def test_on_a_grid_with_tracks_other_players_laid():
    b = GridBoard.from_rows([(1, 4), (0, 5), (1, 4)], doubles=[((2, 1), (3, 2))])
    net = GridNetwork(b)
    # Someone else's line along the top row is free for everyone.
    for a, c in (("1,0", "3,0"), ("3,0", "5,0"), ("5,0", "7,0")):
        net.place(b.segment_between(b.node(a), b.node(c)))
    graph = grid_steiner_graph(b, net.placed)
    tree = graph.tree([b.node("0,1"), b.node("8,1"), b.node("5,2")])
    # 0,1-1,0 and 7,0-8,1 reach the free line; 5,2 needs two more plain segments up to it
    assert tree.cost == 4
    ids = {b.seg_ids[e] for e in tree.edges}
    assert "0,1-1,0" in ids and "7,0-8,1" in ids
    assert sum(b.seg_cost[e] for e in tree.edges) == tree.cost


def test_a_kept_graph_is_found_again_only_for_the_same_tracks():
    """Graphs and trees are kept for a replayed round: the same board and tracks give the same
    graph back, a track laid since gives a new one with the new track free."""
    b = GridBoard.from_rows([(1, 4), (0, 5), (1, 4)], doubles=[((2, 1), (3, 2))])
    net = GridNetwork(b)
    net.place(b.segment_between(b.node("1,0"), b.node("3,0")))
    first = grid_steiner_graph(b, net.placed)
    terminals = [b.node("1,0"), b.node("5,0")]
    before = first.tree(terminals)
    assert grid_steiner_graph(b, bytearray(net.placed)) is first
    assert first.tree(list(terminals)) is before
    net.place(b.segment_between(b.node("3,0"), b.node("5,0")))
    second = grid_steiner_graph(b, net.placed)
    assert second is not first
    assert second.tree(terminals).cost == before.cost - 1 == 0
    # The tracks of the first graph are those it was built with, whatever happened since.
    assert first.tree(terminals) is before
