"""Other players' tickets, when a variant lays them face up (``view["open_tickets"]``, e.g. the
europe-open-tickets house rule).

Each seat panel then becomes a target: hovering or focusing it shows that player's tickets in a
panel beside the seat column (city names, points, a tick for the joined ones) and marks their
cities on the map in the player's colour; a tap or Enter pins the panel until the next tap.
The viewer's own tickets stay in the hand panel. Nothing here knows the rules: it draws the
ticket dicts the view gives (docs/view-route.md).
"""

from __future__ import annotations

from game.client import theme
from game.client.pg import pygame
from game.client.ui import Target, focus_ring
from game.i18n import tr

ROW_H = 44
PANEL_W = 600
MAX_ROWS = 11
TEXT = 24


class OpenTickets:
    def __init__(self, hud):
        self.hud = hud
        self.pinned: int | None = None

    @property
    def view(self) -> dict:
        return self.hud.t.view

    def tickets(self) -> list[list[dict]]:
        return self.view.get("open_tickets") or []

    def others(self) -> list[int]:
        """Seats whose tickets the viewer would not otherwise see (all of them for a spectator)."""
        viewer = self.view.get("seat")
        return [seat for seat in range(len(self.tickets())) if seat != viewer]

    def targets(self) -> list[Target]:
        rects = self.hud.seat_rects()
        return [Target(("open-tickets", seat), rects[seat], lambda s=seat: self.pin(s))
                for seat in self.others() if seat < len(rects)]

    def pin(self, seat: int) -> None:
        self.pinned = None if self.pinned == seat else seat
        self.hud.app.audio.play("tick")

    def shown(self, focused) -> int | None:
        if focused is not None and isinstance(focused.key, tuple) and focused.key[0] == "open-tickets":
            return focused.key[1]
        return self.pinned if self.pinned in self.others() else None

    # -- drawing -------------------------------------------------------------------------------

    def draw_on_board(self, surface, focused) -> None:
        seat = self.shown(focused)
        if seat is None:
            return
        board = self.hud.board
        color = self.hud.seat_rgb(seat)
        layer = pygame.Surface(board.rect.size, pygame.SRCALPHA)
        offset = pygame.Vector2(board.rect.topleft)
        for ticket in self.tickets()[seat]:
            a, b = board.city_pos.get(ticket["a"]), board.city_pos.get(ticket["b"])
            if a is None or b is None:
                continue
            a, b = pygame.Vector2(a) - offset, pygame.Vector2(b) - offset
            alpha = 110 if ticket.get("done") else 200
            pygame.draw.line(layer, (*color, alpha), a, b, 5)
            for cid in (ticket["a"], ticket["b"]):
                board.ring_city(layer, cid, (*color, 255), 6, offset=(-offset.x, -offset.y))
        surface.blit(layer, board.rect)

    def draw_panel(self, surface, focused) -> None:
        rects = self.hud.seat_rects()
        for seat in self.others():
            if seat < len(rects):  # a face-up ticket on each panel: its tickets can be looked at
                card = pygame.Rect(0, 0, 40, 26)
                card.bottomright = (rects[seat].right - 14, rects[seat].bottom - 12)
                pygame.draw.rect(surface, theme.PARCHMENT, card, border_radius=4)
                pygame.draw.rect(surface, theme.ACCENT_2, card, 2, border_radius=4)
                pygame.draw.line(surface, theme.INK_DARK, (card.x + 7, card.centery), (card.right - 7, card.centery), 3)
        seat = self.shown(focused)
        if seat is None:
            return
        tickets = self.tickets()[seat]
        rect = self.hud.seat_rects()[seat]
        rows = min(len(tickets), MAX_ROWS)
        height = 64 + max(1, rows) * ROW_H + (40 if len(tickets) > MAX_ROWS else 0) + 48
        panel = pygame.Rect(rect.left - PANEL_W - 16, rect.top, PANEL_W, height)
        panel.bottom = min(panel.bottom, theme.H - 20)
        color = self.hud.seat_rgb(seat)
        theme.shadow(surface, panel, radius=16, offset=8, alpha=120)
        theme.panel(surface, panel, (28, 34, 44), color, radius=16, width=4)
        name = self.hud.t.match.seats[seat].name or tr("newgame.default_player", n=seat + 1)
        done = sum(1 for t in tickets if t.get("done"))
        title = tr("open_tickets.title", name=name, n=len(tickets), done=done)
        surface.blit(theme.fit_text(title, 28, panel.w - 40, theme.INK, bold=True), (panel.x + 20, panel.y + 16))
        y = panel.y + 64
        if not tickets:
            surface.blit(theme.text(tr("open_tickets.none"), TEXT, theme.INK_DIM), (panel.x + 20, y + 6))
        for ticket in tickets[:MAX_ROWS]:
            self._row(surface, pygame.Rect(panel.x + 16, y, panel.w - 32, ROW_H - 6), ticket)
            y += ROW_H
        if len(tickets) > MAX_ROWS:
            more = tr("open_tickets.more", n=len(tickets) - MAX_ROWS)
            surface.blit(theme.text(more, TEXT, theme.INK_DIM), (panel.x + 20, y + 4))
            y += 40
        hint = tr("open_tickets.unpin") if self.pinned == seat else tr("open_tickets.pin")
        surface.blit(theme.fit_text(hint, TEXT, panel.w - 40, theme.INK_DIM), (panel.x + 20, panel.bottom - 40))
        if focused is not None and focused.key == ("open-tickets", seat):
            focus_ring(surface, rect, grow=2)

    def _row(self, surface, rect: pygame.Rect, ticket: dict) -> None:
        city = self.hud.city
        done = bool(ticket.get("done"))
        pygame.draw.rect(surface, (44, 56, 66) if done else theme.PARCHMENT, rect, border_radius=8)
        ink = theme.GOOD if done else theme.INK_DARK
        mark = "✓ " if done else ""
        label = f"{mark}{city(ticket['a'])} – {city(ticket['b'])}"
        surface.blit(theme.fit_text(label, TEXT, rect.w - 90, ink, bold=True), (rect.x + 12, rect.y + 6))
        badge = pygame.Rect(rect.right - 62, rect.y + 3, 56, rect.h - 6)
        pygame.draw.rect(surface, (150, 40, 140) if ticket.get("long") else (46, 52, 60), badge, border_radius=6)
        theme.blit_center(surface, theme.text(str(ticket["points"]), TEXT, theme.INK, bold=True), badge.center)
