"""A bot's move taken in is the heavy step of its frame (game.client.frame_jobs): the still parts
it changes (the status pill, the panels' words, the buttons) are made in the next frame, with the
view after the move, not in the same frame as well."""

from __future__ import annotations

from game.bots import make_bot
from game.client.headless import make_match, play
from game.client.pg import pygame
from game.client.scenes.table import TableScene

from .test_dirty_frames import _whole_frame


def test_a_bots_move_taken_in_leaves_the_still_parts_for_the_next_frame(app, monkeypatch):
    match = make_match("europe", (), 4, seed=3, humans=0, registry=app.registry)
    play(match, 12, 3)
    table = TableScene(app, match)
    table.autoplay = False  # the test plays the bots' moves itself
    app.push(table)
    made = []
    make_still = TableScene._make_still
    monkeypatch.setattr(TableScene, "_make_still", lambda self, hud: made.append(app.updates) or make_still(self, hud))
    whole = pygame.Surface(app.screen.get_size()).convert()
    taken = 0
    for _ in range(4):
        for _ in range(90):  # the last move's animations land, its panels are painted
            app.update(1 / 30)
            app.draw()
        assert app.changed_rects is not None  # drawn by parts
        seat = match.active_seats[0]
        bot = make_bot("random", match, seat, 7 + seat)
        # The frame a move is taken in, as the table's update does it (TableScene._advance).
        app.update(1 / 30)
        before = list(made)
        table.perform(bot.choose(match.view(seat), match.legal_actions(seat)))
        app.draw()
        assert made == before, "the still parts were made in the frame the move was taken in"
        taken += 1
        app.update(1 / 30)  # the next frame: the view after the move and the parts made for it
        app.draw()
        assert made[-1] == app.updates
        assert pygame.image.tobytes(app.screen, "RGB") == _whole_frame(table, whole)
    assert taken == 4
