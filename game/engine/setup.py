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

    def has_variant(self, variant_id: str) -> bool:
        return variant_id in self.variants

    def rule(self, key: str, default: Any = None) -> Any:
        """A value of the ruleset manifest's free-form ``[rules]`` table."""
        return self.data.ruleset.rules.get(key, default)
