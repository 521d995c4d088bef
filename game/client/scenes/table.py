"""The table: board, hands, market and players; turns flow from the match, actions from its legal
actions, animations from its events.

Hidden information: everything drawn comes from ``match.view(self.viewer)`` and
``event.for_seat(self.viewer)``. ``viewer`` is the human sitting at the screen: the only human in a
one-human game, otherwise the one who confirmed the privacy screen, and nobody (a spectator's view)
between two humans' turns.

No rule logic here: targets come from grouping ``legal_actions`` by ``(target_type, target)``.
"""

from __future__ import annotations

import gc
from typing import Any, NamedTuple

from game.client import theme
from game.client.pg import pygame
from game.client.dirty import ALWAYS, Part, PartFrame
from game.client.frame_jobs import FrameJobs
from game.client.scenes.base import Scene
from game.client.session import GameSession
from game.client.table_events import EventAnimator
from game.client.table_views import make_table_view
from game.client.turn_recap import TurnRecap, board_names
from game.client.tween import Animator
from game.client.ui import Target, draw_button, focus_ring
from game.engine.actions import IllegalAction
from game.engine.match import PluginFailure
from game.i18n import language, tr

BOT_PAUSE = 0.55  # seconds between two bot actions at speed 1, so people can follow


def _same_token(a, b) -> bool:
    """Two :meth:`HudBase.parts_token` tokens are the same: their objects the same ones, their
    values equal (a view is never compared item by item)."""
    objects, others = a[0], b[0]
    if len(objects) != len(others) or a[1] != b[1]:
        return False
    for x, y in zip(objects, others):  # (a loop, not all() over a generator: once a frame)
        if x is not y:
            return False
    return True


class _Still(NamedTuple):
    """A frame's parts but animations' (see TableScene._still): the panels but the score markers,
    the buttons, the status and the markers, as the hud made them, and joined in drawing order
    (panels, markers, buttons, status; animations come before and after ``mid``)."""
    panels: list[Part]
    buttons: list[Part]
    status: list[Part]
    score: Any  # one list object while the markers stand
    mid: list[Part]
    all: list[Part]  # one list object while they all stand (PartFrame.draw's ``base``)

    @classmethod
    def join(cls, panels, buttons, status, score) -> _Still:
        mid = [*panels, *score, *buttons]
        return cls(panels, buttons, status, score, mid, mid + status)

    def with_score(self, score) -> _Still:
        """The same parts with the markers ``score`` (they slid) put in instead."""
        return self if score is self.score else _Still.join(self.panels, self.buttons, self.status, score)


class _PartsMemo(NamedTuple):
    """What the last frame's still parts were made for (see TableScene.frame_parts_split)."""
    hud: Any
    token: Any  # the hud's parts_token
    quiet: bool  # made while work waited for the pieces to land (waits_for_pieces)
    still: _Still


class TableScene(Scene):
    def __init__(self, app, match, resumed: bool = False, demo: bool = False):
        """``resumed``: the match is the autosaved game itself (Continue, a kiosk restart), so the
        autosave slot is not set aside. ``demo``: a bots-only show (kiosk attract mode) that is
        never autosaved and is driven by the scene hosting it."""
        super().__init__(app)
        self.match = match
        self.demo = demo
        self.host = None  # the scene drawing and updating this table, when it is not on the stack
        self.session = GameSession(match)
        humans = self.session.humans
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.animator = Animator(app.settings.animation_speed)
        self.hidden: set[str] = set()  # board items still animating (not painted yet)
        self.bot_wait = 0.4
        # Which frame does which heavy step (a move taken in, the view after it, the panels, the
        # board, the recap...): one a frame, in the order game.client.frame_jobs says.
        self.frames = FrameJobs(app, self.animator)
        self._board_synced = None  # what the board was last brought up to (_sync_board)
        self.open_key: tuple[str, str] | None = None  # target group whose choices are shown
        self.auto_opened = False
        self.selection: set[str] = set()  # ticket toggles
        self.page = 0
        self.after_anims: list = []  # scenes to show once the animations are over
        self.log_lines: list[str] = []
        self.round_overlay = None  # (lines per seat, colors) of the last finished round
        self.frozen_tracks: list[str] | None = None  # last round's tracks, shown during its score
        self.autoplay = True  # False: bots wait (screenshots)
        self.groups: dict[tuple[str, str], list] = {}
        self.view = match.view(self.viewer)
        self.recap = TurnRecap(match, board_names(match))  # what each seat just did, and the full log
        try:
            self.hud = make_table_view(self, self.session.family)
        except Exception:
            self.session.close()  # no bot thread may outlive a table that could not open
            raise
        self.events = EventAnimator(self)
        self.frame_parts = PartFrame()  # what the last frame drew over the canvas
        self._parts_memo: _PartsMemo | None = None  # the last frame's still parts (see frame_parts_split)
        self.refresh()
        self.hud.board.sync(self.board_view(), self.hidden)  # paint the board now, not on frame one
        self._autosave_warned = False
        if self.autosaver is not None:
            self.autosaver.begin(match, resumed=resumed)
            self._warn_autosave()
        # What the table holds now (board geometry, pictures, the match) stays for the whole game:
        # kept out of the garbage collector's full passes, which a searching bot's thread runs
        # holding the interpreter (tens of ms over everything otherwise). Given back at close.
        gc.freeze()

    # -- autosave ------------------------------------------------------------------------------

    @property
    def autosaver(self):
        return None if self.demo else getattr(self.app, "autosaver", None)

    def autosave(self) -> None:
        """After every action: the game on disk is the game on screen (see game.client.autosave)."""
        saver = self.autosaver
        if saver is not None:
            saver.record(self.match)
            self._warn_autosave()

    def _warn_autosave(self) -> None:
        saver = self.autosaver
        if saver.error and not self._autosave_warned:
            self._autosave_warned = True  # once per game: a full disk stays full
            self.app.toast(tr("saves.autosave_failed", error=saver.error), theme.BAD, seconds=6)
    # -- state ---------------------------------------------------------------------------------

    @property
    def acting_human(self) -> int | None:
        """The viewer when it may act now (so targets are offered)."""
        v = self.viewer
        if v is None or self.session.is_bot(v) or self.match.is_over:
            return None
        return v if v in self.match.active_seats else None

    def refresh(self, panels: bool = True) -> None:
        """The view and the choices after a change, and the panels after them; ``panels`` False:
        they may wait for the animations to end (a bot's move: see HudBase.PANELS_WAIT), unless
        someone at the screen has choices to make now."""
        self.frames.want("refresh", False)
        self.view = self.session.view(self.viewer)
        self.groups = {}
        seat = self.acting_human
        if seat is not None and self.session.next_actor() == seat:
            for action in self.match.legal_actions(seat):
                self.groups.setdefault((action.target_type, action.target), []).append(action)
        if self.open_key not in self.groups:
            self.close_choices()
        self._auto_open()
        if panels or self.groups or not getattr(self.hud, "PANELS_WAIT", False):
            self.frames.want("panels", False)
            self.hud.sync()
        else:
            self.frames.want("panels")
            self.hud.sync_view()
        self.build_targets()

    def _auto_open(self) -> None:
        """When everything on offer is the choices of one target (tickets to keep, a tunnel's extra
        cost), open it straight away."""
        non_buttons = [k for k in self.groups if k[0] != "button"]
        if len(non_buttons) == 1 and len(self.groups[non_buttons[0]]) > 1 and self.open_key is None:
            self.open_key = non_buttons[0]
            self.auto_opened = True
            self.selection = set()
            self.page = 0

    def set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        self.close_choices()
        self.refresh()

    # -- targets -------------------------------------------------------------------------------

    def build_targets(self) -> None:
        targets: list[Target] = []
        if self.open_key is not None:
            targets = self.hud.choice_targets(self.open_key, self.groups.get(self.open_key, []))
        else:
            for key, actions in self.groups.items():
                target = self.hud.target_for(key, actions)
                if target is not None:
                    targets.append(target)
            panel_targets = getattr(self.hud, "panel_targets", None)  # views from plugins may not have it
            if panel_targets is not None:
                targets.extend(panel_targets())
        targets.append(Target(("ui", "menu"), self.hud.menu_rect, self.open_menu))
        log_rect = getattr(self.hud, "log_rect", None)
        if log_rect is not None:
            targets.append(Target(("ui", "log"), log_rect, self.open_log))
        self.nav.set_targets(targets)

    def choose(self, key) -> None:
        actions = self.groups.get(key)
        if not actions:
            return
        if len(actions) == 1:
            self.perform(actions[0])
            return
        self.open_key = key
        self.auto_opened = False
        self.selection = set()
        self.page = 0
        self.build_targets()
        self.nav.focus = None
        self.app.audio.play("click")

    def close_choices(self) -> None:
        self.open_key = None
        self.auto_opened = False
        self.selection = set()
        self.page = 0

    def cancel_choices(self) -> None:
        if self.open_key is not None and not self.auto_opened:
            self.close_choices()
            self.build_targets()

    # -- acting --------------------------------------------------------------------------------

    def perform(self, action) -> None:
        human = not self.session.is_bot(action.seat)
        if human:
            self.animator.skip()  # input never waits on an animation
        try:
            events = self.session.apply(action)
            self.show(action, events)
        except IllegalAction as exc:
            self.app.toast(str(exc), theme.BAD)
            self.app.audio.play("error")
        except PluginFailure as exc:
            self.plugin_failed(exc)

    def show(self, action, events) -> None:
        """Animate what an applied action did and redraw from the new state."""
        human = not self.session.is_bot(action.seat)
        if "refresh" in self.frames.waiting:
            self.refresh()  # the last move's view first: its events are told against it
        self.close_choices()
        # A bot's move comes with its events' words, told in the worker (None: worked out here).
        words = None if human else self.session.told(self.viewer)
        for i, event in enumerate(events):
            self.events.play(event.for_seat(self.viewer), None if words is None else words[i])
        if human and self.session.hot_seat and action.seat not in self.match.active_seats:
            self.viewer = None  # the next person at the screen must not see this hand
        self.autosave()
        if not human:
            self.bot_wait = BOT_PAUSE
            # A bot's move: its animations start in this frame, the new view and the panels' keys
            # come in the next free one (game.client.frame_jobs). Nobody acts in between: a human's
            # choices were offered before and stay until then.
            self.frames.want("refresh")
            self.frames.take("move")
            self.frames.mark("move")
            return
        self.refresh()

    def plugin_failed(self, exc) -> None:
        """A plugin's hook raised (the match has disabled it and restored its state): name it in
        words, leave the table for the title screen. The autosave is not touched: it holds the
        game as it was before the failing action (a hook that raised changed nothing there)."""
        record = self.match.registry.find(exc.plugin)
        name = record.info.name(language()) if record is not None and record.info is not None else exc.plugin
        saver = self.autosaver
        kept = saver is not None and saver.exists()
        self.close()
        self.app.go_to_title()
        self.app.toast(tr("faults.plugin_failed" if kept else "faults.plugin_failed_no_save", plugin=name),
                       theme.BAD, seconds=10)

    def quit_to_title(self) -> None:
        """Leave the table; the game stays in the autosave (a kiosk parks it in paused games)."""
        self.close()
        kiosk = getattr(self.app, "kiosk", None)
        if kiosk is not None and not self.demo:
            kiosk.park_current()
        self.app.go_to_title()

    def add_log(self, line: str) -> None:
        if line:
            self.log_lines.append(line)
            del self.log_lines[:-4]

    # -- flow ----------------------------------------------------------------------------------

    def waits_for_pieces(self) -> bool:
        """True while work able to wait for the pieces to land waits (FrameJobs.take_quiet)."""
        return self.frames.waits_for_pieces()

    def update(self, dt: float) -> None:
        # (The engine's exceptions are imported with the module: an import statement run twice a
        # frame costs two raised and dropped AttributeErrors each time.)
        self.animator.speed = self.app.settings.animation_speed
        frames = self.frames
        playing = len(self.animator.anims)
        self.animator.update(dt)
        if len(self.animator.anims) < playing:  # (a frame may run several steps of update)
            frames.mark("landed")
        if not self.animator.anims:
            frames.pieces_still()
        self.hud.update(dt)
        # The frame's jobs, in game.client.frame_jobs's order: a board's update held from the
        # last frame (kept here, done in draw), the recap, the view, the panels; then _advance
        # asks a bot or takes its move in.
        waiting = frames.waiting
        if "board" in waiting and not self._board_waits(self.hud):
            frames.take("board")
        before, shown = self.recap.version, self.recap.shown
        # What the recap waits to tell (TurnRecap.pending) is committed (and a first recap
        # rendered whole with it) in a frame of its own, not in the one a piece lands in, which
        # brings the board up to it; nor while an animation blocks play.
        commit = False
        if self.recap.pending and not self.animator.busy and not frames.marked("landed"):
            commit = frames.take("recap")
        # A recap shown in this frame is drawn as it ends: its time to be read starts there, not
        # with the frame's other steps of update.
        # (The seats able to act are read only in a frame that commits: no work in the others.)
        self.recap.update(0.0 if frames.marked("told") else dt, not commit,
                          self.match.active_seats if commit else None)
        if self.recap.shown is not shown:
            frames.mark("told")
        if self.recap.version != before:
            frames.want("panels")  # the seat panels say what was just done
        if "refresh" in waiting:
            if frames.take("refresh"):
                self.refresh(panels=not self.animator.anims)
        elif "panels" in waiting and (frames.take_quiet("panels") if getattr(self.hud, "PANELS_WAIT", False)
                                       else frames.take("panels")):
            frames.want("panels", False)
            self.hud.sync()
        if self.app.scene is not (self.host or self):
            return
        try:
            self._advance(dt)
        except PluginFailure as exc:  # a hook raised: in a bot's move, a view, the legal actions
            self.plugin_failed(exc)

    def _advance(self, dt: float) -> None:
        """Let the game move on: animations done, the next scene, a bot's move, the next human."""
        if self.animator.busy or "refresh" in self.frames.waiting or self.recap.pending:
            return  # (a recap waiting for its frame is told before the game moves on)
        if self.after_anims:
            scene = self.after_anims.pop(0)
            if self.host is None:  # a hosted demo goes straight on: nobody is there to confirm
                self.app.push(scene)
            return
        if self.match.is_over:
            from game.client.scenes.score import ScoreScene

            self.close()
            if self.host is not None:
                self.host.table_over(self)
                return
            self.app.replace(ScoreScene(self.app, self.match, final=True))
            return
        actor = self.session.next_actor()
        if actor is None:
            return
        if self.session.is_bot(actor):
            if not self.autoplay:
                return
            if self.session.hot_seat and self.viewer is not None and self.acting_human is None:
                self.set_viewer(None)
            self.bot_wait -= dt * max(0.25, self.app.settings.animation_speed)
            # Asking the next bot (its copy of the match, when the worker did not make it ready)
            # and taking its move in are heavy steps: each in a frame of its own.
            if not self.session.bot_thinking() and self.frames.take("ask"):
                self.session.request_bot(actor, self.viewer)
            if self.bot_wait > 0 or self.recap.holding(self.app.settings.animation_speed):
                return  # people read what the last bot did before the next one plays
            if not self.session.move_ready() or not self.frames.take("move"):
                return
            move = self.session.poll_bot()
            if move is not None:
                self.match = self.session.match
                self.show(move[0], move[1])
            return
        if self.viewer != actor:
            if self.session.hot_seat:
                from game.client.scenes.privacy import PrivacyScene

                if self.viewer is not None:
                    self.set_viewer(None)
                self.app.push(PrivacyScene(self.app, self, actor))
            else:
                self.set_viewer(actor)
        elif not self.groups:
            self.refresh()

    def open_log(self) -> None:
        from game.client.scenes.gamelog import GameLogScene

        self.app.audio.play("click")
        self.app.push(GameLogScene(self.app, self))

    def open_menu(self) -> None:
        from game.client.scenes.pause import PauseScene

        self.app.audio.play("click")
        self.app.push(PauseScene(self.app, self))

    def handle(self, intent) -> None:
        kind = intent.kind
        # A family's view may take pointer intents first (drag and drop of cards); it returns
        # True when it used the intent.
        own = getattr(self.hud, "handle", None)
        if own is not None and own(intent):
            return
        if kind == "menu":
            if self.open_key is not None and not self.auto_opened:
                self.cancel_choices()
            else:
                self.open_menu()
            return
        if kind == "back":
            self.cancel_choices()
            return
        if kind == "skip":
            self.animator.skip()
            return
        if kind == "scroll" or kind in ("scroll_up", "scroll_down"):
            self.hud.scroll(intent.amount if kind == "scroll" else (1 if kind == "scroll_up" else -1))
            return
        if kind == "click" and self.nav.target_at(intent.pos) is None and self.open_key is not None \
                and not self.hud.choice_panel_rect().collidepoint(intent.pos):
            self.cancel_choices()
            return
        self.nav.handle(intent)

    def enter(self) -> None:
        self.refresh()

    def reload(self, match) -> None:
        """After undo or load: everything is redrawn from the new state."""
        self.session.close()
        self.match = match
        self.session = GameSession(match)
        humans = self.session.humans
        self.viewer = humans[0] if len(humans) == 1 else None
        self.animator.skip()
        self.hidden.clear()
        self.after_anims.clear()
        self.round_overlay = None
        self.hud = make_table_view(self, self.session.family)
        self.events = EventAnimator(self)
        self.recap = TurnRecap(match, board_names(match))
        self.close_choices()
        self.refresh()
        self.autosave()

    def close(self) -> None:
        gc.unfreeze()
        self.session.close()
        # The table's words, panels and shadows are of no use to the next screen: free them
        # before the next table draws its own (the client's memory peak is one table, not all).
        from game.client import ui

        theme.forget_drawn()
        ui.forget_buttons()
        release = getattr(self.hud, "release", None)  # views from plugins may not have it
        if release is not None:
            release()

    def _board_in_sync(self, hud, view) -> bool:
        """The board shows ``view`` with what animations hide, drawn with today's settings."""
        last = self._board_synced
        return last is not None and last[0] is hud.board and last[1] is view and last[2] == self.hidden \
            and last[3] == (self.app.settings.colorblind, language()) \
            and getattr(hud.board, "layer", True) is not None and not getattr(hud, "felt_pending", False)

    def _board_waits(self, hud) -> bool:
        """A board composed on the canvas, due to follow a new view, waits for the animations to
        end like the panels (FrameJobs.take_quiet), while what they hide is what it was last
        brought up with: a piece landing (or taking off) shows at once, with the view."""
        last = self._board_synced
        return last is not None and last[0] is hud.board and last[2] == self.hidden and self.frames.waits_for_pieces()

    def _board_work(self, hud) -> bool | None:
        """A board whose marks are composed onto the canvas has to be brought up to the view or
        composed again (see HudBase.canvas_due): True; False when it is up to date, so
        :meth:`_update_board` has nothing to do; None for a board that is not composed so."""
        due = getattr(hud, "canvas_due", None)  # views from plugins may not have it
        if due is None or not hud.holds_board():
            return None
        return not self._board_in_sync(hud, self.board_view()) or due()

    def _update_board(self, hud) -> None:
        self._sync_board(hud)
        if getattr(hud, "canvas", None) is not None:
            hud.refresh_canvas()

    def _sync_board(self, hud) -> None:
        """The board brought up to the view shown; skipped while the view, what animations hide
        and the settings it is drawn with stay as they were (most frames)."""
        view = self.board_view()
        if self._board_in_sync(hud, view):
            return
        hud.board.sync(view, self.hidden)
        self._board_synced = (hud.board, view, frozenset(self.hidden), (self.app.settings.colorblind, language()))

    def board_view(self):
        if not self.frozen_tracks:
            return self.view
        doubles = set(self.view.get("board", {}).get("doubles", ()))
        tracks = [{"segment": s, "seat": -1, "double": s in doubles} for s in self.frozen_tracks]
        return {**self.view, "tracks": tracks}

    # -- drawing -------------------------------------------------------------------------------

    def parts(self) -> list[Part] | None:
        """Everything this frame draws over the canvas, as parts in the order :meth:`draw` paints
        them (see game.client.dirty); None when it draws more than parts (a choice, a focused
        target, a round's lines, a view's own extras, an animation that cannot say where it draws)."""
        split = self.frame_parts_split()
        return None if split is None else split[0]

    def frame_parts_split(self) -> tuple[list[Part], list[Part], list[Part]] | None:
        """(:meth:`parts`, the parts but animations' kept as one list object while they stand, the
        animations' parts): PartFrame.draw's ``parts``, ``base`` and ``moving``, so it works out
        only what moved; None as for :meth:`parts`."""
        hud = self.hud
        if self.round_overlay is not None or self.open_key is not None or self.nav.focused is not None:
            return None
        still = self._still(hud)
        if still is None:
            return None
        if not self.animator.anims:
            return still.all, still.all, []
        board = hud.board.rect
        under, over = [], []
        for anim in self.animator.drawn("board"):
            rect = anim.bounds()
            if rect is None:
                return None
            under.append(Part(anim, ALWAYS, rect.clip(board), anim.draw, board))
        for anim in self.animator.drawn("over"):
            rect = anim.bounds()
            if rect is None:
                return None
            over.append(Part(anim, ALWAYS, rect, anim.draw))
        if not (under or over):
            return still.all, still.all, []
        return under + still.mid + over + still.status, still.all, under + over

    def _still(self, hud) -> _Still | None:
        """This frame's parts but animations'; None: the frame is drawn whole.

        While nothing they follow from changes (the same view, choices, recap, words: the view's
        parts_token), the panels', buttons' and status parts of the last frame are this frame's.
        A pill or recap waiting for the pieces to land (FrameJobs.take_quiet) waits with them: its
        parts are kept until the wait is over; one waiting for a frame of its own is not."""
        quiet = self.frames.waits_for_pieces()
        memo = self._parts_memo
        if memo is not None and memo.hud is hud and self.frames.marked("move"):
            # A bot's move taken in is this frame's heavy step (FrameJobs): the parts it
            # changes (the pill, the panels' words) are made in the next frame, with the view
            # after it, which makes them again anyway; this one shows the last frame's a frame
            # longer (the score markers, looked up each frame, but for the memo kept as it was).
            return memo.still if memo.still.score == () else memo.still.with_score(hud.score_parts())
        token_of = getattr(hud, "parts_token", None)  # views from plugins may not have it
        token = token_of() if token_of is not None else None
        if token is not None and memo is not None and memo.hud is hud and memo.quiet is quiet and \
                _same_token(memo.token, token):
            # The score markers slide for a second after a score: only they are looked up (one
            # list while they stand, a new one when a marker moved a pixel) and put in again.
            if memo.still.score == ():
                return memo.still
            still = memo.still.with_score(hud.score_parts())
            if still is not memo.still:
                self._parts_memo = memo._replace(still=still)
            return still
        still = self._make_still(hud)
        self._parts_memo = _PartsMemo(hud, token, quiet, still) if token is not None and still is not None \
            and (quiet or not getattr(hud, "parts_waiting", False)) else None
        return still

    def _make_still(self, hud) -> _Still | None:
        still_of = getattr(hud, "still_panel_parts", None)  # views from plugins may not have it
        if still_of is None:
            panel_parts = getattr(hud, "panel_parts", None)
            panels, score = (panel_parts() if panel_parts is not None else None), ()
        else:
            panels = still_of()
            score = hud.score_parts() if panels is not None else ()
        if panels is None:
            return None
        return _Still.join(panels, self._button_parts(), hud.status_parts(), score)

    def _button_parts(self) -> list[Part]:
        log_rect = getattr(self.hud, "log_rect", None)

        def make() -> list[Part]:
            buttons = [("menu", self.hud.menu_rect, tr("table.menu"))]
            if log_rect is not None:
                buttons.append(("log", log_rect, tr("play.log.button")))
            # A button's look is a surface 4 px larger than its rectangle (its shadow).
            return [Part(name, label, pygame.Rect(rect.topleft, (rect.w + 4, rect.h + 4)),
                         lambda surface, r=rect, text=label: draw_button(surface, r, text, False, size=26))
                    for name, rect, label in buttons]
        memo = getattr(self.hud, "memo_parts", None)  # views from plugins may not have it
        if memo is None:
            return make()
        return memo("buttons", (tuple(self.hud.menu_rect), log_rect and tuple(log_rect), language(), theme.text_mode()),
                    make)

    def draw(self, surface) -> None:
        if getattr(self.hud, "released", False):  # drawn after closing (behind a last overlay)
            self.hud = make_table_view(self, self.session.family)
            self.frame_parts.remember(None)
            self.refresh()
        hud = self.hud
        canvas = getattr(hud, "canvas", None)  # views from plugins may not have one
        kept = canvas is not None and self.frame_parts.last is not None and self.app.screen_kept(self, surface)
        # A board with marks brought up to a move (its layer, the marks recomposed around what
        # changed) is a heavy step of its own while frames are drawn by parts: the screen shows
        # the board as it was a frame longer.
        frames = self.frames
        work = self._board_work(hud) if kept else None
        # (holds: update kept this frame for it)
        pending = bool(work) and (self._board_waits(hud) or not (frames.holds("board") or frames.take("board")))
        frames.want("board", pending)
        if not pending and work is not False:  # (False: up to date, most frames)
            self._update_board(hud)
        parts = None
        if canvas is not None:
            split = self.frame_parts_split()
            parts = None if split is None else split[0]
            by_parts = parts is not None and kept
            if "board" in frames.waiting and not by_parts:
                frames.want("board", False)
                self._update_board(hud)
            paint_pending = getattr(hud, "paint_pending", None)
            if paint_pending is not None:
                # Drawn by parts: one slice of a region a frame, in a frame with no other heavy
                # step and no animation (FrameJobs.take_quiet); but while animations that do
                # not block play, a region under one (a face-up card turning over its slot) is
                # painted under it, so it shows the new card when the animation lands.
                if not by_parts:
                    paint_pending(None)
                elif not frames.waits_for_pieces():
                    paint_pending(hud.paint_limit())
                elif not self.animator.busy:
                    over = [rect for rect in (anim.bounds() for anim in self.animator.anims if anim.active)
                            if rect is not None]
                    if over:
                        paint_pending(hud.paint_limit(), over)
                hud.defer_paints = by_parts
            damage = hud.take_damage()
            if by_parts:
                # The screen still shows the last frame: restore from the canvas and redraw only
                # what changed (canvas parts repainted, parts that moved, came or went).
                self.app.changed_rects = self.frame_parts.draw(surface, canvas, parts, damage, *split[1:])
                return
            # The still picture (board, side panel, hand; strips between them) in one blit: its
            # parts were repainted in place when they changed. What moves is drawn over it. The
            # board's animations stay on the board, under the panels, as they were drawn before.
            surface.blit(canvas, (0, 0))
        else:
            # The board and the panels cover the screen but for these strips: no full-screen fill.
            board = hud.board.rect
            surface.fill(theme.BG, (0, board.bottom, board.right + 10, theme.H - board.bottom))
            surface.fill(theme.BG, (0, 0, board.right + 10, board.top))
            surface.fill(theme.BG, (board.right, 0, 10, theme.H))
            hud.board.draw(surface)
        self.frame_parts.remember(parts if surface is self.app.screen else None)
        if self.round_overlay is not None:
            hud.draw_round_overlay(surface)
        clip = surface.get_clip()
        if canvas is not None:
            surface.set_clip(hud.board.rect.clip(clip))
        self.animator.draw(surface, "board")
        surface.set_clip(clip)
        if canvas is None or not hud.MARKS_STILL:
            hud.draw_board_marks(surface)
        focused = self.nav.focused
        hud.draw_highlights(surface, focused)
        if canvas is not None:
            hud.draw_panels(surface, still_drawn=True)
        else:
            hud.draw_panels(surface)
        if self.open_key is not None:
            self.hud.draw_choices(surface, self.open_key, self.groups.get(self.open_key, []), focused)
        draw_button(surface, self.hud.menu_rect, tr("table.menu"),
                    focused is not None and focused.key == ("ui", "menu"), size=26)
        log_rect = getattr(self.hud, "log_rect", None)
        if log_rect is not None:
            draw_button(surface, log_rect, tr("play.log.button"), focused is not None and focused.key == ("ui", "log"),
                        size=26)
        self.animator.draw(surface, "over")
        self.hud.draw_status(surface)
        if focused is not None and focused.key[0] == "button" and self.open_key is None:
            focus_ring(surface, focused.rect)
