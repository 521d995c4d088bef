"""Naming a train so a player at the table can find it: the words say whose train it is and its
number, and the table draws that number on each train's locomotive (train numbers run over the
whole table, so "train 8" alone could be anyone's)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from test_express_table import app, prepared, table_for  # noqa: E402,F401  (the app fixture)

from game.engine.actions import Event  # noqa: E402
from game.engine.match import Match, Seat  # noqa: E402


def _match(players=3):
    names = ["Ada", "Brunel", "Cleo", "Dora"][:players]
    return Match("express", (), [Seat(n, "human", "", "") for n in names], seed=1)


@pytest.mark.parametrize("event, en, fr", [
    (Event.make("car_stolen", 0, team=1, train=5, card="dome", to_train=0),
     "Ada steals dome car from Brunel's train 5", "Brunel"),
    (Event.make("car_stolen", 0, team=1, train=5, card="dome", to_train=7),
     "onto their train 7", "son train 7"),
    (Event.make("disaster_played", 0, card="theft", target="train:5", team=2), "Cleo's train 5", "Cleo"),
    (Event.make("train_wrecked", 0, team=2, train=5, cars=["dome"], diesel=False), "Cleo's train 5", "Cleo"),
    (Event.make("car_broken", 0, team=1, train=4, card="dome"), "Brunel's train 4", "Brunel"),
    (Event.make("engines_switched", 0, train=2, other=6, team=1), "Ada's train 2", "Brunel"),
    (Event.make("car_added", 1, team=1, train=3, card="coal", position=2), "Brunel adds coal car to their train 3",
     "à son train 3"),
])
def test_the_log_says_whose_train(event, en, fr):
    match = _match()
    assert en in match.describe(event, "en")
    text = match.describe(event, "fr")
    assert fr in text and "train" in text


def test_partners_trains_are_the_sides(monkeypatch):
    """With teams, a side's trains are both partners': both are named."""
    match = _match(4)
    text = match.describe(Event.make("car_broken", 1, team=0, train=4, card="dome"), "en")
    assert "Ada & Cleo's train 4" in text


def test_the_swap_prompt_names_the_train_as_the_table_shows_it():
    from game.i18n import register_strings, tr

    from railcade_express import strings

    register_strings({"en": strings.EN, "fr": strings.FR})
    assert tr("express.swap_title", train=8).startswith("Your train 8")


def test_each_train_shows_its_number_on_the_table(app, monkeypatch):
    from railcade_express import table_view

    table, ids = prepared(app, ["coal", "tank", "hopper"], [("coal", "coal"), ("dome",)])
    painted = []
    real = table_view.train_tag

    def spy(number, size):
        painted.append(number)
        return real(number, size)

    monkeypatch.setattr(table_view, "train_tag", spy)
    hud = table.hud
    layer = hud.board.layer.copy()
    hud.painted_regions = None
    hud.repaint_table(layer, table.view, set())
    on_table = {t["id"] for side in table.view["trains"] for t in side}
    assert set(ids) <= on_table and set(painted) == on_table


def test_tab_walks_the_hand_before_the_trains(app):
    """A focus move along the hand stays on the hand: Tab from card to card reaches every card of
    the fan, in its order, before any train (whose Enter would start a locomotive swap)."""
    table, _ = prepared(app, ["coal", "tank", "hopper", "gondola", "box_car"], [("coal", "coal")])
    keys = [t.key for t in table.nav.enabled_targets() if t.key[0] in ("card", "train")]
    fan = list(dict.fromkeys(name for name, _rect, _angle in table.hud.layout.hand))
    assert keys[:len(fan)] == [("card", name) for name in fan]
    assert any(key[0] == "train" for key in keys[len(fan):])


def test_score_boxes_name_their_seats(app, monkeypatch):
    """From the sofa each score row says whose it is, not only by a seat-colour dot."""
    from game.client import theme

    table = table_for(app, 3, humans=1)
    table.autoplay = False
    written = []
    real = theme.fit_text

    def spy(value, *args, **kwargs):
        written.append(value)
        return real(value, *args, **kwargs)

    monkeypatch.setattr(theme, "fit_text", spy)
    surf = table.hud.right.copy()
    for _ in table.hud.score_slices(surf, table.hud.scores_top()):
        pass
    for seat in range(3):
        assert any(f"P{seat}" in text for text in written), written
