from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

from game.manifest import duplicates


@dataclass(frozen=True)
class ToyCity:
    id: str
    name: str


@dataclass(frozen=True)
class ToyRoute:
    id: str
    a: str
    b: str
    length: int = field(metadata={"min": 1, "max": 6})


@dataclass(frozen=True)
class ToyBoard:
    schema: int
    cities: tuple[ToyCity, ...]
    routes: tuple[ToyRoute, ...]
    deck: int = field(default=12, metadata={"min": 1})

    def __manifest_check__(self) -> Iterator[tuple[str, str]]:
        yield from duplicates(self.cities, "id", "cities")
        yield from duplicates(self.routes, "id", "routes")
        ids = {c.id for c in self.cities}
        for i, route in enumerate(self.routes):
            for end in ("a", "b"):
                if getattr(route, end) not in ids:
                    yield f"routes[{i}].{end}", f"unknown city {getattr(route, end)!r}"
