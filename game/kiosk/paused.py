"""Paused games: guests who walked away (or left for the title screen) find their game on the title
screen for the rest of the day. The next day it counts as abandoned in the stats and moves to an
``abandoned`` folder beside (the newest 200 are kept), so the owner can still look at it.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import Callable

from game.client.saves import SaveEntry, list_saves
from game.engine.save import SaveError, read_save
from game.kiosk.stats import StatsLog, game_id

KEEP_ABANDONED = 200


class PausedGames:
    def __init__(self, folder: str | os.PathLike[str], stats: StatsLog,
                 now: Callable[[], datetime] | None = None):
        self.folder = Path(folder)
        self.stats = stats
        self.now = now or (lambda: datetime.now().astimezone())

    @property
    def abandoned_folder(self) -> Path:
        return self.folder / "abandoned"

    def _day(self, path: Path) -> object:
        return datetime.fromtimestamp(path.stat().st_mtime).date()

    def today(self) -> list[SaveEntry]:
        """Paused games of today, newest first (the title screen offers them)."""
        day = self.now().date()
        return [e for e in list_saves(self.folder) if e.save is not None and self._day(e.path) == day]

    def expire(self) -> int:
        """Move paused games of earlier days to the abandoned folder; how many moved."""
        day = self.now().date()
        moved = 0
        try:
            paths = [p for p in self.folder.glob("*.toml") if p.is_file()]
        except OSError:
            return 0
        for path in paths:
            try:
                if self._day(path) >= day:
                    continue
            except OSError:
                continue
            self._abandon(path)
            moved += 1
        self._prune()
        return moved

    def clear(self) -> int:
        """The admin's "clear paused games": every paused game is abandoned now."""
        paths = [p for p in self.folder.glob("*.toml") if p.is_file()] if self.folder.is_dir() else []
        for path in paths:
            self._abandon(path)
        self._prune()
        return len(paths)

    def _abandon(self, path: Path) -> None:
        try:
            save = read_save(path)
            self.stats.record("abandoned", game=game_id(save), ruleset=save.ruleset)
        except SaveError:
            self.stats.record("abandoned", game=path.stem, ruleset="?")
        try:
            self.abandoned_folder.mkdir(parents=True, exist_ok=True)
            os.replace(path, self.abandoned_folder / path.name)
        except OSError:
            pass

    def _prune(self) -> None:
        try:
            old = sorted(self.abandoned_folder.glob("*.toml"), key=lambda p: p.stat().st_mtime, reverse=True)
        except OSError:
            return
        for path in old[KEEP_ABANDONED:]:
            try:
                path.unlink()
            except OSError:
                pass
