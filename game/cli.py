"""The ``railcade`` command.

With no sub-command it opens the game window. Each sub-command lives in its own module of
:mod:`game.commands` (``NAME``, ``HELP``, ``add_arguments(parser)``, ``run(args) -> int``), so a new
command is a new file, found here without editing this one.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys
from typing import Sequence

import game
from game import commands


def _command_modules() -> list:
    found = []
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
        if not info.name.startswith("_"):
            found.append(importlib.import_module(f"{commands.__name__}.{info.name}"))
    return found


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="railcade",
        description="railcade: an arcade table for railway board and card games. "
        "Without a command, opens the game window.",
    )
    parser.add_argument("--version", action="version", version=f"railcade {game.__version__}")
    parser.add_argument("--fullscreen", action="store_true", help="open full screen")
    parser.add_argument("--windowed", action="store_true", help="open in a window (the default)")
    parser.add_argument("--lang", choices=("fr", "en"), help="language of the interface")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in _command_modules():
        command = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(command)
        command.set_defaults(run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        try:
            from game.client.app import run_client
        except ImportError as exc:
            print(f"railcade: the game window is not available: {exc}", file=sys.stderr)
            return 2
        return run_client(fullscreen=args.fullscreen and not args.windowed, lang=args.lang)
    try:
        return int(args.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # a bug, not bad input (commands report that themselves): one line, no traceback
        if os.environ.get("RAILCADE_DEBUG"):
            raise
        print(f"railcade {args.command}: internal error: {type(exc).__name__}: {exc} "
              f"(RAILCADE_DEBUG=1 shows the traceback)", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
