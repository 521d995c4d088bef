"""Kiosk tests: a kiosk app headless, in a throw-away folder, with a fake wall clock."""

from __future__ import annotations

import os
from datetime import datetime

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

PIN = "2468"


class FakeWallClock:
    """The kiosk's wall clock (opening hours, "today"): set by the test, never read from the OS."""

    def __init__(self, when: datetime):
        self.when = when

    def __call__(self) -> datetime:
        return self.when


@pytest.fixture
def wall():
    # Today's date (saved files carry real modification times), at a fixed hour within opening hours.
    return FakeWallClock(datetime.now().astimezone().replace(hour=15, minute=0, second=0, microsecond=0))


@pytest.fixture
def kiosk_config(tmp_path):
    from game.kiosk.config import KioskConfig, hash_pin, replace

    config = replace(KioskConfig(), "paths.data", str(tmp_path / "kiosk"))
    return replace(config, "admin.pin_hash", hash_pin(PIN, iterations=1000))


@pytest.fixture
def make_kiosk(tmp_path, monkeypatch, wall):
    monkeypatch.setenv("RAILCADE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("RAILCADE_DATA_DIR", str(tmp_path / "data"))
    apps = []

    def make(config, path=None):
        from game.kiosk.child import make_kiosk_app

        app = make_kiosk_app(config, path, fullscreen=False, audio=False, now=wall)
        apps.append(app)
        return app

    yield make
    for app in apps:
        for scene in app.stack:
            close = getattr(scene, "close", None)
            if close:
                close()
        if app.autosaver is not None:
            app.autosaver.flush()
