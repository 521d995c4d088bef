"""The status pill names every action on offer in full, in both languages: when its words would
be cut even at the play floor (French's four actions of Märklin or Europe Express), it takes two
lines, cut between actions, and the recap under it moves down."""

from __future__ import annotations

import pytest

from game.client import theme
from game.client.headless import make_match, play
from game.client.scenes.table import TableScene
from game.client.table_hud import STATUS_DASH, STATUS_DOT, pill_lines
from game.i18n import set_language


@pytest.fixture
def app_fr(app):
    set_language("fr")
    yield app
    set_language("en")


def human_turn(app, ruleset):
    """A table of three (the player at the screen and two bots) on the player's first turn."""
    match = make_match(ruleset, (), 3, seed=5, humans=1, registry=app.registry)
    while match.active_seats != (0,):
        play(match, 1, 5)
    table = TableScene(app, match)
    app.push(table)
    for _ in range(60):
        app.update(1 / 60)
        app.draw()
    return table


@pytest.mark.parametrize("ruleset,kinds", [
    ("marklin", ("draw_card", "draw_tickets", "claim_route", "move_passenger")),
    ("europe-express", ("draw_card", "draw_tickets", "claim_route", "take_locomotive")),
])
def test_every_action_of_a_french_pill_is_readable(app_fr, ruleset, kinds):
    from game.i18n import tr

    human_turn(app_fr, ruleset)  # the ruleset's words are loaded
    actions = [tr(f"kind.{k}") for k in kinds]
    msg = tr("table.your_turn", name="Joueur 1") + STATUS_DASH + STATUS_DOT.join(actions)
    width = app_fr.stack[-1].hud.STATUS_W
    lines = pill_lines(msg, width)
    floor = theme.font(theme.play_floor(), True)
    assert all(floor.size(line)[0] <= width for line in lines), lines
    assert len(lines) >= 2
    told = [part.strip(" —") for line in lines for part in line.split(STATUS_DOT)]
    assert all(action in told for action in actions), lines  # each action whole, on one line


def test_a_two_line_pill_pushes_the_recap_down(app_fr):
    table = human_turn(app_fr, "marklin")
    hud = table.hud
    pill = hud.render_status(tr_long(), theme.ACCENT, 0)
    one = hud.render_status("Joueur 1, à vous", theme.ACCENT, 0)
    assert pill.get_height() > one.get_height() + 10
    hud._status = pill
    hud.status_surface = lambda: pill
    hud.recap_surface = lambda: one
    parts = {part.name: part for part in hud.status_parts()}
    assert parts["recap"].rect.top >= parts["status"].rect.bottom


def tr_long():
    from game.i18n import tr

    return (tr("table.your_turn", name="Joueur 1") + STATUS_DASH
            + STATUS_DOT.join(tr(f"kind.{k}") for k in ("draw_card", "draw_tickets", "claim_route", "move_passenger")))
