"""How to play: the ``help.toml`` a ruleset package ships (its sections, in French and English,
each with an optional picture), one section a page, and the help of the game's installed variants
after it. Reached from the title, New game (the game picked there) and the pause menu (the game on
the table, with its variants).

Read from a sofa: body text 30 px, nothing under 24 px. A section longer than its panel scrolls
(wheel, PageUp/PageDown, the ▲▼ buttons); Previous/Next turn the pages and the section list
follows. For Ticket to Ride Europe a button starts the guided first game (game/client/guide.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.client import theme
from game.client.help_pictures import draw_picture, fit
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene, draw_backdrop
from game.i18n import language, tr
from game.i18n.plural import typeset

BODY, BODY_LINE = 30, 42
LIST = pygame.Rect(60, 210, 480, 720)  # the sections of the game
PAGE = pygame.Rect(580, 210, 1280, 720)  # the section shown
PICTURE_W = 500
ROW_H, ROW_GAP = 64, 8
SCROLL_STEP = BODY_LINE * 3
GUIDED_GAME = "europe"  # the game the guided first game teaches


@dataclass(frozen=True)
class Page:
    record: object  # the ruleset or variant whose help.toml holds the section
    section: object  # HelpSection
    variant: bool = False

    def title(self, lang: str) -> str:
        return typeset(self.section.title.get(lang), lang)

    def text(self, lang: str) -> str:
        return typeset(self.section.text.get(lang), lang)


def help_of(record):
    """The help manifest of a plugin record, or None."""
    manifests = getattr(record, "manifests", None)
    return manifests.get("help") if manifests is not None else None


class HelpScene(MenuScene):
    def __init__(self, app, ruleset: str | None = None, from_table: bool = False):
        """``ruleset``: the game to open on (else the first); ``from_table``: opened over a game
        (the pause menu), so no button starts another one."""
        self.from_table = from_table
        lang = language()
        self.games = sorted((r for r in app.registry.rulesets() if help_of(r) is not None),
                            key=lambda r: r.info.name(lang).casefold())
        ids = [r.id for r in self.games]
        self.game_index = ids.index(ruleset) if ruleset in ids else 0
        self.page_index = 0
        self.scroll = 0
        self.list_top = 0  # index of the first section shown in the list
        self.lines: list[str] = []
        super().__init__(app)

    # -- model ---------------------------------------------------------------------------------

    @property
    def record(self):
        return self.games[self.game_index] if self.games else None

    def pages(self) -> list[Page]:
        record = self.record
        if record is None:
            return []
        pages = [Page(record, s) for s in help_of(record).sections]
        off = self.app.settings.disabled_plugins
        for variant in self.app.registry.offered_variants(record.id, off):
            manifest = help_of(variant)
            if manifest is not None:
                pages += [Page(variant, s, variant=True) for s in manifest.sections]
        return pages

    @property
    def page(self) -> Page | None:
        pages = self.pages()
        return pages[self.page_index] if pages else None

    def go_to(self, index: int) -> None:
        total = len(self.pages())
        if not total:
            return
        self.page_index = max(0, min(total - 1, index))
        self.scroll = 0
        visible = self.list_rows()
        if self.page_index < self.list_top:
            self.list_top = self.page_index
        elif self.page_index >= self.list_top + visible:
            self.list_top = self.page_index - visible + 1
        self.rebuild()

    def pick_game(self, step: int) -> None:
        if not self.games:
            return
        self.game_index = (self.game_index + step) % len(self.games)
        self.page_index = self.list_top = self.scroll = 0
        self.rebuild()

    def guide_offered(self) -> bool:
        """The guided game is offered on its game's help, away from a table, and in a kiosk only
        when the café offers that game."""
        record = self.record
        if record is None or record.id != GUIDED_GAME or self.from_table:
            return False
        kiosk = getattr(self.app, "kiosk", None)
        return kiosk is None or bool(kiosk.allowed_rulesets([record]))

    def start_guide(self) -> None:
        """Start the guided game; over an unfinished game, ask first as New game does (that game
        then moves to the load list)."""
        from game.client.guide import start_guided_game
        from game.client.scenes.confirm import ask_before_replacing

        saver = getattr(self.app, "autosaver", None)
        unfinished = saver.current() if saver is not None else None
        ask_before_replacing(self.app, unfinished, lambda: start_guided_game(self.app))

    # -- layout --------------------------------------------------------------------------------

    def list_rows(self) -> int:
        return LIST.h // (ROW_H + ROW_GAP)

    def page_layout(self) -> tuple[pygame.Rect, pygame.Rect | None]:
        """The text column and the picture box of the page."""
        inner = PAGE.inflate(-48, -40)
        body = pygame.Rect(inner.x, inner.y + 70, inner.w, inner.h - 70)
        page = self.page
        if page is not None and page.section.picture:
            picture = pygame.Rect(body.right - PICTURE_W, body.y, PICTURE_W, body.h)
            body.w -= PICTURE_W + 40
            return body, picture
        return body, None

    def max_scroll(self) -> int:
        body, _ = self.page_layout()
        return max(0, len(self.lines) * BODY_LINE - body.h)

    def scroll_by(self, amount: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + amount))
        self.rebuild()

    def build(self) -> None:
        lang = language()
        page = self.page
        body, _ = self.page_layout()
        self.lines = theme.wrap(page.text(lang), BODY, body.w) if page is not None else []
        self.scroll = min(self.scroll, self.max_scroll())
        pages = self.pages()
        if len(self.games) > 1:
            self.buttons.append(Button("game-prev", (PAGE.x, 120, 90, 70), "◀", lambda: self.pick_game(-1), size=32))
            self.buttons.append(Button("game-next", (PAGE.right - 90, 120, 90, 70), "▶", lambda: self.pick_game(1),
                                       size=32))
        for k in range(self.list_top, min(len(pages), self.list_top + self.list_rows())):
            y = LIST.y + (k - self.list_top) * (ROW_H + ROW_GAP)
            self.buttons.append(Button(("section", k), (LIST.x, y, LIST.w, ROW_H), "", lambda k=k: self.go_to(k),
                                       selected=k == self.page_index))
        if self.max_scroll():
            x = PAGE.right - 90
            self.buttons.append(Button("scroll-up", (x, PAGE.y + 12, 74, 60), "▲", lambda: self.scroll_by(-SCROLL_STEP),
                                       enabled=self.scroll > 0, size=28))
            self.buttons.append(Button("scroll-down", (x, PAGE.bottom - 72, 74, 60), "▼",
                                       lambda: self.scroll_by(SCROLL_STEP), enabled=self.scroll < self.max_scroll(),
                                       size=28))
        y = theme.H - 116
        self.buttons.append(Button("back", (LIST.x, y, 300, 80), tr("common.back"), self.app.pop, size=30))
        if pages:
            self.buttons.append(Button("prev", (PAGE.x, y, 300, 80), tr("help.previous"),
                                       lambda: self.go_to(self.page_index - 1), enabled=self.page_index > 0, size=30))
            self.buttons.append(Button("next", (PAGE.x + 480, y, 300, 80), tr("help.next"),
                                       lambda: self.go_to(self.page_index + 1),
                                       enabled=self.page_index < len(pages) - 1, style="primary", size=30))
        if self.guide_offered():
            self.buttons.append(Button("guide", (PAGE.right - 420, y, 420, 80), tr("help.guide"), self.start_guide,
                                       size=30))
        if self.nav.focus is None or self.nav.get(self.nav.focus) is None:
            self.nav.focus = "next" if len(pages) > 1 else "back"

    def handle(self, intent) -> None:
        if intent.kind == "scroll":
            self.scroll_by(-intent.amount * SCROLL_STEP)
            return
        if intent.kind in ("scroll_up", "scroll_down"):
            self.scroll_by((-1 if intent.kind == "scroll_up" else 1) * (PAGE.h // 2))
            return
        super().handle(intent)

    # -- drawing -------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        lang = language()
        title = tr("help.title")
        theme.blit_center(surface, theme.text(title, 52, theme.ACCENT, bold=True), (LIST.centerx, 155))
        if self.record is None:
            theme.blit_center(surface, theme.text(tr("help.none"), 32, theme.INK_DIM), (theme.W // 2, theme.H // 2))
            self.draw_buttons(surface)
            return
        name = fit(self.record.info.name(lang), 40, PAGE.w - 220, theme.INK, bold=True)
        theme.blit_center(surface, name, (PAGE.centerx, 155))
        self.draw_buttons(surface)
        pages = self.pages()
        self._draw_list(surface, pages, lang)
        self._draw_page(surface, lang)
        if pages:
            count = theme.text(tr("help.page", n=self.page_index + 1, total=len(pages)), 30, theme.INK_DIM, bold=True)
            theme.blit_center(surface, count, (PAGE.x + 390, theme.H - 76))

    def _draw_list(self, surface, pages: list[Page], lang: str) -> None:
        for k in range(self.list_top, min(len(pages), self.list_top + self.list_rows())):
            rect = self.nav.get(("section", k)).rect
            page = pages[k]
            color = theme.ACCENT_2 if page.variant else theme.INK
            lines = theme.wrap(page.title(lang), 24, rect.w - 32, bold=True)
            if len(lines) > 2:
                lines = [lines[0], lines[1] + " …"]
            top = rect.centery - len(lines) * 14
            for i, line in enumerate(lines):
                surface.blit(fit(line, 24, rect.w - 32, color, bold=True), (rect.x + 16, top + i * 28))
        if self.list_top > 0:
            theme.blit_center(surface, theme.text("▲", 28, theme.ACCENT), (LIST.centerx, LIST.y - 18))
        if self.list_top + self.list_rows() < len(pages):
            theme.blit_center(surface, theme.text("▼", 28, theme.ACCENT), (LIST.centerx, LIST.bottom + 6))

    def _draw_page(self, surface, lang: str) -> None:
        page = self.page
        theme.panel(surface, PAGE, theme.PANEL, theme.PANEL_EDGE, radius=16)
        if page is None:
            return
        inner = PAGE.inflate(-48, -40)
        heading = page.title(lang)
        if page.variant:
            heading = f"{page.record.info.name(lang)} · {heading}"
        surface.blit(fit(heading, 40, inner.w - (110 if self.max_scroll() else 0), theme.ACCENT, bold=True),
                     inner.topleft)
        body, picture = self.page_layout()
        if picture is not None:
            draw_picture(surface, picture, page.section.picture, page.record, lang)
        clip = surface.get_clip()
        surface.set_clip(body)
        y = body.y - self.scroll
        for line in self.lines:
            if body.y - BODY_LINE <= y <= body.bottom:
                surface.blit(theme.text(line, BODY, theme.INK), (body.x, y))
            y += BODY_LINE
        surface.set_clip(clip)
        if self.scroll < self.max_scroll():
            more = theme.text(tr("help.more_below"), 24, theme.ACCENT, bold=True)
            surface.blit(more, more.get_rect(bottomright=(PAGE.right - 110, PAGE.bottom - 8)))
