"""Scenes and the menu scene most screens are built on."""

from __future__ import annotations

from typing import Callable

from game.client import theme
from game.client.pg import pygame
from game.client.ui import FocusNav, Target, draw_button
from game.i18n import tr


class Scene:
    opaque = True  # False: the scene below is drawn first (overlays)

    def __init__(self, app):
        self.app = app
        self.nav = FocusNav()

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def handle(self, intent) -> None:
        self.nav.handle(intent)

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface) -> None:
        pass


class Button:
    def __init__(self, key, rect, label: str | Callable[[], str], action: Callable[[], None],
                 style: str = "normal", enabled: bool = True, size: int = 30,
                 selected: bool | Callable[[], bool] = False):
        self.key, self.rect, self.label, self.action = key, pygame.Rect(rect), label, action
        self.style, self.enabled, self.size, self.selected = style, enabled, size, selected

    def text(self) -> str:
        return self.label() if callable(self.label) else self.label

    def is_selected(self) -> bool:
        return self.selected() if callable(self.selected) else self.selected

    def target(self) -> Target:
        return Target(self.key, self.rect, self.action, enabled=self.enabled)

    def draw(self, surface, focused: bool) -> None:
        draw_button(surface, self.rect, self.text(), focused, self.enabled, self.style, self.size,
                    self.is_selected())


class MenuScene(Scene):
    """A scene made of buttons: subclasses fill ``self.buttons`` in :meth:`build`."""

    title_key = ""

    def __init__(self, app):
        super().__init__(app)
        self.buttons: list[Button] = []
        self.build()

    def build(self) -> None:
        pass

    def rebuild(self) -> None:
        focus = self.nav.focus
        self.buttons = []
        self.build()
        self.sync_targets()
        if focus is not None and self.nav.get(focus) is not None:
            self.nav.focus = focus

    def sync_targets(self) -> None:
        self.nav.set_targets([b.target() for b in self.buttons])

    def enter(self) -> None:
        self.rebuild()

    def handle(self, intent) -> None:
        if intent.kind in ("menu", "back"):
            self.on_back()
            return
        before = self.nav.focus
        if self.nav.handle(intent) and intent.kind in ("click", "confirm"):
            self.app.audio.play("click")
        if intent.kind in ("up", "down", "left", "right", "next", "prev") and self.nav.focus != before:
            self.app.audio.play("tick")

    def on_back(self) -> None:
        self.app.pop()

    def draw_buttons(self, surface) -> None:
        for button in self.buttons:
            button.draw(surface, self.nav.focus == button.key)

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        if self.title_key:
            draw_title(surface, tr(self.title_key))
        self.draw_buttons(surface)


_backdrop: pygame.Surface | None = None


def draw_backdrop(surface) -> None:
    """The dark table-felt background of the menus, rendered once."""
    global _backdrop
    if _backdrop is None:
        _backdrop = pygame.Surface((theme.W, theme.H)).convert()
        for y in range(theme.H):
            f = y / theme.H
            pygame.draw.line(_backdrop, theme.mix((28, 52, 58), (14, 20, 28), f), (0, y), (theme.W, y))
        # Faint rails across the felt.
        for i in range(-6, 30):
            x = i * 90
            pygame.draw.line(_backdrop, (36, 62, 68), (x, theme.H), (x + 600, 0), 3)
        vignette = pygame.Surface((theme.W // 8, theme.H // 8), pygame.SRCALPHA)
        cx, cy = vignette.get_width() / 2, vignette.get_height() / 2
        for y in range(vignette.get_height()):
            for x in range(vignette.get_width()):
                d = ((x - cx) / cx) ** 2 + ((y - cy) / cy) ** 2
                vignette.set_at((x, y), (0, 0, 0, int(min(1.0, d * 0.6) * 150)))
        _backdrop.blit(pygame.transform.smoothscale(vignette, (theme.W, theme.H)), (0, 0))
    surface.blit(_backdrop, (0, 0))


def draw_title(surface, value: str, y: int = 90, size: int = 64) -> None:
    shadow = theme.text(value, size, (0, 0, 0), bold=True)
    theme.blit_center(surface, shadow, (theme.W // 2 + 4, y + 4))
    theme.blit_center(surface, theme.text(value, size, theme.ACCENT, bold=True), (theme.W // 2, y))


def dim(surface, alpha: int = 170) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((8, 12, 18, alpha))
    surface.blit(veil, (0, 0))
