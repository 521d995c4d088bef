"""A grid board's city names composed again in a few rectangles (a track landing, a marker set):
each name's bounds are measured once per placing of the names, not once per rectangle and name,
and the names drawn in a rectangle are those reaching into it, in the names' order."""

from __future__ import annotations

import pytest

from game.client import grid_view
from game.client.headless import make_match
from game.client.pg import pygame
from game.client.scenes.table import TableScene

from .conftest import installed
from .driver import frames

pytestmark = pytest.mark.skipif(not installed("transeuropa"), reason="transeuropa ruleset not installed")


def test_names_bounds_are_measured_once_per_placing_not_per_rectangle(app, monkeypatch):
    match = make_match("transeuropa", (), 4, seed=3, humans=0, registry=app.registry)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    frames(app, 3)
    hud = table.hud
    board = hud.board
    measured = []
    name_bounds = grid_view.name_bounds
    counted = lambda label: (measured.append(label), name_bounds(label))[1]  # noqa: E731
    monkeypatch.setattr(grid_view, "name_bounds", counted)
    monkeypatch.setattr("game.client.table_hud.name_bounds", counted, raising=False)  # (where it was used)
    names = board.names(table.board_view()["tracks"], [at for at in table.view["markers"] if at])
    assert len(names) > 10
    rects = [board.rect.inflate(-k * 120, -k * 80) for k in range(5)]
    drawn = []
    draw_city_name = __import__("game.client.route_view", fromlist=["draw_city_name"]).draw_city_name
    monkeypatch.setattr("game.client.route_view.draw_city_name",
                        lambda surface, name, label, *a, **k: (drawn.append(name), draw_city_name(surface, name, label, *a, **k)))
    scratch = pygame.Surface(app.screen.get_size()).convert()
    for rect in rects:
        scratch.set_clip(rect)
        hud.draw_board_marks(scratch, rect)
    scratch.set_clip(None)
    hud._marks(table.view)
    assert measured == []  # measured when the names were placed, in the table's first frames
    # The names drawn are those whose bounds reach into each rectangle, in the names' order.
    expected = [board.cities[at]["name"] for rect in rects for at, label in names.items()
                if rect.colliderect(name_bounds(label))]
    assert drawn == expected and drawn
    # Placed again (a marker set): measured again, once each.
    markers = [at for at in table.view["markers"] if at] + [next(iter(board.cities))]
    board.names(table.board_view()["tracks"], markers)
    board.names_bounds()
    board.names_bounds()
    assert len(measured) == len(names), (len(measured), len(names))
    app.pop()
    table.close()
