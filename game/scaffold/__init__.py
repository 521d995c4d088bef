"""``railcade new``: the files of a new ruleset or variant package, ready to install, test and play.

Three shapes, from text templates in ``templates/`` (``${name}`` placeholders):

* ``variant NAME --for RULESET``: a variant of an installed ruleset. Its plugin.py hands the numbers
  of its ``[rules]`` table to the match and lists, commented, the hooks variants of that family
  usually wrap; its ruleset.toml lists the base's numbers, commented, to copy from.
* ``ruleset NAME --for RULESET``: a new game on the rules of an installed ruleset (a new map or
  edition): the base's data files copied to start from, its hooks reused.
* ``ruleset NAME``: a game from scratch, starting as a tiny complete card game to replace (in a
  family of its own, so New game does not offer it before a table view can draw it).

Each package has a pyproject.toml with the entry point, ruleset.toml, plugin.py, help.toml, a README
and a test that plays whole games; the tests pass as generated once the package is installed.
"""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path
from string import Template
from types import MappingProxyType
from typing import Any, Mapping

import tomli_w

from game import PROJECT

ID_PATTERN = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
TEMPLATE_PACKAGE = "game.scaffold"


class ScaffoldError(ValueError):
    """The package cannot be made as asked; the message says why and what to do."""


def _template(path: str, values: Mapping[str, str]) -> str:
    text = resources.files(TEMPLATE_PACKAGE).joinpath("templates", *path.split("/")).read_text(encoding="utf-8")
    return Template(text).substitute(values)


def _thaw(value: Any) -> Any:
    if isinstance(value, (dict, MappingProxyType)):
        return {str(k): _thaw(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return [_thaw(v) for v in value]
    return value


def toml_inline(value: Any) -> str:
    """One TOML value on one line (arrays and tables inline), as a person would write it."""
    value = _thaw(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return _quoted(value)
    if isinstance(value, list):
        return "[" + ", ".join(toml_inline(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(k)} = {toml_inline(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"not a TOML value: {value!r}")


def _key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else _quoted(key)


def commented_rules(rules: Mapping[str, Any]) -> str:
    """The base ruleset's ``[rules]`` table as commented TOML lines, to uncomment and change."""
    if not rules:
        return "# (this ruleset has no [rules] table: its numbers cannot be changed this way)"
    return "\n".join(f"# {_key(key)} = {toml_inline(value)}" for key, value in rules.items())


def names_for(plugin_id: str) -> dict[str, str]:
    title = plugin_id.replace("-", " ")
    return {
        "id": plugin_id,
        "package": "railcade_" + plugin_id.replace("-", "_"),
        "distribution": "railcade-" + plugin_id,
        "title": title[:1].upper() + title[1:],
    }


def check_id(plugin_id: str) -> None:
    if not ID_PATTERN.fullmatch(plugin_id):
        raise ScaffoldError(f"{plugin_id!r} cannot be a plugin id: use lowercase letters, digits and dashes, "
                            "starting with a letter (e.g. europe-short-game)")


def _base_record(base: str, registry: Any):
    record = registry.get(base)
    if record is None or record.info.kind != "ruleset":
        known = registry.find(base)
        if known is not None and known.info is not None and known.info.kind != "ruleset":
            why = f"{base!r} is a {known.info.kind}, not a ruleset"
        elif known is not None:
            why = f"{base!r} is {known.status}: {known.error}"
        else:
            why = f"{base!r} is not installed"
        installed = ", ".join(sorted(r.id for r in registry.rulesets())) or "none"
        raise ScaffoldError(f"{why} (installed rulesets: {installed})")
    return record


def _dependencies(record: Any) -> str:
    deps = ["railcade"] + ([record.distribution] if record is not None and record.distribution else [])
    return ", ".join(f'"{d}"' for d in deps)


def variant_files(plugin_id: str, base: str, registry: Any) -> dict[str, str]:
    """The files of a variant package of ``base``, by path inside the package folder."""
    record = _base_record(base, registry)
    info = record.info
    family = info.family or "any"
    hooks_file = family if family in ("route", "grid", "cards") else "any"
    values = names_for(plugin_id) | {
        "ruleset": base,
        "ruleset_name_en": info.name("en"),
        "ruleset_name_fr": info.name("fr"),
        "family": family,
        "players_min": str(info.players_min),
        "players_max": str(info.players_max),
        "summary": f"A variant of {info.name('en')} for railcade.",
        "dependencies": _dependencies(record),
        "base_rules": commented_rules(record.manifests.ruleset.rules if record.manifests else {}),
    }
    values["hooks"] = _template(f"hooks/{hooks_file}.txt", values)
    return _files("variant", values, f"{values['title']}: a variant of {info.name('en')} for railcade.",
                  ("ruleset.toml", "plugin.py", "help.toml"))


def _files(shape: str, values: Mapping[str, str], doc: str, in_package: tuple[str, ...]) -> dict[str, str]:
    """The files every shape has, and the templates of ``shape`` that go into the package."""
    package = values["package"]
    files = {
        "pyproject.toml": _template("common/pyproject.toml.txt", values),
        "README.md": _template(f"{shape}/README.md.txt", values),
        f"{package}/__init__.py": f'"""{doc}"""\n',
        f"tests/test_{package.removeprefix('railcade_')}.py": _template(f"{shape}/test.py.txt", values),
    }
    for name in in_package:
        files[f"{package}/{name}"] = _template(f"{shape}/{name}.txt", values)
    return files


def _set_key(text: str, table: str | None, key: str, value: str) -> str:
    """Replace ``key = ...`` inside ``[table]`` (None: before the first table) of a TOML text."""
    out, current, done = [], None, False
    for line in text.splitlines(keepends=True):
        header = re.match(r"\s*\[([^\[\]]+)\]\s*(#.*)?$", line)
        if header:
            current = header.group(1).strip()
        elif not done and current == table and re.match(rf"\s*{re.escape(key)}\s*=", line):
            line = f"{key} = {value}\n"
            done = True
        out.append(line)
    return "".join(out)


def _quoted(text: str) -> str:
    return tomli_w.dumps({"v": text}).split("=", 1)[1].strip()


def derived_ruleset_files(plugin_id: str, base: str, registry: Any) -> dict[str, str]:
    """A new ruleset on the rules of ``base``: its data copied, its hooks reused."""
    record = _base_record(base, registry)
    info, module = record.info, record.plugin
    if not info.package or not hasattr(module, "__name__"):
        raise ScaffoldError(f"{base!r} does not ship its data as a package: cannot copy it")
    hook_names = sorted(
        name for name in dir(module)
        if name.startswith("railcade_") and name != "railcade_plugin_info"
        and hasattr(getattr(module, name), f"{PROJECT}_impl")
    )
    values = names_for(plugin_id) | {
        "base": base,
        "base_name_en": info.name("en"),
        "base_name_fr": info.name("fr"),
        "base_module": module.__name__,
        "family": info.family,
        "players_min": str(info.players_min),
        "players_max": str(info.players_max),
        "summary": f"A {info.family} game for railcade on the rules of {info.name('en')}.",
        "dependencies": _dependencies(record),
        "imports": "\n".join(f"    {name}," for name in hook_names),
    }
    package = values["package"]
    source = resources.files(info.package)
    text = source.joinpath("ruleset.toml").read_text(encoding="utf-8")
    text = _set_key(text, None, "id", _quoted(plugin_id))
    text = _set_key(text, None, "version", _quoted("0.1.0"))
    for lang in ("fr", "en"):
        text = _set_key(text, "names", lang, _quoted(values["title"]))
        text = _set_key(text, "description", lang,
                        _quoted("À écrire : le jeu en une phrase." if lang == "fr" else "To write: the game in one sentence."))
    files = _files("derived", values, f"{values['title']}: a {info.family} game for railcade.", ("plugin.py",))
    manifests = record.manifests.ruleset.manifests if record.manifests else {}
    for ref in manifests.values():
        files[f"{package}/{ref.file}"] = source.joinpath(ref.file).read_text(encoding="utf-8")
    if source.joinpath("SOURCES.md").is_file():
        files[f"{package}/SOURCES.md"] = source.joinpath("SOURCES.md").read_text(encoding="utf-8")
    if not any(ref.kind == "help" for ref in manifests.values()):
        files[f"{package}/help.toml"] = _template("derived/help.toml.txt", values)
        text = text.replace("[manifests]\n", '[manifests]\nhelp = { file = "help.toml", kind = "help" }\n', 1)
        if "[manifests]" not in text:
            text += '\n[manifests]\nhelp = { file = "help.toml", kind = "help" }\n'
    files[f"{package}/ruleset.toml"] = text
    return files


def fresh_ruleset_files(plugin_id: str) -> dict[str, str]:
    """A game from scratch, starting as a tiny complete card game."""
    values = names_for(plugin_id) | {
        "summary": "A game for railcade.",
        "dependencies": '"railcade"',
        "players_min": "2",
        "players_max": "6",
        "family": plugin_id,  # a family of its own: no table view draws it until one is written
    }
    return _files("fresh", values, f"{values['title']}: a game for railcade.",
                  ("ruleset.toml", "rules.py", "plugin.py", "help.toml"))


def plan(kind: str, plugin_id: str, base: str | None, registry: Any) -> dict[str, str]:
    check_id(plugin_id)
    if registry.find(plugin_id) is not None:
        raise ScaffoldError(f"a plugin with the id {plugin_id!r} is already installed: choose another name")
    if kind == "variant":
        if not base:
            raise ScaffoldError("a variant needs the ruleset it changes: --for RULESET (e.g. --for europe)")
        return variant_files(plugin_id, base, registry)
    if kind == "ruleset":
        return derived_ruleset_files(plugin_id, base, registry) if base else fresh_ruleset_files(plugin_id)
    raise ScaffoldError(f"unknown kind {kind!r}: ruleset or variant")


def generate(kind: str, plugin_id: str, parent: Path, base: str | None = None, registry: Any = None) -> Path:
    """Write the package into ``parent/plugin_id`` (which must not exist yet); returns that folder."""
    if registry is None:
        from game.plugins import default_registry

        registry = default_registry()
    files = plan(kind, plugin_id, base, registry)
    root = Path(parent) / plugin_id
    if root.exists():
        raise ScaffoldError(f"{root} already exists: choose another name or folder (nothing was written)")
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root
