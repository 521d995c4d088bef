"""A throw-away Python environment to pip-install generated packages into, offline.

The environment is a venv whose site folder also reads the test environment's site folder (a
``.pth`` line), so railcade, the shipped rulesets, pip and setuptools are all there without a
download; packages installed into it stay in the temporary folder and vanish with it. pip runs
with ``--no-index --no-build-isolation``: it builds with the setuptools already installed and never
reaches for a package index.
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

PIP_OFFLINE = ("--no-index", "--no-build-isolation", "--disable-pip-version-check", "--quiet")


class ThrowawayEnv:
    def __init__(self, root: Path):
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(root)], check=True)
        self.python = root / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
        site = self.run("-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])").stdout.strip()
        parent = sysconfig.get_paths()["purelib"]
        Path(site, "_railcade_test_parent.pth").write_text(f"import site; site.addsitedir({parent!r})\n")
        self.env = {k: v for k, v in os.environ.items() if k not in ("RAILCADE_PLUGINS", "RAILCADE_DISABLE_PLUGINS")}
        self.env.update({"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PIP_NO_INDEX": "1"})

    def run(self, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
        return subprocess.run([str(self.python), *args], capture_output=True, text=True, cwd=cwd,
                              env=getattr(self, "env", None))

    def pip_install(self, *args: str) -> subprocess.CompletedProcess:
        return self.run("-m", "pip", "install", *PIP_OFFLINE, *args)


@pytest.fixture(scope="module")
def throwaway_env(tmp_path_factory) -> ThrowawayEnv:
    return ThrowawayEnv(tmp_path_factory.mktemp("env") / "venv")
