"""The table's frame jobs (game.client.frame_jobs): one heavy step a frame, taken by the job that
does it; work able to wait for the pieces to land waits for them, a second at most."""

from __future__ import annotations

import collections

import pytest

from game.client.frame_jobs import DRAW_ORDER, UPDATE_ORDER, FrameJobs
from game.client.headless import make_match
from game.client.scenes.table import TableScene

from .conftest import installed


class _Clock:
    """The app's frame count and the animator's animations, as FrameJobs reads them."""

    def __init__(self):
        self.updates = 1
        self.anims: list = []


def _jobs(clock: _Clock) -> FrameJobs:
    return FrameJobs(clock, clock)


def test_the_first_job_offered_takes_the_frame_and_the_others_wait_for_the_next():
    clock = _Clock()
    jobs = _jobs(clock)
    assert jobs.take("recap") and jobs.taken_by() == "recap" and jobs.holds("recap")
    assert not jobs.take("refresh") and not jobs.take("recap") and not jobs.holds("refresh")
    clock.updates += 1
    assert jobs.taken_by() is None
    assert jobs.take("refresh") and not jobs.take("slice")


def test_without_a_frame_count_every_job_runs_at_once():
    playing = _Clock()
    playing.anims = [1]
    jobs = FrameJobs(object(), playing)  # an app that counts no frames
    assert jobs.take("move") and jobs.take("refresh") and jobs.take_quiet("words")
    jobs.mark("landed")
    assert not jobs.marked("landed") and not jobs.holds("move")


def test_a_job_or_a_mark_not_named_in_the_order_is_refused():
    jobs = _jobs(_Clock())
    with pytest.raises(ValueError):
        jobs.take("repaint")
    with pytest.raises(ValueError):
        jobs.mark("landing")


def test_quiet_work_waits_while_pieces_move_a_second_at_most():
    clock = _Clock()
    jobs = _jobs(clock)
    clock.anims = [1]
    for _ in range(FrameJobs.QUIET_WAIT):
        assert not jobs.take_quiet("panels") and jobs.taken_by() is None
        clock.updates += 1
    assert jobs.take_quiet("panels")  # the animation did not end: the work goes on anyway
    clock.updates += 1
    clock.anims = []
    jobs.pieces_still()
    assert jobs.take_quiet("words")
    clock.updates += 1
    clock.anims = [1]
    assert not jobs.take_quiet("words")  # a new animation: its wait counts afresh


def test_waiting_work_and_what_happened_in_a_frame():
    clock = _Clock()
    jobs = _jobs(clock)
    jobs.want("refresh")
    jobs.want("board")
    jobs.want("board", False)
    assert jobs.due("refresh") and not jobs.due("board")
    jobs.mark("landed")
    assert jobs.marked("landed") and not jobs.marked("told")
    clock.updates += 1
    assert not jobs.marked("landed")


# What each heavy step is, as the table does it, and the job that must have taken its frame.
_STEPS = {"show": "move", "refresh": "refresh", "request_bot": "ask", "_paint_slice": "slice", "felt": "felt",
          "render_status": "words", "render_recap": "words", "commit": "recap", "sync": "panels"}


@pytest.mark.parametrize("ruleset", ["europe", "transeuropa", "marklin", "europe-express", "express"])
def test_each_heavy_step_runs_in_a_frame_its_job_took_and_no_frame_holds_two(app, ruleset):
    """Bots play (each move waited for, so every run draws the same frames); in each frame drawn
    by parts, the heavy steps done (a move taken in, the view after it, the panels, a bot asked,
    the recap committed, a pill or recap rendered, a slice of a side-panel region or a felt
    region painted) are at most one, done by the job that took the frame; the recap is not
    committed in a frame a piece landed in; panels that wait for the pieces follow in a frame
    with no animation."""
    if not installed(ruleset):
        pytest.skip(f"{ruleset} is not installed")
    table = TableScene(app, make_match(ruleset, (), 4, seed=3, humans=0, registry=app.registry))
    app.push(table)
    hud = table.hud
    done: list[str] = []
    in_refresh = []

    def count(owner, name, label=None):
        method = getattr(owner, name)

        def counted(*args, **kwargs):
            if not in_refresh:
                done.append(label or name)
            in_refresh.append(name == "refresh")
            try:
                return method(*args, **kwargs)
            finally:
                in_refresh.pop()
        setattr(owner, name, counted)

    for owner, name in ((table, "show"), (table, "refresh"), (table.session, "request_bot"), (hud, "sync"),
                        (hud, "_paint_slice"), (hud, "render_status"), (hud, "render_recap")):
        count(owner, name)
    if hasattr(hud, "repaint_table"):
        repaint = hud.repaint_table
        hud.repaint_table = lambda *a, **k: (lambda rects: (rects and done.append("felt"), rects)[1])(repaint(*a, **k))
    seen = collections.Counter()
    for _ in range(700):
        table.session.wait_bot(10)
        del done[:]
        version, playing = table.recap.version, len(table.animator.anims)
        app.update(1 / 60)
        landed = len(table.animator.anims) < playing
        if table.recap.version != version and "show" not in done:
            done.insert(0, "commit")
        app.draw()
        if app.changed_rects is None:
            continue  # a frame drawn whole does what is due at once
        steps = [step for step in done if not (step == "render_recap" and done[0] == "commit")]
        assert len(steps) <= 1, (app.updates, done)
        for step in steps:
            seen[step] += 1
            assert table.frames.taken_by() == _STEPS[step], (app.updates, step, table.frames.taken_by())
            if step == "commit":
                assert not landed
            if step == "sync" and hud.PANELS_WAIT:
                assert not table.animator.anims
    assert seen["show"] >= 4 and seen["refresh"] >= 4 and seen["request_bot"] >= 4 and seen["commit"] >= 1, seen
    assert seen["_paint_slice"] + seen["felt"] >= 4, seen


@pytest.mark.parametrize("ruleset", ["europe", "transeuropa", "marklin", "europe-express", "express"])
def test_a_frame_offers_its_jobs_in_the_order_the_module_says(app, ruleset):
    """Each step of the table's update offers its jobs in UPDATE_ORDER's order, and its draw in
    DRAW_ORDER's (a job may be offered again before the next): what game.client.frame_jobs says a
    frame may do, in that order, is what it does."""
    if not installed(ruleset):
        pytest.skip(f"{ruleset} is not installed")
    table = TableScene(app, make_match(ruleset, (), 4, seed=3, humans=0, registry=app.registry))
    app.push(table)
    offered: list = []
    take, update, draw = table.frames.take, table.update, table.draw
    table.frames.take = lambda job: offered.append(job) or take(job)
    table.update = lambda dt: offered.append(UPDATE_ORDER) or update(dt)
    table.draw = lambda surface: offered.append(DRAW_ORDER) or draw(surface)
    jobs = collections.Counter()
    for _ in range(700):
        table.session.wait_bot(10)
        del offered[:]
        app.update(1 / 60)
        app.draw()
        order, last = None, 0
        for item in offered:
            if isinstance(item, tuple):  # a step of update, or draw, begins
                order, last = item, 0
                continue
            assert item in order[last:], (app.updates, offered)
            last = order.index(item, last)
            jobs[item] += 1
    # (the board's job is a board with marks composed onto the canvas, the felt's Express's)
    assert all(jobs[job] for job in ("recap", "refresh", "panels", "ask", "move", "words", "slice")), jobs
