"""Test-only variant whose hook raises in the middle of a game: the N-th action it sees (counted
over the whole process; tests set ``FAIL_ON_CALL`` and reset ``calls``) raises, as a plugin bug
would. It changes nothing else."""

from game import hookimpl
from game.plugins import info_from_package

FAIL_ON_CALL = 5
calls = 0


@hookimpl
def railcade_plugin_info():
    return info_from_package("toy_fails_late")


@hookimpl(wrapper=True)
def railcade_apply_action(game, state, action):
    global calls
    calls += 1
    if calls == FAIL_ON_CALL:
        raise RuntimeError("this variant breaks on purpose")
    return (yield)
