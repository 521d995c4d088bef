"""The viewer's tickets at a route table: tiles beside the hand, each ticket shown on the map, and
the overview listing them all with how far each one is.

Pointing at a tile (or focusing it with the keys) shows the ticket on the map: a ring around both
cities' plates, a dashed line between them and, lit in gold, the viewer's own routes already
reaching either city. A tap pins it there. The overview (the tickets button) lists every ticket,
with its state: done, how many cars still missing on the cheapest free way, or blocked.
"""

from __future__ import annotations

from game.client import cards, theme
from game.client.pg import pygame
from game.client.ticket_progress import progress
from game.client.ui import Target, draw_button
from game.i18n import tr

TILE_H = 36  # up to six tiles beside the hand (three a column); more: the last opens the overview
TICKET_MIN_W = 256  # px: a ticket tile narrower than this cuts its city names



class MyTickets:
    def __init__(self, hud):
        self.hud = hud
        self.pinned: str | None = None

    @property
    def t(self):
        return self.hud.t

    def tickets(self) -> list[dict]:
        return list(self.t.view.get("my_tickets") or [])

    def states(self) -> dict:
        view = self.t.view
        key = (view.get("seat"), repr(view.get("my_tickets")), repr([r["owner"] for r in view.get("routes", ())]))
        if getattr(self, "_states_key", None) != key:
            self._states_key = key
            seat = view.get("seat")
            self._states = {p.id: p for p in progress(view, seat, self.tickets())} if seat is not None else {}
        return self._states

    def ordered(self) -> list[dict]:
        """Tickets still to do first (the most valuable first), the done ones after."""
        states = self.states()
        return sorted(self.tickets(), key=lambda t: (bool(getattr(states.get(t["id"]), "done", t.get("done"))),
                                                     -t["points"]))

    # -- the tiles beside the hand -------------------------------------------------------------

    def area(self) -> pygame.Rect:
        hand = self.hud.hand_rect
        x0 = hand.x + 12 + len(self.hud.card_order) * self.hud.hand_step() + 8
        return pygame.Rect(x0, hand.y, hand.right - 10 - x0, hand.h)

    def header_rect(self) -> pygame.Rect:
        a = self.area()
        return pygame.Rect(a.right - 150, a.y + 4, 146, 32)

    def tile_rects(self) -> list[tuple[pygame.Rect, dict | None]]:
        """(rect, ticket) for each tile; the ticket is None for the "more" tile."""
        a = self.area()
        tickets = self.ordered()
        # Two columns while each keeps a readable name (Europe's nine kinds of card); one beside a
        # longer hand (Märklin's eleven).
        columns = 2 if (a.w - 8) // 2 >= TICKET_MIN_W else 1
        width = (a.w - 8 * (columns - 1)) // columns
        tiles = 3 * columns
        shown = tickets if len(tickets) <= tiles else tickets[:tiles - 1] + [None]
        out = []
        for i, ticket in enumerate(shown):
            rect = pygame.Rect(a.x + (i // 3) * (width + 8), a.y + 38 + (i % 3) * (TILE_H + 3), width, TILE_H)
            out.append((rect, ticket))
        return out

    def targets(self) -> list[Target]:
        if self.t.view.get("seat") is None or not self.tickets():
            return []
        out = [Target(("ui", "tickets"), self.header_rect(), self.open_overview)]
        for rect, ticket in self.tile_rects():
            if ticket is None:
                out.append(Target(("ticket-more", ""), rect, self.open_overview))
            else:
                out.append(Target(("ticket-tile", ticket["id"]), rect, lambda tid=ticket["id"]: self.pin(tid)))
        return out

    def pin(self, ticket_id: str) -> None:
        self.pinned = None if self.pinned == ticket_id else ticket_id
        self.hud.app.audio.play("tick")

    def open_overview(self) -> None:
        from game.client.scenes.tickets import TicketOverview

        self.hud.app.audio.play("click")
        self.hud.app.push(TicketOverview(self.hud.app, self))

    def paint(self, surf, offset) -> None:
        """Into the hand's surface (``offset``: screen -> surface)."""
        viewer = self.t.view.get("seat")
        tickets = self.tickets()
        a = self.area().move(*offset)
        surf.blit(self.heading(len(tickets), a.w - 170), (a.x, a.y + 5))
        states = self.states()
        for rect, ticket in self.tile_rects():
            r = rect.move(*offset)
            if ticket is None:
                more = len(tickets) - (len(self.tile_rects()) - 1)
                pygame.draw.rect(surf, theme.PANEL_HI, r, border_radius=10)
                pygame.draw.rect(surf, theme.PANEL_EDGE, r, 2, border_radius=10)
                theme.blit_center(surf, theme.play_text(tr("play.tickets.more", n=more), "ticket", r.w - 12,
                                                        theme.INK, bold=True), r.center)
                continue
            img = ticket_tile(self.hud.city(ticket["a"]), self.hud.city(ticket["b"]), ticket["points"], r.size,
                              states.get(ticket["id"]), long=ticket.get("long", False))
            cards.draw_private_face(surf, viewer, f"ticket:{ticket['id']}", img, r)

    @staticmethod
    def heading(n: int, room: int) -> pygame.Surface:
        """"MY TICKETS (n)", or a shorter form where the hand's cards leave less room (Märklin's
        eleven kinds): "TICKETS (n)", then "TICKETS", cut only if even that does not fit."""
        size = theme.size("heading")
        for key in ("table.my_tickets", "play.tickets.heading_short", "play.tickets.heading_bare"):
            words = tr(key, n=n)
            if theme.text(words, size, theme.INK_DIM, bold=True).get_width() <= room:
                break
        return theme.play_text(words, "heading", room, theme.INK_DIM, bold=True)

    def draw_header_button(self, surface, focused) -> None:
        if self.t.view.get("seat") is None or not self.tickets():
            return
        draw_button(surface, self.header_rect(), tr("play.tickets.all"),
                    focused is not None and focused.key == ("ui", "tickets"), size=24)

    # -- on the map ----------------------------------------------------------------------------

    def shown(self, focused) -> dict | None:
        ids = {t["id"]: t for t in self.tickets()}
        if focused is not None and isinstance(focused.key, tuple) and focused.key[0] == "ticket-tile":
            return ids.get(focused.key[1])
        return ids.get(self.pinned)

    def draw_on_board(self, surface, ticket: dict | None) -> None:
        if ticket is None:
            return
        board = self.hud.board
        state = self.states().get(ticket["id"])
        for rid in (state.own_routes if state is not None else ()):
            geom = board.routes.get(rid)
            if geom is not None:
                pygame.draw.line(surface, (20, 20, 20), geom.a, geom.b, 30)
                pygame.draw.line(surface, theme.ACCENT, geom.a, geom.b, 24)
                for center, angle, length in geom.slots:
                    from game.client import pieces

                    pieces.draw_claimed_car(surface, center, angle, length, board.seat_colors[self.t.view["seat"]])
        a, b = board.city_pos.get(ticket["a"]), board.city_pos.get(ticket["b"])
        if a is not None and b is not None:
            dashed_line(surface, a, b)
        for cid in (ticket["a"], ticket["b"]):
            board.ring_city(surface, cid, theme.ACCENT, 6, grow=6)


def dashed_line(surface, a, b, color=theme.ACCENT, width: int = 5, dash: int = 14) -> None:
    import math

    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1
    n = int(length // dash)
    for k in range(0, n, 2):
        p = (a[0] + dx * k / n, a[1] + dy * k / n)
        q = (a[0] + dx * (k + 1) / n, a[1] + dy * (k + 1) / n)
        pygame.draw.line(surface, (20, 20, 20), p, q, width + 4)
        pygame.draw.line(surface, color, p, q, width)


def state_text(state) -> tuple[str, tuple[int, int, int]]:
    if state is None:
        return "", theme.INK_DIM
    if state.done:
        return tr("play.tickets.done"), theme.GOOD
    if state.blocked:
        return tr("play.tickets.blocked"), theme.BAD
    return tr("play.tickets.missing", n=state.missing), theme.INK


_tiles: dict = {}


def ticket_tile(a_name: str, b_name: str, points: int, size, state, long: bool = False) -> pygame.Surface:
    """A ticket beside the hand: "A – B" at the ticket size, its points, ticked once done and
    crossed when no way is left."""
    done = bool(state and state.done)
    blocked = bool(state and state.blocked)
    key = (a_name, b_name, points, tuple(size), done, blocked, long, theme.text_mode())
    surf = _tiles.get(key)
    if surf is not None:
        return surf
    if len(_tiles) > 400:
        _tiles.clear()
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    paper = (232, 214, 236) if long else (244, 232, 204)
    if done:
        paper = theme.mix(paper, (150, 220, 150), 0.45)
    elif blocked:
        paper = theme.mix(paper, (230, 140, 130), 0.45)
    pygame.draw.rect(surf, paper, surf.get_rect(), border_radius=9)
    pygame.draw.rect(surf, (120, 96, 64), surf.get_rect(), 2, border_radius=9)
    badge = pygame.Rect(w - 44, 3, 40, h - 6)
    mark = 28 if done or blocked else 0
    label = theme.text(f"{a_name} – {b_name}", theme.size("ticket"), theme.INK_DARK, bold=True, condensed=True)
    if label.get_width() > w - 60 - mark:  # cut rather than shrink: the size is what a TV needs
        label = _cut(f"{a_name} – {b_name}", w - 60 - mark)
    surf.blit(label, (8 + mark, (h - label.get_height()) // 2))
    pygame.draw.rect(surf, (120, 60, 140) if long else (60, 60, 70), badge, border_radius=8)
    theme.blit_center(surf, theme.text(str(points), theme.size("badge"), theme.INK, bold=True), badge.center)
    if done:
        pygame.draw.lines(surf, (30, 130, 50), False, [(7, h // 2), (14, h // 2 + 8), (27, h // 2 - 9)], 5)
    elif blocked:
        pygame.draw.line(surf, (170, 40, 30), (8, h // 2 - 8), (24, h // 2 + 8), 5)
        pygame.draw.line(surf, (170, 40, 30), (8, h // 2 + 8), (24, h // 2 - 8), 5)
    _tiles[key] = surf
    return surf


def _cut(value: str, width: int) -> pygame.Surface:
    size = theme.size("ticket")
    while value and theme.text(value + "…", size, theme.INK_DARK, bold=True, condensed=True).get_width() > width:
        value = value[:-1]
    return theme.text(value + "…", size, theme.INK_DARK, bold=True, condensed=True)
