"""Out of order: what the supervisor shows after too many crashes in a short time, instead of a
desktop or a traceback. Both languages at once (nobody can choose one here), the time to the next
try, and the admin gesture still works. It ends itself when the retry time has come."""

from __future__ import annotations

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Scene
from game.i18n import STRINGS


def both(key: str, **values) -> tuple[str, str]:
    return tuple(STRINGS[lang].get(key, key).format(**values) for lang in ("fr", "en"))


class OutOfOrderScene(Scene):
    attract = True  # a still screen: dim it like attract mode and let it drift

    def __init__(self, app, retry_seconds: float):
        super().__init__(app)
        self.left = float(retry_seconds)

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0:
            self.app.running = False  # the supervisor tries the game again

    def draw(self, surface) -> None:
        surface.fill((12, 14, 18))
        dx, dy = self.app.kiosk.drift() if self.app.kiosk is not None else (0, 0)
        cx, y = theme.W // 2 + dx, 360 + dy
        sign = pygame.Rect(0, 0, 1200, 540)
        sign.midtop = (cx, y - 90)
        pygame.draw.rect(surface, (40, 28, 20), sign, border_radius=30)
        pygame.draw.rect(surface, theme.ACCENT, sign, 6, border_radius=30)
        fr, en = both("kiosk.out_of_order")
        theme.blit_center(surface, theme.text(fr, 96, theme.ACCENT, bold=True), (cx, y + 20))
        theme.blit_center(surface, theme.text(en, 64, theme.ACCENT, bold=True), (cx, y + 120))
        fr, en = both("kiosk.staff_notified")
        theme.blit_center(surface, theme.text(f"{fr}  ·  {en}", 36, theme.INK), (cx, y + 220))
        for i, line in enumerate(both("kiosk.out_of_order_text")):
            theme.blit_center(surface, theme.fit_text(line, 28, 1120, theme.INK), (cx, y + 290 + i * 44))
        seconds = max(0, int(self.left + 0.999))
        clock = f"{seconds // 60}:{seconds % 60:02d}"
        fr, en = both("kiosk.retry_in", time=clock)
        theme.blit_center(surface, theme.text(f"{fr}  ·  {en}", 30, theme.ACCENT_2), (cx, y + 385))
