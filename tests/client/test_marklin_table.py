"""Märklin at the table: merchandise stacks beside their cities and clear of the names, the
countries named in the player's language, readable tickets beside Märklin's longer hand, and the
first turns of a human seat played through the window (the announced mix of tickets included)."""

from __future__ import annotations

import random

import pytest

from game.client.headless import make_match
from game.client.scenes.table import TableScene
from game.client.pg import pygame
from game.client.my_tickets import TICKET_MIN_W

from .conftest import installed
from .driver import frames, play_human_turn

pytestmark = pytest.mark.skipif(not installed("marklin"), reason="marklin ruleset not installed")


def _table(app, players=4, seed=6, started=False):
    match = make_match("marklin", (), players, seed=seed, humans=1, registry=app.registry)
    while started and match.state.phase == "setup":  # every seat: four tickets, all kept
        for seat in range(players):
            options = match.legal_actions(seat)
            if options:
                match.apply(max(options, key=lambda a: len(a.choice)))
    table = TableScene(app, match)
    app.push(table)
    frames(app, 3)
    return table


def test_chaque_tas_pres_de_sa_ville_sans_cacher_son_nom(app):
    """"Placez maintenant chaque tas sur une ville": each stack is drawn on its own city's plate,
    inside the board, and never over that city's name, whatever the crowd around it."""
    table = _table(app)
    board = table.hud.board
    places = table.hud.board_extras.stack_places()
    stacks = table.view["board_extras"]["stacks"]
    assert {s["city"] for s in stacks} <= set(places)
    for cid, (x, y) in places.items():
        assert board.plate_rect(cid).collidepoint(x, y), cid
        disc = pygame.Rect(x - 15, y - 15, 30, 30)
        assert board.rect.contains(disc), cid
        if cid in {s["city"] for s in stacks}:
            assert not disc.colliderect(board.name_rect(cid)), cid
    # Two stacks never share a place.
    assert len(set(places.values())) == len(places)


def test_les_pays_nommes_dans_la_langue_du_joueur(app):
    """"Danemark, France, Pays-Bas, Autriche et Suisse": the arrows carry the French names in
    French, the board's printed (German) ones in English."""
    from game.i18n import language, set_language

    before = language()
    try:
        for lang, expected in (("fr", "Danemark"), ("en", "Dänemark")):
            set_language(lang)
            table = _table(app)
            assert table.hud.board.city_names["danemark"] == expected
            assert table.hud.board.city_names["berlin"] == "Berlin"
            app.pop()
    finally:
        set_language(before)


def test_destinations_lisibles_a_cote_des_onze_sortes_de_cartes(app):
    """Eleven kinds of card in hand (8 colours, Locomotive, Locomotive +4, Passenger): the tickets
    beside them keep a width where their city names read."""
    table = _table(app, started=True)
    hud = table.hud
    assert len(hud.card_order) == 11 and len(table.view["my_tickets"]) == 4
    widths = [rect.w for rect, _ticket in hud.my_tickets.tile_rects()]
    assert widths and all(w >= TICKET_MIN_W for w in widths)


def test_premiers_tours_d_un_humain_a_la_fenetre(app, monkeypatch):
    """"Il doit annoncer la combinaison de tickets qu'il a choisie avant de prendre les cartes":
    the human seat announces its mix, keeps tickets and plays its first turns by clicks and keys,
    among two normal bots, without an error and without showing another seat's cards."""
    from game.client import cards

    monkeypatch.setattr(cards, "LOG_PRIVATE", True)  # every private face drawn is logged with its owner
    table = _table(app, players=3, seed=2)
    rng = random.Random(5)
    turns = 0
    for n in range(1500):
        if table.acting_human is not None and table.groups and not table.animator.busy:
            turns += play_human_turn(app, table, rng, use_keys=n % 3 == 0)
        cards.PRIVATE_LOG.clear()
        table.session.wait_bot(10)  # frames run faster than a loaded machine's bot thread
        frames(app, 1, 0.05)
        assert [owner for owner, _ in cards.PRIVATE_LOG if owner != table.viewer] == []
        if turns >= 8:
            break
    assert turns >= 8 and table.match.state.phase != "setup"
