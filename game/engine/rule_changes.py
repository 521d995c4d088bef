"""Variants that change the numbers of a ruleset: merging their ``railcade_rule_changes``.

A ruleset keeps the numbers of its rules (trains per player, hand size, points per route length,
...) in the ``[rules]`` table of its ``ruleset.toml`` and reads them through ``game.rules``. A house
rule that only changes numbers returns the keys it changes from ``railcade_rule_changes``; the
match plays with the merged table. Changes are checked here, once per match, so a typo or two
variants disagreeing is refused at the start with words that name the variant and the key, instead
of a game that silently plays other numbers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, Iterable

from game.manifest import freeze
from game.plugins import SelectionError


def _kind(value: Any) -> str:
    """The kind of a TOML value, as far as swapping one for another is safe."""
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, Mapping):
        return "a table"
    if isinstance(value, Sequence):
        return "an array"
    return type(value).__name__


def merge_rule_changes(
    ruleset: str, base: Mapping[str, Any], changes: Iterable[tuple[str, Any]]
) -> Mapping[str, Any]:
    """``base`` with every variant's changes applied; ``changes`` are (variant id, dict or None).

    Refused (:class:`SelectionError`): a change that is not a table, a key the ruleset does not
    have, a value of another kind than the ruleset's, and two variants giving one key different
    values (the result would depend on the order the variants were ticked in).
    """
    merged = dict(base)
    set_by: dict[str, tuple[str, Any]] = {}
    for variant, change in changes:
        if change is None:
            continue
        if not isinstance(change, Mapping):
            raise SelectionError(f"variant {variant!r}: railcade_rule_changes must return a table of rule values, "
                                 f"not {type(change).__name__}")
        for key, value in change.items():
            if key not in base:
                known = ", ".join(sorted(base)) or "none"
                raise SelectionError(f"variant {variant!r} changes the rule {key!r}, which {ruleset!r} does not "
                                     f"have (its rules: {known})")
            value = freeze(value)
            if _kind(value) != _kind(base[key]):
                raise SelectionError(f"variant {variant!r} sets the rule {key!r} to {value!r}: expected "
                                     f"{_kind(base[key])} like {ruleset!r}'s {base[key]!r}")
            earlier = set_by.get(key)
            if earlier is not None and earlier[1] != value:
                raise SelectionError(f"variants {earlier[0]!r} and {variant!r} both change the rule {key!r} "
                                     f"({earlier[1]!r} and {value!r}): they cannot be played together")
            set_by[key] = (variant, value)
            merged[key] = value
    return MappingProxyType(merged)
