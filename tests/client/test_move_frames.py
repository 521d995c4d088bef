"""A bot's move at the table: what the render thread needs after it (the view, the next bot's copy
of the match) is made in the bot's worker, and the move's work is spread over frames, one heavy
step a frame (game.client.frame_jobs)."""

from __future__ import annotations

import collections

import pytest

from game.client import turn_recap
from game.client.frame_jobs import FrameJobs
from game.client.headless import make_match
from game.client.scenes.table import TableScene
from game.client.session import GameSession
from game.engine.match import Match, Seat

from .conftest import installed


def _bots(ruleset: str = "europe", seed: int = 4) -> GameSession:
    return GameSession(Match(ruleset, (), [Seat("A", "bot", "random"), Seat("B", "bot", "random")], seed=seed))


def _standing_table(app, ruleset: str = "europe", frames: int = 3) -> TableScene:
    """A four-seat table whose bots wait (the test plays what it needs), after ``frames`` frames."""
    match = make_match(ruleset, (), 4, seed=3, humans=0, registry=app.registry)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    for _ in range(frames):
        app.update(1 / 60)
        app.draw()
    return table


def _bot_table(app, ruleset: str) -> TableScene:
    """A four-seat table of bots that play on their own (skipped when the ruleset is missing)."""
    if not installed(ruleset):
        pytest.skip(f"{ruleset} is not installed")
    table = TableScene(app, make_match(ruleset, (), 4, seed=3, humans=0, registry=app.registry))
    app.push(table)
    return table


def _play_until_settled(app, table: TableScene, actions: int, frames: int) -> None:
    """Frames as the window draws them, waiting for each bot, until ``actions`` are played and
    the pieces have landed (or ``frames`` have been drawn)."""
    for _ in range(frames):
        table.session.wait_bot(10)
        app.update(1 / 60)
        app.draw()
        if len(table.match.log) >= actions and not table.animator.anims:
            break


def test_the_view_made_in_the_worker_is_the_view_of_the_new_state():
    session = _bots()
    try:
        for _ in range(6):
            seat = session.next_actor()
            session.request_bot(seat, viewer=1)
            assert session.poll_bot(wait=10) is not None
            assert session.view(1) == session.match.view(1)
            assert session.view(1) is session.view(1)  # made once, read by the table and its animations
            # For its viewer only: another viewer's is worked out now.
            assert session.view(0) == session.match.view(0) and session.view(0) is not session.view(0)
    finally:
        session.close()


def test_the_words_of_a_bot_move_told_in_the_worker_are_the_words_the_table_tells():
    """The log's words of a bot move's events (table_events.tell) come with the move, for the
    viewer and language they were told for only."""
    from game.client.table_events import tell
    from game.i18n import language

    session = _bots("express", seed=2)
    told = 0
    try:
        for _ in range(8):
            session.request_bot(session.next_actor(), viewer=1)
            move = session.poll_bot(wait=10)
            assert move is not None
            words = session.told(1)
            assert words == [tell(session.match, event.for_seat(1), language()) for event in move[1]]
            told += sum(1 for w in words if w)
            assert session.told(0) is None  # another viewer's are worked out by the table
        assert told > 0
        seat = session.match.active_seats[0]
        session.apply(session.match.legal_actions(seat)[0])
        assert session.told(1) is None  # the match moved on
    finally:
        session.close()


def test_a_human_action_after_a_bot_move_discards_what_the_worker_made(monkeypatch):
    from game.client import session as session_module

    thought_on = []
    think = session_module._think

    def recording(bot, twin, seat, viewer=None, bots=frozenset()):
        thought_on.append(list(twin.log))
        return think(bot, twin, seat, viewer, bots)
    monkeypatch.setattr(session_module, "_think", recording)
    session = _bots(seed=5)
    try:
        session.request_bot(session.next_actor())
        assert session.poll_bot(wait=10) is not None
        assert session.view(None) is not None
        # Someone else acts on the adopted match (as a human would): the worker's copy of the
        # state before that action must not be the next bot's match, nor its view the table's.
        seat = session.match.active_seats[0]
        session.apply(session.match.legal_actions(seat)[0])
        assert session.view(seat) == session.match.view(seat)
        session.request_bot(session.next_actor())
        assert session.poll_bot(wait=10) is not None
        assert thought_on[-1] == session.match.log[:-1]
    finally:
        session.close()


def test_a_move_is_spread_over_frames_one_heavy_step_a_frame(app, monkeypatch):
    """Taking in a bot's move, the view and panels after it, asking the next bot, repainting a
    region of the side panel and rendering the status pill or the recap again each get a frame of
    their own while frames are drawn by parts."""
    match = make_match("europe", (), 4, seed=3, humans=0, registry=app.registry)
    table = TableScene(app, match)
    app.push(table)
    steps = collections.defaultdict(list)
    whole = set()

    def count(owner, name, label):
        method = getattr(owner, name)

        def counted(*args, **kwargs):
            steps[app.updates].append(label)
            return method(*args, **kwargs)
        monkeypatch.setattr(owner, name, counted)

    count(table, "show", "move")
    count(table, "refresh", "refresh")
    count(table.session, "request_bot", "ask")
    count(table.hud, "_paint_slice", "paint")  # a slice of a region
    count(table.hud, "render_status", "status")
    count(table.hud, "render_recap", "recap")
    moves = 0
    for _ in range(400):
        table.session.wait_bot(10)  # frames run faster than a loaded machine's bot thread
        app.update(1 / 60)
        app.draw()
        if app.changed_rects is None:  # a frame drawn whole (the first) holds what it must
            whole.add(app.updates)
        moves = len(table.match.log)
        if moves >= 6:
            break
    assert moves >= 6
    kinds = collections.Counter(label for labels in steps.values() for label in labels)
    assert kinds["move"] >= 5 and kinds["ask"] >= 5 and kinds["paint"] >= 5 and kinds["refresh"] >= 5
    assert kinds["status"] >= 3  # a pill seen before is kept, not rendered again
    crowded = {frame: labels for frame, labels in steps.items() if len(labels) > 1 and frame not in whole}
    assert not crowded, crowded


def test_express_works_out_a_new_views_felt_regions_and_paints_them_in_frames_of_their_own(app, monkeypatch):
    """Express's felt: the regions of a new view (what each is painted from) are worked out in
    one frame, and painted from the next, one a frame, while frames are drawn by parts."""
    monkeypatch.setattr(turn_recap, "HOLD", 0.0)  # moves, not reading time: bots need not wait
    match = make_match("express", (), 4, seed=3, humans=0, registry=app.registry)
    table = TableScene(app, match)
    app.push(table)
    hud = table.hud
    steps = collections.defaultdict(list)
    for name, label in (("_table_regions", "regions"), ("paint_table", "paint")):
        method = getattr(hud, name)

        def counted(*args, method=method, label=label, **kwargs):
            steps[app.updates].append(label)
            return method(*args, **kwargs)
        monkeypatch.setattr(hud, name, counted)
    for _ in range(300):
        table.session.wait_bot(10)
        app.update(1 / 60)
        app.draw()
        if app.changed_rects is None:
            steps.pop(app.updates, None)  # a whole frame paints what it must
    kinds = collections.Counter(label for labels in steps.values() for label in labels)
    assert kinds["regions"] >= 5 and kinds["paint"] >= 5, kinds
    assert all(len(labels) == 1 for labels in steps.values()), dict(steps)


def test_express_felt_regions_wait_for_the_pieces_to_land_but_a_card_landing_shows_at_once(app, monkeypatch):
    """Express's felt, while frames are drawn by parts: while animations play, a region whose
    look changed waits for them to end (as the side panel's do), unless what they hide in it
    changed (a train's card or the discard pile's top flying in): a card that lands is painted
    at once."""
    monkeypatch.setattr(turn_recap, "HOLD", 0.0)  # moves, not reading time: bots need not wait
    match = make_match("express", (), 4, seed=3, humans=0, registry=app.registry)
    table = TableScene(app, match)
    app.push(table)
    hud = table.hud
    painted = {"held": 0, "other": 0, "quiet": 0}
    repaint = hud.repaint_table

    def counted(surf, view, hidden, limit=None):
        before = dict(hud.painted_regions or {})
        waiting = limit is not None and table.waits_for_pieces()
        out = repaint(surf, view, hidden, limit)
        for name, item in (hud.painted_regions or {}).items():
            if name in before and before[name] == item:
                continue
            if not waiting:
                painted["quiet"] += 1
            elif name in before and before[name][0][1] != item[0][1] or name not in before and item[0][1] is not None:
                painted["held"] += 1
            else:
                painted["other"] += 1
        return out
    monkeypatch.setattr(hud, "repaint_table", counted)
    for _ in range(400):
        table.session.wait_bot(10)
        app.update(1 / 60)
        app.draw()
    assert painted["held"] >= 3 and painted["quiet"] >= 5 and painted["other"] == 0, painted


def test_express_lays_its_table_out_once_per_view(app, monkeypatch):
    """Express's panels follow the recap as well as the view (a sync with the same view): the
    table is laid out once per view and viewer, and again for a new view."""
    if not installed("express"):
        pytest.skip("express is not installed")
    from railcade_express import table_layout

    table = _standing_table(app, "express")
    hud = table.hud
    laid = []
    compute = table_layout.compute
    monkeypatch.setattr(table_layout, "compute", lambda view, viewer: (laid.append(1), compute(view, viewer))[1])
    layout = hud.layout
    hud.sync()
    hud.sync()
    assert laid == [] and hud.layout is layout
    table.view = dict(table.view)  # a new view, as after a move
    hud.sync()
    assert laid == [1] and hud.layout is not layout


def test_express_renders_a_new_status_pill_in_two_frames_words_then_pill(app):
    """Express's status pill, when what it says changes (a line told): its words are rendered in
    one frame of their own and the pill in the next; until then the last pill shows; the pill
    is the one rendered at once."""
    if not installed("express"):
        pytest.skip("express is not installed")
    from game.client.pg import pygame

    table = _standing_table(app, "express", frames=3)
    hud = table.hud
    old = hud._status
    assert old is not None
    table.add_log("a line to tell")
    shown = []
    for _ in range(2):
        app.update(1 / 60)
        app.draw()
        shown.append(hud._status)
    assert shown[0] is old and shown[1] is not old
    whole = hud.render_status(*hud._status_key[:3])
    assert pygame.image.tobytes(shown[1], "RGBA") == pygame.image.tobytes(whole, "RGBA")


def test_a_new_recap_is_rendered_in_two_frames_words_then_panel(app, monkeypatch):
    """The recap over the board, when it changes: its words are rendered in one frame of their
    own and its panel in the next (the last recap shows until then); the panel is the one
    rendered at once."""
    from game.client.pg import pygame

    table = _standing_table(app, "europe", frames=3)
    match = table.match
    hud = table.hud
    for _ in range(8):  # moves until a turn is over and told
        table.perform(match.legal_actions(match.active_seats[0])[0])
        for _ in range(200):
            app.update(1 / 60)
            app.draw()
            if not (table.animator.anims or table.frames.due("refresh") or table.recap.pending):
                break
        if getattr(hud, "_recap_surf", None) is not None:
            break
    old = hud._recap_surf
    assert old is not None
    monkeypatch.setattr(table.frames, "take_quiet", lambda job: True)
    hud._recap_key = None  # as when the recap changed
    assert hud.recap_surface() is old and hud._recap_words is not None
    new = hud.recap_surface()
    assert new is not old and hud._recap_words is None
    story = table.recap.panel(app.settings.animation_speed)
    assert pygame.image.tobytes(new, "RGBA") == pygame.image.tobytes(hud.render_recap(story), "RGBA")


def test_a_still_table_keeps_its_status_words_and_works_them_out_again_when_the_view_changes(app, monkeypatch):
    """While the view, the choices and the words stand still, a frame takes the status pill it
    shows as it is (no words worked out again); a new view or another language makes it anew."""
    from game.client import table_hud
    from game.i18n import set_language

    table = _standing_table(app)
    shown = table.hud.status_surface()
    asked = []
    tr = table_hud.tr
    monkeypatch.setattr(table_hud, "tr", lambda key, **values: asked.append(key) or tr(key, **values))
    for _ in range(3):
        app.update(1 / 60)
        app.draw()
    assert asked == [] and table.hud.status_surface() is shown
    table.refresh()  # the view of the same state again: the words are worked out again
    table.hud.status_surface()
    assert asked
    asked.clear()
    set_language("fr")
    try:
        table.hud.status_surface()
        assert asked
    finally:
        set_language("en")


def test_the_client_benchmark_times_each_frame_and_says_whether_a_bot_was_thinking(app):
    """``railcade bench client`` plays frames as the window's loop does; its thinking part splits
    them by whether a bot was thinking when the frame began, with how late each sleep woke."""
    from game.client.bench import _percentiles, _play_frames

    match = make_match("europe", (), 2, seed=3, humans=0, registry=app.registry)
    table = TableScene(app, match)
    app.push(table)
    times, cpu, flags, late = [], [], [], []
    try:
        _play_frames(app, table, 40, times, cpu, flags, late)
    finally:
        table.close()
    assert len(times) == len(cpu) == len(flags) == len(late) == 40
    assert all(t >= 0 for t in times) and all(isinstance(f, bool) for f in flags)
    assert _percentiles([3.0, 1.0, 2.0, 4.0]) == {"p50": 3.0, "p95": 4.0, "p99": 4.0, "max": 4.0}


def test_a_still_tables_frame_keeps_the_parts_of_the_last_and_makes_them_again_when_something_moves(app):
    """While nothing the parts follow from changes, a frame takes the last frame's parts as they
    are (and restores nothing); a new view, a point shown (where markers show it) or another
    language makes them anew."""
    from game.i18n import set_language

    for ruleset in ("europe", "transeuropa", "express"):
        match = make_match(ruleset, (), 4, seed=3, humans=0, registry=app.registry)
        table = TableScene(app, match)
        table.autoplay = False
        app.push(table)
        for _ in range(60):  # the first frames: the panels painted, the status pill rendered
            app.update(1 / 60)
            app.draw()
        parts = table.parts()
        assert parts is not None and table.parts() is parts, ruleset
        app.update(1 / 60)
        app.draw()
        assert app.changed_rects == [], ruleset
        table.refresh()  # the same state's view made again: another view object
        assert table.parts() is not parts, ruleset
        parts = table.parts()
        table.hud.shown_points[0] -= 1
        # (Express shows no score markers over its canvas.)
        assert (table.parts() is not parts) == (ruleset != "express"), ruleset
        parts = table.parts()
        set_language("fr")
        try:
            assert table.parts() is not parts, ruleset
        finally:
            set_language("en")
        app.pop()
        table.close()


def test_while_animations_play_a_frame_makes_only_their_parts_anew(app):
    """An animation's parts are made every frame (it moves); the panels', buttons' and status
    parts around them are the last frame's while nothing they follow from changes."""
    for ruleset in ("europe", "express"):
        match = make_match(ruleset, (), 4, seed=3, humans=0, registry=app.registry)
        table = TableScene(app, match)
        app.push(table)
        kept = made = 0
        last = None
        for _ in range(400):
            table.session.wait_bot(10)
            app.update(1 / 60)
            app.draw()
            parts = table.parts()
            anims = [p for p in parts or () if p.name in table.animator.anims]
            if anims and last is not None and table.hud.parts_token() is not None:
                still = [p for p in parts if p.name not in table.animator.anims]
                before = {p.name: p for p in last if p.name not in table.animator.anims}
                if all(before.get(p.name) is p for p in still):
                    kept += 1
                assert not any(p is q for p in anims for q in last), ruleset  # made anew
                made += 1
            last = parts
            if kept >= 10:
                break
        assert made >= 10 and kept >= 10, (ruleset, made, kept)
        app.pop()
        table.close()


def test_an_open_table_keeps_what_it_holds_out_of_full_collections_until_it_closes(app):
    """A searching bot's thread runs the garbage collector's full passes holding the interpreter:
    what the table holds for the whole game is frozen out of them while it is open, given back
    when it closes."""
    import gc

    match = make_match("europe", (), 2, seed=3, humans=0, registry=app.registry)
    table = TableScene(app, match)
    try:
        assert gc.get_freeze_count() > 0
    finally:
        table.close()
    assert gc.get_freeze_count() == 0


def test_a_board_composed_on_the_canvas_is_left_alone_while_it_shows_the_view(app, monkeypatch):
    """A board whose marks are composed onto the still picture (Trans Europa, Märklin) is brought
    up to date only when the view, what animations hide or its marks changed: a frame where
    none did does not look at it again."""
    for ruleset in ("transeuropa", "marklin"):
        table = _standing_table(app, ruleset, 4)
        assert table.hud.holds_board(), ruleset
        updates = []
        update_board = table._update_board
        monkeypatch.setattr(table, "_update_board", lambda hud: (updates.append(hud), update_board(hud)))
        for _ in range(5):
            app.update(1 / 60)
            app.draw()
        assert updates == [] and app.changed_rects == [], ruleset
        table.hidden.add("figure:trip")  # something an animation hides: the board follows
        app.update(1 / 60)
        app.draw()
        assert updates == [table.hud], ruleset
        app.pop()
        table.close()


def test_the_side_panel_and_the_words_wait_for_the_pieces_to_land(app, monkeypatch):
    """While an animation plays (a card flying, a route filling, a score floating, a face-up card
    turning), the side panel's regions and the status pill or the recap wait for it to end
    (FrameJobs.take_quiet), so an animated frame holds no heavy step of theirs; but a
    region under an animation that does not block (a face-up card turning over its slot) is
    painted under it, never while a blocking one plays. Taking a bot's move in and the view
    after it do not wait."""
    from game.client.table_hud import RIGHT_X

    match = make_match("europe", (), 4, seed=3, humans=0, registry=app.registry)
    table = TableScene(app, match)
    app.push(table)
    during = collections.Counter()
    done = collections.Counter()

    def count(owner, name, label, shown=None):
        method = getattr(owner, name)

        def counted(*args, **kwargs):
            # (The first pill or recap is rendered at once: there is none to keep showing.)
            first = shown is not None and getattr(table.hud, shown, None) is None
            (during if table.animator.anims and not first else done)[label] += 1
            return method(*args, **kwargs)
        monkeypatch.setattr(owner, name, counted)

    count(table, "refresh", "refresh")
    count(table.hud, "render_status", "status", "_status")
    count(table.hud, "render_recap", "recap", "_recap_surf")
    count(table, "show", "move")
    paint_slice = table.hud._paint_slice
    under = []

    def slice_counted(name, job):
        anims = table.animator.anims
        if anims:
            over = [anim.bounds() for anim in anims if anim.active]
            slicing = table.hud._slicing  # (a region whose slices are under way goes on)
            going_on = slicing is not None and slicing[0] == name and slicing[1] is job
            under.append((name, table.animator.busy, going_on or job[0].move(RIGHT_X, 0).collidelist(over) >= 0))
        else:
            done["paint"] += 1
        return paint_slice(name, job)
    monkeypatch.setattr(table.hud, "_paint_slice", slice_counted)
    animated_frames = 0
    for _ in range(900):
        table.session.wait_bot(10)
        app.update(1 / 60)
        app.draw()
        animated_frames += bool(table.animator.anims)
        if len(table.match.log) >= 8 and not table.animator.anims:
            break
    assert animated_frames > 40 and done["move"] >= 5
    assert done["paint"] >= 5 and done["status"] >= 2 and during["refresh"] >= 1
    assert not (during["status"] or during["recap"]), during
    # Painted under an animation: a market band under a face-up card turning (or one whose
    # slices were under way when a move came), no blocking one.
    assert under and all(not busy and below for _name, busy, below in under), under
    assert any(name.startswith("market") for name, _busy, _below in under), under


@pytest.mark.parametrize("ruleset", ["europe", "transeuropa", "express"])
def test_after_a_bots_move_the_panels_follow_when_its_animations_are_over(app, monkeypatch, ruleset):
    """A bot's move: the table takes the new view in while its animations play, and the panels
    (HudBase.sync) follow once they are over (FrameJobs.take_quiet), so no animated frame holds
    their keys' work; what the board and the animations need of the view follows at once
    (sync_view: Express's table is laid out for the new view in the frame it is taken in)."""
    table = _bot_table(app, ruleset)
    synced = collections.Counter()
    sync, sync_view = table.hud.sync, table.hud.sync_view

    def counted():
        synced["during" if table.animator.anims else "after"] += 1
        return sync()

    def view_counted():
        result = sync_view()
        synced["view during" if table.animator.anims else "view after"] += 1
        if ruleset == "express":
            # (the felt's regions and the next animations are laid out from it)
            synced["laid out"] += table.hud.layout is table.hud.layout_for(table.view)
        return result
    monkeypatch.setattr(table.hud, "sync", counted)
    monkeypatch.setattr(table.hud, "sync_view", view_counted)
    _play_until_settled(app, table, 6, 1200)  # (Trans Europa's first markers are told and held too)
    assert len(table.match.log) >= 6 and synced["after"] >= 4, synced
    assert synced["during"] == 0 and synced["view during"] >= 1, synced
    if ruleset == "express":
        assert synced["laid out"] == synced["view during"] + synced["view after"], synced


@pytest.mark.parametrize("ruleset", ["marklin", "transeuropa"])
def test_a_board_composed_on_the_canvas_follows_a_new_view_when_the_pieces_land(app, monkeypatch, ruleset):
    """A board whose marks are composed on the canvas, while frames are drawn by parts and
    animations play, is brought up to a new view only when what the animations hide changed (a
    piece landing shows at once, with the view); otherwise it waits for them to end."""
    table = _bot_table(app, ruleset)
    updates = collections.Counter()
    update_board = table._update_board

    def counted(hud):
        last = table._board_synced
        if table.frame_parts.last is not None and table.animator.anims:
            updates["landing" if last is None or last[2] != table.hidden else "view"] += 1
        else:
            updates["quiet"] += 1
        return update_board(hud)
    monkeypatch.setattr(table, "_update_board", counted)
    _play_until_settled(app, table, 8, 1500)  # (Trans Europa's first markers are told and held too)
    assert len(table.match.log) >= 8 and updates["quiet"] >= 4 and updates["view"] == 0, updates


def test_work_that_waits_for_the_pieces_to_land_waits_a_second_at_most(app):
    """A blocking animation that never ends does not hold the side panel back for ever: after
    FrameJobs.QUIET_WAIT frames its regions are painted anyway."""
    from game.client.pg import pygame
    from game.client.tween import Anim

    class Standing(Anim):  # blocking, drawn by parts, never over
        def bounds(self):
            return pygame.Rect(100, 100, 10, 10)

    table = _standing_table(app)
    table.animator.add(Standing(1000.0))
    table.hud._part_keys.clear()  # every region of the side panel is to be painted again
    table.hud.sync()
    waited = 0
    while table.hud._pending_paints and waited < 3 * FrameJobs.QUIET_WAIT:
        app.update(1 / 60)
        app.draw()
        waited += 1
    assert table.animator.busy and not table.hud._pending_paints
    assert FrameJobs.QUIET_WAIT <= waited < FrameJobs.QUIET_WAIT + 40  # then the regions, a slice a frame


def test_panels_following_a_view_already_shown_leave_the_routes_geometry_alone(app):
    """The route table's panels follow every view (RouteHud.sync); the routes' geometry is
    brought up to a view once: a sync with the view it was built for does not go over the routes
    again."""
    table = _standing_table(app, frames=0)

    class Watched(dict):
        asked = 0

        def __getitem__(self, key):
            if key == "routes":
                Watched.asked += 1
            return super().__getitem__(key)

    table.view = Watched(table.view)
    table.hud.sync()
    assert Watched.asked >= 1  # a new view: its routes are looked at
    Watched.asked = 0
    table.hud.sync()
    table.hud.sync()
    assert Watched.asked == 0
    app.pop()
    table.close()
