"""A route game's extra table pieces, drawn from what its view describes (``view["table_extras"]``,
docs/view-route.md), so the client holds none of that game's rules:

* ``piles``: face-up card piles of their own beside the ticket pile (Europe Express's Locomotive
  pile). Each is a target when a legal action names it (``("pile", id)``) and the start of the
  card that flies when a ``card_drawn`` event names it as its ``pile``.
* ``stacks``: numbered cards taken from the top in order (the London–Istanbul bonus stack): every
  value is shown, those taken in the colour of the seat that holds them, the top one in gold.
* ``races``: how far each seat is from a goal (``total`` units, ``left`` per seat, 0 = reached,
  None = out of reach), one bar per seat.
* ``highlight_cities``: cities ringed on the board (the race's two ends).

Texts are i18n keys the ruleset registered, with their ``params``. The pieces sit in the side
panel under the market; :class:`game.client.table_hud.RouteHud` asks here for their rectangles and
the room they take.
"""

from __future__ import annotations

from typing import Any

from game.client import anims, cards, theme
from game.client.pg import pygame
from game.i18n import tr

PILE = (128, 84)  # the smallest a pile gets; a row of piles shares the panel's width
PILE_GAP = 8
TOKEN_R = 24
ROW_H = 25  # one seat's race bar
TITLE_H = 30


class RouteExtras:
    def __init__(self, hud):
        self.hud = hud

    # -- what the view asks for ------------------------------------------------------------------

    def extras(self) -> dict[str, Any]:
        return self.hud.t.view.get("table_extras") or {}

    def piles(self) -> list[dict[str, Any]]:
        return list(self.extras().get("piles") or ())

    # -- layout ----------------------------------------------------------------------------------

    def row_y(self) -> int:
        """The row of the ticket pile, which the extra piles share."""
        return self.hud.market_y + 36 + 192

    def pile_rect(self, pile: str) -> pygame.Rect | None:
        """Screen rectangle of an extra pile, or of the ticket pile narrowed to make room for
        them; None when this game has no extra piles or ``pile`` is none of them."""
        piles = self.piles()
        if not piles:
            return None
        ids = ["tickets"] + [p["id"] for p in piles]
        if pile not in ids:
            return None
        from game.client.table_hud import RIGHT_W, RIGHT_X

        # The piles share the row, so their names ("Locomotives", "Destinations") fit at the play
        # size; the discard count stands on the market's heading row.
        width = max(PILE[0], (RIGHT_W - 26 - PILE_GAP * (len(ids) - 1)) // len(ids))
        return pygame.Rect(RIGHT_X + 6 + ids.index(pile) * (width + PILE_GAP), self.row_y(), width, PILE[1])

    def area_top(self) -> int:
        return self.row_y() + PILE[1] + 12

    def height(self) -> int:
        """Room the stacks and races take under the pile row (0 without any)."""
        extras = self.extras()
        players = len(self.hud.seat_colors)
        h = sum(TITLE_H + 2 * TOKEN_R + 8 for _ in extras.get("stacks") or ())
        h += sum(ROW_H * players + 4 + (0 if extras.get("stacks") else TITLE_H) for _ in extras.get("races") or ())
        return h

    def key(self, view) -> Any:
        extras = view.get("table_extras") or {}
        return repr((extras.get("stacks"), extras.get("races")))

    # -- painting into the cached side panel (x relative to the panel) -----------------------------

    def paint_piles(self, surf, view, colorblind: bool) -> None:
        from game.client.table_hud import RIGHT_X

        for pile in self.piles():
            rect = self.pile_rect(pile["id"]).move(-RIGHT_X, 0)
            count = int(pile.get("count", 0))
            if count:
                for k in range(min(3, count // 4 + 1)):
                    surf.blit(cards.card_face(pile.get("card", ""), rect.size, colorblind), rect.move(-k * 2, -k * 2))
            else:
                pygame.draw.rect(surf, theme.PANEL_EDGE, rect, 2, border_radius=8)
            self.label_pile(surf, rect, tr(pile.get("label", pile["id"])), count)

    def label_pile(self, surf, rect, label: str, count: int) -> None:
        """A pile's name on a dark strip along its bottom and its count in a badge."""
        from game.client.table_hud import badge

        strip = pygame.Rect(rect.x, rect.bottom - 30, rect.w, 30)
        pygame.draw.rect(surf, (12, 16, 22), strip, border_bottom_left_radius=8, border_bottom_right_radius=8)
        theme.blit_center(surf, theme.play_text(label, "body", rect.w - 6, theme.INK, bold=True, condensed=True),
                          strip.center)
        badge(surf, str(count), (rect.right - 10, rect.y + 12))

    def paint_area(self, surf, view) -> None:
        extras = view.get("table_extras") or {}
        y = self.area_top()
        stacks = list(extras.get("stacks") or ())
        for stack in stacks:
            y = self._paint_stack(surf, stack, y)
        for race in extras.get("races") or ():
            if not stacks:
                surf.blit(theme.play_text(tr(race.get("label", race["id"]), **race.get("params", {})), "heading", 420,
                                          theme.INK_DIM, bold=True), (10, y))
                y += TITLE_H
            y = self._paint_race(surf, race, y)

    def _paint_stack(self, surf, stack, y: int) -> int:
        surf.blit(theme.play_text(tr(stack.get("label", stack["id"]), **stack.get("params", {})), "heading", 420,
                                  theme.INK_DIM, bold=True), (10, y))
        y += TITLE_H
        taken = [tuple(t) for t in stack.get("taken") or ()]
        cy = y + TOKEN_R
        for i, value in enumerate(stack.get("values") or ()):
            center = (10 + TOKEN_R + i * (2 * TOKEN_R + 16), cy)
            if i < len(taken):
                color = self.hud.seat_rgb(taken[i][0])
                ink = theme.contrast_ink(color)
            elif i == len(taken):
                color, ink = theme.ACCENT, theme.INK_DARK  # the card a player would take now
            else:
                color, ink = theme.PARCHMENT, theme.INK_DARK
            pygame.draw.circle(surf, (12, 16, 22), (center[0] + 2, center[1] + 3), TOKEN_R)
            pygame.draw.circle(surf, color, center, TOKEN_R)
            pygame.draw.circle(surf, theme.shade(color, 0.5), center, TOKEN_R, 2)
            theme.blit_center(surf, theme.text(str(value), 24, ink, bold=True), center)
            if i < len(taken):
                seat = taken[i][0]
                mark = (center[0] + TOKEN_R - 4, center[1] - TOKEN_R + 4)
                pygame.draw.circle(surf, (12, 16, 22), mark, 11)
                theme.symbol(surf, theme.seat_symbol(self.hud.seat_colors[seat]), mark, 14, color)
        return y + 2 * TOKEN_R + 8

    def _paint_race(self, surf, race, y: int) -> int:
        total = max(1, int(race.get("total", 1)))
        left_of = list(race.get("left") or ())
        x0, x1 = 40, 360
        for seat, left in enumerate(left_of):
            cy = y + ROW_H // 2
            color = self.hud.seat_rgb(seat)
            pygame.draw.circle(surf, color, (20, cy), 12)
            theme.symbol(surf, theme.seat_symbol(self.hud.seat_colors[seat]), (20, cy), 14,
                         theme.contrast_ink(color))
            bar = pygame.Rect(x0, cy - 4, x1 - x0, 8)
            pygame.draw.rect(surf, (60, 70, 84), bar, border_radius=4)
            if left is None:
                label, ink = "✗", theme.BAD
            else:
                done = max(0.0, min(1.0, (total - int(left)) / total))
                fill = bar.copy()
                fill.w = int(bar.w * done)
                pygame.draw.rect(surf, color, fill, border_radius=4)
                pygame.draw.circle(surf, color, (bar.x + fill.w, cy), 8)
                pygame.draw.circle(surf, theme.shade(color, 0.45), (bar.x + fill.w, cy), 8, 2)
                label, ink = ("✓", theme.GOOD) if int(left) == 0 else (str(left), theme.INK)
            theme.blit_center(surf, theme.text(label, 24, ink, bold=True), (400, cy))
            y += ROW_H
        return y + 4

    # -- on the board --------------------------------------------------------------------------

    def draw_board_marks(self, surface) -> None:
        for city in self.extras().get("highlight_cities") or ():
            self.hud.board.ring_city(surface, city, theme.ACCENT, 4)

    # -- events ----------------------------------------------------------------------------------

    def play_event(self, event) -> bool:
        """A card taken from an extra stack (an event whose data names the ``stack``): its value
        flies to the seat, with a banner saying what happened."""
        stack_id = event.get("stack")
        if stack_id is None or event.seat is None:
            return False
        stacks = {s["id"]: s for s in self.extras().get("stacks") or ()}
        if stack_id not in stacks:
            return False
        from game.client.table_hud import RIGHT_X

        value = event.get("value")
        start = (RIGHT_X + 10 + TOKEN_R, self.area_top() + TITLE_H + TOKEN_R)
        token = pygame.Surface((2 * TOKEN_R, 2 * TOKEN_R), pygame.SRCALPHA)
        pygame.draw.circle(token, theme.ACCENT, (TOKEN_R, TOKEN_R), TOKEN_R)
        theme.blit_center(token, theme.text(str(value), 24, theme.INK_DARK, bold=True), (TOKEN_R, TOKEN_R))
        self.hud.t.animator.add(anims.FlyCard(token, start, self.hud.seat_center(event.seat), duration=0.7))
        text = self.hud.t.match.describe(event, _language())
        if text:
            self.hud.t.animator.add(anims.Banner(text))
        self.hud.t.app.audio.play("win")
        return True


def _language() -> str:
    from game.i18n import language

    return language()
