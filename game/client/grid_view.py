"""The triangular grid board (Trans Europa): geometry, static layer and the tracks.

Intersections sit at ``(x * w / 2, y * h)`` with ``h = w * sqrt(3) / 2``. The land is drawn as
the triangles whose three corners are intersections of the board, so the map's outline comes from
the board data itself; double segments (mountains, rivers) are drawn as a band of hatching. When
the manifest gives every city's lon/lat, the Natural Earth basemap is fitted under the grid.
"""

from __future__ import annotations

import math

from game.client import pieces, theme
from game.client.dirty import points_bounds
from game.client.basemap import FittedProjection, has_basemap, load_basemap, render_basemap
from game.client.pg import pygame
from game.client.ui import point_segment_distance
from game.rules.grid_board import node_id

SEA = (64, 112, 124)
LAND = (228, 212, 174)
LAND_EDGE = (188, 162, 120)


def parse_point(pid: str) -> tuple[int, int]:
    x, y = pid.split(",")
    return int(x), int(y)


def parse_segment(sid: str) -> tuple[str, str]:
    a, b = sid.split("-")
    return a, b


class GridBoardView:
    def __init__(self, match, rect: pygame.Rect, settings, view):
        self.rect = pygame.Rect(rect)
        self.settings = settings
        board = view["board"]
        self.board = board
        self.board_id = getattr(getattr(getattr(match.setup, "data", None), "board", None), "id", "") or ""
        self.points = [parse_point(p) for p in board["intersections"]]
        xs = [p[0] for p in self.points]
        ys = [p[1] for p in self.points]
        self.min_x, self.min_y = min(xs), min(ys)
        span_x = max(xs) - self.min_x
        span_y = max(ys) - self.min_y
        inner = self.rect.inflate(-80, -110).move(0, -14)
        w = min(inner.w / (span_x / 2 + 0.0001), inner.h / (span_y * math.sqrt(3) / 2 + 0.0001))
        self.w = w
        self.h = w * math.sqrt(3) / 2
        width_px = span_x * w / 2
        height_px = span_y * self.h
        self.ox = inner.x + (inner.w - width_px) / 2
        self.oy = inner.y + (inner.h - height_px) / 2
        self.pos = {pid: self.to_px(parse_point(pid)) for pid in board["intersections"]}
        self.point_set = set(board["intersections"])
        self.doubles = set(board["doubles"])
        self.cities = {c["at"]: c for c in board["cities"]}
        self.city_by_id = {c["id"]: c for c in board["cities"]}
        self.seat_colors = [s.color or theme.SEAT_COLOR_ORDER[i] for i, s in enumerate(match.seats)]
        self.layer: pygame.Surface | None = None
        self.version = 0  # counts every change painted on the layer (the table composes its frame from it)
        self.painted: set[str] = set()
        self.map_anchors = self._map_anchors(match)
        self._map: pygame.Surface | None = None
        self.reserved: list[pygame.Rect] = []  # panels over the board that names keep clear of
        self._names = None
        self._names_key = None
        self._names_stuck: set = set()  # names that found no clear place: tried again on every change
        self._names_tracks = None  # the tracks list the names were last asked for (a view's own)
        self._names_version = 0  # counts every placing of names (see names_bounds)
        self._bounds: tuple[int, dict] = (-1, {})
        # Screen rectangles painted on the layer since the table last composed it (HudBase.take_damage).
        self.damaged: list[pygame.Rect] = []

    def _map_anchors(self, match) -> list[tuple[tuple[float, float], tuple[float, float]]]:
        """(lon/lat, position on the layer) of every city whose manifest gives its lon/lat; a map
        of Europe is laid under the grid only when every city has one."""
        manifest = getattr(getattr(match.setup, "data", None), "board", None)
        cities = getattr(manifest, "cities", ()) or ()
        anchors = []
        for city in cities:
            lonlat = getattr(city, "lonlat", None)
            at = node_id(tuple(city.at)) if hasattr(city, "at") else None
            if lonlat is None or at not in self.pos:
                return []
            x, y = self.pos[at]
            anchors.append((tuple(lonlat), (x - self.rect.x, y - self.rect.y)))
        return anchors if len(anchors) >= 3 else []

    def map_background(self) -> pygame.Surface | None:
        """The basemap under the grid, painted once per view: the board's own bent map when the
        project ships one (tools/build_basemap.py --bend-onto: every city on its intersection),
        else the Natural Earth map fitted by the best affine map (see FittedProjection)."""
        if self._map is None and has_basemap(f"{self.board_id}_grid"):
            try:
                bent = load_basemap(f"{self.board_id}_grid")
            except (OSError, ValueError, KeyError):
                bent = None
            if bent is not None:
                self._map = pygame.Surface(self.rect.size).convert()
                render_basemap(self._map, _GridUnits(self), basemap=bent, graticule=False)
                return self._map
        if self._map is None and self.map_anchors:
            try:
                projection = FittedProjection(self.map_anchors)
            except ValueError:
                self.map_anchors = []
                return None
            self._map = pygame.Surface(self.rect.size).convert()
            render_basemap(self._map, projection)
        return self._map

    def local(self, p) -> tuple[float, float]:
        return p[0] - self.rect.x, p[1] - self.rect.y

    def to_px(self, p) -> tuple[float, float]:
        return self.ox + (p[0] - self.min_x) * self.w / 2, self.oy + (p[1] - self.min_y) * self.h

    def seg_ends(self, sid: str):
        a, b = parse_segment(sid)
        return self.pos[a], self.pos[b]

    def segment_distance(self, sid: str, pos) -> float | None:
        a, b = self.seg_ends(sid)
        # Trim the ends so the intersections themselves stay easy to pick.
        d = point_segment_distance(pos, a, b)
        return d if d <= max(16, self.w * 0.22) else None

    def point_distance(self, pid: str, pos) -> float | None:
        p = self.pos[pid]
        d = math.hypot(pos[0] - p[0], pos[1] - p[1])
        return d if d <= max(24, self.w * 0.3) else None

    # -- painting ------------------------------------------------------------------------------

    def neighbours(self, pid: str):
        x, y = parse_point(pid)
        for dx, dy in ((2, 0), (1, 1), (-1, 1)):
            q = f"{x + dx},{y + dy}"
            if q in self.point_set:
                yield q

    def all_segments(self):
        for pid in self.board["intersections"]:
            for q in self.neighbours(pid):
                a, b = sorted((parse_point(pid), parse_point(q)))
                yield f"{a[0]},{a[1]}-{b[0]},{b[1]}"

    def rebuild(self, view, hidden: set[str] = frozenset()) -> None:
        layer = pygame.Surface(self.rect.size).convert()
        background = self.map_background()
        if background is not None:
            layer.blit(background, (0, 0))
        else:
            for row in range(self.rect.h):
                f = row / self.rect.h
                pygame.draw.line(layer, theme.mix(theme.shade(SEA, 1.08), theme.shade(SEA, 0.8), f), (0, row),
                                 (self.rect.w, row))
        off = (-self.rect.x, -self.rect.y)

        def L(p):
            return p[0] + off[0], p[1] + off[1]

        # Land: every triangle of the grid, then a soft rim around it.
        tris = []
        for pid in self.board["intersections"]:
            x, y = parse_point(pid)
            for corner in ((f"{x + 2},{y}", f"{x + 1},{y + 1}"), (f"{x + 1},{y + 1}", f"{x - 1},{y + 1}")):
                if all(c in self.point_set for c in corner):
                    tris.append([L(self.pos[pid]), L(self.pos[corner[0]]), L(self.pos[corner[1]])])
        rim = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        for tri in tris:
            cx = sum(p[0] for p in tri) / 3
            cy = sum(p[1] for p in tri) / 3
            grown = [(cx + (p[0] - cx) * 1.5, cy + (p[1] - cy) * 1.5) for p in tri]
            pygame.draw.polygon(rim, (*theme.mix(SEA, (255, 255, 255), 0.3), 255), grown)
        if background is None:
            layer.blit(rim, (0, 0))
            for tri in tris:
                pygame.draw.polygon(layer, LAND, tri)
        else:
            # Over the map, the playing area is a light wash: coasts stay readable under the grid.
            wash = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            for tri in tris:
                pygame.draw.polygon(wash, (*LAND, 120), tri)
            rim.set_alpha(70)
            layer.blit(rim, (0, 0))
            layer.blit(wash, (0, 0))
        # Plain segments: fine dotted lines; doubles: a hatched band.
        for sid in self.all_segments():
            a, b = (L(p) for p in self.seg_ends(sid))
            if sid in self.doubles:
                self._paint_double(layer, a, b)
            else:
                pygame.draw.aaline(layer, LAND_EDGE, a, b)
        for pid, p in self.pos.items():
            pygame.draw.circle(layer, (150, 124, 90), L(p), 4)
        # Cities: coloured discs with a symbol and the name.
        for at, city in self.cities.items():
            p = L(self.pos[at])
            color = theme.CARD_COLORS.get(city["color"], (200, 200, 200))
            r = max(14, int(self.w * 0.2))
            pygame.draw.circle(layer, (30, 24, 20), (p[0] + 2, p[1] + 3), r + 2)
            pygame.draw.circle(layer, color, p, r)
            pygame.draw.circle(layer, (40, 30, 24), p, r, 3)
            if self.settings.colorblind:
                theme.symbol(layer, theme.card_symbol(city["color"]), p, r * 1.1, theme.contrast_ink(color))
        # City names are drawn over the tracks each frame (see draw_names), placed clear of them.
        self.layer = layer
        self.version += 1
        self.damaged.append(self.rect.copy())
        self.painted = set()
        for track in view["tracks"]:
            if track["segment"] not in hidden:
                self.paint_track(track["segment"], track["seat"], track["double"])

    def release(self) -> None:
        """Drop the layer and the map (several megabytes each) when the table closes."""
        self.layer = None
        self._map = None

    def _paint_double(self, layer, a, b) -> None:
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1
        ux, uy = dx / length, dy / length
        nx, ny = -uy, ux
        for k in range(3, 12):
            t = k / 14
            cx, cy = a[0] + dx * t, a[1] + dy * t
            pygame.draw.line(layer, (150, 110, 70), (cx - nx * 7 + ux * 3, cy - ny * 7 + uy * 3),
                             (cx + nx * 7 - ux * 3, cy + ny * 7 - uy * 3), 3)
        pygame.draw.aaline(layer, (150, 110, 70), a, b)

    def paint_track(self, sid: str, seat: int, double: bool, surface=None, lift: float = 0.0, alpha: int = 255) -> None:
        """A piece of track in the builder's colour (see :func:`pieces.draw_track`)."""
        target = surface if surface is not None else self.layer
        off = (0, 0) if surface is not None else (-self.rect.x, -self.rect.y)
        a, b = self.seg_ends(sid)
        a = (a[0] + off[0], a[1] + off[1] - lift)
        b = (b[0] + off[0], b[1] + off[1] - lift)
        color = self.seat_colors[seat] if 0 <= seat < len(self.seat_colors) else None
        pieces.draw_track(target, a, b, color, double)
        if surface is None:
            self.painted.add(sid)
            self.version += 1
            self.damaged.append(segment_bounds(a, b).move(self.rect.x, self.rect.y))

    def sync(self, view, hidden: set[str]) -> None:
        placed = {t["segment"]: t for t in view["tracks"] if t["segment"] not in hidden}
        if self.layer is None or any(s not in placed for s in self.painted):
            self.rebuild(view, hidden)
            return
        for sid, track in placed.items():
            if sid not in self.painted:
                self.paint_track(sid, track["seat"], track["double"])

    def draw(self, surface) -> None:
        surface.blit(self.layer, self.rect)

    # -- city names ----------------------------------------------------------------------------

    @property
    def city_r(self) -> int:
        return max(14, int(self.w * 0.2))

    def marker_spot(self, at: str) -> tuple[float, float]:
        """Where a start marker stands: on a plain intersection, on it; on a city, just above the
        city's disc, so the disc (its colour is the city's group) and the name stay in view."""
        x, y = self.pos[at]
        if at in self.cities:
            return x, y - self.city_r - pieces.MARKER_HALF + 4
        return x, y

    def city_box(self, at: str) -> tuple[float, float, float, float]:
        """A city's disc and, above it, the room kept for a start marker and objective pips."""
        x, y = self.pos[at]
        r = self.city_r
        top = y - r - 2 * pieces.MARKER_HALF - 8
        return x - r - 16, top, 2 * r + 32, y + r + 3 - top

    def static_obstacles(self) -> list:
        from game.client.labels import Box

        return [Box(self.city_box(at)) for at in self.cities] + [Box(tuple(r)) for r in self.reserved]

    def piece_obstacles(self, tracks, markers) -> list:
        """Placed tracks (their bar and symbol) and start markers on plain intersections."""
        from game.client.labels import Band, Box

        items = []
        for track in tracks:
            a, b = self.seg_ends(track["segment"])
            dx, dy = b[0] - a[0], b[1] - a[1]
            start = (a[0] + dx * 0.14, a[1] + dy * 0.14)
            end = (a[0] + dx * 0.86, a[1] + dy * 0.86)
            items.append(Band(start, end, pieces.TRACK_HALF + 1))
        for at in markers:
            if at and at in self.pos and at not in self.cities:
                x, y = self.marker_spot(at)
                h = pieces.MARKER_HALF + 3
                items.append(Box((x - h, y - h - 8, 2 * h, 2 * h + 8)))
        return items

    def names(self, tracks=(), markers=()) -> dict:
        """Each city's name, placed below its disc when that is free, else wherever it is clear of
        the tracks and markers on the board now; a name moves only when a piece lands on it.

        Pieces only come while a round lasts: a change is checked against the pieces that came
        since the last (and the names that found no clear place then), not against every piece
        on the board again; the names moved are those a check of every piece moves."""
        from game.client.labels import Box, LabelRequest, place_labels, place_one
        from game.client.obstacle_mask import MaskObstacles

        if self._names is not None and tracks is self._names_tracks and tuple(markers) == self._names_key[1]:
            return self._names  # the same view's tracks (a frame composing the board asks again)
        segments = tuple(sorted(t["segment"] for t in tracks))
        key = (segments, tuple(markers))
        if self._names is not None and self._names_key == key:
            self._names_tracks = tracks
            return self._names
        self._names_version += 1
        size = max(theme.TEXT_SIZES["city"])

        def request(at) -> LabelRequest:
            w, h = theme.text(self.cities[at]["name"], size, (0, 0, 0), bold=True, condensed=True).get_size()
            return LabelRequest(at, self.pos[at], (w + 4, h), keep_out=self.city_r + 2, prefer=(90.0, 0.0, 180.0, -90.0))
        area = tuple(self.rect.inflate(-6, -6))
        if self._names is None:
            pieces_now = self.piece_obstacles(tracks, markers)
            base = MaskObstacles(self.rect.size, self.rect.topleft, self.static_obstacles() + pieces_now)
            self._names = place_labels([request(at) for at in self.cities], base, area)
            self._names_stuck = {at for at, label in self._names.items()
                                 if any(item.hits(label.rect) for item in pieces_now)}
        else:
            old_segments, old_markers = self._names_key
            before, before_markers = set(old_segments), set(old_markers)
            if len(before) == len(old_segments) and before <= set(segments) and before_markers <= set(markers):
                pieces_now = None
                fresh = self.piece_obstacles([t for t in tracks if t["segment"] not in before],
                                             [at for at in markers if at not in before_markers])
                stuck = self._names_stuck
                moved = [at for at, label in self._names.items()
                         if at in stuck or any(item.hits(label.rect) for item in fresh)]
            else:  # a new round: pieces went
                pieces_now = self.piece_obstacles(tracks, markers)
                moved = [at for at, label in self._names.items()
                         if any(item.hits(label.rect) for item in pieces_now)]
            if moved:
                if pieces_now is None:
                    pieces_now = self.piece_obstacles(tracks, markers)
                others = [Box(label.rect) for at, label in self._names.items() if at not in moved]
                mask = MaskObstacles(self.rect.size, self.rect.topleft,
                                     self.static_obstacles() + pieces_now + others)
                for at in moved:
                    label = place_one(request(at), mask, area)
                    self._names[at] = label
                    mask.add(Box(label.rect))
                self._names_stuck = {at for at in moved if any(item.hits(self._names[at].rect) for item in pieces_now)}
        self._names_key = key
        self._names_tracks = tracks
        return self._names

    def names_bounds(self) -> dict:
        """What each name placed by the last :meth:`names` covers (:func:`name_bounds`), in the
        names' order; worked out again only when they were placed again."""
        if self._bounds[0] != self._names_version:
            self._bounds = (self._names_version, {at: name_bounds(label) for at, label in (self._names or {}).items()})
        return self._bounds[1]

    def draw_names(self, surface, tracks=(), markers=()) -> None:
        from game.client.route_view import draw_city_name

        for at, label in self.names(tracks, markers).items():
            draw_city_name(surface, self.cities[at]["name"], label)


def segment_bounds(a, b) -> pygame.Rect:
    """What a track between a and b covers: its sleepers, bars and symbol disc, with their edges."""
    return points_bounds((a, b), 2 * pieces.TRACK_HALF)


def marker_bounds(p, scale: float = 1.0) -> pygame.Rect:
    """What :func:`draw_marker` covers: the token, its glow ring, chimney and shadow."""
    half = int(pieces.MARKER_HALF * scale) + 10
    return pygame.Rect(int(p[0]) - half, int(p[1]) - half, 2 * half, 2 * half)


def name_bounds(label) -> pygame.Rect:
    """What :func:`route_view.draw_city_name` covers: the name's place with its halo, its leader line."""
    rect = pygame.Rect(label.rect).inflate(8, 8)
    if label.leader is not None:
        (ax, ay), (bx, by) = label.leader
        rect = rect.union(pygame.Rect(int(min(ax, bx)) - 4, int(min(ay, by)) - 4, int(abs(ax - bx)) + 9,
                                      int(abs(ay - by)) + 9))
    return rect


def draw_marker(surface, p, seat: int, seat_colors, colorblind: bool, scale: float = 1.0, glow: bool = False) -> None:
    """A seat's start marker (the symbol is always drawn: ``colorblind`` is kept for callers)."""
    pieces.draw_marker(surface, p, seat_colors[seat], scale, glow)


class _GridUnits:
    """A bent map's coordinates (grid steps: x / 2, y * sqrt(3) / 2 of an intersection) to px on
    the board's own surface."""

    def __init__(self, view: GridBoardView):
        self.view = view

    def project(self, u: float, v: float) -> tuple[float, float]:
        x, y = self.view.to_px((2 * u, 2 * v / math.sqrt(3)))
        return x - self.view.rect.x, y - self.view.rect.y

    def project_many(self, pts):
        return [self.project(u, v) for u, v in pts]
