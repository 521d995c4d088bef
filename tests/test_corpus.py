"""The bad-input corpus (tests/corpus/): every broken file gives plain words naming the file and
the place, in the command line and in the window, never a traceback, and loses nothing."""

from __future__ import annotations

import re
import shutil
import sys
import tomllib
from pathlib import Path

import pytest

from game.cli import main
from game.engine.save import MAX_SAVE_BYTES

CORPUS = Path(__file__).parent / "corpus"
sys.path.insert(0, str(Path(__file__).parent / "client"))  # driver.py: clicks and frames, as a player


def cases(folder: str) -> list[dict]:
    index = CORPUS / folder / "cases.toml"
    if not index.is_file():
        return []
    return tomllib.loads(index.read_text(encoding="utf-8")).get("cases", [])


def case_id(case: dict) -> str:
    return case.get("file") or case.get("generate", "?")


def case_file(case: dict, tmp_path: Path) -> Path:
    """The case's file; generated ones are built in ``tmp_path`` (nothing big is committed)."""
    if "file" in case:
        source = CORPUS / "saves" / case["file"]
        copy = tmp_path / case["file"]
        shutil.copyfile(source, copy)  # loading must never change or move a save
        return copy
    if case["generate"] == "oversize":
        path = tmp_path / "oversize.toml"
        with open(path, "wb") as handle:
            handle.write(b"# padding\n" * (MAX_SAVE_BYTES // 10 + 1))
        return path
    raise AssertionError(f"unknown generated case {case['generate']!r}")


SAVE_CASES = cases("saves")


def test_the_base_save_of_the_corpus_loads(capsys):
    assert main(["replay", str(CORPUS / "saves" / "valid.toml")]) == 0
    assert "3 actions" in capsys.readouterr().out


@pytest.mark.parametrize("case", SAVE_CASES, ids=case_id)
def test_broken_save_in_railcade_replay(case, tmp_path, capsys):
    path = case_file(case, tmp_path)
    before = path.read_bytes()
    assert main(["replay", str(path)]) == 1
    out = capsys.readouterr()
    assert "Traceback" not in out.err + out.out
    assert str(path) in out.err
    for fragment in case["cli"]:
        assert fragment in out.err, f"{fragment!r} not in {out.err!r}"
    assert path.read_bytes() == before


@pytest.mark.parametrize("case", SAVE_CASES, ids=case_id)
def test_broken_save_in_railcade_validate(case, tmp_path, capsys):
    path = case_file(case, tmp_path)
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert "Traceback" not in out and str(path) in out
    for fragment in case["cli"]:
        # validate prints "file:LINE: place: reason" where replay prints "place (line LINE): reason".
        place = re.fullmatch(r"(.+) \(line (\d+)\)", fragment)
        line = re.fullmatch(r"line (\d+)", fragment)
        parts = [place.group(1), f":{place.group(2)}:"] if place else [f":{line.group(1)}:"] if line else [fragment]
        for part in parts:
            assert part in out, f"{part!r} not in {out!r}"


@pytest.fixture
def english():
    """The window's words in English, whatever language an earlier test left set."""
    from game.i18n import language, set_language

    before = language()
    set_language("en")
    yield
    set_language(before)


@pytest.mark.parametrize("case", SAVE_CASES, ids=case_id)
def test_broken_save_in_the_window_words(case, tmp_path, english):
    from game.client.saves import LoadProblem, open_save, read_for_loading
    from game.plugins import default_registry

    path = case_file(case, tmp_path)
    with pytest.raises(LoadProblem) as caught:
        open_save(read_for_loading(path), default_registry(), path.name)
    message = str(caught.value)
    assert path.name in message and "Traceback" not in message and "{" not in message
    for fragment in case["window"]:
        assert fragment in message, f"{fragment!r} not in {message!r}"


def test_load_screen_shows_the_words_for_every_broken_save(tmp_path, monkeypatch):
    """The load screen lists the whole corpus; choosing a broken save shows its words (file named),
    the screen keeps drawing, and no file is changed or moved."""
    from game.client.headless import make_app
    from game.client.scenes.loadgame import LoadScene
    from driver import click, frames

    monkeypatch.setenv("RAILCADE_CONFIG_DIR", str(tmp_path / "config"))
    folder = tmp_path / "config" / "saves"
    folder.mkdir(parents=True)
    names = []
    for case in SAVE_CASES:
        names.append(case_file(case, folder).name)
    before = {name: (folder / name).read_bytes() for name in names}
    app = make_app("en")
    scene = LoadScene(app, folder=folder)
    app.push(scene)
    shown = set()
    while True:
        for button in [b for b in scene.buttons if isinstance(b.key, str) and b.key.startswith("file:")]:
            entry = scene.entries[int(button.key[5:])]
            scene.error = ""
            click(app, button.rect.center)
            frames(app, 1)
            assert app.scene is scene, f"{entry.path.name} opened a table"
            assert entry.path.name in scene.error
            shown.add(entry.path.name)
        if scene.page >= scene.pages - 1:
            break
        scene.turn(1)
    assert shown == set(names)
    assert {name: (folder / name).read_bytes() for name in names} == before


# -- settings ------------------------------------------------------------------------------------


@pytest.mark.parametrize("case", cases("settings"), ids=case_id)
def test_broken_settings_are_kept_aside_and_the_player_is_told(case, tmp_path, monkeypatch):
    from game.client.app import App
    from game.client.scenes.title import TitleScene
    from game.client.settings import Settings
    from driver import frames

    config = tmp_path / "config"
    config.mkdir()
    monkeypatch.setenv("RAILCADE_CONFIG_DIR", str(config))
    monkeypatch.setenv("RAILCADE_DATA_DIR", str(tmp_path / "data"))
    original = (CORPUS / "settings" / case["file"]).read_bytes()
    (config / "settings.toml").write_bytes(original)
    app = App(audio=False)
    app.push(TitleScene(app))
    frames(app, 2)
    messages = " ".join(message for message, _, _ in app.toasts)
    for fragment in case["toast"]:
        assert fragment in messages, f"{fragment!r} not in {messages!r}"
    kept = list(config.glob("settings.toml.broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == original
    expected = Settings(**case.get("kept", {}))
    assert app.settings == expected
    app.save_settings()  # the next save writes good settings; the broken file stays aside
    assert kept[0].read_bytes() == original
