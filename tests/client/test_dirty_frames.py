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
    their frame (HudBase.defer_paints: those are checked once they are painted)."""
    hud = table.hud
    last, pending, defer = table.frame_parts.last, hud._pending_paints, hud.defer_paints
    hud._pending_paints = {}
    table.draw(surface)
    table.frame_parts.last, hud._pending_paints, hud.defer_paints = last, pending, defer
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("ruleset", ["europe", "transeuropa", "marklin", "europe-express", "express"])
def test_a_frame_drawn_by_parts_is_the_whole_frame(app, ruleset):
    table = _table(app, ruleset, 24)
    whole = pygame.Surface(app.screen.get_size()).convert()
    bots = {}
    by_parts = animated = compared = 0
    for _ in range(5):
        match = table.match
        if match.is_over:
            break
        seat = match.active_seats[0]
        bot = bots.setdefault(seat, make_bot("random", match, seat, 7 + seat))
        table.perform(bot.choose(match.view(seat), match.legal_actions(seat)))
        for frame in range(36):
            app.update(1 / 30)
            app.draw()
            if app.changed_rects is None:
                continue
            by_parts += 1
            animated += bool(table.animator.anims)
            if frame % 2 == 0:
                compared += 1
                same = pygame.image.tobytes(app.screen, "RGB") == _whole_frame(table, whole)
                assert same, f"{ruleset}: frame {frame} after move {len(match.log)} differs from the whole frame"
        # The regions repainted for the move were spread over frames, and all have been shown.
        assert not table.hud._pending_paints
    # The path is taken (and while things move), so the comparisons above mean something.
    assert by_parts > 100 and animated > 20 and compared > 50


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
