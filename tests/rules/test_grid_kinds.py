"""The grid_board manifest kind: the shipped board loads, broken boards name the key at fault."""

from pathlib import Path

import pytest

from game.manifest import ManifestError, parse
from game.rules.grid_kinds import GridBoardManifest

BOARD_TOML = Path(__file__).resolve().parents[2] / "rulesets/transeuropa/railcade_transeuropa/board.toml"


def board_text() -> str:
    return BOARD_TOML.read_text(encoding="utf-8")


def test_the_transeuropa_board_loads():
    board = parse(board_text(), GridBoardManifest, "board.toml")
    assert len(board.points()) == 210
    assert len(board.cities) == 35
    assert len(board.city_cards.dotted) == 10


def problems(text: str) -> list[str]:
    with pytest.raises(ManifestError) as caught:
        parse(text, GridBoardManifest, "board.toml")
    return [f"{issue.key}: {issue.message}" for issue in caught.value.issues]


def test_a_city_off_the_grid_is_reported_with_its_key():
    found = problems(board_text().replace("at = [9, 0]", "at = [10, 0]", 1))
    assert any(p.startswith("cities[0].at") for p in found)


def test_a_double_between_non_neighbours_is_reported():
    found = problems(board_text().replace("[7, 0, 6, 1]", "[7, 0, 9, 2]", 1))
    assert any(p.startswith("segments.double[0]") and "not neighbours" in p for p in found)


def test_duplicate_city_ids_are_reported():
    found = problems(board_text().replace('id = "oslo"', 'id = "glasgow"', 1))
    assert any("duplicate id" in p for p in found)


def test_every_colour_needs_seven_cities():
    found = problems(board_text().replace('color = "yellow"', 'color = "red"', 1))
    assert any("colour 'yellow' has 6 cities" in p for p in found)


def test_dotted_cards_must_be_as_many_in_every_colour():
    found = problems(board_text().replace('"helsinki", "malmo", ', '"helsinki", ', 1))
    assert any(p.startswith("city_cards.dotted") for p in found)


def test_a_city_lonlat_outside_the_globe_is_reported():
    found = problems(board_text().replace("lonlat = [-4.25, 55.86]", "lonlat = [55.86, -400.0]", 1))
    assert any(p.startswith("cities[0].lonlat") for p in found)
