"""The Ticket to Ride Europe ruleset's hooks. The rules themselves live in plain modules
(moves, scoring, view) so bots and benchmarks run without hook calls in their inner loops."""

from __future__ import annotations

from typing import Any

from game import hookimpl
from game.engine.score import best_seats
from game.rules.route_kinds import ROUTE_KINDS

from railcade_europe import describe as describing
from railcade_europe import invariants, moves, scoring, view as viewing
from railcade_europe.state import OVER


@hookimpl
def railcade_plugin_info():
    from game.plugins import info_from_package

    return info_from_package("railcade_europe")


@hookimpl
def railcade_manifest_kinds():
    return dict(ROUTE_KINDS)


@hookimpl(trylast=True)
def railcade_create_state(game):
    state, _ = moves.new_state(game)
    return state


@hookimpl(trylast=True)
def railcade_deal_objectives(game, state, round_number):
    return moves.deal_tickets(state)


@hookimpl(trylast=True)
def railcade_active_seats(game, state):
    return state.active_seats()


@hookimpl(trylast=True)
def railcade_legal_actions(game, state, seat):
    return moves.legal_actions(state, seat)


@hookimpl(trylast=True)
def railcade_apply_action(game, state, action):
    return moves.apply_action(state, action)


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
    return best_seats(scores)


@hookimpl
def railcade_check_invariants(game, state):
    return invariants.problems(state)


@hookimpl(trylast=True)
def railcade_describe(game, item: Any, lang: str):
    data = getattr(game, "data", None)
    return describing.describe(item, lang, getattr(data, "board", None), getattr(data, "cards", None))
