"""What a seat may do now: the legal actions, grouped by kind, a costly kind listed only when asked.

A ruleset puts the list together in parts, in listing order: actions it has at hand (``append``,
``extend``) and kinds it has only checked to be possible (``defer``: a function listing them,
called the first time something needs them). Listing the ways to pay every route the hand can
pay costs far more than drawing a card; a player (the random bot, a person at the table) that
picks a kind first, then an action of that kind, only pays for the kind it picked.

Read as a sequence (iteration, ``len``, indexing, ``==`` with a list) it is the whole list, in
the order the parts were added, built once. ``kinds()`` and ``of_kind(kind)`` do not build the
other kinds; ``action in legal`` builds only the action's kind.

A deferred part reads the state when it is built: the match expires its lists when the state
changes (``expire``), and building a part after that raises instead of listing another state's
actions. A part may build a :class:`CountedKind` instead of a list: it counts its actions and
makes only the ones picked by index (``random.choice`` asks for the length and one index), and
lists them all only when read whole.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress, repeat
from operator import attrgetter, eq, is_
from typing import Any, Callable, Iterable, Iterator

from game.engine.actions import Action

_KIND = attrgetter("kind")
# the kinds of a listing's parts in their order -> those kinds sorted (LegalActions.kinds)
_SORTED: dict[tuple[str, ...], tuple[str, ...]] = {}
_SORTED_KEPT = 4096


class StaleLegalActions(RuntimeError):
    """A deferred kind asked for after the state it describes has changed."""


class LegalActions(Sequence):
    """The legal actions of one seat in one state (see the module docstring). Do not modify it
    once handed over: the match caches it until the next action."""

    __slots__ = ("_parts", "_mixed", "_fresh", "_kinds", "_listing", "_by_kind", "_sets", "_expired")

    def __init__(self, actions: Iterable[Action] = ()) -> None:
        # Each part: [kind, actions, build]; kind None for actions at hand (any kinds), else the
        # one kind of the part: at hand (build None, ``extend_kind``) or deferred, its actions None
        # until build() has run.
        self._parts: list[list[Any]] = []
        # Some part holds actions of any kinds (kind None): only then are actions' kinds read.
        self._mixed = False
        # Nothing read yet, so nothing cached to forget when a part is added: a ruleset adds
        # several parts to every listing, and reads come after.
        self._fresh = True
        self._kinds: tuple[str, ...] | None = None
        self._listing: list[Action] | None = None
        self._by_kind: dict[str, Sequence[Action]] | None = None
        self._sets: dict[str, frozenset[Action]] | None = None
        self._expired = False
        if actions:
            self.extend(actions)

    # -- putting it together (rulesets) --------------------------------------------------------------

    def append(self, action: Action) -> None:
        parts = self._parts
        if parts and parts[-1][0] is None:
            parts[-1][1].append(action)
        else:
            parts.append([None, [action], None])
            self._mixed = True
        if not self._fresh:
            self._changed()

    def extend(self, actions: Iterable[Action]) -> None:
        parts = self._parts
        if parts and parts[-1][0] is None:
            parts[-1][1].extend(actions)
        else:
            listed = list(actions)
            if not listed:
                return
            parts.append([None, listed, None])
            self._mixed = True
        if not self._fresh:
            self._changed()

    def extend_kind(self, kind: str, actions: list[Action]) -> None:
        """Actions at hand that are all of ``kind`` (at least one; the list becomes this object's):
        ``kinds()`` and ``of_kind()`` read the part's kind without looking at each action. Runs of
        kinds added one after the other keep the listing order of a list that mixes them."""
        parts = self._parts
        if parts and parts[-1][0] == kind and parts[-1][2] is None:
            parts[-1][1].extend(actions)
        else:
            parts.append([kind, actions, None])
        if not self._fresh:
            self._changed()

    def defer(self, kind: str, build: Callable[[], Sequence[Action]]) -> None:
        """Actions of ``kind`` listed by ``build()`` when first needed. The caller has checked that
        there is at least one (so ``kinds()`` may name it without building it)."""
        self._parts.append([kind, None, build])
        if not self._fresh:
            self._changed()

    def _changed(self) -> None:
        self._kinds = self._listing = self._sets = self._by_kind = None
        self._fresh = True

    def expire(self) -> None:
        """The state changed: the deferred parts not built yet can no longer be."""
        self._expired = True

    def _built(self, part: list[Any]) -> Sequence[Action]:
        actions = part[1]
        if actions is None:
            if self._expired:
                raise StaleLegalActions(f"the {part[0]!r} actions were asked for after the state changed")
            actions = part[1] = part[2]()
        return actions

    # -- reading by kind -----------------------------------------------------------------------------

    def kinds(self) -> tuple[str, ...]:
        """The kinds of action there are, sorted; no deferred part is built."""
        kinds = self._kinds
        if kinds is None:
            if self._mixed:
                found: set[str] = set()
                for kind, actions, _ in self._parts:
                    if kind is None:
                        found.update(map(_KIND, actions))
                    else:
                        found.add(kind)
                kinds = self._kinds = tuple(sorted(found))
            else:
                # The kinds of the parts in listing order: a ruleset puts together the same few
                # sequences again and again, so their sorted kinds are kept (a dict read instead
                # of a set and a sort on every action).
                order = tuple([part[0] for part in self._parts])
                kinds = _SORTED.get(order)
                if kinds is None:
                    if len(_SORTED) >= _SORTED_KEPT:
                        _SORTED.clear()
                    kinds = _SORTED[order] = tuple(sorted(set(order)))
                self._kinds = kinds
            self._fresh = False
        return kinds

    def of_kind(self, kind: str) -> Sequence[Action]:
        """The actions of ``kind``, in listing order (empty if there are none)."""
        by_kind = self._by_kind
        if by_kind is None:
            by_kind = self._by_kind = {}
            self._fresh = False
        else:
            found = by_kind.get(kind)
            if found is not None:
                return found
        parts = self._parts
        if not self._mixed:
            # Every part has its kind (the usual listing of a ruleset): the kind's parts picked
            # in one pass (a plain loop: no comprehension's frame), the one part of most kinds
            # handed out as it is.
            pieces = []
            for part in parts:
                if part[0] == kind:
                    pieces.append(part)
            if len(pieces) == 1:
                part = pieces[0]
                found = part[1]
                if found is None:
                    found = self._built(part)
            else:
                found = [action for part in pieces
                         for action in (self._built(part) if part[1] is None else part[1])]
            by_kind[kind] = found
            return found
        if len(parts) == 1 and self.kinds() == (kind,):
            # A plain list of one kind (a second card, a choice of tickets): itself.
            found = by_kind[kind] = parts[0][1]
            return found
        pieces = []
        for part in parts:
            if part[0] is None:
                actions = part[1]
                picked = list(compress(actions, map(eq, map(_KIND, actions), repeat(kind))))
                if picked:
                    pieces.append(picked)
            elif part[0] == kind:
                actions = part[1]
                pieces.append(self._built(part) if actions is None else actions)
        if len(pieces) == 1:
            found = pieces[0]
        else:
            found = [action for piece in pieces for action in piece]
        by_kind[kind] = found
        return found

    # -- reading as a list -------------------------------------------------------------------------------

    def listing(self) -> list[Action]:
        """Every action, in order (built once; do not modify it)."""
        listing = self._listing
        if listing is None:
            listing = []
            for part in self._parts:
                listing.extend(self._built(part))
            self._listing = listing
            self._fresh = False
        return listing

    def __len__(self) -> int:
        return len(self.listing())

    def __getitem__(self, index):  # type: ignore[override]
        return self.listing()[index]

    def __iter__(self) -> Iterator[Action]:
        return iter(self.listing())

    def __reversed__(self) -> Iterator[Action]:
        return reversed(self.listing())

    def __bool__(self) -> bool:
        # Every part holds at least one action: no need to build any.
        return bool(self._parts)

    def __contains__(self, action: object) -> bool:
        kind = getattr(action, "kind", None)
        by_kind = self._by_kind
        same = None if by_kind is None else by_kind.get(kind)  # type: ignore[arg-type]
        if same is None:
            if kind not in self.kinds():
                return False
            same = self.of_kind(kind)  # type: ignore[arg-type]
        if not isinstance(same, (list, tuple)):
            return action in same  # a CountedKind knows what it handed out
        # Callers usually pass back one of the listed objects: found by identity before hashing
        # (an action's hash is a Python call over its fields), in a plain loop (a kind's actions
        # are a few: cheaper than any() over map() and repeat()).
        for listed in same:
            if listed is action:
                return True
        sets = self._sets
        if sets is None:
            sets = self._sets = {}
        known = sets.get(kind)  # type: ignore[arg-type]
        if known is None:
            known = sets[kind] = frozenset(same)  # type: ignore[index]
        return action in known

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LegalActions):
            return self.listing() == other.listing()
        if isinstance(other, (list, tuple)):
            return self.listing() == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LegalActions({self.listing()!r})"


class CountedKind(Sequence):
    """The actions of one deferred kind, counted without being made: ``len`` and indexing make
    only the actions asked for; iteration, slices and the membership of an action it did not
    hand out list them all, once. A ruleset subclasses it with the three methods below, reading
    what they need of the state when the object is made (so the answers stay those of that
    state)."""

    __slots__ = ("_listed", "_handed", "_count")

    def __init__(self) -> None:
        self._listed: list[Action] | None = None
        self._handed: list[Action] = []
        self._count: int | None = None

    def count(self) -> int:
        """How many actions there are."""
        raise NotImplementedError

    def nth(self, index: int) -> Action:
        """The action at ``index`` (0 <= index < count()) of the listing order."""
        raise NotImplementedError

    def listed(self) -> list[Action]:
        """Every action, in order."""
        raise NotImplementedError

    def _all(self) -> list[Action]:
        if self._listed is None:
            self._listed = self.listed()
        return self._listed

    def __len__(self) -> int:
        if self._listed is not None:
            return len(self._listed)
        if self._count is None:
            self._count = self.count()
        return self._count

    def __getitem__(self, index):  # type: ignore[override]
        if self._listed is not None or not isinstance(index, int):
            return self._all()[index]
        size = self._count  # counted already when a player asked how many (random.choice)
        if size is None:
            size = self._count = self.count()
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("legal action index out of range")
        action = self.nth(index)
        self._handed.append(action)
        return action

    def __iter__(self) -> Iterator[Action]:
        return iter(self._all())

    def __contains__(self, action: object) -> bool:
        for handed in self._handed:  # the one or two handed out, usually the one asked about
            if handed is action:
                return True
        listed = self._all()
        return any(map(is_, listed, repeat(action))) or action in listed

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._all()!r})"


class Picked(CountedKind):
    """The actions ``row[i]`` for each ``i`` of ``indexes``, in that order: a deferred kind whose
    actions are made once per board (a row indexed by segment, city, ...) and chosen by a list of
    indexes, counted without being put together."""

    __slots__ = ("row", "indexes")

    def __init__(self, row: Sequence[Action], indexes: Sequence[int]) -> None:
        super().__init__()
        self.row, self.indexes = row, indexes

    def count(self) -> int:
        return len(self.indexes)

    def nth(self, index: int) -> Action:
        return self.row[self.indexes[index]]

    def listed(self) -> list[Action]:
        row = self.row
        return [row[i] for i in self.indexes]


def as_legal(actions: Any) -> LegalActions:
    """``actions`` as a :class:`LegalActions` (a ruleset's hook may return a plain list)."""
    if type(actions) is LegalActions:
        return actions
    return LegalActions(actions or ())
