"""The game process of a kiosk (started by the supervisor): the app in kiosk mode, full screen,
resuming the unfinished game exactly, logging to ``<logs>/kiosk.log``. Also the small "out of
order" process the supervisor runs after too many crashes."""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
from pathlib import Path

from game.kiosk.config import KioskConfig, folders

LOG_BYTES, LOG_FILES = 1_000_000, 3


def setup_logging(logs: Path) -> None:
    logs.mkdir(parents=True, exist_ok=True)
    handler = logging.handlers.RotatingFileHandler(logs / "kiosk.log", maxBytes=LOG_BYTES, backupCount=LOG_FILES,
                                                   encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger("railcade")
    root.setLevel(logging.INFO)
    root.addHandler(handler)

    def log_crash(kind, value, trace):
        logging.getLogger("railcade.kiosk").critical("the game stopped on an error", exc_info=(kind, value, trace))
        sys.__excepthook__(kind, value, trace)  # the traceback goes to stderr: the crash report

    sys.excepthook = log_crash


def make_kiosk_app(config: KioskConfig, config_path: Path | None, out_of_order: bool = False, fullscreen: bool = True,
                   audio: bool = True, now=None):
    from game.client.app import App
    from game.client.settings import Settings
    from game.kiosk.controller import KioskController

    found = folders(config)
    found.make()
    settings = Settings(lang=config.languages.default, volume=config.sound.volume, fullscreen=fullscreen)
    app = App(settings=settings, fullscreen=fullscreen, persist=False, audio=audio)
    KioskController(app, config, found, config_path, now=now, out_of_order=out_of_order)
    return app


def run_game(config: KioskConfig, config_path: Path | None) -> int:
    setup_logging(folders(config).logs)
    logging.getLogger("railcade.kiosk").info("kiosk starting (config %s)", config_path)
    app = make_kiosk_app(config, config_path)
    try:
        import pygame

        pygame.mouse.set_visible(False)  # a touch screen: no arrow left in the middle of the table
    except Exception:  # noqa: BLE001 - cosmetic only
        pass
    app.kiosk.start(crashes=int(os.environ.get("RAILCADE_KIOSK_CRASHES", "0") or 0))
    stop_on_sigterm(app)
    return app.run()


def stop_on_sigterm(app) -> None:
    """systemd stopping the kiosk: end the loop cleanly, so the last autosave is written."""
    import signal

    def stop(*_):
        app.running = False

    signal.signal(signal.SIGTERM, stop)


def run_out_of_order(config: KioskConfig, config_path: Path | None, seconds: float) -> int:
    from game.kiosk.scenes.outoforder import OutOfOrderScene

    setup_logging(folders(config).logs)
    app = make_kiosk_app(config, config_path, out_of_order=True, audio=False)
    app.push(OutOfOrderScene(app, seconds))
    return app.run()
