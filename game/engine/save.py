"""Saves: the recipe of a game (ruleset, variants, seats, options, seed, action log) in TOML.

Loading a save replays it, so a save, a replay, an undo, a kiosk resume and a bug report are the
same thing. Files are written atomically: a temporary file in the same folder, flushed and synced,
then renamed over the target, so a crash or power cut leaves either the old save or the new one.
"""

from __future__ import annotations

import os
import tempfile
import tomllib
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Mapping, TYPE_CHECKING

import tomli_w

import game
from game.engine.actions import Action

if TYPE_CHECKING:
    from game.engine.match import Match, Seat

FORMAT_VERSION = 1


class SaveError(ValueError):
    """A save file that cannot be read; the message names the file and what is wrong."""


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
    def from_dict(cls, data: Mapping[str, Any], source: str = "save") -> "Save":
        from game.engine.match import Seat

        try:
            fmt = int(data.get("format", 0))
            if fmt != FORMAT_VERSION:
                raise SaveError(f"{source}: format {fmt} is not supported (this build reads {FORMAT_VERSION})")
            actions = []
            for index, item in enumerate(data.get("actions", [])):
                try:
                    actions.append(Action.from_dict(item))
                except (KeyError, ValueError, TypeError) as exc:
                    raise SaveError(f"{source}: actions[{index}]: {exc}") from None
            return cls(
                ruleset=str(data["ruleset"]["id"]),
                ruleset_version=str(data["ruleset"].get("version", "")),
                variants=tuple((str(v["id"]), str(v.get("version", ""))) for v in data.get("variants", [])),
                seats=tuple(Seat.from_dict(s) for s in data["seats"]),
                options=dict(data.get("options", {})),
                seed=int(data["seed"]),
                actions=tuple(actions),
                format=fmt,
                railcade_version=str(data.get("railcade_version", "")),
                saved_at=str(data.get("saved_at", "")),
                summary=dict(data["summary"]) if isinstance(data.get("summary"), dict) else {},
            )
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"{source}: missing or invalid {exc}") from None

    @classmethod
    def from_toml(cls, text: str, source: str = "save") -> "Save":
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise SaveError(f"{source}: not valid TOML: {exc}") from None
        return cls.from_dict(data, source)


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
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{path}: cannot read: {exc}") from None
    return Save.from_toml(text, str(path))
