"""Client tests run headless with a throw-away config folder and the installed rulesets."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("RAILCADE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("RAILCADE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "config"


@pytest.fixture
def app():
    from game.client.headless import make_app

    application = make_app("en")
    yield application
    for scene in application.stack:
        close = getattr(scene, "close", None)
        if close:
            close()


def installed(ruleset: str) -> bool:
    from game.plugins import default_registry

    return default_registry().get(ruleset) is not None
