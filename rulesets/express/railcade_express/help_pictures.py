"""Pictures for Express's "How to play" (help.toml ``picture``), drawn with the game's own card
faces: see game/client/help_pictures.py for how the help screen finds them."""

from __future__ import annotations

from game.client import theme
from game.client.help_pictures import fit
from game.i18n import tr
from railcade_express import card_art

CARD = (104, 146)


def _row(surface, rect, y, cards, label) -> None:
    step = CARD[0] + 12
    x = rect.centerx - (len(cards) * step - 12) // 2
    for k, (name, group, value) in enumerate(cards):
        surface.blit(card_art.face(name, group, value, CARD), (x + k * step, y))
    theme.blit_center(surface, fit(label, 28, rect.w, theme.ACCENT, bold=True), (rect.centerx, y + CARD[1] + 30))


def draw_trains(surface, rect, lang: str) -> None:
    """A train of identical cars (three coaches), then three box cars with a caboose, which counts
    as one more car of the train's type (ruleset.toml [rules])."""
    _row(surface, rect, rect.y + 10, [("coach", "passenger", 5)] * 3, tr("help.pic.train"))
    _row(surface, rect, rect.y + 270, [("box_car", "freight", 1)] * 3 + [("caboose", "caboose", 0)],
         tr("help.pic.train_caboose"))


PICTURES = {"trains": draw_trains}
