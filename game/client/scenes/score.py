"""Score screens: the end of a game (every seat's lines from ``match.score()``, the winners) and,
for games played in rounds, the end of a round over the board (virtual segments drawn there).

Lines appear one after the other and totals count up, so the ending reads like a reveal.
"""

from __future__ import annotations

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene, draw_backdrop, draw_title
from game.i18n import has, tr

LINE_DELAY = 0.12  # seconds between two revealed lines


def category_label(category: str) -> str:
    key = f"cat.{category}"
    return tr(key) if has(key) else category.replace("_", " ")


# Lines whose label is a count the client can say in the player's language, from the detail.
COUNTED = {"routes": ("routes", "score.n_routes"), "stations": ("unbuilt", "score.n_unbuilt"),
           "longest_path": ("length", "score.n_cars"), "merchandise": ("tokens", "score.n_tokens"),
           "most_tickets": ("completed", "score.n_completed")}


def missing_tracks(plain: int, double: int) -> str:
    """What a Trans Europa round left to build: "5 plain tracks and 1 double track" (a part that
    is zero is left out)."""
    parts = [tr("score.plain_tracks", n=plain)] if plain else []
    if double:
        parts.append(tr("score.double_tracks", n=double))
    if len(parts) == 2:
        return tr("score.both", a=parts[0], b=parts[1])
    return parts[0] if parts else tr("score.plain_tracks", n=0)


def points_left(points: int) -> str:
    """A score-track position: points left before zero, or how far below zero."""
    return tr("score.points_left", n=points) if points >= 0 else tr("score.points_below", n=-points)


def line_text(line) -> str:
    cat = category_label(line.category)
    label = line.label
    counted = COUNTED.get(line.category)
    detail = dict(line.detail or ())
    if line.category == "round" and "round" in detail:  # a grid game's round: what it cost, and why
        plain, double = detail.get("plain", 0), detail.get("double", 0)
        if not plain and not double:
            return tr("score.round_joined", n=detail["round"])
        return tr("score.round_missing", n=detail["round"], what=missing_tracks(plain, double))
    if counted and counted[0] in detail:
        value = detail[counted[0]]
        label = tr(counted[1], n=len(value) if isinstance(value, (tuple, list)) else value)
    if label and line.category not in ("start",):
        return f"{cat} · {label}"
    return cat


class ScoreScene(MenuScene):
    def __init__(self, app, match, final: bool = True):
        self.match = match
        self.final = final
        self.scores = match.score()
        self.winners = set(match.winners()) if match.is_over else set()
        self.order = sorted(self.scores, key=lambda s: (-self.scores[s].total, s))
        self.time = 0.0
        self.played_win = False
        super().__init__(app)

    def build(self) -> None:
        from game.client.scenes.newgame import NewGameScene

        self.buttons.append(Button("again", (theme.W // 2 - 470, theme.H - 110, 440, 80), tr("score.new_game"),
                                   lambda: self.app.reset_to_many([self.app.title_scene(), NewGameScene(self.app)]),
                                   "primary"))
        self.buttons.append(Button("title", (theme.W // 2 + 30, theme.H - 110, 440, 80), tr("score.title_screen"),
                                   self.app.go_to_title))
        if self.nav.focus is None:
            self.nav.focus = "again"

    def on_back(self) -> None:
        self.app.go_to_title()

    def update(self, dt: float) -> None:
        self.time += dt * max(1.0, self.app.settings.animation_speed)
        if not self.played_win and self.time > 0.3:
            self.played_win = True
            self.app.audio.play("win")

    def handle(self, intent) -> None:
        if intent.kind == "skip":
            self.time = 1e6
            return
        super().handle(intent)

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        names = [self.match.seats[s].name for s in sorted(self.winners)]
        title = tr("score.winner", names=", ".join(names)) if names else tr("score.title")
        draw_title(surface, title, y=80, size=56)
        n = len(self.order)
        margin = 60
        col_w = (theme.W - 2 * margin - (n - 1) * 20) // n
        colors = [s.color or theme.SEAT_COLOR_ORDER[i] for i, s in enumerate(self.match.seats)]
        revealed = int(self.time / LINE_DELAY)
        for rank, seat in enumerate(self.order):
            x = margin + rank * (col_w + 20)
            rect = pygame.Rect(x, 150, col_w, theme.H - 290)
            win = seat in self.winners
            theme.panel(surface, rect, theme.PANEL_HI if win else theme.PANEL, theme.ACCENT if win else theme.PANEL_EDGE,
                        width=4 if win else 2)
            rgb = theme.seat_rgb(colors[seat])
            pygame.draw.rect(surface, rgb, (rect.x, rect.y, rect.w, 64), border_top_left_radius=14, border_top_right_radius=14)
            theme.symbol(surface, theme.seat_symbol(colors[seat]), (rect.x + 34, rect.y + 32), 30,
                         theme.contrast_ink(rgb))
            surface.blit(theme.fit_text(f"{rank + 1}. {self.match.seats[seat].name}", 28, rect.w - 80,
                                        theme.contrast_ink(rgb), bold=True), (rect.x + 62, rect.y + 16))
            score = self.scores[seat]
            lines = list(score.lines)
            shown = lines[:max(0, revealed)]
            total = sum(line.points for line in shown)
            y = rect.y + 80
            row_h = min(34, max(22, (rect.h - 200) // max(1, len(lines))))
            size = 20 if row_h >= 28 else 16
            # A long label (a Trans Europa round saying what was missing) takes more lines rather
            # than shrinking, when the column has the room.
            wide = [theme.wrap(line_text(line), size, rect.w - 100) for line in lines]
            extra = sum(len(w) - 1 for w in wide if len(w) > 1)
            spare = rect.h - 200 - row_h * len(lines)
            for line, parts in zip(shown, wide):
                if len(parts) > 1 and extra * (size + 4) > spare:  # no room: one line, shrunk
                    parts = [line_text(line)]
                for k, part in enumerate(parts):
                    label = theme.fit_text(part, size, rect.w - 100, theme.INK)
                    surface.blit(label, (rect.x + 16, y + k * (size + 4)))
                pts_color = theme.GOOD if line.points > 0 else theme.BAD if line.points < 0 else theme.INK_DIM
                pts = theme.text(f"{line.points:+d}" if line.points else "0", size, pts_color, bold=True)
                surface.blit(pts, pts.get_rect(topright=(rect.right - 16, y)))
                y += row_h + (len(parts) - 1) * (size + 4)
            pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 16, rect.bottom - 84), (rect.right - 16, rect.bottom - 84), 2)
            surface.blit(theme.text(tr("score.total"), 28, theme.INK_DIM, bold=True), (rect.x + 16, rect.bottom - 66))
            tot = theme.text(str(total), 48, theme.ACCENT, bold=True)
            surface.blit(tot, tot.get_rect(topright=(rect.right - 16, rect.bottom - 74)))
        self.draw_buttons(surface)


class RoundScoreScene(MenuScene):
    """Over the table after a round: the round's losses per seat; the board behind shows the
    virtual segments each seat was missing."""

    opaque = False

    def __init__(self, app, table, data: dict):
        self.table, self.data = table, data
        super().__init__(app)

    def build(self) -> None:
        self.buttons.append(Button("continue", (theme.W - 440, theme.H - 110, 420, 84), tr("score.continue"),
                                   self.done, "primary"))
        self.nav.focus = "continue"

    def done(self) -> None:
        self.table.round_overlay = None
        self.table.frozen_tracks = None
        self.app.pop()

    def on_back(self) -> None:
        self.done()

    def draw(self, surface) -> None:
        rect = pygame.Rect(theme.W - 460, 0, 460, theme.H)
        theme.panel(surface, rect, (22, 28, 36), theme.ACCENT, radius=0, width=3)
        theme.blit_center(surface, theme.text(tr("score.round", n=self.data.get("round", "?")), 40, theme.ACCENT, bold=True),
                          (rect.centerx, 50))
        reason = self.data.get("reason", "")
        key = f"reason.{reason}"
        theme.blit_center(surface, theme.fit_text(tr(key) if has(key) else reason, 22, rect.w - 40, theme.INK_DIM),
                          (rect.centerx, 96))
        lost = self.data.get("lost", ())
        plain = self.data.get("plain", ())
        double = self.data.get("double", ())
        points = self.data.get("points", ())
        winners = set(self.data.get("winners", ()))
        colors = self.table.hud.seat_colors
        y = 140
        h = min(130, (theme.H - 300) // max(1, len(lost)))
        for seat in range(len(lost)):
            box = pygame.Rect(rect.x + 20, y, rect.w - 40, h - 12)
            theme.panel(surface, box, theme.PANEL_HI if seat in winners else theme.PANEL,
                        theme.ACCENT if seat in winners else theme.PANEL_EDGE, radius=12)
            rgb = theme.seat_rgb(colors[seat])
            pygame.draw.circle(surface, rgb, (box.x + 30, box.y + 30), 16)
            theme.symbol(surface, theme.seat_symbol(colors[seat]), (box.x + 30, box.y + 30), 16, theme.contrast_ink(rgb))
            surface.blit(theme.fit_text(self.table.match.seats[seat].name, 24, box.w - 160, theme.INK, bold=True),
                         (box.x + 58, box.y + 14))
            missing = (plain[seat] if seat < len(plain) else 0, double[seat] if seat < len(double) else 0)
            detail = tr("score.missing", what=missing_tracks(*missing)) if any(missing) else tr("score.all_linked")
            if h > 90:
                surface.blit(theme.fit_text(detail, 19, box.w - 74, theme.INK_DIM), (box.x + 58, box.y + 48))
            loss = lost[seat]
            value = theme.text(f"-{loss}" if loss else "✓", 36, theme.BAD if loss else theme.GOOD, bold=True)
            surface.blit(value, value.get_rect(topright=(box.right - 16, box.y + 10)))
            if seat < len(points) and h > 90:
                left = theme.text(points_left(points[seat]), 19, theme.INK)
                surface.blit(left, (box.x + 58, box.y + 76))
            y += h
        self.draw_buttons(surface)
