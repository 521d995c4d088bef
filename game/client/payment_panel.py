"""Paying for a route (or a station, or a tunnel's extra cards) at a route table.

The route being paid for stays in view: the panel sits in the half of the board away from it and
the route glows on the map. Each way to pay is a tile of card stacks, one stack per kind of card,
with its count and its name ("3 × red", "1 × locomotive"), so the choice reads from a sofa. A
tunnel's extra cost shows the cards it turned up the same way.
"""

from __future__ import annotations

import math
from collections import Counter

from game.client import cards, pieces, theme
from game.client.pg import pygame
from game.client.ui import Target, draw_button
from game.i18n import tr

CARD = (56, 80)  # a card of a stack
FAN = 9  # px between the cards of a stack
STACK_W = CARD[0] + 2 * FAN + 64  # a stack and its count
TILE_H = 150
PANEL_W = 1180  # at most
MIN_W = 780  # room for the title and the Cancel button


class PaymentPanel:
    def __init__(self, hud):
        self.hud = hud
        self.rect = pygame.Rect(150, 470, PANEL_W, 400)

    @property
    def t(self):
        return self.hud.t

    # -- layout --------------------------------------------------------------------------------

    def place(self, key, actions) -> pygame.Rect:
        """The panel's rectangle: as wide as its tiles need, in the corner or half of the board
        that covers least of the route or city in question (the farthest from it on a tie)."""
        board = self.hud.board
        rows = self.rows_for(actions)
        tunnel = bool(self.t.view.get("pending_tunnel")) and key[0] == "route"
        h = 120 + (TILE_H + 14) * rows + 96 + (110 if tunnel else 0)
        widest = max((self.tile_width(a) for a in actions), default=STACK_W + 20)
        across = min(len(actions), self.per_row(actions)) or 1
        w = max(MIN_W, min(PANEL_W, 60 + across * (widest + 14) - 14))
        area = board.rect
        target = self.target_box(key)
        spots = [pygame.Rect(x, y, w, h)
                 for y in (area.y + 64, area.bottom - h - 8)
                 for x in (area.centerx - w // 2, area.x + 16, area.right - w - 16)]
        if target is None:
            self.rect = spots[3]
        else:
            def cost(r):
                clip = r.clip(target)
                return clip.w * clip.h, -math.dist(r.center, target.center)
            self.rect = min(spots, key=cost)
        return self.rect

    def target_box(self, key) -> pygame.Rect | None:
        board = self.hud.board
        kind, target = key
        if kind == "route" and target in board.routes:
            g = board.routes[target]
            xs, ys = (g.a[0], g.b[0]), (g.a[1], g.b[1])
            return pygame.Rect(min(xs) - 20, min(ys) - 20, max(xs) - min(xs) + 40, max(ys) - min(ys) + 40)
        if kind == "city" and target in board.city_pos:
            return board.plate_rect(target).inflate(20, 20)
        return None

    def per_row(self, actions) -> int:
        widest = max((self.tile_width(a) for a in actions), default=STACK_W + 20)
        return max(1, (PANEL_W - 60) // (widest + 14))

    def rows_for(self, actions) -> int:
        return max(1, min(2, math.ceil(len(actions) / self.per_row(actions))))

    def stack_width(self, card: str) -> int:
        """A stack and its count, or the card's name under it when that is wider ("locomotive"
        is cut short in a bare stack's width)."""
        name = theme.text(self.hud.t.recap.card_name(card), theme.size("body"))
        return max(STACK_W, name.get_width() + 12)

    def tile_width(self, action) -> int:
        counts = Counter(action.choice)
        if not counts:
            return 20 + STACK_W
        return 20 + sum(self.stack_width(card) for card in counts)

    def targets(self, key, actions) -> list[Target]:
        rect = self.place(key, actions)
        per_row = self.per_row(actions)
        per_page = per_row * self.rows_for(actions)
        pages = max(1, math.ceil(len(actions) / per_page))
        self.t.page = min(self.t.page, pages - 1)
        shown = actions[self.t.page * per_page:(self.t.page + 1) * per_page]
        width = max((self.tile_width(a) for a in shown), default=STACK_W + 20)
        y0 = rect.y + 110 + (110 if self.t.view.get("pending_tunnel") and key[0] == "route" else 0)
        out = []
        for i, action in enumerate(shown):
            r = pygame.Rect(rect.x + 30 + (i % per_row) * (width + 14), y0 + (i // per_row) * (TILE_H + 14),
                            width, TILE_H)
            out.append(Target(("choice", i), r, lambda a=action: self.t.perform(a), data=action))
        if pages > 1:
            out.append(Target(("page", -1), pygame.Rect(rect.x + 30, rect.bottom - 84, 120, 68),
                              lambda: self.hud.turn_page(-1, pages), enabled=self.t.page > 0))
            out.append(Target(("page", 1), pygame.Rect(rect.x + 160, rect.bottom - 84, 120, 68),
                              lambda: self.hud.turn_page(1, pages), enabled=self.t.page < pages - 1))
        return out

    # -- drawing -------------------------------------------------------------------------------

    def title(self, key) -> tuple[str, str]:
        """The panel's title and the line under it, in the player's words."""
        kind, target = key
        actions = self.t.groups.get(key) or []
        action_kind = actions[0].kind if actions else ""
        if kind == "route":
            r = next((r for r in self.t.view["routes"] if r["id"] == target), None)
            route = f"{self.hud.city(r['a'])} – {self.hud.city(r['b'])}" if r else target
            if action_kind == "pay_tunnel":
                title = tr("play.pay.tunnel_title", route=route)
            else:
                title = tr("play.pay.title", route=route)
            if r is None:
                return title, ""
            color = self.hud.t.recap.card_name(r["color"]) if r["color"] != "gray" else tr("play.pay.any_color")
            extra = []
            if r.get("tunnel"):
                extra.append(tr("play.pay.is_tunnel"))
            if r.get("ferry"):
                extra.append(tr("play.pay.ferry", n=r["ferry"]))
            line = tr("play.pay.route", n=r["length"], color=color) + "".join(f" · {e}" for e in extra)
            return title, line
        if kind == "city":
            return tr("play.pay.station_title", city=self.hud.city(target)), tr("play.pay.station_line")
        return tr(f"kind.{action_kind}") if action_kind else "", ""

    def draw(self, surface, key, actions, focused) -> None:
        rect = self.rect
        theme.shadow(surface, rect, radius=18, offset=8, alpha=140)
        theme.panel(surface, rect, (24, 30, 40), theme.ACCENT, radius=18, width=3)
        title, line = self.title(key)
        surface.blit(theme.play_text(title, "title", rect.w - 60, theme.ACCENT, bold=True), (rect.x + 30, rect.y + 18))
        if line:
            surface.blit(theme.play_text(line, "body", rect.w - 60, theme.INK), (rect.x + 30, rect.y + 62))
        tunnel = self.t.view.get("pending_tunnel")
        if tunnel and key[0] == "route":
            self.draw_tunnel(surface, tunnel, rect.x + 30, rect.y + 104)
        for target in self.t.nav.targets:
            if target.key[0] == "choice":
                self.draw_option(surface, target.data, target.rect,
                                 focused is not None and focused.key == target.key)

    def draw_tunnel(self, surface, tunnel, x, y) -> None:
        """The cards the tunnel turned up, and what they cost."""
        label = theme.play_text(tr("play.pay.turned_up", n=tunnel.get("extra", 0)), "body", 520, theme.INK, bold=True)
        surface.blit(label, (x, y + 30))
        x += label.get_width() + 20
        for card in tunnel.get("revealed", []):
            face = cards.card_face(card, CARD, self.hud.colorblind)
            surface.blit(face, (x, y))
            name = theme.play_text(self.hud.t.recap.card_name(card), "body", 150, theme.INK_DIM)
            surface.blit(name, (x + CARD[0] + 8, y + 26))
            x += CARD[0] + 16 + name.get_width() + 16

    def draw_option(self, surface, action, rect, focused: bool) -> None:
        draw_button(surface, rect, "", focused, True)
        counts = Counter(action.choice)
        if not counts:
            theme.blit_center(surface, theme.play_text(tr(f"kind.{action.kind}"), "body", rect.w - 20, theme.INK,
                                                       bold=True), rect.center)
            return
        x = rect.x + 14
        for card, n in sorted(counts.items(), key=lambda kv: (kv[0] == "locomotive", kv[0])):
            face = cards.card_face(card, CARD, self.hud.colorblind)
            for k in range(min(n, 3)):  # a stack: up to three cards fanned out
                surface.blit(face, (x + k * FAN, rect.y + 14 + k * 3))
            count = theme.text(f"× {n}", theme.size("body") + 4, theme.INK, bold=True)
            surface.blit(count, (x + CARD[0] + 2 * FAN + 8, rect.y + 30))
            width = self.stack_width(card)
            name = theme.play_text(self.hud.t.recap.card_name(card), "body", width - 8, theme.INK_DIM)
            surface.blit(name, (x, rect.y + 14 + CARD[1] + 12))
            x += width

    def draw_route(self, surface, key) -> None:
        """The route (or city) being paid for, glowing on the map while the panel is open."""
        board = self.hud.board
        kind, target = key
        if kind == "route" and target in board.routes:
            g = board.routes[target]
            glow = int(170 + 80 * math.sin(self.hud.time * 5))
            pygame.draw.line(surface, (20, 20, 20), g.a, g.b, 34)
            pygame.draw.line(surface, (255, glow, 60), g.a, g.b, 28)
            for k, (center, angle, length) in enumerate(g.slots):
                pieces.draw_free_slot(surface, center, angle, length, g.color, g.tunnel, k < g.ferry,
                                      self.hud.colorblind)
        elif kind == "city":
            board.ring_city(surface, target, theme.ACCENT, 6, grow=6)
