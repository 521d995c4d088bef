"""The end of a route game: once a player ends a turn with few trains left, every player,
including that one, plays one last turn ("chaque joueur, en incluant celui-ci, joue un dernier
tour")."""

from __future__ import annotations

NOT_STARTED = -1


def turns_left_after(turn_seat_trains: int, threshold: int, turns_left: int, players: int) -> int:
    """The count of turns still to play after a turn ends.

    ``turns_left`` is NOT_STARTED until the last round begins; the turn that triggers it does not
    count, so each of the ``players`` seats then plays exactly one more turn. The game ends when
    the result is 0.
    """
    if turns_left == NOT_STARTED:
        return players if turn_seat_trains <= threshold else NOT_STARTED
    return max(0, turns_left - 1)
