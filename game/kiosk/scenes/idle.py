""""Still playing?": over the table when a human seat has had to act for a long time. A touch
anywhere answers it; at zero the kiosk parks the game (see KioskController). It shows nobody's
cards: it covers the table with an opaque dim and only counts."""

from __future__ import annotations

import math

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene, dim
from game.i18n import tr
from game.kiosk.controller import PRESENCE

PANEL = pygame.Rect(theme.W // 2 - 620, theme.H // 2 - 300, 1240, 600)


class StillPlayingScene(MenuScene):
    opaque = False

    def __init__(self, app, kiosk):
        self.kiosk = kiosk
        self.time = 0.0
        super().__init__(app)

    def build(self) -> None:
        self.buttons.append(Button("here", (PANEL.centerx - 300, PANEL.bottom - 140, 600, 100),
                                   tr("kiosk.still_here"), self.answer, "primary", size=38))
        self.nav.focus = "here"

    def answer(self) -> None:
        self.kiosk.activity()
        if self.app.scene is self:
            self.app.pop()

    def handle(self, intent) -> None:
        if intent.kind in PRESENCE:  # a touch anywhere is an answer
            self.answer()

    def update(self, dt: float) -> None:
        self.time += dt
        if self.kiosk.idle.phase == "playing" and self.app.scene is self:
            self.app.pop()

    def draw(self, surface) -> None:
        dim(surface, 235)
        theme.shadow(surface, PANEL, radius=24, offset=10, alpha=140)
        theme.panel(surface, PANEL, theme.PANEL, theme.ACCENT, radius=24, width=4)
        theme.blit_center(surface, theme.text(tr("kiosk.still_playing"), 64, theme.ACCENT, bold=True),
                          (PANEL.centerx, PANEL.y + 80))
        left = self.kiosk.idle.seconds_left
        total = max(1, self.kiosk.config.timing.countdown)
        center = (PANEL.centerx, PANEL.y + 235)
        pygame.draw.circle(surface, theme.PANEL_HI, center, 86)
        share = left / total
        if share > 0:
            points = [center] + [(center[0] + 86 * math.sin(2 * math.pi * share * k / 48),
                                  center[1] - 86 * math.cos(2 * math.pi * share * k / 48)) for k in range(49)]
            pygame.draw.polygon(surface, theme.ACCENT if left > 5 else theme.BAD, points)
        pygame.draw.circle(surface, theme.PANEL, center, 66)
        theme.blit_center(surface, theme.text(str(left), 64, theme.INK, bold=True), center)
        for i, line in enumerate(theme.wrap(tr("kiosk.still_playing_text"), 28, PANEL.w - 120)[:3]):
            theme.blit_center(surface, theme.text(line, 28, theme.INK), (PANEL.centerx, PANEL.y + 360 + i * 38))
        self.draw_buttons(surface)
