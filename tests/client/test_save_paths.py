"""Every way a game is saved, loaded or replaced behaves the same: the same summary in the load
list, the same question before an unfinished game is replaced, no duplicate of the game on the
table, and load-list words that read right in both languages."""

from __future__ import annotations

import dataclasses

import pytest

from game.client.autosave import Autosaver, save_of
from game.client.headless import make_match, play
from game.client.saves import list_saves, progress_line
from game.client.scenes.confirm import ConfirmScene
from game.client.scenes.table import TableScene
from game.engine.save import read_save, write_save
from game.i18n import set_language

from .conftest import installed
from .driver import click

pytestmark = pytest.mark.skipif(not installed("europe"), reason="europe ruleset not installed")


@pytest.fixture
def saver(tmp_path, config_dir):
    # Moved aside to the load list's folder, as the app's own autosaver does.
    return Autosaver(tmp_path / "autosave", aside=config_dir / "saves", background=False)


def test_save_the_game_writes_the_summary_the_autosave_writes(app, config_dir):
    from game.client.scenes.pause import PauseScene

    match = make_match("europe", (), 3, seed=3, humans=1, registry=app.registry)
    play(match, 20, 3)
    table = TableScene(app, match)
    table.autoplay = False  # the game stays where it is while it is saved
    app.push(table)
    pause = PauseScene(app, table)
    app.push(pause)
    click(app, pause.nav.get("save").rect.center)
    [entry] = list_saves(config_dir / "saves")
    expected = dict(save_of(match).summary)
    assert dict(entry.save.summary) == expected and "turn" in expected and "points" in expected
    assert progress_line(entry.save).startswith("Turn ")


def test_guided_first_game_over_an_unfinished_one_asks_first(app, saver):
    from game.client.guide import GuidedTable
    from game.client.scenes.help import HelpScene

    app.autosaver = saver
    running = make_match("europe", (), 2, seed=4, humans=1, registry=app.registry)
    play(running, 6, 4)
    saver.begin(running)
    app.push(HelpScene(app, "europe"))
    click(app, app.scene.nav.get("guide").rect.center)
    assert isinstance(app.scene, ConfirmScene) and app.scene.nav.focus == "no"
    click(app, app.scene.nav.get("no").rect.center)
    assert isinstance(app.scene, HelpScene)
    assert read_save(saver.path).actions == tuple(running.log)  # untouched
    click(app, app.scene.nav.get("guide").rect.center)
    click(app, app.scene.nav.get("yes").rect.center)
    assert isinstance(app.scene, GuidedTable)
    kept = list_saves(saver.aside)
    assert len(kept) == 1 and kept[0].save.actions == tuple(running.log)
    app.scene.close()


def test_guided_first_game_without_an_unfinished_one_starts_at_once(app, saver):
    from game.client.guide import GuidedTable
    from game.client.scenes.help import HelpScene

    app.autosaver = saver
    app.push(HelpScene(app, "europe"))
    click(app, app.scene.nav.get("guide").rect.center)
    assert isinstance(app.scene, GuidedTable)
    app.scene.close()


def test_loading_the_save_of_the_game_on_the_table_makes_no_duplicate(app, saver, config_dir):
    from game.client.scenes.loadgame import LoadScene

    app.autosaver = saver
    match = make_match("europe", (), 3, seed=5, humans=1, registry=app.registry)
    play(match, 12, 5)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    write_save(config_dir / "saves" / "mine.toml", save_of(match))
    scene = LoadScene(app, table=table)
    app.push(scene)
    click(app, scene.nav.get("file:0").rect.center)
    # The same game in the same state: nothing to move aside, nothing to ask.
    assert isinstance(app.scene, TableScene) and app.scene is not table
    assert app.scene.match.log == match.log
    assert [e.path.name for e in list_saves(config_dir / "saves")] == ["mine.toml"]
    assert read_save(saver.path).actions == tuple(match.log)
    app.scene.close()


def test_loading_another_state_of_the_game_still_keeps_the_one_on_the_table(app, saver, config_dir):
    from game.client.scenes.loadgame import LoadScene

    app.autosaver = saver
    match = make_match("europe", (), 3, seed=5, humans=1, registry=app.registry)
    play(match, 12, 5)
    earlier = dataclasses.replace(save_of(match), actions=tuple(match.log[:6]))
    write_save(config_dir / "saves" / "earlier.toml", earlier)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    scene = LoadScene(app, table=table)
    app.push(scene)
    click(app, scene.nav.get("file:0").rect.center)
    assert isinstance(app.scene, ConfirmScene)
    click(app, app.scene.nav.get("yes").rect.center)
    assert isinstance(app.scene, TableScene) and len(app.scene.match.log) == 6
    kept = [e for e in list_saves(config_dir / "saves") if e.path.name != "earlier.toml"]
    assert len(kept) == 1 and kept[0].save.actions == tuple(match.log)
    app.scene.close()


def test_load_list_points_keep_a_name_ending_in_a_digit_apart_from_its_points(app):
    match = make_match("europe", (), 3, seed=2, humans=1, registry=app.registry)
    play(match, 30, 2)
    save = save_of(match)
    seats = (dataclasses.replace(save.seats[0], name="Player 1"),) + save.seats[1:]
    save = dataclasses.replace(save, seats=seats)
    points = save.summary["points"]
    try:
        assert f"Player 1: {points[0]}, Bruno: {points[1]}" in progress_line(save)
        set_language("fr")
        assert f"Player 1\u00a0: {points[0]}, Bruno\u00a0: {points[1]}" in progress_line(save)
    finally:
        set_language("en")


@pytest.mark.parametrize("lang, language, volume", [
    ("en", "Language: English", "Volume: 70%"),
    ("fr", "Langue\u00a0: Français", "Volume\u00a0: 70\u00a0%"),
])
def test_settings_rows_use_each_languages_typography(app, lang, language, volume):
    from game.client.scenes.settings import SettingsScene

    app.settings.lang, app.settings.volume = lang, 70
    set_language(lang)
    try:
        scene = SettingsScene(app)
        app.push(scene)
        rows = {b.key: b.text() for b in scene.buttons}
        assert rows["lang"] == language and rows["volume"] == volume
        if lang == "en":
            assert not [text for text in rows.values() if " :" in text or " %" in text]
    finally:
        set_language("en")


@pytest.mark.skipif(not installed("express"), reason="express ruleset not installed")
@pytest.mark.parametrize("lang, word", [("en", "Deal 1"), ("fr", "Donne 1")])
def test_load_list_says_the_rulesets_word_for_a_round(app, lang, word):
    match = make_match("express", (), 3, seed=1, humans=1, registry=app.registry)
    play(match, 5, 1)
    save = save_of(match)
    set_language(lang)
    try:
        assert progress_line(save).startswith(word)
    finally:
        set_language("en")
    if installed("transeuropa"):  # a ruleset without a word of its own keeps "Round"
        grid = make_match("transeuropa", (), 3, seed=1, humans=1, registry=app.registry)
        assert progress_line(save_of(grid)).startswith("Round 1")


def _last_move_revealed(app):
    """A Europe game whose last move turned up a hidden card (a draw from the deck, or a face-up
    card replaced from it): undo cannot take it back."""
    match = make_match("europe", (), 2, seed=8, humans=0, registry=app.registry)
    for step in range(200):
        if match.log and not match.can_undo():
            return match
        play(match, 1, step)
    raise AssertionError("no move revealed a card in 200 moves")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_undo_that_cannot_be_done_is_not_offered_and_says_why_in_the_players_language(app, lang):
    from game.client.scenes.pause import PauseScene
    from game.i18n import STRINGS

    match = _last_move_revealed(app)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    set_language(lang)
    try:
        pause = PauseScene(app, table)
        app.push(pause)
        assert not next(b for b in pause.buttons if b.key == "undo").enabled
        pause.undo()  # reached anyway (a stale menu): refused in the player's words
        assert pause.message == STRINGS[lang]["pause.undo_revealed"]
        assert "blind draw" not in pause.message
        assert len(table.match.log) == len(match.log)
    finally:
        set_language("en")
    table.close()


def test_undo_is_offered_when_the_last_move_can_be_taken_back(app):
    from game.client.scenes.pause import PauseScene

    match = make_match("europe", (), 2, seed=8, humans=2, registry=app.registry)
    for step in range(200):
        if match.log and match.can_undo():
            break
        play(match, 1, step)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    pause = PauseScene(app, table)
    app.push(pause)
    assert next(b for b in pause.buttons if b.key == "undo").enabled
    table.close()
