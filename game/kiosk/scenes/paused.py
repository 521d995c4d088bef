"""Today's paused games, resumable by touch: the list of the load screen, limited to the kiosk's
paused folder and today; a game resumes exactly (privacy screen first when several people share
the screen)."""

from __future__ import annotations

from game.client.scenes.loadgame import LoadScene


class PausedGamesScene(LoadScene):
    title_key = "kiosk.paused_title"
    empty_key = "kiosk.paused_none"

    def __init__(self, app):
        super().__init__(app, folder=app.kiosk.paused.folder)

    def list_entries(self):
        return self.app.kiosk.paused.today()

    def game_in_progress(self):
        return self.app.autosaver.current()

    def play(self, match, entry) -> None:
        from game.client.scenes.table import TableScene

        saver = self.app.autosaver
        saver.set_aside()  # an unfinished game in the slot joins the paused ones first
        saver.adopt(entry.path)
        self.app.reset_to(TableScene(self.app, match, resumed=True))
