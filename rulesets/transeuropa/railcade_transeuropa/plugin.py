"""The Trans Europa ruleset's hooks. The rules live in plain modules (turns, rounds, view) so the
hot paths make no hook calls; hooks are only the decision points variants may change."""

from __future__ import annotations

from game import hookimpl
from game.engine.score import ScoreLine, SeatScore, best_seats
from game.rules.grid_kinds import manifest_kinds

from railcade_transeuropa import describe as describing
from railcade_transeuropa import invariants, rounds, turns
from railcade_transeuropa import view as viewing
from railcade_transeuropa.match_setup import TransEuropaSetup
from railcade_transeuropa.state import TransEuropaState


@hookimpl
def railcade_plugin_info():
    from game.plugins import info_from_package

    return info_from_package("railcade_transeuropa")


@hookimpl
def railcade_manifest_kinds():
    return manifest_kinds()


@hookimpl(trylast=True)
def railcade_create_state(game):
    state = TransEuropaState(TransEuropaSetup.from_game(game), game.seed)
    rounds.start_round(game, state)
    return state


@hookimpl(trylast=True)
def railcade_deal_objectives(game, state, round_number):
    return rounds.deal_cities(state)


@hookimpl(trylast=True)
def railcade_active_seats(game, state):
    return () if state.is_over else (state.turn,)


@hookimpl(trylast=True)
def railcade_legal_actions(game, state, seat):
    return turns.legal_actions(game, state, seat)


@hookimpl(trylast=True)
def railcade_apply_action(game, state, action):
    return turns.apply_action(game, state, action)


@hookimpl(trylast=True)
def railcade_game_should_end(game, state):
    return rounds.barrier_says_game_over(state)


@hookimpl(trylast=True)
def railcade_view(game, state, seat):
    return viewing.view(game, state, seat)


@hookimpl(trylast=True)
def railcade_score(game, state):
    """The score-track position: 13 in the hangar, minus what each round cost."""
    out = {}
    for seat in range(state.players):
        lines = [ScoreLine("start", state.setup.start_points, "hangar")]
        for result in state.history:
            lines.append(ScoreLine(
                "round", -result.lost[seat], f"round {result.round}",
                (("round", result.round), ("plain", result.plain[seat]), ("double", result.double[seat]),
                 ("virtual_segments", result.virtual_segments[seat])),
            ))
        out[seat] = SeatScore(seat, tuple(lines))
    return out


@hookimpl(trylast=True)
def railcade_is_over(game, state):
    return state.is_over


@hookimpl(trylast=True)
def railcade_winners(game, state, scores):
    return best_seats(scores)  # no tie-break: "les ex-aequo se partagent la victoire"


@hookimpl
def railcade_check_invariants(game, state):
    return invariants.problems(state)


@hookimpl(trylast=True)
def railcade_describe(game, item, lang):
    return describing.describe(item, lang, getattr(getattr(game, "data", None), "board", None))
