"""The triangular grid: intersections, neighbours, segment ids and costs."""

import tomllib
from pathlib import Path

import pytest

from game.rules.grid_board import DOUBLE_COST, PLAIN_COST, GridBoard, grid_distance

BOARD_TOML = Path(__file__).resolve().parents[2] / "rulesets/transeuropa/railcade_transeuropa/board.toml"


def transeuropa_board() -> GridBoard:
    data = tomllib.loads(BOARD_TOML.read_text(encoding="utf-8"))
    return GridBoard.from_rows(
        data["intersections"]["rows"],
        doubles=[((x1, y1), (x2, y2)) for x1, y1, x2, y2 in data["segments"]["double"]],
        cities=[(c["id"], c["name"], c["color"], tuple(c["at"])) for c in data["cities"]],
        colors=data["city_cards"]["colors"],
    )


def test_triangle_has_three_segments():
    board = GridBoard([(0, 1), (2, 1), (1, 0)])
    assert board.seg_ids == ("0,1-1,0", "0,1-2,1", "1,0-2,1")


def test_segment_ids_are_normalised_by_x_then_y():
    board = GridBoard([(1, 0), (0, 1)])
    assert board.seg_ids == ("0,1-1,0",)
    assert board.segment("0,1-1,0") == 0
    with pytest.raises(KeyError):
        board.segment("1,0-0,1")


def test_neighbours_are_two_apart_on_a_row_or_diagonal():
    board = GridBoard.from_rows([(1, 3), (0, 4)])  # 1,0 3,0 5,0 / 0,1 2,1 4,1 6,1
    centre = board.node("3,0")
    assert sorted(board.node_ids[n] for n, _ in board.adj[centre]) == ["1,0", "2,1", "4,1", "5,0"]


def test_doubles_cost_two_points_plain_one():
    """Trajets en plaine: traits simples; montagne ou rivière: traits doubles. A missing double
    "fait perdre 2 points", a plain one 1 (seg_cost is that scoring cost; every segment is one
    track piece of the supply)."""
    board = GridBoard([(0, 1), (2, 1), (1, 0)], doubles=[((2, 1), (1, 0))])
    assert board.seg_cost[board.segment("1,0-2,1")] == DOUBLE_COST
    assert board.seg_cost[board.segment("0,1-2,1")] == PLAIN_COST
    assert board.is_double(board.segment("1,0-2,1"))


def test_transeuropa_board_has_the_transcribed_counts():
    """35 cartes villes, de 7 de chaque couleur (il existe une carte par ville figurant sur la carte)."""
    board = transeuropa_board()
    assert board.node_count == 210
    assert board.segment_count == 577
    assert sum(1 for c in board.seg_cost if c == DOUBLE_COST) == 153
    assert len(board.cities) == 35
    for color in ("yellow", "red", "orange", "blue", "green"):
        assert len(board.cities_of_color(color)) == 7
    assert board.node_ids[board.city_node("glasgow")] == "9,0"


def test_grid_distance_counts_segments():
    assert grid_distance((0, 1), (4, 1)) == 2
    assert grid_distance((0, 1), (1, 2)) == 1
    assert grid_distance((0, 1), (3, 4)) == 3
    assert grid_distance((0, 1), (8, 3)) == 5
