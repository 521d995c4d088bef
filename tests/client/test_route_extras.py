"""A route ruleset's own table pieces drawn from its view (game/client/route_extras.py), with
Europe Express: its Locomotive pile is a target of its own, its bonus stack and the London–Istanbul
race are painted, and a whole game with a human seat plays through the window."""

from __future__ import annotations

import random

import pytest

from game.client import theme
from game.client.headless import make_match, play
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


def _sizes_drawn(monkeypatch) -> dict[str, set[int]]:
    """Every text the next frames render, with the pixel sizes it was rendered at."""
    from game.client import theme

    drawn: dict[str, set[int]] = {}
    real = theme.text

    def spy(value, size, *args, **kwargs):
        drawn.setdefault(value, set()).add(size)
        return real(value, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    theme._text.clear()
    return drawn


def test_compte_des_piles_et_bonus_lisibles_du_canape(app, monkeypatch):
    """The Locomotive pile's count, the bonus values and the race figures are drawn at 24 px or
    more (text read during play, from a sofa at 2.5 m)."""
    table = _table(app)
    drawn = _sizes_drawn(monkeypatch)
    table.hud._part_keys.clear()  # repaint the whole side panel
    table.hud.sync()
    app.draw()
    view = table.match.view(0)
    assert max(drawn[str(view["loco_pile"])]) >= 24
    assert max(drawn[str(view["ticket_pile"])]) >= 24
    for value in view["bonus"]["values"]:
        assert max(drawn[str(value)]) >= 24
    for left in view["table_extras"]["races"][0]["left"]:
        assert max(drawn["✗" if left is None else "✓" if left == 0 else str(left)]) >= 24


def test_fin_de_partie_lignes_a_24_px(app, monkeypatch):
    """"chacun compte ses points": a short game's score table (one row per category, one column per
    seat) draws every category, every cell and every total at 24 px or more."""
    from game.client.scenes.score import ScoreScene

    match = make_match("europe-express", (), 4, seed=3, humans=0, registry=app.registry)
    play(match, None, 3, level="normal")
    assert match.is_over
    drawn = _sizes_drawn(monkeypatch)
    scene = ScoreScene(app, match, final=True)
    app.push(scene)
    frames(app, 90)  # every row revealed
    rows = scene.layout()["shown"]
    assert any(str(key).startswith("tickets") for key, _ in rows)
    for key, _label in rows:
        for seat in scene.order:
            points, _count = scene.cells(seat).get(key, (0, 0))
            value = f"{points:+d}" if points else "–"
            assert min(drawn[value]) >= 24, (key, value)
    for seat in scene.order:
        assert min(drawn[str(scene.scores[seat].total)]) >= 24


def test_description_derivee_visible_en_entier_a_la_nouvelle_partie(app):
    """The board, tickets and bonus values are derived (SOURCES.md): the new-game screen shows the
    description on at most 3 lines, so the words that say so are never cut off."""
    from game.client import theme
    from game.client.scenes.newgame import LEFT, TEXT

    info = app.registry.get("europe-express").info
    for lang, word in (("fr", "DÉRIVÉS"), ("en", "DERIVED")):
        lines = theme.wrap(info.description[lang], TEXT, LEFT.w)
        assert len(lines) <= 3 and word in " ".join(lines), lines


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_les_piles_se_nomment_en_entier(app, monkeypatch, lang):
    """The piles' names ("Locomotives", "Destinations") and the discard count read whole at the
    play size: the pile row shares the panel's width, the discard count stands by the heading."""
    from game.i18n import set_language, tr

    from .test_text_sizes import Recorder

    set_language(lang)
    try:
        drawn = Recorder(monkeypatch)
        table = _table(app)
        table.hud._part_keys.clear()  # paint the side panel again, recorded
        table.hud.sync()
        texts = {value for size, value in drawn.texts if size >= theme.MIN_PLAY_TEXT}
        view = table.view
        for label in (tr("route_extras.tickets"), *(tr(p.get("label", p["id"])) for p in view["table_extras"]["piles"])):
            assert label in texts, f"{label!r} is cut or smaller than the play size"
        assert tr("table.discard", n=view["discard"]) in texts
        piles = [table.hud.pile_rect(p) for p in ("tickets", "locomotives")]
        assert all(r.right <= theme.W - 10 for r in piles) and not piles[0].colliderect(piles[1])
    finally:
        set_language("en")
