"""The manifest kind of an Express card deck (``cards.toml``): every card type with its group,
count, face value and, for a maintenance car, the disaster it counters.

A frozen dataclass read by :mod:`game.manifest`; the cross-checks name the key of any mistake
(a total that does not add up, a maintenance car countering no disaster, a disaster nobody
counters, a passenger order that forgets a type).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

from game.manifest import Names, duplicates

GROUPS = ("freight", "passenger", "diesel", "caboose", "wild", "turntable", "maintenance", "disaster")
# The disasters the engine knows how to play (the rulebook's "Cartes de Désastre").
EFFECTS = ("wreck", "derailment", "breakage", "theft", "engine_switch")
# Groups of which the rules use exactly one card type (the engine finds it by its group).
SINGLE = ("diesel", "caboose", "wild", "turntable")


@dataclass(frozen=True)
class DeckCard:
    id: str
    group: str = field(metadata={"choices": GROUPS})
    count: int = field(metadata={"min": 1, "max": 60})
    names: Names
    value: int = field(default=0, metadata={"min": 0, "max": 50})
    counters: str = ""  # maintenance cars: the id of the disaster this car counters


@dataclass(frozen=True)
class ExpressDeck:
    schema: int = field(metadata={"min": 1, "max": 1})
    total: int = field(metadata={"min": 1})
    passenger_order: tuple[str, ...]
    cards: tuple[DeckCard, ...]

    def of_group(self, group: str) -> tuple[DeckCard, ...]:
        return tuple(c for c in self.cards if c.group == group)

    def __manifest_check__(self) -> Iterator[tuple[str, str]]:
        yield from duplicates(self.cards, "id", "cards")
        counted = sum(c.count for c in self.cards)
        if counted != self.total:
            yield "total", f"the cards add up to {counted}, not {self.total}"
        disasters = {c.id for c in self.of_group("disaster")}
        countered: dict[str, str] = {}
        for index, card in enumerate(self.cards):
            if card.group in ("freight", "passenger") and card.value < 1:
                yield f"cards[{index}].value", "a freight or passenger car needs a value of at least 1"
            if card.group == "disaster" and card.id not in EFFECTS:
                yield f"cards[{index}].id", f"unknown disaster {card.id!r} (known: {', '.join(EFFECTS)})"
            if card.group == "maintenance":
                if card.counters not in disasters:
                    yield f"cards[{index}].counters", f"{card.counters!r} is not a disaster of this deck"
                elif card.counters in countered:
                    yield f"cards[{index}].counters", f"{card.counters!r} is already countered by {countered[card.counters]}"
                else:
                    countered[card.counters] = card.id
            elif card.counters:
                yield f"cards[{index}].counters", "only a maintenance car counters a disaster"
        for index, card in enumerate(self.cards):
            if card.group == "disaster" and card.id not in countered:
                yield f"cards[{index}]", f"no maintenance car counters {card.id!r}"
        for group in SINGLE:
            if len(self.of_group(group)) != 1:
                yield "cards", f"the deck needs exactly one {group} card type"
        passengers = [c.id for c in self.of_group("passenger")]
        if sorted(self.passenger_order) != sorted(passengers):
            yield "passenger_order", "must list every passenger car type once"


DECK_KINDS = {"express_deck": ExpressDeck}
