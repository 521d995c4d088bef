"""The ticket overview over a route table: every ticket of the viewer with its state (done, cars
still missing, blocked); the ticket in focus is shown on the map, which stays in view beside the
list (the list moves to the side away from the ticket's cities)."""

from __future__ import annotations

from game.client import cards, theme
from game.client.my_tickets import state_text, ticket_tile
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene
from game.i18n import tr

ROW = 48
VISIBLE = 14  # rows shown at once; arrows scroll past them


class TicketOverview(MenuScene):
    opaque = False

    def __init__(self, app, tickets):
        self.mine = tickets
        self.first = 0
        super().__init__(app)

    def rows(self) -> list[dict]:
        return self.mine.ordered()

    def focused_ticket(self):
        key = self.nav.focus
        if isinstance(key, tuple) and key[0] == "row":
            return next((t for t in self.mine.tickets() if t["id"] == key[1]), None)
        return None

    def panel(self) -> pygame.Rect:
        ticket = self.focused_ticket()
        board = self.mine.hud.board
        left = True
        if ticket is not None:
            xs = [board.city_pos[c][0] for c in (ticket["a"], ticket["b"]) if c in board.city_pos]
            left = bool(xs) and sum(xs) / len(xs) > board.rect.centerx
        shown = min(VISIBLE, len(self.rows()))
        h = 80 + shown * ROW + 100
        return pygame.Rect(20 if left else 1090, 70, 780, h)

    def build(self) -> None:
        rows = self.rows()
        self.first = max(0, min(self.first, len(rows) - VISIBLE))
        for ticket in rows[self.first:self.first + VISIBLE]:
            self.buttons.append(Button(("row", ticket["id"]), (0, 0, 10, 10), "",
                                       lambda tid=ticket["id"]: self.mine.pin(tid)))
        self.buttons.append(Button("close", (0, 0, 260, 68), tr("common.back"), self.app.pop, "primary"))
        if self.nav.focus is None and rows:
            self.nav.focus = ("row", rows[self.first]["id"])
        self.layout()

    def layout(self) -> None:
        panel = self.panel()
        i = 0
        for button in self.buttons:
            if isinstance(button.key, tuple) and button.key[0] == "row":
                button.rect = pygame.Rect(panel.x + 20, panel.y + 80 + i * ROW, panel.w - 40, ROW - 6)
                i += 1
            elif button.key == "close":
                button.rect = pygame.Rect(panel.x + 20, panel.bottom - 84, 260, 68)
        self.sync_targets()

    def handle(self, intent) -> None:
        if intent.kind in ("menu", "back"):
            self.app.pop()
            return
        rows = self.rows()
        ids = [t["id"] for t in rows]
        key = self.nav.focus
        if intent.kind in ("up", "down") and isinstance(key, tuple) and key[0] == "row" and key[1] in ids:
            i = ids.index(key[1]) + (1 if intent.kind == "down" else -1)
            if 0 <= i < len(ids) and not (self.first <= i < self.first + VISIBLE):
                self.first = max(0, min(i, len(ids) - VISIBLE)) if i >= self.first else i
                self.rebuild()
                self.nav.focus = ("row", ids[i])
                return
        super().handle(intent)

    def update(self, dt: float) -> None:
        self.layout()

    def draw(self, surface) -> None:
        hud = self.mine.hud
        self.mine.draw_on_board(surface, self.focused_ticket())
        panel = self.panel()
        theme.shadow(surface, panel, radius=18, offset=8, alpha=140)
        theme.panel(surface, panel, (24, 30, 40), theme.ACCENT, radius=18, width=3)
        surface.blit(theme.play_text(tr("play.tickets.title", n=len(self.mine.tickets())), "title", panel.w - 40,
                                     theme.ACCENT, bold=True), (panel.x + 24, panel.y + 20))
        self.draw_buttons(surface)  # first: the rows' tickets are drawn over their buttons
        states = self.mine.states()
        viewer = hud.t.view.get("seat")
        tickets = {t["id"]: t for t in self.mine.tickets()}
        for button in self.buttons:
            if not (isinstance(button.key, tuple) and button.key[0] == "row") or button.key[1] not in tickets:
                continue
            ticket = tickets[button.key[1]]
            r = button.rect
            if self.nav.focus == button.key:
                pygame.draw.rect(surface, theme.PANEL_HI, r.inflate(10, 4), border_radius=10)
                pygame.draw.rect(surface, theme.ACCENT, r.inflate(10, 4), 3, border_radius=10)
            tile = ticket_tile(hud.city(ticket["a"]), hud.city(ticket["b"]), ticket["points"], (450, r.h),
                               states.get(ticket["id"]), long=ticket.get("long", False))
            cards.draw_private_face(surface, viewer, f"ticket:{ticket['id']}", tile, (r.x, r.y))
            text, color = state_text(states.get(ticket["id"]))
            surface.blit(theme.play_text(text, "body", r.w - 470, color, bold=True), (r.x + 466, r.y + 7))
        if len(self.rows()) > VISIBLE:
            more = tr("play.tickets.scroll", first=self.first + 1, last=min(len(self.rows()), self.first + VISIBLE),
                      n=len(self.rows()))
            text = theme.play_text(more, "body", panel.w - 320, theme.INK_DIM)
            surface.blit(text, text.get_rect(bottomright=(panel.right - 24, panel.bottom - 30)))
