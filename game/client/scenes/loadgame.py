"""Load a saved game: the most recent saves in the saves folder, newest first."""

from __future__ import annotations

from game.client import theme
from game.client.scenes.base import Button, MenuScene
from game.client.settings import saves_dir
from game.i18n import tr

SHOWN = 8


class LoadScene(MenuScene):
    title_key = "load.title"

    def __init__(self, app, table=None):
        self.table = table
        self.error = ""
        super().__init__(app)

    def files(self):
        folder = saves_dir()
        try:
            return sorted(folder.glob("*.toml"), key=lambda p: p.stat().st_mtime, reverse=True)[:SHOWN]
        except OSError:
            return []

    def build(self) -> None:
        y = 200
        for i, path in enumerate(self.files()):
            self.buttons.append(Button(f"file:{i}", (theme.W // 2 - 450, y, 900, 70), path.stem,
                                       lambda p=path: self.load(p), size=26))
            y += 84
        self.buttons.append(Button("back", (theme.W // 2 - 200, theme.H - 120, 400, 76), tr("common.back"),
                                   self.app.pop, "primary"))
        if self.nav.focus is None:
            self.nav.focus = "file:0" if len(self.buttons) > 1 else "back"

    def load(self, path) -> None:
        from game.engine.actions import IllegalAction
        from game.engine.match import Match, PluginFailure
        from game.engine.save import SaveError, read_save
        from game.plugins import SelectionError
        from game.client.scenes.table import TableScene

        try:
            match = Match.from_save(read_save(path), registry=self.app.registry)
        except (SaveError, SelectionError, IllegalAction, PluginFailure, ValueError) as exc:
            self.error = str(exc)
            self.app.audio.play("error")
            return
        if self.table is not None:
            self.table.close()
        self.app.reset_to(TableScene(self.app, match))

    def draw(self, surface) -> None:
        super().draw(surface)
        if len(self.buttons) == 1:
            theme.blit_center(surface, theme.text(tr("load.none"), 30, theme.INK_DIM), (theme.W // 2, 400))
        if self.error:
            theme.blit_center(surface, theme.fit_text(self.error, 24, theme.W - 200, theme.BAD), (theme.W // 2, theme.H - 180))
