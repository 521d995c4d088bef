"""Animations on a fixed clock.

The app advances time in fixed steps (:data:`STEP`), so an animation looks the same at any frame
rate and tests can drive it deterministically. An :class:`Anim` lasts ``duration`` seconds after
``delay``; ``blocking`` animations are the ones bots wait for (readable pace), never the human:
a human's input skips whatever is still playing.
"""

from __future__ import annotations

import math
from typing import Callable

STEP = 1 / 120


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def ease_out_back(t: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp2(a, b, t: float) -> tuple[float, float]:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def arc(a, b, t: float, height: float = 80) -> tuple[float, float]:
    """A point on a lifted path from a to b (cards fly in an arc, not a line)."""
    x, y = lerp2(a, b, t)
    return x, y - math.sin(math.pi * t) * height


class Anim:
    """Base animation: subclasses draw themselves at progress ``t`` in [0, 1]."""

    layer = "over"  # "board" (under the UI panels) or "over" (above everything)

    def __init__(self, duration: float, delay: float = 0.0, blocking: bool = True,
                 on_start: Callable[[], None] | None = None, on_done: Callable[[], None] | None = None):
        self.duration = max(1e-6, duration)
        self.delay = delay
        self.blocking = blocking
        self.elapsed = 0.0
        self.on_start = on_start
        self.on_done = on_done
        self.started = False
        self.done = False

    @property
    def t(self) -> float:
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def active(self) -> bool:
        return self.started and not self.done

    def advance(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if not self.started and self.elapsed >= self.delay:
            self.started = True
            if self.on_start:
                self.on_start()
        if self.elapsed >= self.delay + self.duration:
            self.finish()

    def finish(self) -> None:
        if self.done:
            return
        if not self.started:
            self.started = True
            if self.on_start:
                self.on_start()
        self.elapsed = self.delay + self.duration
        self.done = True
        if self.on_done:
            self.on_done()

    def draw(self, surface) -> None:  # pragma: no cover - overridden
        pass

    def bounds(self):
        """The screen rectangle :meth:`draw` will paint in at the current ``t`` (a ``pygame.Rect``),
        so a frame can restore and redraw only that part of the screen; None when unknown, which
        makes the table draw whole frames while this animation plays."""
        return None


class Animator:
    def __init__(self, speed: float = 1.0):
        self.anims: list[Anim] = []
        self.speed = speed

    def add(self, anim: Anim) -> Anim:
        self.anims.append(anim)
        return anim

    def update(self, dt: float) -> None:
        if not self.anims:
            return
        step = dt * self.speed
        for anim in list(self.anims):
            anim.advance(step)
        self.anims = [a for a in self.anims if not a.done]

    def skip(self) -> None:
        """Finish everything now (skip key, or a human acting while animations still play)."""
        while self.anims:
            current = self.anims
            self.anims = []
            for anim in current:
                anim.finish()

    @property
    def busy(self) -> bool:
        for anim in self.anims:  # (a loop, not any(): asked several times a frame)
            if anim.blocking:
                return True
        return False

    def draw(self, surface, layer: str) -> None:
        for anim in self.drawn(layer):
            anim.draw(surface)

    def drawn(self, layer: str) -> list[Anim]:
        """The animations :meth:`draw` paints on ``layer`` now, in its order."""
        return [anim for anim in self.anims if anim.active and anim.layer == layer]
