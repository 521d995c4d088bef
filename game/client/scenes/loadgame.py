"""Load a saved game: the saves folder newest first, each row saying the game, who plays, how far
it went and when; a page at a time. Loading over a game in progress asks first (that game moves to
this list, see game.client.autosave); a save that cannot be opened says why in plain words."""

from __future__ import annotations

from game.client import theme
from game.client.pg import pygame
from game.client.saves import (LoadProblem, date_line, game_line, list_saves, open_save, progress_line, same_state,
                               seats_line)
from game.client.scenes.base import Button, MenuScene
from game.client.settings import saves_dir
from game.i18n import tr

PER_PAGE = 5
ROW_H, ROW_GAP, TOP = 136, 14, 160
ROW_W = 1600


class LoadScene(MenuScene):
    title_key = "load.title"
    empty_key = "load.none"

    def __init__(self, app, table=None, folder=None):
        self.app = app
        self.table = table
        self.folder = folder if folder is not None else saves_dir()
        self.error = ""
        self.page = 0
        self.entries = self.list_entries()
        super().__init__(app)

    def list_entries(self):
        return list_saves(self.folder)

    def enter(self) -> None:
        self.entries = self.list_entries()
        super().enter()

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.entries) // PER_PAGE))

    def shown(self):
        start = self.page * PER_PAGE
        return list(enumerate(self.entries[start:start + PER_PAGE], start))

    def build(self) -> None:
        x = (theme.W - ROW_W) // 2
        for row, (index, entry) in enumerate(self.shown()):
            y = TOP + row * (ROW_H + ROW_GAP)
            self.buttons.append(Button(f"file:{index}", (x, y, ROW_W, ROW_H), "", lambda e=entry: self.pick(e)))
        bottom = theme.H - 120
        if self.pages > 1:
            self.buttons.append(Button("prev", (x, bottom, 300, 76), tr("saves.previous"), lambda: self.turn(-1),
                                       enabled=self.page > 0, size=28))
            self.buttons.append(Button("next", (x + ROW_W - 300, bottom, 300, 76), tr("saves.next"),
                                       lambda: self.turn(1), enabled=self.page < self.pages - 1, size=28))
        self.buttons.append(Button("back", (theme.W // 2 - 200, bottom, 400, 76), tr("common.back"),
                                   self.app.pop, "primary"))
        if self.nav.focus is None or self.nav.focus not in [b.key for b in self.buttons]:
            self.nav.focus = f"file:{self.page * PER_PAGE}" if self.entries else "back"

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        self.nav.focus = None
        self.rebuild()

    # -- loading ---------------------------------------------------------------------------------

    def game_in_progress(self):
        """The unfinished game a load would replace: the table's, else the autosave's."""
        if self.table is not None:
            return self.table.match.to_save()
        saver = getattr(self.app, "autosaver", None)
        return saver.current() if saver is not None else None

    def pick(self, entry) -> None:
        if entry.save is None:
            self.fail(entry.problem)
            return
        running = self.game_in_progress()
        if running is None or same_state(running, entry.save):  # the very game: nothing is replaced
            self.load(entry)
            return
        from game.client.scenes.confirm import ConfirmScene

        self.app.push(ConfirmScene(self.app, tr("saves.confirm.load.title"),
                                   tr("saves.confirm.load.text", game=game_line(running, self.app.registry)),
                                   tr("saves.confirm.load.yes"), lambda: self.load(entry), tr("saves.confirm.back"),
                                   yes_style="primary"))

    def fail(self, message: str) -> None:
        self.error = message
        self.app.audio.play("error")

    def load(self, entry) -> None:
        try:
            match = open_save(entry.save, self.app.registry, entry.path.name)
        except LoadProblem as exc:
            self.fail(str(exc))
            return
        self.play(match, entry)

    def play(self, match, entry) -> None:
        """Open the table of a loaded game."""
        from game.client.scenes.table import TableScene

        # The game in progress moves to this list, unless it is the loaded one in the same state
        # (the slot would only hold a duplicate of it).
        resumed = same_state(self.game_in_progress(), entry.save)
        if self.table is not None:
            self.table.close()
        self.app.reset_to(TableScene(self.app, match, resumed=resumed))

    # -- drawing ---------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        super().draw(surface)
        if not self.entries:
            theme.blit_center(surface, theme.text(tr(self.empty_key), 32, theme.INK_DIM), (theme.W // 2, 400))
        for button in self.buttons:
            if isinstance(button.key, str) and button.key.startswith("file:"):
                self.draw_entry(surface, button.rect, self.entries[int(button.key[5:])])
        if self.pages > 1:
            theme.blit_center(surface, theme.text(tr("saves.page", n=self.page + 1, total=self.pages), 26,
                                                  theme.INK_DIM), (theme.W // 2, theme.H - 150))
        if self.error:
            msg = theme.fit_text(self.error, 28, theme.W - 160, theme.INK, bold=True)
            rect = msg.get_rect(center=(theme.W // 2, theme.H - 190)).inflate(40, 24)
            theme.panel(surface, rect, (60, 24, 24), theme.BAD, radius=12)
            theme.blit_center(surface, msg, rect.center)

    def draw_entry(self, surface, rect: pygame.Rect, entry) -> None:
        x, width = rect.x + 28, rect.w - 56
        save = entry.save
        if save is None:
            surface.blit(theme.fit_text(entry.path.name, 30, width, theme.INK, bold=True), (x, rect.y + 14))
            surface.blit(theme.fit_text(tr("saves.unreadable_row"), 26, width, theme.BAD), (x, rect.y + 56))
            return
        date = theme.text(date_line(save.saved_at), 26, theme.INK_DIM)
        surface.blit(date, date.get_rect(topright=(rect.right - 28, rect.y + 16)))
        title = theme.fit_text(game_line(save, self.app.registry), 30, width - date.get_width() - 30,
                               theme.INK, bold=True)
        surface.blit(title, (x, rect.y + 12))
        surface.blit(theme.fit_text(seats_line(save), 26, width, theme.INK), (x, rect.y + 56))
        surface.blit(theme.fit_text(progress_line(save), 26, width, theme.ACCENT_2), (x, rect.y + 94))
