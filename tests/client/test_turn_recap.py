"""What just happened: each seat's turn is told in words after its animations, stays in view long
enough to be read before the next bot plays, and every act goes to the full log."""

from __future__ import annotations

import pytest

from game.client.headless import make_match, play
from game.client.scenes.table import TableScene
from game.client.ticket_progress import progress
from game.client.turn_recap import HOLD, TurnRecap
from game.engine.actions import Event


def bot_table(app, seed=4, players=3):
    match = make_match("europe", (), players, seed=seed, humans=0, registry=app.registry)
    play(match, 3 * players, seed)  # past the first tickets
    table = TableScene(app, match)
    app.push(table)
    return table


def test_a_face_up_draw_says_its_colour_after_the_card_has_flown(app):
    table = bot_table(app)
    recap = table.recap
    faceup = None
    app.settings.animation_speed = 2.0  # quicker turns; a flying card still takes several frames
    for _ in range(4000):
        before = len(table.match.log)
        table.session.wait_bot(10)  # each move ready in the next frame, however loaded the machine
        app.update(1 / 30)
        if len(table.match.log) > before:
            action = table.match.log[-1]
            if action.kind == "draw_card" and action.target.startswith("faceup") and table.animator.busy:
                faceup = action
                break
    app.settings.animation_speed = 1.0
    assert faceup is not None, "no face-up draw in this game"
    seat = faceup.seat
    told = recap.line_for(seat)
    while table.animator.busy:  # the card is still flying: its words wait
        assert recap.line_for(seat) == told
        app.update(1 / 60)
    app.update(1 / 60)
    names = [recap.card_name(c) for c in ("purple", "blue", "orange", "white", "green", "yellow", "black", "red",
                                           "locomotive")]
    line = recap.line_for(seat)
    assert line != told and any(name in line for name in names), line


def test_a_finished_turn_stays_in_view_before_the_next_bot_plays(app):
    """Bots wait while the last turn's recap has been shown less than HOLD seconds (game time)."""
    table = bot_table(app, seed=6)
    recap = table.recap
    for _ in range(6000):
        table.session.wait_bot(10)
        app.update(1 / 60)
        if recap.shown is not None and recap.shown_for == 0.0:
            break
    assert recap.shown is not None
    log_before = len(table.match.log)
    shown = recap.shown
    waited = 0.0
    while recap.holding(app.settings.animation_speed):
        assert len(table.match.log) == log_before or recap.shown is not shown
        app.update(1 / 60)
        waited += 1 / 60
    assert waited >= HOLD - 0.1
    assert recap.panel(app.settings.animation_speed) is shown  # still there for a while after


def test_the_full_log_keeps_every_act_and_tunnels_are_told_after_the_reveal(app):
    table = bot_table(app, seed=8, players=4)
    start = len(table.match.log)
    app.settings.animation_speed = 4.0
    try:
        for _ in range(6000):
            table.session.wait_bot(10)
            app.update(1 / 30)
            if len(table.recap.log) > 40:
                break
    finally:
        app.settings.animation_speed = 1.0
    assert len(table.recap.log) > 40  # not just the last few lines
    claimed = [a for a in table.match.log[start:] if a.kind == "claim_route"]
    assert claimed
    texts = " ".join(line.text for line in table.recap.log)
    for action in claimed[:-1]:
        route = table.recap.names.get(action.target, action.target)
        assert route in texts, route


def test_tunnel_words_wait_for_the_cards_to_turn():
    """« Le joueur retourne les 3 premières cartes de la pioche » : the extra cost is told only once
    the reveal animation is over (update says whether animations still run)."""

    class Match:
        seats = [type("S", (), {"name": "Ada"})(), type("S", (), {"name": "Bob"})()]
        setup = type("Setup", (), {"data": None})()

    recap = TurnRecap(Match(), {"a-b": "A – B"})
    view = {"routes": [{"id": "a-b", "a": "a", "b": "b", "length": 2, "color": "red"}]}
    recap.on_event(Event.make("tunnel_revealed", 1, route="a-b", cards=("red", "blue", "red"), extra=2), view)
    recap.update(0.1, animating=True)
    assert recap.line_for(1) == ""
    recap.update(0.1, animating=False)
    assert "2" in recap.line_for(1)
    recap.on_event(Event.make("turn_ended", 1), view)
    recap.update(0.1, animating=False)
    assert recap.holding() and recap.last[1].long()


def test_ticket_progress_counts_the_cars_left_on_the_cheapest_free_way():
    view = {"routes": [
        {"id": "a-b", "a": "a", "b": "b", "length": 2, "owner": 0},
        {"id": "b-c", "a": "b", "b": "c", "length": 3, "owner": None},
        {"id": "b-c-2", "a": "b", "b": "c", "length": 1, "owner": 1},  # someone else's: closed
        {"id": "c-d", "a": "c", "b": "d", "length": 4, "owner": 1},
    ]}
    tickets = [{"id": "a-c", "a": "a", "b": "c", "points": 5}, {"id": "a-b", "a": "a", "b": "b", "points": 2},
               {"id": "a-d", "a": "a", "b": "d", "points": 9}]
    by_id = {p.id: p for p in progress(view, 0, tickets)}
    assert by_id["a-b"].done and by_id["a-b"].missing == 0
    assert not by_id["a-c"].done and by_id["a-c"].missing == 3 and by_id["a-c"].own_routes == ["a-b"]
    assert by_id["a-d"].blocked


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_recap_words_exist_in_both_languages(lang):
    from game.i18n import STRINGS

    keys = [k for k in STRINGS["en"] if k.startswith("play.recap.")]
    assert keys and all(k in STRINGS[lang] for k in keys)
