"""``railcade plugins``: what is installed (``--json``), and ``install``, ``remove``, ``info``.

``install`` and ``remove`` run pip as a module of the interpreter railcade runs in, then list
which plugins appeared, went, changed version, broke or work again."""

from __future__ import annotations

import json
import sys

from game.plugins import discover

NAME = "plugins"
HELP = "list installed rulesets and variants with their status; install, remove, info"


def add_arguments(parser) -> None:
    parser.add_argument("--json", action="store_true", help="print JSON")
    actions = parser.add_subparsers(dest="action", metavar="ACTION")
    install = actions.add_parser("install", help="install a plugin package (folder, wheel or package name) with pip",
                                 description="pip install into the interpreter railcade runs in, then list what changed")
    install.add_argument("target", metavar="PATH|WHEEL|NAME")
    install.add_argument("-e", "--editable", action="store_true",
                         help="install a package folder in editable mode (changes to its files apply at once)")
    install.add_argument("--offline", action="store_true",
                         help="use no package index and build with the setuptools already installed")
    remove = actions.add_parser("remove", help="uninstall the package that provides a plugin",
                                description="pip uninstall the distribution providing this plugin, then list what changed")
    remove.add_argument("name", metavar="NAME", help="plugin id (europe-short-game) or distribution name")
    info = actions.add_parser("info", help="a plugin's metadata and the hooks it implements")
    info.add_argument("id", metavar="ID")
    info.add_argument("--json", action="store_true", help="print JSON")


def run(args) -> int:
    action = getattr(args, "action", None)
    if action == "install":
        return _install(args)
    if action == "remove":
        return _remove(args)
    if action == "info":
        return _info(args)
    return _list(args)


def _list(args) -> int:
    from game.client.settings import load_settings

    registry = discover()
    off = set(load_settings().disabled_plugins)
    rows = [record.to_dict() | {"switched_off": record.id in off} for record in registry.records]
    if args.json:
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return 0
    if not rows:
        print("no plugins installed (install a ruleset package, e.g. railcade plugins install rulesets/europe)")
        return 0
    print_rows(rows)
    print_table_views()
    return 0


def print_table_views() -> None:
    """Which distribution draws each game family's table (entry-point group railcade.table_views)."""
    from game.client.table_views import all_view_records

    records = all_view_records()
    if not records:
        return
    print("table views:")
    for record in records:
        print(f"  {record.family:<12} {record.distribution or '?':<28} {record.status}  {record.value}")
        if record.error:
            print(f"    {record.error}")


def print_rows(rows) -> None:
    for row in rows:
        extra = f"  applies to {', '.join(row['applies_to'])}" if row["applies_to"] else ""
        players = f"  {row['players'][0]}-{row['players'][1]} players" if row["players"] else ""
        off_note = "  (switched off in the game's settings)" if row["switched_off"] else ""
        print(f"{row['id']:<36} {row['kind'] or '?':<8} {row['version'] or '?':<8} {row['status']}{players}{extra}{off_note}")
        if row["error"]:
            for line in row["error"].splitlines():
                print(f"    {line}")


def _report(outcome, verb: str) -> int:
    if outcome.message:
        print(f"railcade plugins {verb}: {outcome.message}", file=sys.stderr)
    if not outcome.ok and outcome.pip_output:
        print("pip said:", file=sys.stderr)
        for line in outcome.pip_output.splitlines()[-12:]:
            print(f"  {line}", file=sys.stderr)
    if outcome.changes:
        print("plugins changed:")
        for change in outcome.changes:
            print(change.line())
    else:
        print("no plugin changed" + ("; every installed plugin works as before" if not outcome.ok else ""))
    broke = [c for c in outcome.changes if c.kind == "broke"]
    if broke:
        print("warning: these worked before and no longer do (pip may have changed a package they need): "
              + ", ".join(c.row["id"] for c in broke), file=sys.stderr)
    if outcome.ok and outcome.changes:
        print("restart railcade to see the change in the game")
    return 0 if outcome.ok else 1


def _install(args) -> int:
    from game.plugin_install import install

    return _report(install(args.target, editable=args.editable, offline=args.offline), "install")


def _remove(args) -> int:
    from game.plugin_install import remove

    return _report(remove(args.name), "remove")


def _info(args) -> int:
    from game.plugin_report import hooks_of, plain_reason

    registry = discover()
    record = registry.find(args.id)
    if record is None:
        known = ", ".join(sorted(r.id for r in registry.records)) or "none"
        print(f"railcade plugins info: no plugin {args.id!r} (installed: {known})", file=sys.stderr)
        return 2
    info = record.info
    data = record.to_dict()
    data["module"] = getattr(record.plugin, "__name__", type(record.plugin).__name__) if record.plugin else ""
    data["family"] = info.family if info else ""
    data["options"] = [{"id": o.id, "type": o.type, "default": o.default, "names": {"fr": o.names.fr, "en": o.names.en}}
                       for o in (info.options if info else ())]
    data["manifests"] = ({name: {"file": ref.file, "kind": ref.kind}
                          for name, ref in record.manifests.ruleset.manifests.items()} if record.manifests else {})
    data["hooks"] = [{"hook": name, "how": how} for name, how in hooks_of(record.plugin)] if record.plugin else []
    data["why"] = plain_reason(record, registry, "en")
    if info and info.kind == "ruleset":
        data["variants"] = [r.id for r in registry.records
                            if r.info is not None and r.info.kind == "variant" and info.id in r.info.applies_to]
    if args.json:
        print(json.dumps(data, indent=2, ensure_ascii=False, default=str))
        return 0
    name = info.name("en") if info else record.name
    print(f"{name} ({data['id']})")
    rows = [
        ("kind", data["kind"] or "?"), ("version", data["version"] or "?"), ("status", data["status"]),
        ("family", data["family"]), ("players", "-".join(map(str, data["players"]))),
        ("applies to", ", ".join(data["applies_to"])), ("conflicts", ", ".join(data["conflicts"])),
        ("variants", ", ".join(data.get("variants", []))),
        ("distribution", f"{data['distribution']} {data['dist_version']}".strip()),
        ("entry point", f"{data['entry_point']} = {data['module']}"),
        ("description", (info.description.get("en", "") if info else "")),
        ("why", data["why"]),
    ]
    for label, value in rows:
        if value:
            print(f"  {label + ':':<14}{value}")
    for option in data["options"]:
        print(f"  {'option:':<14}{option['id']} ({option['type']}, default {option['default']}): {option['names']['en']}")
    for mname, ref in data["manifests"].items():
        print(f"  {'manifest:':<14}{mname} = {ref['file']} ({ref['kind']})")
    if data["hooks"]:
        print("  hooks:")
        for hook in data["hooks"]:
            print(f"    {hook['hook']:<30} {hook['how']}")
    if record.error:
        print("  error:")
        for line in record.error.splitlines():
            print(f"    {line}")
    return 0
