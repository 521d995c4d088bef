"""The state of an Express game: flat lists of ints and small train objects, cheap to clone,
plain to snapshot.

Trains, maintenance cars and scores belong to a *side*: a team of two partners, or one player when
playing alone. The rulebook's partners share their trains: a partner may lay on them and take their
locomotives back, which is how "les partenaires ... choisissent les locomotives à poser et ainsi de
les passer à son équipier" (Observations 4).
"""

from __future__ import annotations

import random
from typing import Any

from railcade_express.deck import CardSet, Rules
from railcade_express.trains import Train

# Phases of a turn. DRAW and LAY belong to the player whose turn it is; ASK is the partner answering
# "Partenaire, est-ce que je peux sortir ?"; COUNTER is a player who may repair a disaster from
# hand; SWITCH is the player of an engine switch choosing the locomotives to exchange.
DRAW, LAY, ASK, COUNTER, SWITCH, OVER = "draw", "lay", "ask", "counter", "switch", "over"


class ExpressState:
    def __init__(self, cards: CardSet, rules: Rules, seed: int):
        self.cards = cards
        self.rules = rules
        self.rng = random.Random(seed)
        n = rules.players
        self.team_of = rules.team_of
        self.deal = 0  # deals started
        self.dealer = 0
        self.dealer_draws: list[list[int]] = []  # each round of the first dealer draw: card per seat (-1: not drawing)
        self.pile: list[int] = []
        self.discard: list[int] = []
        self.slot: list[int] = []  # the disaster slot: out of play for the deal
        self.box: list[int] = []  # cards not used this game (first game, small table)
        self.hands: list[list[int]] = [[0] * len(cards) for _ in range(n)]
        self.trains: list[list[Train]] = [[] for _ in rules.teams]
        self.maintenance: list[list[int]] = [[] for _ in rules.teams]
        self.next_train = 1
        self.turn = 0
        self.direction = 1  # +1 clockwise ("par la gauche du donneur"), -1 after a turntable
        self.phase = DRAW
        self.turns_played = [0] * n  # in this deal: 0 means the seat's first turn
        self.deal_turns = 0
        self.derailed = [False] * n
        # This turn:
        self.laid = False  # a card was laid (asking the partner comes before)
        self.maintenance_laid = False  # "une seule par tour"
        self.swapped: list[int] = []  # trains whose locomotive was taken back this turn
        self.asked = ""  # "", "yes", "no": the partner's answer to "may I go out?"
        self.pending: dict[str, Any] | None = None  # the disaster being answered or the switch under way
        self.totals = [0] * len(rules.teams)
        self.history: list[dict[str, Any]] = []  # every finished deal, as plain data
        self.winners: list[int] = []

    # -- who acts -----------------------------------------------------------------------------

    def active_seats(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        if self.phase == ASK:
            return (self.pending["partner"],)
        if self.phase == COUNTER:
            return (self.pending["holders"][0],)
        return (self.turn,)

    def partners(self, seat: int) -> list[int]:
        return [s for s in self.rules.teams[self.team_of[seat]] if s != seat]

    def order_from(self, seat: int) -> list[int]:
        """The other seats in the order they will play after ``seat``."""
        n = self.rules.players
        return [(seat + self.direction * k) % n for k in range(1, n)]

    def hand_size(self, seat: int) -> int:
        return sum(self.hands[seat])

    def train(self, train_id: int) -> tuple[int, Train] | None:
        for team, trains in enumerate(self.trains):
            for train in trains:
                if train.id == train_id:
                    return team, train
        return None

    # -- copies -------------------------------------------------------------------------------

    def clone(self) -> "ExpressState":
        twin = object.__new__(ExpressState)
        twin.__dict__.update(self.__dict__)
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.dealer_draws = self.dealer_draws  # never changed after set-up
        twin.pile, twin.discard, twin.slot, twin.box = list(self.pile), list(self.discard), list(self.slot), list(self.box)
        twin.hands = [list(h) for h in self.hands]
        twin.trains = [[t.clone() for t in side] for side in self.trains]
        twin.maintenance = [list(m) for m in self.maintenance]
        twin.turns_played = list(self.turns_played)
        twin.derailed = list(self.derailed)
        twin.swapped = list(self.swapped)
        twin.pending = self._pending_copy()
        twin.totals = list(self.totals)
        twin.history = list(self.history)  # records are never changed once written
        twin.winners = list(self.winners)
        return twin

    def _pending_copy(self) -> dict[str, Any] | None:
        # Its lists grow in place (the engine switch's pairs): copies must not share them.
        return None if self.pending is None else {
            k: (list(v) if isinstance(v, list) else v) for k, v in self.pending.items()}

    def snapshot(self) -> dict[str, Any]:
        """Everything of the state as plain data, compared by value (saves and replays compare
        the state they reach with the game's at every snapshot): copies made in C where they can
        be, each side's trains in one list (:func:`_side_snapshot`)."""
        return {
            "deal": self.deal, "dealer": self.dealer, "dealer_draws": list(map(list, self.dealer_draws)),
            "pile": list(self.pile), "discard": list(self.discard), "slot": list(self.slot), "box": list(self.box),
            "hands": list(map(list, self.hands)),
            "trains": list(map(_side_snapshot, self.trains)),
            "maintenance": list(map(list, self.maintenance)), "next_train": self.next_train,
            "turn": self.turn, "direction": self.direction, "phase": self.phase,
            "turns_played": list(self.turns_played), "deal_turns": self.deal_turns, "derailed": list(self.derailed),
            "laid": self.laid, "maintenance_laid": self.maintenance_laid, "swapped": list(self.swapped),
            "asked": self.asked, "pending": self._pending_copy(),
            "totals": list(self.totals), "history": list(self.history), "winners": list(self.winners),
            # The generator's words (a tuple, compared as it is), not hash(getstate()): that hash
            # covers None, whose hash is an address in CPython 3.11, so two processes would
            # disagree on the same game.
            "rng": self.rng.getstate()[1],
        }


def _side_snapshot(trains: list[Train]) -> list[Any]:
    """A side's trains as plain data in one list: each train's id, locomotive, diesel and number
    of cars, then its cars (one list a side is made and compared in half the time of a list per
    attribute and per train)."""
    out: list[Any] = []
    for train in trains:
        cars = train.cars
        out += (train.id, train.loco, train.diesel, len(cars))
        out += cars
    return out
