"""The going-out question ("Partner, may I go out?") and the end of an engine switch ("Done"): a
button that collides with nothing on the table or the side panel, at every player count and with a
full hand, and whose words are readable there (full size, on at most three lines)."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from test_express_table import app, table_for  # noqa: E402,F401  (the app fixture; puts tests/client on the path)

from driver import frames  # noqa: E402
from express_helpers import lay, set_hand, turn_of  # noqa: E402

from game.client.table_hud import RIGHT_X  # noqa: E402

TEN = ("tank", "hopper", "gondola", "box_car", "coal", "dome", "coach", "tank", "hopper", "gondola")


def _turned(rect, angle: float, grow: int = 6):
    """A hand card's bounds as drawn (turned by ``angle``), with room for its focus ring."""
    from game.client.pg import pygame

    a = math.radians(angle)
    w = int(rect.w * abs(math.cos(a)) + rect.h * abs(math.sin(a))) + 1
    h = int(rect.w * abs(math.sin(a)) + rect.h * abs(math.cos(a))) + 1
    out = pygame.Rect(0, 0, w, h)
    out.center = rect.center
    return out.inflate(2 * grow, 2 * grow)


def _ready(app, players, cards=TEN):
    table = table_for(app, players, humans=1)
    table.autoplay = False
    lay(table.match, 0, "coal", "coal")
    set_hand(table.match, 0, *cards)
    turn_of(table.match, 0)
    table.refresh()
    frames(app, 3)
    return table


def _things(hud):
    """Everything else on the screen a button must leave clear, by name."""
    layout = hud.layout
    out = {f"zone {side}": zone.rect for side, zone in layout.zones.items()}
    out["band"] = layout.band
    out.update({f"hand card {i}": _turned(rect, angle) for i, (_name, rect, angle) in enumerate(layout.hand)})
    out.update({f"seat panel {i}": rect for i, rect in enumerate(hud.seat_rects())})
    out.update({f"score box {i}": box.move(RIGHT_X, 0) for i, box in enumerate(hud.score_boxes(hud.scores_top()))})
    out["menu"] = hud.menu_rect
    out["log"] = hud.log_rect
    return out


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("cards", [10, 12])
def test_the_corner_button_covers_nothing(app, players, cards):
    table = _ready(app, players, (TEN + TEN)[:cards])
    hud = table.hud
    assert len(hud.layout.hand) == cards
    if players % 2 == 0:  # partners: the question is on offer, at the place asked for below
        target = table.nav.get(("button", "ask_partner"))
        assert target is not None and target.rect == hud.button_rect("ask_partner")
    for name in ("ask_partner", "switch_done"):
        rect = hud.button_rect(name)
        hit = [what for what, other in _things(hud).items() if rect.colliderect(other)]
        assert hit == [], (name, rect, hit)
        assert rect.right <= RIGHT_X - 8 or rect.x >= RIGHT_X  # on the felt or on the panel, not across


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_corner_button_words_fit(app, lang):
    from game.client import theme
    from game.i18n import set_language, tr
    from railcade_express import table_view as tv

    set_language(lang)
    try:
        table = _ready(app, 4)
        rect = table.hud.button_rect("ask_partner")
        for key in ("button.ask_partner", "button.switch_done"):
            words = tr(key)
            lines = tv.corner_lines(words, rect.w)
            assert " ".join(lines) == words  # all of them, none cut off
            assert tv.CORNER_TEXT >= 24 and tv.CORNER_LINE * len(lines) <= rect.h - 12, lines
            assert all(theme.text(line, tv.CORNER_TEXT, theme.INK, bold=True).get_width() <= rect.w - 20
                       for line in lines)
    finally:
        set_language("en")
