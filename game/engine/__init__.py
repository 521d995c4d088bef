"""The pure rules engine: matches, actions, events, scores and saves. No pygame here."""

from game.engine.actions import Action, Event, IllegalAction, UndoRefused
from game.engine.match import Match, PluginFailure, Seat
from game.engine.save import Save, SaveError, read_save, write_save
from game.engine.score import ScoreLine, SeatScore

__all__ = [
    "Action", "Event", "IllegalAction", "UndoRefused", "Match", "PluginFailure", "Seat",
    "Save", "SaveError", "read_save", "write_save", "ScoreLine", "SeatScore",
]
