"""``railcade plugins``: what is installed, with version, kind, status and error."""

from __future__ import annotations

import json

from game.plugins import discover

NAME = "plugins"
HELP = "list installed rulesets and variants with their status"


def add_arguments(parser) -> None:
    parser.add_argument("--json", action="store_true", help="print JSON")


def run(args) -> int:
    registry = discover()
    rows = [record.to_dict() for record in registry.records]
    if args.json:
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return 0
    if not rows:
        print("no plugins installed (install a ruleset package, e.g. pip install -e rulesets/europe)")
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
        print(f"{row['id']:<36} {row['kind'] or '?':<8} {row['version'] or '?':<8} {row['status']}{players}{extra}")
        if row["error"]:
            for line in row["error"].splitlines():
                print(f"    {line}")
