"""Plural forms and French spacing for the plain string tables.

A count picks its words with a format spec listing the two forms, singular first:
``"{n} {n:ticket|tickets} left"``. :func:`format_text` chooses by the language's rule; a field
without a ``|`` in its spec formats as usual (``{n:+d}``). French and English need only two forms:

* English: the singular for exactly 1 ("1 card", "0 cards", "2 cards");
* French: the singular for 0 and 1, and for any number below 2 ("0 carte", "1 carte", "2 cartes").

These two rules are all railcade needs, so the tables stay Python dicts that plugin packages
register at run time (``game.i18n.register_strings``), with no catalogue to compile. A language
added later brings its rule to :data:`RULES`.

French spacing (:func:`french_spacing`): a French text puts a no-break space before ``:`` and
``%`` and inside « », and a narrow no-break space before ``;``, ``!`` and ``?``, so the sign never
starts a line on its own. The tables write an ordinary space; the fonts railcade ships (DejaVu) draw
both no-break spaces.

Pure Python (the engine and the rulesets use it for their own sentences).
"""

from __future__ import annotations

import re
import string
from typing import Any, Callable

NBSP = "\u00a0"  # no-break space: before ":" and "%", inside « »
NNBSP = "\u202f"  # narrow no-break space: before ";", "!", "?"


def _count(value: Any) -> float | None:
    try:
        return abs(float(value))
    except (TypeError, ValueError):
        return None


# Index of the form to use (0: singular, 1: plural) for a count, by language.
RULES: dict[str, Callable[[float], int]] = {
    "en": lambda n: 0 if n == 1 else 1,
    "fr": lambda n: 0 if n < 2 else 1,
}


def plural_index(count: Any, lang: str) -> int:
    """0 for the singular, 1 for the plural; something that is not a number takes the plural."""
    n = _count(count)
    if n is None:
        return 1
    return RULES.get(lang, RULES["en"])(n)


def plural(count: Any, lang: str, one: str, other: str) -> str:
    """The word for ``count`` items: ``plural(0, "fr", "carte", "cartes") == "carte"``."""
    return (one, other)[plural_index(count, lang)]


class _PluralFormatter(string.Formatter):
    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            forms = format_spec.split("|")
            return forms[min(plural_index(value, self.lang), len(forms) - 1)]
        return super().format_field(value, format_spec)


_FORMATTERS = {lang: _PluralFormatter(lang) for lang in RULES}


def format_text(template: str, lang: str, /, **values: Any) -> str:
    """``template.format(**values)`` where a ``{n:one|other}`` field becomes the word for ``n``."""
    if "|" not in template:
        return template.format(**values)
    formatter = _FORMATTERS.get(lang) or _PluralFormatter(lang)
    return formatter.vformat(template, (), values)


_BEFORE_NARROW = re.compile(r" ([;!?])")
_BEFORE_WIDE = re.compile(r" ([:%»])")
_AFTER_WIDE = re.compile(r"« ")


def french_spacing(text: str) -> str:
    """Ordinary spaces before ``: ; ! ? % »`` and after ``«`` become no-break spaces."""
    if not text:
        return text
    text = _BEFORE_NARROW.sub(NNBSP + r"\1", text)
    text = _BEFORE_WIDE.sub(NBSP + r"\1", text)
    return _AFTER_WIDE.sub("«" + NBSP, text)


def typeset(text: str, lang: str) -> str:
    """The text with its language's spacing (only French has rules here)."""
    return french_spacing(text) if lang == "fr" else text
