"""The marks composed over a route board (Märklin's stacks and figures) follow what they are
drawn from only: a route or a station hidden while its animation plays is the board's layer, so
its animation starting or landing leaves the marks' key as it was and their layer unmade."""

from __future__ import annotations

import pytest

from game.client.headless import make_match
from game.client.scenes.table import TableScene

from .conftest import installed
from .driver import frames

pytestmark = pytest.mark.skipif(not installed("marklin"), reason="marklin ruleset not installed")


def _table(app) -> TableScene:
    match = make_match("marklin", (), 4, seed=3, humans=0, registry=app.registry)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    frames(app, 3)
    return table


def test_a_route_hidden_and_landing_leaves_the_stacks_and_figures_alone(app, monkeypatch):
    table = _table(app)
    hud = table.hud
    assert hud.holds_board() and hud.board_extras.extras().get("stacks")
    made = []
    items = hud.board_extras._items
    monkeypatch.setattr(hud.board_extras, "_items", lambda *args: (made.append(args), items(*args))[1])
    key = hud.marks_key()
    route = table.view["routes"][0]["id"]
    table.hidden.add(route)  # its claim animation starts
    frames(app, 2)
    assert hud.marks_key() == key
    table.hidden.discard(route)  # it lands
    frames(app, 2)
    assert hud.marks_key() == key and made == []
    # A figure hidden is one of the marks': they follow.
    city = next(iter(hud.board.city_pos))
    table.hidden.add(f"figure:{city}")
    frames(app, 2)
    assert hud.marks_key() != key and len(made) == 1
    app.pop()
    table.close()


def test_a_new_view_with_the_same_marks_keeps_their_key(app):
    """A view made anew (every move) whose stacks and figures are those of the last: the key
    compares equal, so the canvas is not composed again for it."""
    table = _table(app)
    hud = table.hud
    key = hud.marks_key()
    table.view = table.match.view(table.viewer)
    assert table.view is not None and hud.marks_key() == key
    assert hud.board_extras.refresh(table.hidden) == []
    app.pop()
    table.close()


def test_a_figure_hidden_and_shown_lists_the_figures_again_not_the_stacks(app, monkeypatch):
    """A passenger dropping onto a city (its figure hidden, then shown) changes the marks: the
    layer of stacks and figures is brought up to date, but the stacks' items of the same view
    are not made again (one per stack before: 35 on Märklin's board)."""
    from game.client import route_board_extras

    table = _table(app)
    hud = table.hud
    stacks = hud.board_extras.extras()["stacks"]
    measured = []
    stack_bounds = route_board_extras.stack_bounds
    monkeypatch.setattr(route_board_extras, "stack_bounds", lambda p: (measured.append(p), stack_bounds(p))[1])
    city = next(iter(hud.board.city_pos))
    for change in (table.hidden.add, table.hidden.discard):
        change(f"figure:{city}")
        frames(app, 2)
    assert measured == [] and len(stacks) > 10
    # A new view whose stacks list is another object: its items are made, once.
    table.view = table.match.view(table.viewer)
    hud.board_extras.refresh(table.hidden)
    hud.board_extras.refresh(table.hidden | {f"figure:{city}"})
    assert len(measured) == len([s for s in stacks if s.get("values")])
    app.pop()
    table.close()
