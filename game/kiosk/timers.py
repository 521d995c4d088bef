"""The kiosk's clocks, as plain state machines advanced by ``tick(dt)``: the app's fixed-step loop
drives them, and tests drive them with any ``dt`` they like (a fake clock, never a sleep).

- :class:`Inactivity`: seconds since the last touch, against a limit (attract mode).
- :class:`IdleGuests`: seconds a human seat has had to act without doing anything; bots' turns do
  not count, any touch or move starts it again. Past ``idle_after`` the "Still playing?" countdown
  runs for ``countdown`` seconds, then the game is parked.
- :class:`CornerTaps`: the hidden admin gesture, five taps in a corner within three seconds.
- :func:`burn_in_offset`: a slow drift of still pictures.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field


@dataclass
class Inactivity:
    limit: float
    elapsed: float = 0.0

    def touch(self) -> None:
        self.elapsed = 0.0

    def tick(self, dt: float) -> bool:
        """Advance; True once the limit is reached (and every tick after, until touched)."""
        self.elapsed += dt
        return self.elapsed >= self.limit


@dataclass
class IdleGuests:
    """``phase``: "playing" (counting towards ``idle_after``), "asking" (the countdown is on
    screen) or "expired" (park the game now)."""

    idle_after: float
    countdown: float
    waiting: float = 0.0  # seconds a human has had to act
    left: float = 0.0  # seconds left on the countdown while asking
    phase: str = "playing"

    def activity(self) -> None:
        """A touch or a move: whoever is playing is there."""
        self.waiting = 0.0
        if self.phase == "asking":
            self.phase = "playing"

    def tick(self, dt: float, human_to_act: bool) -> str:
        if self.phase == "expired":
            return self.phase
        if self.phase == "asking":
            self.left -= dt
            if self.left <= 0:
                self.left = 0.0
                self.phase = "expired"
            return self.phase
        if not human_to_act:
            self.waiting = 0.0  # a bot's turn: the guests are watching, not idle
            return self.phase
        self.waiting += dt
        if self.waiting >= self.idle_after:
            self.phase, self.left = "asking", float(self.countdown)
        return self.phase

    @property
    def seconds_left(self) -> int:
        return max(0, math.ceil(self.left))


@dataclass
class CornerTaps:
    """Five taps within ``window`` seconds inside the ``size``-pixel square at the top-left corner.
    The clock is the caller's (``tick``), so a test needs no real time."""

    taps: int = 5
    window: float = 3.0
    size: int = 110
    now: float = 0.0
    times: list[float] = field(default_factory=list)

    def tick(self, dt: float) -> None:
        self.now += dt

    def tap(self, pos: tuple[int, int]) -> bool:
        """Register a tap; True when it completes the gesture."""
        x, y = pos
        if x > self.size or y > self.size:
            self.times.clear()
            return False
        self.times = [t for t in self.times if self.now - t <= self.window] + [self.now]
        if len(self.times) >= self.taps:
            self.times.clear()
            return True
        return False


def burn_in_offset(seconds: float, amplitude: float = 26.0) -> tuple[int, int]:
    """A slow Lissajous wander (periods of several minutes), so no pixel of a still banner or
    logo stays lit in one place for hours."""
    x = amplitude * math.sin(2 * math.pi * seconds / 293.0)
    y = amplitude * 0.6 * math.sin(2 * math.pi * seconds / 419.0 + 1.0)
    return round(x), round(y)
