"""``kiosk.toml``: what a café owner sets, as a manifest kind (``railcade validate`` checks it, and
every error names the key and its line).

Default location: ``<config dir>/kiosk.toml`` (``~/.config/railcade/kiosk.toml``; moved by
``RAILCADE_CONFIG_DIR``) or ``--config PATH``. Every table and key is optional but the admin PIN,
which is stored only as a salted PBKDF2 hash (``railcade kiosk --set-pin`` writes it). The admin
panel rewrites the file with tomli-w (comments are not kept).
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import os
import re
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Literal

import tomli_w

from game.engine.save import write_atomic
from game.manifest import ManifestError, ManifestIssue, load, parse

LANGUAGES = ("fr", "en")
PIN_SCHEME = "pbkdf2_sha256"
PIN_ITERATIONS = 200_000  # ~0.2 s on a Raspberry Pi 4: slow to guess, quick enough to type
_HHMM = re.compile(r"([01]\d|2[0-3]):[0-5]\d")
_ID = re.compile(r"[a-z0-9][a-z0-9\-]*")


# -- the manifest kind ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Games:
    """Which games guests may start. Empty lists: every installed one."""

    rulesets: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()


@dataclass(frozen=True)
class Seats:
    min: int = field(default=2, metadata={"min": 1, "max": 12})
    max: int = field(default=6, metadata={"min": 1, "max": 12})
    bots_fill: bool = True  # bots may take the seats guests leave empty
    bot_levels: tuple[str, ...] = ("easy", "normal")


@dataclass(frozen=True)
class Languages:
    offered: tuple[str, ...] = field(default=LANGUAGES, metadata={"choices": LANGUAGES, "min_items": 1})
    default: str = field(default="fr", metadata={"choices": LANGUAGES})


@dataclass(frozen=True)
class Timing:
    """Seconds."""

    attract_after: int = field(default=90, metadata={"min": 10, "max": 3600})
    idle_after: int = field(default=120, metadata={"min": 20, "max": 3600})
    countdown: int = field(default=30, metadata={"min": 5, "max": 300})
    demo_minutes: int = field(default=6, metadata={"min": 1, "max": 60})  # a demo game at most this long


@dataclass(frozen=True)
class Sound:
    volume: int = field(default=60, metadata={"min": 0, "max": 100})
    volume_cap: int = field(default=80, metadata={"min": 0, "max": 100})


@dataclass(frozen=True)
class Screen:
    on: str = "09:00"  # local time the café opens: the screen shows from then
    off: str = "23:00"  # and blanks from then (off earlier than on: open past midnight)
    dim_after: int = field(default=600, metadata={"min": 30, "max": 86400})  # seconds of attract mode
    drift: bool = True  # move still pictures a few pixels over minutes, against burn-in


@dataclass(frozen=True)
class Admin:
    pin_hash: str = ""
    pin: str = ""  # refused: only here to say how to store a PIN


@dataclass(frozen=True)
class Paths:
    """Folders; empty: under ``<data dir>/kiosk`` (``~/.local/share/railcade/kiosk``)."""

    data: str = ""
    autosave: str = ""
    paused: str = ""
    reports: str = ""
    logs: str = ""
    stats: str = ""  # the JSON Lines file


@dataclass(frozen=True)
class Supervisor:
    max_restarts: int = field(default=5, metadata={"min": 1, "max": 100})
    window: int = field(default=60, metadata={"min": 5, "max": 3600})  # seconds
    retry_minutes: int = field(default=3, metadata={"min": 1, "max": 120})
    notify_command: tuple[str, ...] = ()  # run with the report folder appended, e.g. a mail script


@dataclass(frozen=True)
class Touch:
    """Calibration written by the admin's touch test: logical = raw * scale + offset."""

    scale: tuple[float, float] = (1.0, 1.0)
    offset: tuple[float, float] = (0.0, 0.0)


@dataclass(frozen=True)
class KioskConfig:
    schema: int = field(default=1, metadata={"min": 1, "max": 1})
    kind: Literal["kiosk"] = "kiosk"
    games: Games = Games()
    seats: Seats = Seats()
    languages: Languages = Languages()
    timing: Timing = Timing()
    sound: Sound = Sound()
    screen: Screen = Screen()
    admin: Admin = Admin()
    paths: Paths = Paths()
    supervisor: Supervisor = Supervisor()
    touch: Touch = Touch()

    def __manifest_check__(self) -> Iterator[tuple[str, str]]:
        for key, ids in (("games.rulesets", self.games.rulesets), ("games.variants", self.games.variants)):
            for index, value in enumerate(ids):
                if not _ID.fullmatch(value):
                    yield f"{key}[{index}]", f"{value!r} is not a plugin id (lowercase letters, digits, dashes)"
        if self.seats.min > self.seats.max:
            yield "seats.min", f"min {self.seats.min} is above max {self.seats.max}"
        if self.seats.bots_fill and not self.seats.bot_levels:
            yield "seats.bot_levels", "bots fill empty seats: name at least one level"
        for index, level in enumerate(self.seats.bot_levels):
            if not _ID.fullmatch(level):
                yield f"seats.bot_levels[{index}]", f"{level!r} is not a bot level name"
        if self.languages.default not in self.languages.offered:
            yield "languages.default", f"{self.languages.default!r} is not among the offered languages"
        if self.sound.volume > self.sound.volume_cap:
            yield "sound.volume", f"the volume {self.sound.volume} is above the cap {self.sound.volume_cap}"
        for key in ("on", "off"):
            if not _HHMM.fullmatch(getattr(self.screen, key)):
                yield f"screen.{key}", f"expected a time as \"HH:MM\" (24 h), got {getattr(self.screen, key)!r}"
        if self.admin.pin:
            yield "admin.pin", "a PIN is never stored in clear: remove it and run `railcade kiosk --set-pin`"
        if self.admin.pin_hash and pin_hash_problem(self.admin.pin_hash):
            yield "admin.pin_hash", pin_hash_problem(self.admin.pin_hash)
        for index, value in enumerate(self.touch.scale):
            if not 0.5 <= value <= 2.0:
                yield f"touch.scale[{index}]", f"a calibration scale must be between 0.5 and 2, got {value}"


def check_installed(config: KioskConfig, registry) -> list[tuple[str, str]]:
    """(key, message) for allowlist entries that are not installed rulesets or variants."""
    problems = []
    rulesets = {r.id for r in registry.rulesets()}
    variants = {r.id for r in registry.records if r.ok and r.info.kind == "variant"}
    for key, ids, known in (("games.rulesets", config.games.rulesets, rulesets),
                            ("games.variants", config.games.variants, variants)):
        for index, value in enumerate(ids):
            if _ID.fullmatch(value) and value not in known:
                problems.append((f"{key}[{index}]", f"{value!r} is not installed (installed: "
                                 f"{', '.join(sorted(known)) or 'none'})"))
    return problems


# -- the PIN -------------------------------------------------------------------------------------


def hash_pin(pin: str, iterations: int = PIN_ITERATIONS, salt: bytes | None = None) -> str:
    salt = salt if salt is not None else secrets.token_bytes(16)
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode("utf-8"), salt, iterations)
    return f"{PIN_SCHEME}${iterations}${salt.hex()}${digest.hex()}"


def pin_hash_problem(value: str) -> str:
    parts = value.split("$")
    if len(parts) != 4 or parts[0] != PIN_SCHEME:
        return f"expected \"{PIN_SCHEME}$ITERATIONS$SALT$HASH\" as written by `railcade kiosk --set-pin`"
    if not parts[1].isdigit() or int(parts[1]) < 1000:
        return "the iteration count must be a number of at least 1000"
    try:
        bytes.fromhex(parts[2]), bytes.fromhex(parts[3])
    except ValueError:
        return "salt and hash must be hexadecimal"
    return ""


def check_pin(pin: str, stored: str) -> bool:
    if not stored or pin_hash_problem(stored):
        return False
    _, iterations, salt, digest = stored.split("$")
    trial = hashlib.pbkdf2_hmac("sha256", pin.encode("utf-8"), bytes.fromhex(salt), int(iterations))
    return hmac.compare_digest(trial.hex(), digest)


def valid_pin(pin: str) -> bool:
    return pin.isdigit() and 4 <= len(pin) <= 12


# -- files ---------------------------------------------------------------------------------------


def default_path() -> Path:
    from game.client.settings import config_dir

    return config_dir() / "kiosk.toml"


def is_kiosk_file(path: Path, text: str | None = None) -> bool:
    """A lone file ``railcade validate`` should check as a kiosk config: named ``kiosk.toml`` or
    ``*.kiosk.toml``, or with a top-level ``kind = "kiosk"``."""
    if path.name == "kiosk.toml" or path.name.endswith(".kiosk.toml"):
        return True
    if text is None:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return False
    return re.search(r'(?m)^\s*kind\s*=\s*["\']kiosk["\']', text.split("[", 1)[0]) is not None


def load_config(path: str | os.PathLike[str]) -> KioskConfig:
    """Load and check; :class:`ManifestError` lists every problem with key and line."""
    return load(Path(path), KioskConfig)


def parse_config(text: str, filename: str = "kiosk.toml") -> KioskConfig:
    return parse(text, KioskConfig, filename)


def to_data(value: Any) -> Any:
    """A config (or part of it) as plain TOML data."""
    if dataclasses.is_dataclass(value):
        out = {}
        for f in dataclasses.fields(value):
            item = to_data(getattr(value, f.name))
            if f.name == "pin" and not item:
                continue  # never written: only a clear PIN someone typed would go there
            out[f.name] = item
        return out
    if isinstance(value, tuple):
        return [to_data(v) for v in value]
    return value


def write_config(config: KioskConfig, path: str | os.PathLike[str]) -> None:
    """Write with tomli-w, atomically; the result is checked before it replaces the file."""
    text = tomli_w.dumps(to_data(config))
    parse_config(text, str(path))
    write_atomic(path, text)


def with_pin(config: KioskConfig, pin: str) -> KioskConfig:
    if not valid_pin(pin):
        raise ManifestError([ManifestIssue("kiosk.toml", "admin.pin_hash", None, "a PIN is 4 to 12 digits")])
    return replace(config, "admin.pin_hash", hash_pin(pin))


def replace(config: KioskConfig, key: str, value: Any) -> KioskConfig:
    """A copy with one dotted key changed (``"timing.idle_after"``)."""
    section, _, name = key.partition(".")
    if not name:
        return dataclasses.replace(config, **{section: value})
    part = getattr(config, section)
    return dataclasses.replace(config, **{section: dataclasses.replace(part, **{name: value})})


# -- where things go -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Folders:
    data: Path
    autosave: Path
    paused: Path
    reports: Path
    logs: Path
    stats: Path  # a file

    def make(self) -> None:
        for folder in (self.data, self.autosave, self.paused, self.reports, self.logs, self.stats.parent):
            folder.mkdir(parents=True, exist_ok=True)


def folders(config: KioskConfig) -> Folders:
    from game.client.settings import data_dir

    paths = config.paths
    data = Path(paths.data).expanduser() if paths.data else data_dir() / "kiosk"

    def pick(value: str, default: Path) -> Path:
        return Path(value).expanduser() if value else default

    return Folders(data=data, autosave=pick(paths.autosave, data / "autosave"),
                   paused=pick(paths.paused, data / "paused"), reports=pick(paths.reports, data / "reports"),
                   logs=pick(paths.logs, data / "logs"), stats=pick(paths.stats, data / "stats.jsonl"))
