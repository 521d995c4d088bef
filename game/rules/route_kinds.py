"""Manifest kinds of the route-building family: boards of cities and routes, tickets, train cards.

These frozen dataclasses describe TOML files (see :mod:`game.manifest` for how fields, constraints
and ``__manifest_check__`` cross-checks are read). A new route map should need only these files.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

WILD = "locomotive"  # the card id that stands in for any colour and pays ferry symbols
GRAY = "gray"  # a route colour meaning "any one colour"
CITY, COUNTRY = "city", "country"  # a country is a dead end: no path between two cities goes through it


@dataclass(frozen=True)
class CardNames:
    fr: str
    en: str


@dataclass(frozen=True)
class City:
    id: str
    name: str
    lonlat: tuple[float, float] | None = None
    name_fr: str | None = None
    # "Chaque route menant à un pays est une voie sans issue qui ne peut donc servir de liaison
    # entre villes" (Märklin): a country ends paths, it never joins two of them.
    kind: str = field(default=CITY, metadata={"choices": (CITY, COUNTRY)})


@dataclass(frozen=True)
class Route:
    a: str
    b: str
    length: int = field(metadata={"min": 1, "max": 8})
    color: str
    tunnel: bool = False
    ferry: int = field(default=0, metadata={"min": 0, "max": 8})
    # Optional; when empty the board derives "a-b", or "a-b-1"/"a-b-2" for the tracks of a double route.
    id: str = ""


@dataclass(frozen=True)
class RouteBoard:
    schema: int = field(metadata={"min": 1, "max": 1})
    id: str
    name: str
    cities: tuple[City, ...]
    routes: tuple[Route, ...]
    # Route colours the board may use besides gray; the card manifest must offer each of them.
    colors: tuple[str, ...] = ("purple", "blue", "orange", "white", "green", "yellow", "black", "red")
    # Most tracks joining the same two cities: 2 for double routes, 3 where a map has triples.
    max_parallel: int = field(default=2, metadata={"min": 1, "max": 3})
    # Display only: the drawn map is stretched sideways by this factor (a tall country on a wide
    # screen: room between its cities); the rules never read it.
    display_stretch: float = field(default=1.0, metadata={"min": 1.0, "max": 2.5})

    def route_ids(self) -> tuple[str, ...]:
        """The id of every route, in file order (explicit ids win over derived ones)."""
        tracks: dict[tuple[str, str], int] = {}
        for route in self.routes:
            pair = tuple(sorted((route.a, route.b)))
            tracks[pair] = tracks.get(pair, 0) + 1
        seen: dict[tuple[str, str], int] = {}
        out = []
        for route in self.routes:
            if route.id:
                out.append(route.id)
                continue
            pair = tuple(sorted((route.a, route.b)))
            seen[pair] = seen.get(pair, 0) + 1
            base = f"{route.a}-{route.b}"
            out.append(base if tracks[pair] == 1 else f"{base}-{seen[pair]}")
        return tuple(out)

    def __manifest_check__(self) -> Iterator[tuple[str, str]]:
        city_ids: dict[str, int] = {}
        for index, city in enumerate(self.cities):
            if city.id in city_ids:
                yield f"cities[{index}].id", f"duplicate city id {city.id!r}"
            city_ids.setdefault(city.id, index)
        pairs: dict[tuple[str, str], list[int]] = {}
        for index, route in enumerate(self.routes):
            key = f"routes[{index}]"
            for end in ("a", "b"):
                if getattr(route, end) not in city_ids:
                    yield f"{key}.{end}", f"unknown city {getattr(route, end)!r}"
            if route.a == route.b:
                yield f"{key}.b", "a route must join two different cities"
            if route.color != GRAY and route.color not in self.colors:
                yield f"{key}.color", f"unknown colour {route.color!r} (gray or one of {', '.join(self.colors)})"
            if route.ferry > route.length:
                yield f"{key}.ferry", f"{route.ferry} locomotive symbols on a route of length {route.length}"
            if route.ferry and route.tunnel:
                yield f"{key}.tunnel", "a route cannot be both a tunnel and a ferry"
            pairs.setdefault(tuple(sorted((route.a, route.b))), []).append(index)
        for pair, indexes in pairs.items():
            if len(indexes) > self.max_parallel:
                yield (f"routes[{indexes[self.max_parallel]}]",
                       f"{pair[0]}–{pair[1]} has {len(indexes)} tracks, more than max_parallel = {self.max_parallel}")
            for index in indexes[1:]:
                if self.routes[index].length != self.routes[indexes[0]].length:
                    yield f"routes[{index}].length", "the parallel tracks of a double or triple route must have the same length"
        countries = {city.id for city in self.cities if city.kind == COUNTRY}
        for index, route in enumerate(self.routes):
            if route.a in countries and route.b in countries:
                yield f"routes[{index}]", "a route cannot join two countries (a country is a dead end)"
        ids: dict[str, int] = {}
        for index, route_id in enumerate(self.route_ids()):
            if route_id in ids:
                yield f"routes[{index}].id", f"duplicate route id {route_id!r}"
            ids.setdefault(route_id, index)


@dataclass(frozen=True)
class Ticket:
    a: str
    b: str
    points: int = field(metadata={"min": 1, "max": 99})
    # Europe: "regular" and "long" (set aside at the start); Märklin: a "short" and a "long" deck.
    deck: str = field(default="regular", metadata={"choices": ("regular", "short", "long")})
    id: str = ""  # derived as "a-b" when empty

    @property
    def ticket_id(self) -> str:
        return self.id or f"{self.a}-{self.b}"


@dataclass(frozen=True)
class TicketSet:
    schema: int = field(metadata={"min": 1, "max": 1})
    tickets: tuple[Ticket, ...]

    def __manifest_check__(self) -> Iterator[tuple[str, str]]:
        seen: dict[str, int] = {}
        for index, ticket in enumerate(self.tickets):
            if ticket.a == ticket.b:
                yield f"tickets[{index}].b", "a ticket must join two different cities"
            if ticket.ticket_id in seen:
                yield f"tickets[{index}]", f"duplicate ticket {ticket.ticket_id!r}"
            seen.setdefault(ticket.ticket_id, index)

    def __manifest_cross_check__(self, others) -> Iterator[tuple[str, str]]:
        """Every ticket city is on the board shipped beside this deck."""
        board = next((m for m in others.values() if isinstance(m, RouteBoard)), None)
        if board is None:
            return
        cities = {city.id for city in board.cities}
        for index, ticket in enumerate(self.tickets):
            for end in ("a", "b"):
                if getattr(ticket, end) not in cities:
                    yield f"tickets[{index}].{end}", f"unknown city {getattr(ticket, end)!r} (not on board {board.id!r})"

    def problems_with(self, board: RouteBoard) -> list[str]:
        """Cross-file check: every ticket city must exist on the board."""
        cities = {city.id for city in board.cities}
        return [
            f"tickets[{index}].{end}: unknown city {getattr(ticket, end)!r}"
            for index, ticket in enumerate(self.tickets)
            for end in ("a", "b")
            if getattr(ticket, end) not in cities
        ]


@dataclass(frozen=True)
class CardKind:
    id: str
    count: int = field(metadata={"min": 0, "max": 200})
    names: CardNames
    wild: bool = False
    # A wild usable only on routes of at least this many spaces (Märklin's Locomotive +4: "pour
    # autant que la route soit composée de 4 espaces ou plus"); 0 = any route. Unlike the plain
    # locomotive it is drawn like any card.
    min_route: int = field(default=0, metadata={"min": 0, "max": 8})
    # Neither a colour nor a wild: a card with its own use (Märklin's Passenger card).
    special: bool = False

    @property
    def is_color(self) -> bool:
        return not self.wild and not self.special


@dataclass(frozen=True)
class CardSet:
    """The train-card deck: the colours first, then any special cards and restricted wilds, and the
    plain wild locomotive last."""

    schema: int = field(metadata={"min": 1, "max": 1})
    cards: tuple[CardKind, ...]

    def __manifest_check__(self) -> Iterator[tuple[str, str]]:
        seen: set[str] = set()
        for index, card in enumerate(self.cards):
            if card.id in seen:
                yield f"cards[{index}].id", f"duplicate card {card.id!r}"
            seen.add(card.id)
            if card.wild and card.special:
                yield f"cards[{index}].special", "a card is either wild or special, not both"
            if card.min_route and not card.wild:
                yield f"cards[{index}].min_route", "only a wild card can be limited to long routes"
            if card.wild and not card.min_route and card.id != WILD:
                yield f"cards[{index}].id", f"the wild card must be called {WILD!r}"
        plain = [i for i, c in enumerate(self.cards) if c.wild and not c.min_route]
        if len(plain) > 1:
            yield f"cards[{plain[1]}].wild", "only one kind of card may be an unrestricted wild"
        if plain and plain[0] != len(self.cards) - 1:
            yield f"cards[{plain[0]}]", "list the wild card last"
        colors_done = False
        for index, card in enumerate(self.cards):
            if not card.is_color:
                colors_done = True
            elif colors_done:
                yield f"cards[{index}]", "list the colours before special and wild cards"

    @property
    def total(self) -> int:
        return sum(card.count for card in self.cards)


ROUTE_KINDS = {"route_board": RouteBoard, "route_tickets": TicketSet, "train_cards": CardSet}
