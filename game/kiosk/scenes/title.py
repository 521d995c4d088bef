"""The kiosk's title screen: Continue, New game, today's paused games, How to play and the games on offer; a
flag per language and the volume (up to the café's cap). No load, settings, plugins switches or
quit: guests change only the language and the volume."""

from __future__ import annotations

from game.client import theme
from game.client.scenes.base import Button
from game.client.scenes.title import TitleScene
from game.i18n import language, tr
from game.kiosk.scenes.flags import draw_flag

VOLUME_STEP = 10
FLAG = (72, 48)


class KioskTitleScene(TitleScene):
    hint_key = ""

    def build(self) -> None:
        from game.client.scenes.help import HelpScene
        from game.client.scenes.newgame import NewGameScene
        from game.client.scenes.plugins import PluginsScene

        kiosk = self.app.kiosk
        self.unfinished = self.saved_game()
        self.paused = kiosk.paused.today()
        x, y, w, h, gap = theme.W // 2 - 260, 450, 520, 84, 16
        items = [("new", tr("title.new_game"), lambda: self.new_game(NewGameScene),
                  "normal" if self.unfinished else "primary")]
        if self.unfinished is not None:
            items.insert(0, ("continue", self.continue_label(), self.continue_game, "primary"))
        if self.paused:
            items.append(("paused", tr("kiosk.paused_games", n=len(self.paused)), self.show_paused, "normal"))
        items.append(("help", tr("help.button"), lambda: self.app.push(HelpScene(self.app)), "normal"))
        items.append(("games", tr("kiosk.games"), lambda: self.app.push(PluginsScene(self.app, read_only=True)), "normal"))
        if len(items) > 4:  # all five stay above the language and volume row
            h, gap = 76, 12
        for i, (key, label, action, style) in enumerate(items):
            wide = 400 if key == "continue" else 0
            self.buttons.append(Button(key, (x - wide // 2, y + i * (h + gap), w + wide, h), label, action, style,
                                       size=32))
        # Bottom row: one flag per language, then the volume.
        langs = kiosk.languages
        row_y, lang_w = theme.H - 130, 360
        row_w = len(langs) * (lang_w + 20) + 90 + 260 + 90 + 40
        left = (theme.W - row_w) // 2
        for i, lang in enumerate(langs):
            self.buttons.append(Button(f"lang:{lang}", (left + i * (lang_w + 20), row_y, lang_w, 90),
                                       tr(f"lang.name.{lang}"), lambda lang=lang: self.set_language(lang),
                                       selected=language() == lang, size=30))
        vx = left + len(langs) * (lang_w + 20) + 40
        volume = self.app.settings.volume
        self.buttons.append(Button("vol-", (vx, row_y, 90, 90), "−", lambda: self.step_volume(-VOLUME_STEP),
                                   enabled=volume > 0, size=44))
        self.volume_center = (vx + 90 + 130, row_y + 45)
        self.buttons.append(Button("vol+", (vx + 90 + 260, row_y, 90, 90), "+",
                                   lambda: self.step_volume(VOLUME_STEP), enabled=volume < kiosk.volume_cap, size=44))
        if self.nav.focus is None or self.nav.get(self.nav.focus) is None:
            self.nav.focus = "continue" if self.unfinished is not None else "new"

    def set_language(self, lang: str) -> None:
        self.app.settings.lang = lang
        self.app.save_settings()
        self.rebuild()

    def step_volume(self, delta: int) -> None:
        settings = self.app.settings
        settings.volume = max(0, min(self.app.kiosk.volume_cap, settings.volume + delta))
        self.app.save_settings()
        self.app.audio.play("tick")
        self.rebuild()

    def show_paused(self) -> None:
        from game.kiosk.scenes.paused import PausedGamesScene

        self.app.push(PausedGamesScene(self.app))

    def draw(self, surface) -> None:
        super().draw(surface)
        for button in self.buttons:
            if isinstance(button.key, str) and button.key.startswith("lang:"):
                rect = button.rect
                draw_flag(surface, button.key[5:], (rect.x + 18, rect.centery - FLAG[1] // 2, *FLAG))
        label = theme.text(tr("kiosk.volume", n=self.app.settings.volume), 30, theme.INK, bold=True)
        theme.blit_center(surface, label, self.volume_center)
