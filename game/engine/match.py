"""A Match: one game of one ruleset (with variants), driven by actions, producing events.

The match holds a plugin manager with only its ruleset and variants (shared by the matches of the
same selection: it is only read once made), the ruleset's state object and the action log. All randomness comes from ``state.rng``, seeded from the match seed, so the same
seed and the same actions give the same game, bit for bit. Hook exceptions are caught here: the
plugin is named and disabled, the state is restored, and :class:`PluginFailure` is raised for the
caller (the client shows it and goes back to the title screen).
"""

from __future__ import annotations

import dataclasses
import re
import secrets
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Iterable, Mapping, Sequence

from game.engine.actions import Action, Event, IllegalAction, UndoRefused
from game.engine.legal import LegalActions, as_legal
from game.engine.rule_changes import merge_rule_changes
from game.engine.score import SeatScore, best_seats
from game.engine.setup import GameSetup
from game.i18n.plural import typeset
from game.plugins import Registry, SelectionError, default_registry

MAX_SEED = 2**63 - 1
_CHECK = "railcade_check_invariants, joined"  # the callers' key of check_invariants' own caller
_SEAT_MARK = re.compile(r"\{seat:(\d+)\}")  # how a ruleset's sentence names a seat


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: shown by the client and kept in saves; the rules only count seats."""

    name: str
    kind: str = "human"  # human | bot
    level: str = ""  # bot level
    color: str = ""

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "color": self.color}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Seat":
        return cls(str(data.get("name", "")), str(data.get("kind", "human")),
                   str(data.get("level", "")), str(data.get("color", "")))


def default_seats(count: int) -> tuple[Seat, ...]:
    return tuple(Seat(f"Player {i + 1}") for i in range(count))


class PluginFailure(RuntimeError):
    """A plugin's hook raised; the plugin has been disabled and the state left unchanged."""

    def __init__(self, plugin: str, hook: str, error: BaseException):
        self.plugin, self.hook, self.error = plugin, hook, error
        super().__init__(f"plugin {plugin!r} failed in {hook}: {type(error).__name__}: {error}")


def resolve_options(records: Sequence[Any], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Fill option defaults from the manifests and check the given values."""
    specs = {spec.id: spec for record in records for spec in record.info.options}
    options = {spec_id: spec.default for spec_id, spec in specs.items()}
    for key, value in (given or {}).items():
        spec = specs.get(key)
        if spec is None:
            raise SelectionError(f"unknown option {key!r} (known: {', '.join(sorted(specs)) or 'none'})")
        problem = spec.check_value(value)
        if problem:
            raise SelectionError(f"option {key!r}: {problem}")
        options[key] = value
    return options


def _direct_caller(pm: Any, hook_name: str) -> Any:
    """How to call one hook of a match's manager, with the hook's arguments given positionally in
    the order its spec declares them.

    A hook implemented by one plugin only, with no wrapper (the usual case: the base ruleset and no
    variant touching that decision point), is called directly: same result as through pluggy, a
    fraction of the cost, which matters in bot playouts. When the implementation takes the spec's
    arguments in the spec's order (every shipped ruleset does), the caller *is* the implementation.
    Anything else goes through pluggy.
    """
    hook = getattr(pm.hook, hook_name)
    spec_names = tuple(hook.spec.argnames) if hook.spec else ()
    firstresult = bool(hook.spec and hook.spec.opts.get("firstresult"))
    impls = hook.get_hookimpls()
    if len(impls) == 1 and not (impls[0].hookwrapper or impls[0].wrapper):
        function, names = impls[0].function, tuple(impls[0].argnames)
        if names == spec_names:
            direct = function
        else:
            picks = tuple(spec_names.index(name) for name in names)

            def direct(*args: Any) -> Any:
                return function(*[args[i] for i in picks])

        if firstresult:
            return direct

        def as_list(*args: Any) -> list[Any]:
            result = direct(*args)
            return [] if result is None else [result]

        return as_list
    if not impls:
        return lambda *args: None if firstresult else []
    return lambda *args: hook(**dict(zip(spec_names, args)))


class Match:
    def __init__(
        self,
        ruleset: str,
        variants: Iterable[str] = (),
        seats: int | Sequence[Seat] = 2,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        registry: Registry | None = None,
    ):
        self.registry = registry or default_registry()
        self.seats = default_seats(seats) if isinstance(seats, int) else tuple(seats)
        variants = tuple(dict.fromkeys(variants))
        self._records = self.registry.select(ruleset, variants, len(self.seats))
        # Shared by the matches of one selection (see Registry.shared_manager), like clones share it.
        self.pm, self._callers = self.registry.shared_manager(self._records)
        self._blame = self.registry.plugin_names(self._records)
        self.seed = secrets.randbelow(MAX_SEED) if seed is None else int(seed)
        if not 0 <= self.seed <= MAX_SEED:
            raise SelectionError(f"seed must be between 0 and {MAX_SEED}")
        base = self._records[0]
        setup = GameSetup(
            ruleset=ruleset,
            variants=variants,
            players=len(self.seats),
            options=MappingProxyType(resolve_options(self._records, options)),
            data=base.manifests,
            seed=self.seed,
            hook=self.pm.hook,
            variant_data=MappingProxyType({r.id: r.manifests for r in self._records[1:]}),
        )
        self.setup = setup
        rules = merge_rule_changes(ruleset, base.manifests.ruleset.rules, self._rule_changes())
        self.setup = dataclasses.replace(setup, rules_table=rules)
        self.log: list[Action] = []
        self._revealed: list[bool] = []  # per logged action: did it reveal hidden information?
        self._legal: dict[int, LegalActions] = {}
        self._active: tuple[int, ...] | None = None
        self._over: bool | None = None
        self.state = self._call("railcade_create_state", game=self.setup)

    # -- versions, for saves ---------------------------------------------------------------------

    @property
    def versions(self) -> dict[str, str]:
        return {r.id: r.info.version for r in self._records}

    # -- hook calls at the boundary --------------------------------------------------------------

    def _caller(self, hook_name: str) -> Any:
        caller = self._callers.get(hook_name)
        if caller is None:
            caller = self._callers[hook_name] = _direct_caller(self.pm, hook_name)
        return caller

    def _call(self, hook_name: str, **kwargs: Any) -> Any:
        hook = getattr(self.pm.hook, hook_name)
        names = tuple(hook.spec.argnames) if hook.spec else tuple(kwargs)
        return self._call_args(hook_name, *[kwargs.get(name) for name in names])

    def _call_args(self, hook_name: str, *args: Any) -> Any:
        """Call a hook with its spec's arguments in order; a plugin that raises is disabled. (The
        hooks of every action, in is_over, active_seats, legal_actions, apply, apply_recorded and
        check_invariants, are called the same way without this frame, their errors handed to
        :meth:`_raised` as here.)"""
        try:
            return (self._callers.get(hook_name) or self._caller(hook_name))(*args)
        except Exception as exc:
            raise self._raised(hook_name, exc)

    def _raised(self, hook_name: str, exc: Exception) -> Exception:
        """What a hook call that raised ``exc`` raises: an illegal action or a refused undo as it
        is, anything else as a :class:`PluginFailure` caused by it (the plugin is disabled)."""
        if isinstance(exc, (IllegalAction, UndoRefused)):
            return exc
        failure = self._failure(hook_name, exc)
        failure.__cause__ = exc  # as ``raise failure from exc``
        return failure

    def _failure(self, hook_name: str, exc: Exception) -> "PluginFailure":
        plugin = self._culprit(exc)
        self.registry.disable(plugin, f"{hook_name} raised {type(exc).__name__}: {exc}")
        return PluginFailure(plugin, hook_name, exc)

    def _rule_changes(self) -> list[tuple[str, Any]]:
        """Each variant's ``railcade_rule_changes``, with the variant it came from (to name it when
        two disagree). Called once, while the match is built."""
        ids = {record.name: record.id for record in self._records}
        out = []
        for impl in self.pm.hook.railcade_rule_changes.get_hookimpls():  # in registration order
            try:
                change = impl.function(*[self.setup for _ in impl.argnames])  # the one argument: game
            except Exception as exc:
                self.registry.disable(impl.plugin_name, f"railcade_rule_changes raised {type(exc).__name__}: {exc}")
                raise PluginFailure(impl.plugin_name, "railcade_rule_changes", exc) from exc
            out.append((ids.get(impl.plugin_name, impl.plugin_name), change))
        return out

    def _culprit(self, exc: BaseException) -> str:
        """The plugin whose code raised: the innermost traceback frame inside a plugin module."""
        culprit = self._records[0].name
        tb = exc.__traceback__
        while tb is not None:
            module = tb.tb_frame.f_globals.get("__name__", "")
            top = module.split(".")[0]
            if top in self._blame:
                culprit = self._blame[top]
            tb = tb.tb_next
        return culprit

    # -- playing ---------------------------------------------------------------------------------

    # active_seats and is_over depend on the state alone, which only apply/undo change: they are
    # cached with the legal actions, saving two hook calls per action in tight bot loops.

    @property
    def active_seats(self) -> tuple[int, ...]:
        active = self._active
        if active is None:
            try:
                found = (self._callers.get("railcade_active_seats") or self._caller("railcade_active_seats"))(
                    self.setup, self.state)
            except Exception as exc:
                raise self._raised("railcade_active_seats", exc)
            active = self._active = tuple(found or ())
        return active

    def legal_actions(self, seat: int) -> LegalActions:
        """What ``seat`` may do now (a sequence, grouped by kind: see :mod:`game.engine.legal`).
        Cached until the next action: do not modify it. A seat that is not at the table (an
        edited save, a wrong number) may do nothing: rulesets are never asked about it."""
        cached = self._legal.get(seat)
        if cached is None:
            if not (isinstance(seat, int) and 0 <= seat < len(self.seats)):
                return LegalActions()
            try:
                found = (self._callers.get("railcade_legal_actions") or self._caller("railcade_legal_actions"))(
                    self.setup, self.state, seat)
            except Exception as exc:
                raise self._raised("railcade_legal_actions", exc)
            cached = self._legal[seat] = found if type(found) is LegalActions else as_legal(found)
        return cached

    def is_legal(self, action: Action) -> bool:
        # Only the action's kind is listed (bots and the client pass back a listed object, found
        # by identity; anything else is looked up by value).
        cached = self._legal.get(action.seat)
        return action in (self.legal_actions(action.seat) if cached is None else cached)

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action``; raise :class:`IllegalAction` (changing nothing) if it is not legal."""
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}")
        cached = self._legal.get(action.seat)
        if not (self.is_legal(action) if cached is None else action in cached):
            kinds = self.legal_actions(action.seat).kinds()
            raise IllegalAction(
                f"{action} is not legal now"
                + (f"; seat {action.seat} may: {', '.join(kinds)}" if kinds else f"; seat {action.seat} may not act now")
            )
        try:
            events = (self._callers.get("railcade_apply_action") or self._caller("railcade_apply_action"))(
                self.setup, self.state, action)
            if type(events) is not list:
                events = list(events or ())
        except Exception as exc:
            # A plugin bug may have left the state half-changed: rebuild it from the log, which is
            # cheaper over a game than cloning before every action.
            raised = self._raised("railcade_apply_action", exc)
            self._forget_legal()
            self.state = self.replayed(self.log).state
            raise raised
        return self._record(action, events)

    def _record(self, action: Action, events: list[Event]) -> list[Event]:
        """Log an applied action (and whether it revealed anything: undo stops there)."""
        self.log.append(action)
        revealed = False
        for event in events:  # one or two: a plain loop is cheaper than any() over map()
            if event.reveals:
                revealed = True
                break
        self._revealed.append(revealed)
        cached = self._legal
        if cached:  # _forget_legal(), inline: after every action (the match's own dict emptied)
            for legal in cached.values():
                legal._expired = True
            cached.clear()
        self._active = None
        self._over = None
        return events

    def apply_recorded(self, action: Action) -> list[Event]:
        """Carry out an action from a log that was checked legal when it was played, without
        listing legal actions again: for replays whose identity is checked by comparing state
        snapshots along the way (``railcade simulate``). Anything else uses :meth:`apply`."""
        try:
            events = (self._callers.get("railcade_apply_action") or self._caller("railcade_apply_action"))(
                self.setup, self.state, action)
        except Exception as exc:
            raise self._raised("railcade_apply_action", exc)
        return self._record(action, events if type(events) is list else list(events or ()))

    def apply_recorded_all(self, actions: Iterable[Action]) -> None:
        """:meth:`apply_recorded` of each of ``actions`` in turn, their events dropped: a replay's
        stretch between two of its snapshot comparisons, without two calls of the match's own
        per action (simulate's replay check applies every action of every game again)."""
        apply = self._callers.get("railcade_apply_action") or self._caller("railcade_apply_action")
        setup, state, log, revealed = self.setup, self.state, self.log, self._revealed
        self._forget_legal()
        try:
            for action in actions:
                events = apply(setup, state, action)
                if type(events) is not list:
                    events = list(events or ())
                log.append(action)
                for event in events:  # whether it revealed anything, as _record tells
                    if event.reveals:
                        revealed.append(True)
                        break
                else:
                    revealed.append(False)
        except Exception as exc:
            raise self._raised("railcade_apply_action", exc)

    def _forget_legal(self) -> None:
        """The state changed: the cached lists expire (their kinds not listed yet can no longer
        be) and what depends on the state is asked again."""
        for legal in self._legal.values():
            legal._expired = True  # legal.expire(), after every action
        self._legal = {}
        self._active = None
        self._over = None

    def _fresh_caches(self) -> None:
        """Empty caches for a new match object (a clone or a replay shares nothing with the
        original's, which stay valid for the original)."""
        self._legal = {}
        self._active = None
        self._over = None

    # -- looking ---------------------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        return self._call_args("railcade_view", self.setup, self.state, seat)

    def score(self) -> dict[int, SeatScore]:
        scores: dict[int, SeatScore] = dict(self._call("railcade_score", game=self.setup, state=self.state))
        for seat in list(scores):
            extra = self._call("railcade_score_lines", game=self.setup, state=self.state, seat=seat)
            lines = tuple(line for group in extra if group for line in group)
            if lines:
                scores[seat] = scores[seat].with_lines(lines)
        return scores

    @property
    def is_over(self) -> bool:
        over = self._over
        if over is None:
            try:
                over = self._over = bool((self._callers.get("railcade_is_over") or self._caller("railcade_is_over"))(
                    self.setup, self.state))
            except Exception as exc:
                raise self._raised("railcade_is_over", exc)
        return over

    def winners(self, scores: dict[int, SeatScore] | None = None) -> list[int]:
        """The winning seats once the game is over. ``scores``: this match's :meth:`score`, when the
        caller has just counted it (the count is the costly part: longest trails, stations)."""
        if not self.is_over:
            return []
        if scores is None:
            scores = self.score()
        result = self._call("railcade_winners", game=self.setup, state=self.state, scores=scores)
        return list(result) if result is not None else best_seats(scores)

    def check_invariants(self) -> list[str]:
        """Every plugin's problems with the state, in one list (called after every action of a
        checked game: one ruleset's own list is handed back as it is)."""
        try:
            found = (self._callers.get(_CHECK) or self._checker())(self.setup, self.state)
        except Exception as exc:
            raise self._raised("railcade_check_invariants", exc)
        return found if type(found) is list else list(found or ())

    def _checker(self) -> Any:
        """How check_invariants asks the plugins: the one implementation itself (its list is the
        answer), or every implementation's groups joined."""
        hook = self.pm.hook.railcade_check_invariants
        impls = hook.get_hookimpls()
        spec_names = tuple(hook.spec.argnames) if hook.spec else ()
        if (len(impls) == 1 and not (impls[0].hookwrapper or impls[0].wrapper)
                and tuple(impls[0].argnames) == spec_names):
            checker = impls[0].function
        else:
            groups = self._caller("railcade_check_invariants")

            def checker(*args: Any) -> list[str]:
                return [problem for group in groups(*args) if group for problem in group]

        self._callers[_CHECK] = checker
        return checker

    def describe(self, item: Action | Event, lang: str = "en") -> str:
        """The ruleset's sentence for an action or event, with each ``{seat:N}`` mark replaced by
        that seat's name (rulesets know seats by number only), spaced as the language wants
        (French no-break spaces before ``: ; ! ?``)."""
        text = self._call("railcade_describe", game=self.setup, item=item, lang=lang)
        if not text:
            return str(item)
        text = typeset(text, lang)
        return _SEAT_MARK.sub(lambda m: self._seat_name(int(m.group(1)), lang), text)

    def _seat_name(self, seat: int, lang: str) -> str:
        if 0 <= seat < len(self.seats) and self.seats[seat].name:
            return self.seats[seat].name
        return f"Joueur {seat + 1}" if lang == "fr" else f"Player {seat + 1}"

    def snapshot(self) -> dict[str, Any]:
        return self.state.snapshot()

    # -- copies, undo, saves -----------------------------------------------------------------------

    def clone(self) -> "Match":
        """An independent copy sharing the plugin manager (cheap: bots use it for search)."""
        twin = object.__new__(Match)
        twin.__dict__.update(self.__dict__)
        twin.state = self.state.clone()
        twin.log = list(self.log)
        twin._revealed = list(self._revealed)
        twin._fresh_caches()
        return twin

    def can_undo(self) -> bool:
        return bool(self.log) and not self._revealed[-1]

    def undo(self) -> Action:
        """Take back the last action by replaying the log without it."""
        if not self.log:
            raise UndoRefused("nothing to undo")
        if self._revealed[-1]:
            # Any reveal: a blind draw, but also a face-up card taken (its replacement turns up from the
            # deck) or a tunnel's cards: the words name no one cause.
            raise UndoRefused("the last action revealed hidden information (a card drawn or turned up); "
                              "it cannot be undone")
        last = self.log[-1]
        fresh = self.replayed(self.log[:-1])
        self.state, self.log, self._revealed = fresh.state, fresh.log, fresh._revealed
        self._forget_legal()
        return last

    def replayed(self, actions: Iterable[Action]) -> "Match":
        """A new match with the same recipe, replaying ``actions``."""
        twin = object.__new__(Match)
        twin.__dict__.update(self.__dict__)
        twin.log, twin._revealed = [], []
        twin._fresh_caches()
        twin.state = twin._call("railcade_create_state", game=twin.setup)
        for action in actions:
            twin.apply(action)
        return twin

    def to_save(self) -> "Save":
        from game.engine.save import Save

        return Save.of(self)

    @classmethod
    def from_save(cls, save: "Save", registry: Registry | None = None) -> "Match":
        match = cls(
            save.ruleset,
            variants=[v for v, _ in save.variants],
            seats=save.seats,
            options=save.options,
            seed=save.seed,
            registry=registry,
        )
        for index, action in enumerate(save.actions):
            try:
                match.apply(action)
            except IllegalAction as exc:
                raise IllegalAction(f"save action {index} does not replay: {exc}") from None
        return match

