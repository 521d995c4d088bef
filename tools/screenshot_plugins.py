"""Screenshots of the plugins screen as a player meets it in its harder cases: the test-only broken
plugins (tests/plugins) beside the installed ones, a switched-off variant, and the read-only look
of kiosk mode; in French and English, at full size and at half size (a 1080p TV seen from a sofa).

    python tools/screenshot_plugins.py OUT_FOLDER

Writes plugins-{broken,readonly}-{en,fr}-{top,bottom}[-half].png into OUT_FOLDER.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BROKEN = {"toy-badtoml": "toy_badtoml.plugin", "toy-dangling": "toy_dangling.plugin",
          "toy-importerror": "toy_importerror.plugin", "toy-raises": "toy_raises.plugin"}


def main(out: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    site = Path(tempfile.mkdtemp()) / "site"
    for name, module in BROKEN.items():  # installed-distribution records, as pip would leave them
        info = site / f"{name.replace('-', '_')}-0.1.0.dist-info"
        info.mkdir(parents=True)
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.1.0\n")
        (info / "entry_points.txt").write_text(f"[railcade]\n{name} = {module}\n")
    sys.path[:0] = [str(site), str(ROOT / "tests" / "plugins")]

    from game.client.headless import make_app
    from game.client.pg import pygame
    from game.client.scenes.plugins import PluginsScene
    from game.plugins import discover

    registry = discover()
    registry.disable("toy-raises", "railcade_legal_actions raised RuntimeError: broken on purpose")
    out.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "fr"):
        for read_only in (False, True):
            app = make_app(lang, registry=registry, audio=False)
            app.settings.disabled_plugins = ["europe-short-game"]
            scene = PluginsScene(app, read_only=read_only)
            app.push(scene)
            for end in ("top", "bottom"):
                scene.scroll_by(-10**6 if end == "top" else 10**6)
                app.draw(app.screen)
                name = out / f"plugins-{'readonly' if read_only else 'broken'}-{lang}-{end}"
                pygame.image.save(app.screen, f"{name}.png")
                pygame.image.save(pygame.transform.smoothscale(app.screen, (960, 540)), f"{name}-half.png")
                print(f"{name}.png")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(Path(sys.argv[1]))
