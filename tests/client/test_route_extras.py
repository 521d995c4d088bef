"""A route ruleset's own table pieces drawn from its view (game/client/route_extras.py), with
Europe Express: its Locomotive pile is a target of its own, its bonus stack and the London–Istanbul
race are painted, and a whole game with a human seat plays through the window."""

from __future__ import annotations

import random

import pytest

from game.client.headless import make_match
from game.client.scenes.table import TableScene

from .conftest import installed
from .driver import click, frames
from .test_play import play_to_the_end

pytestmark = pytest.mark.skipif(not installed("europe-express"), reason="europe-express ruleset not installed")


def _table(app, seed=1, players=4):
    match = make_match("europe-express", (), players, seed=seed, humans=1, registry=app.registry)
    for seat in range(players):  # past the first choice of tickets
        options = match.legal_actions(seat)
        if options:
            match.apply(max(options, key=lambda a: len(a.choice)))
    match.state.current = 0  # the human plays first
    match._forget_legal()
    table = TableScene(app, match)
    app.push(table)
    frames(app, 3)
    return table


def test_la_pile_de_locomotives_est_une_cible(app):
    """"prendre une carte Locomotive": the pile beside the ticket pile, clicked, takes one."""
    table = _table(app)
    target = table.nav.get(("pile", "locomotives"))
    assert target is not None and target.rect == table.hud.pile_rect("locomotives")
    assert not target.rect.colliderect(table.hud.pile_rect("tickets"))
    pile = table.match.state.loco_pile
    click(app, target.rect.center)
    assert table.match.state.loco_pile == pile - 1 and table.match.state.hands[0][-1] == 1


def test_pieces_du_jeu_peintes_sous_le_marche(app):
    """The bonus stack and the race sit under the pile row, above any button, in the side panel."""
    table = _table(app)
    hud = table.hud
    assert hud.extras.height() > 0
    assert hud.extras.area_top() > hud.pile_rect("locomotives").bottom
    assert hud.buttons_y >= hud.extras.area_top() + hud.extras.height()
    assert hud.buttons_y + 68 <= hud.menu_rect.top
    app.draw()


def test_partie_entiere_avec_un_humain(app):
    table = _table(app, seed=2, players=3)
    turns, privacy, violations = play_to_the_end(app, table, seed=5)
    assert table.match.is_over and turns > 5 and violations == []
