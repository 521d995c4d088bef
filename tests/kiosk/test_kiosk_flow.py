"""The kiosk as a guest and as staff meet it, driven by touches and a fake clock (the app's fixed
steps are advanced by hand; the wall clock is a fixture): attract mode, idle guests, paused games,
the locked-down title, the hidden admin unlock, restart and resume, screen care."""

from __future__ import annotations

from datetime import timedelta

import pytest

from game.client.pg import pygame
from game.client.scenes.privacy import PrivacyScene
from game.client.scenes.table import TableScene
from game.kiosk.scenes.admin import AdminScene, PinPadScene
from game.kiosk.scenes.attract import AttractScene
from game.kiosk.scenes.idle import StillPlayingScene
from game.kiosk.scenes.title import KioskTitleScene
from game.kiosk.stats import read_lines

from .conftest import PIN

def _installed(ruleset: str) -> bool:
    from game.plugins import default_registry

    return default_registry().get(ruleset) is not None


pytestmark = pytest.mark.skipif(not _installed("europe"), reason="europe ruleset not installed")


def advance(app, seconds: float, step: float = 0.1) -> None:
    """Fake time: the app's clock moves by ``seconds`` without waiting and without drawing."""
    for _ in range(round(seconds / step)):
        app.update(step)


def tap(app, pos) -> None:
    x, y = pos[0] / 1920, pos[1] / 1080
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        app.dispatch(pygame.event.Event(kind, x=x, y=y, dx=0, dy=0, finger_id=0, touch_id=0, pressure=1))


def tap_button(app, key) -> None:
    tap(app, app.scene.nav.get(key).rect.center)


def human_turn_table(app, humans: int = 1, actions: int = 8, seed: int = 3):
    """A Europe game stopped where a human must act, bots waiting (no thread: time is fake)."""
    from game.client.headless import make_match, play

    match = make_match("europe", (), 3, seed=seed, humans=humans, registry=app.registry)
    play(match, actions, seed)
    while match.active_seats[0] >= humans:
        play(match, 1, seed)
    table = TableScene(app, match)
    table.autoplay = False
    app.reset_to(table)
    return table


def events(app):
    app.autosaver.flush()
    return [line["event"] for line in read_lines(app.kiosk.stats.path)[0]]


def test_attract_mode_after_ninety_seconds_and_any_touch_returns_at_once(make_kiosk, kiosk_config):
    app = make_kiosk(kiosk_config)
    app.kiosk.start()
    assert isinstance(app.scene, KioskTitleScene)
    tap_button(app, "lang:en")
    advance(app, 89.8)
    assert isinstance(app.scene, KioskTitleScene)
    advance(app, 0.4)
    attract = app.scene
    assert isinstance(attract, AttractScene) and attract.table is not None
    assert app.settings.lang == kiosk_config.languages.default  # the next guest starts afresh
    assert attract.table.demo and attract.table.autosaver is None
    tap(app, (900, 500))
    assert isinstance(app.scene, KioskTitleScene)
    assert attract.table is None  # the demo's bot thread is gone with it
    assert events(app) == []  # a demo is not a game played


def test_attract_demo_plays_only_allowed_games_and_shows_them_in_turn(make_kiosk, kiosk_config):
    from game.kiosk.config import replace

    from game.plugins import default_registry

    allowed = ("transeuropa",) if default_registry().get("transeuropa") else ("europe",)
    app = make_kiosk(replace(kiosk_config, "games.rulesets", allowed))
    app.kiosk.start_attract()
    scene = app.scene
    for _ in range(2):
        assert scene.table.match.setup.ruleset == allowed[0]
        assert all(seat.kind == "bot" for seat in scene.table.match.seats)
        scene.next_demo()
    name = app.registry.get(allowed[0]).info.name(app.settings.lang)
    assert scene.current_line().startswith(name)  # only the allowed game is described
    app.draw()


def test_still_playing_countdown_then_the_game_is_parked_and_resumable_today(make_kiosk, kiosk_config):
    app = make_kiosk(kiosk_config)
    table = human_turn_table(app)
    live = table.match.snapshot()
    advance(app, 119.6)
    assert app.scene is table
    advance(app, 0.6)
    overlay = app.scene
    assert isinstance(overlay, StillPlayingScene) and app.kiosk.idle.seconds_left == 30
    app.draw()
    advance(app, 29.6)
    assert app.scene is overlay and app.kiosk.idle.seconds_left == 1
    advance(app, 0.6)
    assert isinstance(app.scene, AttractScene)
    assert not app.autosaver.exists()
    assert len(app.kiosk.paused.today()) == 1
    assert events(app) == ["started", "paused"]
    tap(app, (960, 540))
    title = app.scene
    assert isinstance(title, KioskTitleScene) and title.nav.get("paused") is not None
    tap_button(app, "paused")
    tap_button(app, "file:0")
    resumed = app.scene
    assert isinstance(resumed, TableScene) and resumed.match.snapshot() == live
    assert app.kiosk.paused.today() == []
    assert events(app)[-1] == "resumed"


def test_a_touch_answers_still_playing(make_kiosk, kiosk_config):
    app = make_kiosk(kiosk_config)
    table = human_turn_table(app)
    advance(app, 125)
    assert isinstance(app.scene, StillPlayingScene)
    tap(app, (100, 900))
    assert app.scene is table and app.kiosk.idle.phase == "playing"
    advance(app, 100)
    assert app.scene is table  # the count started again


def test_bots_turns_never_count_as_idle(make_kiosk, kiosk_config):
    from game.client.headless import make_match, play

    app = make_kiosk(kiosk_config)
    match = make_match("europe", (), 3, seed=5, humans=1, registry=app.registry)
    play(match, 6, 5)
    while match.active_seats[0] == 0:
        play(match, 1, 5)
    table = TableScene(app, match)
    table.autoplay = False  # a bot thinking forever
    app.reset_to(table)
    advance(app, 400)  # well past "Still playing?" and its countdown
    assert app.scene is table


def test_guests_are_locked_down(make_kiosk, kiosk_config):
    from game.client.scenes.pause import PauseScene
    from game.client.scenes.settings import SettingsScene

    app = make_kiosk(kiosk_config)
    app.kiosk.start()
    title = app.scene
    keys = {b.key for b in title.buttons}
    assert not keys & {"quit", "load", "settings", "plugins"}
    assert {"new", "games", "vol-", "vol+"} <= keys
    app.dispatch(pygame.event.Event(pygame.QUIT))
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    assert app.running and not app.settings.fullscreen
    for _ in range(6):
        tap_button(app, "vol+")
    assert app.settings.volume == kiosk_config.sound.volume_cap
    assert app.locked
    table = human_turn_table(app)
    table.open_menu()
    assert isinstance(app.scene, PauseScene)
    assert {b.key for b in app.scene.buttons} == {"resume", "undo", "help", "settings", "quit"}
    tap_button(app, "settings")
    assert isinstance(app.scene, SettingsScene)
    assert {b.key for b in app.scene.buttons} == {"lang", "volume", "vol-", "vol+", "back"}


def test_kiosk_new_game_offers_only_what_the_cafe_allows(make_kiosk, kiosk_config):
    from game.client.scenes.newgame import NewGameScene
    from game.kiosk.config import replace

    config = replace(kiosk_config, "games.rulesets", ("europe",))
    config = replace(config, "seats.max", 4)
    config = replace(config, "seats.bot_levels", ("easy",))
    app = make_kiosk(config)
    scene = NewGameScene(app)
    app.reset_to(scene)
    assert [r.id for r in scene.rulesets] == ["europe"]
    assert scene.players_range() == (2, 4) and scene.levels() == ["easy"]
    assert scene.nav.get("seed") is None
    name = scene.seats[0].name
    tap_button(app, "name:0")  # no keyboard: a tap gives the next name
    assert scene.seats[0].name != name and scene.editing is None
    no_bots = make_kiosk(replace(config, "seats.bots_fill", False))
    scene = NewGameScene(no_bots)
    assert all(seat.kind == "human" for seat in scene.seats)


def test_hidden_gesture_then_pin_opens_the_admin_panel(make_kiosk, kiosk_config):
    app = make_kiosk(kiosk_config)
    app.kiosk.start()
    for _ in range(4):
        tap(app, (30, 30))
        advance(app, 0.4)
    assert isinstance(app.scene, KioskTitleScene)
    tap(app, (30, 30))
    pad = app.scene
    assert isinstance(pad, PinPadScene)
    for attempt in range(3):
        for digit in "1111":
            tap_button(app, f"digit:{digit}")
        tap_button(app, "ok")
    assert pad.locked_for() > 0  # three wrong PINs: locked
    for digit in PIN:
        tap_button(app, f"digit:{digit}")
    assert pad.entered == ""
    advance(app, 61)
    assert app.scene is pad  # no attract mode over the staff's screens
    for digit in PIN:
        tap_button(app, f"digit:{digit}")
    tap_button(app, "ok")
    assert isinstance(app.scene, AdminScene)


def test_key_chord_opens_the_pin_pad_too(make_kiosk, kiosk_config):
    app = make_kiosk(kiosk_config)
    app.kiosk.start()
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_k, mod=pygame.KMOD_LCTRL | pygame.KMOD_LALT,
                                    unicode="", scancode=0))
    assert isinstance(app.scene, PinPadScene)


def test_admin_exit_clear_and_settings_written_with_tomli_w(make_kiosk, kiosk_config, tmp_path):
    from game.kiosk.config import load_config, write_config
    from game.kiosk.scenes.admin import KioskSettingsScene
    from game.kiosk.supervisor import ADMIN_EXIT

    path = tmp_path / "kiosk.toml"
    write_config(kiosk_config, path)
    app = make_kiosk(kiosk_config, path)
    human_turn_table(app).quit_to_title()  # one paused game
    assert len(app.kiosk.paused.today()) == 1
    app.reset_to(AdminScene(app))
    tap_button(app, "clear")
    tap_button(app, "yes")
    assert app.kiosk.paused.today() == [] and events(app)[-1] == "abandoned"
    app.push(KioskSettingsScene(app))
    tap_button(app, "plus:timing.idle_after")
    tap_button(app, "minus:sound.volume_cap")
    tap_button(app, "save")
    saved = load_config(path)
    assert saved.timing.idle_after == 135 and saved.sound.volume_cap == 70
    assert saved.admin.pin_hash == kiosk_config.admin.pin_hash and "pin = " not in path.read_text()
    assert app.kiosk.config.timing.idle_after == 135  # in use at once
    app.pop()
    tap_button(app, "exit")
    tap_button(app, "yes")
    assert not app.running and app.exit_code == ADMIN_EXIT


def test_restart_resumes_exactly_with_the_privacy_screen(make_kiosk, kiosk_config):
    first = make_kiosk(kiosk_config)
    table = human_turn_table(first, humans=2, actions=14)
    live, seats = table.match.snapshot(), table.match.seats
    first.autosaver.flush()  # the process dies here; what is on disk is what the next one finds
    second = make_kiosk(kiosk_config)
    second.kiosk.start(crashes=1)
    resumed = second.scene
    assert isinstance(resumed, TableScene)
    assert resumed.match.snapshot() == live and resumed.match.seats == seats
    resumed.autoplay = False
    advance(second, 0.2)
    assert isinstance(second.scene, PrivacyScene) and second.scene.seat == resumed.session.next_actor()
    # A game that crashed the kiosk three times in a row is parked, not resumed again.
    third = make_kiosk(kiosk_config)
    third.kiosk.start(crashes=3)
    assert isinstance(third.scene, KioskTitleScene) and len(third.kiosk.paused.today()) == 1


def test_screen_dims_after_long_attract_blanks_at_night_and_a_touch_only_wakes(make_kiosk, kiosk_config, wall):
    from game.kiosk.config import replace

    # No installed game allowed: attract mode shows its banner alone (the clocks are what matter).
    app = make_kiosk(replace(kiosk_config, "games.rulesets", ("not-installed",)))
    app.kiosk.start_attract()
    assert app.scene.table is None
    advance(app, 590)
    assert app.kiosk.screen_state == "on"
    advance(app, 12)
    assert app.kiosk.screen_state == "dim"
    tap(app, (900, 500))
    assert isinstance(app.scene, AttractScene)  # the touch woke the screen, nothing else
    assert app.kiosk.screen_state == "on"
    wall.when = wall.when.replace(hour=23, minute=30)
    advance(app, 301)
    assert app.kiosk.screen_state == "blank" and app.max_fps < 20
    app.draw()
    assert app.screen.get_at((960, 540))[:3] == (0, 0, 0)


def test_paused_games_of_yesterday_count_as_abandoned(make_kiosk, kiosk_config, wall):
    app = make_kiosk(kiosk_config)
    human_turn_table(app).quit_to_title()
    assert len(app.kiosk.paused.today()) == 1
    wall.when = wall.when + timedelta(days=1)
    assert app.kiosk.paused.today() == []
    assert app.kiosk.paused.expire() == 1
    assert events(app)[-1] == "abandoned"
    assert list(app.kiosk.paused.abandoned_folder.glob("*.toml"))


def test_touch_calibration_measures_the_offset_and_corrects_later_taps(make_kiosk, kiosk_config, tmp_path):
    from game.kiosk.config import load_config, write_config
    from game.kiosk.scenes.admin import CROSSES, TouchTestScene

    path = tmp_path / "kiosk.toml"
    write_config(kiosk_config, path)
    app = make_kiosk(kiosk_config, path)
    app.reset_to(TouchTestScene(app))
    for x, y in CROSSES:  # a panel that reports every touch 12 px right and 8 px up
        tap(app, (x + 12, y - 8))
    tap_button(app, "save")
    touch = load_config(path).touch
    assert touch.scale == (1.0, 1.0) and touch.offset == (-12.0, 8.0)
    seen = []
    app.scene.handle = lambda intent: seen.append(intent.pos) if intent.kind == "press" else None
    tap(app, (500 + 12, 400 - 8))
    assert seen == [(500, 400)]
