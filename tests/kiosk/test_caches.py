"""A kiosk runs all day: the rules' move memo of a board must not keep every game played on it
(the attract soak grew by about 70 MB per simulated hour while it did)."""

from __future__ import annotations

import pytest

from game.kiosk.caches import forget_move_memo
from game.kiosk.config import replace
from game.kiosk.scenes.attract import AttractScene
from game.kiosk.scenes.title import KioskTitleScene

from .test_kiosk_flow import _installed, human_turn_table, tap

pytestmark = pytest.mark.skipif(not _installed("europe"), reason="europe ruleset not installed")


def played_memo(app, moves: int = 60):
    """The Europe board's memo after a bots' game of ``moves`` moves."""
    from game.client.headless import make_match, play

    match = make_match("europe", (), 3, seed=5, humans=0, registry=app.registry)
    play(match, moves, 5)
    assert match.state.tables.memo  # the ruleset keeps one: otherwise this test proves nothing
    return match.state.tables.memo


def test_a_touch_ending_the_demo_empties_its_board_memo(make_kiosk, kiosk_config):
    app = make_kiosk(replace(kiosk_config, "games.rulesets", ("europe",)))
    memo = played_memo(app)
    app.kiosk.start_attract()
    assert isinstance(app.scene, AttractScene) and app.scene.table.match.state.tables.memo is memo
    tap(app, (960, 540))
    assert isinstance(app.scene, KioskTitleScene)
    assert memo == {}


def test_a_guest_game_starts_with_its_board_memo_emptied(make_kiosk, kiosk_config):
    app = make_kiosk(kiosk_config)
    memo = played_memo(app)
    before = dict(memo)
    table = human_turn_table(app)
    assert table.match.state.tables.memo is memo
    # Only what the new table listed since remains: no entry of the played game (some stores sit
    # under a fixed key, refilled by the new table, so entries are compared, not keys).
    assert not [key for key, value in before.items() if memo.get(key) is value]


def test_rulesets_without_a_memo_are_left_alone():
    class Plain:
        state = object()

    assert forget_move_memo(Plain()) is False
    assert forget_move_memo(object()) is False
