"""The kiosk's clocks with a fake clock: every second is a ``tick``, nothing sleeps."""

from __future__ import annotations

from datetime import datetime

from hypothesis import given
from hypothesis import strategies as st

from game.kiosk.screen import WAKE_SECONDS, open_now, screen_state
from game.kiosk.timers import CornerTaps, IdleGuests, Inactivity, burn_in_offset


def run(timer_tick, seconds: float, step: float = 0.25):
    result = None
    for _ in range(int(seconds / step)):
        result = timer_tick(step)
    return result


def test_attract_comes_after_the_idle_limit_and_a_touch_starts_again():
    watch = Inactivity(90)
    assert run(watch.tick, 89.5) is False
    assert run(watch.tick, 0.5) is True
    watch.touch()
    assert watch.tick(1.0) is False


def test_idle_guests_count_only_while_a_human_must_act():
    idle = IdleGuests(idle_after=120, countdown=30)
    assert run(lambda dt: idle.tick(dt, human_to_act=False), 500) == "playing"  # bots' turns
    assert run(lambda dt: idle.tick(dt, human_to_act=True), 119) == "playing"
    idle.tick(0.5, human_to_act=False)  # a bot's turn in between starts the count again
    assert run(lambda dt: idle.tick(dt, human_to_act=True), 119) == "playing"
    assert run(lambda dt: idle.tick(dt, human_to_act=True), 1) == "asking"
    assert idle.seconds_left == 30


def test_countdown_then_expired_unless_someone_answers():
    idle = IdleGuests(idle_after=20, countdown=30)
    run(lambda dt: idle.tick(dt, True), 20)
    assert idle.phase == "asking"
    run(lambda dt: idle.tick(dt, True), 12)
    assert idle.seconds_left == 18
    idle.activity()  # "I'm still here"
    assert idle.phase == "playing" and idle.waiting == 0
    run(lambda dt: idle.tick(dt, True), 20)
    assert run(lambda dt: idle.tick(dt, False), 29.75) == "asking"  # counts down even on a bot's turn
    assert idle.tick(0.25, False) == "expired"
    assert idle.tick(10, True) == "expired"


@given(st.lists(st.tuples(st.floats(0.01, 5), st.booleans(), st.booleans()), max_size=200))
def test_idle_never_asks_before_the_limit_of_continuous_human_time(steps):
    """Invariant: the question appears only after idle_after seconds of uninterrupted human turn
    with no activity."""
    idle = IdleGuests(idle_after=30, countdown=10)
    waited = 0.0
    for dt, human, touched in steps:
        if touched:
            idle.activity()
            waited = 0.0
        before = idle.phase
        phase = idle.tick(dt, human)
        waited = waited + dt if human else 0.0
        if before == "playing" and phase == "asking":
            assert waited >= 30 - 1e-9


def test_five_taps_in_the_corner_within_three_seconds():
    taps = CornerTaps()
    for _ in range(4):
        assert taps.tap((20, 30)) is False
        taps.tick(0.5)
    assert taps.tap((40, 40)) is True
    # Too slow: a tap every 0.8 s leaves only four within three seconds.
    for _ in range(8):
        assert taps.tap((10, 10)) is False
        taps.tick(0.8)
    # A tap elsewhere breaks the sequence.
    for i in range(4):
        taps.tap((10, 10))
    assert taps.tap((900, 500)) is False
    assert taps.tap((10, 10)) is False


def test_screen_blank_outside_hours_dim_after_long_attract():
    noon, night = datetime(2025, 1, 1, 12, 0), datetime(2025, 1, 1, 23, 30)
    assert screen_state(noon, "09:00", "23:00", 10_000, attract=False, dim_after=600) == "on"
    assert screen_state(noon, "09:00", "23:00", 599, attract=True, dim_after=600) == "on"
    assert screen_state(noon, "09:00", "23:00", 600, attract=True, dim_after=600) == "dim"
    assert screen_state(night, "09:00", "23:00", WAKE_SECONDS, attract=True, dim_after=600) == "blank"
    assert screen_state(night, "09:00", "23:00", 5, attract=True, dim_after=600) == "on"  # staff touched it
    # Open past midnight.
    assert open_now(datetime(2025, 1, 1, 1, 0), "18:00", "02:00")
    assert not open_now(datetime(2025, 1, 1, 3, 0), "18:00", "02:00")
    assert open_now(datetime(2025, 1, 1, 3, 0), "00:00", "00:00")


def test_burn_in_drift_moves_slowly_and_stays_small():
    positions = [burn_in_offset(t) for t in range(0, 3600, 1)]
    assert len(set(positions)) > 100  # it does move over an hour
    assert all(abs(x) <= 26 and abs(y) <= 26 for x, y in positions)
    assert all(abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1 for a, b in zip(positions, positions[1:]))
