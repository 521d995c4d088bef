"""Manifest kinds of the grid family: a triangular grid board with cities and city cards.

``board.toml`` of a grid ruleset is read into :class:`GridBoardManifest` by :mod:`game.manifest`.
The type hints say what each key must be; ``__manifest_check__`` catches what types cannot:
intersections off the triangular lattice, cities off the grid, double segments between
intersections that are not neighbours, colours that do not hold the same number of cities.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

Point = tuple[int, int]


def on_lattice(x: int, y: int) -> bool:
    """Intersections of the triangular grid have ``x + y`` odd (rows are offset by one)."""
    return (x + y) % 2 == 1


def are_neighbours(a: Point, b: Point) -> bool:
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    return (dy == 0 and dx == 2) or (dy == 1 and dx == 1)


@dataclass(frozen=True)
class GridCity:
    id: str
    name: str
    color: str
    at: tuple[int, int]
    # The real city as [longitude, latitude] in degrees: display only (the client lays a map of
    # Europe under the grid); the rules never read it.
    lonlat: tuple[float, float] | None = None


@dataclass(frozen=True)
class ScoreTrackSpec:
    # Spaces between the hangar and the barrier: every locomotive starts with this many points.
    spaces: int = field(metadata={"min": 1})


@dataclass(frozen=True)
class SupplySpec:
    tracks: int = field(metadata={"min": 1})


@dataclass(frozen=True)
class IntersectionRows:
    # One [first_x, count] pair per row y = 0, 1, ...; x steps by 2 along a row.
    rows: tuple[tuple[int, int], ...] = field(metadata={"min_items": 1})


@dataclass(frozen=True)
class SegmentSpec:
    # Every pair of neighbouring intersections is a segment; these [x1, y1, x2, y2] are double.
    double: tuple[tuple[int, int, int, int], ...] = ()


@dataclass(frozen=True)
class CityCards:
    # Card colours in the order a hand is dealt and shown (one card of each per player).
    colors: tuple[str, ...] = field(metadata={"min_items": 1})
    per_color: int = field(default=7, metadata={"min": 1})
    # City ids whose card has a dotted frame; they leave the game with few players.
    dotted: tuple[str, ...] = ()
    # With fewer players than this the dotted cards are removed ("à 2 ou 3 joueurs": 4).
    dotted_out_below_players: int = 4


@dataclass(frozen=True)
class GridBoardManifest:
    schema: int = field(metadata={"min": 1, "max": 1})
    id: str
    name: str
    grid: str = field(metadata={"choices": ("triangular",)})
    score_track: ScoreTrackSpec
    supply: SupplySpec
    cities: tuple[GridCity, ...]
    intersections: IntersectionRows
    segments: SegmentSpec
    city_cards: CityCards

    def points(self) -> list[Point]:
        out = []
        for y, (first_x, count) in enumerate(self.intersections.rows):
            out.extend((first_x + 2 * i, y) for i in range(count))
        return out

    def __manifest_check__(self) -> Iterator[tuple[str, str]]:
        for y, (first_x, count) in enumerate(self.intersections.rows):
            if count < 1:
                yield f"intersections.rows[{y}]", "a row needs at least one intersection"
            if not on_lattice(first_x, y):
                yield f"intersections.rows[{y}]", f"x={first_x} on row {y} is off the grid (x + y must be odd)"
        grid = set(self.points())
        seen_ids: dict[str, int] = {}
        seen_at: dict[Point, int] = {}
        per_color: dict[str, int] = {}
        for index, city in enumerate(self.cities):
            if city.id in seen_ids:
                yield f"cities[{index}].id", f"duplicate id {city.id!r} (first at cities[{seen_ids[city.id]}])"
            seen_ids.setdefault(city.id, index)
            if city.at not in grid:
                yield f"cities[{index}].at", f"{list(city.at)} is not an intersection of the grid"
            elif city.at in seen_at:
                yield f"cities[{index}].at", f"two cities on {list(city.at)} (see cities[{seen_at[city.at]}])"
            seen_at.setdefault(city.at, index)
            if city.color not in self.city_cards.colors:
                yield f"cities[{index}].color", f"{city.color!r} is not one of city_cards.colors"
            per_color[city.color] = per_color.get(city.color, 0) + 1
            if city.lonlat is not None and not (-180 <= city.lonlat[0] <= 180 and -90 <= city.lonlat[1] <= 90):
                yield f"cities[{index}].lonlat", f"{list(city.lonlat)} is not a [longitude, latitude] in degrees"
        for color in self.city_cards.colors:
            if per_color.get(color, 0) != self.city_cards.per_color:
                yield "cities", (
                    f"colour {color!r} has {per_color.get(color, 0)} cities, "
                    f"expected {self.city_cards.per_color}"
                )
        seen_doubles: set[frozenset[Point]] = set()
        for index, (x1, y1, x2, y2) in enumerate(self.segments.double):
            a, b = (x1, y1), (x2, y2)
            key = f"segments.double[{index}]"
            if a not in grid or b not in grid:
                yield key, f"{[x1, y1, x2, y2]} has an end off the grid"
            elif not are_neighbours(a, b):
                yield key, f"{[x1, y1, x2, y2]} joins intersections that are not neighbours"
            elif frozenset((a, b)) in seen_doubles:
                yield key, f"{[x1, y1, x2, y2]} is listed twice"
            seen_doubles.add(frozenset((a, b)))
        dotted_colors: dict[str, int] = {}
        colors = {city.id: city.color for city in self.cities}
        for index, city_id in enumerate(self.city_cards.dotted):
            if city_id not in colors:
                yield f"city_cards.dotted[{index}]", f"unknown city {city_id!r}"
            else:
                dotted_colors[colors[city_id]] = dotted_colors.get(colors[city_id], 0) + 1
        if len(set(self.city_cards.dotted)) != len(self.city_cards.dotted):
            yield "city_cards.dotted", "a city is listed twice"
        if self.city_cards.dotted and len(set(dotted_colors.values())) > 1:
            yield "city_cards.dotted", f"dotted cards must be as many in every colour, got {dotted_colors}"
        if self.city_cards.dotted and set(dotted_colors) != set(self.city_cards.colors):
            yield "city_cards.dotted", "every colour needs dotted cards so a hand keeps one of each colour"


def manifest_kinds() -> dict[str, type]:
    return {"grid_board": GridBoardManifest}
