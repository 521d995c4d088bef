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

    def rows(self) -> list[tuple[object, str]]:
        """The table's rows: one per score category (a grid game: one per round), in the order
        they first appear; each seat's lines of a row are added up in its cell."""
        rows: list[tuple[object, str]] = []
        seen = set()
        for seat in self.order:
            for line in self.scores[seat].lines:
                key = self.row_key(line)
                if key not in seen:
                    seen.add(key)
                    label = tr("score.round", n=key[1]) if isinstance(key, tuple) else category_label(line.category)
                    rows.append((key, label))
        return rows

    @staticmethod
    def row_key(line):
        detail = dict(line.detail or ())
        if line.category == "round" and "round" in detail:
            return ("round", detail["round"])
        return line.category

    def cells(self, seat: int) -> dict[object, tuple[int, int]]:
        """Per row: (points, how many lines made them) for ``seat``."""
        out: dict[object, tuple[int, int]] = {}
        for line in self.scores[seat].lines:
            key = self.row_key(line)
            points, count = out.get(key, (0, 0))
            out[key] = (points + line.points, count + 1)
        return out

    # The table's fixed geometry at 1080p: the labels' column, one equal column per seat, rows of
    # one height whatever their number (the table is cut, never its text shrunk).
    TABLE = pygame.Rect(60, 140, 1800, 810)
    LABEL_W = 440
    HEAD_H, ROW_H, TOTAL_H = 74, 48, 70

    def layout(self) -> dict:
        """Where everything goes: ``table``, ``labels`` (the categories' column), ``columns`` (seat
        -> its column), ``rows`` (one rectangle per shown row, across the table) and ``total``
        (the totals' row). The columns depend on the number of seats only."""
        rows = self.rows()
        room = (self.TABLE.h - self.HEAD_H - self.TOTAL_H) // self.ROW_H
        shown = min(len(rows), room)
        table = pygame.Rect(self.TABLE.x, self.TABLE.y, self.TABLE.w,
                            self.HEAD_H + max(1, shown) * self.ROW_H + self.TOTAL_H)
        col_w = (table.w - self.LABEL_W) // max(1, len(self.order))
        columns = {seat: pygame.Rect(table.x + self.LABEL_W + rank * col_w, table.y, col_w, table.h)
                   for rank, seat in enumerate(self.order)}
        row_rects = [pygame.Rect(table.x, table.y + self.HEAD_H + r * self.ROW_H, table.w, self.ROW_H)
                     for r in range(shown)]
        total = pygame.Rect(table.x, table.bottom - self.TOTAL_H, table.w, self.TOTAL_H)
        return {"table": table, "labels": pygame.Rect(table.x, table.y, self.LABEL_W, table.h),
                "columns": columns, "rows": row_rects, "total": total, "shown": rows[:shown]}

    def draw(self, surface) -> None:
        """A table with fixed columns: the categories down the left, one column per seat (the
        winner's lit), points revealed row by row and totals counting up; every text 24 px or more,
        cut rather than shrunk."""
        draw_backdrop(surface)
        names = [self.match.seats[s].name for s in sorted(self.winners)]
        title = tr("score.winner", names=", ".join(names), n=len(names)) if names else tr("score.title")
        draw_title(surface, title, y=70, size=56)
        layout = self.layout()
        table, total_row = layout["table"], layout["total"]
        shown_rows = layout["shown"]
        colors = [s.color or theme.SEAT_COLOR_ORDER[i] for i, s in enumerate(self.match.seats)]
        revealed = int(self.time / LINE_DELAY)
        theme.panel(surface, table, theme.PANEL, theme.PANEL_EDGE, width=2)
        body = theme.size("body") + 2
        for r, ((key, label), row) in enumerate(zip(shown_rows, layout["rows"])):
            if r % 2:
                pygame.draw.rect(surface, theme.PANEL_HI, row.inflate(-4, 0))
            text = theme.fit_text(label, body, self.LABEL_W - 30, theme.INK, min_size=theme.MIN_PLAY_TEXT)
            surface.blit(text, (row.x + 20, row.centery - text.get_height() // 2))
        for rank, seat in enumerate(self.order):
            column = layout["columns"][seat]
            win = seat in self.winners
            rgb = theme.seat_rgb(colors[seat])
            head = pygame.Rect(column.x + 4, column.y + 6, column.w - 8, self.HEAD_H - 12)
            pygame.draw.rect(surface, rgb, head, border_radius=12)
            pygame.draw.rect(surface, theme.SEAT_OUTLINE, head, 2, border_radius=12)
            ink = theme.contrast_ink(rgb)
            theme.symbol(surface, theme.seat_symbol(colors[seat]), (head.x + 26, head.centery), 26, ink)
            name = theme.fit_text(f"{rank + 1}. {self.match.seats[seat].name}", 28, head.w - 60, ink, bold=True,
                                  min_size=theme.MIN_PLAY_TEXT)
            surface.blit(name, (head.x + 48, head.centery - name.get_height() // 2))
            cells = self.cells(seat)
            total = 0
            for r, ((key, _label), row) in enumerate(zip(shown_rows, layout["rows"])):
                if r >= revealed:
                    break
                points, count = cells.get(key, (0, 0))
                total += points
                color = theme.GOOD if points > 0 else theme.BAD if points < 0 else theme.INK_DIM
                value = theme.text(f"{points:+d}" if points else "–", body + 2, color, bold=True)
                surface.blit(value, value.get_rect(midright=(column.right - 24, row.centery)))
                if count > 1:  # how many routes, tickets... made the points
                    times = theme.text(f"×{count}", theme.MIN_PLAY_TEXT, theme.INK_DIM)
                    surface.blit(times, times.get_rect(midleft=(column.x + 16, row.centery)))
            if revealed > len(shown_rows):  # lines past the table's room still count
                total = self.scores[seat].total
            pygame.draw.line(surface, theme.PANEL_EDGE, (column.x, total_row.y), (column.right, total_row.y), 2)
            tot = theme.text(str(total), 44, theme.ACCENT, bold=True)
            surface.blit(tot, tot.get_rect(midright=(column.right - 24, total_row.centery)))
            if win:
                pygame.draw.rect(surface, theme.ACCENT, column.inflate(-2, 0), 4, border_radius=12)
        pygame.draw.line(surface, theme.PANEL_EDGE, total_row.topleft, (total_row.x + self.LABEL_W, total_row.y), 2)
        label = theme.text(tr("score.total"), 32, theme.INK, bold=True)
        surface.blit(label, (total_row.x + 20, total_row.centery - label.get_height() // 2))
        self.draw_buttons(surface)


class RoundScoreScene(MenuScene):
    """Over the table after a round: the round's losses per seat; the board behind shows the
    virtual segments each seat was missing."""

    opaque = False
    WIDTH = 520  # the panel over the board's right edge; every line of it 24 px or more

    def __init__(self, app, table, data: dict):
        self.table, self.data = table, data
        super().__init__(app)

    def build(self) -> None:
        self.buttons.append(Button("continue", (theme.W - self.WIDTH + 20, theme.H - 110, self.WIDTH - 40, 84),
                                   tr("score.continue"),
                                   self.done, "primary"))
        self.nav.focus = "continue"

    def done(self) -> None:
        self.table.round_overlay = None
        self.table.frozen_tracks = None
        self.app.pop()

    def on_back(self) -> None:
        self.done()

    @staticmethod
    def columns(rect) -> list[pygame.Rect]:
        """The three fixed columns (plain and double tracks missing, points left) across the panel."""
        x0, x1 = rect.x + 78, rect.right - 36
        w = (x1 - x0) // 3
        return [pygame.Rect(x0 + i * w, 0, w, rect.h) for i in range(3)]

    def draw(self, surface) -> None:
        rect = pygame.Rect(theme.W - self.WIDTH, 0, self.WIDTH, theme.H)
        theme.panel(surface, rect, (22, 28, 36), theme.ACCENT, radius=0, width=3)
        theme.blit_center(surface, theme.text(tr("score.round", n=self.data.get("round", "?")), 40, theme.ACCENT, bold=True),
                          (rect.centerx, 50))
        reason = self.data.get("reason", "")
        key = f"reason.{reason}"
        theme.blit_center(surface, theme.play_text(tr(key) if has(key) else reason, "body", rect.w - 40, theme.INK_DIM),
                          (rect.centerx, 96))
        lost = self.data.get("lost", ())
        plain = self.data.get("plain", ())
        double = self.data.get("double", ())
        points = self.data.get("points", ())
        winners = set(self.data.get("winners", ()))
        colors = self.table.hud.seat_colors
        columns = self.columns(rect)
        dim = theme.INK_DIM
        # The columns' heads: "Missing" over plain and double, "Points" over what is left.
        y = 124
        missing = theme.play_text(tr("score.col_missing"), "body", columns[1].right - columns[0].x, dim, bold=True)
        theme.blit_center(surface, missing, ((columns[0].x + columns[1].right) // 2, y + 14))
        theme.blit_center(surface, theme.play_text(tr("score.col_points"), "body", columns[2].w, dim, bold=True),
                          (columns[2].centerx, y + 14))
        for col, key in zip(columns, ("score.col_plain", "score.col_double", "score.col_left")):
            theme.blit_center(surface, theme.play_text(tr(key), "body", col.w - 4, dim, condensed=True),
                              (col.centerx, y + 44))
        y += 70
        h = min(126, (theme.H - 130 - y) // max(1, len(lost)))
        for seat in range(len(lost)):
            box = pygame.Rect(rect.x + 20, y, rect.w - 40, h - 10)
            theme.panel(surface, box, theme.PANEL_HI if seat in winners else theme.PANEL,
                        theme.ACCENT if seat in winners else theme.PANEL_EDGE, radius=12)
            rgb = theme.seat_rgb(colors[seat])
            pygame.draw.circle(surface, rgb, (box.x + 30, box.y + 26), 16)
            theme.symbol(surface, theme.seat_symbol(colors[seat]), (box.x + 30, box.y + 26), 16, theme.contrast_ink(rgb))
            loss = lost[seat]
            value = theme.text(f"-{loss}" if loss else "✓", 36, theme.BAD if loss else theme.GOOD, bold=True)
            surface.blit(value, value.get_rect(topright=(box.right - 16, box.y + 6)))
            surface.blit(theme.play_text(self.table.match.seats[seat].name, "name", box.w - 90 - value.get_width(),
                                         theme.INK, bold=True), (box.x + 58, box.y + 8))
            cells = (plain[seat] if seat < len(plain) else 0, double[seat] if seat < len(double) else 0,
                     points[seat] if seat < len(points) else None)
            for col, number in zip(columns, cells):
                if number is None:
                    continue
                text = theme.text(str(number), theme.size("body") + 4, theme.INK, bold=True)
                theme.blit_center(surface, text, (col.centerx, box.bottom - 28))
            y += h
        self.draw_buttons(surface)
