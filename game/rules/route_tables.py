"""A route board compiled into flat tables of ints, shared (read-only) by every state of a match.

Rules code indexes cities, routes and card colours by small ints so that states copy cheaply and
legal-move generation touches lists rather than dataclasses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.route_kinds import COUNTRY, GRAY, WILD, CardSet, RouteBoard, TicketSet

ANY_COLOR = -1  # route colour index of a gray route


@dataclass
class RouteTables:
    city_ids: tuple[str, ...]
    city_index: dict[str, int]
    route_ids: tuple[str, ...]
    route_index: dict[str, int]
    route_a: tuple[int, ...]
    route_b: tuple[int, ...]
    route_length: tuple[int, ...]
    route_color: tuple[int, ...]  # card index, or ANY_COLOR for gray
    route_tunnel: tuple[bool, ...]
    route_ferry: tuple[int, ...]
    route_twin: tuple[int, ...]  # the first other track of a double or triple route, or -1
    route_points: tuple[int, ...]
    city_routes: tuple[tuple[int, ...], ...]  # routes touching each city
    card_ids: tuple[str, ...]  # colours first, then special cards and restricted wilds, the locomotive last
    card_counts: tuple[int, ...]
    wild: int  # card index of the locomotive
    card_index: dict[str, int] = field(default_factory=dict)
    city_names: tuple[str, ...] = ()  # as printed on the board, for score lines people read
    ticket_ids: tuple[str, ...] = ()
    ticket_a: tuple[int, ...] = ()
    ticket_b: tuple[int, ...] = ()
    ticket_points: tuple[int, ...] = ()
    ticket_long: tuple[bool, ...] = ()
    ticket_index: dict[str, int] = field(default_factory=dict)
    ticket_deck: tuple[str, ...] = ()  # the deck each ticket belongs to ("regular", "short", "long")
    # Every other track joining the same two cities (one for a double route, two for a triple).
    route_siblings: tuple[tuple[int, ...], ...] = ()
    # Countries: dead ends that end a path but never join two (see game.rules.route_network).
    city_dead_end: tuple[bool, ...] = ()
    color_count: int = -1  # plain colours (card indexes 0 .. color_count-1); -1: every card but the wild
    # Wilds limited to long routes, as (card index, shortest route they may pay), e.g. Locomotive +4.
    restricted_wilds: tuple[tuple[int, int], ...] = ()
    # Card kinds the face-up row may not show three of (see CardMarket.refill); set by the ruleset.
    row_watch: tuple[int, ...] = ()
    # Memo of legal-action lists keyed by what they depend on (see the ruleset's move generator).
    memo: dict[Any, Any] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if self.color_count < 0:
            self.color_count = self.wild
        if not self.route_siblings:
            self.route_siblings = tuple((t,) if t >= 0 else () for t in self.route_twin)
        if not self.city_dead_end:
            self.city_dead_end = (False,) * len(self.city_ids)
        if not self.row_watch:
            self.row_watch = (self.wild,)

    @property
    def colors(self) -> int:
        """Number of plain card colours."""
        return self.color_count

    @property
    def has_dead_ends(self) -> bool:
        return any(self.city_dead_end)

    def route_label(self, route: int) -> str:
        return f"{self.city_ids[self.route_a[route]]}–{self.city_ids[self.route_b[route]]}"


def compile_tables(
    board: RouteBoard,
    cards: CardSet,
    tickets: TicketSet | None,
    route_points: dict[int, int],
) -> RouteTables:
    """Index a board, its card deck and its tickets; raise ValueError on cross-file mismatches."""
    card_ids = tuple(card.id for card in cards.cards)
    if card_ids[-1] != WILD:
        raise ValueError(f"the card manifest must end with the wild {WILD!r}")
    card_index = {cid: i for i, cid in enumerate(card_ids)}
    color_ids = {card.id for card in cards.cards if card.is_color}
    city_ids = tuple(city.id for city in board.cities)
    city_index = {cid: i for i, cid in enumerate(city_ids)}
    route_ids = board.route_ids()
    colors = []
    for route in board.routes:
        if route.color == GRAY:
            colors.append(ANY_COLOR)
        elif route.color in color_ids:
            colors.append(card_index[route.color])
        else:
            raise ValueError(f"route colour {route.color!r} has no train cards")
    missing = sorted({r.length for r in board.routes} - set(route_points))
    if missing:
        raise ValueError(f"the scoring table has no value for route length(s) {missing}")
    pairs: dict[tuple[int, int], list[int]] = {}
    for index, route in enumerate(board.routes):
        pairs.setdefault(tuple(sorted((city_index[route.a], city_index[route.b]))), []).append(index)
    siblings: list[tuple[int, ...]] = [() for _ in board.routes]
    for indexes in pairs.values():
        for index in indexes:
            siblings[index] = tuple(i for i in indexes if i != index)
    twin = [s[0] if s else -1 for s in siblings]
    touching: list[list[int]] = [[] for _ in city_ids]
    for index, route in enumerate(board.routes):
        touching[city_index[route.a]].append(index)
        touching[city_index[route.b]].append(index)
    tables = RouteTables(
        city_ids=city_ids,
        city_index=city_index,
        route_ids=route_ids,
        route_index={rid: i for i, rid in enumerate(route_ids)},
        route_a=tuple(city_index[r.a] for r in board.routes),
        route_b=tuple(city_index[r.b] for r in board.routes),
        route_length=tuple(r.length for r in board.routes),
        route_color=tuple(colors),
        route_tunnel=tuple(r.tunnel for r in board.routes),
        route_ferry=tuple(r.ferry for r in board.routes),
        route_twin=tuple(twin),
        route_points=tuple(route_points[r.length] for r in board.routes),
        city_routes=tuple(tuple(t) for t in touching),
        card_ids=card_ids,
        card_counts=tuple(card.count for card in cards.cards),
        wild=len(card_ids) - 1,
        card_index=card_index,
        city_names=tuple(city.name or city.id for city in board.cities),
        route_siblings=tuple(siblings),
        city_dead_end=tuple(city.kind == COUNTRY for city in board.cities),
        color_count=len(color_ids),
        restricted_wilds=tuple((i, card.min_route) for i, card in enumerate(cards.cards)
                               if card.wild and card.min_route > 1),
    )
    if tickets is not None:
        problems = tickets.problems_with(board)
        if problems:
            raise ValueError("; ".join(problems))
        tables.ticket_ids = tuple(t.ticket_id for t in tickets.tickets)
        tables.ticket_index = {tid: i for i, tid in enumerate(tables.ticket_ids)}
        tables.ticket_a = tuple(city_index[t.a] for t in tickets.tickets)
        tables.ticket_b = tuple(city_index[t.b] for t in tickets.tickets)
        tables.ticket_points = tuple(t.points for t in tickets.tickets)
        tables.ticket_long = tuple(t.deck == "long" for t in tickets.tickets)
        tables.ticket_deck = tuple(t.deck for t in tickets.tickets)
    return tables


def points_table(raw: dict[str, Any]) -> dict[int, int]:
    """A TOML scoring table (string keys "1", "2", ...) as ints."""
    return {int(length): int(points) for length, points in raw.items()}
