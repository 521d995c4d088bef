"""A plugin whose hook raises in the middle of a game in the window: the player is told which
plugin failed, in words; the autosave keeps the game as it was before the failing action; the app
goes back to the title screen; the other rulesets still play. Driven headless, as a player would,
with the test-only variant ``toy-fails-late`` (tests/plugins/toy_fails_late)."""

from __future__ import annotations

import random

import pytest

import railcade_europe.plugin as europe_plugin
import railcade_transeuropa.plugin as transeuropa_plugin
import toy_fails_late.plugin as failing
from game.client.autosave import Autosaver
from game.client.headless import make_app, make_match
from game.client.scenes.privacy import PrivacyScene
from game.client.scenes.table import TableScene
from game.client.scenes.title import TitleScene
from game.engine.save import read_save
from game.plugins import Registry

from .driver import click, frames, play_human_turn

FAIL_ON = 9  # the variant's 9th action raises


@pytest.fixture
def registry(monkeypatch):
    monkeypatch.setattr(failing, "FAIL_ON_CALL", FAIL_ON)
    monkeypatch.setattr(failing, "calls", 0)
    return Registry.from_plugins({"europe": europe_plugin, "transeuropa": transeuropa_plugin,
                                  "toy-fails-late": failing})


def window(registry, tmp_path):
    app = make_app("en", registry=registry, audio=False)
    app.autosaver = Autosaver(tmp_path / "autosave", aside=tmp_path / "saves", background=False)
    return app


def drive(app, table, until, frames_max=4000, seed=1):
    """Play as the people at the screen (privacy screens confirmed) until ``until()`` is true."""
    rng = random.Random(seed)
    for _ in range(frames_max):
        if until():
            return
        scene = app.scene
        if isinstance(scene, PrivacyScene):
            click(app, scene.buttons[0].rect.center)
        elif scene is table and table.acting_human is not None and table.groups and not table.animator.busy:
            play_human_turn(app, table, rng)
        frames(app, 1, 0.05)
    raise AssertionError("the game never got there")


def autosaved_moves(app) -> int:
    return len(read_save(app.autosaver.path).actions)


def assert_told_and_kept(app, registry, moves_before):
    assert isinstance(app.scene, TitleScene)
    words = " ".join(message for message, _, _ in app.toasts)
    assert "Failing test variant" in words and "switched off" in words, words
    assert "game is kept" in words
    assert registry.get("toy-fails-late") is None  # disabled for this session
    saved = read_save(app.autosaver.path)
    assert len(saved.actions) == moves_before  # the autosave is the game before the failing action
    assert [v for v, _ in saved.variants] == ["toy-fails-late"]


@pytest.mark.parametrize("ruleset", ["europe", "transeuropa"])
def test_a_hook_raising_on_a_players_move_returns_to_the_title(registry, tmp_path, ruleset):
    app = window(registry, tmp_path)
    match = make_match(ruleset, ("toy-fails-late",), 2, seed=5, humans=2, registry=registry)
    table = TableScene(app, match)
    app.push(table)
    drive(app, table, until=lambda: len(table.match.log) == FAIL_ON - 1)
    assert autosaved_moves(app) == FAIL_ON - 1
    drive(app, table, until=lambda: isinstance(app.scene, TitleScene))
    assert_told_and_kept(app, registry, FAIL_ON - 1)
    frames(app, 2)  # the title screen draws with the message

    # Other games still play: a new game without the broken variant, in the same window.
    other = TableScene(app, make_match(ruleset, (), 2, seed=6, humans=2, registry=registry))
    app.reset_to(other)
    drive(app, other, until=lambda: len(other.match.log) >= 15)
    assert isinstance(app.scene, (TableScene, PrivacyScene))
    assert autosaved_moves(app) == len(other.match.log)


def test_a_hook_raising_on_a_bots_move_returns_to_the_title(registry, tmp_path):
    """The bot thinks on a copy of the match in its thread: the failure there is not swallowed
    nor replayed on the live match; it is told the same way."""
    app = window(registry, tmp_path)
    match = make_match("transeuropa", ("toy-fails-late",), 3, seed=2, humans=0, registry=registry)
    table = TableScene(app, match)
    app.push(table)
    drive(app, table, until=lambda: isinstance(app.scene, TitleScene))
    assert_told_and_kept(app, registry, FAIL_ON - 1)
    europe = TableScene(app, make_match("europe", (), 2, seed=3, humans=0, registry=registry))
    app.reset_to(europe)
    drive(app, europe, until=lambda: len(europe.match.log) >= 12)
    assert europe.match.check_invariants() == []
