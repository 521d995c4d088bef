"""The plugins screen, the switches it keeps in the settings, and what the new-game screen offers."""

from __future__ import annotations

import pytest

from game.client import theme, ui
from game.client.headless import make_app
from game.client.intents import Intent
from game.client.scenes.newgame import NewGameScene
from game.client.scenes.plugins import LIST, PluginsScene
from game.client.settings import Settings, load_settings, save_settings
from game.i18n import set_language

from .conftest import installed
from .driver import click, key

pytestmark = pytest.mark.skipif(not (installed("europe") and installed("transeuropa")),
                                reason="the shipped rulesets are not installed")


def row_titles(scene: PluginsScene) -> list[tuple[int, str]]:
    return [(row.indent, row.record.id if row.record else "") for row in scene.rows]


def test_plugins_are_grouped_under_their_game(app):
    scene = PluginsScene(app)
    app.push(scene)
    rows = row_titles(scene)
    groups: dict[str, set[str]] = {}
    game = ""
    for indent, rid in rows:
        if indent == 0:
            game = rid
            groups[game] = set()
        else:
            groups[game].add(rid)
    assert groups["europe"] >= {"europe-open-tickets", "europe-short-game"}
    assert groups["transeuropa"] >= {"transeuropa-visible-objectives", "transeuropa-locomotive-blocking"}
    for game, variants in groups.items():
        for rid in variants:
            assert game in app.registry.find(rid).info.applies_to
    short = next(row for row in scene.rows if row.record and row.record.id == "europe-short-game")
    text = " ".join(line for line, _ in short.lines)
    assert "30" in text and short.meta.startswith("v1.0.0")  # version and what the variant changes


def test_switching_a_variant_off_hides_it_from_new_game_and_is_kept(app, config_dir):
    app.persist = True
    scene = PluginsScene(app)
    app.push(scene)
    for _ in range(20):  # the mouse wheel brings it into the list if it is below
        switch = scene.nav.get(("switch", "europe-short-game"))
        if LIST.contains(switch.rect):
            break
        app.send(Intent("scroll", amount=-1))
    assert LIST.contains(switch.rect)
    click(app, switch.rect.center)
    assert app.settings.disabled_plugins == ["europe-short-game"]
    assert load_settings().disabled_plugins == ["europe-short-game"]  # written to settings.toml
    assert app.registry.get("europe-short-game").ok  # still installed and working

    newgame = NewGameScene(app)
    newgame.pick_ruleset([r.id for r in newgame.rulesets].index("europe"))
    offered = {r.id for r in newgame.variant_records()}
    assert "europe-short-game" not in offered and "europe-open-tickets" in offered

    scene.switch(app.registry.get("europe-short-game"))
    assert app.settings.disabled_plugins == []
    newgame = NewGameScene(app)
    newgame.pick_ruleset([r.id for r in newgame.rulesets].index("europe"))
    assert "europe-short-game" in {r.id for r in newgame.variant_records()}


def test_a_switched_off_game_is_not_offered_and_all_off_says_where_to_switch(app):
    everything = {r.id for r in NewGameScene(app).rulesets}
    assert {"europe", "transeuropa"} <= everything
    app.settings.disabled_plugins = ["transeuropa"]
    assert {r.id for r in NewGameScene(app).rulesets} == everything - {"transeuropa"}
    app.settings.disabled_plugins = sorted(everything)
    scene = NewGameScene(app)
    assert scene.rulesets == [] and scene.any_switched_off
    app.push(scene)
    app.draw()  # says "switch one on in Rulesets & plugins" rather than "install one"


def test_read_only_plugins_screen_has_no_switches(app):
    app.plugins_read_only = True  # what kiosk mode sets
    scene = PluginsScene(app)
    assert scene.read_only
    assert not [b for b in scene.buttons if isinstance(b.key, tuple)]
    scene.switch(app.registry.get("europe-short-game"))
    assert app.settings.disabled_plugins == []
    app.push(scene)
    app.draw()
    assert any(b.key == ("switch", "europe") for b in PluginsScene(app, read_only=False).buttons)


def test_broken_and_orphan_plugins_say_why_in_plain_words(toy_registry):
    application = make_app("en", registry=toy_registry, audio=False)
    scene = PluginsScene(application)
    application.push(scene)
    by_id = {row.record.id: row for row in scene.rows if row.record}
    reason = " ".join(line for line, _ in by_id["toy-importerror"].lines)
    assert "needs the Python module “a_module_that_is_not_installed”, which is not installed" in reason
    dangling = " ".join(line for line, _ in by_id["toy-dangling"].lines)
    assert "One of its data files has a mistake" in dangling and "unknown city 'zeta'" in dangling
    assert not by_id["toy-importerror"].switch  # a broken plugin has no switch
    assert by_id["toyrail-bonus"].switch
    application.draw()
    # The bottom of the list is reachable by the page buttons touch screens use.
    assert scene.max_scroll() > 0 and scene.scroll == 0
    click(application, scene.nav.get("scroll-down").rect.center)
    assert scene.scroll > 0


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_menus_for_plugins_and_new_game_use_text_of_24_px_or_more(app, monkeypatch, lang):
    """Read from a sofa: no text under 24 px at 1080p on these two screens."""
    sizes = []
    real_font = theme.font

    def recording(size, bold=False):
        sizes.append(size)
        return real_font(size, bold)

    set_language(lang)
    try:
        for scene in (PluginsScene(app), NewGameScene(app)):
            app.stack = [scene]
            scene.rebuild()
            monkeypatch.setattr(theme, "_text", {})
            monkeypatch.setattr(ui, "_buttons", {})
            monkeypatch.setattr(theme, "font", recording)
            app.draw()
            monkeypatch.setattr(theme, "font", real_font)
            assert sizes and min(sizes) >= 24, (type(scene).__name__, min(sizes))
            sizes.clear()
    finally:
        set_language("en")


def test_new_game_sets_the_rulesets_options(app):
    """Trans Europa's "dotted cards" option can be set on the screen and reaches the match."""
    scene = NewGameScene(app)
    app.push(scene)
    scene.pick_ruleset([r.id for r in scene.rulesets].index("transeuropa"))
    scene.change_count(-1)  # 2 players: the dotted cards matter
    option = scene.nav.get("option:dotted_cards_out")
    assert option is not None
    click(app, option.rect.center)
    click(app, scene.nav.get("start").rect.center)
    match = app.scene.match
    assert match.setup.options["dotted_cards_out"] is False and match.setup.players == 2


def test_new_game_seat_table_has_headers_and_explains_the_next_name_button(app):
    from game.i18n import tr

    scene = NewGameScene(app)
    app.push(scene)
    drawn = []
    real_text = theme.text

    def recording(value, *args, **kwargs):
        drawn.append(value)
        return real_text(value, *args, **kwargs)

    theme.text = recording
    try:
        app.draw()
    finally:
        theme.text = real_text
    joined = " ".join(drawn)
    for key in ("newgame.col.name", "newgame.col.plays", "newgame.col.level", "newgame.col.color"):
        assert tr(key) in joined
    assert "↻" in joined and "no keyboard needed" in joined


def test_settings_keep_switched_off_plugins_and_ignore_bad_values(tmp_path):
    path = tmp_path / "settings.toml"
    settings = Settings()
    settings.switch_plugin("b-variant", False)
    settings.switch_plugin("a-variant", False)
    settings.switch_plugin("b-variant", True)
    assert save_settings(settings, path)
    assert load_settings(path).disabled_plugins == ["a-variant"]
    path.write_text('disabled_plugins = "europe"\n')
    assert load_settings(path).disabled_plugins == []
    path.write_text('disabled_plugins = ["europe", 3, "europe"]\n')
    assert load_settings(path).disabled_plugins == ["europe"]


def test_keys_scroll_the_plugin_list_to_the_focused_switch(toy_registry):
    from game.client.pg import pygame

    application = make_app("en", registry=toy_registry, audio=False)
    scene = PluginsScene(application)
    application.push(scene)
    assert scene.max_scroll() > 0  # six toy plugins do not fit on one screen
    switches = [t for t in scene.nav.targets if isinstance(t.key, tuple)]
    last = max(switches, key=lambda t: t.rect.y)
    scene.nav.focus = last.key
    key(application, pygame.K_DOWN)
    key(application, pygame.K_UP)
    focused = scene.nav.focused
    assert focused is not None and LIST.contains(focused.rect)
