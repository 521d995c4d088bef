"""The Märklin manifest kind ``merchandise``: token stacks per city colour and each city's colour.

The rulebook lists the stacks ("1 tas de jetons noirs (7, 6, 5 et 4), six tas de jetons rouges
(4, 3 et 2), douze tas de jetons jaunes (3, 2 et 1) et 16 jetons indépendants de couleur blanche
et de valeur 2") and says each goes on a city of its colour; the colour of each city is printed on
the board, so it is data here, checked against the board by ``railcade validate``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

from game.manifest import Names
from game.rules.route_kinds import COUNTRY, RouteBoard


@dataclass(frozen=True)
class TokenColour:
    id: str
    names: Names
    values: tuple[int, ...]  # one stack, top first: "en prenant bien soin de les empiler par ordre croissant"
    cities: int = field(metadata={"min": 0, "max": 99})  # how many cities carry a stack of this colour


@dataclass(frozen=True)
class CityColour:
    city: str
    colour: str
    # "printed": read off the board or a source; "rule": assigned by the stated rule (see SOURCES.md).
    source: str = field(default="rule", metadata={"choices": ("printed", "rule")})


@dataclass(frozen=True)
class MerchandiseSet:
    schema: int = field(metadata={"min": 1, "max": 1})
    colours: tuple[TokenColour, ...]
    cities: tuple[CityColour, ...]
    rule: Names  # how the colours marked "rule" were assigned, for the info screen

    def __manifest_check__(self) -> Iterator[tuple[str, str]]:
        known = {}
        for index, colour in enumerate(self.colours):
            if colour.id in known:
                yield f"colours[{index}].id", f"duplicate colour {colour.id!r}"
            known[colour.id] = colour
            if not colour.values:
                yield f"colours[{index}].values", "a stack needs at least one token"
            if list(colour.values) != sorted(colour.values, reverse=True):
                yield f"colours[{index}].values", "list a stack top first, highest value on top"
            if any(v < 1 for v in colour.values):
                yield f"colours[{index}].values", "token values are at least 1"
        seen: dict[str, int] = {}
        used: dict[str, int] = {}
        for index, city in enumerate(self.cities):
            if city.city in seen:
                yield f"cities[{index}].city", f"{city.city!r} already has a colour (cities[{seen[city.city]}])"
            seen.setdefault(city.city, index)
            if city.colour not in known:
                yield f"cities[{index}].colour", f"unknown colour {city.colour!r} (one of {', '.join(known)})"
            used[city.colour] = used.get(city.colour, 0) + 1
        for index, colour in enumerate(self.colours):
            if used.get(colour.id, 0) != colour.cities:
                yield (f"colours[{index}].cities",
                       f"{colour.cities} {colour.id} cities announced, {used.get(colour.id, 0)} listed")

    def __manifest_cross_check__(self, others) -> Iterator[tuple[str, str]]:
        """Every city of the board has one colour; countries have none ("Un passager ne peut ni être
        posé, ni passer par un pays": no token is ever taken there)."""
        board = next((m for m in others.values() if isinstance(m, RouteBoard)), None)
        if board is None:
            return
        kinds = {c.id: c.kind for c in board.cities}
        listed = {c.city for c in self.cities}
        for index, city in enumerate(self.cities):
            if city.city not in kinds:
                yield f"cities[{index}].city", f"unknown city {city.city!r} (not on board {board.id!r})"
            elif kinds[city.city] == COUNTRY:
                yield f"cities[{index}].city", f"{city.city!r} is a country: no merchandise there"
        for city in board.cities:
            if city.kind != COUNTRY and city.id not in listed:
                yield "cities", f"city {city.id!r} of the board has no merchandise colour"

    def colour_of(self) -> dict[str, str]:
        return {c.city: c.colour for c in self.cities}


MARKLIN_KINDS = {"merchandise": MerchandiseSet}
