"""Installed plugins, grouped under their game: version, what each one is or changes, why a broken
one is broken in plain words, and an On/Off switch kept in the settings (Off hides a ruleset or a
variant from New game without uninstalling it). The side panel says how to install one.

Kiosk mode shows this screen read-only: pass ``read_only=True``, or set
``app.plugins_read_only = True`` so the title screen's button opens it read-only. The switches are
then shown as plain On/Off labels and the side panel asks players to see the staff.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene
from game.i18n import language, tr
from game.plugin_report import plain_reason

LIST = pygame.Rect(70, 160, 1110, 790)  # the scrolling list of plugins
SIDE = pygame.Rect(1220, 160, 630, 790)  # how to install one
TEXT = 24  # the smallest text on the screen: readable from a sofa at 1080p
LINE = 32
SWITCH_W, SWITCH_H = 200, 64
INDENT = 56  # variants sit under their game
SCROLL_STEP = 120

OFF_COLOR = (140, 146, 156)
WARN = (240, 170, 70)


@dataclass
class Row:
    """One line of the list: a game heading, a plugin, or the heading of plugins fitting no game."""

    record: object | None
    top: int = 0  # in list coordinates (0 = top of the list, before scrolling)
    height: int = 0
    indent: int = 0
    title: str = ""
    meta: str = ""
    lines: list[tuple[str, tuple]] = field(default_factory=list)  # wrapped text and its colour
    switch: bool = False  # shows an On/Off switch (a working plugin, screen not read-only)


class PluginsScene(MenuScene):
    title_key = "plugins.title"

    def __init__(self, app, read_only: bool | None = None):
        self.read_only = bool(getattr(app, "plugins_read_only", False) if read_only is None else read_only)
        self.scroll = 0
        self.rows: list[Row] = []
        self.content_height = 0
        super().__init__(app)

    # -- model ---------------------------------------------------------------------------------

    def switched_off(self) -> list[str]:
        return list(self.app.settings.disabled_plugins)

    def is_on(self, record) -> bool:
        return self.app.settings.plugin_enabled(record.id)

    def switch(self, record) -> None:
        if self.read_only:
            return
        self.app.settings.switch_plugin(record.id, not self.is_on(record))
        self.app.save_settings()
        self.app.audio.play("tick")
        self.rebuild()

    def _layout(self) -> None:
        lang = language()
        registry = self.app.registry
        off = self.switched_off()
        rows: list[Row] = []
        by_name = lambda r: (r.info.name(lang) if r.info else r.name).casefold()  # noqa: E731
        groups = registry.groups()
        games = sorted((g for g in groups if g[0] is not None), key=lambda g: by_name(g[0]))
        for game, members in games + [g for g in groups if g[0] is None]:
            if game is None:
                rows.append(Row(None, title=tr("plugins.group.elsewhere"), height=56))
            else:
                rows.append(self._row(game, 0, lang, off))
            rows.extend(self._row(record, INDENT, lang, off) for record in sorted(members, key=by_name))
        y = 0
        for row in rows:
            row.top = y
            y += row.height + 12
        self.rows = rows
        self.content_height = y

    def _row(self, record, indent: int, lang: str, off: list[str]) -> Row:
        info = record.info
        registry = self.app.registry
        title = info.name(lang) if info else record.name
        version = info.version if info else (record.dist_version or "?")
        parts = [tr("plugins.version", version=version), record.id]
        if info and info.kind == "ruleset":
            parts.append(tr("plugins.players", min=info.players_min, max=info.players_max))
        elif info:
            parts.append(tr("plugins.variant_of"))
        row = Row(record, indent=indent, title=title, meta="  ·  ".join(parts))
        width = LIST.w - indent - 64 - SWITCH_W - 40
        description = info.description.get(lang, "") if info else ""
        why = plain_reason(record, registry, lang, off)
        for text, color in ((description, theme.INK), (why, theme.BAD if record.status != "ok" else WARN)):
            if text:
                lines = theme.wrap(text, TEXT, width)
                if len(lines) > 3:  # the full words are in `railcade plugins info`
                    lines = lines[:2] + [lines[2] + " …"]
                row.lines.extend((line, color) for line in lines)
        row.switch = record.status == "ok" and not registry.missing_games(record) and not self.read_only
        row.height = 14 + 40 + LINE + LINE * len(row.lines) + 14
        return row

    # -- layout --------------------------------------------------------------------------------

    def max_scroll(self) -> int:
        return max(0, self.content_height - LIST.h)

    def scroll_by(self, amount: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + amount))
        self.rebuild()

    def row_rect(self, row: Row) -> pygame.Rect:
        return pygame.Rect(LIST.x + row.indent, LIST.y + row.top - self.scroll, LIST.w - row.indent, row.height)

    def switch_rect(self, row: Row) -> pygame.Rect:
        rect = self.row_rect(row)
        return pygame.Rect(rect.right - SWITCH_W - 20, rect.y + 16, SWITCH_W, SWITCH_H)

    def build(self) -> None:
        self._layout()
        self.scroll = min(self.scroll, self.max_scroll())
        for row in self.rows:
            if not row.switch:
                continue
            rect = self.switch_rect(row)
            on = self.is_on(row.record)
            button = Button(("switch", row.record.id), rect, tr("plugins.switch_on") if on else tr("plugins.switch_off"),
                            lambda r=row.record: self.switch(r), selected=on, size=28)
            self.buttons.append(button)
        if self.max_scroll():  # touch screens have no wheel: page the list with buttons
            self.buttons.append(Button("scroll-up", (SIDE.x, LIST.bottom - 64, 160, 64), "▲",
                                       lambda: self.scroll_by(-LIST.h // 2), enabled=self.scroll > 0, size=32))
            self.buttons.append(Button("scroll-down", (SIDE.x + 180, LIST.bottom - 64, 160, 64), "▼",
                                       lambda: self.scroll_by(LIST.h // 2), enabled=self.scroll < self.max_scroll(),
                                       size=32))
        self.buttons.append(Button("back", (theme.W // 2 - 200, theme.H - 112, 400, 80), tr("common.back"),
                                   self.app.pop, "primary", size=32))
        if self.nav.focus is None:
            self.nav.focus = "back"

    def sync_targets(self) -> None:
        super().sync_targets()
        # A switch scrolled out of the list stays reachable by keys (it scrolls into view) but not
        # by pointer: its rectangle may lie over the title or the Back button.
        for target in self.nav.targets:
            if isinstance(target.key, tuple) and not LIST.contains(target.rect):
                target.hit = lambda pos: None

    def draw_buttons(self, surface) -> None:
        for button in self.buttons:  # the switches are drawn with their rows, clipped to the list
            if not isinstance(button.key, tuple):
                button.draw(surface, self.nav.focus == button.key)

    def handle(self, intent) -> None:
        if intent.kind == "scroll":
            self.scroll_by(-intent.amount * SCROLL_STEP)
            return
        if intent.kind in ("scroll_up", "scroll_down"):
            self.scroll_by((-1 if intent.kind == "scroll_up" else 1) * (LIST.h // 2))
            return
        super().handle(intent)
        self._show_focus()

    def _show_focus(self) -> None:
        """Scroll so the switch that has the keyboard focus is in the list."""
        target = self.nav.focused
        if target is None or not isinstance(target.key, tuple) or LIST.contains(target.rect):
            return
        if target.rect.top < LIST.top:
            self.scroll -= LIST.top - target.rect.top + 16
        else:
            self.scroll += target.rect.bottom - LIST.bottom + 16
        self.scroll = max(0, min(self.max_scroll(), self.scroll))
        self.rebuild()

    # -- drawing -------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        super().draw(surface)
        if not self.rows:
            theme.blit_center(surface, theme.text(tr("plugins.none"), 32, theme.INK_DIM), LIST.center)
        clip = surface.get_clip()
        surface.set_clip(LIST.inflate(8, 0))
        for row in self.rows:
            rect = self.row_rect(row)
            if rect.bottom < LIST.top or rect.top > LIST.bottom:
                continue
            self._draw_row(surface, row, rect)
        surface.set_clip(clip)
        for button in self.buttons:  # switches again, clipped to the list like their rows
            if isinstance(button.key, tuple):
                surface.set_clip(LIST)
                button.draw(surface, self.nav.focus == button.key)
                surface.set_clip(clip)
        self._draw_fades(surface)
        self._draw_side(surface)

    def _draw_row(self, surface, row: Row, rect: pygame.Rect) -> None:
        if row.record is None:
            surface.blit(theme.text(row.title, 30, theme.INK_DIM, bold=True), (rect.x + 8, rect.y + 12))
            return
        record = row.record
        game = record.info is not None and record.info.kind == "ruleset"
        theme.panel(surface, rect, theme.PANEL_HI if game else theme.PANEL, theme.PANEL_EDGE, radius=14)
        color = self._status_color(record)
        pygame.draw.circle(surface, color, (rect.x + 32, rect.y + 40), 14)
        pygame.draw.circle(surface, theme.shade(color, 0.5), (rect.x + 32, rect.y + 40), 14, 2)
        x = rect.x + 64
        title_w = rect.w - 64 - SWITCH_W - 50
        surface.blit(theme.fit_text(row.title, 34 if game else 30, title_w, theme.INK, bold=True), (x, rect.y + 14))
        surface.blit(theme.fit_text(row.meta, TEXT, title_w, theme.INK_DIM), (x, rect.y + 58))
        y = rect.y + 58 + LINE
        for line, ink in row.lines:
            surface.blit(theme.text(line, TEXT, ink), (x, y))
            y += LINE
        if not row.switch:
            label = self._state_label(record)
            text = theme.text(label, 26, color, bold=True)
            surface.blit(text, text.get_rect(midright=(rect.right - 24, rect.y + 48)))

    def _status_color(self, record):
        if record.status == "broken":
            return theme.BAD
        if record.status != "ok" or self.app.registry.missing_games(record):
            return WARN
        return theme.GOOD if self.is_on(record) else OFF_COLOR

    def _state_label(self, record) -> str:
        if record.status != "ok":
            return tr(f"plugins.status.{record.status}")
        if self.app.registry.missing_games(record):
            return tr("plugins.status.disabled")
        return tr("plugins.switch_on") if self.is_on(record) else tr("plugins.switch_off")

    def _draw_fades(self, surface) -> None:
        """A hint that the list goes on above or below."""
        if self.scroll > 0:
            theme.blit_center(surface, theme.text("▲", 28, theme.ACCENT), (LIST.centerx, LIST.top - 14))
        if self.scroll < self.max_scroll():
            theme.blit_center(surface, theme.text("▼", 28, theme.ACCENT), (LIST.centerx, LIST.bottom + 16))

    def _draw_side(self, surface) -> None:
        x, width = SIDE.x + 24, SIDE.w - 48
        lines: list[tuple[str, int, tuple, bool, bool]] = []  # text, size, colour, bold, command
        if self.read_only:
            lines += [(line, 28, theme.INK, False, False) for line in theme.wrap(tr("plugins.read_only"), 28, width)]
        else:
            lines.append((tr("plugins.install_title"), 30, theme.ACCENT, True, False))
            for paragraph in tr("plugins.install_steps").split("\n"):
                command = paragraph.startswith("railcade ")
                lines += [(line, TEXT, theme.ACCENT_2 if command else theme.INK, False, command)
                          for line in theme.wrap(paragraph, TEXT, width - (16 if command else 0))]
        height = 20 + sum(LINE + (14 if size > TEXT else 6) for _, size, *_ in lines) + 14
        box = pygame.Rect(SIDE.x, SIDE.y, SIDE.w, height)
        theme.panel(surface, box, theme.PANEL, theme.PANEL_EDGE, radius=14)
        y = box.y + 20
        for line, size, color, bold, command in lines:
            if command:
                pygame.draw.rect(surface, (18, 24, 30), (x - 8, y - 3, width + 16, LINE + 4), border_radius=6)
            surface.blit(theme.fit_text(line, size, width, color, bold), (x + (8 if command else 0), y))
            y += LINE + (14 if size > TEXT else 6)
        if not self.read_only:
            y = box.bottom + 24
            for line in theme.wrap(tr("plugins.switch_hint"), TEXT, SIDE.w):
                surface.blit(theme.text(line, TEXT, theme.INK_DIM), (SIDE.x, y))
                y += LINE
