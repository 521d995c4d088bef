"""``railcade kiosk``: run the game all day at a café (see docs/kiosk.md).

Without options it is the supervisor: it runs the game as a child process and restarts it when it
dies. ``--stats`` prints the owner's summary, ``--set-pin`` stores the admin PIN (hashed), creating
the config if needed, ``--screenshot`` renders a kiosk scene headless for review.
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.i18n.plural import format_text

NAME = "kiosk"
HELP = "run the game as an unattended café kiosk (supervised, touch only); --stats, --set-pin"

SCREENSHOTS = ("title", "attract", "idle", "paused", "newgame", "pin", "admin", "settings", "stats", "test",
               "outoforder")


def add_arguments(parser) -> None:
    parser.add_argument("--config", metavar="PATH", help="kiosk.toml (default: ~/.config/railcade/kiosk.toml)")
    parser.add_argument("--stats", action="store_true", help="print the games played: started, finished, "
                                                             "abandoned, mean duration, busiest hours")
    parser.add_argument("--json", action="store_true", help="with --stats: the summary as JSON")
    parser.add_argument("--set-pin", action="store_true", help="set the admin PIN (asked twice, stored hashed)")
    parser.add_argument("--no-supervisor", action="store_true",
                        help="run the game directly, without the restarting parent (for trying it out)")
    parser.add_argument("--windowed", action="store_true", help="with --no-supervisor: in a window")
    parser.add_argument("--screenshot", choices=SCREENSHOTS, metavar="SCENE",
                        help=f"render a kiosk scene headless to --out ({', '.join(SCREENSHOTS)})")
    parser.add_argument("--out", default="kiosk.png", metavar="FILE.png")
    parser.add_argument("--lang", choices=("fr", "en"), default="en", help="with --screenshot")
    parser.add_argument("--child", action="store_true", help=argparse_hidden())
    parser.add_argument("--out-of-order", type=float, metavar="SECONDS", help=argparse_hidden())


def argparse_hidden() -> str:
    import argparse

    return argparse.SUPPRESS


def config_path(args) -> Path:
    from game.kiosk.config import default_path

    return Path(args.config).expanduser() if args.config else default_path()


def read_config(path: Path):
    """The config, or None after saying why in words."""
    from game.kiosk.config import load_config
    from game.manifest import ManifestError

    if not path.is_file():
        print(f"railcade kiosk: no kiosk config at {path}\n"
              f"  create one with: railcade kiosk --set-pin{' --config ' + str(path) if path.name else ''}",
              file=sys.stderr)
        return None
    try:
        return load_config(path)
    except ManifestError as exc:
        print(format_text("railcade kiosk: {path} has {n} {n:error|errors}:", "en", path=path, n=len(exc.issues)), file=sys.stderr)
        for issue in exc.issues:
            print(f"  {issue}", file=sys.stderr)
        return None


def run(args) -> int:
    path = config_path(args)
    if args.set_pin:
        return set_pin(path)
    if args.screenshot:
        return screenshot(args, path)
    config = read_config(path)
    if config is None:
        return 2
    if args.stats:
        return print_stats(config, args.json)
    from game.kiosk import child

    if args.out_of_order is not None:
        return child.run_out_of_order(config, path, args.out_of_order)
    if args.child:
        return child.run_game(config, path)
    if args.no_supervisor:
        from game.kiosk.config import folders

        child.setup_logging(folders(config).logs)
        app = child.make_kiosk_app(config, path, fullscreen=not args.windowed)
        app.kiosk.start()
        return app.run()
    return supervise(config, path)


def supervise(config, path: Path) -> int:
    import logging
    import signal

    from game.kiosk.config import folders
    from game.kiosk.supervisor import Supervisor

    found = folders(config)
    found.make()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    base = [sys.executable, "-m", "game.cli", "kiosk", "--config", str(path)]
    supervisor = Supervisor(base + ["--child"], lambda seconds: base + ["--out-of-order", str(seconds)], config, found)
    signal.signal(signal.SIGTERM, supervisor.stop)
    signal.signal(signal.SIGINT, supervisor.stop)
    return supervisor.run()


def print_stats(config, as_json: bool) -> int:
    import json

    from game.kiosk.config import folders
    from game.kiosk.stats import format_table, read_lines, summarize

    stats_file = folders(config).stats
    lines, unreadable = read_lines(stats_file)
    summary = summarize(lines)
    if as_json:
        print(json.dumps({**summary, "unreadable_lines": unreadable, "file": str(stats_file)}, indent=2))
        return 0

    def name(ruleset: str) -> str:
        from game.plugins import default_registry

        record = default_registry().find(ruleset)
        return record.info.name("en") if record is not None and record.info else ruleset

    print(f"{stats_file}")
    print(format_table(summary, unreadable, name))
    return 0


def set_pin(path: Path) -> int:
    import getpass

    from game.kiosk.config import KioskConfig, load_config, valid_pin, with_pin, write_config
    from game.manifest import ManifestError

    config = KioskConfig()
    if path.is_file():
        try:
            config = load_config(path)
        except ManifestError as exc:
            print(f"railcade kiosk: fix {path} first:\n" + "\n".join(f"  {i}" for i in exc.issues), file=sys.stderr)
            return 2
    pin = getpass.getpass("New admin PIN (4 to 12 digits): ")
    if not valid_pin(pin):
        print("railcade kiosk: a PIN is 4 to 12 digits", file=sys.stderr)
        return 2
    if getpass.getpass("The same PIN again: ") != pin:
        print("railcade kiosk: the two PINs differ; nothing changed", file=sys.stderr)
        return 2
    try:
        write_config(with_pin(config, pin), path)
    except OSError as exc:
        print(f"railcade kiosk: cannot write {path}: {exc}", file=sys.stderr)
        return 2
    print(f"{path}: admin PIN stored (hashed)")
    return 0


def screenshot(args, path: Path) -> int:
    from game.kiosk.review import render

    try:
        render(args.screenshot, args.out, args.lang, path if path.is_file() else None)
    except Exception as exc:  # noqa: BLE001 - a review tool: keep the trace for whoever reports it
        import traceback

        traceback.print_exc()
        print(f"railcade kiosk --screenshot: {exc}", file=sys.stderr)
        return 1
    print(args.out)
    return 0
