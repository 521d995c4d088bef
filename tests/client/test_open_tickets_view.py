"""With the open-tickets house rule, the table shows other players' tickets: on their seat panel,
in a panel beside it, and on the map."""

from __future__ import annotations

import pytest

from game.client.headless import make_match, play
from game.client.scenes.table import TableScene

from .conftest import installed
from .driver import click

pytestmark = pytest.mark.skipif(not installed("europe-open-tickets"), reason="europe-open-tickets not installed")


def table_with(app, variants, players=3, actions=40):
    match = make_match("europe", variants, players, seed=2, humans=1, registry=app.registry)
    play(match, actions, 2)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    app.update(0.2)
    return table


def test_other_players_tickets_are_shown_beside_their_panel_and_on_the_map(app):
    table = table_with(app, ["europe-open-tickets"])
    keys = {t.key for t in table.nav.targets if t.key[0] == "open-tickets"}
    assert keys == {("open-tickets", 1), ("open-tickets", 2)}  # not the viewer's own (seat 0)
    app.draw()
    plain = app.screen.copy()
    table.nav.focus = ("open-tickets", 1)
    app.draw()
    hud = table.hud
    panel_area = hud.seat_rects()[1].move(-hud.seat_rects()[1].w - 40, 0)
    changed = sum(plain.get_at((x, y)) != app.screen.get_at((x, y))
                  for x in range(panel_area.x, panel_area.right, 7) for y in range(panel_area.y, panel_area.bottom, 7))
    assert changed > 50  # the tickets panel is drawn over the board
    tickets = table.view["open_tickets"][1]
    assert tickets
    city = tickets[0]["a"]
    plate = hud.board.plate_rect(city)  # a city is drawn as a plate bearing its name
    ring = [app.screen.get_at((x, plate.centery)) for x in range(plate.x - 8, plate.x + 1)]
    ring += [app.screen.get_at((x, plate.centery)) for x in range(plate.right - 1, plate.right + 8)]
    seat_rgb = tuple(hud.seat_rgb(1))
    assert any(tuple(p)[:3] == seat_rgb for p in ring)  # the city is ringed in the player's colour


def test_a_tap_pins_the_panel_and_another_closes_it(app):
    table = table_with(app, ["europe-open-tickets"])
    target = table.nav.get(("open-tickets", 2))
    click(app, target.rect.center)
    assert table.hud.open_tickets.pinned == 2
    table.nav.focus = None
    assert table.hud.open_tickets.shown(None) == 2
    click(app, target.rect.center)
    assert table.hud.open_tickets.pinned is None


def test_without_the_house_rule_tickets_stay_hidden(app):
    table = table_with(app, [])
    assert "open_tickets" not in table.view
    assert not [t for t in table.nav.targets if t.key[0] == "open-tickets"]
