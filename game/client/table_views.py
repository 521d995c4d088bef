"""Which table view draws a game: found by the ruleset's family, through entry points.

A family's table (the route board, the grid board, a card table) is a *view factory* exposed by an
installed distribution under the entry-point group ``railcade.table_views``; the entry point's name
is the family. The core registers its own two views there the same way a ruleset package does
(railcade's pyproject.toml: ``route = "game.client.table_hud:RouteHud"``), so a new kind of game
brings its table in its own package and ``game/client`` knows nothing of it; uninstalling the
package takes its table away with it.

A factory is called with the :class:`~game.client.scenes.table.TableScene` and returns the view
object the scene drives (see docs/plugins.md, "Table views", for what it must provide). Each entry
point is loaded on its own, on first use: a view that fails to import is recorded with its reason
and only the games of that family are affected.
"""

from __future__ import annotations

import importlib.metadata as metadata
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable

ENTRY_POINT_GROUP = "railcade.table_views"


class TableViewMissing(ValueError):
    """No usable table view for a family: the game cannot be shown (the reason says why)."""


@dataclass
class ViewRecord:
    """One table view found at discovery: shown by ``railcade plugins``."""

    family: str
    value: str  # "module:attribute"
    distribution: str = ""
    status: str = "ok"  # ok | broken | duplicate
    error: str = ""
    _factory: Callable[[Any], Any] | None = field(default=None, repr=False)
    _entry: Any = field(default=None, repr=False)

    def load(self) -> Callable[[Any], Any]:
        """The factory, imported on first use; a failure marks the record broken and raises."""
        if self._factory is not None:
            return self._factory
        if self.status != "ok":
            raise TableViewMissing(f"the {self.family!r} table view is {self.status}: {self.error}")
        try:
            factory = self._entry.load()
            if not callable(factory):
                raise TypeError(f"{self.value} is not callable")
        except Exception as exc:  # a broken view must never take the app down
            frames = traceback.extract_tb(exc.__traceback__)
            where = f" ({frames[-1].filename}:{frames[-1].lineno})" if frames else ""
            self.status, self.error = "broken", f"{type(exc).__name__}: {exc}{where}"
            raise TableViewMissing(f"the {self.family!r} table view ({self.value}) is broken: {self.error}") from exc
        self._factory = factory
        return factory

    def to_dict(self) -> dict[str, str]:
        return {"family": self.family, "view": self.value, "distribution": self.distribution,
                "status": self.status, "error": self.error}


_views: dict[str, ViewRecord] | None = None
_duplicates: list[ViewRecord] = []


def discover_views(refresh: bool = False) -> dict[str, ViewRecord]:
    """Every installed table view by family. Two distributions offering one family: the first
    found is used, the other is listed as a duplicate (``railcade plugins`` shows both)."""
    global _views, _duplicates
    if _views is not None and not refresh:
        return _views
    views: dict[str, ViewRecord] = {}
    duplicates: list[ViewRecord] = []
    seen: set[tuple[str, str]] = set()
    for ep in metadata.entry_points(group=ENTRY_POINT_GROUP):
        if (ep.name, ep.value) in seen:  # the same distribution visible twice on sys.path
            continue
        seen.add((ep.name, ep.value))
        dist = getattr(ep, "dist", None)
        record = ViewRecord(ep.name, ep.value, dist.metadata["Name"] if dist is not None else "", _entry=ep)
        if ep.name in views:
            record.status = "duplicate"
            record.error = f"family {ep.name!r} already has the view of {views[ep.name].distribution or '?'}"
            duplicates.append(record)
            continue
        views[ep.name] = record
    _views, _duplicates = views, duplicates
    return views


def all_view_records() -> list[ViewRecord]:
    return list(discover_views().values()) + list(_duplicates)


def has_view(family: str) -> bool:
    """Whether the family's view is installed and imports (so its games can be offered)."""
    record = discover_views().get(family)
    if record is None:
        return False
    try:
        record.load()
    except TableViewMissing:
        return False
    return True


def view_factory(family: str) -> Callable[[Any], Any]:
    record = discover_views().get(family)
    if record is None:
        known = ", ".join(sorted(discover_views())) or "none"
        raise TableViewMissing(f"no table view is installed for the {family!r} family (installed: {known})")
    return record.load()


def make_table_view(table: Any, family: str) -> Any:
    """The view object for ``table``: the family's factory called with the table scene."""
    return view_factory(family)(table)
