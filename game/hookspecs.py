"""The railcade plugin API.

Every ruleset and every variant is a plugin: a module holding implementations of the hooks below,
exposed by an installed distribution under the entry-point group ``railcade``. A match gets its own
``pluggy.PluginManager`` holding only its base ruleset and the variants the players picked, so a hook
call only ever reaches the plugins of that match.

Conventions:

* Every hook takes keyword arguments only, named as below. ``game`` is the match's frozen
  :class:`game.engine.setup.GameSetup` (ruleset id, variants, player count, options, loaded manifests,
  seed and the hook relay); ``state`` is the ruleset's own mutable state object.
* A *decision point* is a ``firstresult`` hook. The base ruleset implements it with
  ``@hookimpl(trylast=True)``. A variant changes it either with ``@hookimpl(wrapper=True)``, editing
  the one result (``result = yield`` ... ``return edited``), or with ``@hookimpl(tryfirst=True)``
  handling its own cases and returning ``None`` for the rest.
* A *list* hook (not firstresult) collects one item from every plugin that implements it; it is
  for additive things: extra actions, extra score lines, invariant problems.
* Hooks are called at decision points and at match creation only; keep them cheap and pure. The
  API grows only by adding arguments or hooks; a hook is deprecated before it is removed.

An exception raised by a hook is caught at the match boundary (:mod:`game.engine.match`), the
plugin it came from is named and disabled, and the application keeps running.
"""

from __future__ import annotations

from typing import Any

from game import hookspec

# --- Metadata and data ------------------------------------------------------------------------


@hookspec
def railcade_plugin_info() -> Any:
    """Describe this plugin. Called once at discovery, on a manager holding only this plugin.

    Returns a :class:`game.plugins.PluginInfo`: id, display names (``fr``/``en``), kind
    (``"ruleset"`` or ``"variant"``), version, family (``"route"``, ``"grid"``, ``"cards"``: which
    board view and bot family fit it), players min/max, options, the manifests it ships (already
    loaded and validated) and, for a variant, the rulesets it applies to and the variants it
    conflicts with. Most plugins return ``game.plugins.info_from_package("their_package")``, which
    reads all of this from the package's ``ruleset.toml``.

    Not firstresult: each plugin answers for itself.
    """


@hookspec
def railcade_manifest_kinds() -> Any:
    """Contribute manifest kinds (file schemas). Called at discovery and by ``railcade validate``.

    Returns a ``dict`` mapping a kind name (``"route_board"``, ``"grid_board"``, ...) to a frozen
    dataclass describing the TOML file; see :mod:`game.manifest` for how fields, constraints and
    cross-checks (dangling references, duplicate ids) are declared. Kinds from all plugins are
    merged; two plugins giving one name to different classes is an error for the later one.

    Not firstresult.
    """


# --- Creating a game --------------------------------------------------------------------------


@hookspec(firstresult=True)
def railcade_create_state(game: Any) -> Any:
    """Build the initial state of a match. Called once by ``Match.__init__``.

    The base ruleset creates its state object (with ``state.rng`` seeded from ``game.seed``),
    shuffles, deals and sets up everything the rulebook's set-up section describes. A variant that
    changes the set-up wraps this hook and edits the returned state.

    firstresult: the state object.
    """


@hookspec(firstresult=True)
def railcade_deal_objectives(game: Any, state: Any, round_number: int) -> Any:
    """Deal the secret objectives (tickets, city cards) for a game or for a round.

    Called by the base ruleset from its set-up and, in games played in rounds, at the start of
    each round. Returns a ``dict`` mapping seat -> the objectives dealt to that seat (ruleset
    specific values); the base ruleset stores them in its state. Example: the Trans Europa
    "visible objectives" variant wraps it so that from the second round on each seat plays with the
    cards of its left neighbour.

    firstresult.
    """


@hookspec
def railcade_rule_changes(game: Any) -> Any:
    """Change numbers of the base ruleset's ``[rules]`` table for this match (a house rule such as
    "30 trains each instead of 45"). Called once while the match is built, before
    ``railcade_create_state``; ``game.rules`` is still the base table then.

    Returns a ``dict`` of the keys it changes (``{"trains": 30}``) or ``None``. The match plays with
    the merged table, which rulesets read as ``game.rules`` / ``game.rule(key)``. Refused when the
    match is created (with the variant and key named): a key the ruleset does not have, a value of
    another kind, two variants giving one key different values. Keep the numbers in the variant's
    own ``ruleset.toml`` ``[rules]`` table (``game.variant_data[id].ruleset.rules``) with the reason
    for each, so players can read them. Example: ``europe-short-game``.

    Not firstresult: every variant's changes are merged.
    """


# --- Playing ----------------------------------------------------------------------------------


@hookspec(firstresult=True)
def railcade_active_seats(game: Any, state: Any) -> Any:
    """Seats that may act now, as a tuple (several while tickets are chosen simultaneously; empty
    when the game is over). Called after every action and whenever the client asks whose turn it is.

    firstresult.
    """


@hookspec(firstresult=True)
def railcade_legal_actions(game: Any, state: Any, seat: int) -> Any:
    """Everything ``seat`` may do now, as a list of :class:`game.engine.actions.Action`.

    Called by ``Match.legal_actions`` (and so before every ``apply``). Each action names its target
    so a client can offer it without knowing the rules. Example: locomotive blocking wraps this hook
    to drop the building actions that would pass through another player's marker.

    firstresult: the list (empty if the seat may do nothing).
    """


@hookspec(firstresult=True)
def railcade_apply_action(game: Any, state: Any, action: Any) -> Any:
    """Carry out a legal action on ``state`` and return the list of events it caused.

    Called by ``Match.apply`` after the action was checked against the legal actions. A variant that
    adds its own kind of action implements this with ``tryfirst=True``, handles its kind and returns
    ``None`` for every other action so the base ruleset handles them.

    firstresult: a list of :class:`game.engine.actions.Event`.
    """


@hookspec
def railcade_turn_end_actions(game: Any, state: Any, seat: int) -> Any:
    """Optional extra actions a seat may take once the compulsory part of its turn is done.

    Called by base rulesets that support it when ``seat`` has finished its turn. Each plugin
    returns a list of actions (or ``None``); if any are returned, the base ruleset keeps the turn
    open and offers them together with an ``end_turn`` button. Example: locomotive blocking offers
    "move your marker" to each free intersection of the seat's own network.

    Not firstresult: the lists are concatenated.
    """


@hookspec(firstresult=True)
def railcade_game_should_end(game: Any, state: Any) -> Any:
    """At the end of a round (games played in rounds), decide whether the game ends now.

    Called by the base ruleset after scoring a round. Returns ``True`` or ``False``. Example: the
    visible-objectives variant wraps it so the game lasts exactly as many rounds as there are players.

    firstresult.
    """


# --- Looking at a game ------------------------------------------------------------------------


@hookspec(firstresult=True)
def railcade_view(game: Any, state: Any, seat: Any) -> Any:
    """The state as ``seat`` may see it, as plain data (a ``dict``); ``seat=None`` is a spectator.

    Other seats' hands, the deck order and secret objectives are left out. Called by
    ``Match.view`` for the client and bots. Example: the visible-objectives variant wraps it to add
    every seat's city cards.

    firstresult.
    """


@hookspec(firstresult=True)
def railcade_score(game: Any, state: Any) -> Any:
    """Score breakdown: ``dict`` seat -> :class:`game.engine.score.SeatScore` (lines by category:
    routes, tickets completed/failed, stations, bonuses, rounds, ...). Called for the score screens
    and at game end; must be a pure recount from the state.

    firstresult.
    """


@hookspec
def railcade_score_lines(game: Any, state: Any, seat: int) -> Any:
    """Extra score lines for ``seat`` added by a variant on top of the base breakdown.

    Not firstresult: returns a list of :class:`game.engine.score.ScoreLine` (or ``None``).
    """


@hookspec(firstresult=True)
def railcade_is_over(game: Any, state: Any) -> Any:
    """Whether the game has ended. firstresult: ``bool``."""


@hookspec(firstresult=True)
def railcade_winners(game: Any, state: Any, scores: Any) -> Any:
    """The winning seats once the game is over, applying the rulebook's tie-breaks (ties that stay
    share the win). ``scores`` is the result of ``railcade_score`` plus extra lines.

    firstresult: a list of seats.
    """


@hookspec
def railcade_check_invariants(game: Any, state: Any) -> Any:
    """Problems with the state, as a list of human-readable strings (empty when all is well).

    Called by ``railcade simulate`` after every action: cards neither created nor lost, trains
    plus placed cars constant, scores equal to a recount, ... Not firstresult: lists concatenate.
    """


@hookspec(firstresult=True)
def railcade_describe(game: Any, item: Any, lang: str) -> Any:
    """A short sentence for an action or event in ``lang`` (``"fr"`` or ``"en"``), for the game log
    and for buttons. Returns ``None`` to fall back to the generic description. Name places by
    their manifest names, not ids; write a seat as ``{seat:N}`` (N its index) and ``Match.describe``
    puts the seat's name there.

    firstresult.
    """


# --- Players ----------------------------------------------------------------------------------


@hookspec(firstresult=True)
def railcade_bot(game: Any, level: str, seat: int, seed: int) -> Any:
    """A bot player for ``seat`` at ``level`` (``"random"``, ``"easy"``, ``"normal"``, ``"hard"`` or a
    plugin's own level), or ``None`` to use the built-in bots of :mod:`game.bots`.

    A bot is an object with ``choose(view, legal_actions) -> Action``; it must only read the view
    and the legal actions it is given.

    firstresult.
    """
