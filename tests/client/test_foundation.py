"""Headless checks of the client's foundations: i18n, settings, letterbox, intents, audio."""

from __future__ import annotations

import re
from pathlib import Path

from game.client.intents import InputMapper, letterbox_map
from game.client.pg import pygame
from game.client.settings import Settings, load_settings, save_settings
from game.i18n import STRINGS

CLIENT = Path(__file__).resolve().parents[2] / "game" / "client"


def test_french_and_english_have_the_same_keys():
    assert set(STRINGS["fr"]) == set(STRINGS["en"])
    for lang in ("fr", "en"):
        assert all(value.strip() for value in STRINGS[lang].values()), lang


def test_each_area_module_has_the_same_keys_in_both_languages():
    import importlib
    import pkgutil

    from game.i18n import areas

    for module in pkgutil.iter_modules(areas.__path__):
        loaded = importlib.import_module(f"{areas.__name__}.{module.name}")
        assert set(loaded.EN) == set(loaded.FR), module.name
        assert all(str(v).strip() for v in list(loaded.EN.values()) + list(loaded.FR.values())), module.name


def test_registered_strings_never_replace_core_words():
    from game.i18n import register_strings

    before = STRINGS["en"]["common.back"]
    register_strings({"en": {"common.back": "Elsewhere", "test.only.key": "x"}, "fr": {"test.only.key": "x"}})
    assert STRINGS["en"]["common.back"] == before
    assert STRINGS["en"]["test.only.key"] == "x"
    for lang in ("en", "fr"):
        STRINGS[lang].pop("test.only.key")


def test_every_literal_key_used_by_the_client_exists():
    used = set()
    for path in CLIENT.rglob("*.py"):
        used |= set(re.findall(r'tr\("([a-z_.]+)"', path.read_text(encoding="utf-8")))
        used |= set(re.findall(r'title_key = "([a-z_.]+)"', path.read_text(encoding="utf-8")))
    missing = sorted(k for k in used if k not in STRINGS["en"] and not k.endswith("."))
    assert not missing


def test_settings_round_trip_and_bad_values(tmp_path):
    path = tmp_path / "settings.toml"
    assert save_settings(Settings(lang="fr", volume=30, colorblind=True, animation_speed=2.0), path)
    loaded = load_settings(path)
    assert (loaded.lang, loaded.volume, loaded.colorblind, loaded.animation_speed) == ("fr", 30, True, 2.0)
    path.write_text('lang = "de"\nvolume = "loud"\nmuted = true\nanimation_speed = 3.0\n')
    loaded = load_settings(path)
    assert (loaded.lang, loaded.volume, loaded.muted, loaded.animation_speed) == ("", 70, True, 1.0)
    path.write_text("not toml [")
    assert load_settings(path) == Settings()


def test_letterbox_maps_touch_to_the_logical_surface():
    # A 4:3 window shows 1920x1080 with bars above and below.
    assert letterbox_map(0.5, 0.5, (1024, 768)) == (960, 540)
    assert letterbox_map(0.0, 96 / 768, (1024, 768)) == (0, 0)
    # A wide window: bars left and right.
    assert letterbox_map(280 / 2480, 0.0, (2480, 1080)) == (0, 0)


def test_touch_becomes_one_tap_and_synthetic_mouse_is_ignored():
    mapper = InputMapper(lambda: (1920, 1080))
    down = mapper.translate(pygame.event.Event(pygame.FINGERDOWN, x=0.25, y=0.5, dx=0, dy=0, touch_id=1, finger_id=1, pressure=1))
    up = mapper.translate(pygame.event.Event(pygame.FINGERUP, x=0.25, y=0.5, dx=0, dy=0, touch_id=1, finger_id=1, pressure=1))
    assert [i.kind for i in down] == ["point", "press"] and up[0].kind == "click" and up[0].pos == (480, 540)
    fake = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(480, 540), button=1, touch=True)
    assert mapper.translate(fake) == []


def test_keys_and_gamepad_become_intents():
    mapper = InputMapper()
    kinds = [mapper.translate(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0))[0].kind
             for k in (pygame.K_LEFT, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB)]
    assert kinds == ["left", "confirm", "menu", "next"]
    assert mapper.translate(pygame.event.Event(pygame.JOYBUTTONDOWN, button=0, instance_id=0, joy=0))[0].kind == "confirm"
    assert mapper.translate(pygame.event.Event(pygame.JOYHATMOTION, value=(0, 1), hat=0, instance_id=0, joy=0))[0].kind == "up"
    held = pygame.event.Event(pygame.JOYAXISMOTION, axis=0, value=0.9, instance_id=0, joy=0)
    assert mapper.translate(held)[0].kind == "right"
    assert mapper.translate(held) == []  # holding the stick does not repeat


def test_no_audio_device_means_silence(monkeypatch):
    from game.client import audio as audio_module

    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(audio_module.pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(audio_module.pygame.mixer, "init", broken)
    sound = audio_module.Audio(0.8)
    assert not sound.available
    sound.play("claim")  # no exception
    assert sound.played == ["claim"]


def test_menus_render_in_both_languages(app):
    from game.client.scenes.newgame import NewGameScene
    from game.client.scenes.plugins import PluginsScene
    from game.client.scenes.settings import SettingsScene
    from game.client.scenes.title import TitleScene
    from game.i18n import set_language

    for lang in ("fr", "en"):
        set_language(lang)
        for cls in (TitleScene, NewGameScene, SettingsScene, PluginsScene):
            app.reset_to(cls(app))
            app.update(0.1)
            app.draw()


def test_settings_scene_saves_between_runs(app, config_dir):
    from game.client.scenes.settings import SettingsScene

    app.persist = True
    scene = SettingsScene(app)
    app.reset_to(scene)
    scene.nav.focus = "colorblind"
    app.send(type("I", (), {"kind": "confirm", "pos": None})())
    assert load_settings(config_dir / "settings.toml").colorblind is True
