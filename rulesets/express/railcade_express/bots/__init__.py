"""Express bots, registered for the "cards" family in game.bots.LEVELS (pure Python, no pygame)."""

from railcade_express.bots import easy, normal  # noqa: F401  (registers the levels)
