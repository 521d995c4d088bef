"""What surrounds the board at the table: seat panels, hand, market, objectives, the choice panel
and the status line. One class per board family; the shared parts live in :class:`HudBase`.

Panels change only when the state does, so they are rendered into cached surfaces on
:meth:`HudBase.sync` and a frame only blits them (plus what slides or pulses).
"""

from __future__ import annotations

import math

from game.client import card_art, cards, pieces, theme, ticket_decks
from game.client.dirty import Part, blit_aligned, changed_areas, fill_aligned, merge_rects
from game.client.grid_view import GridBoardView, draw_marker, marker_bounds
from game.client.my_tickets import MyTickets, ticket_tile
from game.client.payment_panel import PaymentPanel
from game.client.open_tickets import OpenTickets
from game.client.pg import pygame
from game.client.route_board_extras import BoardExtras
from game.client.route_extras import RouteExtras
from game.client.route_view import RouteBoardView, draw_station
from game.client.ui import Target, draw_button, focus_ring
from game.i18n import language, tr

PIP_R = 12  # px: a visible-objective pip above a city
RIGHT_X = 1480
STATUS_DASH, STATUS_DOT = "  —  ", " · "  # the pill: whose turn — action · action
STATUS_AREA = pygame.Rect(0, 0, RIGHT_X, 58)  # the status line, over the top of a route board
RIGHT_W = theme.W - RIGHT_X
PANEL_BG = (26, 34, 44)
MARKET_CARD = (128, 84)
HAND_CARD = (88, 132)
HAND_STEP = 94


def pill_lines(msg: str, width: int) -> list[str]:
    """The status pill's words as lines: one when it fits ``width`` at the play floor (it may
    shrink to it), else cut after its "—" and between the actions ("·"), never inside one, so
    every action on offer stays readable (French words run long: four actions do not fit)."""
    floor = theme.font(theme.play_floor(), True)
    if floor.size(msg)[0] <= width:
        return [msg]
    head, dash, tail = msg.partition(STATUS_DASH)
    if not dash:
        return [msg]
    lines, line = [head + STATUS_DASH.rstrip()], ""
    for part in tail.split(STATUS_DOT):
        probe = line + STATUS_DOT + part if line else part
        if line and floor.size(probe)[0] > width:
            lines.append(line)
            probe = part
        line = probe
    lines.append(line)
    return lines


def seat_name(table, seat: int) -> str:
    return table.match.seats[seat].name or tr("newgame.default_player", n=seat + 1)


def card_chip(surface, card: str, rect, colorblind: bool) -> None:
    surface.blit(cards.card_face(card, rect.size, colorblind), rect)


class HudBase:
    family = ""
    MARKS_STILL = False  # True: the board marks are part of the canvas, not drawn each frame

    def __init__(self, table):
        self.t = table
        self.app = table.app
        self.menu_rect = pygame.Rect(theme.W - 220, theme.H - 84, 200, 68)
        self.log_rect = pygame.Rect(RIGHT_X + 6, theme.H - 84, 200, 68)  # the full game log
        self.right: pygame.Surface | None = None
        # The still picture of the table, one screen-sized surface: the side panel (and, at a route
        # table, the board layer and the hand) are parts of it, painted in place when they change,
        # so a frame is one blit of it plus what moves. None: the view draws its parts each frame.
        self.canvas: pygame.Surface | None = None
        self.damaged: list[pygame.Rect] = []  # canvas rectangles repainted since the last frame
        self._part_keys: dict[str, object] = {}  # what each part of ``right`` was last painted from
        self._pending_paints: dict[str, tuple] = {}  # regions waiting for a frame (defer_paints)
        self.shown_points: list[float] = []
        self.scroll_offset = 0
        self.highlight: pygame.Surface | None = None
        self.highlight_key = None
        self.time = 0.0
        self.seat_colors = [s.color or theme.SEAT_COLOR_ORDER[i] for i, s in enumerate(table.match.seats)]

    @property
    def colorblind(self) -> bool:
        return self.app.settings.colorblind

    def seat_rgb(self, seat: int):
        return theme.seat_rgb(self.seat_colors[seat])

    # -- hooks for subclasses ------------------------------------------------------------------

    def points(self) -> list[int]:
        return [0] * len(self.seat_colors)

    def update(self, dt: float) -> None:
        self.time += dt
        target = self.points()
        if target == self.shown_points:
            return  # the markers stand where the points are (most frames)
        if len(self.shown_points) != len(target):
            self.shown_points = [float(p) for p in target]
        for i, p in enumerate(target):
            diff = p - self.shown_points[i]
            self.shown_points[i] += diff * min(1.0, dt * 5) if abs(diff) > 0.02 else diff

    def panel_targets(self) -> list[Target]:
        """Targets of the panels themselves (not actions), offered when no choice is open."""
        return []

    # True: after a bot's move, while its animations play, the panels (:meth:`sync`) may follow
    # the new view when they are over (the table's ``panels`` job, game.client.frame_jobs): what
    # the board and the animations draw does not come from them (:meth:`sync_view` does what must
    # follow at once).
    # A view that does not split its sync so leaves it False (its whole sync follows at once).
    PANELS_WAIT = False

    def sync_view(self) -> None:
        """The part of :meth:`sync` that follows each view at once, when the panels wait."""

    def panel_parts(self) -> list[Part] | None:
        """What the panels draw over the canvas this frame, as parts of a frame drawn by parts
        (game.client.dirty), in the order :meth:`draw_panels` draws them; None: the frame is drawn
        whole (the default for views that do not say)."""
        return None

    def still_panel_parts(self) -> list[Part] | None:
        """:meth:`panel_parts` but the score markers (:meth:`score_parts`): what the table keeps
        while :meth:`parts_token` stands. The markers slide for about a second after a score, and
        are looked up every frame on their own (they are kept too while they stand)."""
        return self.panel_parts()

    def score_parts(self):
        """The score markers drawn over the canvas (after :meth:`still_panel_parts`), one list
        object while they stand; none here."""
        return ()

    def scroll(self, amount: int) -> None:
        self.scroll_offset = max(0, self.scroll_offset - amount)
        self.sync()

    # -- cached right panel -------------------------------------------------------------------

    def make_canvas(self) -> pygame.Surface:
        canvas = pygame.Surface((theme.W, theme.H)).convert()
        canvas.fill(theme.BG)
        self.canvas = canvas
        return canvas

    def per_view(self, name: str, compute, *also):
        """``compute()``, worked out once per view the table holds (it makes a new one on every
        change) and per ``also`` (compared by identity): a frame's keys cost nothing while the
        state stands still."""
        memos = self.__dict__.setdefault("_per_view", {})
        memo = memos.get(name)
        if memo is None or memo[0] is not self.t.view or len(memo[1]) != len(also) or \
                any(a is not b for a, b in zip(memo[1], also)):
            memo = memos[name] = (self.t.view, also, compute())
        return memo[2]

    def damage(self, rect) -> None:
        """A part of the canvas was repainted: the next frame drawn by parts shows it again."""
        self.damaged.append(pygame.Rect(rect))

    def take_damage(self) -> list[pygame.Rect]:
        """The canvas rectangles repainted since the last call (the board's among them)."""
        out, self.damaged = self.damaged, []
        board_damage = getattr(getattr(self, "board", None), "damaged", None)
        if board_damage:
            out.extend(board_damage)
            board_damage.clear()
        return out

    def compose_board(self) -> None:
        """The board's part of the canvas made again whole: its layer, then the marks over it."""
        self.board.draw(self.canvas)
        self.draw_board_marks(self.canvas)
        self.damage(self.board.rect)

    def recompose_board(self, region: list[pygame.Rect]) -> None:
        """The board's part of the canvas made again within ``region`` only: the layer copied
        back there and the marks reaching into it drawn again, clipped."""
        board = self.board
        for rect in merge_rects([r.clip(board.rect) for r in region if r.colliderect(board.rect)]):
            self.canvas.set_clip(rect)
            blit_aligned(self.canvas, board.layer, rect.topleft, rect.move(-board.rect.x, -board.rect.y))
            self.draw_board_marks(self.canvas, rect)
            self.canvas.set_clip(None)
            self.damage(rect)

    def canvas_part(self, rect) -> pygame.Surface:
        """A part of the still picture that a panel paints on in place."""
        return self.canvas.subsurface(pygame.Rect(rect).clip(self.canvas.get_rect()))

    released = False

    def release(self) -> None:
        """The table closed: drop the big surfaces (canvas, side panel, hand, the board's layer and
        map) before the next table paints its own, so the client's memory peak is one table. A
        released view is not drawn again (the table makes a new one if it must be)."""
        self.released = True
        self.canvas = None
        self.right = None
        self.highlight = None
        self.__dict__.pop("_seat_plates", None)
        for name in ("hand", "_pips", "_pips_key"):
            if hasattr(self, name):
                setattr(self, name, None)
        board = getattr(self, "board", None)
        if board is not None and hasattr(board, "release"):
            board.release()

    def refresh_canvas(self) -> None:
        """Bring the still picture up to date before it is blitted (hook: a part that is composed
        rather than painted in place)."""

    def holds_board(self) -> bool:
        """The board's marks are composed onto the canvas (:meth:`refresh_canvas`): bringing it
        up to a move is a heavy step the table gives a frame of its own."""
        return False

    def canvas_due(self) -> bool:
        """:meth:`refresh_canvas` has something to compose."""
        return False

    def right_surface(self) -> pygame.Surface:
        """The right panel, allocated once: a new 440x1080 surface and its ``convert`` cost more
        than a millisecond, paid on every move before."""
        if self.right is None:
            self.right = (self.canvas_part((RIGHT_X, 0, RIGHT_W, theme.H)) if self.canvas is not None
                          else pygame.Surface((RIGHT_W, theme.H)).convert())
            self.right.fill(PANEL_BG)
            pygame.draw.line(self.right, theme.PANEL_EDGE, (0, 0), (0, theme.H), 2)
            self._part_keys = {}
            self._pending_paints = {}
            self._slicing = None
            self.damage((RIGHT_X, 0, RIGHT_W, theme.H))
        return self.right

    # True while the table draws its frames by parts: a region to repaint waits for the next
    # frame's :meth:`paint_pending`, one region a frame, so a bot's move (two seats, the market, the
    # recap line) never puts all of its painting into one frame.
    defer_paints = False

    def paint_limit(self, job: str = "slice") -> int | None:
        """How many regions waiting for a frame (:attr:`defer_paints`) this frame may paint: all
        (None) while frames are drawn whole, else one in a frame with no other heavy step (the
        table's frame ``job``: a side panel's ``slice``, a felt's region; game.client.frame_jobs),
        none in the others."""
        if not self.defer_paints:
            return None
        frames = getattr(self.t, "frames", None)  # (a table made by a plugin may not count frames)
        return 1 if frames is None or frames.take(job) else 0

    def paint_part(self, name: str, key, area: pygame.Rect, paint, covered: tuple | None = None) -> None:
        """Repaint one region of the right panel only when what it shows changed: a bot's move
        touches one seat and the market, not the whole panel. ``covered``: (rectangle, radius),
        a rounded rectangle the paint fills whole (a seat's panel): the background is laid only
        around it. ``paint(surface)`` paints the region, at once or in slices: a generator that
        yields between them (see :meth:`paint_pending`)."""
        surf = self.right_surface()
        key = (key, self.colorblind, language())
        if self._part_keys.get(name) == key:
            return
        self._part_keys[name] = key
        job = (area.clip(surf.get_rect()), paint, covered)
        if self.defer_paints:
            self._pending_paints[name] = job  # a newer state of the region replaces the older
            return
        self._paint_region(surf, *job)

    def _paint_ground(self, surf, area: pygame.Rect, covered: tuple | None) -> None:
        # Writing into the screen-sized canvas costs by the row: a region is filled once, not
        # filled and then covered again by a panel.
        for rect in [area] if covered is None else around(area, *covered):
            fill_aligned(surf, PANEL_BG, rect)
        pygame.draw.line(surf, theme.PANEL_EDGE, (0, area.top), (0, area.bottom), 2)

    def _paint_region(self, surf, area: pygame.Rect, paint, covered: tuple | None = None) -> None:
        self._paint_ground(surf, area, covered)
        steps = paint(surf)
        if hasattr(steps, "__next__"):  # painted in slices: all of them now
            for _ in steps:
                pass
        if self.canvas is not None:
            self.damage(area.move(RIGHT_X, 0))

    # The region being painted in slices while frames are drawn by parts: (its name, its job in
    # the pending paints, the generator of its slices), painted into the side panel's scratch.
    _slicing: tuple | None = None

    def paint_pending(self, limit: int | None = None, under: list[pygame.Rect] | None = None) -> None:
        """Paint the regions waiting (see :attr:`defer_paints`): the first ``limit``, or all;
        ``under``: only those reaching under one of these screen rectangles (animations playing
        over them), and the one whose slices are under way.

        With a ``limit``, each one is a slice: a region painted in slices (its paint a generator,
        a seat's panel: plate, name and score; figures; last turn) takes one a frame, into a
        scratch surface as large as the side panel, and is copied into the panel with its last,
        so no frame shows it half painted and none carries more than one slice of its paint."""
        pending = self._pending_paints
        while pending and (limit is None or limit > 0):
            name = self._next_pending(under)
            if name is None:
                return
            job = pending[name]
            if self.right is None:
                del pending[name]
            elif limit is None:
                del pending[name]
                self._paint_region(self.right, *job)
            else:
                limit -= 1
                self._paint_slice(name, job)

    def _next_pending(self, under: list[pygame.Rect] | None):
        pending = self._pending_paints
        if under is None:
            return next(iter(pending))
        slicing = self._slicing
        if slicing is not None and pending.get(slicing[0]) is slicing[1]:
            return slicing[0]
        for name, job in pending.items():
            if job[0].move(RIGHT_X, 0).collidelist(under) >= 0:
                return name
        return None

    def _paint_slice(self, name: str, job: tuple) -> None:
        area, paint, covered = job
        slicing = self._slicing
        if slicing is None or slicing[0] != name or slicing[1] is not job:
            scratch = panel_scratch(self.right.get_size())
            scratch.set_clip(None)  # (a region's slices left unfinished may have left theirs)
            self._paint_ground(scratch, area, covered)  # a region's first slice lays its ground
            steps = paint(scratch)  # a paint not in slices has painted: its one slice
            slicing = self._slicing = (name, job, steps if hasattr(steps, "__next__") else iter(()))
        try:
            next(slicing[2])
            return  # more slices to come, a frame each
        except StopIteration:
            pass
        self._slicing = None
        del self._pending_paints[name]
        blit_aligned(self.right, panel_scratch(self.right.get_size()), area.topleft, area)
        if self.canvas is not None:
            self.damage(area.move(RIGHT_X, 0))

    def paint_seats(self, view, lines_of, points_of) -> None:
        off = -RIGHT_X
        active = tuple(self.t.match.active_seats)
        for seat, rect in enumerate(self.seat_rects()):
            lines, points = lines_of(seat), points_of(seat)
            seat_info = self.t.match.seats[seat]
            recap = self.recap_line(seat)
            key = (repr(lines), points, seat in active, seat_info.name, seat_info.kind, seat_info.level,
                   view.get("seat") == seat, tuple(rect), recap, theme.text_mode())
            local = rect.move(off, 0)
            area = pygame.Rect(0, local.y - 4, RIGHT_W, local.h + 8)
            self.paint_part(f"seat:{seat}", key, area,
                            lambda surf, s=seat, r=local, li=lines, pt=points: self.seat_panel_slices(surf, s, r, li, pt),
                            covered=(local, self.SEAT_RADIUS))

    def recap_line(self, seat: int) -> str:
        recap = getattr(self.t, "recap", None)
        return recap.line_for(seat) if recap is not None else ""

    # -- seat panels ---------------------------------------------------------------------------

    # A seat's panel: its name and score; its stats (a family may put them on the name's row
    # instead, STATS_ROW = False); what it did on its last turn.
    STATS_ROW = True
    RECAP_ROW = True
    SEAT_TOP = 10
    SEAT_GAP = 6

    def seat_height(self) -> int:
        return 8 + 34 + (30 if self.STATS_ROW else 0) + (30 if self.RECAP_ROW else 0) + 10

    def seat_rects(self) -> list[pygame.Rect]:
        h = self.seat_height()
        return [pygame.Rect(RIGHT_X + 4, self.SEAT_TOP + i * (h + self.SEAT_GAP), RIGHT_W - 20, h)
                for i in range(len(self.seat_colors))]

    def score_bars(self, up: int, height: int) -> tuple[pygame.Rect, ...]:
        """Where each seat's score marker slides: a bar ``up`` px above its panel's bottom (worked
        out once per layout: a frame's parts only place the markers on them)."""
        key = (len(self.seat_colors), self.seat_height(), self.SEAT_TOP, self.SEAT_GAP, up, height)
        memo = self.__dict__.get("_score_bars")
        if memo is None or memo[0] != key:
            bars = tuple(pygame.Rect(r.x + 72, r.bottom - up, r.w - 90, height) for r in self.seat_rects())
            memo = self._score_bars = (key, bars)
        return memo[1]

    def memo_parts(self, name: str, key, make) -> list[Part]:
        """``make()``'s parts, made again only when ``key`` changed (or a seat's colour setting):
        a frame where nothing moved builds none."""
        key = (key, self.colorblind, tuple(self.seat_colors))
        memos = self.__dict__.setdefault("_memo_parts", {})
        memo = memos.get(name)
        if memo is None or memo[0] != key:
            memo = memos[name] = (key, make())
        return memo[1]

    def points_parts(self, make) -> list[Part]:
        """``make()``'s score markers, made again only when the view, the points shown or the
        colours changed: while the scores stand still a frame works nothing out."""
        quick = (self.t.view, tuple(self.shown_points), self.colorblind)
        memo = self.__dict__.get("_points_parts")
        if memo is None or memo[0][0] is not quick[0] or memo[0][1:] != quick[1:]:
            memo = self._points_parts = (quick, make())
        return memo[1]

    def seats_bottom(self) -> int:
        return self.seat_rects()[-1].bottom if self.seat_colors else self.SEAT_TOP

    def seat_center(self, seat: int):
        return self.seat_rects()[seat].center

    SEAT_RADIUS = 12  # a seat's panel is a rectangle rounded by this much, filled whole

    def seat_panel_slices(self, surf, seat: int, rect, lines: list[tuple[str, str]], points_text: str):
        """A seat's panel painted in three slices (see HudBase.paint_pending), yielding between
        them: its plate, name and score; its figures; its last turn and the turn's arrow."""
        view = self.t.view
        current = seat in self.t.match.active_seats
        blit_aligned(surf, self.seat_plate(seat, rect.size, current), rect)
        seat_info = self.t.match.seats[seat]
        pts = theme.text(points_text, theme.size("points"), theme.ACCENT, bold=True)
        surf.blit(pts, pts.get_rect(topright=(rect.right - 12, rect.y + 4)))
        x = rect.x + 60
        stats_width = 0
        if not self.STATS_ROW:
            stats_width = sum(self._stat_width(v) for _, v in lines)
        name_room = rect.right - 20 - pts.get_width() - stats_width - x
        name = theme.play_text(seat_name(self.t, seat), "name", name_room, theme.INK, bold=True)
        surf.blit(name, (x, rect.y + 6))
        who = tr(f"level.{seat_info.level}") if seat_info.kind == "bot" else tr("newgame.human")
        if seat == view.get("seat") and seat_info.kind == "human":
            who = tr("table.you")
        tag = theme.text(f"· {who}", theme.size("body"), theme.INK_DIM)
        if name.get_width() + 10 + tag.get_width() <= name_room:
            surf.blit(tag, (x + name.get_width() + 10, rect.y + 10))
        yield
        if self.STATS_ROW:
            self._draw_stats(surf, lines, x, rect.y + 42)
        elif lines:
            self._draw_stats(surf, lines, rect.right - 20 - pts.get_width() - stats_width, rect.y + 8)
        yield
        recap = self.recap_line(seat) if self.RECAP_ROW else ""
        if recap:
            line_y = rect.bottom - 38
            surf.blit(theme.play_text(recap, "body", rect.right - 14 - x, theme.INK_DIM), (x, line_y))
        if current:
            arrow = [(rect.x - 2, rect.centery - 10), (rect.x + 10, rect.centery), (rect.x - 2, rect.centery + 10)]
            pygame.draw.polygon(surf, theme.ACCENT, arrow)

    def seat_plate(self, seat: int, size: tuple[int, int], current: bool) -> pygame.Surface:
        """A seat's panel without its words: the panel (lit on its turn), the colour stripe and
        the token with its symbol, on the side panel's ground at the corners. Kept per seat and
        turn: one copy paints it, where rounding, filling and the token's shapes cost most of a
        panel's repaint."""
        color = self.seat_rgb(seat)
        key = (seat, tuple(size), current, color, self.seat_colors[seat])
        plates = self.__dict__.setdefault("_seat_plates", {})
        plate = plates.get(key)
        if plate is None:
            plate = pygame.Surface(size).convert()
            plate.fill(PANEL_BG)
            rect = plate.get_rect()
            base = theme.PANEL_HI if current else theme.PANEL
            theme.panel(plate, rect, base, theme.ACCENT if current else theme.PANEL_EDGE, radius=self.SEAT_RADIUS,
                        width=3 if current else 1)
            stripe = pygame.Rect(rect.x, rect.y, 14, rect.h)
            pygame.draw.rect(plate, color, stripe, border_top_left_radius=self.SEAT_RADIUS,
                             border_bottom_left_radius=self.SEAT_RADIUS)
            token = (rect.x + 36, rect.y + 25)
            pygame.draw.circle(plate, color, token, 17)
            pygame.draw.circle(plate, theme.SEAT_OUTLINE, token, 17, 2)
            theme.symbol(plate, theme.seat_symbol(self.seat_colors[seat]), token, 20, theme.contrast_ink(color))
            if len(plates) >= 4 * max(1, len(self.seat_colors)):
                plates.clear()  # a colour setting changed: the old ones are of no more use
            plates[key] = plate
        return plate

    def _stat_width(self, value) -> int:
        return 30 + theme.text(str(value), theme.size("body"), theme.INK).get_width() + 14

    def _draw_stats(self, surf, lines, x, y) -> None:
        for icon, value in lines:
            draw_icon(surf, icon, (x + 12, y + 14))
            label = theme.text(str(value), theme.size("body"), theme.INK)
            surf.blit(label, (x + 30, y))
            x += self._stat_width(value)

    ICONS: tuple[str, ...] = ()  # the stat icons this family's panels use, explained in the legend

    def legend_rows(self) -> int:
        return len(self._legend_layout())

    def _legend_layout(self) -> list[list[tuple[str, pygame.Surface]]]:
        rows: list[list[tuple[str, pygame.Surface]]] = [[]]
        x = 12
        for icon in self.ICONS:
            word = theme.text(tr(f"play.icon.{icon}"), theme.size("body"), theme.INK_DIM, condensed=True)
            width = 30 + word.get_width() + 16
            if rows[-1] and x + width > RIGHT_W - 10:
                rows.append([])
                x = 12
            rows[-1].append((icon, word))
            x += width
        return rows if rows[0] else []

    def paint_legend(self, surf, y: int) -> int:
        """Under the seat panels, what each stat icon counts (on two lines when one is too short);
        returns its bottom."""
        for row in self._legend_layout():
            x = 12
            for icon, word in row:
                draw_icon(surf, icon, (x + 12, y + 15))
                surf.blit(word, (x + 30, y))
                x += 30 + word.get_width() + 16
            y += 32
        return y

    # -- status --------------------------------------------------------------------------------

    def render_now(self, name: str, urgent: bool = False) -> bool:
        """Whether a surface over the board whose words changed (the status pill, the recap; the
        attribute ``name`` holds the one shown) is rendered again in this frame: when there is
        none yet, or no other heavy step ran in this frame and no animation plays (the table's
        ``words`` job, game.client.frame_jobs); else the one shown stays a frame longer.
        ``urgent``: words the player at the screen acts on (their choices): not held until the
        pieces land, only until a frame of their own."""
        if getattr(self, name, None) is None:
            return True
        frames = getattr(self.t, "frames", None)  # (a table made by a plugin may not count frames)
        return frames is None or (frames.take("words") if urgent else frames.take_quiet("words"))

    def in_two_frames(self, shown: str, stem: str, key, words_of, render) -> bool:
        """Bring a surface over the board whose words changed (the recap, Express's status pill;
        the attribute ``shown`` holds the one shown) to what ``key`` says, in two frames of their
        own (:meth:`render_now`): its words (``words_of()``, the text rendered), then the surface
        made from them (``render(words)``); the first one comes at once, whole (``render(None)``).
        ``stem + "_key"`` keeps the key shown, ``stem + "_words"`` the words made ahead with their
        key. Returns whether the surface shown says ``key``; while it does not, the parts wait."""
        key_name, words_name = stem + "_key", stem + "_words"
        if key == getattr(self, key_name, None):
            return True
        if self.render_now(shown):
            words = self.__dict__.get(words_name)
            if words is not None and words[0] == key:
                setattr(self, words_name, None)
                made = render(words[1])
            elif self.__dict__.get(shown) is None:
                made = render(None)
            else:
                setattr(self, words_name, (key, words_of()))
                made = None
            if made is not None:
                setattr(self, key_name, key)
                setattr(self, shown, made)
                return True
        self.parts_waiting = True
        return False

    def draw_status(self, surface) -> None:
        for part in self.status_parts():
            part.draw(surface)

    STATUS_POS = (12, 10)

    def status_parts(self) -> list[Part]:
        """The status pill and the recap under it, as parts of a frame (see game.client.dirty)."""
        self.parts_waiting = False  # set while a new pill or recap waits for its frame (render_now)
        parts = []
        status = self.status_surface()
        if status is not None:
            rect = status.get_rect(topleft=self.STATUS_POS)
            parts.append(Part("status", status, rect, lambda surface, s=status, r=rect: surface.blit(s, r)))
        recap = self.recap_surface()
        if recap is not None:
            x, y = self.RECAP_POS
            if status is not None:  # (a pill on two lines pushes the recap down)
                y = max(y, self.STATUS_POS[1] + status.get_height() + 8)
            rect = recap.get_rect(topleft=(x, y))
            parts.append(Part("recap", recap, rect, lambda surface, s=recap, r=rect: surface.blit(s, r)))
        return parts

    def status_still(self, actor) -> bool:
        """The status pill shown is the one for ``actor`` in this view, with these choices, words
        and text size (see :meth:`keep_status`): a frame need not work its words out again."""
        kept = self.__dict__.get("_status_kept")
        t = self.t
        return kept is not None and kept[0] == actor and kept[1] is t.view and kept[2] is t.groups \
            and kept[3] == language() and kept[4] == theme.text_mode()

    parts_waiting = False

    def parts_token(self):
        """What the parts of a frame (:meth:`status_parts`, :meth:`panel_parts`, the table's
        buttons) follow from, for the table to keep them while it stands: objects compared by
        identity, values by equality. None: worked out every frame (views that do not say, and a
        searching bot's think bar, which counts its seconds)."""
        return None

    def common_token(self, *values):
        """:meth:`parts_token` for the shared parts: the view, the choices and the recap shown,
        whose turn it is and the moves played, the words and the colours; ``values``: a family's
        own. Not the points shown: the score markers are looked up each frame (see
        :meth:`still_panel_parts`)."""
        t = self.t
        session = t.session
        actor = session.next_actor()
        if actor is not None and session.searches(actor) and session.bot_thinking():
            return None
        recap = getattr(t, "recap", None)
        story = recap.panel(self.app.settings.animation_speed, bool(t.groups)) if recap is not None else None
        return ((t.view, t.groups, story),
                (actor, len(t.match.log), recap.version if recap is not None else None, language(),
                 theme.text_mode(), self.colorblind) + values)

    def keep_status(self, actor, share=None) -> None:
        """Remember what the pill just set was made for (not while a bot's think bar counts)."""
        t = self.t
        self._status_kept = None if share is not None or t.session.searches(actor) else \
            (actor, t.view, t.groups, language(), theme.text_mode())

    def status_surface(self) -> pygame.Surface | None:
        """The status pill (whose turn, what to do), rendered again only when its words change."""
        actor = self.t.session.next_actor()
        if actor is None:
            return None
        if self.status_still(actor):
            return self._status
        name = seat_name(self.t, actor)
        share = None
        acting = self.t.acting_human is not None and actor == self.t.acting_human
        if acting:
            kinds = []
            for actions in self.t.groups.values():
                for a in actions:
                    if a.kind not in kinds:
                        kinds.append(a.kind)
            msg = tr("table.your_turn", name=name) + STATUS_DASH + STATUS_DOT.join(tr(f"kind.{k}") for k in kinds[:5])
            color = theme.ACCENT
        elif self.t.session.is_bot(actor):
            progress = self.t.session.thinking_progress(actor)
            if progress is not None:
                # A searching bot (hard, expert): say it thinks, counting the seconds, and fill a
                # bar towards its budget, so a 3-second think never looks like a frozen table.
                seconds, budget = progress
                msg = tr("bots.thinking", name=name, seconds=f"{seconds:.1f}")
                share = min(1.0, seconds / budget)
            else:
                msg = tr("table.bot_thinking", name=name)
            color = theme.INK
        else:
            msg = tr("table.waiting_for", name=name)
            color = theme.INK
        key = (msg, color, actor, theme.text_mode(), share)
        if key != getattr(self, "_status_key", None):
            # The pills of a game come back turn after turn (whose turn, who thinks): kept, so
            # most changes are a swap; a new one is rendered in a frame of its own.
            pills = self.__dict__.setdefault("_pills", {})
            pill = pills.get(key)
            # (The acting player's pill says what they may do now: it follows their choices at
            # once, while their last act's pieces still move: Märklin's passenger after a claim.)
            if pill is None and self.render_now("_status", urgent=acting):
                pill = self.render_status(msg, color, actor)
                if share is not None:
                    self.draw_think_bar(pill, share)  # counts seconds: not kept
                else:
                    if len(pills) >= 16:
                        pills.clear()
                    pills[key] = pill
            if pill is not None:
                self._status_key, self._status = key, pill
                self.keep_status(actor, share)
            else:
                self.parts_waiting = True
        else:
            self.keep_status(actor, share)
        return self._status

    def draw_think_bar(self, surf, share: float) -> None:
        """A thin bar along the bottom of the status pill, filled with the share of the think
        budget spent."""
        pill_width, label_height = self._status_pill
        y = label_height + 8
        width = pill_width - 44
        pygame.draw.rect(surf, (60, 66, 76), (30, y, width, 4), border_radius=2)
        pygame.draw.rect(surf, theme.ACCENT, (30, y, max(4, int(width * share)), 4), border_radius=2)

    STATUS_W = RIGHT_X - 80  # the pill's words at most

    def render_status(self, msg, color, actor) -> pygame.Surface:
        """The status pill, rendered once per change (one blit a frame); on two lines or more
        when its words would be cut even at the play floor (see :func:`pill_lines`)."""
        labels = [theme.play_text(line, "body", self.STATUS_W, color, bold=True)
                  for line in pill_lines(msg, self.STATUS_W)]
        height = sum(label.get_height() for label in labels)
        rect = pygame.Rect(0, 0, max(label.get_width() for label in labels) + 48, height + 14)
        self._status_pill = (rect.width, height)
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (12, 16, 22, 215), rect, border_radius=16)
        dot_y = 7 + labels[0].get_height() // 2  # (by the first line: whose turn)
        pygame.draw.circle(surf, self.seat_rgb(actor), (18, dot_y), 9)
        pygame.draw.circle(surf, theme.SEAT_OUTLINE, (18, dot_y), 9, 2)
        y = 7
        for label in labels:
            surf.blit(label, (34, y))
            y += label.get_height()
        return surf

    RECAP_POS = (12, 64)
    RECAP_W = 900

    def draw_recap(self, surface) -> None:
        """The last finished turn in words, over the board until it has been read (see TurnRecap)."""
        surf = self.recap_surface()
        if surf is not None:
            surface.blit(surf, self.RECAP_POS)

    def recap_surface(self) -> pygame.Surface | None:
        recap = getattr(self.t, "recap", None)
        # (A human's choices on offer: the recap before their turn stays until they act.)
        story = recap.panel(self.app.settings.animation_speed, bool(self.t.groups)) if recap is not None else None
        if story is None or self.t.open_key is not None:  # a choice to make comes first
            return None
        key = (id(story), recap.version, language(), theme.text_mode())
        self.in_two_frames("_recap_surf", "_recap", key, lambda: self.recap_words(story),
                           lambda words: self.render_recap(story, words))
        return self._recap_surf

    def recap_words(self, story) -> tuple:
        """The recap's words (see :meth:`render_recap`): the seat's name and up to three lines."""
        rows = [theme.play_text(line, "body", self.RECAP_W - 70, theme.INK) for line in story.long()[:3]]
        name = theme.play_text(seat_name(self.t, story.seat), "name", self.RECAP_W - 70, theme.INK, bold=True)
        return name, rows

    def render_recap(self, story, words: tuple | None = None) -> pygame.Surface:
        """The recap panel; ``words``: :meth:`recap_words`, rendered in an earlier frame."""
        name, rows = words or self.recap_words(story)
        width = min(self.RECAP_W, 64 + max([name.get_width()] + [r.get_width() for r in rows]) + 24)
        height = 16 + name.get_height() + 6 + sum(r.get_height() + 4 for r in rows) + 12
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.rect(surf, (14, 18, 26, 228), rect, border_radius=14)
        color = self.seat_rgb(story.seat)
        pygame.draw.rect(surf, color, (0, 0, 12, rect.h), border_top_left_radius=14, border_bottom_left_radius=14)
        pygame.draw.rect(surf, theme.PANEL_EDGE, rect, 2, border_radius=14)
        token = (40, 16 + name.get_height() // 2)
        pygame.draw.circle(surf, color, token, 15)
        pygame.draw.circle(surf, theme.SEAT_OUTLINE, token, 15, 2)
        theme.symbol(surf, theme.seat_symbol(self.seat_colors[story.seat]), token, 17, theme.contrast_ink(color))
        surf.blit(name, (64, 16))
        y = 16 + name.get_height() + 6
        for row in rows:
            surf.blit(row, (64, y))
            y += row.get_height() + 4
        return surf

    # -- choices -------------------------------------------------------------------------------

    def choice_panel_rect(self) -> pygame.Rect:
        return pygame.Rect(170, 470, 1140, 420)

    def choice_title(self, key) -> str:
        return ""

    def choice_targets(self, key, actions) -> list[Target]:
        rect = self.choice_panel_rect()
        targets: list[Target] = []
        if key[0] == "ticket":
            items = self.ticket_items(actions)
            for i, item in enumerate(items):
                r = pygame.Rect(rect.x + 30 + (i % 2) * 545, rect.y + 80 + (i // 2) * 84, 530, 70)
                targets.append(Target(("toggle", item), r, lambda item=item: self.toggle(item)))
            ok = tuple(sorted(self.t.selection)) in {tuple(sorted(a.choice)) for a in actions}
            r = pygame.Rect(rect.centerx - 200, rect.bottom - 90, 400, 72)
            targets.append(Target(("confirm", ""), r, self.confirm_selection, enabled=ok))
        else:
            per_page = 10
            pages = max(1, math.ceil(len(actions) / per_page))
            self.t.page = min(self.t.page, pages - 1)
            shown = actions[self.t.page * per_page:(self.t.page + 1) * per_page]
            for i, action in enumerate(shown):
                r = pygame.Rect(rect.x + 30 + (i % 5) * 218, rect.y + 130 + (i // 5) * 104, 206, 92)
                targets.append(Target(("choice", i), r, lambda a=action: self.t.perform(a), data=action))
            if pages > 1:
                targets.append(Target(("page", -1), pygame.Rect(rect.x + 30, rect.bottom - 84, 120, 68),
                                      lambda: self.turn_page(-1, pages), enabled=self.t.page > 0))
                targets.append(Target(("page", 1), pygame.Rect(rect.x + 160, rect.bottom - 84, 120, 68),
                                      lambda: self.turn_page(1, pages), enabled=self.t.page < pages - 1))
        return targets + self.panel_buttons(rect)

    def panel_buttons(self, rect) -> list[Target]:
        """The turn's buttons (abandon a tunnel...) stay reachable while choices are shown, with a
        cancel button unless the choice cannot be put off."""
        targets: list[Target] = []
        bx = rect.right - 30
        for bkey, bactions in self.t.groups.items():
            if bkey[0] == "button":
                r = pygame.Rect(bx - 300, rect.bottom - 84, 300, 68)
                targets.append(Target(bkey, r, lambda a=bactions[0]: self.t.perform(a)))
                bx -= 320
        if not self.t.auto_opened:
            r = pygame.Rect(bx - 240, rect.bottom - 84, 240, 68)
            targets.append(Target(("cancel", ""), r, self.t.cancel_choices))
        return targets

    def turn_page(self, step: int, pages: int) -> None:
        self.t.page = max(0, min(pages - 1, self.t.page + step))
        self.t.build_targets()

    def ticket_items(self, actions) -> list[str]:
        items: list[str] = []
        for a in actions:
            for c in a.choice:
                if c not in items:
                    items.append(c)
        return items

    def toggle(self, item: str) -> None:
        sel = self.t.selection
        if item in sel:
            sel.discard(item)
        else:
            sel.add(item)
        self.app.audio.play("tick")
        focus = self.t.nav.focus
        self.t.build_targets()
        self.t.nav.focus = focus

    def confirm_selection(self) -> None:
        choice = tuple(sorted(self.t.selection))
        for a in self.t.groups.get(self.t.open_key, []):
            if tuple(sorted(a.choice)) == choice:
                self.t.perform(a)
                return

    def draw_choices(self, surface, key, actions, focused) -> None:
        rect = self.choice_panel_rect()
        theme.shadow(surface, rect, radius=18, offset=8, alpha=120)
        theme.panel(surface, rect, (28, 34, 44), theme.ACCENT, radius=18, width=3)
        title = self.choice_title(key)
        surface.blit(theme.fit_text(title, 30, rect.w - 60, theme.ACCENT, bold=True), (rect.x + 30, rect.y + 22))
        for target in self.t.nav.targets:
            k = target.key
            is_focus = focused is not None and focused.key == k
            if k[0] == "toggle":
                self.draw_ticket_toggle(surface, k[1], target.rect, k[1] in self.t.selection, is_focus)
            elif k[0] == "confirm":
                draw_button(surface, target.rect, tr("table.keep"), is_focus, target.enabled, "primary")
            elif k[0] == "choice":
                self.draw_payment(surface, target.data, target.rect, is_focus)
            else:
                self.draw_panel_button(surface, target, is_focus)

    def draw_panel_button(self, surface, target, is_focus: bool) -> None:
        """The buttons along a choice panel's bottom: pages, the turn's buttons, cancel."""
        k = target.key
        if k[0] == "page":
            draw_button(surface, target.rect, "◀" if k[1] < 0 else "▶", is_focus, target.enabled)
        elif k[0] == "button":
            draw_button(surface, target.rect, tr(f"button.{k[1]}"), is_focus, True, "danger")
        elif k[0] == "cancel":
            draw_button(surface, target.rect, tr("common.cancel"), is_focus)

    def draw_payment(self, surface, action, rect, focused: bool) -> None:
        draw_button(surface, rect, "", focused, True)
        if ticket_decks.is_mix(action.choice, self.t.view.get("ticket_piles")):
            ticket_decks.draw_mix(surface, rect, action.choice)
            return
        if action.choice and all(item in self.board.routes for item in action.choice):
            self.draw_route_choice(surface, action.choice[0], rect)
            return
        n = max(1, len(action.choice))
        cw = min(40, (rect.w - 20) // n - 4)
        ch = int(cw * 1.4)
        x = rect.centerx - (n * (cw + 4) - 4) // 2
        for card in action.choice:
            card_chip(surface, card, pygame.Rect(x, rect.centery - ch // 2, cw, ch), self.colorblind)
            x += cw + 4
        if not action.choice:
            theme.blit_center(surface, theme.text(tr(f"kind.{action.kind}"), 22, theme.INK, bold=True), rect.center)

    def draw_ticket_toggle(self, surface, item, rect, selected, focused) -> None:
        theme.blit_center(surface, theme.text(item, 22, theme.INK), rect.center)

    def draw_route_choice(self, surface, route_id: str, rect) -> None:
        """A choice naming a route (which of two tracks to take): its cities and its owner's colour."""
        r = next((r for r in self.t.view["routes"] if r["id"] == route_id), None)
        if r is None:
            return
        if r["owner"] is not None:
            pygame.draw.circle(surface, self.seat_rgb(r["owner"]), (rect.x + 24, rect.centery), 12)
            theme.symbol(surface, theme.seat_symbol(self.seat_colors[r["owner"]]), (rect.x + 24, rect.centery), 14,
                         theme.contrast_ink(self.seat_rgb(r["owner"])))
        label = f"{self.city(r['a'])} – {self.city(r['b'])}" if hasattr(self, "city") else route_id
        surface.blit(theme.play_text(label, "body", rect.w - 52, theme.INK, bold=True), (rect.x + 42, rect.centery - 14))


class RouteHud(HudBase):
    family = "route"

    def __init__(self, table):
        super().__init__(table)
        self.board = RouteBoardView(table.match, pygame.Rect(0, 0, RIGHT_X - 10, 905), self.app.settings)
        self.board.reserved = [STATUS_AREA]  # the status line lies over the board's top-left corner
        self.make_canvas()
        # A ruleset that puts marks on the board (Märklin's stacks and figures, Europe Express's
        # cities to reach) keeps the board's layer apart and composes layer and marks onto the
        # canvas when either changes (see refresh_canvas); otherwise the layer is the canvas itself.
        self.MARKS_STILL = ("highlight_cities" in (table.view.get("table_extras") or {})
                            or "board_extras" in table.view)
        self._canvas_key = None
        if not self.MARKS_STILL:
            self.board.canvas = self.canvas_part(self.board.rect)
        self.board.build_geometry(table.view)
        self.hand_rect = pygame.Rect(10, 912, RIGHT_X - 30, 160)
        self.hand: pygame.Surface | None = None
        self._hand_key = None
        self.card_order = list(table.view.get("hand") or table.view.get("discard_counts") or {})
        seat0 = (table.view.get("seats") or [{}])[0]
        if "counters" in seat0:  # a ruleset's own counters: their icons are the legend
            self.ICONS = tuple(c[0] for c in seat0["counters"])
        else:
            self.ICONS = ("wagon", "card", "ticket") + (("station",) if "stations_left" in seat0 else ())
        self.extras = RouteExtras(self)  # a ruleset's own piles, stacks and races, from its view
        self.board_extras = BoardExtras(self)  # pieces on the cities (tokens, figures), from its view
        card_art.learn(table.match.setup.data.cards)  # faces for Locomotive +4 and Passenger cards
        self.place_side_panel()
        if self.extras.height() and self.buttons_y + 68 > self.menu_rect.top:
            # A ruleset's stacks and races need the room: the seats' panels leave out the last turn
            # (the recap over the board still tells it).
            self.RECAP_ROW = False
            self.place_side_panel()
        self.open_tickets = OpenTickets(self)
        self.my_tickets = MyTickets(self)
        self.payment = PaymentPanel(self)

    # -- positions -----------------------------------------------------------------------------

    def place_side_panel(self) -> None:
        """Top to bottom: the seats, the icons' legend, the market, a ruleset's extras, the buttons."""
        self.legend_y = self.seats_bottom() + 8
        self.market_y = self.legend_y + 32 * self.legend_rows() + 8
        extra = self.extras.height()
        self.buttons_y = self.extras.area_top() + extra + 8 if extra else self.market_y + 36 + 192 + 110

    def faceup_rect(self, slot: int) -> pygame.Rect:
        cell = slot + 1
        col, row = cell % 3, cell // 3
        return pygame.Rect(RIGHT_X + 6 + col * 142, self.market_y + 36 + row * 96, *MARKET_CARD)

    def pile_rect(self, pile: str) -> pygame.Rect:
        if pile == "deck":
            return pygame.Rect(RIGHT_X + 6, self.market_y + 36, *MARKET_CARD)
        return self.extras.pile_rect(pile) or pygame.Rect(RIGHT_X + 6, self.market_y + 36 + 192, 250, 84)

    def hand_slot(self, card: str) -> pygame.Rect:
        i = self.card_order.index(card) if card in self.card_order else 0
        return pygame.Rect(self.hand_rect.x + 12 + i * HAND_STEP, self.hand_rect.y + 14, *HAND_CARD)

    def hand_step(self) -> int:
        return HAND_STEP

    def button_rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(RIGHT_X + 6, self.buttons_y + i * 78, RIGHT_W - 26, 68) for i in range(2)]

    def points(self) -> list[int]:
        return [s["route_points"] for s in self.t.view["seats"]]

    # -- sync and cached panels ----------------------------------------------------------------

    PANELS_WAIT = True

    def sync_view(self) -> None:
        self.board.build_geometry(self.t.view)

    def sync(self) -> None:
        self.sync_view()
        self.right = self.render_right()
        self.hand = self.render_hand()
        self.highlight = None

    def render_right(self) -> pygame.Surface:
        view = self.t.view

        def lines_of(seat):
            s = view["seats"][seat]
            if "counters" in s:  # a ruleset naming its own seat counters (icon, value)
                return [tuple(c) for c in s["counters"]]
            lines = [("wagon", s["trains"]), ("card", s["hand_size"]), ("ticket", s["tickets"])]
            if "stations_left" in s:
                lines.append(("station", s["stations_left"]))
            return lines

        self.paint_seats(view, lines_of, lambda seat: str(view["seats"][seat]["route_points"]))
        area = pygame.Rect(0, self.legend_y - 4, RIGHT_W, self.market_y - self.legend_y)
        self.paint_part("legend", (self.ICONS, theme.text_mode()), area,
                        lambda surf: self.paint_legend(surf, self.legend_y))
        # The market in three bands, each repainted only when what it shows changed, in frames of
        # their own (the deck's count badge reaches into the second band: both show it).
        top = self.extras.area_top() if self.extras.height() else self.buttons_y
        faceup = tuple(view["faceup"])
        keys = ((view["deck"], faceup[:2], view["discard"], bool(view.get("last_round"))), (view["deck"], faceup[2:]),
                (view["ticket_pile"], repr(view.get("ticket_piles")), repr([p.get("count") for p in self.extras.piles()])))
        for band, (area, key) in enumerate(zip(self.market_bands(top), keys)):
            self.paint_part(f"market:{band}", key, area, lambda surf, a=area: self.market_slices(surf, view, a))
        if self.extras.height():
            area = pygame.Rect(0, top - 4, RIGHT_W, self.buttons_y - top)
            self.paint_part("extras", self.extras.key(view), area, lambda surf: self.extras.paint_area(surf, view))
        return self.right

    def market_bands(self, top: int) -> list[pygame.Rect]:
        """The market's three bands in the side panel (x from the panel's left), from its heading
        to ``top``: the heading, the deck and the first row of face-up cards; the second row; the
        pile row (its stacks and count badges reach a few pixels above it)."""
        y = self.market_y
        cuts = [y - 4, y + 36 + 96 - 6, y + 36 + 192 - 10, top - 4]
        return [pygame.Rect(0, a, RIGHT_W, b - a) for a, b in zip(cuts, cuts[1:])]

    def market_slices(self, surf, view, within: pygame.Rect | None = None):
        """The market; ``within``: only what reaches into that band (drawn clipped to it). In
        slices (see HudBase.paint_pending): it yields after the deck and after each face-up card."""
        off = -RIGHT_X
        clip = surf.get_clip()
        if within is not None:
            surf.set_clip(within.clip(clip))

        def wanted(rect) -> bool:  # a stack drawn a few pixels up and left of its rectangle
            return within is None or within.colliderect(rect.inflate(16, 16))

        y = self.market_y
        deck = self.pile_rect("deck").move(off, 0)
        if wanted(pygame.Rect(0, y, RIGHT_W, 36)):
            surf.blit(theme.text(tr("table.market"), theme.size("heading"), theme.INK_DIM, bold=True), (10, y))
        if wanted(deck):
            if view["deck"] > 0:
                for k in range(min(4, view["deck"] // 12 + 1)):
                    surf.blit(cards.card_back(MARKET_CARD), deck.move(-k * 2, -k * 2))
            else:
                pygame.draw.rect(surf, theme.PANEL_EDGE, deck, 2, border_radius=8)
            badge(surf, str(view["deck"]), (deck.right - 12, deck.bottom - 12), big=True)
            yield
        for slot, card in enumerate(view["faceup"]):
            r = self.faceup_rect(slot).move(off, 0)
            if not wanted(r):
                continue
            if card:
                surf.blit(cards.card_face(card, MARKET_CARD, self.colorblind), r)
            else:
                pygame.draw.rect(surf, theme.PANEL_EDGE, r, 2, border_radius=8)
            yield
        tickets = self.pile_rect("tickets").move(off, 0)
        if wanted(pygame.Rect(0, self.extras.row_y(), RIGHT_W, tickets.h)):
            piles = view.get("ticket_piles") or {}
            if len(piles) > 1:  # several ticket decks (short and long): each back with its count
                ticket_decks.paint_decks(surf, tickets, piles)
            elif not self.extras.piles():
                surf.blit(cards.card_back((tickets.w, tickets.h), "ticket"), tickets)
                theme.blit_center(surf, theme.play_text(tr("table.tickets_pile", n=view["ticket_pile"]), "body",
                                                        tickets.w - 12, theme.INK, bold=True), tickets.center)
            else:  # narrowed beside a ruleset's own piles: a label strip and a count, as those piles have
                surf.blit(cards.card_back((tickets.w, tickets.h), "ticket"), tickets)
                self.extras.label_pile(surf, tickets, tr("route_extras.tickets"), view["ticket_pile"])
            self.extras.paint_piles(surf, view, self.colorblind)
        # Right of the market's heading, where the words fit at the play size whatever sits in the
        # pile row: "Discard: n", and "Last round" before it when it is.
        if wanted(pygame.Rect(0, y, RIGHT_W, 36)):
            heading_w = theme.text(tr("table.market"), theme.size("heading"), theme.INK_DIM, bold=True).get_width()
            room = RIGHT_W - 26 - heading_w - 16
            line = theme.play_text(tr("table.discard", n=view["discard"]), "body", room, theme.INK_DIM)
            right = RIGHT_W - 20
            surf.blit(line, line.get_rect(topright=(right, y + 2)))
            if view.get("last_round"):
                last = theme.play_text(tr("table.last_round_short"), "body", room - line.get_width() - 12, theme.BAD,
                                       bold=True)
                surf.blit(last, last.get_rect(topright=(right - line.get_width() - 12, y + 2)))
        surf.set_clip(clip)

    def render_hand(self) -> pygame.Surface:
        """The hand and tickets of the viewer, repainted only when they change (never during a bot
        game, where no hand is shown)."""
        view = self.t.view
        key = (view.get("seat"), repr(view.get("hand")), repr(view.get("my_tickets")), self.scroll_offset,
               tuple(self.card_order), self.colorblind, language(), theme.text_mode(),
               repr(sorted((k, v.done, v.missing) for k, v in self.my_tickets.states().items())))
        if self.hand is not None and key == self._hand_key:
            return self.hand
        self._hand_key = key
        if self.hand is None:
            self.hand = self.canvas_part(self.hand_rect)
        self.damage(self.hand_rect)
        surf = self.hand
        surf.fill((30, 38, 48))
        pygame.draw.rect(surf, theme.PANEL_EDGE, surf.get_rect(), 2, border_radius=14)
        viewer = view.get("seat")
        hand = view.get("hand")
        if viewer is None or hand is None:
            msg = tr("table.hand_hidden")
            theme.blit_center(surf, theme.text(msg, 28, theme.INK_DIM, bold=True), surf.get_rect().center)
            return surf
        for card in self.card_order:
            r = self.hand_slot(card).move(-self.hand_rect.x, -self.hand_rect.y)
            count = hand.get(card, 0)
            face = cards.card_face(card, HAND_CARD, self.colorblind)
            if count:
                cards.draw_private_face(surf, viewer, f"card:{card}", face, r)
                badge(surf, str(count), (r.right - 8, r.y + 10), big=True)
            else:
                ghost = face.copy()
                ghost.set_alpha(45)
                surf.blit(ghost, r)
        self.my_tickets.paint(surf, (-self.hand_rect.x, -self.hand_rect.y))
        return surf

    def city(self, cid: str) -> str:
        return self.board.city_names.get(cid, cid)

    # -- targets -------------------------------------------------------------------------------

    def target_for(self, key, actions):
        kind, target = key
        choose = lambda k=key: self.t.choose(k)  # noqa: E731
        if kind == "route" and target in self.board.routes:
            geom = self.board.routes[target]
            rect = pygame.Rect(0, 0, 48, 48)
            rect.center = (int(geom.mid[0]), int(geom.mid[1]))
            return Target(key, rect, choose, hit=geom.distance, data=geom)
        if kind == "city" and target in self.board.city_pos:
            plate = self.board.plate_rect(target)
            rect = plate.inflate(max(0, 48 - plate.w), max(0, 48 - plate.h))

            def hit(pos, rect=rect):
                return math.dist(pos, rect.center) * 0.5 if rect.collidepoint(pos) else None
            return Target(key, rect, choose, hit=hit)
        if kind == "card" and target.startswith("faceup:"):
            return Target(key, self.faceup_rect(int(target.split(":")[1])), choose)
        if kind == "pile":
            return Target(key, self.pile_rect(target), choose)
        if kind == "button":
            index = sum(1 for k in self.t.groups if k[0] == "button" and list(self.t.groups).index(k) < list(self.t.groups).index(key))
            rect = self.button_rects()[min(index, 1)]
            return Target(key, rect, choose)
        if kind == "ticket":
            return Target(key, self.pile_rect("tickets"), choose)
        return None

    def choice_title(self, key) -> str:
        kind, target = key
        actions = self.t.groups.get(key) or []
        # A heading: the action's label ("claim a route") with a capital, and the place after the
        # language's colon ("Claim a route: A – B", "Prendre une route : A – B").
        verb = tr(f"kind.{actions[0].kind}") if actions else ""
        verb = verb[:1].upper() + verb[1:]
        if kind == "route" and target in self.board.routes:
            r = next((r for r in self.t.view["routes"] if r["id"] == target), None)
            if r:
                place = f"{self.city(r['a'])} – {self.city(r['b'])}  ({r['length']})"
                return tr("table.choice_at", verb=verb, place=place)
        if kind == "city":
            return tr("table.choice_at", verb=verb, place=self.city(target))
        if kind == "ticket":
            n = self.t.view.get("keep_min", 1)
            return tr("table.keep_tickets", n=n)
        return verb

    def ticket_info(self, item: str):
        for t in self.t.view.get("offered_tickets") or []:
            if t["id"] == item:
                return t
        return None

    def draw_ticket_toggle(self, surface, item, rect, selected, focused) -> None:
        info = self.ticket_info(item)
        if info is None:
            super().draw_ticket_toggle(surface, item, rect, selected, focused)
            return
        img = ticket_tile(self.city(info["a"]), self.city(info["b"]), info["points"], rect.size, None,
                          long=info.get("long", False))
        cards.draw_private_face(surface, self.t.view.get("seat"), f"offer:{item}", img, rect)
        if selected:
            pygame.draw.rect(surface, theme.GOOD, rect.inflate(8, 8), 4, border_radius=12)
            pygame.draw.circle(surface, theme.GOOD, (rect.x - 2, rect.y + 2), 14)
            theme.blit_center(surface, theme.text("✓", 20, theme.INK, bold=True), (rect.x - 2, rect.y + 2))
        if focused:
            focus_ring(surface, rect, grow=8)

    def pays(self, key) -> bool:
        return key is not None and key[0] in ("route", "city")

    def choice_panel_rect(self) -> pygame.Rect:
        if self.pays(self.t.open_key):
            return self.payment.rect
        return super().choice_panel_rect()

    def choice_targets(self, key, actions) -> list[Target]:
        if not self.pays(key):
            return super().choice_targets(key, actions)
        targets = self.payment.targets(key, actions)
        return targets + self.panel_buttons(self.payment.rect)

    def draw_choices(self, surface, key, actions, focused) -> None:
        if not self.pays(key):
            super().draw_choices(surface, key, actions, focused)
            rect = self.choice_panel_rect()
            if key == ("pile", "tickets") and len(self.t.view.get("ticket_piles") or {}) > 1:
                surface.blit(theme.text(tr("ticket_decks.pick_mix"), theme.size("body"), theme.INK_DIM),
                             (rect.x + 30, rect.y + 70))
            return
        self.payment.draw(surface, key, actions, focused)
        for target in self.t.nav.targets:
            self.draw_panel_button(surface, target, focused is not None and focused.key == target.key)

    # -- drawing -------------------------------------------------------------------------------

    def draw_board_marks(self, surface, within: pygame.Rect | None = None) -> None:
        """The ruleset's marks on the board (``within``: the surface is clipped to it, so all are
        drawn and the clip keeps what reaches into it)."""
        self.extras.draw_board_marks(surface)
        self.board_extras.draw(surface, self.t.hidden)

    def marks_key(self):
        """Everything :meth:`draw_board_marks` draws from: the view's marks (its own objects,
        compared by value: a view is never changed once made) and the figures animations hide
        (a route or a station landing is the board's layer, not a mark)."""
        marks = (self.extras.extras().get("highlight_cities"), self.board_extras.extras())
        return marks, self.board_extras.held(self.t.hidden), self.colorblind, language(), theme.text_mode()

    def holds_board(self) -> bool:
        return self.MARKS_STILL

    def canvas_due(self) -> bool:
        board = self.board
        return self.MARKS_STILL and self.canvas is not None and board.layer is not None and \
            (bool(board.damaged) or self.marks_key() != self._canvas_key)

    def refresh_canvas(self) -> None:
        """With marks on the board: the board's part of the canvas is its layer with the marks over
        it, composed again when either changed."""
        board = self.board
        if not self.MARKS_STILL or self.canvas is None or board.layer is None:
            return
        key = self.marks_key()
        if key == self._canvas_key and not board.damaged:
            return
        self._canvas_key = key
        # Only around the stacks or figures that changed and the routes painted, unless the layer
        # was rebuilt or a mark drawn over a wide area (a trip's path, the cities to reach) changed.
        changed = self.board_extras.refresh(self.t.hidden) if self.board_extras.extras() else []
        extras = self.board_extras.extras()
        base = (id(board.layer), self.extras.extras().get("highlight_cities"), self.colorblind, language(),
                theme.text_mode())
        region = list(board.damaged)
        board.damaged.clear()
        path = ((extras.get("path"), "figure:trip" in self.t.hidden), self.board_extras.path_bounds(extras.get("path")))
        before = getattr(self, "_composed_path", None)
        self._composed_path = path
        if before is not None and before[0] != path[0]:
            region.extend(r for r in (before[1], path[1]) if r is not None)
        if changed is None or getattr(self, "_composed_base", None) != base or any(r == board.rect for r in region):
            self._composed_base = base
            self.compose_board()
            return
        self.recompose_board(region + changed)

    def play_event(self, event) -> bool:
        return self.board_extras.play_event(event) or self.extras.play_event(event)

    def panel_targets(self) -> list[Target]:
        out = self.my_tickets.targets()
        if self.t.view.get("open_tickets"):
            out += self.open_tickets.targets()
        return out

    def draw_highlights(self, surface, focused) -> None:
        if self.t.view.get("open_tickets"):
            self.open_tickets.draw_on_board(surface, focused)
        if self.t.open_key is None:
            self.my_tickets.draw_on_board(surface, self.my_tickets.shown(focused))
        elif self.pays(self.t.open_key):
            self.payment.draw_route(surface, self.t.open_key)
        if self.t.open_key is None and self.t.groups:
            key = tuple(sorted(k for k in self.t.groups if k[0] in ("route", "city")))
            if self.highlight is None or self.highlight_key != key:
                self.highlight_key = key
                self.highlight = pygame.Surface(self.board.rect.size, pygame.SRCALPHA)
                for kind, target in key:
                    if kind == "route" and target in self.board.routes:
                        g = self.board.routes[target]
                        pygame.draw.line(self.highlight, (255, 220, 90, 150), g.a, g.b, 22)
                    elif kind == "city":
                        self.board.ring_city(self.highlight, target, (255, 220, 90, 150), 5,
                                             offset=(-self.board.rect.x, -self.board.rect.y))
            pulse = int(110 + 80 * math.sin(self.time * 4))
            self.highlight.set_alpha(pulse)
            surface.blit(self.highlight, self.board.rect)
        if focused is not None:
            kind = focused.key[0]
            if kind == "route" and focused.data is not None:
                g = focused.data
                pygame.draw.line(surface, (20, 20, 20), g.a, g.b, 26)
                pygame.draw.line(surface, theme.ACCENT, g.a, g.b, 20)
                for center, angle, length in g.slots:
                    from game.client.route_view import car_polygon
                    poly = car_polygon(center, angle, length)
                    pygame.draw.polygon(surface, theme.CARD_COLORS.get(g.color, (150, 150, 150)), poly)
                    pygame.draw.polygon(surface, (0, 0, 0), poly, 2)
            elif kind == "city":
                self.board.ring_city(surface, focused.key[1], theme.ACCENT, 5)
            elif kind in ("card", "pile"):
                focus_ring(surface, focused.rect)
            elif kind == "toggle" and self.ticket_info(focused.key[1]):
                info = self.ticket_info(focused.key[1])
                for cid in (info["a"], info["b"]):
                    self.board.ring_city(surface, cid, theme.ACCENT, 6)

    def draw_panels(self, surface, still_drawn: bool = False) -> None:
        """``still_drawn``: the side panel and the hand are on the frame already (the canvas)."""
        if not still_drawn:
            surface.blit(self.right, (RIGHT_X, 0))
            surface.blit(self.hand, self.hand_rect)
        focused = self.t.nav.focused
        self.my_tickets.draw_header_button(surface, focused)
        for rect, ticket in self.my_tickets.tile_rects() if self.t.view.get("seat") is not None else ():
            if ticket is not None and (ticket["id"] == self.my_tickets.pinned or
                                       (focused is not None and focused.key == ("ticket-tile", ticket["id"]))):
                focus_ring(surface, rect, grow=3, radius=10)
            elif ticket is None and focused is not None and focused.key == ("ticket-more", ""):
                focus_ring(surface, rect, grow=3, radius=10)
        for key, actions in self.t.groups.items():
            if key[0] == "button" and self.t.open_key is None:
                target = self.t.nav.get(key)
                if target is not None:
                    draw_button(surface, target.rect, tr(f"button.{key[1]}"),
                                self.t.nav.focus == key, True, "primary")
        for part in self.score_parts():
            part.draw(surface)
        if self.t.view.get("open_tickets"):
            self.open_tickets.draw_panel(surface, self.t.nav.focused)

    def score_parts(self) -> list[Part]:
        """Sliding score markers under the seat panels."""
        return self.points_parts(self._make_score_parts)

    def _make_score_parts(self) -> list[Part]:
        top = max(1, max(self.shown_points or [1]), 50)
        bars = self.score_bars(7, 3)
        xs = tuple(int(bar.x + bar.w * min(1.0, points / top)) for bar, points in zip(bars, self.shown_points))
        return self.memo_parts("score", (xs, bars), lambda: [self._score_part(seat, bar, x)
                                                             for seat, (bar, x) in enumerate(zip(bars, xs))])

    def _score_part(self, seat: int, bar: pygame.Rect, x: int) -> Part:
        def draw(surface, bar=bar, x=x, color=self.seat_rgb(seat)):
            pygame.draw.rect(surface, (60, 70, 84), bar)
            pygame.draw.circle(surface, color, (x, bar.centery), 6)
        return Part(("score", seat), x, bar.inflate(16, 16), draw)

    def panel_parts(self) -> list[Part] | None:
        """What the panels draw over the canvas this frame, as parts (see game.client.dirty); None
        while something is drawn that is not one (targets pulsing, a ticket shown on the map, a
        ruleset's marks on the board)."""
        # All but the score markers follow from the view, the choices offered, the ticket pinned
        # and the words: worked out once for them.
        fixed = self.still_panel_parts()
        return None if fixed is None else fixed + self.score_parts()

    def still_panel_parts(self) -> list[Part] | None:
        return self.per_view("panel_parts", self._fixed_panel_parts, self.t.groups, self.my_tickets.pinned,
                             language(), theme.text_mode())

    def parts_token(self):
        return self.common_token(self.my_tickets.pinned)

    def _fixed_panel_parts(self) -> list[Part] | None:
        view = self.t.view
        if self.t.groups or view.get("open_tickets") or self.my_tickets.pinned is not None:
            return None
        if not self.MARKS_STILL and (self.extras.extras().get("highlight_cities") or self.board_extras.extras()):
            return None
        parts = []
        if view.get("seat") is not None and self.my_tickets.tickets():
            rect = self.my_tickets.header_rect()
            label = tr("play.tickets.all")
            parts.append(Part("tickets-all", (label, tuple(rect)), pygame.Rect(rect.topleft, (rect.w + 4, rect.h + 4)),
                              lambda surface: self.my_tickets.draw_header_button(surface, None)))
        return parts

    def draw_round_overlay(self, surface) -> None:
        pass


class GridHud(HudBase):
    family = "grid"

    def __init__(self, table):
        super().__init__(table)
        self.board = GridBoardView(table.match, pygame.Rect(0, 50, RIGHT_X - 10, theme.H - 50),
                                   self.app.settings, table.view)
        self.make_canvas()
        self._canvas_key = None
        # Laid out for up to six seats: seat panels, their legend, my cities, the round's figures,
        # then the turn's buttons on their own row above Log and Menu.
        others = [o for seat, o in enumerate(table.view.get("objectives") or ()) if seat != table.view.get("seat")]
        self.ICONS = ("city", "flag") if any(o is not None for o in others) else ("flag",)
        self.legend_y = self.seats_bottom() + 6
        self.objectives_y = self.legend_y + 32 * self.legend_rows() + 6

    def points(self) -> list[int]:
        return list(self.t.view["score"]["points"])

    PANELS_WAIT = True

    def sync(self) -> None:
        self.right = self.render_right()
        self.highlight = None

    STATS_ROW = False  # a grid seat's figures fit beside its name
    CITY_STEP = 48

    def objective_rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(RIGHT_X + 6, self.objectives_y + 34 + i * self.CITY_STEP, RIGHT_W - 26, self.CITY_STEP - 4)
                for i in range(5)]

    def info_y(self) -> int:
        return self.objectives_y + 34 + 5 * self.CITY_STEP + 4

    def button_row(self) -> int:
        return theme.H - 84 - 76

    def render_right(self) -> pygame.Surface:
        view = self.t.view
        score = view["score"]

        def lines_of(seat):
            connected = (view.get("connected") or [None] * 8)[seat]
            objectives = (view.get("objectives") or [None] * 8)[seat]
            lines = []
            if objectives is not None and connected is not None and seat != view.get("seat"):
                lines.append(("city", f"{len(connected)}/{len(objectives)}"))
            lines.append(("flag", "✓" if view["markers"][seat] else "–"))
            return lines

        self.paint_seats(view, lines_of, lambda seat: str(score["points"][seat]))
        area = pygame.Rect(0, self.legend_y - 4, RIGHT_W, self.objectives_y - self.legend_y)
        self.paint_part("legend", (self.ICONS, theme.text_mode()), area,
                        lambda surf: self.paint_legend(surf, self.legend_y))
        # The cities to link, and under them the round, the barrier and the supply (which change
        # with every track laid): two regions, so a move repaints the short one only.
        viewer = view.get("seat")
        cities = (viewer, repr(view.get("objectives")), repr(view.get("connected")), theme.text_mode())
        info = (view["round"], view["supply"], view["tracks_total"], score["barrier"], theme.text_mode())
        cut = self.info_y() - 4
        areas = (pygame.Rect(0, self.objectives_y - 4, RIGHT_W, cut - self.objectives_y + 4),
                 pygame.Rect(0, cut, RIGHT_W, self.button_row() - 4 - cut))
        for name, key, area in zip(("objectives", "objectives:info"), (cities, info), areas):
            self.paint_part(name, key, area, lambda surf, a=area: self.paint_objectives(surf, view, a))
        return self.right

    def paint_objectives(self, surf, view, within: pygame.Rect | None = None) -> None:
        """The cities to link and the round's figures; ``within``: only what reaches into that
        band of the side panel (drawn clipped to it)."""
        clip = surf.get_clip()
        if within is not None:
            surf.set_clip(within.clip(clip))
        info_y = self.info_y()
        if within is None or within.top < info_y - 4:
            self._paint_cities(surf, view)
        if within is None or within.bottom > info_y - 4:
            self._paint_round_figures(surf, view, info_y)
        surf.set_clip(clip)

    def _paint_cities(self, surf, view) -> None:
        off = -RIGHT_X
        y = self.objectives_y
        viewer = view.get("seat")
        mine = view["objectives"][viewer] if viewer is not None and view.get("objectives") else None
        surf.blit(theme.text(tr("table.my_cities"), theme.size("heading"), theme.INK_DIM, bold=True), (10, y))
        if mine is None:
            box = pygame.Rect(6, y + 34, RIGHT_W - 26, 5 * self.CITY_STEP - 4)
            theme.panel(surf, box, (30, 38, 48), theme.PANEL_EDGE)
            size = theme.size("body")
            for k, line in enumerate(theme.wrap(tr("table.cities_hidden"), size, box.w - 40, bold=True)):
                theme.blit_center(surf, theme.text(line, size, theme.INK_DIM, bold=True),
                                  (box.centerx, box.y + 80 + k * 32))
        else:
            done = set((view.get("connected") or [None] * 8)[viewer] or ())
            for rect, cid in zip(self.objective_rects(), mine):
                img = city_card(self.board.city_by_id.get(cid, {"name": cid, "color": "gray"}), rect.size,
                                cid in done, self.colorblind)
                cards.draw_private_face(surf, viewer, f"city:{cid}", img, rect.move(off, 0))

    def _paint_round_figures(self, surf, view, info_y: int) -> None:
        score = view["score"]
        rounds = tr("table.round", n=view["round"])
        supply = tr("table.supply", n=view["supply"], total=view["tracks_total"])
        barrier = tr("table.barrier", n=score["barrier"])
        first = theme.play_text(f"{rounds} · {barrier}", "body", RIGHT_W - 24, theme.INK, bold=True)
        surf.blit(first, (10, info_y))
        surf.blit(theme.play_text(supply, "body", RIGHT_W - 24, theme.INK), (10, info_y + 30))

    def target_for(self, key, actions):
        kind, target = key
        choose = lambda k=key: self.t.choose(k)  # noqa: E731
        if kind == "intersection" and target in self.board.pos:
            p = self.board.pos[target]
            rect = pygame.Rect(0, 0, 48, 48)
            rect.center = (int(p[0]), int(p[1]))
            return Target(key, rect, choose, hit=lambda pos, t=target: self.board.point_distance(t, pos))
        if kind == "segment":
            a, b = self.board.seg_ends(target)
            rect = pygame.Rect(0, 0, 48, 48)
            rect.center = (int((a[0] + b[0]) / 2), int((a[1] + b[1]) / 2))
            return Target(key, rect, choose, hit=lambda pos, t=target: self.board.segment_distance(t, pos),
                          data=(a, b))
        if kind == "button":
            keys = [k for k in self.t.groups if k[0] == "button"]
            i = keys.index(key)
            width = (RIGHT_W - 26 - 8 * (len(keys) - 1)) // len(keys)  # side by side on their own row
            rect = pygame.Rect(RIGHT_X + 6 + i * (width + 8), self.button_row(), width, 68)
            return Target(key, rect, choose)
        return None

    MARKS_STILL = True  # the table leaves the marks to the canvas (see refresh_canvas)

    def marks_key(self):
        """Everything :meth:`draw_board_marks` draws from: the start markers (and which are still
        flying), whose turn it is (their glow), the tracks the names keep clear of, the pips."""
        view = self.t.view
        hidden = self.t.hidden
        state = self.per_view("marks", lambda: (tuple(view["markers"]), tuple(self.t.match.active_seats),
                                       tuple(t["segment"] for t in self.t.board_view()["tracks"]),
                                       repr(view.get("objectives")), repr(view.get("connected"))),
                              self.t.frozen_tracks)
        return state, tuple(f"marker:{s}" in hidden for s in range(len(view["markers"]))), self.colorblind

    def refresh_canvas(self) -> None:
        """The board's part of the canvas: the board layer with its markers, pips and names over it,
        composed again where one of them changed (the layer is its own surface: names move). A
        track laid or a marker set recomposes the rectangles around it and the names that moved,
        not the whole board; the layer rebuilt, the pips or the text size changed recompose it all."""
        board = self.board
        key = self._grid_canvas_key()
        if key == self._canvas_key and not board.damaged:
            return
        self._canvas_key = key
        view = self.t.view
        self.public_objective_pips(view)
        base = (id(board.layer), getattr(self, "_pips_key", None), self.colorblind, theme.text_mode())
        marks = self._marks(view)
        old = getattr(self, "_composed", None)
        region = list(board.damaged)
        board.damaged.clear()
        self._composed = (base, marks)
        if old is None or old[0] != base or any(r == board.rect for r in region):
            self.compose_board()
            return
        self.recompose_board(region + changed_areas(old[1], marks))

    def _grid_canvas_key(self):
        return self.board.version, id(self.board.layer), self.marks_key()

    def holds_board(self) -> bool:
        return True

    def canvas_due(self) -> bool:
        return self.canvas is not None and (bool(self.board.damaged) or self._grid_canvas_key() != self._canvas_key)

    def _marks(self, view) -> dict:
        """Each mark on the board (a start marker, a city's name) with what it looks like and
        the rectangle it covers, to find what a change touched."""
        marks = {}
        for seat, at in enumerate(view["markers"]):
            if at and f"marker:{seat}" not in self.t.hidden and at in self.board.pos:
                spot = self.board.marker_spot(at)
                marks[("marker", seat)] = ((at, seat in self.t.match.active_seats), marker_bounds(spot))
        names = self.board.names(self.t.board_view()["tracks"], [at for at in view["markers"] if at])
        bounds = self.board.names_bounds()
        for at, label in names.items():
            marks[("name", at)] = ((tuple(label.rect), label.leader), bounds[at])
        return marks

    def draw_board_marks(self, surface, within: pygame.Rect | None = None) -> None:
        """Pips, start markers and names; ``within``: only those that reach into that rectangle
        (the surface is clipped to it)."""
        view = self.t.view
        pips = self.public_objective_pips(view)
        if pips is not None:
            surface.blit(pips, self.board.rect)
        for seat, at in enumerate(view["markers"]):
            if at and f"marker:{seat}" not in self.t.hidden and at in self.board.pos:
                spot = self.board.marker_spot(at)
                if within is None or within.colliderect(marker_bounds(spot)):
                    draw_marker(surface, spot, seat, self.seat_colors, self.colorblind,
                                glow=seat in self.t.match.active_seats)
        board_view = self.t.board_view()
        if within is None:
            self.board.draw_names(surface, board_view["tracks"], [at for at in view["markers"] if at])
            return
        from game.client.route_view import draw_city_name

        names = self.board.names(board_view["tracks"], [at for at in view["markers"] if at])
        # (The bounds in the names' order: the names reaching into ``within`` drawn in that order.)
        for at, _bounds in within.collidedictall(self.board.names_bounds(), True):
            draw_city_name(surface, self.board.cities[at]["name"], names[at])

    def public_objective_pips(self, view) -> pygame.Surface | None:
        """With face-up city cards (visible objectives) every seat's cities are public: a pip in
        the seat's colour (and symbol) beside each of its cities, filled once connected. Nothing
        when only the viewer's own cities are known: those stay in the private panel."""
        objectives = view.get("objectives") or []
        viewer = view.get("seat")
        if not any(cities is not None for seat, cities in enumerate(objectives) if seat != viewer):
            return None
        connected = view.get("connected") or [None] * len(objectives)
        key = (repr(objectives), repr(connected), self.colorblind)
        if getattr(self, "_pips_key", None) == key:
            return self._pips
        layer = pygame.Surface(self.board.rect.size, pygame.SRCALPHA)
        by_city: dict[str, list[tuple[int, bool]]] = {}
        for seat, cities in enumerate(objectives):
            done = set((connected[seat] if seat < len(connected) else None) or ())
            for cid in cities or ():
                by_city.setdefault(cid, []).append((seat, cid in done))
        markers = {at for at in view.get("markers") or () if at}
        for cid, owners in by_city.items():
            city = self.board.city_by_id.get(cid)
            if city is None or city["at"] not in self.board.pos:
                continue
            cx, cy = self.board.pos[city["at"]]
            cx, cy = cx - self.board.rect.x, cy - self.board.rect.y
            # A row of pips above the city's disc, one per seat holding its card (above the start
            # marker when one stands there): filled in the seat's colour once connected.
            row_y = cy - self.board.city_r - PIP_R - 2 - (2 * pieces.MARKER_HALF if city["at"] in markers else 0)
            for k, (seat, done) in enumerate(owners):
                px = cx + (k - (len(owners) - 1) / 2) * (2 * PIP_R + 3)
                color = self.seat_rgb(seat)
                pygame.draw.circle(layer, theme.SEAT_OUTLINE, (px + 1, row_y + 2), PIP_R + 1)
                pygame.draw.circle(layer, color if done else (250, 246, 236), (px, row_y), PIP_R)
                pygame.draw.circle(layer, color, (px, row_y), PIP_R, 4)
                pygame.draw.circle(layer, theme.SEAT_OUTLINE, (px, row_y), PIP_R + 1, 2)
                theme.symbol(layer, theme.seat_symbol(self.seat_colors[seat]), (px, row_y), pieces.BOARD_SYMBOL,
                             theme.contrast_ink(color) if done else theme.shade(color, 0.8))
        self._pips_key, self._pips = key, layer
        return layer

    def draw_highlights(self, surface, focused) -> None:
        if self.t.groups:
            key = tuple(sorted(k for k in self.t.groups if k[0] in ("intersection", "segment")))
            if self.highlight is None or self.highlight_key != key:
                self.highlight_key = key
                self.highlight = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                for kind, target in key:
                    if kind == "intersection":
                        pygame.draw.circle(self.highlight, (255, 220, 90, 170), self.board.pos[target], 9)
                    else:
                        a, b = self.board.seg_ends(target)
                        pygame.draw.line(self.highlight, (255, 220, 90, 150), a, b, 7)
            self.highlight.set_alpha(int(130 + 90 * math.sin(self.time * 4)))
            surface.blit(self.highlight, (0, 0))
        if focused is not None:
            if focused.key[0] == "segment":
                a, b = focused.data
                pygame.draw.line(surface, (20, 20, 20), a, b, 14)
                pygame.draw.line(surface, theme.ACCENT, a, b, 9)
            elif focused.key[0] == "intersection":
                pygame.draw.circle(surface, theme.ACCENT, focused.rect.center, 20, 5)

    def draw_panels(self, surface, still_drawn: bool = False) -> None:
        if not still_drawn:
            surface.blit(self.right, (RIGHT_X, 0))
        for key in self.t.groups:
            if key[0] == "button":
                target = self.t.nav.get(key)
                if target is not None:
                    draw_button(surface, target.rect, tr(f"button.{key[1]}"), self.t.nav.focus == key, True, "primary")
        for part in self.score_parts():
            part.draw(surface)

    def score_parts(self) -> list[Part]:
        """Score-track markers slide down as points are lost; the barrier is a red line."""
        return self.points_parts(self._make_score_parts)

    def _make_score_parts(self) -> list[Part]:
        score = self.t.view["score"]
        start = max(1, score["start"])
        bars = self.score_bars(9, 4)
        marks = tuple((int(bar.x + bar.w * max(0.0, min(1.0, points / start))), bar.x + bar.w * (score["barrier"] / start))
                      for bar, points in zip(bars, self.shown_points))
        return self.memo_parts("score", (marks, bars), lambda: [self._score_part(seat, bar, *mark)
                                                                for seat, (bar, mark) in enumerate(zip(bars, marks))])

    def _score_part(self, seat: int, bar: pygame.Rect, x: int, bx: float) -> Part:
        def draw(surface, bar=bar, bx=bx, x=x, color=self.seat_rgb(seat)):
            pygame.draw.rect(surface, (60, 70, 84), bar)
            pygame.draw.line(surface, theme.BAD, (bx, bar.y - 3), (bx, bar.bottom + 3), 3)
            pygame.draw.circle(surface, color, (x, bar.centery), 7)
        return Part(("score", seat), (x, bx), bar.inflate(20, 20), draw)

    def panel_parts(self) -> list[Part] | None:
        """See :meth:`RouteHud.panel_parts`: the grid table's targets pulse; the marks are on the canvas."""
        if self.t.groups:
            return None
        return self.score_parts()

    def still_panel_parts(self) -> list[Part] | None:
        return None if self.t.groups else []

    def parts_token(self):
        return self.common_token()

    def draw_round_overlay(self, surface) -> None:
        from game.client.anims import draw_virtual

        lines, colors = self.t.round_overlay
        draw_virtual(surface, lines, colors)

    def virtual_lines(self, per_seat) -> list[list]:
        out = []
        for segs in per_seat:
            out.append([self.board.seg_ends(s) for s in segs if "-" in s])
        return out


_scratch: dict[tuple[int, int], pygame.Surface] = {}


def panel_scratch(size: tuple[int, int]) -> pygame.Surface:
    """A surface of the side panel's ``size`` where a region painted in slices waits for its last
    (see HudBase.paint_pending): one, kept for the next table (a new one each table, freed at its
    close, left the allocator holding more than itself)."""
    surf = _scratch.get(size)
    if surf is None:
        _scratch.clear()
        surf = _scratch[size] = pygame.Surface(size).convert()
    return surf


def around(area: pygame.Rect, rect: pygame.Rect, radius: int) -> list[pygame.Rect]:
    """The parts of ``area`` a rounded rectangle (``rect``, corners rounded by ``radius``) leaves
    uncovered, as rectangles: the bands around it and a square at each of its corners."""
    rect = rect.clip(area)
    out = [pygame.Rect(area.x, area.y, area.w, rect.y - area.y),
           pygame.Rect(area.x, rect.bottom, area.w, area.bottom - rect.bottom),
           pygame.Rect(area.x, rect.y, rect.x - area.x, rect.h),
           pygame.Rect(rect.right, rect.y, area.right - rect.right, rect.h)]
    for x in (rect.x, rect.right - radius):
        for y in (rect.y, rect.bottom - radius):
            out.append(pygame.Rect(x, y, radius, radius))
    return [r for r in out if r.w > 0 and r.h > 0]


def draw_icon(surface, kind: str, center, ink=None) -> None:
    """Pictograms for the seat panels (wagons, cards, tickets, stations...), about 24 px wide; the
    legend under the panels names each one."""
    x, y = center
    ink = ink or theme.INK_DIM
    if kind == "wagon":
        pygame.draw.rect(surface, ink, (x - 12, y - 9, 24, 13), border_radius=3)
        pygame.draw.circle(surface, ink, (x - 6, y + 7), 4)
        pygame.draw.circle(surface, ink, (x + 6, y + 7), 4)
    elif kind == "card":
        pygame.draw.rect(surface, ink, (x - 9, y - 12, 15, 22), 2, border_radius=3)
        pygame.draw.rect(surface, ink, (x - 4, y - 8, 15, 22), border_radius=3)
    elif kind == "ticket":
        pygame.draw.rect(surface, ink, (x - 12, y - 8, 24, 16), border_radius=3)
        pygame.draw.line(surface, theme.PANEL, (x - 7, y - 2), (x + 7, y - 2), 2)
        pygame.draw.line(surface, theme.PANEL, (x - 7, y + 3), (x + 3, y + 3), 2)
    elif kind == "station":
        pygame.draw.polygon(surface, ink, [(x - 11, y + 10), (x - 11, y - 2), (x, y - 12), (x + 11, y - 2), (x + 11, y + 10)])
    elif kind == "city":
        pygame.draw.circle(surface, ink, (x, y), 10, 3)
        pygame.draw.circle(surface, ink, (x, y), 3)
    elif kind == "flag":
        pygame.draw.line(surface, ink, (x - 8, y + 11), (x - 8, y - 11), 3)
        pygame.draw.polygon(surface, ink, [(x - 7, y - 11), (x + 10, y - 5), (x - 7, y + 1)])
    elif kind == "passenger":
        pygame.draw.circle(surface, ink, (x, y - 8), 5)
        pygame.draw.polygon(surface, ink, [(x - 9, y + 11), (x - 5, y - 2), (x + 5, y - 2), (x + 9, y + 11)])
    elif kind == "token":
        pygame.draw.circle(surface, ink, (x, y), 11, 3)
        pygame.draw.circle(surface, ink, (x, y), 4)


def badge(surface, value: str, center, big: bool = False) -> None:
    """A count on a card or a pile (24 px on a TV, however small the badge is meant to be)."""
    label = theme.text(value, theme.size("badge"), theme.INK_DARK, bold=True)
    r = max(17 if big else 14, label.get_width() // 2 + 5, label.get_height() // 2 + 1)
    pygame.draw.circle(surface, (20, 20, 24), (center[0] + 1, center[1] + 2), r)
    pygame.draw.circle(surface, theme.ACCENT, center, r)
    theme.blit_center(surface, label, center)


_city_cards: dict = {}


def city_card(city, size, done: bool, colorblind: bool) -> pygame.Surface:
    key = (city.get("id"), size, done, colorblind, theme.text_mode())
    surf = _city_cards.get(key)
    if surf is None:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        color = theme.CARD_COLORS.get(city.get("color", "gray"), (150, 150, 150))
        pygame.draw.rect(surf, (246, 236, 212), surf.get_rect(), border_radius=10)
        pygame.draw.rect(surf, color, (0, 0, 56, h), border_top_left_radius=10, border_bottom_left_radius=10)
        theme.symbol(surf, theme.card_symbol(city.get("color", "")), (28, h // 2), 26, theme.contrast_ink(color))
        name = theme.play_text(city.get("name", "?"), "ticket", w - 130, theme.INK_DARK, bold=True)
        surf.blit(name, (70, (h - name.get_height()) // 2))
        if done:
            pygame.draw.lines(surf, (40, 150, 60), False, [(w - 50, h // 2), (w - 40, h // 2 + 11), (w - 22, h // 2 - 12)], 6)
        pygame.draw.rect(surf, (110, 90, 60), surf.get_rect(), 2, border_radius=10)
        _city_cards[key] = surf
    return surf
