"""Test-only ruleset whose legal_actions hook raises, to show the match boundary isolates it."""

from game import hookimpl
from game.plugins import info_from_package
from toyrail import plugin as base


@hookimpl
def railcade_plugin_info():
    return info_from_package("toy_raises")




@hookimpl(trylast=True)
def railcade_create_state(game):
    from toyrail.plugin import ToyState
    return ToyState(game.seed, game.players, 12)


@hookimpl(trylast=True)
def railcade_active_seats(game, state):
    return (0,)


@hookimpl(trylast=True)
def railcade_legal_actions(game, state, seat):
    raise RuntimeError("this hook is broken on purpose")
