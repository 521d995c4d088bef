"""The guided first game of Ticket to Ride Europe: the real table against two easy bots, with a
hint box that walks a newcomer through the first turns (tickets, train cards, a route, more
tickets, what the score means) and follows what the player actually does.

The hints come from the player's legal actions, not from a script of moves: the box asks for what
can be done now (a route only once one can be paid for, the tunnel's choice when a tunnel asks),
and a lesson counts as learnt when the player has done it. "Skip the guide" leaves an ordinary game.
The table itself is untouched: :class:`GuidedTable` is a TableScene that adds the box and its two
buttons (as targets, so keyboard, gamepad and touch reach them like everything else).
"""

from __future__ import annotations

import math

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.table import TableScene
from game.client.ui import Target, draw_button
from game.i18n import tr

RULESET = "europe"
SEAT = 0  # the newcomer plays first
BOTS = ("Ada", "Brunel")
LESSONS = ("welcome", "tickets", "draw", "claim", "more_tickets", "score", "end")
READ_ONLY = {"welcome", "score", "end"}  # hints read, then closed with Next
OPTIONAL = {"more_tickets"}  # done by acting, or passed with Next
BOX_W = 700
TITLE, TEXT, LINE = 34, 28, 38
BUTTON_H = 64
# Where the table keeps its status pill and turn recap: the box stays clear of it.
STATUS_AREA = pygame.Rect(0, 0, 760, 300)


class Guide:
    """What to tell the player now, from the lessons done and the actions on offer."""

    def __init__(self, table, seat: int = SEAT):
        self.table, self.seat = table, seat
        self.learnt: set[str] = set()
        self.active = True

    # -- state ---------------------------------------------------------------------------------

    def my_turn(self) -> bool:
        table = self.table
        return not table.match.is_over and table.session.next_actor() == self.seat

    def offered(self) -> set[str]:
        return {a.kind for actions in self.table.groups.values() for a in actions}

    def keep_min(self) -> int:
        sizes = [len(a.choice) for actions in self.table.groups.values() for a in actions
                 if a.kind == "keep_tickets"]
        return min(sizes) if sizes else 1

    def hint(self) -> str | None:
        """The key of the hint shown now (``guide.<key>.title``/``.text``), None when the guide is
        over or skipped."""
        if not self.active or self.table.match.is_over:
            return None
        if "welcome" not in self.learnt:
            return "welcome"
        offered = self.offered() if self.my_turn() else set()
        if "keep_tickets" in offered:
            return "tickets"
        if offered & {"pay_tunnel", "abandon_tunnel"}:
            return "tunnel"
        for lesson in LESSONS[2:]:
            if lesson in self.learnt:
                continue
            if lesson in READ_ONLY:
                return lesson
            if not offered:
                return "wait"
            if lesson == "claim":
                return "claim" if "claim_route" in offered else "draw_more"
            return lesson
        return None

    def lesson_number(self, hint: str) -> int | None:
        lesson = {"draw_more": "claim", "tunnel": "claim"}.get(hint, hint)
        if hint == "tickets" and "tickets" in self.learnt:
            lesson = "more_tickets"  # keeping some of the tickets just taken
        return LESSONS.index(lesson) + 1 if lesson in LESSONS else None

    def targets_to_show(self, hint: str) -> list[pygame.Rect]:
        """The things the hint talks about, ringed on the table."""
        kinds = {"draw": {"draw_card"}, "draw_more": {"draw_card"}, "more_tickets": {"draw_tickets"}}.get(hint)
        if not kinds or self.table.open_key is not None:
            return []
        rects = []
        for key, actions in self.table.groups.items():
            if any(a.kind in kinds for a in actions):
                target = self.table.nav.get(key)
                if target is not None:
                    rects.append(pygame.Rect(target.rect))
        return rects

    # -- what the player does ------------------------------------------------------------------

    def observe(self, action) -> None:
        if not self.active or action.seat != self.seat:
            return
        kind = action.kind
        if kind == "keep_tickets":
            self.learnt.add("tickets")
        elif kind == "draw_card" and not self.my_turn():
            self.learnt.add("draw")  # a whole turn of drawing
        elif kind in ("claim_route", "pay_tunnel"):
            self.learnt.add("claim")
        elif kind == "draw_tickets":
            self.learnt.add("more_tickets")

    def next(self) -> None:
        hint = self.hint()
        if hint in READ_ONLY or hint in OPTIONAL:
            self.learnt.add(hint)
        if hint == "end":
            self.active = False

    def skip(self) -> None:
        self.active = False

    def suggested(self, actions: list) -> list:
        """Of ``actions``, those the current hint asks for (all of them when it asks nothing)."""
        wanted = {"tickets": "keep_tickets", "draw": "draw_card", "draw_more": "draw_card", "claim": "claim_route",
                  "tunnel": "pay_tunnel", "more_tickets": "draw_tickets"}.get(self.hint())
        return [a for a in actions if a.kind == wanted] or list(actions)

    # -- for screenshots -----------------------------------------------------------------------

    def play_for_screenshot(self, count: int) -> None:
        """Play up to ``count`` actions, the other seats at random and the player as the hints ask
        (the welcome read), to look at a later hint; it stops at the score hint."""
        import random

        rng = random.Random(count)
        match = self.table.match
        for _ in range(count):
            if match.is_over:
                break
            if self.hint() == "welcome":
                self.next()
            elif self.hint() in READ_ONLY:
                break  # the score and the last word: shown, not read for the player
            seat = self.table.session.next_actor()
            if seat is None:
                break
            actions = match.legal_actions(seat)
            action = rng.choice(self.suggested(actions) if seat == self.seat else actions)
            self.table.session.apply(action)
            self.table.refresh()
            self.observe(action)
        self.table.refresh()


class GuidedTable(TableScene):
    """The table with the guide's box over it."""

    def __init__(self, app, match, seat: int = SEAT):
        self.guide = None
        self.guide_layout: tuple | None = None
        super().__init__(app, match)
        self.guide = Guide(self, seat)
        self.build_targets()

    def show(self, action, events) -> None:
        super().show(action, events)
        if self.guide is not None:
            self.guide.observe(action)
            self.build_targets()

    def build_targets(self) -> None:
        super().build_targets()
        if self.guide is None:
            return
        self.guide_layout = self.layout()
        if self.guide_layout is None:
            return
        _, _, buttons, _ = self.guide_layout
        targets = list(self.nav.targets)
        for key, rect, _label in buttons:
            action = self.guide_next if key == "next" else self.guide_skip
            targets.append(Target(("guide", key), rect, action))
        self.nav.set_targets(targets)

    def guide_next(self) -> None:
        self.app.audio.play("click")
        self.guide.next()
        self.build_targets()

    def guide_skip(self) -> None:
        self.app.audio.play("click")
        self.guide.skip()
        self.build_targets()

    def layout(self):
        """(hint, box, [(button key, rect, label)], wrapped lines) or None."""
        hint = self.guide.hint()
        if hint is None:
            return None
        values = {"n": self.guide.keep_min()} if hint == "tickets" else {}
        lines = theme.wrap(tr(f"guide.{hint}.text", **values), TEXT, BOX_W - 48)
        height = 28 + 46 + len(lines) * LINE + 20 + BUTTON_H + 24
        labels = [("skip", tr("guide.skip"))]
        if hint in READ_ONLY or hint in OPTIONAL:
            labels.append(("next", tr("guide.done") if hint == "end" else tr("guide.next")))
        box = self._place(pygame.Rect(0, 0, BOX_W, height), hint)
        buttons, x = [], box.right - 24
        for key, label in reversed(labels):
            w = max(200, theme.text(label, 26, bold=True).get_width() + 48)
            buttons.append((key, pygame.Rect(x - w, box.bottom - 24 - BUTTON_H, w, BUTTON_H), label))
            x -= w + 16
        return hint, box, buttons, lines

    def _place(self, box: pygame.Rect, hint: str) -> pygame.Rect:
        """On the board, where it covers least of what the player must see: the targets the hint
        rings, an open choice panel and the status and recap corner."""
        board = self.hud.board.rect
        avoid = [STATUS_AREA] + self.guide.targets_to_show(hint)
        if self.open_key is not None:
            avoid.append(pygame.Rect(self.hud.choice_panel_rect()))
        spots = [box.copy() for _ in range(4)]
        spots[0].bottomleft = (board.x + 16, board.bottom - 16)
        spots[1].bottomright = (board.right - 16, board.bottom - 16)
        spots[2].topright = (board.right - 16, board.y + 16)
        spots[3].midbottom = (board.centerx, board.bottom - 16)

        def covered(spot):
            return sum(spot.clip(r).w * spot.clip(r).h for r in avoid)

        return min(spots, key=covered)

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.guide is None or self.guide_layout is None:
            return
        hint, box, buttons, lines = self.guide_layout
        pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 180)
        for rect in self.guide.targets_to_show(hint):
            pygame.draw.rect(surface, theme.mix(theme.ACCENT, (255, 255, 255), pulse * 0.5), rect.inflate(16, 16), 5,
                             border_radius=14)
        theme.shadow(surface, box, radius=16, offset=6, alpha=120)
        theme.panel(surface, box, (24, 32, 42), theme.ACCENT, radius=16, width=4)
        x, y = box.x + 24, box.y + 20
        number = self.guide.lesson_number(hint)
        if number is not None:
            step = theme.text(tr("guide.step", n=number, total=len(LESSONS)), 24, theme.INK_DIM, bold=True)
            surface.blit(step, step.get_rect(midleft=(x, box.bottom - 24 - BUTTON_H // 2)))
        surface.blit(theme.text(tr(f"guide.{hint}.title"), TITLE, theme.ACCENT, bold=True), (x, y))
        y += 46 + 8
        for line in lines:
            surface.blit(theme.text(line, TEXT, theme.INK), (x, y))
            y += LINE
        focused = self.nav.focused
        for key, rect, label in buttons:
            draw_button(surface, rect, label, focused is not None and focused.key == ("guide", key),
                        style="primary" if key == "next" else "normal", size=26)


def start_guided_game(app, seed: int | None = None) -> GuidedTable:
    """Open the guided first game over the current screen (the game in progress, if any, goes to
    the load list like any new game)."""
    from game.engine.match import Match, Seat

    seats = [Seat(tr("guide.you"), "human", "", theme.SEAT_COLOR_ORDER[0])]
    seats += [Seat(name, "bot", "easy", theme.SEAT_COLOR_ORDER[i + 1]) for i, name in enumerate(BOTS)]
    match = Match(RULESET, [], seats, seed=seed, registry=app.registry)
    table = GuidedTable(app, match)
    app.replace(table)
    return table
