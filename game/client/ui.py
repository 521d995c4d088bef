"""Targets, focus and buttons: one selection model for mouse, touch, keyboard and gamepad.

A :class:`Target` is anything the player can choose (a button, a route, a card). The
:class:`FocusNav` keeps which one has the focus: the pointer focuses what it hovers, arrows move to
the nearest target in that direction, Tab cycles, Enter/click/tap activates.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

from game.client import theme
from game.client.pg import pygame

MIN_TARGET = 48  # px at 1080p: finger-sized


@dataclass
class Target:
    key: Any
    rect: pygame.Rect
    activate: Callable[[], None]
    # Distance from a point to the target (0 inside), or None when the point misses it; default:
    # the rectangle.
    hit: Callable[[tuple[int, int]], float | None] | None = None
    enabled: bool = True
    data: Any = field(default=None)

    @property
    def center(self) -> tuple[int, int]:
        return self.rect.center

    def distance(self, pos) -> float | None:
        if self.hit is not None:
            return self.hit(pos)
        return 0.0 if self.rect.collidepoint(pos) else None


class FocusNav:
    def __init__(self):
        self.targets: list[Target] = []
        self.focus: Any = None
        self.pointer_focus = False  # focus follows the pointer (shown as hover)

    def set_targets(self, targets: list[Target]) -> None:
        self.targets = targets
        if self.focus is not None and self.get(self.focus) is None:
            self.focus = None

    def get(self, key) -> Target | None:
        for target in self.targets:
            if target.key == key:
                return target
        return None

    @property
    def focused(self) -> Target | None:
        return self.get(self.focus) if self.focus is not None else None

    def target_at(self, pos) -> Target | None:
        best, best_d = None, math.inf
        for target in self.targets:
            if not target.enabled:
                continue
            d = target.distance(pos)
            if d is not None and d < best_d:
                best, best_d = target, d
        return best

    def handle(self, intent) -> bool:
        kind = intent.kind
        if kind == "point":
            hit = self.target_at(intent.pos)
            if hit is not None:
                self.focus, self.pointer_focus = hit.key, True
            elif self.pointer_focus:
                self.focus = None
            return hit is not None
        if kind == "click":
            hit = self.target_at(intent.pos)
            if hit is not None:
                self.focus = hit.key
                hit.activate()
                return True
            return False
        if kind in ("up", "down", "left", "right"):
            self.pointer_focus = False
            self.move(kind)
            return True
        if kind in ("next", "prev"):
            self.pointer_focus = False
            self.cycle(1 if kind == "next" else -1)
            return True
        if kind == "confirm":
            target = self.focused
            if target is not None and target.enabled:
                target.activate()
                return True
            if target is None:
                self.cycle(1)
                return True
        return False

    def enabled_targets(self) -> list[Target]:
        return [t for t in self.targets if t.enabled]

    def cycle(self, step: int) -> None:
        targets = self.enabled_targets()
        if not targets:
            return
        keys = [t.key for t in targets]
        if self.focus in keys:
            index = (keys.index(self.focus) + step) % len(keys)
        else:
            index = 0 if step > 0 else len(keys) - 1
        self.focus = keys[index]

    def move(self, direction: str) -> None:
        targets = self.enabled_targets()
        current = self.focused
        if current is None:
            self.cycle(1)
            return
        dx, dy = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}[direction]
        cx, cy = current.center
        best, best_score = None, math.inf
        for target in targets:
            if target.key == current.key:
                continue
            vx, vy = target.center[0] - cx, target.center[1] - cy
            along = vx * dx + vy * dy
            if along <= 0:
                continue
            across = abs(vx * dy - vy * dx)
            score = along + 2.5 * across
            if score < best_score:
                best, best_score = target, score
        if best is not None:
            self.focus = best.key


_buttons: dict[tuple, pygame.Surface] = {}


def forget_buttons() -> None:
    """Let go of the cached button faces (see theme.forget_drawn)."""
    _buttons.clear()


def draw_button(surface, rect, label: str, focused: bool = False, enabled: bool = True,
                style: str = "normal", size: int = 30, selected: bool = False) -> None:
    """A pill button. Its look depends only on its size, label and state, so each look is rendered
    once and then only blitted (buttons are drawn every frame)."""
    rect = pygame.Rect(rect)
    key = (rect.size, label, focused, enabled, style, size, selected)
    surf = _buttons.get(key)
    if surf is None:
        if len(_buttons) > 600:  # many labels over a long session: start over
            _buttons.clear()
        surf = pygame.Surface((rect.w + 4, rect.h + 4), pygame.SRCALPHA)
        _paint_button(surf, pygame.Rect(0, 0, rect.w, rect.h), label, focused, enabled, style, size, selected)
        _buttons[key] = surf
    surface.blit(surf, rect.topleft)


def _paint_button(surface, rect, label, focused, enabled, style, size, selected) -> None:
    if style == "primary":
        base = (214, 120, 40)
    elif style == "danger":
        base = (170, 60, 56)
    else:
        base = theme.PANEL_HI
    if selected:
        base = theme.mix(base, theme.ACCENT_2, 0.45)
    if not enabled:
        base = theme.mix(base, theme.BG, 0.6)
    if focused and enabled:
        base = theme.mix(base, (255, 255, 255), 0.15)
    theme.shadow(surface, rect, radius=14, offset=4, alpha=80)
    pygame.draw.rect(surface, base, rect, border_radius=14)
    # A lighter top half: the arcade "pill" look.
    top = pygame.Rect(rect.x + 4, rect.y + 3, rect.w - 8, rect.h // 2 - 3)
    pygame.draw.rect(surface, theme.mix(base, (255, 255, 255), 0.12), top, border_radius=11)
    edge = theme.ACCENT if focused and enabled else theme.shade(base, 0.6)
    pygame.draw.rect(surface, edge, rect, 4 if focused and enabled else 2, border_radius=14)
    color = theme.INK if enabled else theme.INK_DIM
    text = theme.fit_text(label, size, rect.w - 24, color, bold=True)
    theme.blit_center(surface, text, rect.center)


def focus_ring(surface, rect, radius: int = 12, width: int = 4, color=None, grow: int = 6) -> None:
    r = pygame.Rect(rect).inflate(grow * 2, grow * 2)
    pygame.draw.rect(surface, color or theme.ACCENT, r, width, border_radius=radius)


def point_segment_distance(p, a, b) -> float:
    px, py = p
    ax, ay = a
    bx, by = b
    vx, vy = bx - ax, by - ay
    length2 = vx * vx + vy * vy
    if length2 == 0:
        return math.hypot(px - ax, py - ay)
    t = max(0.0, min(1.0, ((px - ax) * vx + (py - ay) * vy) / length2))
    return math.hypot(px - (ax + t * vx), py - (ay + t * vy))
