"""A question over the current screen before a press that would end or replace a game.

The safe answer ("keep playing", "back") has the focus, so Enter or a stray tap near the middle
never confirms by accident; Esc and Back answer it too.
"""

from __future__ import annotations

from typing import Callable

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene, dim
from game.i18n import tr

PANEL_W, PANEL_H = 1160, 420


class ConfirmScene(MenuScene):
    opaque = False

    def __init__(self, app, title: str, text: str, yes_label: str, on_yes: Callable[[], None],
                 no_label: str, yes_style: str = "danger"):
        self.title, self.text = title, text
        self.yes_label, self.no_label, self.yes_style = yes_label, no_label, yes_style
        self.on_yes = on_yes
        super().__init__(app)

    @property
    def panel_rect(self) -> pygame.Rect:
        return pygame.Rect((theme.W - PANEL_W) // 2, (theme.H - PANEL_H) // 2, PANEL_W, PANEL_H)

    def build(self) -> None:
        rect = self.panel_rect
        w, h, y = 480, 90, rect.bottom - 130
        self.buttons.append(Button("no", (rect.x + 60, y, w, h), self.no_label, self.app.pop, "normal", size=32))
        self.buttons.append(Button("yes", (rect.right - 60 - w, y, w, h), self.yes_label, self.confirm,
                                   self.yes_style, size=32))
        if self.nav.focus is None:
            self.nav.focus = "no"

    def confirm(self) -> None:
        if self.app.scene is self:
            self.app.pop()
        self.on_yes()

    def draw(self, surface) -> None:
        dim(surface, 190)
        rect = self.panel_rect
        theme.shadow(surface, rect, radius=20, offset=8, alpha=120)
        theme.panel(surface, rect, theme.PANEL, theme.ACCENT, radius=20, width=3)
        theme.blit_center(surface, theme.fit_text(self.title, 48, rect.w - 80, theme.ACCENT, bold=True),
                          (rect.centerx, rect.y + 80))
        for i, line in enumerate(theme.wrap(self.text, 30, rect.w - 120)[:4]):
            theme.blit_center(surface, theme.text(line, 30, theme.INK), (rect.centerx, rect.y + 160 + i * 42))
        self.draw_buttons(surface)


def ask_before_replacing(app, unfinished, start: Callable[[], None]) -> None:
    """``start`` a new game (New game, the guided game) at once, or, over an ``unfinished`` game
    (the autosave's Continue: it then moves to the load list), after asking first."""
    if unfinished is None:
        start()
        return
    from game.client.saves import game_line

    app.push(ConfirmScene(app, tr("saves.confirm.new.title"),
                          tr("saves.confirm.new.text", game=game_line(unfinished, app.registry)),
                          tr("saves.confirm.new.yes"), start, tr("saves.confirm.back"), yes_style="primary"))
