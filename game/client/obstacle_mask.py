"""The obstacles of a board rasterised into a pygame mask, for placing names fast.

:class:`game.client.labels.Obstacles` answers "does this rectangle touch anything" with exact
geometry; placing a board's names asks it tens of thousands of times, which takes most of a
second in Python. The same shapes drawn into a bit mask (one pixel grown on every side, so the
mask never misses what the geometry would catch) answer in C. The overlap test still checks the
result with the exact geometry of the pieces as drawn.
"""

from __future__ import annotations

import math

from game.client.labels import Band, Box
from game.client.pg import pygame


class MaskObstacles:
    def __init__(self, size: tuple[int, int], origin: tuple[float, float] = (0, 0), items=()):
        self.ox, self.oy = origin
        self.mask = pygame.mask.Mask((int(size[0]), int(size[1])))
        self._rects: dict[tuple[int, int], pygame.mask.Mask] = {}
        self._surface = pygame.Surface((int(size[0]), int(size[1])), depth=8)
        for item in items:
            self._draw(item)
        self._flush()

    def _draw(self, item) -> None:
        s = self._surface
        if isinstance(item, Band):
            ax, ay = item.a[0] - self.ox, item.a[1] - self.oy
            bx, by = item.b[0] - self.ox, item.b[1] - self.oy
            half = item.half + 1
            dx, dy = bx - ax, by - ay
            length = math.hypot(dx, dy) or 1
            nx, ny = -dy / length * half, dx / length * half
            pygame.draw.polygon(s, 255, [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)])
            pygame.draw.circle(s, 255, (ax, ay), half)
            pygame.draw.circle(s, 255, (bx, by), half)
        elif isinstance(item, Box):
            x, y, w, h = item.rect
            pygame.draw.rect(s, 255, (int(x - self.ox) - 1, int(y - self.oy) - 1, int(w) + 3, int(h) + 3))

    def _flush(self) -> None:
        self._surface.set_colorkey(0)
        self.mask = pygame.mask.from_surface(self._surface)

    def add(self, item) -> None:
        self._draw(item)
        self._flush()

    def hit(self, rect) -> bool:
        x, y, w, h = rect
        size = (max(1, int(math.ceil(w))), max(1, int(math.ceil(h))))
        probe = self._rects.get(size)
        if probe is None:
            probe = pygame.mask.Mask(size, fill=True)
            self._rects[size] = probe
        return self.mask.overlap(probe, (int(x - self.ox), int(y - self.oy))) is not None
