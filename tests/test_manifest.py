"""Manifests: TOML into frozen dataclasses, with errors naming file, key path and line."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass, field

import pytest

from game.manifest import ManifestError, RulesetManifest, key_lines, line_of, parse

from toyrail.kinds import ToyBoard  # noqa: E402  (tests/plugins is on sys.path via conftest)

GOOD_BOARD = """schema = 1
[[cities]]
id = "a"
name = "A"

[[cities]]
id = "b"
name = "B"

[[routes]]
id = "ab"
a = "a"
b = "b"
length = 2
"""


@pytest.fixture(autouse=True)
def _plugins_on_path(test_site):
    return test_site


def issues_of(text, kind=ToyBoard, name="board.toml"):
    with pytest.raises(ManifestError) as info:
        parse(text, kind, name)
    return [(i.key, i.line, i.message) for i in info.value.issues]


def test_valid_manifest_loads_into_frozen_dataclasses():
    board = parse(GOOD_BOARD, ToyBoard, "board.toml")
    assert board.routes[0].length == 2 and board.cities[1].name == "B"
    with pytest.raises(FrozenInstanceError):
        board.routes[0].length = 3


def test_unknown_key_is_reported_with_its_line():
    found = issues_of(GOOD_BOARD.replace('length = 2', 'length = 2\ncolour = "red"'))
    assert found == [("routes[0].colour", 15, "unknown key (expected one of: a, b, id, length)")]


def test_wrong_type_is_reported():
    found = issues_of(GOOD_BOARD.replace("length = 2", 'length = "two"'))
    assert found == [("routes[0].length", 14, "expected an integer, got 'two'")]


def test_impossible_value_is_reported():
    found = issues_of(GOOD_BOARD.replace("length = 2", "length = 0"))
    assert found == [("routes[0].length", 14, "must be at least 1, got 0")]


def test_duplicate_ids_and_dangling_references_are_all_reported():
    text = GOOD_BOARD.replace('id = "b"\nname = "B"', 'id = "a"\nname = "B"')
    found = issues_of(text)
    assert ("cities[1].id", 7, "duplicate id 'a' (first at cities[0])") in found
    assert ("routes[0].b", 13, "unknown city 'b'") in found


def test_missing_required_key():
    found = issues_of(GOOD_BOARD.replace('name = "A"\n', ""))
    assert found == [("cities[0].name", 2, "missing required key")]


def test_broken_toml_names_the_line():
    found = issues_of("schema = 1\n[[cities]\n")
    assert found[0][1] == 2 and "not valid TOML" in found[0][2]


def test_key_lines_follow_tables_arrays_and_inline_tables():
    text = 'a = 1\n[t]\nb = { c = 2 }\nd = [\n  1,\n  2,\n]\ne = 3\n[[x]]\ny = 1\n[[x]]\ny = 2\n[x.z]\nw = 0\n'
    lines = key_lines(text)
    assert lines["a"] == 1 and lines["t.b"] == 3 and lines["t.d"] == 4 and lines["t.e"] == 8
    assert lines["x[0].y"] == 10 and lines["x[1].y"] == 12 and lines["x[1].z.w"] == 14
    assert line_of(lines, "t.b.c") == 3


def test_ruleset_manifest_cross_checks():
    text = """schema = 1
id = "Bad Id"
kind = "variant"
version = "1.0"
[names]
fr = "x"
en = "y"
[players]
min = 4
max = 2
"""
    found = issues_of(text, RulesetManifest, "ruleset.toml")
    keys = {k for k, _, _ in found}
    assert {"id", "applies_to", "players.min"} <= keys


@dataclass(frozen=True)
class Shapes:
    pair: tuple[int, int]
    either: int | str
    table: dict[str, float] = field(default_factory=dict)
    colour: str = field(default="red", metadata={"choices": ("red", "blue")})


def test_fixed_tuples_unions_tables_and_choices():
    ok = parse('pair = [1, 2]\neither = "x"\ntable = { a = 1 }\n', Shapes, "s.toml")
    assert ok.pair == (1, 2) and ok.table["a"] == 1.0
    found = issues_of('pair = [1]\neither = 1.5\ncolour = "green"\n', Shapes, "s.toml")
    keys = {k for k, _, _ in found}
    assert keys == {"pair", "either", "colour"}


def test_help_manifest_needs_sections_with_unique_ids(tmp_path):
    from game.manifest import HelpManifest, ManifestError, load

    path = tmp_path / "help.toml"
    path.write_text('schema = 1\n[[sections]]\nid = "goal"\ntitle = { fr = "But", en = "Goal" }\n'
                    'text = { fr = "Relier", en = "Link" }\n[[sections]]\nid = "goal"\n'
                    'title = { fr = "B", en = "G" }\ntext = { fr = "x", en = "y" }\n', encoding="utf-8")
    with pytest.raises(ManifestError) as caught:
        load(path, HelpManifest, "help.toml")
    assert "sections" in str(caught.value) and "goal" in str(caught.value)
