"""Plugin discovery, per-match plugin managers, and isolation of broken plugins.

Every installed distribution exposing the entry-point group ``railcade`` is a plugin. Each entry
point is loaded on its own, inside its own ``try``: a plugin that fails to import, whose manifests
are invalid, or whose metadata is wrong is recorded as broken with its reason, and every other plugin
keeps working. A hook that raises during a match is caught at the match boundary, which calls
:meth:`Registry.disable`.

Environment switches (comma-separated entry-point names or plugin ids):
``RAILCADE_PLUGINS`` loads only the listed plugins; ``RAILCADE_DISABLE_PLUGINS`` skips some.
"""

from __future__ import annotations

import importlib.metadata as metadata
import os
import traceback
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

import pluggy

from game import PROJECT, hookspecs
from game.manifest import (
    BUILTIN_KINDS,
    ManifestError,
    Manifests,
    OptionSpec,
    RulesetManifest,
    load,
    load_package_manifests,
)

ENTRY_POINT_GROUP = "railcade"


@dataclass(frozen=True)
class PluginInfo:
    """A plugin's metadata, as ``railcade_plugin_info`` returns it."""

    id: str
    kind: str  # "ruleset" or "variant"
    version: str
    names: Mapping[str, str]
    family: str = ""
    players_min: int = 1
    players_max: int = 12
    options: tuple[OptionSpec, ...] = ()
    applies_to: tuple[str, ...] = ()
    conflicts: tuple[str, ...] = ()
    package: str = ""
    description: Mapping[str, str] = field(default_factory=dict)
    round_names: Mapping[str, str] = field(default_factory=dict)  # {} : the word is "round"

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names.get("en") or self.id


def info_from_package(package: str) -> PluginInfo:
    """Read a plugin's metadata from ``<package>/ruleset.toml`` (manifests are loaded by discovery)."""
    from importlib import resources

    manifest: RulesetManifest = load(
        resources.files(package) / "ruleset.toml", RulesetManifest, f"{package}/ruleset.toml"
    )
    return info_from_manifest(manifest, package)


def info_from_manifest(manifest: RulesetManifest, package: str = "") -> PluginInfo:
    players = manifest.players
    return PluginInfo(
        id=manifest.id,
        kind=manifest.kind,
        version=manifest.version,
        names={"fr": manifest.names.fr, "en": manifest.names.en},
        family=manifest.family,
        players_min=players.min if players else 1,
        players_max=players.max if players else 12,
        options=manifest.options,
        applies_to=manifest.applies_to,
        conflicts=manifest.conflicts,
        package=package,
        description=(
            {"fr": manifest.description.fr, "en": manifest.description.en} if manifest.description else {}
        ),
        round_names=(
            {"fr": manifest.round_names.fr, "en": manifest.round_names.en} if manifest.round_names else {}
        ),
    )


@dataclass
class PluginRecord:
    """What discovery learnt about one entry point: shown by ``railcade plugins``."""

    name: str
    distribution: str = ""
    dist_version: str = ""
    status: str = "ok"  # ok | broken | disabled
    error: str = ""
    # What went wrong, for plain words (game.plugin_report): import | hooks | metadata | manifest |
    # duplicate | failed (a hook raised during a match) | environment (RAILCADE_* switches).
    problem: str = ""
    missing_module: str = ""  # import problems: the module that could not be found, if that was it
    info: PluginInfo | None = None
    manifests: Manifests | None = None
    plugin: Any = field(default=None, repr=False)

    @property
    def id(self) -> str:
        return self.info.id if self.info else self.name

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    def to_dict(self) -> dict[str, Any]:
        info = self.info
        return {
            "id": self.id,
            "entry_point": self.name,
            "distribution": self.distribution,
            "kind": info.kind if info else "",
            "version": info.version if info else self.dist_version,
            "names": dict(info.names) if info else {},
            "players": [info.players_min, info.players_max] if info and info.kind == "ruleset" else [],
            "applies_to": list(info.applies_to) if info else [],
            "conflicts": list(info.conflicts) if info else [],
            "status": self.status,
            "error": self.error,
            "problem": self.problem,
            "dist_version": self.dist_version,
            "description": dict(info.description) if info else {},
        }


class SelectionError(ValueError):
    """The chosen ruleset, variants or player count cannot be played together."""


def _short_error(exc: BaseException) -> str:
    if isinstance(exc, ManifestError):
        return str(exc)
    frames = traceback.extract_tb(exc.__traceback__)
    where = f" ({frames[-1].filename}:{frames[-1].lineno})" if frames else ""
    return f"{type(exc).__name__}: {exc}{where}"


def new_manager() -> pluggy.PluginManager:
    pm = pluggy.PluginManager(PROJECT)
    pm.add_hookspecs(hookspecs)
    return pm


class Registry:
    """Every plugin found, with its status; makes the plugin manager of each match."""

    def __init__(self) -> None:
        self.records: list[PluginRecord] = []
        self.kinds: dict[str, type] = dict(BUILTIN_KINDS)
        # (plugin names) -> (records, manager, hook callers): see shared_manager
        self._managers: dict[tuple[str, ...], tuple[tuple[PluginRecord, ...], Any, dict[str, Any]]] = {}

    # -- building ---------------------------------------------------------------------------

    @classmethod
    def from_plugins(cls, plugins: Mapping[str, Any]) -> "Registry":
        """A registry of in-process plugin objects (name -> module or object), for tests."""
        registry = cls()
        registry._add_all([(name, lambda p=p: p, "", "") for name, p in plugins.items()])
        return registry

    def _add_all(self, loaders: Iterable[tuple[str, Any, str, str]]) -> None:
        loaded: list[PluginRecord] = []
        for name, load_plugin, dist, version in loaders:
            record = PluginRecord(name=name, distribution=dist, dist_version=version)
            self.records.append(record)
            stage = "import"
            try:
                record.plugin = load_plugin()
                stage = "hooks"
                probe = new_manager()
                probe.register(record.plugin, name=name)
                probe.check_pending()
                for kinds in probe.hook.railcade_manifest_kinds():
                    for kind_name, kind in (kinds or {}).items():
                        known = self.kinds.get(kind_name)
                        if known is not None and known is not kind:
                            raise ValueError(f"manifest kind {kind_name!r} is already defined elsewhere")
                        self.kinds[kind_name] = kind
                stage = "metadata"
                infos = probe.hook.railcade_plugin_info()
                if len(infos) != 1 or not isinstance(infos[0], PluginInfo):
                    raise ValueError("railcade_plugin_info must return one PluginInfo")
                record.info = infos[0]
                loaded.append(record)
            except Exception as exc:  # a broken plugin must never take the app down
                record.status, record.error = "broken", _short_error(exc)
                record.problem = "manifest" if isinstance(exc, ManifestError) else stage
                if isinstance(exc, ModuleNotFoundError) and stage == "import":
                    record.missing_module = exc.name or ""
        # Manifests load once every plugin has contributed its kinds.
        for record in loaded:
            try:
                if record.info.package:
                    record.manifests = load_package_manifests(record.info.package, self.kinds)
                else:
                    record.manifests = getattr(record.plugin, "MANIFESTS", None)
                if record.manifests is None:
                    raise ValueError("plugin has no manifests (no package in its info)")
            except Exception as exc:
                record.status, record.error = "broken", _short_error(exc)
                record.problem = "manifest"
        self._check_ids()

    def _check_ids(self) -> None:
        seen: dict[str, PluginRecord] = {}
        for record in self.records:
            if not record.ok:
                continue
            if record.id in seen:
                record.status, record.problem = "broken", "duplicate"
                record.error = f"plugin id {record.id!r} is already provided by {seen[record.id].name}"
            else:
                seen[record.id] = record

    # -- queries ----------------------------------------------------------------------------

    def get(self, plugin_id: str) -> PluginRecord | None:
        for record in self.records:
            if record.ok and record.id == plugin_id:
                return record
        return None

    def find(self, plugin_id: str) -> PluginRecord | None:
        """Like :meth:`get` but also returns broken or disabled records (to explain why)."""
        for record in self.records:
            if record.id == plugin_id or record.name == plugin_id:
                return record
        return None

    def rulesets(self) -> list[PluginRecord]:
        return [r for r in self.records if r.ok and r.info.kind == "ruleset"]

    def variants_for(self, ruleset_id: str) -> list[PluginRecord]:
        return [
            r for r in self.records if r.ok and r.info.kind == "variant" and ruleset_id in r.info.applies_to
        ]

    def offered_rulesets(self, switched_off: Iterable[str] = ()) -> list[PluginRecord]:
        """The rulesets a player may start: working and not switched off in the settings."""
        off = set(switched_off)
        return [r for r in self.rulesets() if r.id not in off]

    def offered_variants(self, ruleset_id: str, switched_off: Iterable[str] = ()) -> list[PluginRecord]:
        """The variants offered with ``ruleset_id``: working and not switched off."""
        off = set(switched_off)
        return [r for r in self.variants_for(ruleset_id) if r.id not in off]

    def groups(self) -> list[tuple[PluginRecord | None, list[PluginRecord]]]:
        """Every plugin under its game, for the plugins screen: each ruleset that said who it is
        (working or not) with the variants that apply to it, then (``None``) the plugins that fit
        under no installed game: variants of a game that is missing, and plugins that failed
        before telling their id."""
        games = [r for r in self.records if r.info is not None and r.info.kind == "ruleset"]
        game_ids = {r.id for r in games}
        out: list[tuple[PluginRecord | None, list[PluginRecord]]] = []
        for game in games:
            variants = [r for r in self.records if r.info is not None and r.info.kind == "variant"
                        and game.id in r.info.applies_to]
            out.append((game, variants))
        rest = [r for r in self.records if r.info is None
                or (r.info.kind == "variant" and not set(r.info.applies_to) & game_ids)]
        if rest:
            out.append((None, rest))
        return out

    def missing_games(self, record: PluginRecord) -> list[str]:
        """For a variant: the rulesets it applies to that are not installed and working."""
        if record.info is None or record.info.kind != "variant":
            return []
        return [g for g in record.info.applies_to if self.get(g) is None]

    def disable(self, plugin_name: str, reason: str) -> None:
        """Mark a plugin disabled after a hook raised; later matches will not offer it."""
        for record in self.records:
            if record.name == plugin_name or record.id == plugin_name:
                record.status, record.error, record.problem = "disabled", reason, "failed"

    # -- one match --------------------------------------------------------------------------

    def _require(self, plugin_id: str, kind: str) -> PluginRecord:
        record = self.get(plugin_id)
        if record is None:
            known = self.find(plugin_id)
            why = f"{known.status}: {known.error}" if known else "not installed"
            raise SelectionError(f"{kind} {plugin_id!r} is not available ({why})")
        if record.info.kind != kind:
            raise SelectionError(f"{plugin_id!r} is a {record.info.kind}, not a {kind}")
        return record

    def select(self, ruleset: str, variants: Iterable[str], players: int) -> list[PluginRecord]:
        """Check that the ruleset, variants and player count go together; return their records."""
        base = self._require(ruleset, "ruleset")
        chosen = [base]
        ids = list(dict.fromkeys(variants))
        for variant_id in ids:
            record = self._require(variant_id, "variant")
            if ruleset not in record.info.applies_to:
                raise SelectionError(f"variant {variant_id!r} does not apply to {ruleset!r}")
            chosen.append(record)
        for record in chosen[1:]:
            clash = set(record.info.conflicts) & set(ids)
            if clash:
                raise SelectionError(f"variant {record.id!r} conflicts with {', '.join(sorted(clash))}")
        info = base.info
        if not info.players_min <= players <= info.players_max:
            raise SelectionError(
                f"{ruleset!r} takes {info.players_min}–{info.players_max} players, not {players}"
            )
        for record in chosen[1:]:
            if record.info.players_min > players or players > record.info.players_max:
                raise SelectionError(f"variant {record.id!r} does not allow {players} players")
        return chosen

    def combinations(self) -> list[tuple[str, tuple[str, ...], int, int]]:
        """Every playable (ruleset, variants, fewest players, most players) of what is installed:
        each ruleset alone and with every set of its variants that do not conflict. Soaks and the
        state-machine test use it, so a ruleset or variant installed later is covered without
        editing them."""
        from itertools import combinations as subsets

        out = []
        for base in self.rulesets():
            variants = sorted(r.id for r in self.variants_for(base.id))
            for size in range(len(variants) + 1):
                for chosen in subsets(variants, size):
                    records = [self.get(v) for v in chosen]
                    low = max([base.info.players_min] + [r.info.players_min for r in records])
                    high = min([base.info.players_max] + [r.info.players_max for r in records])
                    try:
                        self.select(base.id, chosen, low)
                    except SelectionError:
                        continue  # conflicting variants, or no player count suits them all
                    out.append((base.id, tuple(chosen), low, high))
        return out

    def make_manager(self, records: list[PluginRecord]) -> pluggy.PluginManager:
        """A fresh plugin manager holding only these plugins (the base ruleset first)."""
        pm = new_manager()
        for record in records:
            pm.register(record.plugin, name=record.name)
        pm.check_pending()
        return pm

    def shared_manager(self, records: list[PluginRecord]) -> tuple[pluggy.PluginManager, dict[str, Any]]:
        """The plugin manager of every match of this selection of plugins, made once, with the
        dict where matches keep the callers of its hooks. Building a manager inspects every hook
        of every plugin (about a millisecond): simulations and bot searches start many matches.
        Matches only call hooks on it; a selection is found again only while all its plugins are
        enabled (``select`` refuses a disabled one)."""
        key = tuple(record.name for record in records)
        found = self._managers.get(key)
        if found is not None and all(a is b for a, b in zip(found[0], records)):
            return found[1], found[2]
        pm = self.make_manager(records)
        callers: dict[str, Any] = {}
        self._managers[key] = (tuple(records), pm, callers)
        return pm, callers

    def plugin_names(self, records: list[PluginRecord]) -> dict[str, str]:
        """Module name prefix -> entry-point name, to blame a plugin for an exception."""
        out = {}
        for record in records:
            module = getattr(record.plugin, "__name__", type(record.plugin).__module__)
            out[module.split(".")[0]] = record.name
        return out


def discover(env: Mapping[str, str] | None = None) -> Registry:
    """Find every plugin of the ``railcade`` entry-point group, each loaded in isolation."""
    env = os.environ if env is None else env
    only = {n.strip() for n in env.get("RAILCADE_PLUGINS", "").split(",") if n.strip()}
    skip = {n.strip() for n in env.get("RAILCADE_DISABLE_PLUGINS", "").split(",") if n.strip()}
    registry = Registry()
    loaders = []
    seen: set[tuple[str, str]] = set()
    for ep in metadata.entry_points(group=ENTRY_POINT_GROUP):
        dist = getattr(ep, "dist", None)
        dist_name = dist.metadata["Name"] if dist is not None else ""
        if (ep.name, ep.value) in seen:  # the same distribution visible twice on sys.path
            continue
        seen.add((ep.name, ep.value))
        if (only and ep.name not in only) or ep.name in skip:
            registry.records.append(
                PluginRecord(ep.name, dist_name, dist.version if dist else "", "disabled",
                             "disabled by RAILCADE_PLUGINS / RAILCADE_DISABLE_PLUGINS", problem="environment")
            )
            continue
        loaders.append((ep.name, ep.load, dist_name, dist.version if dist else ""))
    registry._add_all(loaders)
    return registry


_default: Registry | None = None


def default_registry(refresh: bool = False) -> Registry:
    """The registry of installed plugins, discovered once per process."""
    global _default
    if _default is None or refresh:
        _default = discover()
    return _default
