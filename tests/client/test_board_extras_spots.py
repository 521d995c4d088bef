"""Where stacks and figures stand on a board that keeps no room for them on city plates."""

from __future__ import annotations

from types import SimpleNamespace

from game.client.route_board_extras import FIGURE_OFFSET, STACK_OFFSETS, BoardExtras


def _extras(board) -> BoardExtras:
    extras = BoardExtras.__new__(BoardExtras)  # only the spots are looked at: no table needed
    extras.hud = SimpleNamespace(board=board)
    return extras


def test_spots_beside_the_marker_without_plates():
    extras = _extras(SimpleNamespace(city_pos={"mainz": (100, 100)}))
    assert extras.stack_spot("mainz") == (100 + STACK_OFFSETS[0][0], 100 + STACK_OFFSETS[0][1])
    assert extras.figure_spot("mainz") == (100 + FIGURE_OFFSET[0], 100 + FIGURE_OFFSET[1] + 10)
    assert extras.stack_spot("atlantis") is None and extras.figure_spot("atlantis") is None


def test_spots_from_the_plates_when_the_board_keeps_them():
    board = SimpleNamespace(city_pos={"mainz": (100, 100)}, stack_spot=lambda c: (1, 2), figure_spot=lambda c: (3, 4))
    extras = _extras(board)
    assert extras.stack_spot("mainz") == (1, 2) and extras.figure_spot("mainz") == (3, 4)
