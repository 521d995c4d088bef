"""Installing and removing plugin packages: pip as a module of the interpreter railcade runs in,
then what changed among the plugins.

The plugins are listed before and after in a fresh interpreter (``python -m game.cli plugins
--json``): a package installed a moment ago is only importable by a new process (its ``.pth``
files are read at start-up), and a plugin that breaks on import must not break this command.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

Runner = Callable[[Sequence[str]], subprocess.CompletedProcess]

# Without a package index and with the build tools already installed: nothing is downloaded.
OFFLINE_FLAGS = ("--no-index", "--no-build-isolation")


def run_python(args: Sequence[str], python: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([python or sys.executable, *args], capture_output=True, text=True)


def list_plugins(run: Runner = run_python) -> list[dict[str, Any]]:
    """What ``railcade plugins --json`` says in a fresh interpreter; [] if it cannot say."""
    done = run(["-m", "game.cli", "plugins", "--json"])
    if done.returncode != 0:
        return []
    try:
        rows = json.loads(done.stdout)
    except json.JSONDecodeError:
        return []
    return rows if isinstance(rows, list) else []


@dataclass
class Change:
    kind: str  # added | removed | updated | broke | fixed
    row: dict[str, Any]
    before: dict[str, Any] | None = None

    def line(self) -> str:
        row = self.row
        what = row.get("kind") or "plugin"
        target = f" of {', '.join(row['applies_to'])}" if row.get("applies_to") else ""
        version = row.get("version") or row.get("dist_version") or "?"
        status = "" if row.get("status") == "ok" else f"  {row.get('status')}: {row.get('error', '').splitlines()[0] if row.get('error') else ''}"
        if self.kind == "updated" and self.before is not None:
            return f"  ~ {row['id']} {self.before.get('version') or '?'} -> {version} ({what}{target}){status}"
        mark = {"added": "+", "removed": "-", "broke": "!", "fixed": "*"}[self.kind]
        note = {"broke": "  (was working before)", "fixed": "  (works again)"}.get(self.kind, "")
        return f"  {mark} {row['id']} {version} ({what}{target}){status}{note}"


def _key(row: dict[str, Any]) -> tuple[str, str]:
    return row.get("entry_point") or row.get("id", ""), row.get("distribution", "")


def compare(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> list[Change]:
    """What changed between two listings, plugin by plugin."""
    old = {_key(r): r for r in before}
    new = {_key(r): r for r in after}
    changes: list[Change] = []
    for key, row in new.items():
        was = old.get(key)
        if was is None:
            changes.append(Change("added", row))
        elif (was.get("version"), was.get("dist_version")) != (row.get("version"), row.get("dist_version")):
            changes.append(Change("updated", row, was))
        elif was.get("status") == "ok" and row.get("status") != "ok":
            changes.append(Change("broke", row, was))
        elif was.get("status") != "ok" and row.get("status") == "ok":
            changes.append(Change("fixed", row, was))
    changes.extend(Change("removed", row) for key, row in old.items() if key not in new)
    return changes


@dataclass
class Outcome:
    ok: bool
    changes: list[Change] = field(default_factory=list)
    pip_output: str = ""
    message: str = ""


def _pip(run: Runner, args: Sequence[str]) -> subprocess.CompletedProcess:
    return run(["-m", "pip", *args])


def install(target: str, *, editable: bool = False, offline: bool = False, run: Runner = run_python) -> Outcome:
    """``pip install`` a folder, a wheel or a package name into this interpreter."""
    path = Path(target).expanduser()
    spec = str(path.resolve()) if path.exists() else target
    if editable and not path.is_dir():
        return Outcome(False, message=f"--editable needs a package folder; {target!r} is not one")
    before = list_plugins(run)
    args = ["install", "--disable-pip-version-check"] + (list(OFFLINE_FLAGS) if offline else [])
    args += ["-e", spec] if editable else [spec]
    done = _pip(run, args)
    changes = compare(before, list_plugins(run))
    output = (done.stdout + done.stderr).strip()
    if done.returncode != 0:
        return Outcome(False, changes, output, f"pip could not install {target}")
    return Outcome(True, changes, output)


def distribution_for(name: str, rows: list[dict[str, Any]]) -> str | None:
    """The distribution to uninstall for ``name``: a plugin id, an entry-point name or a
    distribution that provides a plugin. None when no installed plugin matches (railcade itself,
    or anything else, is never removed by this command)."""
    wanted = name.lower().replace("_", "-")
    for row in rows:
        dist = (row.get("distribution") or "").lower().replace("_", "-")
        if wanted in (row.get("id"), row.get("entry_point"), dist) and dist:
            return row["distribution"]
    return None


def remove(name: str, *, run: Runner = run_python) -> Outcome:
    before = list_plugins(run)
    dist = distribution_for(name, before)
    if dist is None:
        known = ", ".join(sorted(r["id"] for r in before)) or "none"
        return Outcome(False, message=f"no installed plugin is called {name!r} (installed: {known})")
    if dist.lower() == "railcade":
        return Outcome(False, message="railcade is the game itself, not a plugin")
    done = _pip(run, ["uninstall", "--yes", "--disable-pip-version-check", dist])
    changes = compare(before, list_plugins(run))
    output = (done.stdout + done.stderr).strip()
    if done.returncode != 0:
        return Outcome(False, changes, output, f"pip could not remove {dist}")
    return Outcome(True, changes, output)
