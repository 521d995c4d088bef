"""What the seat just before a human did stays readable on that human's turn: its recap stays in
view until the human acts (however long they look first), and nobody waits for it."""

from __future__ import annotations

import pytest

from game.client.headless import make_match, play
from game.client.scenes.table import TableScene
from game.client.turn_recap import HOLD


@pytest.mark.parametrize("ruleset", ["transeuropa", "europe"])
def test_the_last_bots_recap_stays_in_view_until_the_human_acts(app, ruleset):
    match = make_match(ruleset, (), 3, seed=5, humans=1, registry=app.registry)
    while match.active_seats != (0,):  # the first choices, until the human's first turn
        play(match, 1, 5)
    while match.active_seats == (0,):  # the human's turn played, so both bots play next
        play(match, 1, 5)
    table = TableScene(app, match)
    app.push(table)
    recap = table.recap
    for _ in range(20000):  # until the last bot's turn is told and the human may act
        table.session.wait_bot(10)
        app.update(1 / 60)
        app.draw()
        if recap.shown is not None and recap.shown.seat == 2 and table.groups:
            break
    assert recap.shown is not None and recap.shown.seat == 2 and table.groups  # the human may act now
    story = recap.shown
    for _ in range(int(60 * 3 * HOLD)):  # longer than a recap shows when no one is to act
        app.update(1 / 60)
        app.draw()
        assert table.hud.recap_surface() is not None and recap.panel(1.0, True) is story
    table.perform(next(iter(table.groups.values()))[0])  # the human acts: the recap may go
    for _ in range(120):
        app.update(1 / 60)
        app.draw()
    assert recap.panel(1.0, bool(table.groups)) is not story
