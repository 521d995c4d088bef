"""The route board's geometry and the end screen's wording, checked on real rulesets headless."""

from __future__ import annotations

import math

import pytest

from game.client.headless import make_match, play
from game.client.scenes.score import ScoreScene, line_text
from game.client.scenes.table import TableScene
from game.i18n import set_language

from .conftest import installed

pytestmark = pytest.mark.skipif(not installed("europe"), reason="the Europe ruleset is not installed")


@pytest.fixture
def europe_table(app):
    match = make_match("europe", (), 3, seed=1, humans=1, registry=app.registry)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    return table


def test_every_route_reaches_both_of_its_cities(europe_table):
    """Cars used to be centred with a capped length, so long routes (the Black Sea ferries) floated
    far from their cities. The first and last cars must touch the cities' plates."""
    from game.client.pg import pygame

    board = europe_table.hud.board
    for r in europe_table.view["routes"]:
        geom = board.routes[r["id"]]
        for (center, angle, length), city, sign in ((geom.slots[0], r["a"], -1), (geom.slots[-1], r["b"], 1)):
            tip = (center[0] + sign * math.cos(angle) * length / 2, center[1] + sign * math.sin(angle) * length / 2)
            plate = pygame.Rect(board.plate_rect(city))
            gap = math.hypot(max(plate.left - tip[0], 0, tip[0] - plate.right),
                             max(plate.top - tip[1], 0, tip[1] - plate.bottom))
            assert gap < 30, (r["id"], city, gap)


def test_double_routes_sit_on_both_sides_of_the_line(europe_table):
    board = europe_table.hud.board
    routes = {r["id"]: r for r in europe_table.view["routes"]}
    for rid, r in routes.items():
        if r.get("twin") and rid < r["twin"]:
            a, b = board.routes[rid].slots[0][0], board.routes[r["twin"]].slots[0][0]
            b_end = board.routes[r["twin"]].slots[-1][0]
            # The two tracks are apart by twice the offset, whichever way each one is listed.
            assert min(math.dist(a, b), math.dist(a, b_end)) > 8, rid


def test_end_screen_names_ticket_cities_in_the_players_language(app):
    match = make_match("europe", (), 3, seed=2, humans=0, registry=app.registry)
    play(match, None, 2)
    names = {c.name for c in match.setup.data.board.cities}
    ids = {c.id for c in match.setup.data.board.cities}
    set_language("fr")
    try:
        texts = []
        for score in match.score().values():
            for line in score.lines:
                texts.append((line, line_text(line)))
        tickets = [(line, text) for line, text in texts if line.category.startswith("tickets_")]
        assert tickets
        for line, text in tickets:
            a, b = line.label.split(" – ")
            assert a in names and b in names, text
            detail = dict(line.detail)
            assert detail["a"] in ids and detail["b"] in ids
        longest = [text for line, text in texts if line.category == "longest_path"]
        assert longest and all("wagons" in t for t in longest)
        assert not any("unbuilt" in t or " cars" in t for _, t in texts)
        app.push(ScoreScene(app, match, final=True))
        app.update(3.0)
        app.draw()
    finally:
        set_language("en")


def tap(app, pos) -> None:
    """A finger on the touch screen (normalised window coordinates, no mouse, no keyboard)."""
    w, h = app.window_size()
    x, y = pos[0] / w, pos[1] / h
    for kind in (pygame_mod().FINGERDOWN, pygame_mod().FINGERUP):
        app.dispatch(pygame_mod().event.Event(kind, x=x, y=y, dx=0, dy=0, touch_id=1, finger_id=1, pressure=1))


def pygame_mod():
    from game.client.pg import pygame

    return pygame


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_names_can_be_changed_by_touch_alone(app, lang):
    from game.client.scenes.newgame import NewGameScene

    set_language(lang)
    try:
        scene = NewGameScene(app)
        app.push(scene)
        app.update(0.5)
        presets = tr_list("newgame.preset_names")
        before = scene.seats[0].name
        seen = []
        for _ in range(3):
            button = next(b for b in scene.buttons if b.key == "next-name:0")
            tap(app, button.rect.center)
            seen.append(scene.seats[0].name)
        assert seen[0] != before and len(set(seen)) == 3
        assert all(name in presets for name in seen)
        others = {s.name for s in scene.seats[1:scene.count]}
        assert not others & set(seen)
        assert not app.input.text_mode  # no keyboard was asked for
        start = next(b for b in scene.buttons if b.key == "start")
        tap(app, start.rect.center)
        assert isinstance(app.scene, TableScene)
        assert app.scene.match.seats[0].name == seen[-1]
    finally:
        set_language("en")


def tr_list(key):
    from game.i18n import tr

    return tr(key).split(",")
