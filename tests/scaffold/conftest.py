"""A throw-away Python environment to pip-install plugin packages into, offline.

The environment is a venv whose site folder also reads the test environment's site folder (through
a ``.pth`` line), so railcade, the shipped rulesets, pip and setuptools are all there without a
download; what is installed into it stays in the temporary folder and vanishes with it. To install
a package the test environment already has (the shipped variants), the bridge can leave some
distributions out: it then points at a folder of links to every entry of the site folder but
those. pip runs with ``--no-index --no-build-isolation``: it builds with the setuptools already
installed and never reaches for a package index.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

PIP_OFFLINE = ("--no-index", "--no-build-isolation", "--disable-pip-version-check", "--quiet")


def _normal(name: str) -> str:
    return name.lower().replace("-", "_").replace(".", "_")


class ThrowawayEnv:
    def __init__(self, root: Path, leave_out: tuple[str, ...] = ()):
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(root / "venv")], check=True)
        self.python = root / "venv" / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
        self.env = {k: v for k, v in os.environ.items() if k not in ("RAILCADE_PLUGINS", "RAILCADE_DISABLE_PLUGINS")}
        self.env.update({"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PIP_NO_INDEX": "1",
                         "RAILCADE_CONFIG_DIR": str(root / "config")})
        site = self.run("-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])").stdout.strip()
        parent = Path(sysconfig.get_paths()["purelib"])
        if leave_out:
            skip = tuple(_normal(name) for name in leave_out)
            view = root / "parent-site"
            view.mkdir()
            for entry in parent.iterdir():
                if not any(s in _normal(entry.name) for s in skip):
                    (view / entry.name).symlink_to(entry)
            parent = view
        Path(site, "_railcade_test_parent.pth").write_text(f"import site; site.addsitedir({str(parent)!r})\n")

    def run(self, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
        return subprocess.run([str(self.python), *args], capture_output=True, text=True, cwd=cwd, env=self.env)

    def pip_install(self, *args: str) -> subprocess.CompletedProcess:
        return self.run("-m", "pip", "install", *PIP_OFFLINE, *args)

    def railcade(self, *args: str) -> subprocess.CompletedProcess:
        return self.run("-m", "game.cli", *args)

    def plugins(self) -> dict[str, dict]:
        """``railcade plugins --json`` of this environment, by plugin id."""
        done = self.railcade("plugins", "--json")
        assert done.returncode == 0, done.stderr
        return {row["id"]: row for row in json.loads(done.stdout)}


@pytest.fixture(scope="module")
def throwaway_env(tmp_path_factory) -> ThrowawayEnv:
    return ThrowawayEnv(tmp_path_factory.mktemp("env"))


SHIPPED_VARIANTS = {"europe-open-tickets": "railcade-europe-open-tickets",
                    "europe-short-game": "railcade-europe-short-game"}


@pytest.fixture(scope="module")
def env_without_house_rules(tmp_path_factory) -> ThrowawayEnv:
    """An environment with railcade and europe but neither shipped Europe house rule."""
    return ThrowawayEnv(tmp_path_factory.mktemp("install"), leave_out=tuple(SHIPPED_VARIANTS.values()))


@pytest.fixture(scope="module")
def env_without_express(tmp_path_factory) -> ThrowawayEnv:
    """An environment with railcade and every shipped ruleset but Express (and its card table)."""
    return ThrowawayEnv(tmp_path_factory.mktemp("no-express"), leave_out=("railcade-express",))
