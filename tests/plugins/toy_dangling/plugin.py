from game import hookimpl
from game.plugins import info_from_package
from toyrail.kinds import ToyBoard


@hookimpl
def railcade_plugin_info():
    return info_from_package("toy_dangling")


@hookimpl
def railcade_manifest_kinds():
    return {"toy_board": ToyBoard}
