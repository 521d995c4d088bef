"""Kiosk mode for a game café: ``railcade kiosk [--config PATH]``.

The parts, each in its own module:

- :mod:`game.kiosk.config`: ``kiosk.toml`` (a manifest kind checked by ``railcade validate``), the
  admin PIN kept as a salted hash, defaults and folders.
- :mod:`game.kiosk.supervisor`: the small parent process that runs the game as a child, restarts it
  with backoff, writes crash reports and shows the "out of order" screen after too many crashes.
- :mod:`game.kiosk.controller`: what the kiosk adds to the app: attract timer, idle guests, screen
  care, admin gesture, paused games, stats.
- :mod:`game.kiosk.timers`, :mod:`game.kiosk.stats`, :mod:`game.kiosk.screen`: pure logic (no
  pygame), tested with a fake clock.
- :mod:`game.kiosk.scenes`: attract mode, "Still playing?", paused games, PIN pad, admin panel,
  touch and sound test, out of order.

docs/kiosk.md is the owner's guide.
"""
