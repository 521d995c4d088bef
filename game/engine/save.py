"""Saves: the recipe of a game (ruleset, variants, seats, options, seed, action log) in TOML.

Loading a save replays it, so a save, a replay, an undo, a kiosk resume and a bug report are the
same thing. Files are written atomically: a temporary file in the same folder, flushed and synced,
then renamed over the target, so a crash or power cut leaves either the old save or the new one.
"""

from __future__ import annotations

import os
import re
import tempfile
import tomllib
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Mapping, TYPE_CHECKING

import tomli_w

import game
from game.engine.actions import Action
from game.manifest import key_lines, line_of, toml_error_line

if TYPE_CHECKING:
    from game.engine.match import Match, Seat

FORMAT_VERSION = 1
_REQUIRED = object()


def _as_tuple(kind: type | tuple) -> tuple:
    return kind if isinstance(kind, tuple) else (kind,)


def _describe(value: Any) -> str:
    """A value as a person would name it in an error."""
    names = {bool: "true/false", int: "a number", float: "a number", str: "text", list: "an array",
             dict: "a table"}
    kind = names.get(type(value), type(value).__name__)
    shown = repr(value)
    return kind if len(shown) > 40 or isinstance(value, (list, dict)) else f"{kind} ({shown})"


# A save is a recipe (seed and moves), so even a very long game is small: 20,000 moves, far more
# than any shipped game takes, make about 2.5 MB. Anything larger is not a save; refusing it before
# reading keeps a wrong file (a video, a disk image) from filling the memory.
MAX_SAVE_BYTES = 8 * 1024 * 1024


class SaveError(ValueError):
    """A save file that cannot be read or replayed.

    ``file`` names the file, ``place`` where in it (``line 7``, ``actions[3].seat``), ``line`` the
    line when known, ``reason`` what is wrong in plain words (English), and ``code`` the kind of
    problem, so the window can say it in the player's language: ``not_text``, ``too_large``,
    ``toml``, ``format``, ``content`` (a key missing or of the wrong type), ``not_installed``,
    ``unavailable`` (installed but broken or switched off), ``setup`` (seats or options the
    ruleset refuses), ``replay`` (a move refused), ``plugin`` (a plugin raised while replaying).
    """

    def __init__(self, file: Any, reason: str, place: str = "", line: int | None = None,
                 code: str = "content", move: int | None = None, plugin: str = ""):
        self.file, self.reason, self.place, self.line, self.code = str(file), reason, place, line, code
        self.move = move  # the 0-based index of the refused action, for "replay" and "plugin"
        self.plugin = plugin  # the plugin that raised, for "plugin"
        where = place
        if line is not None and not place.startswith("line "):
            where = f"{place} (line {line})" if place else f"line {line}"
        super().__init__(f"{self.file}: {where}: {reason}" if where else f"{self.file}: {reason}")


@dataclass(frozen=True)
class Save:
    ruleset: str
    ruleset_version: str
    variants: tuple[tuple[str, str], ...]  # (id, version)
    seats: tuple["Seat", ...]
    options: Mapping[str, Any]
    seed: int
    actions: tuple[Action, ...]
    format: int = FORMAT_VERSION
    railcade_version: str = game.__version__
    saved_at: str = field(default_factory=lambda: datetime.now(timezone.utc).isoformat(timespec="seconds"))
    # What a list of saves shows without replaying (game name, round, public points): written by
    # the client, never read by the replay, so a save without it loads the same.
    summary: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, match: "Match") -> "Save":
        versions = match.versions
        return cls(
            ruleset=match.setup.ruleset,
            ruleset_version=versions[match.setup.ruleset],
            variants=tuple((v, versions[v]) for v in match.setup.variants),
            seats=match.seats,
            options=dict(match.setup.options),
            seed=match.seed,
            actions=tuple(match.log),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "railcade_version": self.railcade_version,
            "saved_at": self.saved_at,
            "ruleset": {"id": self.ruleset, "version": self.ruleset_version},
            "variants": [{"id": v, "version": ver} for v, ver in self.variants],
            "seats": [seat.to_dict() for seat in self.seats],
            "options": dict(self.options),
            "seed": self.seed,
            "actions": [a.to_dict() for a in self.actions],
            **({"summary": dict(self.summary)} if self.summary else {}),
        }

    def to_toml(self) -> str:
        return tomli_w.dumps(self.to_dict())

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], source: str = "save", text: str | None = None) -> "Save":
        """Check every key a replay needs; a problem raises :class:`SaveError` naming the key (and
        its line when the TOML ``text`` is given)."""
        return _SaveReader(source, text).read(data)

    @classmethod
    def from_toml(cls, text: str, source: str = "save") -> "Save":
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            line = toml_error_line(exc, text)
            raise SaveError(source, f"not valid TOML: {getattr(exc, 'msg', exc)}", f"line {line}" if line else "",
                            line, code="toml") from None
        return cls.from_dict(data, source, text)


def item_line(lines: Mapping[str, int], text_lines: list[str], key: str) -> int | None:
    """The line of ``key`` in a save. Saves written by :meth:`Save.to_toml` hold ``actions`` and
    ``seats`` as arrays with one inline table per line, where :func:`key_lines` only knows the
    array's line: the item's own line is the n-th following line opening a table."""
    found = re.match(r"(\w+)\[(\d+)\]", key)
    if found and found.group(0) not in lines and found.group(1) in lines:
        start, wanted = lines[found.group(1)], int(found.group(2))
        seen = 0
        for number in range(start, len(text_lines)):  # text_lines[start] is the line after it
            stripped = text_lines[number].strip()
            if stripped.startswith("]"):
                break
            if stripped.startswith("{"):
                if seen == wanted:
                    return number + 1
                seen += 1
    return line_of(lines, key)


class _SaveReader:
    """Reads the plain data of a save key by key, so a problem names the key at fault."""

    def __init__(self, source: str, text: str | None):
        self.source = source
        self._lines = key_lines(text) if text is not None else None
        self._text_lines = text.splitlines() if text is not None else []

    def fail(self, key: str, reason: str, code: str = "content") -> SaveError:
        return SaveError(self.source, reason, key, self.line(key), code=code)

    def line(self, key: str) -> int | None:
        if self._lines is None:
            return None
        return item_line(self._lines, self._text_lines, key)

    def get(self, table: Mapping[str, Any], key: str, path: str, kind: type | tuple, what: str,
            default: Any = _REQUIRED) -> Any:
        if key not in table:
            if default is _REQUIRED:
                raise self.fail(path, f"missing ({what} expected)")
            return default
        value = table[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and bool not in _as_tuple(kind)):
            raise self.fail(path, f"expected {what}, found {_describe(value)}")
        return value

    def read(self, data: Mapping[str, Any]) -> "Save":
        from game.engine.match import MAX_SEED, Seat

        if "format" not in data:
            raise self.fail("format", "no format version: this is not a railcade save", code="format")
        fmt = self.get(data, "format", "format", int, "a whole number")
        if fmt != FORMAT_VERSION:
            raise self.fail("format", f"format {fmt} is not supported (this build reads {FORMAT_VERSION})",
                            code="format")
        ruleset = self.get(data, "ruleset", "ruleset", dict, "a table")
        ruleset_id = self.get(ruleset, "id", "ruleset.id", str, "a ruleset id")
        version = self.get(ruleset, "version", "ruleset.version", str, "a version string", "")
        variants = []
        for i, item in enumerate(self.get(data, "variants", "variants", list, "an array of tables", [])):
            item = self._table(item, f"variants[{i}]")
            variants.append((self.get(item, "id", f"variants[{i}].id", str, "a variant id"),
                             self.get(item, "version", f"variants[{i}].version", str, "a version string", "")))
        seats = []
        for i, item in enumerate(self.get(data, "seats", "seats", list, "an array of tables")):
            item = self._table(item, f"seats[{i}]")
            for key in ("name", "kind", "level", "color"):
                self.get(item, key, f"seats[{i}].{key}", str, "a string", "")
            seats.append(Seat.from_dict(item))
        options = self.get(data, "options", "options", dict, "a table", {})
        seed = self.get(data, "seed", "seed", int, "a whole number")
        if not 0 <= seed <= MAX_SEED:
            raise self.fail("seed", f"must be between 0 and {MAX_SEED}, found {seed}")
        actions = [self._action(item, i) for i, item in
                   enumerate(self.get(data, "actions", "actions", list, "an array of tables", []))]
        summary = data.get("summary")
        return Save(
            ruleset=ruleset_id,
            ruleset_version=version,
            variants=tuple(variants),
            seats=tuple(seats),
            options=dict(options),
            seed=seed,
            actions=tuple(actions),
            format=fmt,
            railcade_version=str(data.get("railcade_version", "")),
            saved_at=str(data.get("saved_at", "")),
            summary=dict(summary) if isinstance(summary, dict) else {},
        )

    def _table(self, item: Any, path: str) -> Mapping[str, Any]:
        if not isinstance(item, dict):
            raise self.fail(path, f"expected a table, found {_describe(item)}")
        return item

    def _action(self, item: Any, index: int) -> Action:
        path = f"actions[{index}]"
        item = self._table(item, path)
        unknown = sorted(set(item) - {"seat", "kind", "target_type", "target", "choice"})
        if unknown:
            raise self.fail(f"{path}.{unknown[0]}", f"unknown key (an action has seat, kind, target_type, "
                                                   f"target and choice)")
        choice = self.get(item, "choice", f"{path}.choice", list, "an array of strings", [])
        for i, value in enumerate(choice):
            if not isinstance(value, str):
                raise self.fail(f"{path}.choice[{i}]", f"expected a string, found {_describe(value)}")
        return Action(
            seat=self.get(item, "seat", f"{path}.seat", int, "a seat number"),
            kind=self.get(item, "kind", f"{path}.kind", str, "an action kind"),
            target_type=self.get(item, "target_type", f"{path}.target_type", str, "a string", "button"),
            target=self.get(item, "target", f"{path}.target", str, "a string", ""),
            choice=tuple(choice),
        )


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old file or the new one, never half."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_save(path: str | os.PathLike[str], save: Save) -> None:
    write_atomic(path, save.to_toml())


def read_save(path: str | os.PathLike[str]) -> Save:
    """Read and check a save file. Refused, with a :class:`SaveError` naming the file and the
    place: a file larger than :data:`MAX_SAVE_BYTES`, one that is not UTF-8 text, not TOML, or
    whose keys a replay needs are missing or of the wrong type. Nothing in it is executed."""
    source = str(path)
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_SAVE_BYTES + 1)
    except OSError as exc:
        raise SaveError(source, f"cannot read: {exc.strerror or exc}", code="unreadable") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(source, f"larger than {MAX_SAVE_BYTES // (1024 * 1024)} MB: too large to be a railcade "
                                f"save", code="too_large")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(source, "not a text file (saves are TOML text)", f"byte {exc.start}",
                        code="not_text") from None
    return Save.from_toml(text, source)


def replay_save(save: Save, registry: Any = None, source: str = "save") -> "Match":
    """The match a save describes, replayed move by move. A save that cannot be replayed raises
    :class:`SaveError` saying where: the ruleset or a variant that is not available, seats or
    options the ruleset refuses, or the first move that is not legal at its point of the game."""
    from game.engine.actions import IllegalAction
    from game.engine.match import Match, PluginFailure
    from game.plugins import SelectionError, default_registry

    registry = registry if registry is not None else default_registry()
    wanted = [("ruleset.id", save.ruleset, "ruleset")]
    wanted += [(f"variants[{i}].id", v, "variant") for i, (v, _) in enumerate(save.variants)]
    for place, plugin_id, kind in wanted:
        if registry.get(plugin_id) is None:
            known = registry.find(plugin_id)
            if known is None:
                raise SaveError(source, f"the {kind} {plugin_id!r} is not installed", place, code="not_installed")
            raise SaveError(source, f"the {kind} {plugin_id!r} is {known.status}: {known.error}", place,
                            code="unavailable")
    info = registry.get(save.ruleset).info
    if not info.players_min <= len(save.seats) <= info.players_max:
        raise SaveError(source, f"{len(save.seats)} seats, but {save.ruleset!r} takes {info.players_min}–"
                                f"{info.players_max} players", "seats", code="setup")
    try:
        records = registry.select(save.ruleset, [v for v, _ in save.variants], len(save.seats))
    except SelectionError as exc:
        raise SaveError(source, str(exc), "variants", code="setup") from None
    specs = {spec.id: spec for record in records for spec in record.info.options}
    for key, value in save.options.items():
        problem = "unknown option" if key not in specs else specs[key].check_value(value)
        if problem:
            raise SaveError(source, f"{problem} (options of this game: {', '.join(sorted(specs)) or 'none'})",
                            f"options.{key}", code="setup")
    try:
        match = Match(save.ruleset, [v for v, _ in save.variants], save.seats, save.options, save.seed,
                      registry=registry)
    except SelectionError as exc:
        raise SaveError(source, str(exc), code="setup") from None
    except PluginFailure as exc:
        raise SaveError(source, f"plugin {exc.plugin!r} failed while setting up: {exc.error}", code="plugin",
                        plugin=exc.plugin) from None
    total = len(save.actions)
    for index, action in enumerate(save.actions):
        try:
            match.apply(action)
        except IllegalAction as exc:
            raise SaveError(source, f"move {index + 1} of {total} cannot be played at that point of the game: "
                                    f"{exc}", f"actions[{index}]", code="replay", move=index) from None
        except PluginFailure as exc:
            raise SaveError(source, f"plugin {exc.plugin!r} failed replaying move {index + 1}: {exc.error}",
                            f"actions[{index}]", code="plugin", move=index, plugin=exc.plugin) from None
    return match


def load_save_file(path: str | os.PathLike[str], registry: Any = None) -> tuple[Save, "Match"]:
    """Read, check and replay a save file (what ``railcade replay`` and loading in the window do)."""
    save = read_save(path)
    try:
        return save, replay_save(save, registry, str(path))
    except SaveError as exc:
        if exc.line is None and exc.place:  # the file was read fine above: find the place's line
            text = Path(path).read_text(encoding="utf-8")
            exc.line = item_line(key_lines(text), text.splitlines(), exc.place)
            if exc.line is not None:
                raise SaveError(exc.file, exc.reason, exc.place, exc.line, exc.code, exc.move, exc.plugin) from None
        raise
