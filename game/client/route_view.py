"""The route board (Ticket to Ride Europe and other "route" maps): geometry and layers.

Cities come from the board manifest (lon/lat, projected onto the basemap), routes from the view.
The basemap, the empty car slots and the cities are painted once into a static layer; a claimed
route is painted onto it when its claiming animation ends, so a frame is one big blit plus what
moves.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.client import pieces, theme
from game.client.pg import pygame
from game.client.pieces import SLOT_W, car_polygon  # noqa: F401 - re-exported: animations and overlays use them
from game.client.ui import point_segment_distance

DOUBLE_GAP = 10  # half distance between the two tracks of a double route (claimed cars are 19 px)
CITY_R = 10

_basemap_cache: dict[tuple, pygame.Surface] = {}


@dataclass
class RouteGeom:
    id: str
    a: tuple[float, float]
    b: tuple[float, float]
    slots: list[tuple[tuple[float, float], float, float]]  # centre, angle (radians), length
    color: str
    length: int
    tunnel: bool
    ferry: int

    @property
    def mid(self) -> tuple[float, float]:
        return (self.a[0] + self.b[0]) / 2, (self.a[1] + self.b[1]) / 2

    def distance(self, pos) -> float | None:
        d = point_segment_distance(pos, self.a, self.b)
        return d if d <= 22 else None

    def bounds(self) -> pygame.Rect:
        xs = (self.a[0], self.b[0])
        ys = (self.a[1], self.b[1])
        return pygame.Rect(min(xs) - 10, min(ys) - 10, max(xs) - min(xs) + 20, max(ys) - min(ys) + 20)


MAX_CAR = 52.0  # px: longer distances spread the cars rather than stretch them
CAR_GAP = 3.0


def route_slots(a, unit, usable: float, n: int) -> list[tuple[tuple[float, float], float, float]]:
    """Car slots from one city to the other. The first and last cars touch the cities and the
    others spread evenly between them: centring a row of capped cars left long routes (ferries
    across the Black Sea) floating far from both of their cities."""
    ux, uy = unit
    angle = math.atan2(uy, ux)
    car = max(4.0, min(MAX_CAR, (usable - CAR_GAP * (n - 1)) / n))
    if n == 1:  # a lone car spans the whole way: the spread layout can leave it a long gap to fill
        car = max(4.0, usable)
        centers = [usable / 2]
    else:
        step = (usable - car) / (n - 1)
        centers = [car / 2 + k * step for k in range(n)]
    return [((a[0] + ux * t, a[1] + uy * t), angle, car) for t in centers]


class RouteBoardView:
    def __init__(self, match, rect: pygame.Rect, settings):
        from game.client.basemap import Projection

        self.rect = pygame.Rect(rect)
        self.settings = settings
        board = match.setup.data.board
        self.cities = {c.id: c for c in board.cities}
        self.city_names = {c.id: c.name for c in board.cities}
        pts = [c.lonlat for c in board.cities]
        inner = self.rect.inflate(-60, -50)
        self.projection = Projection.around(pts, (inner.x, inner.y, inner.w, inner.h), margin_deg=0.6)
        self._board = board
        self.layout = board_layout(board, self.projection, self.rect)
        self.city_pos = dict(self.layout.positions)
        self.routes: dict[str, RouteGeom] = {}
        self.board_id = board.id
        self.layer: pygame.Surface | None = None
        self.painted_owners: dict[str, int] = {}
        self.painted_stations: dict[str, int] = {}
        self.seat_colors: list[str] = [s.color or theme.SEAT_COLOR_ORDER[i] for i, s in enumerate(match.seats)]
        self.reserved: list[pygame.Rect] = []  # panels over the board that names must keep clear of
        self._labels = None

    # -- geometry ------------------------------------------------------------------------------

    def build_geometry(self, view) -> None:
        self._last_view = view
        for r in view["routes"]:
            if r["id"] in self.routes:
                continue
            pa, pb = self.city_pos[r["a"]], self.city_pos[r["b"]]
            dx, dy = pb[0] - pa[0], pb[1] - pa[1]
            dist = math.hypot(dx, dy) or 1
            ux, uy = dx / dist, dy / dist
            off = 0.0
            if r.get("twin"):
                # Same side for the same track whatever the city order: sort the pair of ids.
                off = DOUBLE_GAP if r["id"] < r["twin"] else -DOUBLE_GAP
                if r["a"] > r["b"]:  # the normal below follows a->b: flip it for the reversed pair
                    off = -off
            nx, ny = -uy * off, ux * off
            a = (pa[0] + nx + ux * (CITY_R + 3), pa[1] + ny + uy * (CITY_R + 3))
            b = (pb[0] + nx - ux * (CITY_R + 3), pb[1] + ny - uy * (CITY_R + 3))
            usable = max(8.0, dist - 2 * (CITY_R + 3))
            slots = route_slots(a, (ux, uy), usable, r["length"])
            self.routes[r["id"]] = RouteGeom(r["id"], a, b, slots, r["color"], r["length"], bool(r["tunnel"]),
                                             int(r["ferry"]))

    # -- painting ------------------------------------------------------------------------------

    def _basemap(self) -> pygame.Surface:
        key = (self.board_id, tuple(self.rect), id(self.layout))
        surf = _basemap_cache.get(key)
        if surf is None:
            from game.client.basemap import render_basemap

            surf = pygame.Surface(self.rect.size).convert()
            # The map bends with the spread cities; painted in board-local coordinates.
            shifted = _Shifted(_Warped(self.projection, self.layout), -self.rect.x, -self.rect.y)
            try:
                render_basemap(surf, shifted)
            except Exception:  # noqa: BLE001 - a missing or broken basemap: plain sea, still playable
                surf.fill((70, 120, 128))
            _basemap_cache[key] = surf
        return surf

    def rebuild(self, view, hidden: set[str] = frozenset()) -> None:
        self.build_geometry(view)
        self.label_layout()  # may spread the layout again: before anything is painted
        layer = pygame.Surface(self.rect.size).convert()
        layer.blit(self._basemap(), (0, 0))
        self.layer = layer
        self.painted_owners = {}
        for r in view["routes"]:
            geom = self.routes[r["id"]]
            self._paint_slots(layer, geom, None)
        for r in view["routes"]:
            if r["owner"] is not None and r["id"] not in hidden:
                self.paint_claim(r["id"], r["owner"], cities=False)
        self._paint_cities(layer)
        self.painted_stations = {}
        for city, seat in view.get("stations", {}).items():
            self.paint_station(city, seat)

    def local(self, p) -> tuple[float, float]:
        return p[0] - self.rect.x, p[1] - self.rect.y

    def _paint_slots(self, layer, geom: RouteGeom, owner: int | None) -> None:
        colorblind = self.settings.colorblind
        # A thin rail from city to city under the cars: spread-out cars still read as one route.
        pygame.draw.line(layer, (70, 58, 46), self.local(geom.a), self.local(geom.b), 3)
        for k, (center, angle, length) in enumerate(geom.slots):
            c = self.local(center)
            if owner is None:
                pieces.draw_free_slot(layer, c, angle, length, geom.color, geom.tunnel, k < geom.ferry, colorblind)
            else:
                self._paint_car(layer, c, angle, length, owner)

    def _paint_car(self, layer, c, angle, length, owner: int) -> None:
        pieces.draw_claimed_car(layer, c, angle, length, self.seat_colors[owner])

    def paint_claim(self, route_id: str, owner: int, cities: bool = True) -> None:
        geom = self.routes[route_id]
        self.painted_owners[route_id] = owner
        for center, angle, length in geom.slots:
            self._paint_car(self.layer, self.local(center), angle, length, owner)

    def _paint_cities(self, layer, only=()) -> None:
        for cid, pos in self.city_pos.items():
            if only and cid not in only:
                continue
            p = self.local(pos)
            pygame.draw.circle(layer, (40, 30, 24), (p[0] + 2, p[1] + 2), CITY_R + 1)
            pygame.draw.circle(layer, (250, 240, 220), p, CITY_R)
            pygame.draw.circle(layer, (120, 40, 40), p, CITY_R, 3)
            pygame.draw.circle(layer, (120, 40, 40), p, 3)
        for cid, label in self.label_layout().items():
            if only and cid not in only:
                continue
            draw_city_name(layer, self.city_names[cid], label, (-self.rect.x, -self.rect.y))

    def marker_box(self, cid: str) -> tuple[float, float, float, float]:
        """What stands on a city: its dot, and the station house a seat may build there."""
        x, y = self.city_pos[cid]
        return x - 17, y - 19, 34, 34

    def label_obstacles(self) -> list:
        """Routes (their cars, tunnel teeth and the rail between) and city markers, in screen px,
        plus the panels the table lays over the board (``reserved``)."""
        from game.client.labels import Band, Box

        items: list = []
        for geom in self.routes.values():
            # Half the widest thing drawn there: tunnel teeth, or a claimed car and its shadow.
            half = max(pieces.SLOT_W / 2 + pieces.TUNNEL_TEETH if geom.tunnel else 0.0,
                       pieces.CAR_W / 2 + pieces.SHADOW * 1.5) + 1
            items.append(Band(geom.a, geom.b, half))
        items.extend(Box(self.marker_box(cid)) for cid in self.city_pos)
        items.extend(Box(tuple(r)) for r in self.reserved)
        return items

    ROOM_ROUNDS = 2  # times the layout is spread again around cities whose names found no place
    ROOM_STEP = 20.0  # px of extra room given each time
    FAR_NAME = 45.0  # px: a name further than this from its city gets more room too

    def label_layout(self) -> dict:
        """Where each city's name goes (see game/client/labels.py): clear of every route, station,
        city and other name, computed once the routes are known. A city whose name finds no place
        gets more room in the layout (its neighbours and the routes near it pushed away) and the
        board is laid out again, a few times at most."""
        if self._labels is not None:
            return self._labels
        labels = self._place_labels()
        best = (_label_badness(labels), self.layout, labels)
        room = dict(self.layout.room)
        for _ in range(self.ROOM_ROUNDS):
            stuck = [cid for cid, label in labels.items()
                     if not label.clear or label.ambiguous or label.far > self.FAR_NAME]
            if not stuck:
                break
            for cid in stuck:
                room[cid] = room.get(cid, 0.0) + self.ROOM_STEP
            self._use_layout(board_layout(self._board, self.projection, self.rect, room))
            labels = self._place_labels()
            if _label_badness(labels) < best[0]:
                best = (_label_badness(labels), self.layout, labels)
        if best[1] is not self.layout:
            self._use_layout(best[1])
        self._labels = best[2]
        return self._labels

    def _use_layout(self, layout) -> None:
        self.layout = layout
        self.city_pos = dict(layout.positions)
        self.routes = {}
        self.build_geometry(self._last_view)

    def _place_labels(self) -> dict:
        from game.client.labels import LabelRequest, place_labels
        from game.client.obstacle_mask import MaskObstacles

        size = max(theme.TEXT_SIZES["city"])  # laid out for the TV size: the desk size then fits too
        requests = []
        for cid, pos in self.city_pos.items():
            w, h = theme.text(self.city_names[cid], size, (0, 0, 0), bold=True, condensed=True).get_size()
            requests.append(LabelRequest(cid, pos, (w + 4, h), keep_out=14))
        area = tuple(self.rect.inflate(-6, -6))
        obstacles = MaskObstacles(self.rect.size, self.rect.topleft, self.label_obstacles())
        return place_labels(requests, obstacles, area)

    def paint_station(self, city: str, seat: int) -> None:
        self.painted_stations[city] = seat
        draw_station(self.layer, self.local(self.city_pos[city]), seat, self.seat_colors, self.settings.colorblind)

    def sync(self, view, hidden: set[str]) -> None:
        """Paint claims and stations that appeared without an animation (load, undo redraws all)."""
        if self.layer is None:
            self.rebuild(view, hidden)
            return
        owners = {r["id"]: r["owner"] for r in view["routes"] if r["owner"] is not None and r["id"] not in hidden}
        stations = dict(view.get("stations", {}))
        if any(self.painted_owners.get(k) != v for k, v in self.painted_owners.items() if k not in owners) or \
                any(k not in owners for k in self.painted_owners) or \
                any(k not in stations for k in self.painted_stations):
            self.rebuild(view, hidden)
            return
        for route_id, seat in owners.items():
            if self.painted_owners.get(route_id) != seat:
                self.paint_claim(route_id, seat)
        for city, seat in stations.items():
            if self.painted_stations.get(city) != seat and city not in hidden:
                self.paint_station(city, seat)

    def draw(self, surface) -> None:
        surface.blit(self.layer, self.rect)


def draw_station(surface, p, seat: int, seat_colors, colorblind: bool, scale: float = 1.0) -> None:
    """A seat's station on a city (the symbol is always drawn: ``colorblind`` is kept for callers)."""
    pieces.draw_station(surface, p, seat_colors[seat], scale)


def draw_city_name(surface, name: str, label, offset=(0, 0), color=(36, 28, 22), halo=(250, 244, 230)) -> None:
    """A city's name in its placed rectangle, with a light halo; a thin leader line joins a name
    set off from its city."""
    size = theme.size("city")
    ox, oy = offset
    if label.leader is not None:
        (ax, ay), (bx, by) = label.leader
        pygame.draw.line(surface, halo, (ax + ox, ay + oy), (bx + ox, by + oy), 4)
        pygame.draw.line(surface, color, (ax + ox, ay + oy), (bx + ox, by + oy), 2)
    text = theme.text(name, size, color, bold=True, condensed=True)
    back = theme.text(name, size, halo, bold=True, condensed=True)
    # Centred in its place (laid out for the TV size, so a desk-size name has room to spare).
    x = int(label.rect[0] + ox + (label.rect[2] - text.get_width()) / 2)
    y = int(label.rect[1] + oy + (label.rect[3] - text.get_height()) / 2)
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (-1, -1), (1, 1), (1, -1), (-1, 1)):
        surface.blit(back, (x + dx, y + dy))
    surface.blit(text, (x, y))


_layouts: dict[tuple, object] = {}


def _label_badness(labels) -> float:
    """How far a set of placed names is from ideal: any name without a place outweighs all else."""
    return sum(1000 * (not label.clear) + 40 * label.ambiguous + label.far for label in labels.values())


def board_layout(board, projection, rect: pygame.Rect, room=None):
    """The spread city positions of a route board (see game/client/board_layout.py), computed once
    per board, board rectangle and extra room: a few hundred milliseconds, shared by every table."""
    from game.client.board_layout import BoardLayout

    room = dict(room or {})
    key = (board.id, tuple(rect), tuple((c.id, c.lonlat) for c in board.cities), tuple(sorted(room.items())))
    layout = _layouts.get(key)
    if layout is None:
        points = {c.id: projection.project(*c.lonlat) for c in board.cities}
        area = pygame.Rect(rect).inflate(-110, -90)
        layout = BoardLayout(points, [(r.a, r.b) for r in board.routes], tuple(area), room=room)
        _layouts[key] = layout
    return layout


class _Warped:
    """The board's projection followed by its layout's warp: the basemap under spread cities."""

    def __init__(self, projection, layout):
        self.p, self.layout = projection, layout

    def project(self, lon, lat):
        return self.layout.warp(*self.p.project(lon, lat))

    def project_many(self, pts):
        return [self.project(lon, lat) for lon, lat in pts]


class _Shifted:
    """A projection moved by (dx, dy): paints the basemap into a board-sized surface."""

    def __init__(self, projection, dx: float, dy: float):
        self.p, self.dx, self.dy = projection, dx, dy

    def project(self, lon, lat):
        x, y = self.p.project(lon, lat)
        return x + self.dx, y + self.dy

    def project_many(self, pts):
        return [self.project(lon, lat) for lon, lat in pts]
