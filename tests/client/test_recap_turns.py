"""A seat's turn is told once the seat stops acting, whether or not its ruleset says "turn_ended"
(Express's moves do not): each seat panel's line follows the seat's latest turn, and the recap over
the board comes each turn. The simultaneous first ticket choice is a story of its own, never part
of a seat's first turn."""

from __future__ import annotations

import random

import pytest

from game.engine.match import Match
from game.client.turn_recap import TurnRecap


def feed(match, recap, rng, steps):
    """Play ``steps`` random actions, each one's events committed as the table commits them."""
    turns = []  # (seat, number of acts) per turn, as the acting seat changes
    for _ in range(steps):
        if match.is_over:
            break
        seat = match.active_seats[0]
        action = rng.choice(list(match.legal_actions(seat)))
        view = match.view(None)  # events are told against the view before them, as at the table
        for event in match.apply(action):
            recap.on_event(event, view, event.kind)
        recap.update(0.1, False, match.active_seats)
        yield seat


def test_express_turns_are_told_though_its_moves_say_no_turn_ended():
    match = Match("express", seats=3, seed=7)
    recap = TurnRecap(match, {})
    rng = random.Random(1)
    shown = []
    previous = None
    for seat in feed(match, recap, rng, 150):
        if previous is not None and seat != previous:
            # the seat that just stopped acting has its turn told, and nothing of it is left open
            assert previous not in recap.current
            assert recap.shown is not None and recap.shown.seat == previous
            shown.append(recap.shown)
        previous = seat
    assert len({id(s) for s in shown}) >= 6  # a new recap for each turn, not the deal's first one
    assert {s.seat for s in shown} == {0, 1, 2}


@pytest.mark.parametrize("ruleset", ["europe", "europe-express", "marklin"])
def test_the_first_ticket_choice_is_not_told_as_part_of_the_first_turn(ruleset):
    match = Match(ruleset, seats=3, seed=7)
    recap = TurnRecap(match, {})
    rng = random.Random(1)
    while match.view(None)["phase"] == "setup":  # the three seats choose their first tickets
        next(feed(match, recap, rng, 1))
    assert not recap.current  # told as soon as each seat had chosen: no turn goes on with it
    assert recap.shown is None  # and quietly: no bot waits for it
    chose = {seat: recap.last[seat] for seat in range(3)}
    assert all(len(story.other) == 1 for story in chose.values())
    for _ in feed(match, recap, rng, 12):  # each seat's first turns
        pass
    for seat in range(3):
        assert recap.last[seat] is not chose[seat]
        assert chose[seat].other[0] not in recap.last[seat].other
