"""Express events as animations at the card table: cards flying between the piles, hands and
trains, the direction arrow spinning on a turntable, a wrecked train sliding off the table.

Called by the table's event player before the view is rebuilt, so the old layout (where a wrecked
train still stands) is at hand; where a card lands is read from the new state's layout.
"""

from __future__ import annotations

import math

from game.client import anims, theme
from game.client.dirty import turned_square
from game.client.pg import pygame
from game.client.table_hud import seat_name
from game.client.tween import Anim, ease_in_out
from game.i18n import language, tr

from railcade_express import card_art
from railcade_express import table_layout as lay

SMALL = (74, 104)


def play(hud, event) -> bool:
    handler = HANDLERS.get(event.kind)
    if handler is None:
        return False
    handler(hud, event)
    return True


def _new_layout(hud):
    # The view is made by the bot's worker when it can, and laid out once (the panels take it up).
    return hud.layout_for(hud.t.session.view(hud.t.viewer))


def _seat_point(hud, seat: int) -> tuple[int, int]:
    """Where a seat's cards come from: its fanned hand for the viewer, its seat panel otherwise."""
    if seat == hud.t.viewer and hud.layout.hand:
        return hud.layout.hand[len(hud.layout.hand) // 2][1].center
    return hud.seat_rects()[seat].center


def _face(hud, name: str | None, size=SMALL):
    return hud.card_surface(name, size) if name else card_art.back(size)


def _fly(hud, surf, start, end, duration=0.45, delay=0.0, on_done=None):
    card = anims.FlyCard(surf, start, end, duration=duration, delay=delay, on_done=on_done)
    card.frames = _scaled(surf)
    hud.t.animator.add(card)


# A flying card grows and shrinks through the same few sizes each time: the pictures of the
# last two cards flown (the back of every card drawn, most often) are kept and shared by the
# next flights, each size scaled once, not in every flight (ordered by last use). Two: each
# picture kept holds its 8 sizes, and six raised the client's memory peak by 5 MB.
_SCALED: dict[pygame.Surface, anims.ScaledFrames] = {}
SCALED_KEPT = 2


def _scaled(surf: pygame.Surface) -> anims.ScaledFrames:
    frames = _SCALED.pop(surf, None) or anims.ScaledFrames(surf)
    _SCALED[surf] = frames
    while len(_SCALED) > SCALED_KEPT:
        del _SCALED[next(iter(_SCALED))]
    return frames


def forget_scaled() -> None:
    """Let go of the flying cards' pictures (the table closed)."""
    _SCALED.clear()


def _hide_until(hud, key: str, anim_end) -> None:
    hud.t.hidden.add(key)


def cards_drawn(hud, event) -> None:
    count = event.get("count") or 2
    cards = event.get("cards") or (None,) * count
    for k, name in enumerate(cards):
        surf = _face(hud, name if event.seat == hud.t.viewer else None)
        _fly(hud, surf, hud.layout.pile.center, _seat_point(hud, event.seat), delay=k * 0.12)
    if event.get("reshuffled"):
        hud.t.animator.add(anims.FloatText(tr("table.reshuffled"), hud.layout.pile.midtop, size=28))
    hud.app.audio.play("draw")


def discard_taken(hud, event) -> None:
    _fly(hud, _face(hud, event.get("card")), hud.layout.discard.center, _seat_point(hud, event.seat))
    hud.app.audio.play("draw")


def _to_train(hud, event, name: str | None, train_id: int, last: bool = True) -> None:
    layout = _new_layout(hud)
    row = layout.train(train_id)
    if row is None:
        return
    rect = row.cards[-1][2] if last else row.cards[0][2]
    key = f"last:{train_id}" if last else f"train:{train_id}"
    hud.t.hidden.add(key)
    surf = _face(hud, name, rect.size)
    _fly(hud, surf, _seat_point(hud, event.seat), rect.center, on_done=lambda: hud.t.hidden.discard(key))
    hud.app.audio.play("track")


def train_started(hud, event) -> None:
    _to_train(hud, event, event.get("card"), event.get("train"))


def car_added(hud, event) -> None:
    _to_train(hud, event, event.get("card"), event.get("train"))


def diesel_added(hud, event) -> None:
    _to_train(hud, event, "diesel", event.get("train"), last=False)


def maintenance_laid(hud, event) -> None:
    layout = _new_layout(hud)
    zone = layout.zones.get(event.get("team"))
    end = zone.maintenance[-1].center if zone and zone.maintenance else hud.layout.band.center
    _fly(hud, _face(hud, event.get("card")), _seat_point(hud, event.seat), end)
    hud.app.audio.play("claim")


def loco_swapped(hud, event) -> None:
    row = hud.layout.train(event.get("train"))
    if row is None:
        return
    loco = next(r for part, _, r in row.cards if part == "loco")
    _fly(hud, card_art.back(SMALL), loco.center, _seat_point(hud, event.seat), duration=0.35)
    _fly(hud, card_art.back(SMALL), _seat_point(hud, event.seat), loco.center, duration=0.35, delay=0.2)
    hud.app.audio.play("flip")


def card_discarded(hud, event) -> None:
    hud.t.hidden.add("discard_top")
    _fly(hud, _face(hud, event.get("card")), _seat_point(hud, event.seat), hud.layout.discard.center,
         on_done=lambda: hud.t.hidden.discard("discard_top"))
    hud.app.audio.play("flip")


def went_out(hud, event) -> None:
    hud.t.animator.add(anims.Banner(tr("express.went_out", name=seat_name(hud.t, event.seat))))
    hud.app.audio.play("win")


def turntable_played(hud, event) -> None:
    _fly(hud, _face(hud, "turntable"), _seat_point(hud, event.seat), hud.layout.slot.center)
    hud.spin_target += 360.0
    hud.t.animator.add(Spin(hud, 0.9))
    hud.t.animator.add(anims.FloatText(tr("express.turntable"), (hud.layout.arrow[0], hud.layout.arrow[1] - 50), size=36))
    hud.app.audio.play("tunnel")


def disaster_played(hud, event) -> None:
    _fly(hud, _face(hud, event.get("card")), _seat_point(hud, event.seat), hud.layout.slot.center)
    target = event.get("target", "")
    kind, _, value = target.partition(":")
    where = hud.layout.slot.midtop
    if kind == "train":
        row = hud.layout.train(int(value))
        where = row.rect.midtop if row else where
    elif kind == "seat":
        where = hud.seat_rects()[int(value)].midleft
    name = _card_name(hud, event.get("card"))
    hud.t.animator.add(anims.FloatText(name, where, color=theme.BAD, size=36, delay=0.3))
    hud.app.audio.play("error")


def disaster_countered(hud, event) -> None:
    hud.t.animator.add(anims.FloatText(_card_name(hud, event.get("maintenance")) + " ✓", hud.layout.slot.midtop,
                                       color=theme.GOOD, size=34))
    hud.app.audio.play("claim")


def train_wrecked(hud, event) -> None:
    row = hud.layout.train(event.get("train"))
    if row is None:
        return
    pieces = [(card_art.back(r.size) if part == "loco" else hud.card_surface(name, r.size), r.copy())
              for part, name, r in row.cards]
    hud.t.animator.add(SlideOff(pieces, row.rect))
    hud.app.audio.play("round_end")


def car_broken(hud, event) -> None:
    row = hud.layout.train(event.get("train"))
    if row is None:
        return
    rect = row.cards[-1][2]
    _fly(hud, _face(hud, event.get("card"), rect.size), rect.center, hud.layout.slot.center)


def car_stolen(hud, event) -> None:
    row = hud.layout.train(event.get("train"))
    if row is None:
        return
    rect = row.cards[-1][2]
    dest = event.get("to_train")
    end = _seat_point(hud, event.seat)
    if dest:
        new_row = _new_layout(hud).train(dest)
        end = new_row.cards[-1][2].center if new_row else end
    _fly(hud, _face(hud, event.get("card"), rect.size), rect.center, end)


def loco_returned(hud, event) -> None:
    row = hud.layout.train(event.get("train"))
    if row is None:
        return
    _fly(hud, card_art.back(SMALL), row.cards[0][2].center, _seat_point(hud, event.seat))


def engines_switched(hud, event) -> None:
    a, b = hud.layout.train(event.get("train")), hud.layout.train(event.get("other"))
    if a is None or b is None:
        return
    pa = next(r for part, _, r in a.cards if part == "loco").center
    pb = next(r for part, _, r in b.cards if part == "loco").center
    _fly(hud, card_art.back(SMALL), pa, pb)
    _fly(hud, card_art.back(SMALL), pb, pa)
    hud.app.audio.play("flip")


def derailed(hud, event) -> None:
    hud.t.animator.add(anims.FloatText(tr("express.derailed"), hud.seat_rects()[event.seat].midleft, color=theme.BAD,
                                       size=34))


def turn_skipped(hud, event) -> None:
    derailed(hud, event)


def deal_ended(hud, event) -> None:
    from railcade_express.deal_score import DealScoreScene

    hud.t.animator.add(anims.Banner(tr("express.deal_over", n=event.get("deal"))))
    hud.app.audio.play("round_end")
    record = hud.t.match.view(hud.t.viewer)["rounds"][-1]
    hud.t.after_anims.append(DealScoreScene(hud.app, hud.t, record))


def game_over(hud, event) -> None:
    hud.t.animator.add(anims.Banner(tr("table.game_over")))


def quiet(hud, event) -> None:
    pass


HANDLERS = {
    "cards_drawn": cards_drawn, "discard_taken": discard_taken, "train_started": train_started,
    "car_added": car_added, "diesel_added": diesel_added, "maintenance_laid": maintenance_laid,
    "loco_swapped": loco_swapped, "card_discarded": card_discarded, "went_out": went_out,
    "turntable_played": turntable_played, "disaster_played": disaster_played,
    "disaster_countered": disaster_countered, "train_wrecked": train_wrecked, "car_broken": car_broken,
    "car_stolen": car_stolen, "loco_returned": loco_returned, "engines_switched": engines_switched,
    "derailed": derailed, "turn_skipped": turn_skipped, "deal_ended": deal_ended, "game_over": game_over,
    "hand_dealt": quiet, "deal_started": quiet, "partner_asked": quiet, "partner_answered": quiet,
    "repair_offered": quiet, "switch_started": quiet,
}


class Spin(Anim):
    """Holds the table while the direction arrow turns (the arrow itself is drawn by the view)."""

    def __init__(self, hud, duration: float):
        super().__init__(duration)
        self.hud = hud

    def draw(self, surface) -> None:
        pass

    def bounds(self) -> pygame.Rect:
        return pygame.Rect(0, 0, 0, 0)


class SlideOff(Anim):
    """A wrecked train slides off the table, tilting and fading."""

    layer = "board"

    def __init__(self, pieces, rect, duration: float = 0.9):
        super().__init__(duration)
        self.pieces = pieces
        self.rect = rect

    def _centers(self):
        t = ease_in_out(self.t)
        dx = t * (lay.TABLE_W - self.rect.x + 200)
        return [(rect.centerx + dx * (1 + k * 0.05), rect.centery + 30 * math.sin(t * 3))
                for k, (_surf, rect) in enumerate(self.pieces)]

    def bounds(self):
        """Each piece turned any way fits in a square as wide as its diagonal."""
        if not self.pieces:
            return pygame.Rect(0, 0, 0, 0)
        rects = [turned_square(center, surf.get_size()) for (surf, _rect), center in zip(self.pieces, self._centers())]
        return rects[0].unionall(rects[1:])

    def draw(self, surface) -> None:
        t = ease_in_out(self.t)
        alpha = int(255 * (1 - t))
        for k, ((surf, _rect), center) in enumerate(zip(self.pieces, self._centers())):
            img = pygame.transform.rotate(surf, -12 * t * (1 + k * 0.15))
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=center))


def _card_name(hud, name: str | None) -> str:
    if not name:
        return ""
    cards = hud.t.match.setup.data.cards
    for card in cards.cards:
        if card.id == name:
            return card.names.fr if language() == "fr" else card.names.en
    return name
