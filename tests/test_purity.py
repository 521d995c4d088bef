"""The engine, the rule blocks and the bots stay pure: no pygame anywhere in them."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PURE = ["game/engine", "game/rules", "game/bots", "game/simulate.py", "game/manifest.py", "game/plugins.py",
        "game/testing.py",
        # The kiosk's logic and the autosave: pure so the supervisor never loads pygame, and tests
        # drive them with a fake clock.
        "game/client/autosave.py", "game/client/saves.py", "game/kiosk/config.py", "game/kiosk/timers.py",
        "game/kiosk/screen.py", "game/kiosk/stats.py", "game/kiosk/paused.py", "game/kiosk/supervisor.py",
        "game/kiosk/caches.py"]


def _python_files():
    for name in PURE:
        path = ROOT / name
        yield from ([path] if path.is_file() else sorted(path.rglob("*.py")))


def test_no_pygame_import_in_pure_modules():
    offenders = []
    for path in _python_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            if any(n == "pygame" or n.startswith("pygame.") for n in names):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


def test_importing_the_engine_does_not_load_pygame():
    code = (
        "import sys, game.engine, game.bots, game.simulate, game.plugins, game.manifest\n"
        "import game.bots.random_bot\n"
        "import game.kiosk.supervisor, game.client.autosave\n"
        "print('pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"
