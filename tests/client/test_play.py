"""Whole games driven through the window with synthetic mouse clicks and key presses."""

from __future__ import annotations

import random

import pytest

from game.client import cards
from game.client.headless import make_match
from game.client.pg import pygame
from game.client.scenes.privacy import PrivacyScene
from game.client.scenes.score import RoundScoreScene, ScoreScene
from game.client.scenes.table import TableScene

from .conftest import installed
from .driver import click, frames, key, play_human_turn

MAX_FRAMES = 30000


def play_to_the_end(app, table, seed=1):
    """Returns (human turns served, privacy screens shown, privacy violations)."""
    rng = random.Random(seed)
    privacy = turns = 0
    violations = []
    for n in range(MAX_FRAMES):
        scene = app.scene
        if isinstance(scene, ScoreScene):
            return turns, privacy, violations
        if isinstance(scene, PrivacyScene):
            privacy += 1
            # Nothing private may be drawn while the privacy screen is up.
            cards.PRIVATE_LOG.clear()
            app.draw()
            assert cards.PRIVATE_LOG == []
            click(app, scene.buttons[0].rect.center)
        elif isinstance(scene, RoundScoreScene):
            key(app, pygame.K_RETURN)
        elif scene is table and table.acting_human is not None and table.groups and not table.animator.busy:
            if play_human_turn(app, table, rng, use_keys=n % 3 == 0):
                turns += 1
        cards.PRIVATE_LOG.clear()
        frames(app, 1, 0.05)
        wrong = [owner for owner, _ in cards.PRIVATE_LOG if owner != table.viewer]
        violations.extend(wrong)
    raise AssertionError("the game did not finish")


@pytest.fixture
def private_log(monkeypatch):
    monkeypatch.setattr(cards, "LOG_PRIVATE", True)
    cards.PRIVATE_LOG.clear()
    yield cards.PRIVATE_LOG


@pytest.mark.skipif(not installed("europe"), reason="europe ruleset not installed")
def test_europe_one_human_two_bots_to_the_end(app, private_log):
    match = make_match("europe", (), 3, seed=3, humans=1, registry=app.registry)
    table = TableScene(app, match)
    app.push(table)
    turns, privacy, violations = play_to_the_end(app, table)
    assert table.match.is_over and turns > 10
    assert privacy == 0  # one human: no need to hide anything from anyone
    assert violations == []
    assert isinstance(app.scene, ScoreScene)
    app.draw()


@pytest.mark.skipif(not installed("europe"), reason="europe ruleset not installed")
def test_hot_seat_shows_privacy_before_every_human_turn(app, private_log):
    match = make_match("europe", (), 3, seed=4, humans=2, registry=app.registry)
    table = TableScene(app, match)
    app.push(table)
    served: list[int] = []
    original = table.set_viewer

    def watch(seat):
        if seat is not None:
            # The viewer only ever becomes a human right after that human's privacy screen.
            assert isinstance(app.stack[-1], TableScene) and last_privacy == [seat]
            served.append(seat)
        original(seat)

    last_privacy: list[int] = []
    table.set_viewer = watch
    original_push = app.push

    def push(scene):
        if isinstance(scene, PrivacyScene):
            last_privacy[:] = [scene.seat]
        original_push(scene)

    app.push = push
    turns, privacy, violations = play_to_the_end(app, table, seed=2)
    assert table.match.is_over
    assert privacy >= 10 and set(served) == {0, 1}
    assert violations == []
    # Every private face drawn in the game belonged to the seat sitting at the screen.
    assert all(owner in (0, 1) for owner, _ in private_log)


@pytest.mark.skipif(not installed("transeuropa"), reason="transeuropa ruleset not installed")
def test_trans_europa_four_players_both_variants(app, private_log):
    variants = [v for v in ("transeuropa-visible-objectives", "transeuropa-locomotive-blocking") if installed(v)]
    match = make_match("transeuropa", variants, 4, seed=5, humans=2, registry=app.registry)
    table = TableScene(app, match)
    app.push(table)
    turns, privacy, violations = play_to_the_end(app, table, seed=3)
    assert table.match.is_over and turns > 5 and privacy > 0
    assert violations == []


@pytest.mark.skipif(not installed("europe"), reason="europe ruleset not installed")
def test_new_game_scene_starts_a_table_by_mouse(app):
    from game.client.scenes.newgame import NewGameScene
    from game.client.scenes.title import TitleScene

    app.push(TitleScene(app))
    click(app, app.scene.buttons[0].rect.center)
    scene = app.scene
    assert isinstance(scene, NewGameScene)
    index = [r.id for r in scene.rulesets].index("europe")
    click(app, scene.nav.get(f"ruleset:europe").rect.center)
    assert scene.ruleset_index == index
    click(app, scene.nav.get("start").rect.center)
    assert isinstance(app.scene, TableScene)
    frames(app, 5)


@pytest.mark.skipif(not installed("europe"), reason="europe ruleset not installed")
def test_pause_menu_undo_refusal_is_shown_and_save_load_work(app, config_dir):
    from game.client.scenes.loadgame import LoadScene
    from game.client.scenes.pause import PauseScene
    from game.client.headless import play

    match = make_match("europe", (), 2, seed=6, humans=1, registry=app.registry)
    play(match, 5)
    table = TableScene(app, match)
    app.push(table)
    key(app, pygame.K_ESCAPE)
    pause = app.scene
    assert isinstance(pause, PauseScene)
    offered = pause.nav.get("undo").enabled
    click(app, pause.nav.get("undo").rect.center)
    assert bool(pause.message) == offered  # taken back and said so, or not offered at all
    click(app, pause.nav.get("save").rect.center)
    assert list((config_dir / "saves").glob("*.toml"))
    click(app, pause.nav.get("load").rect.center)
    assert isinstance(app.scene, LoadScene)
    click(app, app.scene.nav.get("file:0").rect.center)
    # The save is the game on the table as it stands: loading it replaces nothing, so it asks
    # nothing (loading another game asks first: tests/client/test_save_paths.py).
    assert isinstance(app.scene, TableScene) and app.scene.match.log == match.log
    app.draw()
