"""Bot players. They read only a seat's view and legal actions (no pygame here).

``make_bot(level, match, seat, seed)`` asks the match's plugins first (``railcade_bot``), then the
built-in levels registered in :data:`LEVELS` by family (``"*"`` fits every ruleset).

A bot that searches (level ``hard``) needs to build simulated games: when it has a ``bind(info)``
method, ``make_bot`` calls it with a :class:`GameInfo` (the match's public recipe: ruleset,
variants, players, options, registry). Nothing in it is hidden information.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol

from game.engine.actions import Action


class Bot(Protocol):
    name: str
    needs_view: bool  # False lets fast loops skip building views the bot would not read

    def choose(self, view: Any, legal_actions: list[Action]) -> Action: ...


@dataclass(frozen=True)
class GameInfo:
    """What a searching bot needs to build games like the one it plays: public facts only."""

    ruleset: str
    variants: tuple[str, ...]
    players: int
    options: dict[str, Any]
    registry: Any


# (family, level) -> factory(seat, seed) ; family "*" fits every ruleset.
LEVELS: dict[tuple[str, str], Callable[[int, int], Bot]] = {}


def register(family: str, level: str) -> Callable[[Callable[[int, int], Bot]], Callable[[int, int], Bot]]:
    def decorate(factory: Callable[[int, int], Bot]) -> Callable[[int, int], Bot]:
        LEVELS[(family, level)] = factory
        return factory

    return decorate


_loaded = False


def _load_builtin() -> None:
    # Importing the modules registers their levels. Once per process: listing the package's
    # modules reads the file system, and every simulated game makes its bots through here.
    global _loaded
    if _loaded:
        return
    from game.bots import random_bot  # noqa: F401
    import importlib
    import pkgutil

    for module in pkgutil.iter_modules(__path__):
        if module.name not in {"random_bot"}:
            importlib.import_module(f"{__name__}.{module.name}")
    _loaded = True


def available_levels(family: str) -> list[str]:
    _load_builtin()
    order = ["random", "easy", "normal", "hard", "expert"]
    levels = {lvl for fam, lvl in LEVELS if fam in (family, "*")}
    if "hard" in levels:
        levels.add("expert")  # every searching level also comes with a longer think
    return sorted(levels, key=lambda lvl: (order.index(lvl) if lvl in order else len(order), lvl))


def make_bot(level: str, match: Any, seat: int, seed: int) -> Bot:
    plugin_bot = match._call("railcade_bot", game=match.setup, level=level, seat=seat, seed=seed)
    if plugin_bot is not None:
        return plugin_bot
    _load_builtin()
    family = match.registry.get(match.setup.ruleset).info.family
    if level == "expert" and (family, "expert") not in LEVELS and (family, "hard") in LEVELS:
        bot = make_bot("hard", match, seat, seed)
        as_expert = getattr(bot, "as_expert", None)
        return as_expert() if as_expert is not None else bot
    factory = LEVELS.get((family, level)) or LEVELS.get(("*", level))
    if factory is None:
        raise ValueError(f"no {level!r} bot for {match.setup.ruleset!r} (levels: {', '.join(available_levels(family))})")
    bot = factory(seat, seed)
    bind = getattr(bot, "bind", None)
    if bind is not None:
        setup = match.setup
        bind(GameInfo(setup.ruleset, tuple(setup.variants), setup.players, dict(setup.options), match.registry))
    return bot
