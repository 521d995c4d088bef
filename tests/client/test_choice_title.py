"""A choice panel's heading: the action's label with a capital, and the place after the colon of
the player's language (English "Claim a route: A – B", French "Prendre une route : A – B")."""

from __future__ import annotations

import re

import pytest

from game.client.headless import make_match
from game.client.scenes.table import TableScene
from game.engine.actions import Action
from game.i18n import set_language


def _heading(app, ruleset: str, kind: str, place_kind: str, lang: str) -> str:
    match = make_match(ruleset, (), 2, seed=3, humans=1, registry=app.registry)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    if place_kind == "route":
        place = table.view["routes"][0]["id"]
    else:
        place = next(iter(table.hud.board.cities))
    key = (place_kind, place)
    table.groups = {key: [Action(0, kind, place_kind, place)]}
    set_language(lang)
    try:
        return table.hud.choice_title(key)
    finally:
        set_language("en")
        app.pop()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_claims_heading_starts_with_a_capital_and_uses_the_languages_colon(app, lang):
    title = _heading(app, "europe", "claim_route", "route", lang)
    assert title[:1].isupper(), title
    spaced = re.search(r"[ \u00a0]: ", title)  # French puts a (no-break) space before the colon
    assert (spaced is not None) == (lang == "fr") and ": " in title, title
