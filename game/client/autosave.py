"""Autosave: the game in progress is written after every action, so a crash, a power cut or a
closed window never costs a game.

The unfinished game lives in one slot, ``current.toml`` in the autosave folder (default
``<data dir>/autosave``: ``$RAILCADE_AUTOSAVE_DIR``, else ``$RAILCADE_DATA_DIR/autosave``, else the
platform's user data folder, e.g. ``~/.local/share/railcade/autosave``). Each write goes through
:func:`game.engine.save.write_atomic`, so the slot holds the game either before or after the last
action, never half of it. A finished game leaves the slot; an unfinished one that another game
would replace is moved aside first (to the saves folder, or a kiosk's paused games), so starting or
loading a game never destroys another one.

Writing happens on a small writer thread: serialising and syncing a long game takes several
milliseconds (more on a Raspberry Pi's SD card), which the table must not spend between two frames.
:meth:`Autosaver.record` hands the writer the newest save (a newer one replaces an older one still
waiting) and returns; :meth:`Autosaver.flush` waits for the writer. The thread is not a daemon, so a
game that dies of an exception still writes its last save on the way out; only a hard kill or a
power cut can lose the move being written. Each action's TOML text is cached, so a write costs the
header plus a join, not a re-serialisation of the whole log.

Nothing here draws or imports pygame: the table calls it, the kiosk and tests use it directly.
"""

from __future__ import annotations

import dataclasses
import os
import threading
import time
from pathlib import Path
from typing import Any

import tomli_w

from game.engine.save import Save, SaveError, read_save, write_atomic
from game.client.settings import data_dir

CURRENT = "current.toml"


def default_folder() -> Path:
    override = os.environ.get("RAILCADE_AUTOSAVE_DIR")
    return Path(override) if override else data_dir() / "autosave"


def progress(view: dict[str, Any]) -> dict[str, Any]:
    """The public progress of a game from a spectator's view: round, turn and points when the
    ruleset's view shows them (rulesets shape their views freely; unknown shapes give less)."""
    out: dict[str, Any] = {}
    for key in ("round", "turn"):
        value = view.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            out[key] = value
    score = view.get("score")
    points = score.get("points") if isinstance(score, dict) else None
    if points is None and isinstance(view.get("seats"), list):
        # Route games show only the points already public (routes), never the secret tickets.
        points = [s.get("route_points", s.get("points")) if isinstance(s, dict) else None for s in view["seats"]]
    if isinstance(points, list) and points and all(isinstance(p, int) and not isinstance(p, bool) for p in points):
        out["points"] = list(points)
    return out


def summarize(match) -> dict[str, Any]:
    """What a list of saves shows about ``match`` without replaying it."""
    summary: dict[str, Any] = {"moves": len(match.log), "over": bool(match.is_over)}
    names: dict[str, dict[str, str]] = {}
    for plugin_id in (match.setup.ruleset, *match.setup.variants):
        record = match.registry.find(plugin_id)
        info = record.info if record is not None else None
        if info is not None:
            names[plugin_id] = {lang: info.name(lang) for lang in ("fr", "en")}
    if names:
        summary["names"] = names
    record = match.registry.find(match.setup.ruleset)
    if record is not None and record.info is not None and record.info.round_names:
        summary["round_names"] = dict(record.info.round_names)  # "Deal 2", as the table says
    summary.update(progress(match.view(None)))
    return summary


def save_of(match) -> Save:
    return dataclasses.replace(match.to_save(), summary=summarize(match))


def aside_name(save: Save, when: float | None = None) -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    return f"{save.ruleset}-{stamp}-autosave.toml"


class Autosaver:
    """Keeps the autosave slot of one folder.

    ``begin(match, resumed)`` when a table opens a game: a different unfinished game found in the
    slot is moved to ``aside`` first (unless the table resumes that very game). ``record(match)``
    after every action (and after undo). A write that fails (full or read-only disk) never raises:
    :attr:`error` says why, and the game goes on.
    """

    def __init__(self, folder: str | os.PathLike[str] | None = None,
                 aside: str | os.PathLike[str] | None = None, background: bool = True):
        self.folder = Path(folder) if folder is not None else default_folder()
        self.aside = Path(aside) if aside is not None else None
        self.background = background
        self.error = ""
        self.writes = 0
        self._lock = threading.Lock()
        self._pending: Save | None = None  # the newest save the writer has not taken yet
        self._writer: threading.Thread | None = None
        self._blocks: dict[Any, str] = {}  # action -> its TOML text

    @property
    def path(self) -> Path:
        return self.folder / CURRENT

    # -- the slot --------------------------------------------------------------------------------

    def current(self) -> Save | None:
        """The unfinished game in the slot, or None (no file, finished, or unreadable)."""
        self.flush()
        try:
            save = read_save(self.path)
        except SaveError:
            return None
        return None if save.summary.get("over") else save

    def exists(self) -> bool:
        self.flush()
        return self.path.is_file()

    def begin(self, match, resumed: bool = False) -> None:
        if not resumed and self.exists():
            self.set_aside()
        self.record(match)

    def record(self, match) -> bool:
        """Save ``match`` to the slot (a finished game empties it). False when the last write
        failed (:attr:`error` says why); the game goes on either way."""
        if match.is_over:
            self.clear()
            return not self.error
        save = save_of(match)  # taken now, on the caller's thread: the match moves on
        if not self.background:
            return self._write(save)
        with self._lock:
            self._pending = save
            if self._writer is None:
                self._writer = threading.Thread(target=self._drain, name="railcade-autosave")
                self._writer.start()
        return not self.error

    def flush(self) -> None:
        """Wait until every recorded save is on disk."""
        while True:
            with self._lock:
                writer = self._writer
            if writer is None or writer is threading.current_thread():
                return
            writer.join()

    def _drain(self) -> None:
        while True:
            with self._lock:
                save, self._pending = self._pending, None
                if save is None:
                    self._writer = None
                    return
            self._write(save)

    def _write(self, save: Save) -> bool:
        try:
            write_atomic(self.path, self.toml(save))
        except OSError as exc:
            self.error = f"{self.path}: {exc.strerror or exc}"
            return False
        self.writes += 1
        self.error = ""
        return True

    def toml(self, save: Save) -> str:
        """The save as :meth:`Save.to_toml` would write it (same data once parsed), built from the
        cached text of each action: ``[[actions]]`` tables may follow any other table."""
        head = save.to_dict()
        head.pop("actions", None)
        parts = [tomli_w.dumps(head)]
        if len(self._blocks) > 20000:  # many distinct actions over a long day: start over
            self._blocks.clear()
        for action in save.actions:
            block = self._blocks.get(action)
            if block is None:
                # An action is a flat table (scalars and a list of strings): its keys go under
                # their own header.
                block = self._blocks[action] = "\n[[actions]]\n" + tomli_w.dumps(action.to_dict())
            parts.append(block)
        return "".join(parts)

    def clear(self) -> None:
        self.flush()
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            self.error = f"{self.path}: {exc.strerror or exc}"

    def set_aside(self, folder: str | os.PathLike[str] | None = None, name: str | None = None) -> Path | None:
        """Move the unfinished game of the slot to ``folder`` (default :attr:`aside`) and empty the
        slot; the new path, or None when there was nothing to keep (or nowhere to keep it)."""
        target_dir = Path(folder) if folder is not None else self.aside
        self.flush()
        try:
            text = self.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None
        try:
            save = Save.from_toml(text, str(self.path))
        except SaveError:
            save = None
        if save is not None and save.summary.get("over"):
            self.clear()
            return None
        if target_dir is None:
            return None
        # A damaged slot is kept as it is: whoever investigates may want to read it.
        target = Path(target_dir) / (name or (aside_name(save) if save else f"damaged-{int(time.time())}.toml"))
        try:
            write_atomic(target, text)
            self.clear()
        except OSError as exc:
            self.error = f"{target}: {exc.strerror or exc}"
            return None
        return target

    def adopt(self, path: str | os.PathLike[str]) -> None:
        """Make a saved game (a kiosk's paused game) the current one: moved into the slot."""
        source = Path(path)
        self.flush()
        write_atomic(self.path, source.read_text(encoding="utf-8"))
        source.unlink()
