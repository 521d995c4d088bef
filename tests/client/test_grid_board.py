"""The Trans Europa board at the table: the map under the grid, and face-up city cards shown on it."""

from __future__ import annotations

import pytest

from game.client.headless import make_match, play
from game.client.scenes.table import TableScene

from .conftest import installed

pytestmark = pytest.mark.skipif(not installed("transeuropa"), reason="Trans Europa is not installed")


def table_for(app, variants, seed=3, players=3):
    match = make_match("transeuropa", variants, players, seed=seed, humans=1, registry=app.registry)
    play(match, 12)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    app.update(0.1)
    app.draw()
    return table


def test_the_map_of_europe_lies_under_the_grid(app):
    table = table_for(app, ())
    board = table.hud.board
    assert len(board.map_anchors) == 35  # every city has its lon/lat
    assert board.map_background() is not None


def test_hidden_city_cards_put_no_pips_on_the_board(app):
    """Base game: « chaque joueur reçoit ... secrètement » — only the viewer's own panel shows them."""
    table = table_for(app, ())
    assert table.hud.public_objective_pips(table.view) is None


def test_visible_objectives_show_every_seats_cities_on_the_board(app):
    """Variante « objectifs visibles »: the city cards lie face up, so the board marks them."""
    table = table_for(app, ("transeuropa-visible-objectives",))
    view = table.view
    assert all(cities is not None for cities in view["objectives"])
    layer = table.hud.public_objective_pips(view)
    assert layer is not None
    board = table.hud.board
    # A pip in the holder's colour stands next to each of its cities.
    for seat, cities in enumerate(view["objectives"]):
        color = table.hud.seat_rgb(seat)
        for cid in cities:
            x, y = board.pos[board.city_by_id[cid]["at"]]
            x, y = x - board.rect.x, y - board.rect.y
            near = [layer.get_at((int(x + dx), int(y + dy)))[:3] for dx in range(-40, 41, 2)
                    for dy in range(-40, 41, 2)
                    if 0 <= x + dx < layer.get_width() and 0 <= y + dy < layer.get_height()]
            assert tuple(color) in [tuple(c) for c in near], (seat, cid)


def test_round_lines_say_what_each_round_cost_in_the_players_language(app):
    """« chaque joueur perd un point par rail manquant » : the end screen says how many were missing."""
    from game.client.scenes.score import line_text
    from game.i18n import set_language

    match = make_match("transeuropa", (), 3, seed=4, humans=0, registry=app.registry)
    play(match, None)
    set_language("fr")
    try:
        for score in match.score().values():
            rounds = [line for line in score.lines if line.category == "round"]
            assert rounds
            for line in rounds:
                text = line_text(line)
                detail = dict(line.detail)
                assert text.startswith(f"Manche {detail['round']} · ")
                assert "round" not in text
                plain, double = detail["plain"], detail["double"]
                if line.points:  # each missing part named once, with its French plural
                    assert "manque" in text, text
                    if plain:
                        assert f"{plain} tronçon{'s' if plain > 1 else ''} simple{'s' if plain > 1 else ''}" in text, text
                    if double:
                        assert f"{double} tronçon{'s' if double > 1 else ''} double{'s' if double > 1 else ''}" in text, text
    finally:
        set_language("en")


def test_the_bent_map_puts_each_city_on_its_own_place():
    """Trans Europa's map is bent onto the grid (tools/build_basemap.py --bend-onto): every city's
    intersection lies on land (within a tenth of a grid step, for ports), and the cities across a
    sea stand on their own shores: Dublin on Ireland, not over Wales next to London."""
    import math
    import tomllib
    from importlib import resources

    from game.client.basemap import load_basemap, point_in_ring

    bent = load_basemap("transeuropa_grid")
    text = resources.files("railcade_transeuropa").joinpath("board.toml").read_text("utf-8")
    cities = {c["id"]: (c["at"][0] / 2, c["at"][1] * math.sqrt(3) / 2) for c in tomllib.loads(text)["cities"]}

    def near_land(u, v, reach=0.1):
        return any(bent.is_land(u + dx * reach, v + dy * reach) for dx in (-1, 0, 1) for dy in (-1, 0, 1))

    assert all(near_land(*p) for p in cities.values()), [c for c, p in cities.items() if not near_land(*p)]

    def island(city):  # the land ring under the city, or under a point a tenth of a step off (ports)
        u, v = cities[city]
        spots = [(u, v)] + [(u + dx * 0.1, v + dy * 0.1) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
        return next(i for x, y in spots for i, ring in enumerate(bent.land) if point_in_ring(x, y, ring))

    assert island("dublin") != island("london") == island("glasgow") == island("plymouth")
    assert island("london") != island("paris") == island("madrid")


def test_the_side_panel_holds_six_seats_with_both_variants(app):
    """Six seats, visible objectives and locomotive blocking: the seats, the legend, the player's
    cities, the round and barrier lines and the buttons follow each other without overlapping
    ("End turn" once covered "Barrier: N")."""
    from game.client import theme

    table = table_for(app, ("transeuropa-visible-objectives", "transeuropa-locomotive-blocking"), players=6)
    hud = table.hud
    seats = hud.seat_rects()
    assert len(seats) == 6
    assert all(a.bottom <= b.top for a, b in zip(seats, seats[1:]))
    assert seats[-1].bottom <= hud.legend_y < hud.objectives_y
    cities = hud.objective_rects()
    assert all(r.bottom <= hud.info_y() for r in cities)
    info_bottom = hud.info_y() + 30 + theme.size("body") + 8  # two lines: round · barrier, then the supply
    assert info_bottom <= hud.button_row()
    assert hud.button_row() + 68 <= theme.H
