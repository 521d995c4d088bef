"""The Express ruleset's hooks. The rules live in plain modules (moves, scoring, view) so bots and
benchmarks run without hook calls in their inner loops; the card table is the package's own
client view (``table_view.py``, found through the ``railcade.table_views`` entry point)."""

from __future__ import annotations

from typing import Any

from game import hookimpl

from railcade_express import describe as describing
from railcade_express import invariants, moves, scoring, view as viewing
from railcade_express.kinds import DECK_KINDS
from railcade_express.state import DRAW, LAY, OVER

# Importing the bots registers their levels for the "cards" family (game.bots.LEVELS), so the
# shared machinery (arena, client, hard search budgets) finds them like the built-in ones.
from railcade_express import bots as _bots  # noqa: F401


@hookimpl
def railcade_plugin_info():
    from game.plugins import info_from_package

    return info_from_package("railcade_express")


@hookimpl
def railcade_manifest_kinds():
    return dict(DECK_KINDS)


@hookimpl(trylast=True)
def railcade_create_state(game):
    return moves.new_state(game)


@hookimpl(trylast=True)
def railcade_active_seats(game, state):
    # The turn's seat drawing or laying (nearly every action) answered here, a call fewer
    phase = state.phase
    if phase == LAY or phase == DRAW:
        return (state.turn,)
    return state.active_seats()


@hookimpl(trylast=True)
def railcade_legal_actions(game, state, seat):
    # The turn's seat drawing or laying (nearly every action) sent on from here, a call fewer;
    # moves.legal_actions answers the rest
    phase = state.phase
    if phase == LAY and seat == state.turn:
        return moves.lay_actions(state, seat)
    if phase == DRAW and seat == state.turn:
        return moves.draw_actions(state, seat)
    return moves.legal_actions(state, seat)


_HANDLERS = moves.HANDLERS


@hookimpl(trylast=True)
def railcade_apply_action(game, state, action):
    # moves.apply_action's dispatch here, a call fewer on every action of every game and replay
    handler = _HANDLERS.get(action.kind)
    return moves.apply_action(state, action) if handler is None else handler(state, action)


@hookimpl(trylast=True)
def railcade_view(game, state, seat):
    return viewing.view(state, seat)


@hookimpl(trylast=True)
def railcade_score(game, state):
    return scoring.score(state)


@hookimpl(trylast=True)
def railcade_is_over(game, state):
    return state.phase == OVER


@hookimpl(trylast=True)
def railcade_winners(game, state, scores):
    return list(state.winners)


@hookimpl
def railcade_check_invariants(game, state):
    # invariants.problems inlined: called after every action of every simulated game
    return [] if invariants.is_clean(state) else invariants.named_problems(state)


@hookimpl(trylast=True)
def railcade_describe(game, item: Any, lang: str):
    return describing.describe(game, item, lang)
