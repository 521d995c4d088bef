"""Screen care: SDL keeps the desktop's screen saver off while the game runs, so the kiosk looks
after the panel itself: dim after a long idle in attract mode, black outside opening hours (a
touch wakes it for a few minutes, for staff), and the drift of :func:`game.kiosk.timers.burn_in_offset`.
"""

from __future__ import annotations

from datetime import datetime

WAKE_SECONDS = 300  # a touch outside opening hours lights the screen this long
DIM_ALPHA = 170  # of 255: the veil over a dimmed screen


def minutes(hhmm: str) -> int:
    hours, mins = hhmm.split(":")
    return int(hours) * 60 + int(mins)


def open_now(now: datetime, on: str, off: str) -> bool:
    """Within opening hours; ``off`` before ``on`` means open past midnight; equal: always open."""
    start, end, t = minutes(on), minutes(off), now.hour * 60 + now.minute
    if start == end:
        return True
    if start < end:
        return start <= t < end
    return t >= start or t < end


def screen_state(now: datetime, on: str, off: str, since_input: float, attract: bool, dim_after: float) -> str:
    """"on", "dim" or "blank"."""
    if not open_now(now, on, off) and since_input >= WAKE_SECONDS:
        return "blank"
    if attract and since_input >= dim_after:
        return "dim"
    return "on"
