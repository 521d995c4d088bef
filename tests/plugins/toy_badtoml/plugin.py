from game import hookimpl
from game.plugins import info_from_package


@hookimpl
def railcade_plugin_info():
    return info_from_package("toy_badtoml")
