"""The table's still picture (board, side panel, hand) is one canvas painted in place, blitted once
per frame; a closed table lets go of it, and of its board's layer and map, before the next table
paints its own (the client's memory peak is one table, not two)."""

from __future__ import annotations

import pytest

from game.client.headless import make_match, play
from game.client.scenes.table import TableScene

from .conftest import installed
from .test_text_sizes import show


def _bot_table(app, ruleset: str, after: int = 30):
    if not installed(ruleset):
        pytest.skip(f"{ruleset} is not installed")
    match = make_match(ruleset, (), 4, seed=2, humans=0, registry=app.registry)
    play(match, after, 2)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    show(app, table)
    return table


@pytest.mark.parametrize("ruleset", ["europe", "transeuropa"])
def test_the_frame_is_the_canvas_with_what_moves_over_it(app, ruleset):
    table = _bot_table(app, ruleset)
    hud = table.hud
    assert hud.canvas is not None and hud.canvas.get_size() == app.screen.get_size()
    # The side panel is a part of the canvas, so a repainted seat is on the next frame's blit.
    assert hud.right.get_parent() is hud.canvas
    if ruleset == "europe":
        assert hud.board.layer.get_parent() is hud.canvas and hud.hand.get_parent() is hud.canvas
        claimed = next(r for r in table.view["routes"] if r["owner"] is not None)
        center = hud.board.routes[claimed["id"]].slots[0][0]
        assert app.screen.get_at((int(center[0]), int(center[1]))) == hud.canvas.get_at((int(center[0]), int(center[1])))
    else:
        # The grid's marks (start markers, names) are composed onto the canvas, not drawn each frame.
        marker = next(at for at in table.view["markers"] if at)
        x, y = hud.board.marker_spot(marker)
        assert hud.canvas.get_at((int(x), int(y))) != hud.board.layer.get_at((int(x - hud.board.rect.x),
                                                                               int(y - hud.board.rect.y)))


@pytest.mark.parametrize("ruleset", ["europe", "transeuropa"])
def test_a_closed_table_lets_go_of_its_big_surfaces(app, ruleset):
    from game.client import route_view

    table = _bot_table(app, ruleset)
    hud = table.hud
    board = hud.board
    table.close()
    assert hud.canvas is None and hud.right is None and board.layer is None
    if ruleset == "europe":
        assert hud.hand is None
        assert not any(key[0] == board.board_id and key[2] == id(board.layout) for key in route_view._basemap_cache)
    else:
        assert board._map is None
    # Drawn once more (an overlay over a closing table), it builds its view anew rather than fail.
    show(app, table, 1)
    assert table.hud is not hud and table.hud.canvas is not None
