"""The title screen: logo, a little train running across, and the main menu."""

from __future__ import annotations

import math

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene, draw_backdrop
from game.i18n import tr

# The smoke keeps low, trailing behind the chimney, and the tagline sits higher, closer under the
# logo (whose letters' ink ends ~55 px below its centre): a puff never rises into the words.
LOGO_Y, TAGLINE_Y = 180, 290


class TitleScene(MenuScene):
    hint_key = "title.hint"  # the line at the bottom ("" for none: a kiosk has no keyboard)

    def __init__(self, app):
        self.time = 0.0
        super().__init__(app)

    def build(self) -> None:
        from game.client.scenes.help import HelpScene
        from game.client.scenes.loadgame import LoadScene
        from game.client.scenes.newgame import NewGameScene
        from game.client.scenes.plugins import PluginsScene
        from game.client.scenes.settings import SettingsScene

        x, y, w, h, gap = theme.W // 2 - 230, 450, 460, 74, 14
        self.unfinished = self.saved_game()
        items = [
            ("new", tr("title.new_game"), lambda: self.new_game(NewGameScene), "normal" if self.unfinished else "primary"),
            ("load", tr("title.load_game"), lambda: self.app.push(LoadScene(self.app)), "normal"),
            ("help", tr("help.button"), lambda: self.app.push(HelpScene(self.app)), "normal"),
            ("settings", tr("title.settings"), lambda: self.app.push(SettingsScene(self.app)), "normal"),
            ("plugins", tr("title.plugins"), lambda: self.app.push(PluginsScene(self.app)), "normal"),
            ("quit", tr("title.quit"), self.quit, "danger"),
        ]
        if self.unfinished is not None:
            items.insert(0, ("continue", self.continue_label(), self.continue_game, "primary"))
            y, h, gap = 430, 66, 10  # seven buttons above the hint line
        for i, (key, label, action, style) in enumerate(items):
            wide = 380 if key == "continue" else 0  # the game's name and progress fit beside the word
            self.buttons.append(Button(key, (x - wide // 2, y + i * (h + gap), w + wide, h), label, action, style,
                                       size=30))
        if self.nav.focus is None or self.nav.get(self.nav.focus) is None:
            self.nav.focus = "continue" if self.unfinished is not None else "new"

    # -- the game in progress ------------------------------------------------------------------

    def saved_game(self):
        """The unfinished game of the autosave slot, if any (resumed by Continue)."""
        saver = getattr(self.app, "autosaver", None)
        return saver.current() if saver is not None else None

    def continue_label(self) -> str:
        from game.client.saves import game_line, progress_line

        save = self.unfinished
        progress = progress_line(save).split(" · ")[0]
        return f"{tr('saves.continue')} — {game_line(save, self.app.registry)} · {progress}"

    def continue_game(self) -> None:
        """Resume the autosaved game exactly: same state, same seats (the table shows the privacy
        screen first when several people share it)."""
        from game.client.saves import LoadProblem, open_save
        from game.client.scenes.table import TableScene

        try:
            match = open_save(self.unfinished, self.app.registry)
        except LoadProblem as exc:
            self.app.toast(str(exc), theme.BAD, seconds=8)
            self.app.audio.play("error")
            return
        self.app.reset_to(TableScene(self.app, match, resumed=True))

    def new_game(self, scene_class) -> None:
        from game.client.scenes.confirm import ask_before_replacing

        ask_before_replacing(self.app, self.unfinished, lambda: self.app.push(scene_class(self.app)))

    def quit(self) -> None:
        self.app.running = False

    def on_back(self) -> None:
        pass  # Esc on the title does nothing: quitting is an explicit button

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        self._draw_track(surface)
        logo = "RAILCADE"
        for dx, dy, color in ((6, 6, (0, 0, 0)), (0, 0, theme.ACCENT)):
            theme.blit_center(surface, theme.text(logo, 150, color, bold=True), (theme.W // 2 + dx, LOGO_Y + dy))
        surface.blit(*self.tagline())
        self.draw_buttons(surface)
        if self.hint_key:
            hint = theme.text(tr(self.hint_key), 22, theme.INK_DIM)
            theme.blit_center(surface, hint, (theme.W // 2, theme.H - 40))

    def tagline(self) -> tuple[pygame.Surface, pygame.Rect]:
        text = theme.text(tr("title.tagline"), 34, theme.INK)
        return text, text.get_rect(center=(theme.W // 2, TAGLINE_Y))

    def _draw_track(self, surface) -> None:
        y = 395
        pygame.draw.line(surface, (90, 80, 70), (0, y + 10), (theme.W, y + 10), 4)
        pygame.draw.line(surface, (90, 80, 70), (0, y + 22), (theme.W, y + 22), 4)
        for x in range(0, theme.W, 34):
            pygame.draw.rect(surface, (70, 56, 44), (x, y + 6, 14, 22))
        # A locomotive and cars in the seat colours, looping across the screen.
        span = theme.W + 900
        head = (self.time * 260) % span - 300
        colors = list(theme.SEAT_COLORS.values())
        for i in range(6):
            x = head - i * 92
            body = pygame.Rect(int(x), y - 28, 84, 36)
            color = (60, 60, 66) if i == 0 else colors[(i - 1) % len(colors)]
            pygame.draw.rect(surface, theme.shade(color, 0.6), body.move(0, 3), border_radius=8)
            pygame.draw.rect(surface, color, body, border_radius=8)
            pygame.draw.rect(surface, theme.shade(color, 1.25), (body.x + 6, body.y + 5, body.w - 12, 8), border_radius=4)
            for wx in (body.x + 18, body.right - 18):
                pygame.draw.circle(surface, (30, 30, 30), (wx, body.bottom + 2), 9)
                pygame.draw.circle(surface, (150, 150, 150), (wx, body.bottom + 2), 4)
            if i == 0:
                pygame.draw.rect(surface, (40, 40, 44), (body.right - 28, body.y - 18, 16, 20))
                puff = (self.time * 3) % 1
                pygame.draw.circle(surface, (220, 220, 220), (body.right - 20 - puff * 30, body.y - 24 - puff * 12),
                                   int(7 + puff * 6), 0)
            else:
                pygame.draw.line(surface, (30, 30, 30), (body.right, body.centery), (body.right + 8, body.centery), 4)
        _ = math  # keep import for future easing of the train
