"""Frames drawn by parts: only what changed since the last frame is put on the screen again.

A table keeps its still picture in one screen-sized surface (``HudBase.canvas``). Over it, each
frame, come a few parts: animations, the status pill, the recap, the score markers, buttons. When
the screen still holds the table's last frame, :class:`PartFrame` restores from the canvas only
the rectangles that changed (canvas parts repainted, parts that moved, appeared, changed look or
left), redraws the parts that touch them, clipped to them, and returns them for
``pygame.display.update``. The pixels are those of a whole frame (tests/client/test_dirty_frames.py
draws both ways and compares).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

from game.client.pg import pygame

ALWAYS = object()  # the key of a part that looks different every frame (an animation)

# Copies and fills of 32-bit rows run about eight times faster when they start and end on a
# 64-byte boundary (16 px): SDL's SSE copy and fill write whole cache lines with streaming stores,
# and a row that starts or ends inside a line makes them write it piecemeal (measured: a 440x112
# copy at x 1480 takes 0.15 ms, at x 1472 and 448 wide 0.02 ms). Screen-sized surfaces start on
# such a boundary, so their x coordinates decide.
ALIGN = 16


@dataclass
class Part:
    """One thing drawn over the canvas: ``name`` says which (the same from frame to frame),
    ``key`` everything its look depends on (:data:`ALWAYS`: redrawn every frame), ``rect`` the
    screen rectangle it paints in, ``clip`` a rectangle it is drawn within (None: anywhere)."""

    name: Any
    key: Any
    rect: pygame.Rect
    draw: Callable[[pygame.Surface], None]
    clip: pygame.Rect | None = None


def merge_rects(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Rectangles that do not overlap and cover ``rects``: overlapping ones become their union
    (each pixel is restored and drawn once, so translucent parts are not drawn twice over)."""
    if len(rects) < 2:
        return [pygame.Rect(rect) for rect in rects]
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = pygame.Rect(rect)
        k = rect.collidelist(out)
        while k >= 0:
            rect.union_ip(out.pop(k))
            k = rect.collidelist(out)
        out.append(rect)
    return out


def aligned(rect: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
    """``rect`` widened to 16 px boundaries (:data:`ALIGN`) left and right, within ``bounds``: a
    rectangle restored from the canvas this way costs less, though it is larger."""
    left = max(bounds.x, rect.x - rect.x % ALIGN)
    right = min(bounds.right, rect.right + -rect.right % ALIGN)
    return pygame.Rect(left, rect.y, right - left, rect.h)


def _columns(surface: pygame.Surface, rect: pygame.Rect) -> list[tuple[int, int]]:
    """``rect``'s x range cut at the 16 px columns (:data:`ALIGN`, counted in the coordinates of
    the surface ``surface`` is part of): the aligned middle and the few pixels either side."""
    off = surface.get_abs_offset()[0]
    left = rect.x + (-(rect.x + off)) % ALIGN
    right = rect.right - (rect.right + off) % ALIGN
    if right - left < ALIGN:
        return [(rect.x, rect.right)]
    return [(a, b) for a, b in ((rect.x, left), (left, right), (right, rect.right)) if b > a]


def fill_aligned(surface: pygame.Surface, color, rect) -> None:
    """``surface.fill(color, rect)``, the same pixels, in up to three fills (see :data:`ALIGN`)."""
    rect = pygame.Rect(rect).clip(surface.get_clip())
    if rect.w > 0 and rect.h > 0:
        for a, b in _columns(surface, rect):
            surface.fill(color, (a, rect.y, b - a, rect.h))


def blit_aligned(dest: pygame.Surface, source: pygame.Surface, pos, area=None) -> None:
    """``dest.blit(source, pos, area)``, the same pixels, in up to three blits (see :data:`ALIGN`):
    for copies of opaque pictures (a plate, a layer) into the canvas."""
    area = source.get_rect() if area is None else pygame.Rect(area)
    x, y = pos[0], pos[1]  # a point or a rectangle (its top left), as blit takes
    target = pygame.Rect(x, y, area.w, area.h).clip(dest.get_clip())
    if target.w <= 0 or target.h <= 0:
        return
    for a, b in _columns(dest, target):
        dest.blit(source, (a, target.y), (area.x + a - x, area.y + target.y - y, b - a, target.h))


def points_bounds(points, pad: int) -> pygame.Rect:
    """The rectangle holding every point, ``pad`` px more on each side (lines and their edges)."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return pygame.Rect(int(min(xs)) - pad, int(min(ys)) - pad, int(max(xs) - min(xs)) + 2 * pad + 1,
                       int(max(ys) - min(ys)) + 2 * pad + 1)


def turned_square(center, size, pad: int = 6) -> pygame.Rect:
    """Where a picture of ``size`` centred on ``center`` can paint when turned any way: a square
    as wide as its diagonal (and ``pad``)."""
    side = int(math.hypot(*size)) + pad
    return pygame.Rect(int(center[0]) - side // 2, int(center[1]) - side // 2, side, side)


def changed_areas(before: dict, now: dict) -> list[pygame.Rect]:
    """Given two pictures' pieces (name -> (look, rectangle, ...)), the rectangles to paint again:
    where a piece came, went, or changed look or place (its old and its new rectangle)."""
    out = []
    for name in before.keys() | now.keys():
        old, new = before.get(name), now.get(name)
        if old is None or new is None or old[:2] != new[:2]:
            out.extend(item[1] for item in (old, new) if item is not None)
    return out


def _same(a, b) -> bool:
    return a is b or (a is not ALWAYS and b is not ALWAYS and a == b)


class PartFrame:
    """What the table's last frame showed over its canvas, and the frame drawn by parts."""

    def __init__(self):
        self.last: dict[Any, tuple[Any, pygame.Rect]] | None = None
        self._drawn: list[Part] | None = None  # the list of parts ``last`` was made from
        self._base: list[Part] | None = None  # the parts but animations' of the last frame (draw's ``base``)
        self._moving: list[Part] = []  # the animations' parts of the last frame

    def remember(self, parts: list[Part] | None) -> None:
        """After a whole frame: ``parts`` is all it drew over the canvas (None: it drew more, so
        the next frame is drawn whole too)."""
        self.last = None if parts is None else {p.name: (p.key, p.rect) for p in parts}
        self._drawn = parts
        self._base, self._moving = None, []

    def draw(self, surface: pygame.Surface, still: pygame.Surface, parts: list[Part],
             damage: list[pygame.Rect], base: list[Part] | None = None,
             moving: list[Part] = ()) -> list[pygame.Rect]:
        """Bring the screen from the last frame to this one; returns the rectangles changed.
        ``base``, ``moving``: ``parts`` told apart, as the table makes them: the parts but
        animations' (a list the caller keeps as the same object while they stand) and the
        animations' (:data:`ALWAYS`). While ``base`` is the last frame's list, only the
        animations' places old and new (and ``damage``) are worked out: no part is compared."""
        if parts is self._drawn and not damage and self.last is not None and \
                (not self._moving if base is not None else not any(part.key is ALWAYS for part in parts)):
            return []  # the very parts of the last frame (kept by the table) over an unchanged canvas
        self._drawn = parts
        last = self.last
        if base is not None and base is self._base and last is not None:
            dirty = [*damage, *(p.rect for p in self._moving), *(p.rect for p in moving)]
            for part in self._moving:
                del last[part.name]
            for part in moving:
                last[part.name] = (ALWAYS, part.rect)
        else:
            last = last or {}
            dirty = list(damage)
            now: dict[Any, tuple[Any, pygame.Rect]] = {}
            for part in parts:
                now[part.name] = (part.key, part.rect)
                old = last.get(part.name)
                if old is None or part.key is ALWAYS or not _same(old[0], part.key) or old[1] != part.rect:
                    dirty.append(part.rect)
                    if old is not None:
                        dirty.append(old[1])
            for name, (_key, rect) in last.items():
                if name not in now:
                    dirty.append(rect)
            self.last = now
        self._base, self._moving = base, list(moving) if base is not None else []
        screen = surface.get_rect()
        rects = merge_rects([aligned(r.clip(screen), screen) for r in dirty
                             if r.w > 0 and r.h > 0 and r.colliderect(screen)])
        if not rects:
            return []
        for rect in rects:
            surface.blit(still, rect, rect)
        clip = surface.get_clip()
        # The rectangles do not overlap and every draw is clipped to one: drawn rectangle by
        # rectangle, each part over the canvas in the parts' order, the pixels are those of
        # drawing part by part.
        places = [part.rect for part in parts]
        for rect in rects:
            for k in rect.collidelistall(places):
                part = parts[k]
                surface.set_clip(rect.clip(part.clip) if part.clip is not None else rect)
                part.draw(surface)
        surface.set_clip(clip)
        return rects
