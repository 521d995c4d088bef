"""Player settings kept between runs, as TOML in the user's config folder.

The file is written atomically (temp file + rename) so a crash while saving never leaves a half
file; an unreadable or partly wrong file falls back to the defaults, key by key.
"""

from __future__ import annotations

import os
import sys
import tomllib
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import tomli_w

from game.engine.save import write_atomic

ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)
TEXT_SIZES = ("tv", "desk")


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
    text_size: str = "tv"       # "tv": 24 px and more for everything read during play; "desk": denser
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
        out = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(out, f.name)
            # Keep the default for a value of the wrong type (hand-edited file).
            if isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(out, f.name, value)
            elif isinstance(default, (int, float)) and isinstance(value, (int, float)) \
                    and not isinstance(value, bool):
                setattr(out, f.name, type(default)(value))
            elif isinstance(default, str) and isinstance(value, str):
                setattr(out, f.name, value)
            elif isinstance(default, list) and isinstance(value, list):
                setattr(out, f.name, sorted({v for v in value if isinstance(v, str)}))
        if out.lang not in ("", "fr", "en"):
            out.lang = ""
        if out.text_size not in TEXT_SIZES:
            out.text_size = "tv"
        if out.animation_speed not in ANIMATION_SPEEDS:
            out.animation_speed = 1.0
        out.volume = max(0, min(100, out.volume))
        return out


def settings_path() -> Path:
    return config_dir() / "settings.toml"


def load_settings(path: Path | None = None) -> Settings:
    path = path or settings_path()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return Settings()
    return Settings.from_mapping(data)


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write the settings; False (and nothing raised) when the folder is read-only."""
    try:
        write_atomic(path or settings_path(), settings.to_toml())
        return True
    except OSError:
        return False
