"""What a person needs to know about an installed plugin, in plain words: why a broken one is
broken, which hooks it implements. Shared by the plugins screen and ``railcade plugins info``.
Pure Python (no pygame)."""

from __future__ import annotations

from typing import Any, Iterable

from game import PROJECT, hookspecs
from game.i18n import STRINGS

HOOK_PREFIX = "railcade_"


def say(lang: str, key: str, **values: Any) -> str:
    """The string ``key`` in ``lang`` (not the window's current language: the CLI speaks English)."""
    text = STRINGS.get(lang, STRINGS["en"]).get(key) or STRINGS["en"].get(key) or key
    return text.format(**values) if values else text


def _first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else ""


def _strip_type(detail: str) -> str:
    """``ValueError: words (file.py:12)`` -> ``words``: the exception class and code line mean
    nothing to a player (``railcade plugins --json`` keeps the full error)."""
    head, _, rest = detail.partition(": ")
    if rest and head.replace("_", "").isalnum() and head[:1].isupper():
        detail = rest
    if detail.endswith(")") and " (" in detail and ".py:" in detail.rsplit(" (", 1)[1]:
        detail = detail.rsplit(" (", 1)[0]
    return detail


def _manifest_detail(error: str, lang: str) -> str:
    lines = [line for line in error.splitlines() if line.strip()]
    first = lines[0] if lines else error
    if len(lines) > 1:
        return say(lang, "plugins.reason.manifest_more", detail=first, n=len(lines) - 1)
    return first


def plain_reason(record: Any, registry: Any, lang: str = "en", switched_off: Iterable[str] = ()) -> str:
    """Why ``record`` cannot be played, in words a player understands; "" when it can."""
    problem = record.problem
    if record.status != "ok":
        if problem == "import":
            detail = (say(lang, "plugins.reason.import_missing", module=record.missing_module)
                      if record.missing_module else _strip_type(_first_line(record.error)))
            return say(lang, "plugins.reason.import", detail=detail)
        if problem == "manifest":
            return say(lang, "plugins.reason.manifest", detail=_manifest_detail(record.error, lang))
        if problem == "duplicate":
            return say(lang, "plugins.reason.duplicate", id=record.id)
        if problem == "environment":
            return say(lang, "plugins.reason.environment")
        key = {"hooks": "plugins.reason.hooks", "metadata": "plugins.reason.metadata",
               "failed": "plugins.reason.failed"}.get(problem, "plugins.reason.import")
        return say(lang, key, detail=_strip_type(_first_line(record.error)))
    missing = registry.missing_games(record)
    if missing:
        names = []
        for game_id in missing:
            known = registry.find(game_id)
            names.append(known.info.name(lang) if known is not None and known.info is not None else game_id)
        return say(lang, "plugins.reason.missing_game", games=", ".join(names))
    if record.id in set(switched_off):
        return say(lang, "plugins.reason.switched_off")
    return ""


def hooks_of(plugin: Any) -> list[tuple[str, str]]:
    """The hooks a plugin object or module implements, with how: ``base`` (trylast), ``first``
    (tryfirst), ``wrap`` (wrapper), ``add`` (a list hook) or ``answer`` (a plain firstresult)."""
    marker = f"{PROJECT}_impl"
    out = []
    for name in sorted(dir(plugin)):
        if not name.startswith(HOOK_PREFIX):
            continue
        opts = getattr(getattr(plugin, name, None), marker, None)
        if opts is None:
            continue
        if opts.get("wrapper") or opts.get("hookwrapper"):
            how = "wrap"
        elif opts.get("tryfirst"):
            how = "first"
        elif opts.get("trylast"):
            how = "base"
        else:
            spec = getattr(getattr(hookspecs, name, None), f"{PROJECT}_spec", None) or {}
            how = "answer" if spec.get("firstresult") else "add"
        out.append((name, how))
    return out
