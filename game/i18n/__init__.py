"""French and English UI strings.

Every string the client shows comes from :data:`STRINGS` (``en.py`` and ``fr.py``, same keys, a
test checks it). ``tr(key, **values)`` formats the string of the current language; a missing key
shows the key itself rather than crashing, so a forgotten string is visible, not fatal.
"""

from __future__ import annotations

import locale
import os

from game.i18n import en, fr

LANGUAGES = ("fr", "en")
STRINGS: dict[str, dict[str, str]] = {"en": en.STRINGS, "fr": fr.STRINGS}

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
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def has(key: str) -> bool:
    return key in STRINGS[_current]
