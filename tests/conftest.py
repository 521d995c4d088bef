"""Shared test fixtures: headless SDL, and a fake site holding the test-only plugins."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

# No timing thresholds in unit tests (a loaded 2-core machine makes any deadline flaky): the
# profile applies to every test of the run, the rulesets' included (tests/ is collected first).
settings.register_profile("railcade", deadline=None)
settings.load_profile("railcade")

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

PLUGINS_DIR = Path(__file__).parent / "plugins"
# The test plugins import each other by package name (they are not installed).
sys.path.insert(0, str(PLUGINS_DIR))

# distribution name -> (entry point name, module)
TEST_PLUGINS = {
    "toyrail": ("toyrail", "toyrail.plugin"),
    "toyrail-bonus": ("toyrail-bonus", "toyrail_bonus.plugin"),
    "toy-badtoml": ("toy-badtoml", "toy_badtoml.plugin"),
    "toy-dangling": ("toy-dangling", "toy_dangling.plugin"),
    "toy-importerror": ("toy-importerror", "toy_importerror.plugin"),
    "toy-raises": ("toy-raises", "toy_raises.plugin"),
}
TEST_PLUGIN_NAMES = ",".join(ep for ep, _ in TEST_PLUGINS.values())


def write_dist(site: Path, dist: str, entry_name: str, module: str, version: str = "0.1.0") -> None:
    """A minimal installed-distribution record, as pip would leave it, exposing one entry point."""
    info = site / f"{dist.replace('-', '_')}-{version}.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: {version}\n")
    (info / "entry_points.txt").write_text(f"[railcade]\n{entry_name} = {module}\n")


@pytest.fixture
def test_site(tmp_path, monkeypatch):
    """Make the test plugins discoverable through entry points, and only them."""
    site = tmp_path / "site"
    for dist, (entry_name, module) in TEST_PLUGINS.items():
        write_dist(site, dist, entry_name, module)
    monkeypatch.syspath_prepend(str(PLUGINS_DIR))
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.setenv("RAILCADE_PLUGINS", TEST_PLUGIN_NAMES)
    import game.plugins

    monkeypatch.setattr(game.plugins, "_default", None)
    return site


@pytest.fixture
def toy_registry(test_site):
    from game.plugins import discover

    return discover()
