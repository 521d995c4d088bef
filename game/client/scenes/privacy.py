"""Pass the device: shown before each human's turn when two or more humans share the screen.

It covers the whole table, so nothing of the previous player's hand shows while the device
changes hands; the table only switches its viewer when the named player confirms.
"""

from __future__ import annotations

import math

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene, draw_backdrop
from game.i18n import tr


class PrivacyScene(MenuScene):
    def __init__(self, app, table, seat: int):
        self.table, self.seat = table, seat
        self.time = 0.0
        super().__init__(app)

    @property
    def name(self) -> str:
        return self.table.match.seats[self.seat].name

    def build(self) -> None:
        self.buttons.append(Button("ready", (theme.W // 2 - 330, 700, 660, 110),
                                   tr("privacy.ready", name=self.name), self.ready, "primary", size=34))
        self.buttons.append(Button("menu", (theme.W - 240, theme.H - 100, 210, 70), tr("table.menu"),
                                   self.table.open_menu, size=26))
        self.nav.focus = "ready"

    def ready(self) -> None:
        self.app.pop()
        self.table.set_viewer(self.seat)

    def on_back(self) -> None:
        self.table.open_menu()

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        color = theme.seat_rgb(self.table.hud.seat_colors[self.seat])
        r = 90 + 6 * math.sin(self.time * 3)
        pygame.draw.circle(surface, theme.shade(color, 0.5), (theme.W // 2, 330), r + 10)
        pygame.draw.circle(surface, color, (theme.W // 2, 330), r)
        theme.symbol(surface, theme.seat_symbol(self.table.hud.seat_colors[self.seat]), (theme.W // 2, 330),
                     80, theme.contrast_ink(color))
        theme.blit_center(surface, theme.text(tr("privacy.pass_to", name=self.name), 60, theme.INK, bold=True),
                          (theme.W // 2, 510))
        theme.blit_center(surface, theme.text(tr("privacy.others_look_away"), 30, theme.INK_DIM), (theme.W // 2, 590))
        self.draw_buttons(surface)
