"""No lost games: autosave after every action, Continue, confirmations, a readable load list and
load errors in plain words."""

from __future__ import annotations

import random
import threading
import time

import pytest

from game.client import cards
from game.client.autosave import Autosaver, progress
from game.client.headless import make_app, make_match, play
from game.client.saves import LoadProblem, list_saves, open_save, progress_line, read_for_loading, seats_line
from game.client.scenes.confirm import ConfirmScene
from game.client.scenes.privacy import PrivacyScene
from game.client.scenes.table import TableScene
from game.client.scenes.title import TitleScene
from game.engine.save import read_save, write_save

from .conftest import installed
from .driver import click, frames, play_human_turn

pytestmark = pytest.mark.skipif(not installed("europe"), reason="europe ruleset not installed")


@pytest.fixture
def saver(tmp_path):
    return Autosaver(tmp_path / "autosave", aside=tmp_path / "saves")


def replayed_snapshot(path, registry):
    return open_save(read_save(path), registry).snapshot()


def test_every_action_is_autosaved_and_replays_to_the_live_state(app, saver):
    app.autosaver = saver
    match = make_match("europe", (), 3, seed=11, humans=1, registry=app.registry)
    table = TableScene(app, match)
    app.push(table)
    assert saver.exists()  # written as soon as the game opens, before any move
    rng = random.Random(1)
    checked, seen = 0, -1
    for _ in range(1500):
        if len(table.match.log) != seen:
            seen = len(table.match.log)
            saver.flush()
            saved = read_save(saver.path)
            assert len(saved.actions) == seen
            if checked < 3 or seen % 10 == 0:  # replays cost: check a sample of moves
                assert replayed_snapshot(saver.path, app.registry) == table.match.snapshot()
            checked += 1
        if table.acting_human is not None and table.groups and not table.animator.busy:
            play_human_turn(app, table, rng)
        table.session.wait_bot(10)  # frames run faster than a loaded machine's bot thread
        frames(app, 1, 0.1)
        if checked > 20:
            break
    assert checked > 20
    # Atomic writes leave no temporary file behind.
    assert [p.name for p in saver.folder.iterdir()] == ["current.toml"]


def test_cached_action_text_reads_back_as_the_same_save(tmp_path):
    from game.engine.save import Save

    saver = Autosaver(tmp_path, background=False)
    for ruleset in ("europe", "transeuropa"):
        if not installed(ruleset):
            continue
        match = make_match(ruleset, (), 3, seed=7, humans=0)
        play(match, 60, 7)
        save = __import__("game.client.autosave", fromlist=["save_of"]).save_of(match)
        text = saver.toml(save)
        assert Save.from_toml(text) == Save.from_toml(save.to_toml())
        assert saver.toml(save) == text  # second time from the cache


def test_finished_game_leaves_the_slot(app, saver):
    app.autosaver = saver
    match = make_match("europe", (), 2, seed=3, humans=0, registry=app.registry)
    play(match, None, 3)
    assert match.is_over
    saver.record(match)
    assert not saver.path.exists() and saver.current() is None


def test_continue_resumes_exactly_with_the_privacy_screen(tmp_path, saver, monkeypatch):
    """Hot-seat: after a restart the game comes back identical, same seats in the same order, and
    nobody's hand shows before its owner confirms the privacy screen."""
    # A loaded machine, on purpose: every background write starts late, so the test holds only if
    # it waits for the writers where a real restart would (the first run's writer finishes before
    # its process exits).
    import game.client.autosave as autosave_module

    def late_write(path, text, write=autosave_module.write_atomic):
        if threading.current_thread() is not threading.main_thread():
            time.sleep(0.05)
        write(path, text)

    monkeypatch.setattr(autosave_module, "write_atomic", late_write)
    first = make_app("en")
    first.autosaver = saver
    match = make_match("europe", (), 3, seed=8, humans=2, registry=first.registry)
    play(match, 17, 8)
    while match.active_seats[0] == 2:  # stop on a human's turn: the privacy screen is what shows
        play(match, 1, 8)
    first.push(TableScene(first, match))
    saver.flush()  # the save is written by a background thread: on disk before the "restart"
    live = match.snapshot()
    seats = match.seats

    saver.flush()  # the first run has ended: its writer thread is done
    second = make_app("en")  # the next run of the game
    second.autosaver = Autosaver(saver.folder, aside=saver.aside)
    second.push(TitleScene(second))
    assert second.scene.nav.focus == "continue"
    monkeypatch.setattr(cards, "LOG_PRIVATE", True)
    cards.PRIVATE_LOG.clear()
    click(second, second.scene.nav.get("continue").rect.center)
    table = second.scene
    assert isinstance(table, TableScene)
    assert table.match.snapshot() == live and table.match.seats == seats
    frames(second, 1, 0.05)
    assert isinstance(second.scene, PrivacyScene)
    assert second.scene.seat == table.session.next_actor()
    assert cards.PRIVATE_LOG == []
    # Resuming does not move the game aside: the slot still holds it.
    second.autosaver.flush()
    assert len(read_save(saver.path).actions) == len(match.log)
    assert not saver.aside.exists() or not list(saver.aside.iterdir())


def test_plugin_failure_keeps_the_autosave_from_before_the_failing_action(tmp_path, saver):
    """A ruleset hook raising mid-game: the player is told, the title comes back, and the autosave
    is still the game as it was before the failing action."""
    from game import hookimpl
    from game.plugins import discover

    registry = discover()  # its own registry: the failing plugin gets disabled in it only
    app = make_app("en", registry=registry)
    app.autosaver = saver
    match = make_match("europe", (), 2, seed=5, humans=1, registry=registry)
    play(match, 12, 5)
    table = TableScene(app, match)
    app.push(table)
    saver.flush()
    before = read_save(saver.path)
    assert len(before.actions) == 12

    class Broken:
        @hookimpl(tryfirst=True)
        def railcade_apply_action(self, game, state, action):
            raise RuntimeError("broken on purpose")

    live_before = match.snapshot()
    match.pm.register(Broken(), name="broken-on-purpose")
    match._callers.clear()  # hook callers are cached per match
    for _ in range(200):
        if isinstance(app.scene, TitleScene):
            break
        if app.scene is table and table.acting_human is not None and table.groups:
            play_human_turn(app, table, random.Random(0))
        frames(app, 1, 0.05)
    assert isinstance(app.scene, TitleScene)
    assert any("failed" in message for message, _, _ in app.toasts)
    saver.flush()
    after = read_save(saver.path)
    assert after.actions == before.actions
    assert replayed_snapshot(saver.path, discover()) == live_before


def test_new_game_over_an_unfinished_one_asks_then_keeps_it_in_the_load_list(app, saver):
    from game.client.scenes.newgame import NewGameScene

    app.autosaver = saver
    match = make_match("europe", (), 2, seed=4, humans=1, registry=app.registry)
    play(match, 6, 4)
    saver.begin(match)
    app.push(TitleScene(app))
    click(app, app.scene.nav.get("new").rect.center)
    assert isinstance(app.scene, ConfirmScene) and app.scene.nav.focus == "no"
    click(app, app.scene.nav.get("no").rect.center)
    assert isinstance(app.scene, TitleScene)
    click(app, app.scene.nav.get("new").rect.center)
    click(app, app.scene.nav.get("yes").rect.center)
    assert isinstance(app.scene, NewGameScene)
    click(app, app.scene.nav.get("start").rect.center)
    assert isinstance(app.scene, TableScene)
    saver.flush()
    kept = list_saves(saver.aside)
    assert len(kept) == 1 and kept[0].save.actions == tuple(match.log)
    assert read_save(saver.path).actions == ()  # the new game


def test_quit_to_title_asks_first_and_continue_brings_the_game_back(app, saver):
    from game.client.pg import pygame
    from .driver import key

    app.autosaver = saver
    match = make_match("europe", (), 2, seed=9, humans=1, registry=app.registry)
    play(match, 9, 9)
    app.push(TableScene(app, match))
    key(app, pygame.K_ESCAPE)
    click(app, app.scene.nav.get("quit").rect.center)
    assert isinstance(app.scene, ConfirmScene)
    click(app, app.scene.nav.get("yes").rect.center)
    assert isinstance(app.scene, TitleScene)
    assert app.scene.nav.focus == "continue"
    click(app, app.scene.nav.get("continue").rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.match.log == match.log


def test_load_list_says_game_seats_progress_and_date(app, config_dir):
    from game.client.scenes.loadgame import LoadScene
    import dataclasses
    from game.client.autosave import save_of

    folder = config_dir / "saves"
    europe = make_match("europe", (), 3, seed=2, humans=1, registry=app.registry)
    play(europe, 30, 2)
    write_save(folder / "a.toml", save_of(europe))
    if installed("transeuropa"):
        grid = make_match("transeuropa", (), 3, seed=2, humans=1, registry=app.registry)
        play(grid, 10, 2)
        write_save(folder / "b.toml", save_of(grid))
    entries = list_saves(folder)
    by_rules = {e.save.ruleset: e for e in entries}
    row = by_rules["europe"]
    assert seats_line(row.save) == "Alice, Bruno (bot), Chloé (bot)"
    line = progress_line(row.save)
    assert line.startswith("Turn ") and "Alice: " in line  # public route points, no secret tickets
    if installed("transeuropa"):
        assert progress_line(by_rules["transeuropa"].save).startswith("Round 1")
    # An old save without a summary still lists, with its number of moves.
    bare = dataclasses.replace(europe.to_save(), summary={})
    write_save(folder / "c.toml", bare)
    assert progress_line(read_for_loading(folder / "c.toml")).startswith("30 moves")
    scene = LoadScene(app)
    app.push(scene)
    frames(app, 1)
    assert len([b for b in scene.buttons if b.key.startswith("file:")]) == len(list_saves(folder))


def test_progress_never_reads_secret_fields():
    view = {"turn": 4, "seats": [{"route_points": 7, "tickets_points": 40}, {"route_points": 3}]}
    assert progress(view) == {"turn": 4, "points": [7, 3]}
    assert progress({"round": 2, "score": {"points": [13, 9]}}) == {"round": 2, "points": [13, 9]}
    assert progress({"turn": True, "seats": "?"}) == {}


BROKEN = {
    "damaged.toml": ("format = 1\nseed = [", "damaged"),
    "future.toml": ("format = 99\n", "another version"),
    "nogame.toml": ('format = 1\nseed = 1\nruleset = { id = "no-such-game", version = "1" }\n'
                    'seats = [{ name = "A" }, { name = "B" }]\n', "not installed"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_load_errors_are_plain_words(app, config_dir, name):
    from game.client.scenes.loadgame import LoadScene

    text, words = BROKEN[name]
    folder = config_dir / "saves"
    folder.mkdir(parents=True)
    (folder / name).write_text(text)
    with pytest.raises(LoadProblem) as caught:
        open_save(read_for_loading(folder / name), app.registry, name)
    message = str(caught.value)
    assert words in message and "Error" not in message and "{" not in message
    assert name in message  # the file is named
    scene = LoadScene(app)
    app.push(scene)
    click(app, scene.nav.get("file:0").rect.center)
    assert scene.error == message
    frames(app, 1)


def test_a_save_whose_moves_no_longer_fit_says_which_move(app, config_dir):
    import dataclasses

    match = make_match("europe", (), 2, seed=1, humans=1, registry=app.registry)
    play(match, 8, 1)
    save = match.to_save()
    actions = list(save.actions)
    actions[5], actions[6] = actions[6], actions[5]  # the wrong seat's move
    with pytest.raises(LoadProblem) as caught:
        open_save(dataclasses.replace(save, actions=tuple(actions)), app.registry)
    assert "move 6 of 8" in str(caught.value)


def test_french_load_error(app, config_dir):
    from game.i18n import set_language

    set_language("fr")
    try:
        folder = config_dir / "saves"
        folder.mkdir(parents=True)
        (folder / "x.toml").write_text("format = 99\n")
        with pytest.raises(LoadProblem) as caught:
            read_for_loading(folder / "x.toml")
        assert "autre version" in str(caught.value)
    finally:
        set_language("en")


def test_autosave_failure_is_told_once_and_never_crashes(app, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    app.autosaver = Autosaver(blocker / "autosave")
    match = make_match("europe", (), 2, seed=2, humans=1, registry=app.registry)
    table = TableScene(app, match)
    app.push(table)
    app.autosaver.flush()
    assert app.autosaver.error  # the writer found out; the next move tells the player
    table.autosave()
    assert sum("Autosave failed" in m for m, _, _ in app.toasts) == 1
    table.autosave()
    assert sum("Autosave failed" in m for m, _, _ in app.toasts) == 1
