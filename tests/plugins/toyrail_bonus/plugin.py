from game import hookimpl
from game.engine.score import ScoreLine
from game.plugins import info_from_package


@hookimpl
def railcade_plugin_info():
    return info_from_package("toyrail_bonus")


@hookimpl(wrapper=True)
def railcade_legal_actions(game, state, seat):
    result = yield
    without_pass = [a for a in result if a.kind != "pass"]
    return without_pass or result


@hookimpl
def railcade_score_lines(game, state, seat):
    return [ScoreLine("bonus", 1, route) for route, owner in sorted(state.owner.items()) if owner == seat]
