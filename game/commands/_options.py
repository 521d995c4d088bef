"""``--option KEY=VALUE`` for the commands that create games (simulate, arena)."""

from __future__ import annotations

from typing import Any


def add_option_argument(parser) -> None:
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a ruleset option (repeatable), e.g. --option teams=false")


def parse_options(items: list[str]) -> dict[str, Any]:
    """``["teams=false", "target=50"]`` -> ``{"teams": False, "target": 50}``: true/false become
    booleans and whole numbers integers; the match checks each value against the option's spec."""
    out: dict[str, Any] = {}
    for item in items:
        key, sep, raw = item.partition("=")
        key, raw = key.strip(), raw.strip()
        if not sep or not key:
            raise ValueError(f"--option {item!r}: expected KEY=VALUE")
        value: Any = raw
        if raw.lower() in ("true", "false"):
            value = raw.lower() == "true"
        else:
            try:
                value = int(raw)
            except ValueError:
                pass
        out[key] = value
    return out
