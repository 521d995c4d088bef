"""The full game log over the table: every turn's recap, newest at the bottom, scrollable by wheel,
arrows, page keys, touch buttons or a drag."""

from __future__ import annotations

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene
from game.i18n import tr

PANEL = pygame.Rect(160, 70, 1600, 900)
ROW = 36


class GameLogScene(MenuScene):
    opaque = False

    def __init__(self, app, table):
        self.table = table
        self.top = None  # first line shown; None: follow the end
        super().__init__(app)

    @property
    def lines(self):
        return self.table.recap.log

    def rows(self) -> int:
        return (PANEL.h - 170) // ROW

    def build(self) -> None:
        r = PANEL
        self.buttons.append(Button("up", (r.right - 330, r.bottom - 90, 100, 68), "▲", lambda: self.scroll(-self.rows() + 1),
                                   size=30))
        self.buttons.append(Button("down", (r.right - 220, r.bottom - 90, 100, 68), "▼", lambda: self.scroll(self.rows() - 1),
                                   size=30))
        self.buttons.append(Button("close", (r.x + 30, r.bottom - 90, 300, 68), tr("common.back"), self.app.pop,
                                   "primary"))
        if self.nav.focus is None:
            self.nav.focus = "close"

    def first(self) -> int:
        last = max(0, len(self.lines) - self.rows())
        return last if self.top is None else max(0, min(self.top, last))

    def scroll(self, step: int) -> None:
        start = self.first() + step
        self.top = None if start >= len(self.lines) - self.rows() else max(0, start)

    def handle(self, intent) -> None:
        kind = intent.kind
        if kind in ("menu", "back"):
            self.app.pop()
            return
        if kind == "scroll":
            self.scroll(-3 * intent.amount)
            return
        if kind in ("scroll_up", "scroll_down"):
            self.scroll(-3 if kind == "scroll_up" else 3)
            return
        if kind in ("up", "down") and self.nav.focus in ("close", "up", "down", None):
            self.scroll(-1 if kind == "up" else 1)
            return
        super().handle(intent)

    def draw(self, surface) -> None:
        theme.shadow(surface, PANEL, radius=18, offset=8, alpha=140)
        theme.panel(surface, PANEL, (24, 30, 40), theme.ACCENT, radius=18, width=3)
        surface.blit(theme.text(tr("play.log.title"), theme.size("title"), theme.ACCENT, bold=True),
                     (PANEL.x + 30, PANEL.y + 22))
        hint = theme.play_text(tr("play.log.hint"), "body", PANEL.w - 600, theme.INK_DIM)
        surface.blit(hint, hint.get_rect(topright=(PANEL.right - 30, PANEL.y + 30)))
        y = PANEL.y + 80
        lines = self.lines
        if not lines:
            surface.blit(theme.text(tr("play.log.empty"), theme.size("body"), theme.INK_DIM), (PANEL.x + 30, y))
        colors = self.table.hud.seat_colors
        width = PANEL.w - 120
        for line in lines[self.first():self.first() + self.rows()]:
            x = PANEL.x + 40
            if line.seat is not None and line.seat < len(colors):
                rgb = theme.seat_rgb(colors[line.seat])
                pygame.draw.circle(surface, rgb, (x + 12, y + ROW // 2), 13)
                pygame.draw.circle(surface, theme.SEAT_OUTLINE, (x + 12, y + ROW // 2), 13, 2)
                theme.symbol(surface, theme.seat_symbol(colors[line.seat]), (x + 12, y + ROW // 2), 14,
                             theme.contrast_ink(rgb))
                name = self.table.recap.seat_name(line.seat)
                text = f"{name} {line.text}"
            else:
                text = line.text
            surface.blit(theme.play_text(text, "body", width - 40), (x + 36, y + 4))
            y += ROW
        self.draw_buttons(surface)
