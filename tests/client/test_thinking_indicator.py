"""The table shows a searching bot thinking: seconds counted against its budget."""

import time

from game.client.session import GameSession
from game.engine.match import Match, Seat


def test_a_thinking_expert_reports_its_seconds_and_budget():
    seats = [Seat("A", "bot", "expert"), Seat("B", "bot", "normal")]
    session = GameSession(Match("europe", (), seats, seed=2))
    try:
        assert session.thinking_progress(0) is None
        session.request_bot(0)
        time.sleep(0.05)
        progress = session.thinking_progress(0)
        assert progress is not None
        seconds, budget = progress
        assert seconds > 0 and budget == 3.0
        assert session.thinking_progress(1) is None  # normal does not search: no indicator
        session.poll_bot(wait=10)
    finally:
        session.close()
