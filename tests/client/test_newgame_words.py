"""New game in words a player reads: an option's choices by their names (never a raw value), and
column headers that never run together, in both languages."""

from __future__ import annotations

import pytest

from game.i18n import set_language
from game.manifest import ManifestError, RulesetManifest, parse

from .conftest import installed
from .driver import click

RULESET = """schema = 1
id = "toy"
kind = "ruleset"
version = "1.0.0"
family = "route"
players = {{ min = 2, max = 4 }}
names = {{ fr = "Jouet", en = "Toy" }}

[[options]]
id = "colours"
type = "choice"
default = "printed"
choices = ["printed", "dealt"]
names = {{ fr = "Couleurs", en = "Colours" }}
{extra}
"""


def test_option_choice_names_load_and_name_each_choice():
    manifest = parse(RULESET.format(extra='choice_names.dealt = { fr = "Au hasard", en = "At random" }'),
                     RulesetManifest, "ruleset.toml")
    [spec] = manifest.options
    assert spec.choice_name("dealt", "fr") == "Au hasard" and spec.choice_name("dealt", "en") == "At random"
    assert spec.choice_name("printed", "en") == "printed"  # no name given: its value


def test_a_choice_name_for_no_choice_is_an_error_naming_file_and_key():
    text = RULESET.format(extra='choice_names.deal = { fr = "Au hasard", en = "At random" }')
    with pytest.raises(ManifestError) as info:
        parse(text, RulesetManifest, "ruleset.toml")
    assert "ruleset.toml" in str(info.value)
    assert [i.key for i in info.value.issues] == ["options[0].choice_names.deal"]


@pytest.mark.skipif(not installed("marklin"), reason="marklin ruleset not installed")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_new_game_shows_the_names_of_a_choice_options_choices(app, lang):
    from game.client.scenes.newgame import NewGameScene

    set_language(lang)
    try:
        scene = NewGameScene(app)
        app.push(scene)
        click(app, scene.nav.get("ruleset:marklin").rect.center)
        spec = next(s for s in scene.option_specs() if s.id == "merchandise_colours")
        shown = []
        for _ in spec.choices:
            shown.append(next(b.text() for b in scene.buttons if b.key == "option:merchandise_colours"))
            click(app, scene.nav.get("option:merchandise_colours").rect.center)
        assert set(shown) == {spec.choice_names[c].get(lang) for c in spec.choices}
        assert not set(shown) & set(spec.choices)  # never "manifest" or "shuffled"
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_seat_table_headers_never_run_together(app, lang):
    from game.client import theme
    from game.client.scenes.newgame import HEADER_GAP, TEXT, NewGameScene
    from game.i18n import tr

    set_language(lang)
    try:
        scene = NewGameScene(app)
        headers = scene.seat_headers(200)
        rects = [rect for _, rect in headers]
        assert len(rects) == 4
        for left, right in zip(rects, rects[1:]):
            assert right.left - left.right >= HEADER_GAP, (lang, left, right)
        # Each header whole, at the sofa size (not shrunk or cut short to make room).
        keys = ("newgame.col.name", "newgame.col.plays", "newgame.col.level", "newgame.col.color")
        for (text, _), key in zip(headers, keys):
            assert text.get_size() == theme.text(tr(key), TEXT, bold=True).get_size(), (lang, key)
    finally:
        set_language("en")
