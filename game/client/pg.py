"""The one place the client imports pygame: it must be pygame-ce, not the older pygame.

Both install as the ``pygame`` module; only pygame-ce has ``IS_CE`` and the APIs the client uses
(``fblits``, ``Window``, ``touch`` on mouse events), so a plain pygame would fail later with a
confusing error. Refusing early names the fix.
"""

from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

if not getattr(pygame, "IS_CE", False):
    raise ImportError(
        "railcade needs pygame-ce, but the plain 'pygame' package is installed. "
        "Fix: pip uninstall pygame && pip install 'pygame-ce>=2.5.6,<3'"
    )

__all__ = ["pygame"]
