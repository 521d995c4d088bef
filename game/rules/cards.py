"""The train-card market: a face-down deck, a row of face-up cards and a discard pile.

Cards are small ints (colour indexes, the wild locomotive last). The deck is a list drawn from its
end; the discard pile is kept as counts per card (its order never matters: it is shuffled before it
is drawn from again); an empty face-up slot holds ``EMPTY``.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from game.engine.draws import shuffle

EMPTY = -1
# A row showing too many locomotives is discarded and dealt again; when the deck and the discard
# pile cannot produce an acceptable row at all, or after this many redeals in a row, the row stays
# as dealt until the cards change. The rulebook is silent on that case: without a limit the
# redealing could go on forever.
MAX_REDEALS = 20


class RowChange(NamedTuple):
    """What happened to the face-up row: ``kind`` is "replaced" (one slot) or "redealt" (all).
    A named tuple: one is made on nearly every face-up card drawn, a quarter of the cost of a
    frozen dataclass's ``__init__``."""

    kind: str
    slots: tuple[int, ...]
    cards: tuple[int, ...]
    discarded: tuple[int, ...] = ()


class CardMarket:
    __slots__ = ("deck", "discard", "faceup", "reshuffles")

    def __init__(self, deck: list[int], discard: list[int], faceup: list[int], reshuffles: int = 0):
        self.deck = deck
        self.discard = discard
        self.faceup = faceup
        self.reshuffles = reshuffles

    @classmethod
    def new(cls, counts: tuple[int, ...] | list[int], rng: random.Random, slots: int = 5) -> "CardMarket":
        deck = [card for card, count in enumerate(counts) for _ in range(count)]
        shuffle(rng, deck)
        return cls(deck, [0] * len(counts), [EMPTY] * slots)

    def clone(self) -> "CardMarket":
        return CardMarket(self.deck[:], self.discard[:], self.faceup[:], self.reshuffles)

    # -- counting ---------------------------------------------------------------------------

    def discard_size(self) -> int:
        return sum(self.discard)

    def drawable(self) -> int:
        """Cards a blind draw could reach: the deck plus the discard pile reshuffled."""
        return len(self.deck) + sum(self.discard)

    def total(self) -> int:
        return len(self.deck) + sum(self.discard) + sum(1 for c in self.faceup if c != EMPTY)

    def counts(self, size: int) -> list[int]:
        """Cards per kind in the deck, discard pile and row together."""
        out = self.discard[:]
        for card in self.deck:
            out[card] += 1
        for card in self.faceup:
            if card != EMPTY:
                out[card] += 1
        return out[:size] if len(out) >= size else out + [0] * (size - len(out))

    # -- moving cards -------------------------------------------------------------------------

    def reshuffle(self, rng: random.Random) -> bool:
        """Shuffle the discard pile into a new deck when the deck is empty ("la défausse est
        mélangée pour constituer une nouvelle pioche"). Returns whether it happened."""
        if self.deck or not any(self.discard):
            return False
        deck = [card for card, count in enumerate(self.discard) for _ in range(count)]
        shuffle(rng, deck)
        self.deck = deck
        self.discard = [0] * len(self.discard)
        self.reshuffles += 1
        return True

    def draw(self, rng: random.Random) -> int:
        """The top card of the deck (reshuffling first if needed), or EMPTY when there is none."""
        if not self.deck:
            self.reshuffle(rng)
            if not self.deck:
                return EMPTY
        return self.deck.pop()

    def draw_many(self, count: int, rng: random.Random) -> list[int]:
        out = []
        for _ in range(count):
            card = self.draw(rng)
            if card == EMPTY:
                break
            out.append(card)
        return out

    def throw(self, cards) -> None:
        for card in cards:
            self.discard[card] += 1

    def throw_counts(self, counts) -> None:
        for card, count in enumerate(counts):
            if count:
                self.discard[card] += count

    def take_faceup(self, slot: int) -> int:
        card = self.faceup[slot]
        self.faceup[slot] = EMPTY
        return card

    # -- the face-up row ------------------------------------------------------------------------

    def stands(self, kinds: tuple[int, ...], max_shown: int = 3) -> bool:
        """Whether :meth:`refill` leaves the row as it is: every slot filled, no kind of ``kinds``
        shown ``max_shown`` times (the usual row after a turn, checked in C)."""
        row = self.faceup
        if EMPTY in row:
            return False
        for kind in kinds:
            if row.count(kind) >= max_shown:
                return False
        return True

    def refill(self, rng: random.Random, watched: int | tuple[int, ...], max_shown: int = 3) -> list[RowChange]:
        """Fill empty slots from the deck, then apply the row rule: "si, à un moment quelconque,
        trois des cinq cartes face visible sont des Locomotives, les cinq cartes sont
        immédiatement mises de côté et remplacées" — repeated while it happens again.

        ``watched`` is the card kind the rule counts (the locomotive), or several kinds each
        counted on its own (Märklin: three locomotives, or three Passenger cards)."""
        kinds = (watched,) if isinstance(watched, int) else watched
        if self.stands(kinds, max_shown):
            return []
        changes: list[RowChange] = []
        slots, cards = [], []
        for slot, card in enumerate(self.faceup):
            if card == EMPTY:
                new = self.draw(rng)
                if new == EMPTY:
                    break
                self.faceup[slot] = new
                slots.append(slot)
                cards.append(new)
        if slots:
            changes.append(RowChange("replaced", tuple(slots), tuple(cards)))
        redeals = 0
        while redeals < MAX_REDEALS:
            row = self.faceup
            for kind in kinds:
                if row.count(kind) >= max_shown:
                    break
            else:
                break  # no kind shown too often: the row stands
            if not self._can_improve(kinds, max_shown):
                break
            redeals += 1
            old = tuple(c for c in self.faceup if c != EMPTY)
            self.throw(old)
            self.faceup = [EMPTY] * len(self.faceup)
            for slot in range(len(self.faceup)):
                new = self.draw(rng)
                if new == EMPTY:
                    break
                self.faceup[slot] = new
            changes.append(RowChange("redealt", tuple(range(len(self.faceup))), tuple(self.faceup), old))
        return changes

    def _can_improve(self, kinds: tuple[int, ...], max_shown: int) -> bool:
        """Whether the cards outside the hands could form a row with fewer than ``max_shown`` of
        each watched kind; if not, redealing would only loop."""
        shown = [c for c in self.faceup if c != EMPTY]
        pool_size = len(self.deck) + sum(self.discard) + len(shown)
        usable = pool_size
        for kind in kinds:
            count = self.deck.count(kind) + self.discard[kind] + shown.count(kind)
            usable -= count - min(count, max_shown - 1)
        row = min(len(self.faceup), pool_size)
        return usable >= row
