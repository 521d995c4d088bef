"""The Europe Express ruleset's hooks. The rules themselves live in plain modules (moves,
scoring, view) so bots and benchmarks run without hook calls in their inner loops."""

from __future__ import annotations

from typing import Any

from game import hookimpl
from game.bots.worlds_route import register_sampler
from game.i18n import register_strings
from game.rules.route_kinds import ROUTE_KINDS

from railcade_europe_express import describe as describing
from railcade_europe_express import invariants, moves, scoring, view as viewing, worlds
from railcade_europe_express.state import OVER
from railcade_europe_express.strings import STRINGS

register_strings(STRINGS)
register_sampler("europe-express", worlds.determinize)  # the hard bot's sampled worlds


@hookimpl
def railcade_plugin_info():
    from game.plugins import info_from_package

    return info_from_package("railcade_europe_express")


@hookimpl
def railcade_manifest_kinds():
    return dict(ROUTE_KINDS)


@hookimpl(trylast=True)
def railcade_create_state(game):
    return moves.new_state(game)


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
    return moves.HANDLERS[action.kind](state, action)  # moves.apply_action's dispatch, a frame fewer


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
    return scoring.winners(scores)


# The check itself, called after every action of a checked game: no frame of the plugin's own.
railcade_check_invariants = hookimpl(invariants.check)


@hookimpl(trylast=True)
def railcade_describe(game, item: Any, lang: str):
    data = getattr(game, "data", None)
    return describing.describe(item, lang, getattr(data, "board", None), getattr(data, "cards", None))
