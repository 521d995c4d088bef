"""Sub-commands of ``railcade``: one module each (see :mod:`game.cli`)."""
