"""railcade: an arcade-style table for railway board and card games.

Plugins import the two markers from here: ``from game import hookimpl``.
"""

import pluggy

PROJECT = "railcade"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)

__version__ = "0.1.0"
