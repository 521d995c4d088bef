"""The route board (Ticket to Ride Europe and other "route" maps): geometry and layers.

Cities come from the board manifest (lon/lat, projected onto the basemap), routes from the view.
The basemap, the empty car slots and the cities are painted once into a static layer; a claimed
route is painted onto it when its claiming animation ends, so a frame is one big blit plus what
moves.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.client import theme
from game.client.pg import pygame
from game.client.ui import point_segment_distance

SLOT_W = 13  # car slot thickness, px
DOUBLE_GAP = 8  # half distance between the two tracks of a double route
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


def car_polygon(center, angle: float, length: float, width: float = SLOT_W) -> list[tuple[float, float]]:
    cx, cy = center
    ca, sa = math.cos(angle), math.sin(angle)
    hl, hw = length / 2, width / 2
    return [(cx + ca * dx - sa * dy, cy + sa * dx + ca * dy)
            for dx, dy in ((-hl, -hw), (hl, -hw), (hl, hw), (-hl, hw))]


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
            if r.get("twin"):
                # Same side for the same track whatever the city order: sort the pair of ids.
                off = DOUBLE_GAP if r["id"] < r["twin"] else -DOUBLE_GAP
            nx, ny = -uy * off, ux * off
            a = (pa[0] + nx + ux * (CITY_R + 3), pa[1] + ny + uy * (CITY_R + 3))
            b = (pb[0] + nx - ux * (CITY_R + 3), pb[1] + ny - uy * (CITY_R + 3))
            usable = max(8.0, dist - 2 * (CITY_R + 3))
            n = r["length"]
            gap = 3.0
            car = max(4.0, min(40.0, (usable - gap * (n - 1)) / n))
            total = car * n + gap * (n - 1)
            start = (usable - total) / 2 + car / 2
            angle = math.atan2(dy, dx)
            slots = []
            for k in range(n):
                t = start + k * (car + gap)
                slots.append(((a[0] + ux * t, a[1] + uy * t), angle, car))
            self.routes[r["id"]] = RouteGeom(r["id"], a, b, slots, r["color"], n, bool(r["tunnel"]), int(r["ferry"]))

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
        base = theme.CARD_COLORS.get(geom.color, (150, 150, 150))
        for k, (center, angle, length) in enumerate(geom.slots):
            c = self.local(center)
            poly = car_polygon(c, angle, length)
            shadow = [(x + 2, y + 2) for x, y in poly]
            pygame.draw.polygon(layer, (30, 30, 30), shadow)
            if owner is None:
                pygame.draw.polygon(layer, base, poly)
                edge = (20, 20, 20) if not geom.tunnel else (10, 10, 10)
                pygame.draw.polygon(layer, edge, poly, 3 if geom.tunnel else 1)
                if geom.tunnel:
                    # Tunnels: a dark dashed frame, like the board's rocky borders.
                    inner = car_polygon(c, angle, max(2, length - 7), SLOT_W - 7)
                    pygame.draw.polygon(layer, theme.mix(base, (255, 255, 255), 0.35), inner, 1)
                if k < geom.ferry:
                    theme.symbol(layer, "rainbow", c, SLOT_W * 0.95, (0, 0, 0))
                elif colorblind and theme.COLOR_SYMBOLS.get(geom.color):
                    theme.symbol(layer, theme.COLOR_SYMBOLS[geom.color], c, SLOT_W * 0.8, theme.contrast_ink(base))
            else:
                self._paint_car(layer, c, angle, length, owner)

    def _paint_car(self, layer, c, angle, length, owner: int) -> None:
        color = theme.seat_rgb(self.seat_colors[owner])
        poly = car_polygon(c, angle, length, SLOT_W + 2)
        pygame.draw.polygon(layer, color, poly)
        pygame.draw.polygon(layer, theme.shade(color, 0.45), poly, 2)
        stripe = car_polygon(c, angle, max(2, length - 6), 3)
        pygame.draw.polygon(layer, theme.shade(color, 1.35), stripe)
        if self.settings.colorblind:
            theme.symbol(layer, theme.SEAT_SYMBOLS.get(self.seat_colors[owner], ""), c, SLOT_W * 0.75,
                         theme.contrast_ink(color))

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
        for cid, pos in self.city_pos.items():
            if only and cid not in only:
                continue
            p = self.local(pos)
            name = self.city_names[cid]
            label = theme.text(name, 17, (36, 28, 22), bold=True)
            halo = theme.text(name, 17, (250, 244, 230), bold=True)
            x, y = int(p[0] - label.get_width() / 2), int(p[1] + CITY_R + 1)
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (1, -1), (-1, 1)):
                layer.blit(halo, (x + dx, y + dy))
            layer.blit(label, (x, y))

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
    color = theme.seat_rgb(seat_colors[seat])
    x, y = p[0] + 12 * scale, p[1] - 16 * scale
    s = scale
    house = [(x - 9 * s, y + 8 * s), (x - 9 * s, y - 2 * s), (x, y - 11 * s), (x + 9 * s, y - 2 * s), (x + 9 * s, y + 8 * s)]
    pygame.draw.polygon(surface, (20, 20, 20), [(px + 2, py + 2) for px, py in house])
    pygame.draw.polygon(surface, color, house)
    pygame.draw.polygon(surface, theme.shade(color, 0.4), house, 2)
    if colorblind:
        theme.symbol(surface, theme.SEAT_SYMBOLS.get(seat_colors[seat], ""), (x, y + 1 * s), 9 * s,
                     theme.contrast_ink(color))


class _Shifted:
    """A projection moved by (dx, dy): paints the basemap into a board-sized surface."""

    def __init__(self, projection, dx: float, dy: float):
        self.p, self.dx, self.dy = projection, dx, dy

    def project(self, lon, lat):
        x, y = self.p.project(lon, lat)
        return x + self.dx, y + self.dy

    def project_many(self, pts):
        return [self.project(lon, lat) for lon, lat in pts]
