"""``railcade new ruleset|variant NAME [--for RULESET]``: a new plugin package to install and play."""

from __future__ import annotations

import sys
from pathlib import Path

NAME = "new"
HELP = "create a new ruleset or variant package (pyproject, ruleset.toml, hooks, help, tests)"


def add_arguments(parser) -> None:
    parser.add_argument("kind", choices=("ruleset", "variant"), help="what to create")
    parser.add_argument("name", help="the plugin id: lowercase letters, digits and dashes (e.g. europe-short-game)")
    parser.add_argument("--for", dest="base", metavar="RULESET",
                        help="variant: the ruleset it changes (required); ruleset: play by this ruleset's rules "
                             "on your own data (a new map); without it, a game from scratch")
    parser.add_argument("--dir", default=".", metavar="FOLDER",
                        help="where to create the package folder NAME (default: here)")


def run(args) -> int:
    from game.scaffold import ScaffoldError, generate

    try:
        root = generate(args.kind, args.name, Path(args.dir), base=args.base)
    except (ScaffoldError, OSError) as exc:
        print(f"railcade new: {exc}", file=sys.stderr)
        return 2
    files = sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())
    what = f"a variant of {args.base}" if args.kind == "variant" else (
        f"a ruleset on the rules of {args.base}" if args.base else "a ruleset")
    print(f"created {root} ({what}):")
    for name in files:
        print(f"  {name}")
    game = args.base if args.kind == "variant" else args.name
    variant = f" --variant {args.name}" if args.kind == "variant" else ""
    print("next:")
    print(f"  railcade plugins install --editable {root}    (or: pip install -e {root})")
    print(f"  python -m pytest {root / 'tests'}")
    print(f"  railcade simulate {game}{variant} --players 3 --games 20")
    print("  docs/plugins.md, \"Your first variant\", walks through the rest")
    return 0
