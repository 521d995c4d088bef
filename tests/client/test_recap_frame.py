"""A turn's recap is committed in a frame of its own (game.client.frame_jobs), not in the frame a
piece lands in (which brings the board up to it): no frame holds both a landing and the recap."""

from __future__ import annotations

from game.client.headless import make_match
from game.client.scenes.table import TableScene
from game.client.turn_recap import TurnRecap


def test_the_recap_is_not_committed_in_the_frame_a_piece_lands(app, monkeypatch):
    match = make_match("europe", (), 4, seed=3, humans=0, registry=app.registry)
    table = TableScene(app, match)
    app.push(table)
    finished = []
    finish = TurnRecap.finish
    monkeypatch.setattr(TurnRecap, "finish", lambda self, seat: finished.append(app.updates) or finish(self, seat))
    landings = set()
    both = 0
    for _ in range(900):
        # Each move ready in the frame after it was asked, so a loaded machine plays the same frames.
        table.session.wait_bot(10)
        playing = len(table.animator.anims)
        app.update(1 / 60)
        if len(table.animator.anims) < playing:
            landings.add(app.updates)
        app.draw()
        both += bool(finished) and finished[-1] == app.updates and app.updates in landings
    assert len(finished) >= 3  # turns were told
    assert both == 0, f"{both} recaps committed in the frame a piece landed"
