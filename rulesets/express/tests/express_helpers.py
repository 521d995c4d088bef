"""Building Express matches in a chosen situation for rule tests.

Cards are only ever moved, never created: ``give`` takes them from the pile (then the discard
pile, the box, other hands), so the 132-card invariant holds in every prepared position.
"""

from __future__ import annotations

from game.engine.actions import Action
from game.engine.match import Match

from railcade_express.state import LAY
from railcade_express.trains import Train


def new_match(players: int = 4, seed: int = 1, **options) -> Match:
    return Match("express", (), players, options=options or None, seed=seed)


def touch(match: Match) -> None:
    """After editing the state by hand, drop the match's cached legal actions."""
    match._forget_legal()


def card(match: Match, name: str) -> int:
    return match.state.cards.id(name)


def _take(state, c: int, keep_seat: int | None = None) -> None:
    for pile in (state.pile, state.discard, state.box):
        if c in pile:
            pile.remove(c)
            return
    for seat, hand in enumerate(state.hands):
        if seat != keep_seat and hand[c]:
            hand[c] -= 1
            return
    raise AssertionError(f"no free {state.cards.names[c]} left to move")


def set_hand(match: Match, seat: int, *names: str) -> None:
    """Give ``seat`` exactly these cards (its old hand goes to the bottom of the pile)."""
    state = match.state
    hand = state.hands[seat]
    for c, n in enumerate(hand):
        state.pile[0:0] = [c] * n
        hand[c] = 0
    for name in names:
        c = card(match, name)
        _take(state, c, keep_seat=seat)
        hand[c] += 1
    touch(match)


def quiet(match: Match, *seats: int) -> None:
    """Empty these seats' hands, so no maintenance car they were dealt answers a disaster."""
    for seat in seats:
        set_hand(match, seat)


def lay(match: Match, seat: int, *cars: str, loco: str = "box_car", diesel: bool = False) -> int:
    """Put a train of ``seat``'s side on the table (cards taken from the pile); its id."""
    state = match.state
    ids = [card(match, n) for n in cars]
    loco_id = card(match, loco)
    for c in [loco_id, *ids] + ([state.cards.diesel] if diesel else []):
        _take(state, c, keep_seat=None)
    train = Train(state.next_train, loco_id, ids, diesel)
    state.next_train += 1
    state.trains[state.team_of[seat]].append(train)
    touch(match)
    return train.id


def lay_maintenance(match: Match, seat: int, name: str) -> None:
    state = match.state
    c = card(match, name)
    _take(state, c)
    state.maintenance[state.team_of[seat]].append(c)
    touch(match)


def turn_of(match: Match, seat: int, phase: str = LAY, first_turn: bool = False) -> None:
    """Make it ``seat``'s turn, in ``phase``, past its first turn unless asked."""
    state = match.state
    state.turn = seat
    state.phase = phase
    state.pending = None
    state.laid = state.maintenance_laid = False
    state.swapped = []
    state.asked = ""
    state.turns_played = [0 if first_turn and s == seat else max(1, n) for s, n in enumerate(state.turns_played)]
    touch(match)


def actions(match: Match, seat: int, kind: str | None = None) -> list[Action]:
    return [a for a in match.legal_actions(seat) if kind is None or a.kind == kind]


def find(match: Match, seat: int, kind: str, target: str | None = None, choice: tuple | None = None) -> Action:
    for a in match.legal_actions(seat):
        if a.kind == kind and (target is None or a.target == target) and (choice is None or a.choice == choice):
            return a
    raise AssertionError(f"no legal {kind} {target} {choice} for seat {seat}: "
                         f"{sorted({a.kind for a in match.legal_actions(seat)})}")


def has(match: Match, seat: int, kind: str, target: str | None = None, choice: tuple | None = None) -> bool:
    try:
        find(match, seat, kind, target, choice)
    except AssertionError:
        return False
    return True


def train_of(match: Match, train_id: int):
    return match.state.train(train_id)[1]


def names(match: Match, cards) -> list[str]:
    return [match.state.cards.names[c] for c in cards]
