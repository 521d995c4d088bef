"""French and English UI strings.

Every string the client shows comes from :data:`STRINGS`: the core tables ``en.py`` and ``fr.py``,
then one module per area of the client in ``game/i18n/areas/`` (each defines ``EN`` and ``FR`` with
the same keys; a test checks it), then the strings a plugin package registers with
:func:`register_strings` (a game family's own table view brings its own words). ``tr(key,
**values)`` formats the string of the current language; a missing key shows the key itself rather
than crashing, so a forgotten string is visible, not fatal.

A count picks its words with ``{n:one|other}`` (``"{n} {n:ticket|tickets}"``, see
:mod:`game.i18n.plural`), and French strings get their no-break spaces before ``: ; ! ?`` when they
are registered, so a table writes ordinary spaces.
"""

from __future__ import annotations

import importlib
import locale
import os
import pkgutil
from typing import Mapping

from game.i18n import en, fr
from game.i18n.plural import format_text, typeset

LANGUAGES = ("fr", "en")
STRINGS: dict[str, dict[str, str]] = {"en": dict(en.STRINGS),
                                      "fr": {k: typeset(v, "fr") for k, v in fr.STRINGS.items()}}


def register_strings(tables: Mapping[str, Mapping[str, str]]) -> None:
    """Add strings by language (``{"fr": {...}, "en": {...}}``). Keys already present are kept:
    a package cannot change the core's words by accident."""
    for lang, table in tables.items():
        if lang in STRINGS:
            for key, text in table.items():
                STRINGS[lang].setdefault(key, typeset(text, lang))


def _load_areas() -> None:
    from game.i18n import areas

    for module in sorted(pkgutil.iter_modules(areas.__path__), key=lambda m: m.name):
        loaded = importlib.import_module(f"{areas.__name__}.{module.name}")
        register_strings({"en": getattr(loaded, "EN", {}), "fr": getattr(loaded, "FR", {})})


_load_areas()

_current = "en"


def system_language() -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return "fr" if code.lower().startswith("fr") else "en"


def set_language(lang: str | None) -> str:
    global _current
    _current = lang if lang in LANGUAGES else system_language()
    return _current


def language() -> str:
    return _current


def tr(key: str, **values: object) -> str:
    text = STRINGS[_current].get(key) or STRINGS["en"].get(key) or key
    if values:
        try:
            return format_text(text, _current, **values)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def has(key: str) -> bool:
    return key in STRINGS[_current]
