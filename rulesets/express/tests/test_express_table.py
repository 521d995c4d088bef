"""The Express card table in the window, headless: drawn for every player count, played by clicks
and drags only, hands private in hot-seat (partners do not see each other's hands)."""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tests" / "client"))

from driver import click, frames  # noqa: E402

from game.client import cards as privacy  # noqa: E402
from game.client.pg import pygame  # noqa: E402


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("RAILCADE_CONFIG_DIR", str(tmp_path / "config"))
    from game.client.headless import make_app

    application = make_app("en")
    # Whole deals are played here: each bot's turn is shown to the players for a while before the
    # next one plays (its recap); quick animations keep that wait short.
    application.settings.animation_speed = 4.0
    yield application
    for scene in application.stack:
        close = getattr(scene, "close", None)
        if close:
            close()


def table_for(app, players=4, humans=1, seed=1, **options):
    from game.client import theme
    from game.client.scenes.table import TableScene
    from game.engine.match import Match, Seat

    seats = [Seat(f"P{i}", "human" if i < humans else "bot", "" if i < humans else "normal",
                  theme.SEAT_COLOR_ORDER[i]) for i in range(players)]
    match = Match("express", (), seats, options=options or None, seed=seed, registry=app.registry)
    table = TableScene(app, match)
    app.push(table)
    return table


def test_the_cards_view_comes_from_the_package():
    from game.client.table_views import discover_views

    record = discover_views(refresh=True)["cards"]
    assert record.distribution == "railcade-express"
    assert record.value == "railcade_express.table_view:CardTable"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_table_draws_for_every_player_count(app, players):
    table = table_for(app, players, humans=1)
    table.autoplay = False
    frames(app, 3)
    assert len(table.hud.layout.zones) == len(table.view["teams"])
    for zone in table.hud.layout.zones.values():
        for row in zone.rows.values():
            assert zone.rect.contains(row.rect.clip(zone.rect))


def prepared(app, hand, trains=()):
    """Seat 0 (the human) laying, with this hand and these trains on its side."""
    sys.path.insert(0, str(Path(__file__).parent))
    from express_helpers import lay, set_hand, turn_of

    table = table_for(app, 4, humans=1)
    table.autoplay = False
    ids = [lay(table.match, 0, *cars) for cars in trains]
    set_hand(table.match, 0, *hand)
    turn_of(table.match, 0)
    table.refresh()
    frames(app, 2)
    return table, ids


def test_tap_a_card_then_its_train(app):
    """Touch alone: tap the coal of the hand, then the coal train that glows."""
    table, (train,) = prepared(app, ["coal", "tank", "hopper", "gondola"], [("coal", "coal")])
    card = table.nav.get(("card", "coal"))
    click(app, card.rect.center)
    dest = table.nav.get(("dest", "train", str(train)))
    assert dest is not None and table.hud.picked_name() == "coal"
    click(app, dest.rect.center)
    frames(app, 2)
    assert len(table.match.state.train(train)[1].cars) == 3


def test_drag_a_card_onto_the_discard_pile(app):
    table, _ = prepared(app, ["coal", "tank", "hopper"])
    start = table.nav.get(("card", "tank")).rect.center
    end = table.hud.layout.discard.center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    for k in range(1, 6):
        p = (start[0] + (end[0] - start[0]) * k // 5, start[1] + (end[1] - start[1]) * k // 5)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0), touch=False))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
    frames(app, 2)
    assert table.match.view(None)["discard_top"] == "tank"


def test_a_new_train_asks_which_card_is_the_locomotive(app):
    table, _ = prepared(app, ["coal", "coal", "tank", "hopper", "gondola"])
    click(app, table.nav.get(("card", "coal")).rect.center)
    click(app, table.nav.get(("dest", "new")).rect.center)
    options = [t for t in table.nav.targets if t.key[0] == "option"]
    assert {t.data.choice[0] for t in options} == {"coal", "tank", "hopper", "gondola"}
    app.draw()
    click(app, next(t for t in options if t.data.choice[0] == "gondola").rect.center)
    train = table.match.state.trains[0][-1]
    assert table.match.state.cards.names[train.loco] == "gondola"


def test_every_legal_action_has_a_target_to_touch(app):
    """No action needs a keyboard: each group of legal actions, and each destination of a picked
    card, has a target on screen."""
    rng = random.Random(4)
    table = table_for(app, 4, humans=4, seed=9)
    checked = 0
    for _ in range(400):
        if table.match.is_over:
            break
        seat = table.match.active_seats[0]
        table.set_viewer(seat)
        for key, actions in table.groups.items():
            assert table.hud.target_for(key, actions) is not None, key
            if key[0] == "card":
                dests = table.hud.destinations(actions)
                covered = sum(len(v) for d, v in dests.items() if table.hud.dest_rect(d) is not None)
                assert covered == len([a for a in actions if a.kind != "swap_loco"]), key
                checked += 1
        legal = table.match.legal_actions(seat)
        table.perform(rng.choice(legal))
        table.animator.skip()
    assert checked > 20


def play(app, table, rng, frames_max=6000):
    from game.client.scenes.privacy import PrivacyScene
    from game.client.scenes.score import ScoreScene

    from railcade_express.deal_score import DealScoreScene

    violations = []
    for _ in range(frames_max):
        scene = app.scene
        if isinstance(scene, ScoreScene):
            return violations
        if isinstance(scene, PrivacyScene):
            privacy.PRIVATE_LOG.clear()
            app.draw()
            assert privacy.PRIVATE_LOG == []
            click(app, scene.buttons[0].rect.center)
        elif isinstance(scene, DealScoreScene):
            app.draw()
            click(app, scene.buttons[0].rect.center)
        elif scene is table and table.acting_human is not None and table.groups and not table.animator.busy:
            # Moves only: not the menu, the game log or other panels that are no move ("ui").
            targets = [t for t in table.nav.targets if t.enabled and t.key[0] not in ("ui", "cancel")]
            dests = [t for t in targets if t.key[0] in ("dest", "option", "put", "mine")]
            pick = rng.choice(dests or targets)
            click(app, pick.rect.center if pick.hit is None else next(
                r.center for n, r, _ in table.hud.layout.hand if n == pick.key[1]))
        privacy.PRIVATE_LOG.clear()
        frames(app, 1, 0.05)
        violations.extend(owner for owner, _ in privacy.PRIVATE_LOG if owner != table.viewer)
    raise AssertionError("the game did not finish")


def test_partners_at_one_screen_never_see_each_others_hands(app, monkeypatch):
    """Hot-seat with two partners (seats 0 and 2) against two bots: a privacy screen before each
    human turn, and only the seat at the screen has its cards drawn."""
    from game.client.scenes.table import TableScene
    from game.engine.match import Match, Seat
    from game.client import theme

    monkeypatch.setattr(privacy, "LOG_PRIVATE", True)
    seats = [Seat("A", "human", "", theme.SEAT_COLOR_ORDER[0]), Seat("B", "bot", "easy", theme.SEAT_COLOR_ORDER[1]),
             Seat("C", "human", "", theme.SEAT_COLOR_ORDER[2]), Seat("D", "bot", "easy", theme.SEAT_COLOR_ORDER[3])]
    match = Match("express", (), seats, options={"target": 5}, seed=2, registry=app.registry)
    table = TableScene(app, match)
    app.push(table)
    violations = play(app, table, random.Random(1))
    assert table.match.is_over and violations == []


def test_the_deal_score_screen_spells_out_the_doublings(app):
    from railcade_express.deal_score import DealScoreScene
    from railcade_express.moves import end_deal

    sys.path.insert(0, str(Path(__file__).parent))
    from express_helpers import lay, set_hand

    table = table_for(app, 4, humans=1)
    table.autoplay = False
    for seat in range(4):
        set_hand(table.match, seat)
    lay(table.match, 0, "baggage", "coach", "dome", diesel=True)
    end_deal(table.match.state, "stock")
    record = table.match.state.history[-1]
    scene = DealScoreScene(app, table, record)
    assert scene.scores[0][0].bonuses == ("order", "diesel") and scene.scores[0][0].points == 60
    app.push(scene)
    app.draw()
    click(app, scene.buttons[0].rect.center)
    assert app.scene is table
