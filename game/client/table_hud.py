"""What surrounds the board at the table: seat panels, hand, market, objectives, the choice panel
and the status line. One class per board family; the shared parts live in :class:`HudBase`.

Panels change only when the state does, so they are rendered into cached surfaces on
:meth:`HudBase.sync` and a frame only blits them (plus what slides or pulses).
"""

from __future__ import annotations

import math

from game.client import card_art, cards, theme, ticket_decks
from game.client.grid_view import GridBoardView, draw_marker
from game.client.open_tickets import OpenTickets
from game.client.pg import pygame
from game.client.route_board_extras import BoardExtras
from game.client.route_extras import RouteExtras
from game.client.route_view import RouteBoardView, draw_station
from game.client.ui import Target, draw_button, focus_ring
from game.i18n import language, tr

RIGHT_X = 1480
RIGHT_W = theme.W - RIGHT_X
PANEL_BG = (26, 34, 44)
MARKET_CARD = (128, 84)
HAND_CARD = (96, 132)
TICKET_MIN_W = 200  # a ticket chip narrower than this squeezes its city names below reading size


def seat_name(table, seat: int) -> str:
    return table.match.seats[seat].name or tr("newgame.default_player", n=seat + 1)


def card_chip(surface, card: str, rect, colorblind: bool) -> None:
    surface.blit(cards.card_face(card, rect.size, colorblind), rect)


class HudBase:
    family = ""

    def __init__(self, table):
        self.t = table
        self.app = table.app
        self.menu_rect = pygame.Rect(theme.W - 220, theme.H - 84, 200, 68)
        self.right: pygame.Surface | None = None
        self._part_keys: dict[str, object] = {}  # what each part of ``right`` was last painted from
        self.shown_points: list[float] = []
        self.scroll_offset = 0
        self.highlight: pygame.Surface | None = None
        self.highlight_key = None
        self.time = 0.0
        self.seat_colors = [s.color or theme.SEAT_COLOR_ORDER[i] for i, s in enumerate(table.match.seats)]

    @property
    def colorblind(self) -> bool:
        return self.app.settings.colorblind

    def seat_rgb(self, seat: int):
        return theme.seat_rgb(self.seat_colors[seat])

    # -- hooks for subclasses ------------------------------------------------------------------

    def points(self) -> list[int]:
        return [0] * len(self.seat_colors)

    def update(self, dt: float) -> None:
        self.time += dt
        target = self.points()
        if len(self.shown_points) != len(target):
            self.shown_points = [float(p) for p in target]
        for i, p in enumerate(target):
            diff = p - self.shown_points[i]
            self.shown_points[i] += diff * min(1.0, dt * 5) if abs(diff) > 0.02 else diff

    def panel_targets(self) -> list[Target]:
        """Targets of the panels themselves (not actions), offered when no choice is open."""
        return []

    def scroll(self, amount: int) -> None:
        self.scroll_offset = max(0, self.scroll_offset - amount)
        self.sync()

    # -- cached right panel -------------------------------------------------------------------

    def right_surface(self) -> pygame.Surface:
        """The right panel, allocated once: a new 440x1080 surface and its ``convert`` cost more
        than a millisecond, paid on every move before."""
        if self.right is None:
            self.right = pygame.Surface((RIGHT_W, theme.H)).convert()
            self.right.fill(PANEL_BG)
            pygame.draw.line(self.right, theme.PANEL_EDGE, (0, 0), (0, theme.H), 2)
            self._part_keys = {}
        return self.right

    def paint_part(self, name: str, key, area: pygame.Rect, paint) -> None:
        """Repaint one region of the right panel only when what it shows changed: a bot's move
        touches one seat and the market, not the whole panel."""
        surf = self.right_surface()
        key = (key, self.colorblind, language())
        if self._part_keys.get(name) == key:
            return
        self._part_keys[name] = key
        area = area.clip(surf.get_rect())
        surf.fill(PANEL_BG, area)
        pygame.draw.line(surf, theme.PANEL_EDGE, (0, area.top), (0, area.bottom), 2)
        paint(surf)

    def paint_seats(self, view, lines_of, points_of) -> None:
        off = -RIGHT_X
        active = tuple(self.t.match.active_seats)
        for seat, rect in enumerate(self.seat_rects()):
            lines, points = lines_of(seat), points_of(seat)
            seat_info = self.t.match.seats[seat]
            key = (repr(lines), points, seat in active, seat_info.name, seat_info.kind, seat_info.level,
                   view.get("seat") == seat, tuple(rect))
            local = rect.move(off, 0)
            area = pygame.Rect(0, local.y - 4, RIGHT_W, local.h + 8)
            self.paint_part(f"seat:{seat}", key, area,
                            lambda surf, s=seat, r=local, li=lines, pt=points: self.draw_seat_panel(surf, s, r, li, pt))

    # -- seat panels ---------------------------------------------------------------------------

    def seat_rects(self) -> list[pygame.Rect]:
        n = len(self.seat_colors)
        h = min(92, 470 // n)
        return [pygame.Rect(RIGHT_X + 4, 12 + i * h, RIGHT_W - 20, h - 8) for i in range(n)]

    def seat_center(self, seat: int):
        return self.seat_rects()[seat].center

    def draw_seat_panel(self, surf, seat: int, rect, lines: list[tuple[str, str]], points_text: str) -> None:
        view = self.t.view
        current = seat in self.t.match.active_seats
        base = theme.PANEL_HI if current else theme.PANEL
        theme.panel(surf, rect, base, theme.ACCENT if current else theme.PANEL_EDGE, radius=12,
                    width=3 if current else 1)
        color = self.seat_rgb(seat)
        stripe = pygame.Rect(rect.x, rect.y, 16, rect.h)
        pygame.draw.rect(surf, color, stripe, border_top_left_radius=12, border_bottom_left_radius=12)
        token = (rect.x + 44, rect.y + 30)
        pygame.draw.circle(surf, color, token, 18)
        pygame.draw.circle(surf, theme.shade(color, 0.5), token, 18, 2)
        theme.symbol(surf, theme.seat_symbol(self.seat_colors[seat]), token, 18, theme.contrast_ink(color))
        seat_info = self.t.match.seats[seat]
        name = seat_name(self.t, seat)
        surf.blit(theme.fit_text(name, 24, rect.w - 210, theme.INK, bold=True), (rect.x + 72, rect.y + 8))
        who = tr(f"level.{seat_info.level}") if seat_info.kind == "bot" else tr("newgame.human")
        if seat == view.get("seat") and seat_info.kind == "human":
            who = tr("table.you")
        surf.blit(theme.text(who, 17, theme.INK_DIM), (rect.x + 72, rect.y + 36))
        x = rect.x + 72
        for icon, value in lines:
            label = theme.text(str(value), 19, theme.INK)
            if rect.h > 70:
                draw_icon(surf, icon, (x + 9, rect.y + 64))
                surf.blit(label, (x + 22, rect.y + 53))
            x += label.get_width() + 40
        pts = theme.text(points_text, 36, theme.ACCENT, bold=True)
        surf.blit(pts, pts.get_rect(topright=(rect.right - 14, rect.y + 8)))
        if current:
            arrow = [(rect.x - 2, rect.centery - 10), (rect.x + 10, rect.centery), (rect.x - 2, rect.centery + 10)]
            pygame.draw.polygon(surf, theme.ACCENT, arrow)

    # -- status --------------------------------------------------------------------------------

    def draw_status(self, surface) -> None:
        match = self.t.match
        actor = self.t.session.next_actor()
        if actor is None:
            return
        name = seat_name(self.t, actor)
        if self.t.acting_human is not None and actor == self.t.acting_human:
            kinds = []
            for actions in self.t.groups.values():
                for a in actions:
                    if a.kind not in kinds:
                        kinds.append(a.kind)
            msg = tr("table.your_turn", name=name) + "  —  " + " · ".join(tr(f"kind.{k}") for k in kinds[:5])
            color = theme.ACCENT
        elif self.t.session.is_bot(actor):
            progress = self.t.session.thinking_progress(actor)
            if progress is not None:
                # A searching bot (hard, expert): say it thinks, counting the seconds, and fill a
                # bar towards its budget, so a 3-second think never looks like a frozen table.
                seconds, budget = progress
                msg = tr("bots.thinking", name=name, seconds=f"{seconds:.1f}")
                self._think_share = min(1.0, seconds / budget)
            else:
                msg = tr("table.bot_thinking", name=name)
                self._think_share = None
            color = theme.INK
        else:
            msg = tr("table.waiting_for", name=name)
            color = theme.INK
        share = getattr(self, "_think_share", None) if self.t.session.is_bot(actor) else None
        key = (msg, color, actor, tuple(self.t.log_lines[-3:]), share)
        if key != getattr(self, "_status_key", None):
            self._status_key = key
            self._status = self.render_status(msg, color, actor)
            if share is not None:
                self.draw_think_bar(self._status, share)
        surface.blit(self._status, (12, 10))
        _ = match

    def draw_think_bar(self, surf, share: float) -> None:
        """A thin bar along the bottom of the status pill, filled with the share of the think
        budget spent."""
        pill_width, label_height = self._status_pill
        y = label_height + 8
        width = pill_width - 44
        pygame.draw.rect(surf, (60, 66, 76), (30, y, width, 4), border_radius=2)
        pygame.draw.rect(surf, theme.ACCENT, (30, y, max(4, int(width * share)), 4), border_radius=2)

    def render_status(self, msg, color, actor) -> pygame.Surface:
        """The status pill and the last log lines, rendered once per change (one blit a frame)."""
        label = theme.fit_text(msg, 24, RIGHT_X - 60, color, bold=True)
        smalls = [theme.fit_text(line, 18, RIGHT_X - 60, (230, 230, 230)) for line in self.t.log_lines[-3:]]
        width = max([label.get_width() + 44] + [s.get_width() + 16 for s in smalls])
        height = label.get_height() + 14 + sum(s.get_height() + 8 for s in smalls) + 6
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        rect = pygame.Rect(0, 0, label.get_width() + 44, label.get_height() + 14)
        self._status_pill = (rect.width, label.get_height())
        pygame.draw.rect(surf, (12, 16, 22, 200), rect, border_radius=16)
        pygame.draw.circle(surf, self.seat_rgb(actor), (16, rect.centery), 7)
        surf.blit(label, (30, 7))
        y = rect.bottom + 6
        for small in smalls:
            pygame.draw.rect(surf, (12, 16, 22, 150), (0, y, small.get_width() + 16, small.get_height() + 6))
            surf.blit(small, (8, y + 3))
            y += small.get_height() + 8
        return surf

    # -- choices -------------------------------------------------------------------------------

    def choice_panel_rect(self) -> pygame.Rect:
        return pygame.Rect(170, 470, 1140, 420)

    def choice_title(self, key) -> str:
        return ""

    def choice_targets(self, key, actions) -> list[Target]:
        rect = self.choice_panel_rect()
        targets: list[Target] = []
        if key[0] == "ticket":
            items = self.ticket_items(actions)
            for i, item in enumerate(items):
                r = pygame.Rect(rect.x + 30 + (i % 2) * 545, rect.y + 80 + (i // 2) * 84, 530, 70)
                targets.append(Target(("toggle", item), r, lambda item=item: self.toggle(item)))
            ok = tuple(sorted(self.t.selection)) in {tuple(sorted(a.choice)) for a in actions}
            r = pygame.Rect(rect.centerx - 200, rect.bottom - 90, 400, 72)
            targets.append(Target(("confirm", ""), r, self.confirm_selection, enabled=ok))
        else:
            per_page = 10
            pages = max(1, math.ceil(len(actions) / per_page))
            self.t.page = min(self.t.page, pages - 1)
            shown = actions[self.t.page * per_page:(self.t.page + 1) * per_page]
            for i, action in enumerate(shown):
                r = pygame.Rect(rect.x + 30 + (i % 5) * 218, rect.y + 130 + (i // 5) * 104, 206, 92)
                targets.append(Target(("choice", i), r, lambda a=action: self.t.perform(a), data=action))
            if pages > 1:
                targets.append(Target(("page", -1), pygame.Rect(rect.x + 30, rect.bottom - 84, 120, 68),
                                      lambda: self.turn_page(-1, pages), enabled=self.t.page > 0))
                targets.append(Target(("page", 1), pygame.Rect(rect.x + 160, rect.bottom - 84, 120, 68),
                                      lambda: self.turn_page(1, pages), enabled=self.t.page < pages - 1))
        # Buttons of the turn (abandon a tunnel...) stay reachable while choices are shown.
        bx = rect.right - 30
        for bkey, bactions in self.t.groups.items():
            if bkey[0] == "button":
                r = pygame.Rect(bx - 300, rect.bottom - 84, 300, 68)
                targets.append(Target(bkey, r, lambda a=bactions[0]: self.t.perform(a)))
                bx -= 320
        if not self.t.auto_opened:
            r = pygame.Rect(bx - 240, rect.bottom - 84, 240, 68)
            targets.append(Target(("cancel", ""), r, self.t.cancel_choices))
        return targets

    def turn_page(self, step: int, pages: int) -> None:
        self.t.page = max(0, min(pages - 1, self.t.page + step))
        self.t.build_targets()

    def ticket_items(self, actions) -> list[str]:
        items: list[str] = []
        for a in actions:
            for c in a.choice:
                if c not in items:
                    items.append(c)
        return items

    def toggle(self, item: str) -> None:
        sel = self.t.selection
        if item in sel:
            sel.discard(item)
        else:
            sel.add(item)
        self.app.audio.play("tick")
        focus = self.t.nav.focus
        self.t.build_targets()
        self.t.nav.focus = focus

    def confirm_selection(self) -> None:
        choice = tuple(sorted(self.t.selection))
        for a in self.t.groups.get(self.t.open_key, []):
            if tuple(sorted(a.choice)) == choice:
                self.t.perform(a)
                return

    def draw_choices(self, surface, key, actions, focused) -> None:
        rect = self.choice_panel_rect()
        theme.shadow(surface, rect, radius=18, offset=8, alpha=120)
        theme.panel(surface, rect, (28, 34, 44), theme.ACCENT, radius=18, width=3)
        title = self.choice_title(key)
        surface.blit(theme.fit_text(title, 30, rect.w - 60, theme.ACCENT, bold=True), (rect.x + 30, rect.y + 22))
        for target in self.t.nav.targets:
            k = target.key
            is_focus = focused is not None and focused.key == k
            if k[0] == "toggle":
                self.draw_ticket_toggle(surface, k[1], target.rect, k[1] in self.t.selection, is_focus)
            elif k[0] == "confirm":
                draw_button(surface, target.rect, tr("table.keep"), is_focus, target.enabled, "primary")
            elif k[0] == "choice":
                self.draw_payment(surface, target.data, target.rect, is_focus)
            elif k[0] == "page":
                draw_button(surface, target.rect, "◀" if k[1] < 0 else "▶", is_focus, target.enabled)
            elif k[0] == "button":
                draw_button(surface, target.rect, tr(f"button.{k[1]}"), is_focus, True, "danger")
            elif k[0] == "cancel":
                draw_button(surface, target.rect, tr("common.cancel"), is_focus)

    def draw_payment(self, surface, action, rect, focused: bool) -> None:
        draw_button(surface, rect, "", focused, True)
        if ticket_decks.is_mix(action.choice, self.t.view.get("ticket_piles")):
            ticket_decks.draw_mix(surface, rect, action.choice)
            return
        if action.choice and all(item in self.board.routes for item in action.choice):
            self.draw_route_choice(surface, action.choice[0], rect)
            return
        n = max(1, len(action.choice))
        cw = min(40, (rect.w - 20) // n - 4)
        ch = int(cw * 1.4)
        x = rect.centerx - (n * (cw + 4) - 4) // 2
        for card in action.choice:
            card_chip(surface, card, pygame.Rect(x, rect.centery - ch // 2, cw, ch), self.colorblind)
            x += cw + 4
        if not action.choice:
            theme.blit_center(surface, theme.text(tr(f"kind.{action.kind}"), 22, theme.INK, bold=True), rect.center)

    def draw_ticket_toggle(self, surface, item, rect, selected, focused) -> None:
        theme.blit_center(surface, theme.text(item, 22, theme.INK), rect.center)

    def draw_route_choice(self, surface, route_id: str, rect) -> None:
        """A choice naming a route (which of two tracks to take): its cities and its owner's colour."""
        r = next((r for r in self.t.view["routes"] if r["id"] == route_id), None)
        if r is None:
            return
        if r["owner"] is not None:
            pygame.draw.circle(surface, self.seat_rgb(r["owner"]), (rect.x + 24, rect.centery), 12)
            theme.symbol(surface, theme.seat_symbol(self.seat_colors[r["owner"]]), (rect.x + 24, rect.centery), 13,
                         theme.contrast_ink(self.seat_rgb(r["owner"])))
        label = f"{self.city(r['a'])} – {self.city(r['b'])}" if hasattr(self, "city") else route_id
        surface.blit(theme.fit_text(label, 24, rect.w - 52, theme.INK, bold=True), (rect.x + 42, rect.centery - 14))


class RouteHud(HudBase):
    family = "route"

    def __init__(self, table):
        super().__init__(table)
        self.board = RouteBoardView(table.match, pygame.Rect(0, 0, RIGHT_X - 10, 905), self.app.settings)
        self.board.build_geometry(table.view)
        self.hand_rect = pygame.Rect(10, 912, RIGHT_X - 30, 160)
        self.hand: pygame.Surface | None = None
        self._hand_key = None
        self.card_order = list(table.view.get("hand") or table.view.get("discard_counts") or {})
        n = len(self.seat_colors)
        self.market_y = 12 + n * min(92, 470 // n) + 24
        self.extras = RouteExtras(self)  # a ruleset's own piles, stacks and races, from its view
        self.board_extras = BoardExtras(self)  # pieces on the cities (tokens, figures), from its view
        card_art.learn(table.match.setup.data.cards)  # faces for Locomotive +4 and Passenger cards
        extra = self.extras.height()
        self.buttons_y = self.extras.area_top() + extra + 8 if extra else self.market_y + 36 + 192 + 110
        self.open_tickets = OpenTickets(self)

    # -- positions -----------------------------------------------------------------------------

    def faceup_rect(self, slot: int) -> pygame.Rect:
        cell = slot + 1
        col, row = cell % 3, cell // 3
        return pygame.Rect(RIGHT_X + 6 + col * 142, self.market_y + 36 + row * 96, *MARKET_CARD)

    def pile_rect(self, pile: str) -> pygame.Rect:
        if pile == "deck":
            return pygame.Rect(RIGHT_X + 6, self.market_y + 36, *MARKET_CARD)
        return self.extras.pile_rect(pile) or pygame.Rect(RIGHT_X + 6, self.market_y + 36 + 192, 270, 84)

    def hand_slot(self, card: str) -> pygame.Rect:
        i = self.card_order.index(card) if card in self.card_order else 0
        return pygame.Rect(self.hand_rect.x + 14 + i * 102, self.hand_rect.y + 14, *HAND_CARD)

    def button_rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(RIGHT_X + 6, self.buttons_y + i * 78, RIGHT_W - 26, 68) for i in range(2)]

    def points(self) -> list[int]:
        return [s["route_points"] for s in self.t.view["seats"]]

    # -- sync and cached panels ----------------------------------------------------------------

    def sync(self) -> None:
        self.board.build_geometry(self.t.view)
        self.right = self.render_right()
        self.hand = self.render_hand()
        self.highlight = None

    def render_right(self) -> pygame.Surface:
        view = self.t.view

        def lines_of(seat):
            s = view["seats"][seat]
            if "counters" in s:  # a ruleset naming its own seat counters (icon, value)
                return [tuple(c) for c in s["counters"]]
            lines = [("wagon", s["trains"]), ("card", s["hand_size"]), ("ticket", s["tickets"])]
            if "stations_left" in s:
                lines.append(("station", s["stations_left"]))
            return lines

        self.paint_seats(view, lines_of, lambda seat: str(view["seats"][seat]["route_points"]))
        key = (view["deck"], tuple(view["faceup"]), view["ticket_pile"], view["discard"], bool(view.get("last_round")),
               repr([p.get("count") for p in self.extras.piles()]))
        top = self.extras.area_top() if self.extras.height() else self.buttons_y
        area = pygame.Rect(0, self.market_y - 4, RIGHT_W, top - self.market_y)
        self.paint_part("market", key, area, lambda surf: self.paint_market(surf, view))
        if self.extras.height():
            area = pygame.Rect(0, top - 4, RIGHT_W, self.buttons_y - top)
            self.paint_part("extras", self.extras.key(view), area, lambda surf: self.extras.paint_area(surf, view))
        return self.right

    def paint_market(self, surf, view) -> None:
        off = -RIGHT_X
        # Market.
        y = self.market_y
        surf.blit(theme.text(tr("table.market"), 22, theme.INK_DIM, bold=True), (10, y))
        deck = self.pile_rect("deck").move(off, 0)
        if view["deck"] > 0:
            for k in range(min(4, view["deck"] // 12 + 1)):
                surf.blit(cards.card_back(MARKET_CARD), deck.move(-k * 2, -k * 2))
        else:
            pygame.draw.rect(surf, theme.PANEL_EDGE, deck, 2, border_radius=8)
        badge(surf, str(view["deck"]), (deck.right - 10, deck.bottom - 10))
        for slot, card in enumerate(view["faceup"]):
            r = self.faceup_rect(slot).move(off, 0)
            if card:
                surf.blit(cards.card_face(card, MARKET_CARD, self.colorblind), r)
            else:
                pygame.draw.rect(surf, theme.PANEL_EDGE, r, 2, border_radius=8)
        tickets = self.pile_rect("tickets").move(off, 0)
        piles = view.get("ticket_piles") or {}
        if len(piles) > 1:  # several ticket decks (short and long): each back with its count
            ticket_decks.paint_decks(surf, tickets, piles)
        elif tickets.w >= 200:
            surf.blit(cards.card_back((tickets.w, tickets.h), "ticket"), tickets)
            theme.blit_center(surf, theme.text(tr("table.tickets_pile", n=view["ticket_pile"]), 22, theme.INK, bold=True),
                              tickets.center)
        else:  # narrowed beside a ruleset's own piles: a label strip and a count, as those piles have
            surf.blit(cards.card_back((tickets.w, tickets.h), "ticket"), tickets)
            self.extras.label_pile(surf, tickets, tr("route_extras.tickets"), view["ticket_pile"])
        self.extras.paint_piles(surf, view, self.colorblind)
        info_x = self.extras.info_x() or tickets.right + 14
        surf.blit(theme.fit_text(tr("table.discard", n=view["discard"]), 18, RIGHT_W - info_x - 8, theme.INK_DIM),
                  (info_x, tickets.y + 8))
        if view.get("last_round"):
            surf.blit(theme.fit_text(tr("table.last_round_short"), 20, RIGHT_W - info_x - 8, theme.BAD, bold=True),
                      (info_x, tickets.y + 40))

    def render_hand(self) -> pygame.Surface:
        """The hand and tickets of the viewer, repainted only when they change (never during a bot
        game, where no hand is shown)."""
        view = self.t.view
        key = (view.get("seat"), repr(view.get("hand")), repr(view.get("my_tickets")), self.scroll_offset,
               tuple(self.card_order), self.colorblind, language())
        if self.hand is not None and key == self._hand_key:
            return self.hand
        self._hand_key = key
        if self.hand is None:
            self.hand = pygame.Surface(self.hand_rect.size).convert()
        surf = self.hand
        surf.fill((30, 38, 48))
        pygame.draw.rect(surf, theme.PANEL_EDGE, surf.get_rect(), 2, border_radius=14)
        viewer = view.get("seat")
        hand = view.get("hand")
        if viewer is None or hand is None:
            msg = tr("table.hand_hidden")
            theme.blit_center(surf, theme.text(msg, 28, theme.INK_DIM, bold=True), surf.get_rect().center)
            return surf
        for card in self.card_order:
            r = self.hand_slot(card).move(-self.hand_rect.x, -self.hand_rect.y)
            count = hand.get(card, 0)
            face = cards.card_face(card, HAND_CARD, self.colorblind)
            if count:
                cards.draw_private_face(surf, viewer, f"card:{card}", face, r)
                badge(surf, str(count), (r.right - 8, r.y + 10), big=True)
            else:
                ghost = face.copy()
                ghost.set_alpha(45)
                surf.blit(ghost, r)
        # Tickets of the viewer.
        tickets = view.get("my_tickets") or []
        x0 = 14 + len(self.card_order) * 102 + 8
        surf.blit(theme.text(tr("table.my_tickets", n=len(tickets)), 18, theme.INK_DIM, bold=True), (x0, 6))
        per_col = 3
        room = surf.get_width() - x0 - 14
        # Two columns where each keeps a readable name (Europe's 9 kinds of card); one beside a
        # longer hand (Märklin's 11), the others a scroll away.
        cols = 2 if room // 2 - 8 >= TICKET_MIN_W else 1
        width = room // cols - 8
        start = min(self.scroll_offset, max(0, len(tickets) - per_col * cols))
        for i, ticket in enumerate(tickets[start:start + per_col * cols]):
            r = pygame.Rect(x0 + (i // per_col) * (width + 8), 30 + (i % per_col) * 42, width, 38)
            img = cards.ticket_surface(self.city(ticket["a"]), self.city(ticket["b"]), ticket["points"], r.size,
                                       done=ticket.get("done"), long=ticket.get("long", False))
            cards.draw_private_face(surf, viewer, f"ticket:{ticket['id']}", img, r)
        if len(tickets) > per_col * cols:
            shown = min(len(tickets), start + per_col * cols)
            more = theme.text(f"{start + 1}–{shown} / {len(tickets)}", 16, theme.INK_DIM)
            surf.blit(more, more.get_rect(topright=(surf.get_width() - 14, 8)))
        return surf

    def city(self, cid: str) -> str:
        return self.board.city_names.get(cid, cid)

    # -- targets -------------------------------------------------------------------------------

    def target_for(self, key, actions):
        kind, target = key
        choose = lambda k=key: self.t.choose(k)  # noqa: E731
        if kind == "route" and target in self.board.routes:
            geom = self.board.routes[target]
            rect = pygame.Rect(0, 0, 48, 48)
            rect.center = (int(geom.mid[0]), int(geom.mid[1]))
            return Target(key, rect, choose, hit=geom.distance, data=geom)
        if kind == "city" and target in self.board.city_pos:
            p = self.board.city_pos[target]
            rect = pygame.Rect(0, 0, 48, 48)
            rect.center = (int(p[0]), int(p[1]))

            def hit(pos, p=p):
                d = math.hypot(pos[0] - p[0], pos[1] - p[1])
                return d * 0.9 if d <= 24 else None
            return Target(key, rect, choose, hit=hit)
        if kind == "card" and target.startswith("faceup:"):
            return Target(key, self.faceup_rect(int(target.split(":")[1])), choose)
        if kind == "pile":
            return Target(key, self.pile_rect(target), choose)
        if kind == "button":
            index = sum(1 for k in self.t.groups if k[0] == "button" and list(self.t.groups).index(k) < list(self.t.groups).index(key))
            rect = self.button_rects()[min(index, 1)]
            return Target(key, rect, choose)
        if kind == "ticket":
            return Target(key, self.pile_rect("tickets"), choose)
        return None

    def choice_title(self, key) -> str:
        kind, target = key
        actions = self.t.groups.get(key) or []
        verb = tr(f"kind.{actions[0].kind}") if actions else ""
        if kind == "route" and target in self.board.routes:
            r = next((r for r in self.t.view["routes"] if r["id"] == target), None)
            if r:
                return f"{verb} : {self.city(r['a'])} – {self.city(r['b'])}  ({r['length']})"
        if kind == "city":
            return f"{verb} : {self.city(target)}"
        if kind == "ticket":
            n = self.t.view.get("keep_min", 1)
            return tr("table.keep_tickets", n=n)
        return verb

    def ticket_info(self, item: str):
        for t in self.t.view.get("offered_tickets") or []:
            if t["id"] == item:
                return t
        return None

    def draw_ticket_toggle(self, surface, item, rect, selected, focused) -> None:
        info = self.ticket_info(item)
        if info is None:
            super().draw_ticket_toggle(surface, item, rect, selected, focused)
            return
        img = cards.ticket_surface(self.city(info["a"]), self.city(info["b"]), info["points"], rect.size,
                                   long=info.get("long", False), selected=selected)
        cards.draw_private_face(surface, self.t.view.get("seat"), f"offer:{item}", img, rect)
        if selected:
            pygame.draw.rect(surface, theme.GOOD, rect.inflate(8, 8), 4, border_radius=12)
            pygame.draw.circle(surface, theme.GOOD, (rect.x - 2, rect.y + 2), 14)
            theme.blit_center(surface, theme.text("✓", 20, theme.INK, bold=True), (rect.x - 2, rect.y + 2))
        if focused:
            focus_ring(surface, rect, grow=8)

    def draw_choices(self, surface, key, actions, focused) -> None:
        super().draw_choices(surface, key, actions, focused)
        tunnel = self.t.view.get("pending_tunnel")
        rect = self.choice_panel_rect()
        if tunnel and key[0] == "route":
            surface.blit(theme.text(tr("table.tunnel_revealed", n=tunnel.get("extra", 0)), 22, theme.INK),
                         (rect.x + 30, rect.y + 70))
            x = rect.x + 420
            for card in tunnel.get("revealed", []):
                card_chip(surface, card, pygame.Rect(x, rect.y + 62, 60, 40), self.colorblind)
                x += 68
        elif key == ("pile", "tickets") and len(self.t.view.get("ticket_piles") or {}) > 1:
            surface.blit(theme.text(tr("ticket_decks.pick_mix"), 24, theme.INK_DIM), (rect.x + 30, rect.y + 70))
        elif key[0] != "ticket":
            surface.blit(theme.text(tr("table.pick_payment"), 22, theme.INK_DIM), (rect.x + 30, rect.y + 70))

    # -- drawing -------------------------------------------------------------------------------

    def draw_board_marks(self, surface) -> None:
        self.extras.draw_board_marks(surface)
        self.board_extras.draw(surface, self.t.hidden)

    def play_event(self, event) -> bool:
        return self.board_extras.play_event(event) or self.extras.play_event(event)

    def panel_targets(self) -> list[Target]:
        return self.open_tickets.targets() if self.t.view.get("open_tickets") else []

    def draw_highlights(self, surface, focused) -> None:
        if self.t.view.get("open_tickets"):
            self.open_tickets.draw_on_board(surface, focused)
        if self.t.open_key is None and self.t.groups:
            key = tuple(sorted(k for k in self.t.groups if k[0] in ("route", "city")))
            if self.highlight is None or self.highlight_key != key:
                self.highlight_key = key
                self.highlight = pygame.Surface(self.board.rect.size, pygame.SRCALPHA)
                for kind, target in key:
                    if kind == "route" and target in self.board.routes:
                        g = self.board.routes[target]
                        pygame.draw.line(self.highlight, (255, 220, 90, 150), g.a, g.b, 22)
                    elif kind == "city":
                        pygame.draw.circle(self.highlight, (255, 220, 90, 150), self.board.city_pos[target], 20, 5)
            pulse = int(110 + 80 * math.sin(self.time * 4))
            self.highlight.set_alpha(pulse)
            surface.blit(self.highlight, self.board.rect)
        if focused is not None:
            kind = focused.key[0]
            if kind == "route" and focused.data is not None:
                g = focused.data
                pygame.draw.line(surface, (20, 20, 20), g.a, g.b, 26)
                pygame.draw.line(surface, theme.ACCENT, g.a, g.b, 20)
                for center, angle, length in g.slots:
                    from game.client.route_view import car_polygon
                    poly = car_polygon(center, angle, length)
                    pygame.draw.polygon(surface, theme.CARD_COLORS.get(g.color, (150, 150, 150)), poly)
                    pygame.draw.polygon(surface, (0, 0, 0), poly, 2)
            elif kind == "city":
                pygame.draw.circle(surface, theme.ACCENT, focused.rect.center, 22, 5)
            elif kind in ("card", "pile"):
                focus_ring(surface, focused.rect)
            elif kind == "toggle" and self.ticket_info(focused.key[1]):
                info = self.ticket_info(focused.key[1])
                for cid in (info["a"], info["b"]):
                    p = self.board.city_pos.get(cid)
                    if p:
                        pygame.draw.circle(surface, theme.ACCENT, p, 20, 6)

    def draw_panels(self, surface) -> None:
        surface.blit(self.right, (RIGHT_X, 0))
        surface.blit(self.hand, self.hand_rect)
        for key, actions in self.t.groups.items():
            if key[0] == "button" and self.t.open_key is None:
                target = self.t.nav.get(key)
                if target is not None:
                    draw_button(surface, target.rect, tr(f"button.{key[1]}"),
                                self.t.nav.focus == key, True, "primary")
        # Sliding score markers under the seat panels.
        top = max(1, max(self.shown_points or [1]), 50)
        for seat, rect in enumerate(self.seat_rects()):
            if seat >= len(self.shown_points):
                break
            bar = pygame.Rect(rect.x + 72, rect.bottom - 7, rect.w - 90, 3)
            pygame.draw.rect(surface, (60, 70, 84), bar)
            x = bar.x + bar.w * min(1.0, self.shown_points[seat] / top)
            pygame.draw.circle(surface, self.seat_rgb(seat), (int(x), bar.centery), 6)
        if self.t.view.get("open_tickets"):
            self.open_tickets.draw_panel(surface, self.t.nav.focused)

    def draw_round_overlay(self, surface) -> None:
        pass


class GridHud(HudBase):
    family = "grid"

    def __init__(self, table):
        super().__init__(table)
        self.board = GridBoardView(table.match, pygame.Rect(0, 50, RIGHT_X - 10, theme.H - 50),
                                   self.app.settings, table.view)
        self.objectives_y = 520

    def points(self) -> list[int]:
        return list(self.t.view["score"]["points"])

    def sync(self) -> None:
        self.right = self.render_right()
        self.highlight = None

    def objective_rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(RIGHT_X + 6, self.objectives_y + 34 + i * 56, RIGHT_W - 26, 50) for i in range(5)]

    def render_right(self) -> pygame.Surface:
        view = self.t.view
        score = view["score"]

        def lines_of(seat):
            connected = (view.get("connected") or [None] * 8)[seat]
            objectives = (view.get("objectives") or [None] * 8)[seat]
            lines = []
            if objectives is not None and connected is not None and seat != view.get("seat"):
                lines.append(("city", f"{len(connected)}/{len(objectives)}"))
            marker = view["markers"][seat]
            lines.append(("flag", tr("table.marker_placed") if marker else tr("table.marker_none")))
            return lines

        self.paint_seats(view, lines_of, lambda seat: str(score["points"][seat]))
        viewer = view.get("seat")
        key = (viewer, repr(view.get("objectives")), repr(view.get("connected")), view["round"], view["supply"],
               view["tracks_total"], score["barrier"])
        area = pygame.Rect(0, self.objectives_y - 4, RIGHT_W, 5 * 56 + 140)
        self.paint_part("objectives", key, area, lambda surf: self.paint_objectives(surf, view))
        return self.right

    def paint_objectives(self, surf, view) -> None:
        off = -RIGHT_X
        score = view["score"]
        y = self.objectives_y
        viewer = view.get("seat")
        mine = view["objectives"][viewer] if viewer is not None and view.get("objectives") else None
        surf.blit(theme.text(tr("table.my_cities"), 22, theme.INK_DIM, bold=True), (10, y))
        if mine is None:
            box = pygame.Rect(6, y + 34, RIGHT_W - 26, 270)
            theme.panel(surf, box, (30, 38, 48), theme.PANEL_EDGE)
            for k, line in enumerate(theme.wrap(tr("table.cities_hidden"), 24, box.w - 40)):
                theme.blit_center(surf, theme.text(line, 24, theme.INK_DIM, bold=True), (box.centerx, box.y + 110 + k * 32))
        else:
            done = set((view.get("connected") or [None] * 8)[viewer] or ())
            for rect, cid in zip(self.objective_rects(), mine):
                img = city_card(self.board.city_by_id.get(cid, {"name": cid, "color": "gray"}), rect.size,
                                cid in done, self.colorblind)
                cards.draw_private_face(surf, viewer, f"city:{cid}", img, rect.move(off, 0))
        info_y = self.objectives_y + 34 + 5 * 56 + 10
        rounds = tr("table.round", n=view["round"])
        supply = tr("table.supply", n=view["supply"], total=view["tracks_total"])
        barrier = tr("table.barrier", n=score["barrier"])
        for k, line in enumerate((rounds, supply, barrier)):
            surf.blit(theme.text(line, 22, theme.INK, bold=k == 0), (10, info_y + k * 30))

    def target_for(self, key, actions):
        kind, target = key
        choose = lambda k=key: self.t.choose(k)  # noqa: E731
        if kind == "intersection" and target in self.board.pos:
            p = self.board.pos[target]
            rect = pygame.Rect(0, 0, 48, 48)
            rect.center = (int(p[0]), int(p[1]))
            return Target(key, rect, choose, hit=lambda pos, t=target: self.board.point_distance(t, pos))
        if kind == "segment":
            a, b = self.board.seg_ends(target)
            rect = pygame.Rect(0, 0, 48, 48)
            rect.center = (int((a[0] + b[0]) / 2), int((a[1] + b[1]) / 2))
            return Target(key, rect, choose, hit=lambda pos, t=target: self.board.segment_distance(t, pos),
                          data=(a, b))
        if kind == "button":
            keys = [k for k in self.t.groups if k[0] == "button"]
            i = keys.index(key)
            rect = pygame.Rect(RIGHT_X + 6, theme.H - 176 - i * 78, RIGHT_W - 26, 68)
            return Target(key, rect, choose)
        return None

    def draw_board_marks(self, surface) -> None:
        view = self.t.view
        pips = self.public_objective_pips(view)
        if pips is not None:
            surface.blit(pips, self.board.rect)
        for seat, at in enumerate(view["markers"]):
            if at and f"marker:{seat}" not in self.t.hidden and at in self.board.pos:
                p = self.board.pos[at]
                if at in self.board.cities:  # stand on the city's disc, clear of its name
                    p = (p[0], p[1] - 12)
                draw_marker(surface, p, seat, self.seat_colors, self.colorblind,
                            glow=seat in self.t.match.active_seats)

    def public_objective_pips(self, view) -> pygame.Surface | None:
        """With face-up city cards (visible objectives) every seat's cities are public: a pip in
        the seat's colour (and symbol) beside each of its cities, filled once connected. Nothing
        when only the viewer's own cities are known: those stay in the private panel."""
        objectives = view.get("objectives") or []
        viewer = view.get("seat")
        if not any(cities is not None for seat, cities in enumerate(objectives) if seat != viewer):
            return None
        connected = view.get("connected") or [None] * len(objectives)
        key = (repr(objectives), repr(connected), self.colorblind)
        if getattr(self, "_pips_key", None) == key:
            return self._pips
        layer = pygame.Surface(self.board.rect.size, pygame.SRCALPHA)
        by_city: dict[str, list[tuple[int, bool]]] = {}
        for seat, cities in enumerate(objectives):
            done = set((connected[seat] if seat < len(connected) else None) or ())
            for cid in cities or ():
                by_city.setdefault(cid, []).append((seat, cid in done))
        radius = max(14, int(self.board.w * 0.2))
        for cid, owners in by_city.items():
            city = self.board.city_by_id.get(cid)
            if city is None or city["at"] not in self.board.pos:
                continue
            cx, cy = self.board.pos[city["at"]]
            cx, cy = cx - self.board.rect.x, cy - self.board.rect.y
            for k, (seat, done) in enumerate(owners):
                # Pips fan out on an arc above the city's disc, one per seat holding the card.
                angle = math.radians(-150 + 40 * k) if len(owners) > 1 else math.radians(-45)
                px = cx + math.cos(angle) * (radius + 9)
                py = cy + math.sin(angle) * (radius + 9)
                color = self.seat_rgb(seat)
                pygame.draw.circle(layer, (20, 20, 20), (px + 1, py + 2), 9)
                pygame.draw.circle(layer, color if done else (250, 246, 236), (px, py), 9)
                pygame.draw.circle(layer, color, (px, py), 9, 3)
                if self.colorblind:
                    theme.symbol(layer, theme.seat_symbol(self.seat_colors[seat]), (px, py), 9,
                                 theme.contrast_ink(color) if done else color)
        self._pips_key, self._pips = key, layer
        return layer

    def draw_highlights(self, surface, focused) -> None:
        if self.t.groups:
            key = tuple(sorted(k for k in self.t.groups if k[0] in ("intersection", "segment")))
            if self.highlight is None or self.highlight_key != key:
                self.highlight_key = key
                self.highlight = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                for kind, target in key:
                    if kind == "intersection":
                        pygame.draw.circle(self.highlight, (255, 220, 90, 170), self.board.pos[target], 9)
                    else:
                        a, b = self.board.seg_ends(target)
                        pygame.draw.line(self.highlight, (255, 220, 90, 150), a, b, 7)
            self.highlight.set_alpha(int(130 + 90 * math.sin(self.time * 4)))
            surface.blit(self.highlight, (0, 0))
        if focused is not None:
            if focused.key[0] == "segment":
                a, b = focused.data
                pygame.draw.line(surface, (20, 20, 20), a, b, 14)
                pygame.draw.line(surface, theme.ACCENT, a, b, 9)
            elif focused.key[0] == "intersection":
                pygame.draw.circle(surface, theme.ACCENT, focused.rect.center, 20, 5)

    def draw_panels(self, surface) -> None:
        surface.blit(self.right, (RIGHT_X, 0))
        for key in self.t.groups:
            if key[0] == "button":
                target = self.t.nav.get(key)
                if target is not None:
                    draw_button(surface, target.rect, tr(f"button.{key[1]}"), self.t.nav.focus == key, True, "primary")
        # Score-track markers slide down as points are lost; the barrier is a red line.
        score = self.t.view["score"]
        start = max(1, score["start"])
        for seat, rect in enumerate(self.seat_rects()):
            if seat >= len(self.shown_points):
                break
            bar = pygame.Rect(rect.x + 72, rect.bottom - 9, rect.w - 90, 4)
            pygame.draw.rect(surface, (60, 70, 84), bar)
            bx = bar.x + bar.w * (score["barrier"] / start)
            pygame.draw.line(surface, theme.BAD, (bx, bar.y - 3), (bx, bar.bottom + 3), 3)
            x = bar.x + bar.w * max(0.0, min(1.0, self.shown_points[seat] / start))
            pygame.draw.circle(surface, self.seat_rgb(seat), (int(x), bar.centery), 7)

    def draw_round_overlay(self, surface) -> None:
        from game.client.anims import draw_virtual

        lines, colors = self.t.round_overlay
        draw_virtual(surface, lines, colors)

    def virtual_lines(self, per_seat) -> list[list]:
        out = []
        for segs in per_seat:
            out.append([self.board.seg_ends(s) for s in segs if "-" in s])
        return out


def draw_icon(surface, kind: str, center) -> None:
    """Small pictograms for the seat panels (wagons, cards, tickets, stations...)."""
    x, y = center
    ink = theme.INK_DIM
    if kind == "wagon":
        pygame.draw.rect(surface, ink, (x - 9, y - 7, 18, 10), border_radius=2)
        pygame.draw.circle(surface, ink, (x - 5, y + 5), 3)
        pygame.draw.circle(surface, ink, (x + 5, y + 5), 3)
    elif kind == "card":
        pygame.draw.rect(surface, ink, (x - 6, y - 9, 12, 17), 2, border_radius=2)
        pygame.draw.rect(surface, ink, (x - 3, y - 6, 12, 17), border_radius=2)
    elif kind == "ticket":
        pygame.draw.rect(surface, ink, (x - 9, y - 6, 18, 12), border_radius=2)
        pygame.draw.line(surface, theme.PANEL, (x - 5, y), (x + 5, y), 2)
    elif kind == "station":
        pygame.draw.polygon(surface, ink, [(x - 8, y + 7), (x - 8, y - 2), (x, y - 9), (x + 8, y - 2), (x + 8, y + 7)])
    elif kind == "city":
        pygame.draw.circle(surface, ink, (x, y), 7, 3)
    elif kind == "flag":
        pygame.draw.line(surface, ink, (x - 6, y + 8), (x - 6, y - 8), 2)
        pygame.draw.polygon(surface, ink, [(x - 5, y - 8), (x + 7, y - 4), (x - 5, y)])
    elif kind == "passenger":
        pygame.draw.circle(surface, ink, (x, y - 6), 4)
        pygame.draw.polygon(surface, ink, [(x - 7, y + 8), (x - 4, y - 2), (x + 4, y - 2), (x + 7, y + 8)])
    elif kind == "token":
        pygame.draw.circle(surface, ink, (x, y), 8, 3)
        pygame.draw.circle(surface, ink, (x, y), 3)


def badge(surface, value: str, center, big: bool = False) -> None:
    r = 17 if big else 14
    pygame.draw.circle(surface, (20, 20, 24), (center[0] + 1, center[1] + 2), r)
    pygame.draw.circle(surface, theme.ACCENT, center, r)
    theme.blit_center(surface, theme.text(value, 20 if big else 16, theme.INK_DARK, bold=True), center)


_city_cards: dict = {}


def city_card(city, size, done: bool, colorblind: bool) -> pygame.Surface:
    key = (city.get("id"), size, done, colorblind)
    surf = _city_cards.get(key)
    if surf is None:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        color = theme.CARD_COLORS.get(city.get("color", "gray"), (150, 150, 150))
        pygame.draw.rect(surf, (246, 236, 212), surf.get_rect(), border_radius=10)
        pygame.draw.rect(surf, color, (0, 0, 56, h), border_top_left_radius=10, border_bottom_left_radius=10)
        theme.symbol(surf, theme.card_symbol(city.get("color", "")), (28, h // 2), 26, theme.contrast_ink(color))
        surf.blit(theme.fit_text(city.get("name", "?"), 24, w - 130, theme.INK_DARK, bold=True), (70, h // 2 - 14))
        if done:
            pygame.draw.lines(surf, (40, 150, 60), False, [(w - 50, h // 2), (w - 40, h // 2 + 11), (w - 22, h // 2 - 12)], 6)
        pygame.draw.rect(surf, (110, 90, 60), surf.get_rect(), 2, border_radius=10)
        _city_cards[key] = surf
    return surf
