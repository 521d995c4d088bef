"""Kiosk scenes rendered headless for people reviewing them (``railcade kiosk --screenshot``).

Everything is written in a throw-away folder: a review never touches a café's autosave, paused
games or stats. A game in progress is made by bots so the table has something on it.
"""

from __future__ import annotations

import tempfile
from pathlib import Path


def review_app(lang: str, config_path: Path | None = None, data: Path | None = None):
    from game.client.headless import prepare_environment

    prepare_environment()
    from game.kiosk.child import make_kiosk_app
    from game.kiosk.config import KioskConfig, hash_pin, load_config, replace

    config = load_config(config_path) if config_path is not None else KioskConfig()
    data = data or Path(tempfile.mkdtemp(prefix="railcade-kiosk-review-"))
    config = replace(config, "paths.data", str(data))
    for key in ("autosave", "paused", "reports", "logs", "stats"):
        config = replace(config, f"paths.{key}", "")
    if not config.admin.pin_hash:
        config = replace(config, "admin.pin_hash", hash_pin("2468", iterations=2000))
    config = replace(config, "languages.default", lang)
    return make_kiosk_app(config, None, fullscreen=False, audio=False)


def game_in_progress(app, humans: int = 2, actions: int = 30):
    from game.client.headless import make_match, play
    from game.client.scenes.table import TableScene

    ruleset = next((r.id for r in app.kiosk.allowed_rulesets(app.registry.rulesets())), "europe")
    match = make_match(ruleset, (), 3, seed=4, humans=humans, registry=app.registry)
    play(match, actions, 4)
    return TableScene(app, match)


def render(scene: str, out: str, lang: str = "en", config_path: Path | None = None):
    from game.client.pg import pygame

    app = review_app(lang, config_path)
    kiosk = app.kiosk
    if scene in ("title", "paused", "newgame"):
        table = game_in_progress(app)  # one paused game, one in the autosave slot
        table.close()
        kiosk.park_current()
        game_in_progress(app, humans=1, actions=12).close()
        app.reset_to(kiosk.title_scene())
        if scene == "paused":
            kiosk.app.scene.show_paused()
        elif scene == "newgame":
            from game.client.scenes.newgame import NewGameScene

            app.push(NewGameScene(app))
        app.update(1.0)
    elif scene == "attract":
        kiosk.start_attract()
        for _ in range(600):  # 20 s of play, so the demo board has routes on it
            app.update(1 / 30)
    elif scene == "idle":
        table = game_in_progress(app, humans=1)
        app.reset_to(table)
        for _ in range(int((kiosk.config.timing.idle_after + 12) * 10)):
            app.update(0.1)
            if kiosk.idle.phase == "asking" and kiosk.idle.left < kiosk.config.timing.countdown - 9:
                break
    elif scene in ("pin", "admin", "settings", "stats", "test"):
        from game.kiosk.scenes import admin

        app.reset_to(kiosk.title_scene())
        kiosk.stats.record("started", game="europe-1", ruleset="europe")
        kiosk.stats.record("finished", game="europe-1", ruleset="europe")
        kiosk.open_admin()
        if scene == "pin":
            for digit in "24":
                app.scene.type(digit)
        else:
            app.replace(admin.AdminScene(app))
            extra = {"settings": admin.KioskSettingsScene, "stats": admin.StatsScene, "test": admin.TouchTestScene}
            if scene in extra:
                app.push(extra[scene](app))
            if scene == "test":
                app.scene.raw = [(172.0, 150.0), (1772.0, 166.0)]
                app.scene.rebuild()
        app.update(0.2)
    elif scene == "outoforder":
        from game.kiosk.scenes.outoforder import OutOfOrderScene

        app.reset_to(OutOfOrderScene(app, 180))
        app.update(12.4)
    else:
        raise ValueError(f"unknown kiosk scene {scene!r}")
    kiosk.screen_state = "on"  # a review shows the scene, not the screen saver
    app.draw(app.screen)
    pygame.image.save(app.screen, out)
    return app
