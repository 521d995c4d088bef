"""The recap's words tell what the table saw: a card from a ruleset's own pile (Europe Express's
Locomotives) is not told as taken from the face-up cards, and a claim tells the cards paid (a
Locomotive spent is public)."""

from __future__ import annotations

import pytest

from game.engine.actions import Event
from game.engine.match import Match
from game.client.turn_recap import TurnRecap
from game.i18n import set_language, tr


@pytest.fixture(params=["en", "fr"])
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def test_a_locomotive_from_its_own_pile_is_not_told_as_a_face_up_card(lang):
    match = Match("europe-express", seats=3, seed=7)
    recap = TurnRecap(match, {})
    event = Event.make("card_drawn", 1, pile="locomotives", slot=-1, card="locomotive")
    short, long = recap.describe(event, match.view(None), "")
    name = recap.card_name("locomotive")
    assert long == tr("play.recap.took_pile", cards=name)
    assert long != tr("play.recap.took_faceup", cards=name) and name in long


def test_a_claim_tells_the_cards_paid(lang):
    match = Match("europe", seats=3, seed=7)
    recap = TurnRecap(match, {})
    view = match.view(None)
    route = next(r for r in view["routes"] if r["length"] == 2 and r["color"] != "gray")
    event = Event.make("route_claimed", 0, route=route["id"], cards=(route["color"], "locomotive"), points=2)
    _short, long = recap.describe(event, view, "")
    colour, loco = recap.card_name(route["color"]), recap.card_name("locomotive")
    assert f"1 {colour}" in long and f"1 {loco}" in long, long
    plain = Event.make("route_claimed", 0, route=route["id"], cards=(route["color"],) * 2, points=2)
    assert f"(2 {colour})" in recap.describe(plain, view, "")[1]
