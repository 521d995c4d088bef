"""Express bots, registered for the "cards" family in game.bots.LEVELS (pure Python, no pygame):
``easy``, ``normal`` and ``hard`` (normal, with the shared determinized search of game/bots/hard.py at
the decisions that end a deal: taking a discard to go out, going out, disasters)."""

from railcade_express.bots import easy, hard, normal  # noqa: F401  (registers the levels)
