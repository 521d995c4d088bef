"""Express bots, registered for the "cards" family in game.bots.LEVELS (pure Python, no pygame):
``easy``, ``normal`` and ``hard`` (the shared determinized search of game/bots/hard.py over normal)."""

from railcade_express.bots import easy, hard, normal  # noqa: F401  (registers the levels)
