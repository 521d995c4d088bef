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
from game.client.route_countries import paint_country
from game.client.pieces import SLOT_W, car_polygon  # noqa: F401 - re-exported: animations and overlays use them
from game.client.ui import point_segment_distance
from game.i18n import language

DOUBLE_GAP = 10  # half distance between the two tracks of a double route (claimed cars are 19 px)
CITY_R = 10

_basemap_cache: dict[tuple, pygame.Surface] = {}
BASEMAPS_KEPT = 2


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
    if n == 1:
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
        self.city_pos = {c.id: self.projection.project(*c.lonlat) for c in board.cities}
        self.routes: dict[str, RouteGeom] = {}
        self.board_id = board.id
        self.layer: pygame.Surface | None = None
        self.painted_owners: dict[str, int] = {}
        self.painted_stations: dict[str, int] = {}
        self.seat_colors: list[str] = [s.color or theme.SEAT_COLOR_ORDER[i] for i, s in enumerate(match.seats)]

    # -- geometry ------------------------------------------------------------------------------

    def build_geometry(self, view) -> None:
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
            a = (pa[0] + nx + ux * (CITY_R + 3), pa[1] + ny + uy * (CITY_R + 3))
            b = (pb[0] + nx - ux * (CITY_R + 3), pb[1] + ny - uy * (CITY_R + 3))
            usable = max(8.0, dist - 2 * (CITY_R + 3))
            slots = route_slots(a, (ux, uy), usable, r["length"])
            self.routes[r["id"]] = RouteGeom(r["id"], a, b, slots, r["color"], r["length"], bool(r["tunnel"]),
                                             int(r["ferry"]))

    # -- painting ------------------------------------------------------------------------------

    def _basemap(self) -> pygame.Surface:
        key = (self.board_id, tuple(self.rect))
        surf = _basemap_cache.get(key)
        if surf is None:
            from game.client.basemap import render_basemap

            surf = pygame.Surface(self.rect.size).convert()
            local = self.projection
            # Paint in board-local coordinates: shift the projection by the rect origin.
            shifted = _Shifted(local, -self.rect.x, -self.rect.y)
            try:
                render_basemap(surf, shifted)
            except Exception:  # noqa: BLE001 - a missing or broken basemap: plain sea, still playable
                surf.fill((70, 120, 128))
            if len(_basemap_cache) >= BASEMAPS_KEPT:
                # A board-sized map is several megabytes: keep the ones of the last boards only.
                _basemap_cache.pop(next(iter(_basemap_cache)))
            _basemap_cache[key] = surf
        return surf

    def rebuild(self, view, hidden: set[str] = frozenset()) -> None:
        self.build_geometry(view)
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
            if self.cities[cid].kind == "country":  # a dead end: an arrow off the map, with its name
                paint_country(layer, p, self.local(self.centre()), self.city_names[cid])
                continue
            pygame.draw.circle(layer, (40, 30, 24), (p[0] + 2, p[1] + 2), CITY_R + 1)
            pygame.draw.circle(layer, (250, 240, 220), p, CITY_R)
            pygame.draw.circle(layer, (120, 40, 40), p, CITY_R, 3)
            pygame.draw.circle(layer, (120, 40, 40), p, 3)
        for cid, (x, y) in self.label_positions().items():
            if (only and cid not in only) or self.cities[cid].kind == "country":
                continue
            name = self.city_names[cid]
            label = theme.text(name, 17, (36, 28, 22), bold=True)
            halo = theme.text(name, 17, (250, 244, 230), bold=True)
            x, y = x - self.rect.x, y - self.rect.y
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (1, -1), (-1, 1)):
                layer.blit(halo, (x + dx, y + dy))
            layer.blit(label, (x, y))

    def centre(self) -> tuple[float, float]:
        """The middle of the board's cities (countries' arrows point away from it)."""
        towns = [p for cid, p in self.city_pos.items() if self.cities[cid].kind != "country"] or list(self.city_pos.values())
        return sum(x for x, _ in towns) / len(towns), sum(y for _, y in towns) / len(towns)

    def label_positions(self) -> dict[str, tuple[int, int]]:
        """Where each city's name goes: under its marker unless that covers another city's marker
        or name, then above, right or left (crowded corners such as Constantinople and Angora)."""
        if getattr(self, "_labels", None) is not None:
            return self._labels
        markers = [pygame.Rect(int(x) - CITY_R - 2, int(y) - CITY_R - 2, 2 * CITY_R + 4, 2 * CITY_R + 4)
                   for x, y in self.city_pos.values()]
        placed: list[pygame.Rect] = []
        out: dict[str, tuple[int, int]] = {}
        # Crowded cities first: they have the fewest free places.
        def crowd(cid):
            x, y = self.city_pos[cid]
            return -sum(1 for ox, oy in self.city_pos.values() if abs(ox - x) < 120 and abs(oy - y) < 50)
        for cid in sorted(self.city_pos, key=crowd):
            x, y = self.city_pos[cid]
            w, h = theme.text(self.city_names[cid], 17, (0, 0, 0), bold=True).get_size()
            candidates = [(x - w / 2, y + CITY_R + 1), (x - w / 2, y - CITY_R - h - 1),
                          (x + CITY_R + 4, y - h / 2), (x - CITY_R - 4 - w, y - h / 2)]
            best = None
            for cx, cy in candidates:
                r = pygame.Rect(int(cx) - 1, int(cy) - 1, w + 2, h + 2)
                own = pygame.Rect(int(x) - CITY_R - 2, int(y) - CITY_R - 2, 2 * CITY_R + 4, 2 * CITY_R + 4)
                hits = sum(1 for m in markers if m != own and r.colliderect(m)) + r.collidelistall(placed).__len__()
                if not self.rect.contains(r):
                    hits += 5
                if best is None or hits < best[0]:
                    best = (hits, r)
                if hits == 0:
                    break
            placed.append(best[1])
            out[cid] = (best[1].x + 1, best[1].y + 1)
        self._labels = out
        return out

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


class _Shifted:
    """A projection moved by (dx, dy): paints the basemap into a board-sized surface."""

    def __init__(self, projection, dx: float, dy: float):
        self.p, self.dx, self.dy = projection, dx, dy

    def project(self, lon, lat):
        x, y = self.p.project(lon, lat)
        return x + self.dx, y + self.dy

    def project_many(self, pts):
        return [self.project(lon, lat) for lon, lat in pts]
