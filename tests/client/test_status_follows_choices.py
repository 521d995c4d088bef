"""The status pill of the player at the screen follows their choices at once: after an act that
leaves them more to do (a first card drawn; Märklin's passenger after a claim), the pill says what
is left within a frame, while the act's pieces still move, not once they land."""

from __future__ import annotations

from .test_status_pill_lines import human_turn


def test_the_pill_follows_the_choices_left_while_the_card_still_flies(app):
    table = human_turn(app, "europe")
    hud = table.hud
    before = hud._status_key[0]
    draw = next(a for actions in table.groups.values() for a in actions  # (a blind draw never ends a turn)
                if a.kind == "draw_card" and a.target == "deck")
    table.perform(draw)
    assert len(table.match.active_seats) == 1 and table.groups  # a second card to draw
    for _ in range(3):
        app.update(1 / 60)
        app.draw()
    assert table.animator.anims, "the card has landed already: the test says nothing"
    assert hud._status_key[0] != before, hud._status_key[0]
