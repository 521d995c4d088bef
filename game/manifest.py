"""TOML manifests -> frozen dataclasses, validated on load.

A manifest *kind* is a frozen dataclass. Its fields are the TOML keys; their type hints say what
each value must be (``str``, ``int``, ``float``, ``bool``, ``tuple[T, ...]``, fixed ``tuple[A, B]``,
``dict[str, T]``, ``X | None``, ``Literal[...]``, ``Any`` or a nested dataclass for a table). A field's
``metadata`` may add ``min``, ``max`` and ``choices``. A method ``__manifest_check__(self)`` yields
``(key_path, message)`` pairs for the cross-checks types cannot express: dangling references,
duplicate ids, impossible values.

Every problem becomes a :class:`ManifestIssue` naming the file, the key path (``routes[3].a``) and
the line, so a person can fix a broken manifest without reading code. Loading collects all issues of
a file before raising :class:`ManifestError`.
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Iterable, Iterator, Literal, Mapping

# --- Issues -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class ManifestIssue:
    file: str
    key: str
    line: int | None
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.key or '(top)'}: {self.message}"


class ManifestError(ValueError):
    def __init__(self, issues: Iterable[ManifestIssue]):
        self.issues = list(issues)
        super().__init__("\n".join(str(i) for i in self.issues))


# --- Key path -> line -------------------------------------------------------------------------

_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
_KEY = re.compile(r'^\s*("[^"]*"|\'[^\']*\'|[A-Za-z0-9_\-.]+)\s*=')


def _split_dotted(key: str) -> list[str]:
    return [part.strip().strip("\"'") for part in re.findall(r'"[^"]*"|\'[^\']*\'|[^.]+', key)]


def key_lines(text: str) -> dict[str, int]:
    """Map each key path of a TOML text to the line (1-based) where it is written.

    Handles tables, arrays of tables and dotted keys; a key inside an inline table or a multi-line
    array maps to the line of the key that opens it. Good enough to point a person at the spot.
    """
    lines: dict[str, int] = {}
    counts: dict[str, int] = {}
    prefix = ""
    depth = 0  # open brackets/braces of a value spanning several lines
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0] if '"' not in raw and "'" not in raw else raw
        if depth > 0:
            depth += line.count("[") + line.count("{") - line.count("]") - line.count("}")
            continue
        header = _HEADER.match(line)
        if header and "=" not in line.split("]")[0]:
            parts = _split_dotted(header.group(2))
            base = ""
            for part in parts[:-1]:
                base = f"{base}.{part}" if base else part
                if base in counts:
                    base = f"{base}[{counts[base] - 1}]"
            name = f"{base}.{parts[-1]}" if base else parts[-1]
            if header.group(1) == "[[":
                counts[name] = counts.get(name, 0) + 1
                prefix = f"{name}[{counts[name] - 1}]"
            else:
                prefix = name
            lines.setdefault(prefix, number)
            continue
        key = _KEY.match(line)
        if key:
            parts = _split_dotted(key.group(1))
            path = ".".join(([prefix] if prefix else []) + parts)
            lines.setdefault(path, number)
            value = line[key.end():]
            depth = max(0, value.count("[") + value.count("{") - value.count("]") - value.count("}"))
    return lines


def line_of(lines: Mapping[str, int], key: str) -> int | None:
    """The line of ``key`` or of its nearest written parent."""
    path = key
    while path:
        if path in lines:
            return lines[path]
        cut = max(path.rfind("."), path.rfind("["))
        path = path[:cut] if cut > 0 else ""
    return None


# --- Building dataclasses from TOML data ------------------------------------------------------


class _Collector:
    def __init__(self) -> None:
        self.problems: list[tuple[str, str]] = []

    def add(self, key: str, message: str) -> None:
        self.problems.append((key, message))


_MISSING = object()


def _type_name(tp: Any) -> str:
    if isinstance(tp, type):
        return {"str": "a string", "int": "an integer", "float": "a number", "bool": "true or false"}.get(
            tp.__name__, f"a table ({tp.__name__})" if dataclasses.is_dataclass(tp) else tp.__name__
        )
    origin = typing.get_origin(tp)
    if origin is tuple:
        return "an array"
    if origin in (dict, Mapping):
        return "a table"
    return str(tp)


def _convert(tp: Any, value: Any, key: str, out: _Collector) -> Any:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return _freeze(value)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in args if a is not type(None)]
        if len(options) == 1:
            return _convert(options[0], value, key, out)
        for option in options:
            trial = _Collector()
            result = _convert(option, value, key, trial)
            if not trial.problems:
                return result
        out.add(key, f"expected one of {', '.join(_type_name(o) for o in options)}, got {value!r}")
        return _MISSING
    if origin is Literal:
        if value not in args:
            out.add(key, f"must be one of {', '.join(repr(a) for a in args)}, got {value!r}")
            return _MISSING
        return value
    if tp is bool:
        if not isinstance(value, bool):
            out.add(key, f"expected true or false, got {value!r}")
            return _MISSING
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            out.add(key, f"expected an integer, got {value!r}")
            return _MISSING
        return value
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            out.add(key, f"expected a number, got {value!r}")
            return _MISSING
        return float(value)
    if tp is str:
        if not isinstance(value, str):
            out.add(key, f"expected a string, got {value!r}")
            return _MISSING
        return value
    if origin is tuple:
        if not isinstance(value, list):
            out.add(key, f"expected an array, got {value!r}")
            return _MISSING
        if len(args) == 2 and args[1] is Ellipsis:
            items = [_convert(args[0], v, f"{key}[{i}]", out) for i, v in enumerate(value)]
        else:
            if len(value) != len(args):
                out.add(key, f"expected an array of {len(args)} values, got {len(value)}")
                return _MISSING
            items = [_convert(a, v, f"{key}[{i}]", out) for i, (a, v) in enumerate(zip(args, value))]
        return _MISSING if any(item is _MISSING for item in items) else tuple(items)
    if origin in (dict, Mapping) or tp is dict:
        if not isinstance(value, dict):
            out.add(key, f"expected a table, got {value!r}")
            return _MISSING
        value_type = args[1] if len(args) == 2 else Any
        items = {k: _convert(value_type, v, f"{key}.{k}", out) for k, v in value.items()}
        return _MISSING if any(v is _MISSING for v in items.values()) else MappingProxyType(items)
    if dataclasses.is_dataclass(tp):
        if not isinstance(value, dict):
            out.add(key, f"expected a table, got {value!r}")
            return _MISSING
        return _build(tp, value, key, out)
    raise TypeError(f"manifest field type {tp!r} is not supported (at {key})")


def _freeze(value: Any) -> Any:
    if isinstance(value, dict):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


freeze = _freeze  # TOML-like data made immutable (tables -> read-only mappings, arrays -> tuples)


def _check_constraints(meta: Mapping[str, Any], value: Any, key: str, out: _Collector) -> None:
    if "choices" in meta:
        values = value if isinstance(value, tuple) else (value,)
        for v in values:
            if v not in meta["choices"]:
                out.add(key, f"{v!r} is not one of {', '.join(map(repr, meta['choices']))}")
    if "min" in meta and isinstance(value, (int, float)) and value < meta["min"]:
        out.add(key, f"must be at least {meta['min']}, got {value}")
    if "max" in meta and isinstance(value, (int, float)) and value > meta["max"]:
        out.add(key, f"must be at most {meta['max']}, got {value}")
    if "min_items" in meta and isinstance(value, tuple) and len(value) < meta["min_items"]:
        out.add(key, f"needs at least {meta['min_items']} entries, has {len(value)}")


def _build(cls: type, data: Mapping[str, Any], prefix: str, out: _Collector) -> Any:
    hints = typing.get_type_hints(cls)
    known = {f.name: f for f in dataclasses.fields(cls) if f.init}
    values: dict[str, Any] = {}
    broken = False
    for key in data:
        if key not in known:
            path = f"{prefix}.{key}" if prefix else key
            out.add(path, f"unknown key (expected one of: {', '.join(sorted(known))})")
    for name, f in known.items():
        path = f"{prefix}.{name}" if prefix else name
        if name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                out.add(path, "missing required key")
                broken = True
            continue
        value = _convert(hints[name], data[name], path, out)
        if value is _MISSING:
            broken = True
            continue
        _check_constraints(f.metadata, value, path, out)
        values[name] = value
    if broken:
        return _MISSING
    instance = cls(**values)
    check = getattr(instance, "__manifest_check__", None)
    if check is not None:
        for key, message in check() or ():
            out.add(f"{prefix}.{key}" if prefix and key else (key or prefix), message)
    return instance


def toml_error_line(exc: tomllib.TOMLDecodeError, text: str) -> int | None:
    """The line a TOML error is on; "at end of document" is the last line (the file stops short)."""
    line = getattr(exc, "lineno", None)
    if line:
        return line
    found = re.search(r"line (\d+)", str(exc))
    if found:
        return int(found.group(1))
    if "end of document" in str(exc):
        return max(1, text.count("\n") + (0 if text.endswith("\n") else 1))
    return None


def parse(text: str, kind: type, filename: str) -> Any:
    """Parse and validate one manifest text; raise :class:`ManifestError` listing every issue."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ManifestError([ManifestIssue(filename, "", toml_error_line(exc, text), f"not valid TOML: {exc}")]) from None
    out = _Collector()
    result = _build(kind, data, "", out)
    if out.problems:
        lines = key_lines(text)
        raise ManifestError(ManifestIssue(filename, k, line_of(lines, k), m) for k, m in out.problems)
    return result


def load(path: Path | Any, kind: type, filename: str | None = None) -> Any:
    """Load a manifest from a path or an ``importlib.resources`` traversable."""
    name = filename or str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ManifestError([ManifestIssue(name, "", None, f"cannot read: {exc}")]) from None
    return parse(text, kind, name)


def cross_check(loaded: Mapping[str, tuple[Any, str, str]]) -> list[ManifestIssue]:
    """Checks between the manifests of one package. ``loaded`` maps each manifest name to (object,
    file name, text). A kind with ``__manifest_cross_check__(self, others)`` (``others``: the other
    objects by manifest name) yields ``(key path, message)`` for what refers to another file, such
    as a ticket naming a city the board does not have."""
    issues: list[ManifestIssue] = []
    objects = {name: obj for name, (obj, _, _) in loaded.items()}
    for name, (obj, filename, text) in loaded.items():
        check = getattr(obj, "__manifest_cross_check__", None)
        if check is None:
            continue
        others = {k: v for k, v in objects.items() if k != name}
        problems = list(check(others) or ())
        if problems:
            lines = key_lines(text)
            issues.extend(ManifestIssue(filename, key, line_of(lines, key), message) for key, message in problems)
    return issues


# --- Helpers for kinds' cross-checks ----------------------------------------------------------


def duplicates(items: Iterable[Any], attr: str, key: str) -> Iterator[tuple[str, str]]:
    """Yield an issue for every item whose ``attr`` repeats an earlier one."""
    seen: dict[Any, int] = {}
    for index, item in enumerate(items):
        value = getattr(item, attr)
        if value in seen:
            yield f"{key}[{index}].{attr}", f"duplicate {attr} {value!r} (first at {key}[{seen[value]}])"
        else:
            seen[value] = index


# --- The ruleset manifest (ruleset.toml) ------------------------------------------------------


@dataclass(frozen=True)
class Names:
    fr: str
    en: str

    def get(self, lang: str) -> str:
        return self.fr if lang == "fr" else self.en


@dataclass(frozen=True)
class Players:
    min: int = field(metadata={"min": 1, "max": 12})
    max: int = field(metadata={"min": 1, "max": 12})


@dataclass(frozen=True)
class OptionSpec:
    id: str
    type: str = field(metadata={"choices": ("bool", "int", "choice")})
    default: Any
    names: Names
    choices: tuple[str, ...] = ()
    # What the New game screen shows for each choice (``choice_names.shuffled = { fr, en }``);
    # a choice without a name shows as its value.
    choice_names: dict[str, Names] = field(default_factory=dict)
    min: int | None = None
    max: int | None = None

    def choice_name(self, value: Any, lang: str) -> str:
        names = self.choice_names.get(value) if isinstance(value, str) else None
        return names.get(lang) if names is not None else str(value)

    def check_value(self, value: Any) -> str | None:
        """Why ``value`` is not valid for this option, or ``None``."""
        if self.type == "bool":
            return None if isinstance(value, bool) else f"expected true or false, got {value!r}"
        if self.type == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                return f"expected an integer, got {value!r}"
            if self.min is not None and value < self.min:
                return f"must be at least {self.min}"
            if self.max is not None and value > self.max:
                return f"must be at most {self.max}"
            return None
        return None if value in self.choices else f"must be one of {', '.join(self.choices)}"


@dataclass(frozen=True)
class ManifestRef:
    file: str
    kind: str


@dataclass(frozen=True)
class RulesetManifest:
    schema: int = field(metadata={"min": 1, "max": 1})
    id: str
    kind: str = field(metadata={"choices": ("ruleset", "variant")})
    version: str
    names: Names
    family: str = ""
    players: Players | None = None
    description: Names | None = None
    # The ruleset's word for a round, when it is not "round" (Express plays deals): the load
    # list says "Deal 2" as the table does.
    round_names: Names | None = None
    options: tuple[OptionSpec, ...] = ()
    applies_to: tuple[str, ...] = ()
    conflicts: tuple[str, ...] = ()
    manifests: dict[str, ManifestRef] = field(default_factory=dict)
    rules: dict[str, Any] = field(default_factory=dict)

    def __manifest_check__(self) -> Iterator[tuple[str, str]]:
        if not re.fullmatch(r"[a-z0-9][a-z0-9\-]*", self.id):
            yield "id", "must be lowercase letters, digits and dashes"
        if not re.fullmatch(r"\d+(\.\d+)*([a-z0-9.+-]*)?", self.version):
            yield "version", f"not a version number: {self.version!r}"
        if self.kind == "ruleset":
            if self.players is None:
                yield "players", "a ruleset must say how many players it takes"
            if self.applies_to:
                yield "applies_to", "only a variant applies to a ruleset"
            if not self.family:
                yield "family", "a ruleset must name its family (route, grid, cards)"
        else:
            if not self.applies_to:
                yield "applies_to", "a variant must name the ruleset(s) it applies to"
            if self.id in self.conflicts:
                yield "conflicts", "a variant cannot conflict with itself"
        if self.players is not None and self.players.min > self.players.max:
            yield "players.min", f"min {self.players.min} is above max {self.players.max}"
        yield from duplicates(self.options, "id", "options")
        for index, option in enumerate(self.options):
            problem = option.check_value(option.default)
            if problem:
                yield f"options[{index}].default", problem
            if option.type == "choice" and not option.choices:
                yield f"options[{index}].choices", "a choice option needs choices"
            for value in option.choice_names:
                if value not in option.choices:
                    yield f"options[{index}].choice_names.{value}", \
                        f"not one of the option's choices ({', '.join(option.choices) or 'none'})"
        for name in self.manifests:
            if name in {"ruleset"}:
                yield f"manifests.{name}", "the name 'ruleset' is reserved"


class Manifests:
    """The loaded manifests of one plugin: ``m.ruleset`` and one attribute per ``[manifests]`` name."""

    def __init__(self, ruleset: RulesetManifest, files: Mapping[str, Any]):
        self.ruleset = ruleset
        self._files = dict(files)

    def __getattr__(self, name: str) -> Any:
        try:
            return self.__dict__["_files"][name]
        except KeyError:
            raise AttributeError(f"no manifest named {name!r}") from None

    def get(self, name: str, default: Any = None) -> Any:
        return self._files.get(name, default)

    def names(self) -> list[str]:
        return list(self._files)


@dataclass(frozen=True)
class HelpSection:
    """One page of a ruleset's "How to play": a title, a text in both languages and, optionally,
    a picture: the name of an illustration the game's table view knows how to draw, or a PNG file
    shipped in the package (``picture = "claim.png"``)."""

    id: str
    title: Names
    text: Names
    picture: str = ""


@dataclass(frozen=True)
class HelpManifest:
    """``help.toml``: the rules summary a ruleset ships, so a new game brings its own help.
    Listed in ``ruleset.toml`` as ``help = { file = "help.toml", kind = "help" }``."""

    schema: int = field(metadata={"min": 1, "max": 1})
    sections: tuple[HelpSection, ...] = ()

    def __manifest_check__(self) -> Iterator[tuple[str, str]]:
        if not self.sections:
            yield "sections", "a help file needs at least one section"
        yield from duplicates(self.sections, "id", "sections")


BUILTIN_KINDS: dict[str, type] = {"ruleset": RulesetManifest, "help": HelpManifest}


def load_package_manifests(package: str, kinds: Mapping[str, type]) -> Manifests:
    """Load ``ruleset.toml`` of ``package`` and every manifest it lists, all issues together."""
    from importlib import resources

    root = resources.files(package)
    ruleset = load(root / "ruleset.toml", RulesetManifest, f"{package}/ruleset.toml")
    files: dict[str, Any] = {}
    texts: dict[str, tuple[str, str]] = {}
    issues: list[ManifestIssue] = []
    for name, ref in ruleset.manifests.items():
        filename = f"{package}/{ref.file}"
        kind = kinds.get(ref.kind)
        if kind is None:
            issues.append(ManifestIssue(f"{package}/ruleset.toml", f"manifests.{name}.kind", None,
                                        f"unknown manifest kind {ref.kind!r}"))
            continue
        try:
            text = (root / ref.file).read_text(encoding="utf-8")
            files[name] = parse(text, kind, filename)
            texts[name] = (filename, text)
        except (OSError, UnicodeDecodeError) as exc:
            issues.append(ManifestIssue(filename, "", None, f"cannot read: {exc}"))
        except ManifestError as exc:
            issues.extend(exc.issues)
    if not issues:
        issues = cross_check({name: (files[name], *texts[name]) for name in files})
    if issues:
        raise ManifestError(issues)
    return Manifests(ruleset, files)
