"""The end of a deal: every side's trains with their values and express doublings spelled out,
maintenance cars, going out, cards left in hand, the deal's total and the running total."""

from __future__ import annotations

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene, draw_backdrop, draw_title
from game.client.table_hud import seat_name
from game.i18n import tr

from railcade_express import card_art
from railcade_express.scoring import train_scores

CARD = (44, 62)
STEP = 24


class DealScoreScene(MenuScene):
    def __init__(self, app, table, record: dict):
        self.table, self.record = table, record
        state = table.match.state
        self.scores = train_scores(record, state.cards, state.rules)
        super().__init__(app)

    def build(self) -> None:
        self.buttons.append(Button("continue", (theme.W - 470, theme.H - 104, 440, 80), tr("score.continue"),
                                   self.done, "primary"))
        self.nav.focus = "continue"

    def done(self) -> None:
        self.app.pop()

    def on_back(self) -> None:
        self.done()

    def reason(self) -> str:
        reason = self.record["reason"]
        if reason == "out":
            return tr("express.score_reason_out", name=seat_name(self.table, self.record["out_seat"]))
        return tr(f"express.score_reason_{reason}")

    def totals_before(self) -> list[int]:
        """Each side's total before this deal, from the deals recorded up to it."""
        out = [0] * len(self.record["points"])
        for record in self.table.match.state.history:
            if record["deal"] >= self.record["deal"]:
                break
            for side, points in enumerate(record["points"]):
                out[side] += points
        return out

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        draw_title(surface, tr("express.score_title", n=self.record["deal"]) + "  ·  " + self.reason(), y=54, size=44)
        sides = self.record["teams"]
        n = len(sides)
        margin, gap = 40, 18
        col_w = (theme.W - 2 * margin - (n - 1) * gap) // n
        before = self.totals_before()
        for side, data in enumerate(sides):
            rect = pygame.Rect(margin + side * (col_w + gap), 100, col_w, theme.H - 230)
            self.draw_side(surface, rect, side, data, before[side])
        self.draw_buttons(surface)

    def draw_side(self, surface, rect, side: int, data: dict, before: int) -> None:
        lines = self.record["lines"][side]
        winner = data["seats"][0] in self.record.get("winners", ())
        theme.panel(surface, rect, theme.PANEL_HI if winner else theme.PANEL, theme.ACCENT if winner else theme.PANEL_EDGE,
                    width=3 if winner else 2)
        colors = self.table.hud.seat_colors
        x = rect.x + 16
        y = rect.y + 14
        for seat in data["seats"]:
            rgb = theme.seat_rgb(colors[seat])
            pygame.draw.circle(surface, rgb, (x + 14, y + 16), 14)
            theme.symbol(surface, theme.SEAT_SYMBOLS.get(colors[seat], ""), (x + 14, y + 16), 14, theme.contrast_ink(rgb))
            x += 34
        names = " & ".join(seat_name(self.table, s) for s in data["seats"])
        surface.blit(theme.fit_text(names, 28, rect.right - x - 16, theme.INK, bold=True), (x + 4, y))
        y += 48
        info = self.table.view["cards"]
        room = rect.bottom - 300 - y
        row_gap = max(40, min(72, room // max(1, len(data["trains"]))))
        card = (int((row_gap - 8) * 0.71), row_gap - 8) if row_gap < 70 else CARD
        step = max(14, int(card[0] * 0.55))
        for train, scored in zip(data["trains"], self.scores[side]):
            cx = rect.x + 16
            for name in (["diesel"] if train["diesel"] else []) + list(train["cars"]):
                order = info["passenger_order"].index(name) + 1 if name in info["passenger_order"] else 0
                surface.blit(card_art.face(name, info["groups"][name], info["values"][name], card, order), (cx, y))
                cx += step
            cx += card[0] - step + 10
            if scored.cars < 3:
                text, color = tr("express.score_short"), theme.INK_DIM
            elif scored.bonuses:
                bonus = " ".join(tr(f"express.bonus.{b}") for b in scored.bonuses)
                text, color = f"{scored.base} × {scored.multiplier} = {scored.points}   {bonus}", theme.GOOD
            else:
                text, color = f"= {scored.points}", theme.INK
            wrapped = theme.wrap(text, 24, rect.right - cx - 12, bold=True)[:2]
            for k, line in enumerate(wrapped):
                surface.blit(theme.text(line, 24, color, bold=True), (cx, y + (card[1] - 28 * len(wrapped)) // 2 + k * 28))
            y += row_gap
        y = max(y, rect.bottom - 300)
        rows = [
            (tr("express.score_trains"), lines["trains"]),
            (tr("express.score_maintenance", n=len(data["maintenance"])), lines["maintenance"]),
            (tr("express.score_going_out"), lines["going_out"]),
            (tr("express.score_hand"), lines["hand"]),
        ]
        for label, points in rows:
            surface.blit(theme.fit_text(label, 26, rect.w - 120, theme.INK), (rect.x + 16, y))
            color = theme.GOOD if points > 0 else theme.BAD if points < 0 else theme.INK_DIM
            value = theme.text(f"{points:+d}" if points else "0", 26, color, bold=True)
            surface.blit(value, value.get_rect(topright=(rect.right - 16, y)))
            y += 36
        pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 16, y + 4), (rect.right - 16, y + 4), 2)
        y += 14
        deal = self.record["points"][side]
        surface.blit(theme.text(tr("express.score_deal"), 28, theme.INK, bold=True), (rect.x + 16, y))
        value = theme.text(f"{deal:+d}", 32, theme.ACCENT, bold=True)
        surface.blit(value, value.get_rect(topright=(rect.right - 16, y - 2)))
        y += 44
        surface.blit(theme.text(tr("express.score_total"), 28, theme.INK_DIM, bold=True), (rect.x + 16, y))
        total = theme.text(f"{before} → {before + deal}", 32, theme.ACCENT, bold=True)
        surface.blit(total, total.get_rect(topright=(rect.right - 16, y - 2)))
