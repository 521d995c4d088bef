"""What every hook receives as ``game``: the fixed facts of one match."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping


@dataclass(frozen=True)
class GameSetup:
    ruleset: str
    variants: tuple[str, ...]
    players: int
    options: Mapping[str, Any]
    data: Any  # game.manifest.Manifests of the base ruleset (and variants, by plugin id)
    seed: int
    hook: Any = field(default=None, repr=False, compare=False)
    variant_data: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    # The base ruleset's ``[rules]`` table with the variants' changes (``railcade_rule_changes``)
    # applied; None only while the match is being built, before the changes are known.
    rules_table: Mapping[str, Any] | None = None

    @property
    def rules(self) -> Mapping[str, Any]:
        """The ``[rules]`` table this match plays with: read numbers here, not from the manifest,
        so a variant can change them."""
        return self.rules_table if self.rules_table is not None else self.data.ruleset.rules

    def has_variant(self, variant_id: str) -> bool:
        return variant_id in self.variants

    def rule(self, key: str, default: Any = None) -> Any:
        """A value of the match's ``[rules]`` table (the ruleset's, as changed by its variants)."""
        return self.rules.get(key, default)
