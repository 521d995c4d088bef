"""The board's geographic backdrop: load the Natural Earth basemap, project it, draw it.

Loading and projecting are pure (no pygame), so the engine-side tests and tools can use
them; only :func:`render_basemap` imports pygame, inside the function.

The data is ``game/assets/basemap/europe_land.json``, built by ``tools/build_basemap.py``:
lists of ``[lon, lat]`` rings, so the map is redrawn crisply at any resolution.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Iterable, Mapping, Sequence

Point = tuple[float, float]
Ring = tuple[Point, ...]

# lon_min, lon_max, lat_min, lat_max that frame the Europe board: its cities span
# lon -9.14..41.27 and lat 36.53..59.94, so this leaves about 3 degrees all round.
EUROPE_VIEW = (-12.0, 45.0, 34.0, 63.0)

# Muted table-top palette: parchment land on a teal sea. A theme passes its own mapping;
# missing keys fall back to these.
DEFAULT_COLORS: dict[str, tuple[int, int, int]] = {
    "sea": (70, 120, 128),          # open sea
    "shallows": (122, 168, 166),    # glow of lighter water along the coasts
    "land": (226, 209, 170),        # parchment
    "land_shade": (196, 170, 126),  # warm shading just inside the coast
    "coast": (92, 76, 54),          # soft coast outline
    "border": (150, 120, 88),       # faint national borders
    "graticule": (98, 146, 150),    # faint meridians and parallels over the sea
    "vignette": (24, 36, 40),       # darkening towards the frame, like a lamp-lit table
}


@dataclass(frozen=True, slots=True, eq=False)  # identity hash: cheap cache key
class Basemap:
    """Geography in degrees. ``bbox`` is the clip box (lon_min, lat_min, lon_max, lat_max):
    ring edges lying on it are cuts, not coast."""

    bbox: tuple[float, float, float, float]
    land: tuple[Ring, ...]
    holes: tuple[Ring, ...]
    lakes: tuple[Ring, ...]
    borders: tuple[Ring, ...]

    def is_land(self, lon: float, lat: float) -> bool:
        """True when the point is on land and not in an inland sea or a major lake."""
        if not any(point_in_ring(lon, lat, r) for r in self.land):
            return False
        return not any(point_in_ring(lon, lat, r) for r in self.holes + self.lakes)

    def coast_lines(self) -> list[Ring]:
        """The coasts (land, inland seas, lakes) as open lines, clip-box cuts left out."""
        return _coast_lines(self)


def _rings(raw: Iterable[Sequence[Sequence[float]]]) -> tuple[Ring, ...]:
    return tuple(tuple((float(p[0]), float(p[1])) for p in ring) for ring in raw)


def parse_basemap(data: Mapping) -> Basemap:
    return Basemap(
        bbox=tuple(float(v) for v in data["bbox"]),  # type: ignore[arg-type]
        land=_rings(data["land"]),
        holes=_rings(data.get("holes", ())),
        lakes=_rings(data.get("lakes", ())),
        borders=_rings(data.get("borders", ())),
    )


@lru_cache(maxsize=4)
def load_basemap(name: str = "europe_land") -> Basemap:
    """Load a basemap shipped in ``game/assets/basemap`` (cached: it is read once)."""
    text = resources.files("game.assets.basemap").joinpath(f"{name}.json").read_text("utf-8")
    return parse_basemap(json.loads(text))


def point_in_ring(x: float, y: float, ring: Sequence[Point]) -> bool:
    """Even-odd ray casting test."""
    inside = False
    n = len(ring)
    j = n - 1
    for i in range(n):
        xi, yi = ring[i]
        xj, yj = ring[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


@lru_cache(maxsize=8)
def _coast_lines(bm: Basemap) -> list[Ring]:
    x0, y0, x1, y1 = bm.bbox

    def cut(a: Point, b: Point) -> bool:
        return ((a[0] == b[0] and a[0] in (x0, x1)) or (a[1] == b[1] and a[1] in (y0, y1)))

    lines: list[Ring] = []
    for ring in bm.land + bm.holes + bm.lakes:
        n = len(ring)
        # Start the walk just after a cut so a coast run never wraps around the seam.
        start = next((i + 1 for i in range(n) if cut(ring[i], ring[(i + 1) % n])), 0)
        run: list[Point] = [ring[start % n]]
        for k in range(n):
            a, b = ring[(start + k) % n], ring[(start + k + 1) % n]
            if cut(a, b):
                if len(run) > 1:
                    lines.append(tuple(run))
                run = [b]
            else:
                run.append(b)
        if len(run) > 1:
            lines.append(tuple(run))
    return lines


class Projection:
    """Lambert conformal conic fitted into a pixel rectangle.

    The lon/lat box is projected with standard parallels at 1/6 and 5/6 of its latitude
    span (the usual choice for a mid-latitude band), centred on its middle meridian, then
    scaled uniformly (aspect kept) and centred so the whole curved box fits inside ``rect``.
    Points outside the box still project, so a wider screen shows more of the map.
    """

    def __init__(self, lon_min: float, lon_max: float, lat_min: float, lat_max: float,
                 rect: Sequence[float], stretch: float = 1.0):
        if not (lon_min < lon_max and lat_min < lat_max):
            raise ValueError("empty lon/lat box")
        rx, ry, rw, rh = (float(v) for v in rect)
        if rw <= 0 or rh <= 0:
            raise ValueError("empty target rect")
        self.box = (lon_min, lon_max, lat_min, lat_max)
        self.rect = (rx, ry, rw, rh)
        # Sideways stretch of the drawn map (display only): a tall board on a wide screen.
        self.stretch = float(stretch)
        span = lat_max - lat_min
        p1 = math.radians(lat_min + span / 6)
        p2 = math.radians(lat_max - span / 6)
        t = lambda p: math.tan(math.pi / 4 + p / 2)  # noqa: E731
        if abs(p1 - p2) < 1e-9:
            n = math.sin(p1)
        else:
            n = math.log(math.cos(p1) / math.cos(p2)) / math.log(t(p2) / t(p1))
        self._n = n
        self._f = math.cos(p1) * t(p1) ** n / n
        self._lon0 = (lon_min + lon_max) / 2
        self._rho0 = self._f / t(math.radians((lat_min + lat_max) / 2)) ** n
        # Fit: the box edges are curves, so sample them rather than take the corners.
        xs, ys = [], []
        steps = 48
        for k in range(steps + 1):
            f = k / steps
            for lon, lat in ((lon_min + f * (lon_max - lon_min), lat_min),
                             (lon_min + f * (lon_max - lon_min), lat_max),
                             (lon_min, lat_min + f * span), (lon_max, lat_min + f * span)):
                x, y = self._raw(lon, lat)
                xs.append(x * self.stretch)
                ys.append(y)
        w, h = max(xs) - min(xs), max(ys) - min(ys)
        self.scale = min(rw / w, rh / h)
        # Screen y grows downwards, projected y upwards.
        self._ox = rx + (rw - w * self.scale) / 2 - min(xs) * self.scale
        self._oy = ry + (rh - h * self.scale) / 2 + max(ys) * self.scale

    @classmethod
    def around(cls, points: Iterable[Point], rect: Sequence[float],
               margin_deg: float = 2.5, stretch: float = 1.0) -> "Projection":
        """A projection framing every (lon, lat) in ``points`` with a margin in degrees."""
        pts = list(points)
        if not pts:
            raise ValueError("no points to frame")
        lons = [p[0] for p in pts]
        lats = [p[1] for p in pts]
        return cls(min(lons) - margin_deg, max(lons) + margin_deg,
                   min(lats) - margin_deg, max(lats) + margin_deg, rect, stretch)

    def _raw(self, lon: float, lat: float) -> Point:
        rho = self._f / math.tan(math.pi / 4 + math.radians(lat) / 2) ** self._n
        theta = self._n * math.radians(lon - self._lon0)
        return rho * math.sin(theta), self._rho0 - rho * math.cos(theta)

    def project(self, lon: float, lat: float) -> Point:
        """Pixel position (floats) of a lon/lat point."""
        x, y = self._raw(lon, lat)
        return self._ox + x * self.stretch * self.scale, self._oy - y * self.scale

    def project_many(self, pts: Iterable[Point]) -> list[Point]:
        return [self.project(lon, lat) for lon, lat in pts]

    def unproject(self, px: float, py: float) -> Point:
        """Lon/lat of a pixel position (inverse of :meth:`project`)."""
        x = (px - self._ox) / self.scale / self.stretch
        y = (self._oy - py) / self.scale
        dy = self._rho0 - y
        rho = math.copysign(math.hypot(x, dy), self._n)
        theta = math.atan2(x, dy) if self._n > 0 else math.atan2(-x, -dy)
        lat = 2 * math.atan((self._f / rho) ** (1 / self._n)) - math.pi / 2
        return self._lon0 + math.degrees(theta / self._n), math.degrees(lat)


class FittedProjection:
    """A projection bent onto a stylised board: the Lambert projection of the anchors' lon/lat,
    then the affine map that lays them best (least squares) onto their board positions.

    Grid boards (Trans Europa) place real cities on a regular lattice, so no map projection puts
    every city exactly on its intersection; the best affine fit keeps the drawn coasts within about
    half a grid step of where the board's cities are, which reads as the board's own map.
    """

    def __init__(self, anchors: Sequence[tuple[Point, Point]]):
        if len(anchors) < 3:
            raise ValueError("need at least three anchors to fit a map")
        self.base = Projection.around([lonlat for lonlat, _ in anchors], (0, 0, 1000, 1000))
        rows = [(*self.base.project(*lonlat), 1.0) for lonlat, _ in anchors]
        self._ax = _least_squares(rows, [px for _, (px, _py) in anchors])
        self._ay = _least_squares(rows, [py for _, (_px, py) in anchors])

    def project(self, lon: float, lat: float) -> Point:
        x, y = self.base.project(lon, lat)
        ax, ay = self._ax, self._ay
        return ax[0] * x + ax[1] * y + ax[2], ay[0] * x + ay[1] * y + ay[2]

    def project_many(self, pts: Iterable[Point]) -> list[Point]:
        return [self.project(lon, lat) for lon, lat in pts]


def _least_squares(rows: Sequence[Sequence[float]], values: Sequence[float]) -> list[float]:
    """Solve the normal equations of ``rows @ c ~= values`` (small, dense: Gauss-Jordan)."""
    n = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) for j in range(n)] + [sum(r[i] * v for r, v in zip(rows, values))]
         for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12:
            raise ValueError("anchors are collinear: no map fits them")
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
    return [a[i][n] / a[i][i] for i in range(n)]


def europe_projection(rect: Sequence[float]) -> Projection:
    """The default framing of the Europe board."""
    return Projection(*EUROPE_VIEW, rect)


def render_basemap(surface, projection: Projection | FittedProjection,
                   theme_colors: Mapping[str, Sequence[int]] | None = None,
                   basemap: Basemap | None = None) -> None:
    """Paint sea, land, lakes, coasts and borders over the whole of ``surface``.

    Meant to be drawn once into the static board layer: a full 1920x1080 paint takes a
    fraction of a second, not a per-frame cost.
    """
    import pygame  # the only pygame use in this module

    colors = {**DEFAULT_COLORS, **(theme_colors or {})}
    bm = basemap or load_basemap()
    w, h = surface.get_size()
    view = pygame.Rect(0, 0, w, h).inflate(40, 40)

    def on_screen(ring: Ring) -> list[Point] | None:
        pts = projection.project_many(ring)
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        if max(xs) - min(xs) < 1.5 and max(ys) - min(ys) < 1.5:
            return None  # smaller than a pixel
        if max(xs) < view.left or min(xs) > view.right or max(ys) < view.top \
                or min(ys) > view.bottom:
            return None
        return pts

    land = [p for p in map(on_screen, bm.land) if p]
    coasts = [p for p in map(on_screen, bm.coast_lines()) if p and len(p) > 1]
    water = [p for p in map(on_screen, bm.holes + bm.lakes) if p]

    # Land mask at quarter size: blurred, it gives the shallows glow and the inland shading
    # cheaply, and smooth scaling back up keeps them soft.
    q = 4
    small = (max(1, w // q), max(1, h // q))
    mask = pygame.Surface(small)
    mask.fill((0, 0, 0))
    for pts in land:
        pygame.draw.polygon(mask, (255, 255, 255), [(x / q, y / q) for x, y in pts])
    for pts in water:
        pygame.draw.polygon(mask, (0, 0, 0), [(x / q, y / q) for x, y in pts])

    # Sea with a gentle vertical gradient, then the shallows glowing off the coasts.
    sea = colors["sea"]
    for row in range(h):
        f = row / max(1, h - 1)
        c = [int(v * (1.04 - 0.1 * f)) for v in sea]
        pygame.draw.line(surface, [min(255, v) for v in c], (0, row), (w, row))
    _draw_graticule(surface, projection, colors["graticule"])
    # Shallows: mix towards the lighter water by a blurred, doubled land mask, so the glow
    # is strong at the shore and fades out within a few tens of pixels.
    glow = pygame.transform.gaussian_blur(mask, 5)
    glow.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    glow = pygame.transform.smoothscale(glow, (w, h))
    rest = pygame.Surface((w, h))
    rest.fill((255, 255, 255))
    rest.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    surface.blit(rest, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    # Each full-size helper is let go as soon as it is used (and reused where it can be): a
    # board-sized surface is several megabytes, and all of them at once made the table's
    # memory peak.
    shallows = rest
    shallows.fill(colors["shallows"])
    shallows.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    surface.blit(shallows, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    del glow, rest, shallows
    # A ring of water lines around the coasts, as on old sea charts.
    ripples = pygame.Surface((w, h), pygame.SRCALPHA)
    for width, alpha in ((22, 26), (11, 34)):
        for line in coasts:
            pygame.draw.lines(ripples, (*colors["shallows"][:3], alpha), False, line, width)
        surface.blit(ripples, (0, 0))
        ripples.fill((0, 0, 0, 0))
    del ripples

    # Land: parchment fading to a warmer shade towards the coast. The blurred mask is the
    # mixing weight: plain * mask + shade * (1 - mask).
    inner = pygame.transform.smoothscale(pygame.transform.gaussian_blur(mask, 3), (w, h))
    del mask
    shade = pygame.Surface((w, h))
    shade.fill((255, 255, 255))
    shade.blit(inner, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # 1 - mask
    shade.fill(colors["land_shade"], special_flags=pygame.BLEND_RGB_MULT)
    plain = inner  # mask * land, in place
    plain.fill(colors["land"], special_flags=pygame.BLEND_RGB_MULT)
    plain.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    del shade
    # Cut the blended land out along the exact, sharp coastline; inland seas and lakes stay
    # open and show the water (with its shallows) drawn beneath.
    cut = pygame.Surface((w, h), pygame.SRCALPHA)
    for pts in land:
        pygame.draw.polygon(cut, (255, 255, 255, 255), pts)
    for pts in water:
        pygame.draw.polygon(cut, (0, 0, 0, 0), pts)
    land_rgba = pygame.Surface((w, h), pygame.SRCALPHA)
    land_rgba.blit(plain, (0, 0))
    del plain
    land_rgba.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    del cut
    surface.blit(land_rgba, (0, 0))
    del land_rgba

    # Borders faint, then the coast: a wide translucent stroke under a thin crisp one.
    lines = pygame.Surface((w, h), pygame.SRCALPHA)
    border = (*colors["border"][:3], 110)
    for line in bm.borders:
        pts = projection.project_many(line)
        if len(pts) > 1:
            pygame.draw.aalines(lines, border, False, pts)
    coast_soft = (*colors["coast"][:3], 60)
    coast_hard = (*colors["coast"][:3], 190)
    for pts in coasts:
        pygame.draw.lines(lines, coast_soft, False, pts, 3)
        pygame.draw.aalines(lines, coast_hard, False, pts)
    surface.blit(lines, (0, 0))

    _draw_vignette(surface, colors["vignette"])


def _draw_graticule(surface, projection: Projection | FittedProjection, color: Sequence[int]) -> None:
    import pygame

    lon0, lon1, lat0, lat1 = -40, 80, 20, 80
    for lon in range(lon0, lon1 + 1, 10):
        pts = [projection.project(lon, lat) for lat in range(lat0, lat1 + 1)]
        pygame.draw.aalines(surface, color, False, pts)
    for lat in range(lat0, lat1 + 1, 10):
        pts = [projection.project(lon, lat) for lon in range(lon0, lon1 + 1)]
        pygame.draw.aalines(surface, color, False, pts)


def _draw_vignette(surface, color: Sequence[int]) -> None:
    """Darken towards the edges: drawn small as concentric ellipses, blurred, scaled up."""
    import pygame

    w, h = surface.get_size()
    sw, sh = 96, 54
    v = pygame.Surface((sw, sh), pygame.SRCALPHA)
    # Alpha per pixel from the distance to the centre, in the small surface.
    for y in range(sh):
        for x in range(sw):
            dx = (x + 0.5) / sw - 0.5
            dy = (y + 0.5) / sh - 0.5
            d = math.hypot(dx * 1.0, dy * 1.1) / 0.72
            a = max(0.0, min(1.0, (d - 0.55) / 0.45))
            v.set_at((x, y), (*color[:3], int(170 * a * a)))
    surface.blit(pygame.transform.smoothscale(v, (w, h)), (0, 0))
