"""Player settings kept between runs, as TOML in the user's config folder.

The file is written atomically (temp file + rename) so a crash while saving never leaves a half
file; an unreadable or partly wrong file falls back to the defaults, key by key, is moved aside
(``settings.toml.broken-<date>``) and the player is told where it was wrong.
"""

from __future__ import annotations

import os
import sys
import time
import tomllib
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import tomli_w

from game.engine.save import write_atomic
from game.manifest import key_lines, toml_error_line

ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)


def _user_folder(override: str, windows: tuple[str, tuple[str, ...]], xdg: tuple[str, tuple[str, ...]]) -> Path:
    """``$override`` if set, else the platform's folder of that sort: ``windows`` and ``xdg`` name
    the environment variable and the fallback below the home folder."""
    given = os.environ.get(override)
    if given:
        return Path(given)
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "railcade"
    variable, fallback = windows if sys.platform == "win32" else xdg
    return Path(os.environ.get(variable) or Path.home().joinpath(*fallback)) / "railcade"


def config_dir() -> Path:
    """``$RAILCADE_CONFIG_DIR`` (tests, kiosks), else the platform's user config folder."""
    return _user_folder("RAILCADE_CONFIG_DIR", ("APPDATA", ("AppData", "Roaming")), ("XDG_CONFIG_HOME", (".config",)))


def data_dir() -> Path:
    """``$RAILCADE_DATA_DIR``, else the platform's user data folder: where the game keeps what it
    writes by itself (the autosave, a kiosk's paused games, reports and stats)."""
    return _user_folder("RAILCADE_DATA_DIR", ("LOCALAPPDATA", ("AppData", "Local")),
                        ("XDG_DATA_HOME", (".local", "share")))


def saves_dir() -> Path:
    return config_dir() / "saves"


@dataclass
class Settings:
    lang: str = ""              # "" = follow the system language
    volume: int = 70            # 0..100
    muted: bool = False
    animation_speed: float = 1.0
    colorblind: bool = False    # draw a symbol on every colour
    fullscreen: bool = False
    # Plugin ids switched off on the plugins screen: installed, but not offered on New game.
    disabled_plugins: list[str] = field(default_factory=list)

    def plugin_enabled(self, plugin_id: str) -> bool:
        return plugin_id not in self.disabled_plugins

    def switch_plugin(self, plugin_id: str, on: bool) -> None:
        off = set(self.disabled_plugins)
        if on:
            off.discard(plugin_id)
        else:
            off.add(plugin_id)
        self.disabled_plugins = sorted(off)

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.muted else max(0, min(100, self.volume)) / 100

    def to_toml(self) -> str:
        return tomli_w.dumps(asdict(self))

    @classmethod
    def from_mapping(cls, data: dict) -> "Settings":
        return cls.checked(data)[0]

    @classmethod
    def checked(cls, data: dict) -> tuple["Settings", list[tuple[str, str]]]:
        """Settings from a parsed file, key by key: a value of the wrong type or out of range keeps
        that key's default (a hand-edited file), and each such key is listed with why."""
        out = cls()
        problems: list[tuple[str, str]] = []
        known = {f.name for f in fields(cls)}
        for key in data:
            if key not in known:
                problems.append((key, f"unknown setting (known: {', '.join(sorted(known))})"))
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(out, f.name)
            if isinstance(default, bool):
                ok = isinstance(value, bool)
            elif isinstance(default, (int, float)):
                ok = isinstance(value, (int, float)) and not isinstance(value, bool)
                value = type(default)(value) if ok else value
            elif isinstance(default, list):
                ok = isinstance(value, list)
                if ok:
                    dropped = [v for v in value if not isinstance(v, str)]
                    if dropped:  # keep the texts, say what was dropped
                        problems.append((f.name, f"only texts are kept, {dropped!r} dropped"))
                    value = sorted({v for v in value if isinstance(v, str)})
            else:
                ok = isinstance(value, str)
            if not ok:
                problems.append((f.name, f"expected {_KINDS.get(type(default), 'a value')}, found {value!r}"))
                continue
            problem = _RANGES.get(f.name, lambda v: None)(value)
            if problem:
                problems.append((f.name, problem))
                continue
            setattr(out, f.name, value)
        return out, problems


_KINDS = {bool: "true or false", int: "a whole number", float: "a number", str: "text",
          list: "an array of texts"}
_RANGES = {
    "lang": lambda v: None if v in ("", "fr", "en") else f'expected "", "fr" or "en", found {v!r}',
    "animation_speed": lambda v: None if v in ANIMATION_SPEEDS else
    f"expected one of {', '.join(map(str, ANIMATION_SPEEDS))}, found {v}",
    "volume": lambda v: None if 0 <= v <= 100 else f"expected 0 to 100, found {v}",
}


@dataclass(frozen=True)
class SettingsProblem:
    """A settings file that could not be used as it was: where, why, and where it was kept."""

    file: Path
    place: str  # "line 3", "byte 17", or the keys at fault with their lines
    reason: str
    keys: tuple[str, ...] = ()
    kept: Path | None = None  # the original, moved aside; None if it could not be moved
    unreadable: bool = True  # True: nothing in it was used; False: only the keys named were reset

    def __str__(self) -> str:
        return f"{self.file}: {self.place}: {self.reason}" + (f" (kept as {self.kept})" if self.kept else "")


def settings_path() -> Path:
    return config_dir() / "settings.toml"


def load_settings(path: Path | None = None) -> Settings:
    return load_settings_checked(path)[0]


def load_settings_checked(path: Path | None = None) -> tuple[Settings, SettingsProblem | None]:
    """The settings, and what was wrong with the file if anything. A file that cannot be read as
    TOML gives the defaults; one with bad values gives the defaults for those keys. Either way the
    original is moved aside (``settings.toml.broken-<date>``) so nothing the player wrote is lost,
    and the problem names the file and the place so the window can tell the player."""
    path = path or settings_path()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Settings(), None
    except OSError as exc:
        return Settings(), SettingsProblem(path, "", f"cannot read: {exc.strerror or exc}")
    try:
        text = raw.decode("utf-8")
        data = tomllib.loads(text)
    except UnicodeDecodeError as exc:
        return Settings(), _set_aside(path, f"byte {exc.start}", "not a text file", True)
    except tomllib.TOMLDecodeError as exc:
        line = toml_error_line(exc, text)
        return Settings(), _set_aside(path, f"line {line}" if line else "", f"not valid TOML: {exc}", True)
    settings, problems = Settings.checked(data)
    if not problems:
        return settings, None
    lines = key_lines(text)
    place = ", ".join(f"{key} (line {lines[key]})" if key in lines else key for key, _ in problems)
    reason = "; ".join(f"{key}: {why}" for key, why in problems)
    return settings, _set_aside(path, place, reason, False, tuple(key for key, _ in problems))


def _set_aside(path: Path, place: str, reason: str, unreadable: bool, keys: tuple[str, ...] = ()) -> SettingsProblem:
    kept = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        os.replace(path, kept)
    except OSError:
        kept = None
    return SettingsProblem(path, place, reason, keys, kept, unreadable)


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write the settings; False (and nothing raised) when the folder is read-only."""
    try:
        write_atomic(path or settings_path(), settings.to_toml())
        return True
    except OSError:
        return False
