"""Actions (what a seat does) and events (what happened), as small frozen values.

Both round-trip through plain dicts so they can go into TOML saves, JSON output and logs. An action
names its target so a client can offer it without knowing the rules (see docs/engine.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterable, Mapping, NamedTuple

TARGET_TYPES = frozenset(
    {"route", "city", "intersection", "segment", "card", "pile", "ticket", "train", "button"}
)


@dataclass(frozen=True, slots=True)
class Action:
    seat: int
    kind: str
    target_type: str = "button"
    target: str = ""
    choice: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.target_type not in TARGET_TYPES:
            raise ValueError(f"unknown target type {self.target_type!r} for action {self.kind!r}")

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "kind": self.kind, "target_type": self.target_type}
        if self.target:
            out["target"] = self.target
        if self.choice:
            out["choice"] = list(self.choice)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Action":
        unknown = set(data) - {"seat", "kind", "target_type", "target", "choice"}
        if unknown:
            raise ValueError(f"unknown action keys: {sorted(unknown)}")
        return cls(
            seat=int(data["seat"]),
            kind=str(data["kind"]),
            target_type=str(data.get("target_type", "button")),
            target=str(data.get("target", "")),
            choice=tuple(str(c) for c in data.get("choice", ())),
        )

    def __str__(self) -> str:
        text = f"seat {self.seat}: {self.kind} {self.target_type}:{self.target}"
        return text + (f" {list(self.choice)}" if self.choice else "")


# Legal-action lists are built again before every move of every game and playout, mostly of the
# same actions: a ruleset may take them from here, each made once (an Action is an immutable
# value, so one object can stand in every list). Same arguments as Action, positional.
known_action = lru_cache(maxsize=1 << 14)(Action)


_SCALARS = frozenset({str, int, float, bool, type(None)})


def _freeze(value: Any) -> Any:
    """Turn lists and dicts into tuples so events stay hashable and immutable."""
    if type(value) in _SCALARS:  # the common case; the Mapping check below is slow
        return value
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, Mapping):
        return tuple((str(k), _freeze(v)) for k, v in value.items())
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


class Event(NamedTuple):
    """What happened: a tuple of its six fields, so that making one is a single ``tuple.__new__``
    (every card drawn in every playout raises events; a frozen dataclass cost twice as much). Like
    any tuple it is immutable, hashed and compared by its fields, and it equals a plain tuple of
    them; compare events with events."""

    kind: str
    seat: int | None = None
    data: tuple[tuple[str, Any], ...] = ()
    secret: tuple[str, ...] = ()
    visible_to: tuple[int, ...] = ()
    reveals: bool = False

    @classmethod
    def make(
        cls,
        kind: str,
        seat: int | None = None,
        *,
        secret: Iterable[str] = (),
        visible_to: Iterable[int] = (),
        reveals: bool = False,
        **data: Any,
    ) -> "Event":
        return _new_tuple(cls, (kind, seat, tuple((k, _freeze(v)) for k, v in data.items()), tuple(secret),
                                tuple(visible_to), reveals))

    @staticmethod
    def of(kind: str, seat: int | None, data: tuple, secret: tuple, visible_to: tuple, reveals: bool) -> "Event":
        """An Event from values already frozen (plain values and tuples), without ``Event(...)``'s
        keyword handling: the frequent events of playouts are made this way."""
        return _new_tuple(Event, (kind, seat, data, secret, visible_to, reveals))

    @staticmethod
    def public(kind: str, seat: int | None, data: tuple, reveals: bool = False) -> "Event":
        """:meth:`of` for an event every seat sees whole: no secret keys (so no seats to show them
        to), ``data`` already frozen; ``reveals`` as in :meth:`make`."""
        return _new_tuple(Event, (kind, seat, data, (), (), reveals))

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default

    def as_dict(self) -> dict[str, Any]:
        return dict(self.data)

    def for_seat(self, seat: int | None) -> "Event":
        """The copy of this event that ``seat`` may see (``None``: a spectator)."""
        if not self.secret or (seat is not None and seat in self.visible_to):
            return self
        hidden = set(self.secret)
        return _new_tuple(type(self), (self.kind, self.seat, tuple((k, v) for k, v in self.data if k not in hidden),
                                       (), (), self.reveals))

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "data": {k: _thaw(v) for k, v in self.data}}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.secret:
            out["secret"] = list(self.secret)
            out["visible_to"] = list(self.visible_to)
        if self.reveals:
            out["reveals"] = True
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Event":
        return cls.make(
            str(data["kind"]),
            data.get("seat"),
            secret=data.get("secret", ()),
            visible_to=data.get("visible_to", ()),
            reveals=bool(data.get("reveals", False)),
            **dict(data.get("data", {})),
        )


_new_tuple = tuple.__new__


class IllegalAction(ValueError):
    """An action that is not among the seat's legal actions; the state was not changed."""


class UndoRefused(RuntimeError):
    """Undo would take back an action that revealed hidden information, or there is nothing to undo."""
