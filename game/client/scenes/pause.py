"""The pause menu over the table: resume, save, load, undo, settings, quit to the title."""

from __future__ import annotations

import time

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene, dim
from game.client.settings import saves_dir
from game.i18n import tr


class PauseScene(MenuScene):
    opaque = False

    def __init__(self, app, table):
        self.table = table
        self.message = ""
        super().__init__(app)

    def build(self) -> None:
        from game.client.scenes.help import HelpScene
        from game.client.scenes.loadgame import LoadScene
        from game.client.scenes.settings import SettingsScene

        x, w, h, gap, y = theme.W // 2 - 260, 520, 74, 12, 240
        items = [
            ("resume", tr("pause.resume"), self.app.pop, "primary"),
            ("save", tr("pause.save"), self.save, "normal"),
            ("load", tr("pause.load"), lambda: self.app.push(LoadScene(self.app, table=self.table)), "normal"),
            ("undo", tr("pause.undo"), self.undo, "normal", self.table.match.can_undo()),
            ("help", tr("help.button"), lambda: self.app.push(
                HelpScene(self.app, self.table.match.setup.ruleset, from_table=True)), "normal"),
            ("settings", tr("title.settings"), lambda: self.app.push(SettingsScene(self.app)), "normal"),
            ("quit", tr("pause.quit"), self.ask_quit, "danger"),
        ]
        if self.app.locked:  # kiosk guests: no files
            items = [item for item in items if item[0] not in ("save", "load")]
        for i, (key, label, action, style, *enabled) in enumerate(items):
            self.buttons.append(Button(key, (x, y + i * (h + gap), w, h), label, action, style,
                                       enabled=all(enabled)))
        if self.nav.focus is None:
            self.nav.focus = "resume"

    def save(self) -> None:
        from game.client.autosave import save_of
        from game.engine.save import write_save

        name = f"{self.table.match.setup.ruleset}-{time.strftime('%Y%m%d-%H%M%S')}.toml"
        try:
            write_save(saves_dir() / name, save_of(self.table.match))  # the summary the load list shows
        except OSError as exc:
            self.message = tr("pause.save_failed", error=str(exc))
            self.app.audio.play("error")
            return
        self.message = tr("pause.saved", name=name)

    def undo(self) -> None:
        from game.engine.actions import UndoRefused

        match = self.table.match
        session = self.table.session
        session.cancel_bot()
        try:
            match.undo()
            # Take back bots' moves too, down to a human's decision, so undo means "my last move".
            while match.log and session.next_actor() is not None and session.is_bot(session.next_actor()) \
                    and match.can_undo():
                match.undo()
        except UndoRefused:
            # The engine's reason is English and only knows "a card was revealed": the player is
            # told in their language, from what the match says (nothing to undo, or a hidden card
            # turned up: a blind draw, or a face-up card replaced from the deck).
            self.message = tr("pause.undo_nothing" if not match.log else "pause.undo_revealed")
            self.app.audio.play("error")
            return
        self.table.reload(match)
        self.message = tr("pause.undone")
        self.rebuild()  # Undo again only if the move before can be taken back
        if self.nav.focus == "undo" and not match.can_undo():
            self.nav.focus = "resume"

    def ask_quit(self) -> None:
        from game.client.scenes.confirm import ConfirmScene

        text = tr("kiosk.confirm.quit.text") if self.app.locked else tr("saves.confirm.quit.text")
        self.app.push(ConfirmScene(self.app, tr("saves.confirm.quit.title"), text,
                                   tr("saves.confirm.quit.yes"), self.quit, tr("saves.confirm.keep_playing")))

    def quit(self) -> None:
        self.table.quit_to_title()

    def draw(self, surface) -> None:
        dim(surface, 200)
        theme.blit_center(surface, theme.text(tr("pause.title"), 60, theme.ACCENT, bold=True), (theme.W // 2, 170))
        self.draw_buttons(surface)
        if self.message:
            msg = theme.fit_text(self.message, 26, theme.W - 200, theme.INK, bold=True)
            rect = msg.get_rect(center=(theme.W // 2, theme.H - 90)).inflate(40, 24)
            theme.panel(surface, rect, (20, 24, 30), theme.ACCENT, radius=12)
            theme.blit_center(surface, msg, rect.center)
        _ = pygame
