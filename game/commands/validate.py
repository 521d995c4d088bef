"""``railcade validate PATH...``: check manifest files or ruleset packages, print every error."""

from __future__ import annotations

import tomllib
from pathlib import Path

from game.engine.save import MAX_SAVE_BYTES, SaveError, load_save_file
from game.i18n.plural import format_text
from game.manifest import ManifestError, ManifestIssue, RulesetManifest, cross_check, load
from game.plugins import discover

NAME = "validate"
HELP = "validate TOML manifests (files, ruleset folders or installed packages), kiosk configs and saved games; exit 1 on errors"


def add_arguments(parser) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH",
                        help="a manifest file, a folder holding ruleset.toml, an installed package name, "
                             "or a saved game (checked by replaying it)")


def _package_dir(path: Path) -> Path | None:
    """A ruleset package folder: the folder itself or its single railcade_* child (rulesets/x)."""
    if (path / "ruleset.toml").is_file():
        return path
    children = [p for p in path.glob("*/ruleset.toml")]
    return children[0].parent if len(children) == 1 else None


def _check_package(folder: Path, kinds: dict) -> list[ManifestIssue]:
    issues: list[ManifestIssue] = []
    try:
        ruleset = load(folder / "ruleset.toml", RulesetManifest)
    except ManifestError as exc:
        return exc.issues
    loaded = {}
    for name, ref in ruleset.manifests.items():
        kind = kinds.get(ref.kind)
        if kind is None:
            issues.append(ManifestIssue(str(folder / "ruleset.toml"), f"manifests.{name}.kind", None,
                                        f"unknown manifest kind {ref.kind!r} (known: {', '.join(sorted(kinds))})"))
            continue
        path = folder / ref.file
        try:
            loaded[name] = (load(path, kind), str(path), path.read_text(encoding="utf-8"))
        except ManifestError as exc:
            issues.extend(exc.issues)
    # Between files (a ticket naming a city the board lacks) once each file is sound on its own.
    return issues or cross_check(loaded)


def _check_save(path: Path, registry) -> list[ManifestIssue]:
    """A file no ruleset.toml lists: a saved game if it says so (its ``format`` key), replayed."""
    try:
        load_save_file(path, registry)
    except SaveError as exc:
        if exc.code == "format" and exc.place == "format" and "no format version" in exc.reason:
            return [ManifestIssue(str(path), "", None, "cannot tell its kind: not a railcade save (no format key), "
                                                      "no ruleset.toml beside it lists this file, and a kiosk "
                                                      "config is named kiosk.toml or has kind = \"kiosk\"")]
        line_only = exc.place == f"line {exc.line}"
        return [ManifestIssue(exc.file, "" if line_only else exc.place, exc.line, exc.reason)]
    return []


def _check_kiosk(path: Path) -> list[ManifestIssue]:
    """A kiosk config: the manifest checks, then that its allowlist names installed plugins."""
    from game.kiosk.config import check_installed, load_config
    from game.manifest import key_lines, line_of
    from game.plugins import default_registry

    try:
        config = load_config(path)
    except ManifestError as exc:
        return exc.issues
    lines = key_lines(path.read_text(encoding="utf-8"))
    return [ManifestIssue(str(path), key, line_of(lines, key), message)
            for key, message in check_installed(config, default_registry())]


def _check_file(path: Path, kinds: dict, registry=None) -> list[ManifestIssue]:
    """A lone file: its kind is the one a ruleset.toml beside it names for it, else a kiosk config
    (kiosk.toml, *.kiosk.toml or a top-level `kind = "kiosk"`), else a saved game (replayed)."""
    from game.kiosk.config import is_kiosk_file

    # A huge file is told by its name only: reading it to look for `kind` could fill the memory.
    if is_kiosk_file(path, "" if path.stat().st_size > MAX_SAVE_BYTES else None):
        return _check_kiosk(path)
    sibling = path.parent / "ruleset.toml"
    if path.name == "ruleset.toml":
        try:
            load(path, RulesetManifest)
        except ManifestError as exc:
            return exc.issues
        return []
    kind_name = None
    if sibling.is_file():
        try:
            data = tomllib.loads(sibling.read_text(encoding="utf-8"))
            for ref in data.get("manifests", {}).values():
                if isinstance(ref, dict) and ref.get("file") == path.name:
                    kind_name = ref.get("kind")
        except (OSError, tomllib.TOMLDecodeError):
            pass
    if kind_name is None:
        return _check_save(path, registry)
    kind = kinds.get(kind_name)
    if kind is None:
        return [ManifestIssue(str(path), "", None, f"unknown manifest kind {kind_name!r}")]
    try:
        load(path, kind)
    except ManifestError as exc:
        return exc.issues
    return []


def run(args) -> int:
    registry = discover()
    kinds = registry.kinds
    all_issues: list[ManifestIssue] = []
    for raw in args.paths:
        path = Path(raw)
        if path.is_file():
            issues = _check_file(path, kinds, registry)
        elif path.is_dir():
            folder = _package_dir(path)
            issues = _check_package(folder, kinds) if folder else [
                ManifestIssue(str(path), "", None, "no ruleset.toml in this folder")]
        else:
            record = registry.find(raw)
            if record is None:
                issues = [ManifestIssue(raw, "", None, "no such file, folder or installed plugin")]
            else:
                issues = [ManifestIssue(raw, "", None, record.error)] if record.status == "broken" else []
        all_issues.extend(issues)
        print(f"{raw}: {'ok' if not issues else format_text('{n} {n:error|errors}', 'en', n=len(issues))}")
    for issue in all_issues:
        print(f"  {issue}")
    return 1 if all_issues else 0
