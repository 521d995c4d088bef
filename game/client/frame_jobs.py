"""One heavy step a frame: what each frame of the table may do, said in one place.

A bot's move brings several steps that each cost a good part of a frame (taking the move in, the
view after it, the panels, the board, the recap, repainting the side panel): done in one frame
they would make it several times slower than the others. So each is a *job* that takes a frame
of its own (:meth:`FrameJobs.take`): the first job offered in a frame takes it, the others wait
for the next frames, and a move's work is spread over the pause that follows it.

The jobs, in the order a frame offers them: each step of TableScene.update the first six
(:data:`UPDATE_ORDER`), then TableScene.draw the last four (:data:`DRAW_ORDER`); a job may be
offered again before the next one (tests/client/test_frame_jobs.py checks the order):

``board``
    A board whose marks are composed onto the canvas, brought up to a new view or composed again.
    Due when a frame drawn by parts found it out of date without a frame of its own: the next
    frame keeps itself for it in update (so nothing else takes it) and does it in draw. It waits
    for the pieces to land (:meth:`FrameJobs.waits_for_pieces`) while what animations hide is what
    it was last brought up with (see TableScene._board_waits).
``recap``
    The recap of what was just done committed (and a first recap rendered whole with it): not in
    a frame an animation ended in (``landed``), which brings the board up to it.
``refresh``
    The view and the choices after a bot's move, the frame after the move was taken in.
``panels``
    The panels following the recap, or a view whose panels waited (HudBase.PANELS_WAIT): in a
    frame with no animation when the view's panels wait (:meth:`FrameJobs.take_quiet`).
``ask``
    Asking the next bot (its copy of the match, when the worker did not make it ready).
``move``
    Taking a bot's move in: its animations start in this frame.
``board``
    (again, in draw) A board found out of date in a frame no job took yet is brought up at once.
``felt``
    A region of a felt painted again (Express's table, one a frame; HudBase.paint_limit): while
    pieces move, only a region where a card landed or took off.
``words``
    The status pill or the recap rendered again (quiet: HudBase.render_now).
``slice``
    A slice of a side-panel region painted (quiet but under an animation that does not block
    play; HudBase.paint_pending), or Express's card face painted ahead in such a frame.

What must not wait does not: an animation hands over what it lands (the board or the felt region
where a piece lands shows at once), and a frame drawn whole (a choice open, an overlay) does
what is due in it at once.

Besides the frame's job, a frame notes what happened in it (:meth:`FrameJobs.mark`): ``landed``
(an animation ended), ``told`` (a finished turn's recap shown: its time to be read starts in the
next frame), ``move`` (a bot's move taken in: the still parts it changes wait for the next frame).

Pure (no pygame): the frame number is the app's count of updates (App.updates), and pieces move
while the animator has animations (Animator.anims).
"""

from __future__ import annotations

UPDATE_ORDER = ("board", "recap", "refresh", "panels", "ask", "move")
DRAW_ORDER = ("board", "felt", "words", "slice")
JOBS = frozenset(UPDATE_ORDER + DRAW_ORDER)
MARKS = frozenset({"landed", "told", "move"})


class FrameJobs:
    # Frames (a second at the window's 120 a second) that work able to wait for the pieces to
    # land (take_quiet) waits at most while animations play.
    QUIET_WAIT = 120

    def __init__(self, app, animator):
        """``app.updates``: the frame being made (an app without it counts no frames: every job
        may run at once); ``animator.anims``: the animations playing."""
        self.app = app
        self.animator = animator
        self._frame: int | None = None  # the last frame a job took
        self._job: str | None = None  # the job that took it
        # Jobs waiting for a frame (refresh, panels, board): read it (``job in waiting``, a few
        # times a frame), change it with :meth:`want`.
        self.waiting: set[str] = set()
        self._marks: dict[str, int | None] = {}  # the frame each thing last happened in
        self._quiet_since: int | None = None  # the frame the wait for the pieces began (waits_for_pieces)

    # -- work waiting for a frame ------------------------------------------------------------

    def due(self, job: str) -> bool:
        return job in self.waiting

    def want(self, job: str, due: bool = True) -> None:
        """``job`` waits for a frame (``due`` False: it no longer does)."""
        if due:
            self.waiting.add(job)
        else:
            self.waiting.discard(job)

    # -- the frame's job ---------------------------------------------------------------------

    def take(self, job: str) -> bool:
        """True when no job took this frame yet: ``job`` takes it and may run now; False: it
        waits for a later frame."""
        if job not in JOBS:
            raise ValueError(f"unknown frame job {job!r}")
        frame = getattr(self.app, "updates", None)
        if frame is None:
            return True
        if self._frame == frame:
            return False
        self._frame, self._job = frame, job
        return True

    def take_quiet(self, job: str) -> bool:
        """:meth:`take` for work that can wait for the pieces to land: while an animation plays
        (a card flying, a route filling, a score floating, a face-up card turning) a frame draws
        it and none of these, so no animated frame carries their heavy steps; they follow when
        it is over, or after QUIET_WAIT frames of one that does not end."""
        return not self.waits_for_pieces() and self.take(job)

    def holds(self, job: str) -> bool:
        """Whether ``job`` took this frame (the board's update, kept in update for draw)."""
        frame = getattr(self.app, "updates", None)
        return frame is not None and self._frame == frame and self._job == job

    def taken_by(self) -> str | None:
        """The job that took this frame, if one did."""
        frame = getattr(self.app, "updates", None)
        return self._job if frame is not None and self._frame == frame else None

    # -- the pieces' wait --------------------------------------------------------------------

    def waits_for_pieces(self) -> bool:
        """True while work able to wait for the pieces to land waits (see :meth:`take_quiet`).
        The wait is counted from the first frame that asks while animations play."""
        frame = getattr(self.app, "updates", None)
        if frame is None or not self.animator.anims:
            return False
        if self._quiet_since is None:
            self._quiet_since = frame
        return frame - self._quiet_since < self.QUIET_WAIT

    def pieces_still(self) -> None:
        """No animation plays: the next one's wait counts afresh."""
        self._quiet_since = None

    # -- what happened in a frame ------------------------------------------------------------

    def mark(self, what: str) -> None:
        if what not in MARKS:
            raise ValueError(f"unknown frame mark {what!r}")
        self._marks[what] = getattr(self.app, "updates", None)

    def marked(self, what: str) -> bool:
        """Whether ``what`` happened in this frame."""
        frame = getattr(self.app, "updates", None)
        return frame is not None and self._marks.get(what) == frame
