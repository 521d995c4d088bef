"""Saved games as a player sees them: a list with game, seats, progress and date, and loading
that explains in plain words (both languages) why a save cannot be opened.

Pure (no pygame): the load scene, the title's Continue button and the kiosk's paused games use it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from game.engine.save import FORMAT_VERSION, MAX_SAVE_BYTES, Save, SaveError, read_save, replay_save
from game.i18n import language, tr


class LoadProblem(Exception):
    """A save that cannot be opened; the message is for the player, in their language."""


@dataclass(frozen=True)
class SaveEntry:
    path: Path
    save: Save | None
    problem: str  # why it cannot be read, in words ("" when it can)
    modified: float


def where(error: SaveError, file: str | None = None) -> str:
    """Where a save's problem is, in the player's language: file, line or byte, key."""
    parts = [tr("faults.where", file=file or Path(error.file).name)]
    if error.line is not None:
        parts.append(tr("faults.line", n=error.line))
    if error.place.startswith("byte "):
        parts.append(tr("faults.byte", n=error.place[5:]))
    elif error.place and not error.place.startswith("line "):
        parts.append(tr("faults.key", name=error.place))
    return ", ".join(parts)


def read_for_loading(path: str | Path) -> Save:
    """Read a save, raising :class:`LoadProblem` with a sentence a player understands, naming the
    file and the place (line, key) of the problem."""
    path = Path(path)
    try:
        return read_save(path)
    except SaveError as exc:
        if exc.code == "unreadable":
            raise LoadProblem(tr("saves.error.unreadable", file=path.name)) from None
        if exc.code == "too_large":
            sentence = tr("faults.save.too_large", limit=MAX_SAVE_BYTES // (1024 * 1024))
        elif exc.code == "not_text":
            sentence = tr("faults.save.not_text")
        elif exc.code == "format" and exc.reason.startswith("format "):
            found = exc.reason.split()[1]
            sentence = tr("saves.error.format", file=path.name, found=found, known=FORMAT_VERSION)
        elif exc.code == "format":
            sentence = tr("faults.save.not_a_save")
        else:
            sentence = tr("faults.save.damaged")
        raise LoadProblem(f"{sentence} ({where(exc, path.name)})") from None


def list_saves(folder: str | Path, limit: int | None = None) -> list[SaveEntry]:
    """The saves of ``folder``, newest first; unreadable ones listed with their problem."""
    try:
        paths = [p for p in Path(folder).glob("*.toml") if p.is_file()]
        stamped = sorted(((p.stat().st_mtime, p) for p in paths), reverse=True)
    except OSError:
        return []
    entries = []
    for modified, path in stamped[:limit]:
        try:
            entries.append(SaveEntry(path, read_for_loading(path), "", modified))
        except LoadProblem as exc:
            entries.append(SaveEntry(path, None, str(exc), modified))
    return entries


# -- words -----------------------------------------------------------------------------------------


def plugin_name(save: Save, plugin_id: str, registry=None, lang: str | None = None) -> str:
    lang = lang or language()
    record = registry.find(plugin_id) if registry is not None else None
    if record is not None and record.info is not None:
        return record.info.name(lang)
    names = save.summary.get("names", {}).get(plugin_id, {}) if isinstance(save.summary.get("names"), dict) else {}
    return names.get(lang) or names.get("en") or plugin_id


def game_line(save: Save, registry=None, lang: str | None = None) -> str:
    """``Ticket to Ride Europe`` or ``Trans Europa + Visible objectives``."""
    parts = [plugin_name(save, save.ruleset, registry, lang)]
    parts += [plugin_name(save, v, registry, lang) for v, _ in save.variants]
    return " + ".join(parts)


def seats_line(save: Save) -> str:
    return ", ".join(seat.name + (" " + tr("saves.bot_mark") if seat.kind != "human" else "") for seat in save.seats)


def progress_line(save: Save) -> str:
    summary = save.summary
    parts = []
    if isinstance(summary.get("round"), int):
        words = summary.get("round_names")
        word = words.get(language()) if isinstance(words, dict) else None
        parts.append(tr("saves.round_named", word=word, n=summary["round"]) if isinstance(word, str) and word
                     else tr("saves.round", n=summary["round"]))
    elif isinstance(summary.get("turn"), int):
        parts.append(tr("saves.turn", n=summary["turn"] + 1))
    else:
        parts.append(tr("saves.moves", n=len(save.actions)))
    points = summary.get("points")
    if isinstance(points, list) and len(points) == len(save.seats):
        parts.append(", ".join(tr("saves.points", name=seat.name, points=p) for seat, p in zip(save.seats, points)))
    return " · ".join(parts)


def date_line(saved_at: str, now: datetime | None = None) -> str:
    """The save's date in local time: today / yesterday / a day of the month."""
    try:
        when = datetime.fromisoformat(saved_at)
    except ValueError:
        return ""
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    when = when.astimezone()
    now = (now or datetime.now().astimezone()).astimezone()
    clock = when.strftime("%H:%M")
    days = (now.date() - when.date()).days
    if days == 0:
        return tr("saves.today", time=clock)
    if days == 1:
        return tr("saves.yesterday", time=clock)
    month = tr(f"saves.month.{when.month}")
    return tr("saves.on_date", day=when.day, month=month, year=when.year, time=clock)


# -- opening ---------------------------------------------------------------------------------------


def same_state(a: Save | None, b: Save | None) -> bool:
    """Whether two saves hold the same game at the same point (whenever and however each was
    written): loading one over the other replaces nothing."""
    if a is None or b is None:
        return False
    return (a.ruleset, a.variants, a.seats, dict(a.options), a.seed, a.actions) == \
        (b.ruleset, b.variants, b.seats, dict(b.options), b.seed, b.actions)


def open_save(save: Save, registry, source: str = "") -> Any:
    """The match a save describes, replayed; :class:`LoadProblem` in plain words if it cannot be,
    naming the save's file (``source``) and the move refused."""
    wanted = [("ruleset.id", save.ruleset)] + [(f"variants[{i}].id", v) for i, (v, _) in enumerate(save.variants)]
    for place, plugin_id in wanted:
        if registry.get(plugin_id) is None:
            name = plugin_name(save, plugin_id, registry)
            key = "saves.error.plugin_off" if registry.find(plugin_id) is not None else "saves.error.not_installed"
            at = f" ({tr('faults.where', file=source)}, {tr('faults.key', name=place)})" if source else ""
            raise LoadProblem(tr(key, game=name) + at)
    game = game_line(save, registry)
    try:
        return replay_save(save, registry, source or "save")
    except SaveError as exc:
        if exc.code == "replay":
            sentence = tr("saves.error.replay", game=game, n=exc.move + 1, total=len(save.actions))
        elif exc.code == "plugin":
            sentence = tr("saves.error.plugin_failed", plugin=plugin_name(save, exc.plugin or save.ruleset, registry))
        else:
            sentence = tr("saves.error.setup", game=game)
        if not source:
            raise LoadProblem(sentence) from None
        raise LoadProblem(f"{sentence} ({where(exc, source)})") from None
