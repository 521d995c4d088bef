"""Frames drawn by parts (game.client.dirty): when the screen still holds the table's last frame,
only what changed is restored from the canvas and drawn again. The screen must then be exactly the
whole frame of the same state: these tests draw both, frame after frame through bots' moves with
their animations, and compare every pixel."""

from __future__ import annotations

import pytest

from game.bots import make_bot
from game.client.headless import make_match, play
from game.client.pg import pygame
from game.client.scenes.table import TableScene

from .conftest import installed


def _table(app, ruleset: str, after: int):
    if not installed(ruleset):
        pytest.skip(f"{ruleset} is not installed")
    match = make_match(ruleset, (), 4, seed=3, humans=0, registry=app.registry)
    play(match, after, 3)
    table = TableScene(app, match)
    table.autoplay = False  # the test plays the bots' moves, so every run shows the same frames
    app.push(table)
    return table


def _whole_frame(table, surface) -> bytes:
    """The same state drawn whole on another surface, without disturbing the table's memory of
    what its last frame on the screen showed, nor painting the panel regions still waiting for
    their frame (HudBase.defer_paints), nor bringing up a board whose update waits for its frame
    (the table's ``board`` job due): those are checked once they are done."""
    hud = table.hud
    last, pending, defer = table.frame_parts.last, hud._pending_paints, hud.defer_paints
    felt = getattr(hud, "felt_pending", None)
    board_pending = table.frames.due("board")
    hud._pending_paints = {}
    if felt is not None:
        hud.felt_pending = False
    if board_pending:
        table._update_board = lambda hud: None
    table.draw(surface)
    table.frame_parts.last, hud._pending_paints, hud.defer_paints = last, pending, defer
    if felt is not None:
        hud.felt_pending = felt
    if board_pending:
        del table._update_board
        table.frames.want("board")
    return pygame.image.tobytes(surface, "RGB")


def _board_composed_afresh(hud) -> bool:
    """A board whose marks are composed onto the canvas (recomposed only where they changed):
    its part of the canvas equals the board's layer with every mark drawn over it from scratch."""
    if hud.t.frames.due("board"):
        return True  # the board's update waits for its frame: checked once it is done
    scratch = pygame.Surface(hud.canvas.get_size()).convert()
    if hasattr(hud, "paint_table"):  # Express's felt: repainted only where a region changed
        if hud.felt_pending:
            return True  # a region still waits for its frame: checked once it is painted
        hud.paint_table(scratch.subsurface(hud.board.rect), hud.t.board_view(), hud.t.hidden)
        rect = hud.board.rect
        return pygame.image.tobytes(scratch.subsurface(rect), "RGB") == \
            pygame.image.tobytes(hud.canvas.subsurface(rect), "RGB")
    if not hud.MARKS_STILL:
        return True
    extras = getattr(hud, "board_extras", None)
    saved = None
    if extras is not None:  # its layer of stacks and figures is painted again from nothing too
        saved = (extras._layer, extras._layer_key, getattr(extras, "_drawn", None))
        extras._layer = extras._layer_key = extras._drawn = None
    hud.board.draw(scratch)
    hud.draw_board_marks(scratch)
    if saved is not None:
        extras._layer, extras._layer_key, extras._drawn = saved
    rect = hud.board.rect
    return pygame.image.tobytes(scratch.subsurface(rect), "RGB") == pygame.image.tobytes(hud.canvas.subsurface(rect), "RGB")


def _compare_through_moves(app, table, ruleset: str, moves: int, seen=lambda table: False, prefer=()):
    """Bots' moves played through the table, frames drawn by parts compared with whole frames;
    returns (frames drawn by parts, of them while animating, compared, frames where ``seen``)."""
    whole = pygame.Surface(app.screen.get_size()).convert()
    bots = {}
    by_parts = animated = compared = shown = 0
    for _ in range(moves):
        match = table.match
        if match.is_over:
            break
        seat = match.active_seats[0]
        bot = bots.setdefault(seat, make_bot("random", match, seat, 7 + seat))
        legal = match.legal_actions(seat)
        liked = [a for a in legal if a.kind in prefer]
        table.perform(liked[0] if liked else bot.choose(match.view(seat), legal))
        for frame in range(60):
            app.update(1 / 30)
            app.draw()
            if app.changed_rects is None:
                continue
            by_parts += 1
            animated += bool(table.animator.anims)
            shown += bool(seen(table))
            if frame % 2 == 0:
                compared += 1
                same = pygame.image.tobytes(app.screen, "RGB") == _whole_frame(table, whole)
                assert same, f"{ruleset}: frame {frame} after move {len(match.log)} differs from the whole frame"
                assert _board_composed_afresh(table.hud), f"{ruleset}: the board's marks, frame {frame}"
        # The regions repainted for the move were spread over frames, and all have been shown.
        assert not table.hud._pending_paints and not getattr(table.hud, "felt_pending", False)
        assert not table.frames.due("board")
    return by_parts, animated, compared, shown


@pytest.mark.parametrize("ruleset", ["europe", "transeuropa", "marklin", "europe-express", "express"])
def test_a_frame_drawn_by_parts_is_the_whole_frame(app, ruleset):
    table = _table(app, ruleset, 24)
    by_parts, animated, compared, _ = _compare_through_moves(app, table, ruleset, 5)
    # The path is taken (and while things move), so the comparisons above mean something.
    assert by_parts > 100 and animated > 20 and compared > 50


def test_a_passengers_trip_drawn_by_parts_is_the_whole_frame(app):
    """Märklin: a trip under way (its path, rings, the walking figure, the running total) and the
    stacks it takes tokens from are recomposed around what changed only."""
    if not installed("marklin"):
        pytest.skip("marklin is not installed")
    match = make_match("marklin", (), 4, seed=3, humans=0, registry=app.registry)
    for _ in range(400):  # on to the first moment a passenger may set off
        if match.is_over or any(a.kind == "move_passenger" for a in match.legal_actions(match.active_seats[0])):
            break
        play(match, 1, 3)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    trip = lambda t: (t.view.get("board_extras") or {}).get("path")  # noqa: E731
    _, _, compared, shown = _compare_through_moves(app, table, "marklin", 8, trip,
                                                   prefer=("move_passenger", "passenger_step"))
    assert shown > 20 and compared > 100


def test_a_still_table_changes_nothing_and_an_overlay_is_drawn_whole(app):
    from game.client.scenes.pause import PauseScene

    table = _table(app, "europe", 10)
    for _ in range(3):
        app.update(1 / 30)
        app.draw()
    app.update(1 / 60)
    app.draw()
    assert app.changed_rects == []  # nothing moved: nothing restored, nothing sent to the display
    app.push(PauseScene(app, table))
    app.update(1 / 60)
    app.draw()
    assert app.changed_rects is None  # the pause menu over the table: whole frames
    app.pop()
    app.update(1 / 60)
    app.draw()
    assert app.changed_rects is None  # the menu's pixels are on the screen: this one is whole too
    app.toast("hello")
    app.update(1 / 60)
    app.draw()
    assert app.changed_rects is None
    app.toasts.clear()
    for _ in range(2):
        app.update(1 / 60)
        app.draw()
    assert app.changed_rects is not None
    same = pygame.image.tobytes(app.screen, "RGB") == _whole_frame(table, pygame.Surface(app.screen.get_size()).convert())
    assert same


def test_aligned_fills_and_copies_paint_what_plain_ones_do(app):
    """fill_aligned and blit_aligned cut a fill or a copy at 16 px columns (for speed): the pixels
    must be those of one plain fill or blit, on a surface or a part of one, clipped or not."""
    from game.client.dirty import _columns, aligned, blit_aligned, fill_aligned

    source = pygame.Surface((300, 120)).convert()
    for x in range(0, 300, 7):  # stripes: a copy shifted by a pixel would not match
        source.fill(((x * 5) % 256, (x * 3) % 256, 90), (x, 0, 7, 120))
    cases = [((0, 0), (1481, 30, 437, 50), None), ((1480, 0), (3, 5, 420, 40), None),
             ((1480, 0), (4, 9, 300, 100), (10, 20, 200, 60)), ((100, 0), (7, 3, 9, 9), None)]
    for offset, rect, clip in cases:
        plain = pygame.Surface((1920, 200)).convert()
        plain.fill((1, 2, 3))
        cut = plain.copy()
        for base, do in ((plain, False), (cut, True)):
            part = base.subsurface(pygame.Rect(offset, (base.get_width() - offset[0], 200)))
            part.set_clip(clip)
            if do:
                fill_aligned(part, (200, 10, 10), rect)
                blit_aligned(part, source, (rect[0] + 5, rect[1] + 2), (11, 13, rect[2] - 20, rect[3] - 10))
                blit_aligned(part, source, pygame.Rect(rect[0], rect[1] + 30, 5, 5))
            else:
                part.fill((200, 10, 10), rect)
                part.blit(source, (rect[0] + 5, rect[1] + 2), (11, 13, rect[2] - 20, rect[3] - 10))
                part.blit(source, pygame.Rect(rect[0], rect[1] + 30, 5, 5))
        assert pygame.image.tobytes(plain, "RGB") == pygame.image.tobytes(cut, "RGB"), (offset, rect, clip)
    # The cuts fall on the columns of the whole surface: a panel at x 1480 is cut at 1488 and 1888.
    part = pygame.Surface((1920, 10)).convert().subsurface((1480, 0, 440, 10))
    assert _columns(part, pygame.Rect(3, 0, 420, 5)) == [(3, 8), (8, 408), (408, 423)]
    screen = pygame.Rect(0, 0, 1920, 1080)
    assert aligned(pygame.Rect(1481, 7, 437, 9), screen) == pygame.Rect(1472, 7, 448, 9)
    assert aligned(pygame.Rect(1910, 0, 5, 5), screen) == pygame.Rect(1904, 0, 16, 5)


def test_a_frame_where_only_animations_moved_compares_no_other_part(app):
    """While the parts but animations' are the last frame's (the same list, kept by the table),
    PartFrame.draw works out only the animations' places, old and new: no other part's look is
    read, and what it restores and draws is what comparing every part gives."""
    from game.client.dirty import ALWAYS, Part, PartFrame, aligned, merge_rects

    class Watched(Part):
        """A part that counts how often its look is read."""
        looked = 0

        @property
        def key(self):
            Watched.looked += 1
            return self._key

        @key.setter
        def key(self, value):
            self._key = value

    screen = pygame.Rect(0, 0, 1920, 1080)
    canvas = pygame.Surface(screen.size).convert()
    canvas.fill((30, 40, 50))
    drawn: list[str] = []

    def part(name, key, rect, kind=Part):
        return kind(name, key, pygame.Rect(rect), lambda surface, n=name: drawn.append(n))

    base = [part("panel", "seats", (1500, 100, 300, 200), Watched), part("status", "pill", (12, 10, 400, 40), Watched)]
    fast, slow = PartFrame(), PartFrame()
    for frame in (fast, slow):
        frame.remember(base)
    # An animation comes (the first frame after a whole one compares every part), moves twice,
    # then is over.
    for x in (60, 100, 140, None):
        moving = [] if x is None else [part("card", ALWAYS, (x, 20, 120, 160))]
        parts = moving + base
        Watched.looked = 0
        drawn.clear()
        rects = fast.draw(app.screen, canvas, parts, [], base, moving)
        fast_drawn = list(drawn)
        assert Watched.looked == 0 or x == 60, x
        drawn.clear()
        assert slow.draw(app.screen, canvas, parts, []) == rects, x  # (the comparing path)
        assert drawn == fast_drawn, x
    # The last rectangles: where the card was, restored; the status under it drawn again.
    assert rects == merge_rects([aligned(pygame.Rect(140, 20, 120, 160), screen)]) and fast_drawn == ["status"]


def test_a_flying_card_works_its_place_out_once_a_frame(app, monkeypatch):
    """A frame asks a flying card where it paints (its part's rectangle) and then draws it, once
    for each rectangle it reaches into: its place on the arc (a scaled copy of the card, the
    shadow) is worked out once for its progress, and again when it moved on."""
    from game.client.anims import FlyCard

    card = pygame.Surface((88, 132)).convert()
    anim = FlyCard(card, (200, 900), (1600, 200))
    worked = []
    placed_at = anim._placed_at
    monkeypatch.setattr(anim, "_placed_at", lambda t: (worked.append(t), placed_at(t))[1])
    anim.advance(0.1)
    first = anim.bounds()
    anim.draw(app.screen)
    anim.draw(app.screen)
    assert len(worked) == 1
    anim.advance(0.1)
    assert anim.bounds() != first and len(worked) == 2


@pytest.mark.parametrize("ruleset", ["europe", "transeuropa", "marklin", "europe-express"])
def test_while_the_score_markers_slide_no_other_part_is_made_anew(app, monkeypatch, ruleset):
    """For about a second after a score the markers slide to it: those frames look up the markers
    and keep every other part (panels, buttons, status) as the last frame's, and they are still
    the whole frame's pixels."""
    table = _table(app, ruleset, 24)
    for _ in range(60):  # the first frames: the panels painted, the status pill rendered
        app.update(1 / 60)
        app.draw()
    hud = table.hud
    made = []
    status_parts = hud.status_parts
    monkeypatch.setattr(hud, "status_parts", lambda: (made.append(1), status_parts())[1])
    hud.shown_points = [p - 8 if p >= 8 else p + 30 for p in hud.shown_points]  # as after points won or lost
    whole = pygame.Surface(app.screen.get_size()).convert()
    moved, remade, last = 0, 0, table.parts()
    for frame in range(40):
        app.update(1 / 60)
        made.clear()
        app.draw()
        assert app.changed_rects is not None, frame  # drawn by parts
        remade += len(made)
        parts = table.parts()
        moved += parts is not last
        last = parts
        assert pygame.image.tobytes(app.screen, "RGB") == _whole_frame(table, whole), frame
    assert moved > 10 and remade == 0, (moved, remade)


@pytest.mark.parametrize("ruleset", ["europe", "express"])
def test_a_seat_panel_painted_in_slices_is_shown_whole_and_as_painted_at_once(app, ruleset):
    """While frames are drawn by parts, a region of the side panel painted in slices (a seat's
    panel: plate, name and score; figures; last turn; Express's score boxes, a side a slice) takes
    one slice a frame, into a scratch surface, and is copied into the canvas with its last: no
    frame paints more than one slice, no frame shows a region half painted (the frames are the
    whole frames), and the side panel holds what painting every region at once gives."""
    table = _table(app, ruleset, 24)
    hud = table.hud
    slices: dict[int, int] = {}
    paint_slice = hud._paint_slice

    def spy(name, job):
        slices[app.updates] = slices.get(app.updates, 0) + 1
        return paint_slice(name, job)
    hud._paint_slice = spy
    _compare_through_moves(app, table, ruleset, 4)
    assert sum(slices.values()) >= 12 and max(slices.values()) == 1, slices  # three of four panels at least
    shown = pygame.image.tobytes(hud.right, "RGB")
    hud._part_keys = {}  # every region painted again at once, straight into the panel
    hud.defer_paints = False
    hud.sync()
    assert pygame.image.tobytes(hud.right, "RGB") == shown
