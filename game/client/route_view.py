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
from game.client.board_layout import plate_exit
from game.client.route_countries import arrow_polygon, outward
from game.client.pieces import SLOT_W, car_polygon  # noqa: F401 - re-exported: animations and overlays use them
from game.client.ui import point_segment_distance
from game.i18n import language

DOUBLE_GAP = 9  # half distance between the two tracks of a double route (claimed cars are 19 px)
CITY_R = 10
STATUS_BAND = 58  # px along the top of the board where the table's status line lies
PLATE_ICON = 26  # px: the square at a plate's left end holding the city's dot or its station
PLATE_H = 32
PLATE_PAPER = (250, 244, 230)
PLATE_EDGE = (92, 40, 36)
COUNTRY_PAPER = (214, 214, 206)
STACK_SLOT = 34  # px kept at the right end of a plate whose city holds a pile of tokens
STATION_SCALE = 0.85
PLATE_CLEAR = 6  # px between a plate and the first car of a route (a car's shadow falls 2 px off)
# How far a route's drawing reaches from its line: a claimed car and its shadow, or tunnel teeth.
CAR_REACH = max(pieces.CAR_W / 2 + pieces.SHADOW * 1.5, pieces.SLOT_W / 2 + pieces.TUNNEL_TEETH) + 1

_basemap_cache: dict[tuple, pygame.Surface] = {}
BASEMAPS_KEPT = 1  # the map of the table being played (a new table lays its board out anew)


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
        # Names as printed on the board; a board may give French ones (Märklin's countries).
        french = language() == "fr"
        self.city_names = {c.id: (c.name_fr if french and c.name_fr else c.name) for c in board.cities}
        pts = [c.lonlat for c in board.cities]
        inner = self.rect.inflate(-60, -50)
        self.projection = Projection.around(pts, (inner.x, inner.y, inner.w, inner.h), margin_deg=0.6,
                                            stretch=getattr(board, "display_stretch", 1.0))
        self._board = board
        stacks = {s.get("city") for s in (match.view(None).get("board_extras") or {}).get("stacks") or ()}
        self.plate_size = plate_sizes(board, stacks)
        self.stack_cities = stacks
        self.layout = board_layout(board, self.projection, self.rect, self.plate_size)
        self.city_pos = dict(self.layout.positions)
        self.plates = {cid: self.layout.plate(cid) for cid in self.city_pos}
        self.route_half = {(min(a, b), max(a, b)): half for a, b, _cars, half in self.layout.routes}
        self.routes: dict[str, RouteGeom] = {}
        self.board_id = board.id
        self.layer: pygame.Surface | None = None
        # Where the layer lives: a part of the table's still picture (HudBase.canvas), so a claim
        # painted on the layer is on the picture blitted each frame; None: a surface of its own.
        self.canvas: pygame.Surface | None = None
        self.painted_owners: dict[str, int] = {}
        self.painted_stations: dict[str, int] = {}
        self.seat_colors: list[str] = [s.color or theme.SEAT_COLOR_ORDER[i] for i, s in enumerate(match.seats)]
        self.reserved: list[pygame.Rect] = []  # panels over the board that names must keep clear of
        self._labels = None
        # Screen rectangles repainted on the layer since the table last looked (see HudBase.take_damage).
        self.damaged: list[pygame.Rect] = []

    # -- geometry ------------------------------------------------------------------------------

    _last_view = None  # the view the routes' geometry was last brought up to

    def build_geometry(self, view) -> None:
        if view is self._last_view:
            return  # (the table's panels follow every view: the routes are those of the last)
        self._last_view = view
        for r in view["routes"]:
            if r["id"] in self.routes:
                continue
            pa, pb = self.city_pos[r["a"]], self.city_pos[r["b"]]
            dx, dy = pb[0] - pa[0], pb[1] - pa[1]
            dist = math.hypot(dx, dy) or 1
            ux, uy = dx / dist, dy / dist
            off = 0.0
            tracks = sorted([r["id"], *(r.get("siblings") or ([r["twin"]] if r.get("twin") else []))])
            if len(tracks) > 1:
                # Parallel tracks side by side, the same side for the same track whatever the city
                # order (sorted ids): doubles at +-gap, triples at +-2 gap and 0.
                off = ((len(tracks) - 1) / 2 - tracks.index(r["id"])) * 2 * DOUBLE_GAP
                if r["a"] > r["b"]:  # the normal below follows a->b: flip it for the reversed pair
                    off = -off
            nx, ny = -uy * off, ux * off
            # Cars start at the plates' edges, where the whole width of the route (as the layout
            # measured it) is clear of them.
            grow = self.route_half.get((min(r["a"], r["b"]), max(r["a"], r["b"])), CAR_REACH)
            start = plate_exit(pa, self.plate_size[r["a"]], pb, grow) + PLATE_CLEAR
            end = plate_exit(pb, self.plate_size[r["b"]], pa, grow) + PLATE_CLEAR
            a = (pa[0] + nx + ux * start, pa[1] + ny + uy * start)
            b = (pb[0] + nx - ux * end, pb[1] + ny - uy * end)
            usable = max(8.0, dist - start - end)
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
            if len(_basemap_cache) >= BASEMAPS_KEPT:
                # A board-sized map is several megabytes: keep the ones of the last boards only.
                _basemap_cache.pop(next(iter(_basemap_cache)))
            _basemap_cache[key] = surf
        return surf

    def release(self) -> None:
        """Drop the layer and this board's map (several megabytes each) when the table closes."""
        self.layer = None
        self.canvas = None
        _basemap_cache.pop((self.board_id, tuple(self.rect), id(self.layout)), None)

    def rebuild(self, view, hidden: set[str] = frozenset()) -> None:
        self.build_geometry(view)
        layer = self.canvas if self.canvas is not None else pygame.Surface(self.rect.size).convert()
        layer.blit(self._basemap(), (0, 0))
        self.layer = layer
        self.damaged.append(self.rect.copy())
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
        self.damaged.append(geom.bounds().inflate(2 * pieces.CAR_W, 2 * pieces.CAR_W))
        for center, angle, length in geom.slots:
            self._paint_car(self.layer, self.local(center), angle, length, owner)

    def _paint_cities(self, layer, only=()) -> None:
        centre = self.centre()
        for cid in self.city_pos:
            if not only or cid in only:
                country = None
                if self.cities[cid].kind == "country":  # a dead end: its plate points off the map
                    country = outward(self.city_pos[cid], centre)
                draw_plate(layer, self.city_names[cid], pygame.Rect(self.plates[cid]).move(-self.rect.x, -self.rect.y),
                           country, STACK_SLOT if cid in self.stack_cities else 0)

    def centre(self) -> tuple[float, float]:
        """The middle of the board's cities (countries' arrows point away from it)."""
        towns = [p for cid, p in self.city_pos.items() if self.cities[cid].kind != "country"] or list(self.city_pos.values())
        return sum(x for x, _ in towns) / len(towns), sum(y for _, y in towns) / len(towns)

    def plate_rect(self, cid: str) -> pygame.Rect:
        return pygame.Rect(self.plates[cid])

    def marker_box(self, cid: str) -> tuple[float, float, float, float]:
        """What stands on a city: its plate (the dot, or the station built there, is on it)."""
        return self.plates[cid]

    def ring_city(self, surface, cid: str, color, width: int = 5, grow: int = 5, offset=(0, 0)) -> None:
        """Mark a city (a target, a ticket's end): a ring around its plate, with a dark edge so it
        reads on any map. ``offset`` is added to screen px (a board-sized layer passes -rect.topleft)."""
        if cid not in self.plates:
            return
        rect = pygame.Rect(self.plates[cid]).inflate(2 * grow, 2 * grow).move(*offset)
        pygame.draw.rect(surface, (20, 20, 20), rect.inflate(4, 4), width + 2, border_radius=12)
        pygame.draw.rect(surface, color, rect, width, border_radius=11)

    def icon_center(self, cid: str) -> tuple[float, float]:
        """The city's dot (or its station) at the left end of its plate, in screen px."""
        x, y, w, h = self.plates[cid]
        return x + PLATE_ICON / 2 + 3, y + h / 2

    def label_layout(self) -> dict:
        """Each city's name: its plate (see game/client/board_layout.py), which routes never cross."""
        if self._labels is None:
            from game.client.labels import Label

            self._labels = {cid: Label(rect) for cid, rect in self.plates.items()}
        return self._labels

    def label_positions(self) -> dict[str, tuple[int, int]]:
        """Top-left corner of each city's name (its plate), for code written before the plates."""
        return {cid: (int(r[0]), int(r[1])) for cid, r in self.plates.items()}

    def stack_spot(self, cid: str) -> tuple[float, float]:
        """Where a city's pile of tokens stands (Märklin's merchandise): the room kept for it at the
        right end of the plate, in screen px."""
        x, y, w, h = self.plates[cid]
        return x + w - STACK_SLOT / 2 - 2, y + h / 2 - 2

    def name_rect(self, cid: str) -> pygame.Rect:
        """The part of a city's plate its name is written in: after the dot, before a stack's room."""
        x, y, w, h = self.plates[cid]
        keep = STACK_SLOT if cid in self.stack_cities else 0
        return pygame.Rect(int(x) + PLATE_ICON + 2, int(y), int(w) - PLATE_ICON - 6 - keep, int(h))

    def figure_spot(self, cid: str) -> tuple[float, float]:
        """Where a figure standing on a city has its feet: on the plate's dot."""
        x, y, w, h = self.plates[cid]
        return x + PLATE_ICON / 2 + 3, y + h - 4

    def paint_station(self, city: str, seat: int) -> None:
        self.painted_stations[city] = seat
        self.damaged.append(pygame.Rect(self.plates[city]).inflate(60, 60))
        draw_station(self.layer, self.local(self.icon_center(city)), seat, self.seat_colors, self.settings.colorblind,
                     STATION_SCALE)

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


def draw_plate(surface, name: str, rect: pygame.Rect, country=None, keep_right: int = 0) -> None:
    """A city's plate: its dot at the left, its name; a station built there covers the dot. A
    country (a dead end) has a grey plate and, instead of the dot, an arrow pointing off the map
    (``country``: that direction)."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, (40, 30, 24), rect.move(2, 2), border_radius=9)
    pygame.draw.rect(surface, PLATE_PAPER if country is None else COUNTRY_PAPER, rect, border_radius=9)
    pygame.draw.rect(surface, PLATE_EDGE, rect, 2, border_radius=9)
    dot = (rect.x + PLATE_ICON / 2 + 3, rect.centery)
    if country is None:
        pygame.draw.circle(surface, (250, 240, 220), dot, CITY_R)
        pygame.draw.circle(surface, PLATE_EDGE, dot, CITY_R, 3)
        pygame.draw.circle(surface, PLATE_EDGE, dot, 3)
    else:
        tail = (dot[0] - country[0] * 11, dot[1] - country[1] * 11)
        pygame.draw.polygon(surface, PLATE_EDGE, arrow_polygon(tail, country, 22, 20))
    text = theme.text(name, theme.size("city"), (36, 28, 22), bold=True, condensed=True)
    free = pygame.Rect(rect.x + PLATE_ICON + 2, rect.y, rect.w - PLATE_ICON - 6 - keep_right, rect.h)  # name_rect
    surface.blit(text, text.get_rect(center=free.center))


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


def plate_sizes(board, stacks=()) -> dict[str, tuple[float, float]]:
    """Each city's plate: its dot and its name at the TV size (the desk size then fits too), in
    whichever language is the longer, and room for a pile of tokens where the game puts one."""
    size = max(theme.TEXT_SIZES["city"])
    out = {}
    for c in board.cities:
        names = [c.name] + ([c.name_fr] if getattr(c, "name_fr", None) else [])
        width = max(theme.text(n, size, (0, 0, 0), bold=True, condensed=True).get_width() for n in names)
        out[c.id] = (PLATE_ICON + width + 8 + (STACK_SLOT if c.id in stacks else 0), PLATE_H)
    return out


def board_layout(board, projection, rect: pygame.Rect, sizes):
    """The plates of a route board (see game/client/board_layout.py), computed once per board and
    board rectangle: a second or so, then shared by every table."""
    from game.client.board_layout import BoardLayout

    key = (board.id, tuple(rect), tuple((c.id, c.lonlat, sizes[c.id]) for c in board.cities))
    layout = _layouts.get(key)
    if layout is None:
        points = {c.id: projection.project(*c.lonlat) for c in board.cities}
        # Plates keep off the rim and off the status line along the top.
        area = (rect.x + 8, rect.y + STATUS_BAND + 4, rect.w - 16, rect.h - STATUS_BAND - 12)
        tracks: dict[tuple[str, str], int] = {}
        for r in board.routes:
            pair = (min(r.a, r.b), max(r.a, r.b))
            tracks[pair] = tracks.get(pair, 0) + 1
        routes = [(r.a, r.b, r.length, CAR_REACH + DOUBLE_GAP * (tracks[(min(r.a, r.b), max(r.a, r.b))] - 1))
                  for r in board.routes]
        layout = BoardLayout(points, routes, area, sizes)
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
