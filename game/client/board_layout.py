"""Laying out a route board from the sofa: each city is a name plate, and routes run between plates.

Cities come from the board manifest at their real lon/lat; projected as they are, Paris, Dieppe,
Bruxelles, Amsterdam and Essen sit so close that no 24 px name fits between their routes (and the
Ruhr of a German board is worse). Printed boards are schematic for the same reason. Here each city
is drawn as a plate bearing its name (and its station, when one is built), routes end at the
plates' edges, and the layout makes room for them:

1. a fisheye around the most crowded area (distances from its centre raised to the power
   ``gamma`` < 1) gives the centre more room and the emptier rim less, fitted back into the board's
   rectangle (same scale both ways), with the plates' half sizes kept off the rim;
2. a relaxation then moves the plates until none overlaps another, none lies on a route that does
   not end at it, and every route keeps room for its cars between its two plates, with a weak pull
   back to where step 1 put them.

:meth:`BoardLayout.warp` maps any projected point the same way (the fisheye, plus the relaxation's
moves spread piecewise-affinely between the cities), so the basemap bends with the cities and each
city still stands on its own place on the map. Pure Python, no pygame.
"""

from __future__ import annotations

import math
from typing import Mapping, Sequence

from game.client.labels import rects_overlap, segment_rect_distance
from game.client.warp import PiecewiseAffine

Point = tuple[float, float]
Rect = tuple[float, float, float, float]

PLATE_GAP = 10.0  # px kept between two plates, and between a plate and a route passing by
CAR_ROOM = 24.0  # px of route between two plates per car


class BoardLayout:
    """``points``: projected city positions; ``routes``: (a, b, cars, half width) for each route,
    the half width being how far its drawing (every track of a double route, tunnel teeth, shadows)
    reaches from the line between the two cities; ``sizes``: each city's plate (width, height)."""

    def __init__(self, points: Mapping[str, Point], routes: Sequence[tuple[str, str, int, float]], area: Rect,
                 sizes: Mapping[str, tuple[float, float]], gamma: float = 0.7, iterations: int = 400):
        self.source = dict(points)
        ids = list(self.source)
        self.sizes = dict(sizes)
        half_w = max((w for w, _ in self.sizes.values()), default=0) / 2
        half_h = max((h for _, h in self.sizes.values()), default=0) / 2
        x, y, w, h = area
        self.area = area
        self.gamma = gamma
        self._fit_fisheye(ids, (x + half_w, y + half_h, w - 2 * half_w, h - 2 * half_h))
        fish = {k: self.fisheye(*self.source[k]) for k in ids}
        pairs: dict[tuple[str, str], tuple[int, float]] = {}
        for a, b, cars, half in routes:
            if a != b:
                key = (min(a, b), max(a, b))
                old = pairs.get(key, (0, 0.0))
                pairs[key] = (max(old[0], cars), max(old[1], half))
        self.routes = [(a, b, n, half) for (a, b), (n, half) in pairs.items()]
        self.positions = relax_plates(fish, self.sizes, self.routes, area, iterations)
        # The relaxation's moves, spread over the map: zero on a frame around the board and beyond.
        frame = [(x - w / 2 + i * w / 3, y - h / 2 + j * h / 3) for i in range(7) for j in range(7)
                 if i in (0, 6) or j in (0, 6)]
        src = [fish[k] for k in ids] + frame
        dst = [self.positions[k] for k in ids] + frame
        self._residual = PiecewiseAffine(src, dst, outside_identity=True)

    def plate(self, city: str) -> Rect:
        return plate_rect(self.positions[city], self.sizes[city])

    def _fit_fisheye(self, ids: Sequence[str], fit: Rect) -> None:
        pts = self.source
        # The most crowded area: cities weighted by the square of how many others are near them.
        near = {k: sum(1 for o in ids if math.dist(pts[k], pts[o]) < 150) for k in ids}
        total = sum(near[k] ** 2 for k in ids)
        self.centre = (sum(pts[k][0] * near[k] ** 2 for k in ids) / total,
                       sum(pts[k][1] * near[k] ** 2 for k in ids) / total)
        self.radius = max(math.dist(pts[k], self.centre) for k in ids) or 1.0
        self.scale, self.offset = 1.0, (0.0, 0.0)
        bent = [self.fisheye(*pts[k]) for k in ids]
        xs, ys = [p[0] for p in bent], [p[1] for p in bent]
        ax, ay, aw, ah = fit
        self.scale = min(aw / ((max(xs) - min(xs)) or 1), ah / ((max(ys) - min(ys)) or 1))
        # Centre the fitted cities in the area.
        used_w, used_h = (max(xs) - min(xs)) * self.scale, (max(ys) - min(ys)) * self.scale
        self.offset = (ax + (aw - used_w) / 2 - min(xs) * self.scale, ay + (ah - used_h) / 2 - min(ys) * self.scale)

    def fisheye(self, x: float, y: float) -> Point:
        cx, cy = self.centre
        dx, dy = x - cx, y - cy
        r = math.hypot(dx, dy)
        k = (r / self.radius) ** self.gamma * self.radius / r if r > 1e-9 else 1.0
        return (cx + dx * k) * self.scale + self.offset[0], (cy + dy * k) * self.scale + self.offset[1]

    def warp(self, x: float, y: float) -> Point:
        """Where a projected point of the map lands on the spread board."""
        fx, fy = self.fisheye(x, y)
        return self._residual.map(fx, fy)


def _segment_distance(p: Point, a: Point, b: Point) -> tuple[float, float, float, float]:
    vx, vy = b[0] - a[0], b[1] - a[1]
    length2 = vx * vx + vy * vy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * vx + (p[1] - a[1]) * vy) / length2))
    cx, cy = a[0] + t * vx, a[1] + t * vy
    return math.hypot(p[0] - cx, p[1] - cy), cx, cy, t


def plate_rect(p: Point, size: tuple[float, float]) -> Rect:
    w, h = size
    return p[0] - w / 2, p[1] - h / 2, w, h


def plate_exit(p: Point, size: tuple[float, float], towards: Point, half: float = 0.0) -> float:
    """How far from a plate's centre, towards ``towards``, a route ``half`` px wide on each side
    of its line is clear of the plate: the last point where any line across the route's width
    still leaves the rectangle (slab test along the route, sampled across its width)."""
    w, h = size
    dx, dy = towards[0] - p[0], towards[1] - p[1]
    d = math.hypot(dx, dy) or 1.0
    ux, uy = dx / d, dy / d
    nx, ny = -uy, ux
    best = 0.0
    steps = 8
    for i in range(steps + 1):
        side = -half + 2 * half * i / steps
        qx, qy = nx * side, ny * side
        t_in, t_out = -math.inf, math.inf
        for q, u, lim in ((qx, ux, w / 2), (qy, uy, h / 2)):
            if abs(u) < 1e-12:
                if abs(q) > lim:
                    t_in, t_out = math.inf, -math.inf
                continue
            t1, t2 = (-lim - q) / u, (lim - q) / u
            t_in, t_out = max(t_in, min(t1, t2)), min(t_out, max(t1, t2))
        if t_in <= t_out and t_out > best:
            best = t_out
    return best


def route_room(pa: Point, pb: Point, size_a, size_b, half: float = 0.0) -> float:
    """Length of a route between its two plates (no part of its width cutting into either)."""
    return math.dist(pa, pb) - plate_exit(pa, size_a, pb, half) - plate_exit(pb, size_b, pa, half)


def layout_conflicts(positions: Mapping[str, Point], sizes, routes) -> list[tuple]:
    """Overlapping plates, plates on routes not ending at them, routes too short for their cars."""
    out: list[tuple] = []
    ids = list(positions)
    rects = {k: plate_rect(positions[k], sizes[k]) for k in ids}
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            if rects_overlap(rects[a], rects[b]):
                out.append(("plates", a, b))
    for a, b, cars, half in routes:
        pa, pb = positions[a], positions[b]
        lo_x, hi_x = min(pa[0], pb[0]) - half, max(pa[0], pb[0]) + half
        lo_y, hi_y = min(pa[1], pb[1]) - half, max(pa[1], pb[1]) + half
        for k in ids:
            x, y, w, h = rects[k]
            if k in (a, b) or x > hi_x or x + w < lo_x or y > hi_y or y + h < lo_y:
                continue
            if segment_rect_distance(pa, pb, rects[k]) < half:
                out.append(("route", k, a, b))
        if route_room(positions[a], positions[b], sizes[a], sizes[b], half) < cars * CAR_ROOM * 0.6:
            out.append(("short", a, b))
    return out


def relax_plates(start: Mapping[str, Point], sizes, routes: Sequence[tuple[str, str, int, float]], area: Rect,
                 iterations: int, pull: float = 0.02) -> dict[str, Point]:
    ids = list(start)
    pos = {k: [start[k][0], start[k][1]] for k in ids}
    x0, y0, width, height = area
    gap = PLATE_GAP
    for it in range(iterations):
        move = {k: [0.0, 0.0] for k in ids}
        rects = {k: plate_rect(pos[k], sizes[k]) for k in ids}
        busy = False
        # Plates apart, along the axis where they overlap least.
        for i, a in enumerate(ids):
            ra = rects[a]
            for b in ids[i + 1:]:
                rb = rects[b]
                ox = min(ra[0] + ra[2], rb[0] + rb[2]) - max(ra[0], rb[0]) + gap
                if ox <= 0:
                    continue
                oy = min(ra[1] + ra[3], rb[1] + rb[3]) - max(ra[1], rb[1]) + gap
                if oy <= 0:
                    continue
                busy = True
                if ox / (ra[2] + rb[2]) < oy / (ra[3] + rb[3]):
                    step = math.copysign(ox * 0.25, (pos[b][0] - pos[a][0]) or 1.0)
                    move[a][0] -= step
                    move[b][0] += step
                else:
                    step = math.copysign(oy * 0.25, (pos[b][1] - pos[a][1]) or 1.0)
                    move[a][1] -= step
                    move[b][1] += step
        for a, b, cars, half in routes:
            pa, pb = pos[a], pos[b]
            clear = half + PLATE_GAP
            # Room for the cars between the two plates.
            need = cars * CAR_ROOM + 6
            room = route_room(pa, pb, sizes[a], sizes[b], half)
            if room < need:
                busy = True
                d = math.dist(pa, pb) or 1.0
                f = (need - room) * 0.25 / d
                dx, dy = pb[0] - pa[0], pb[1] - pa[1]
                move[a][0] -= dx * f
                move[a][1] -= dy * f
                move[b][0] += dx * f
                move[b][1] += dy * f
            # Plates off the routes that do not end at them.
            lo_x, hi_x = min(pa[0], pb[0]) - 120, max(pa[0], pb[0]) + 120
            lo_y, hi_y = min(pa[1], pb[1]) - 60, max(pa[1], pb[1]) + 60
            for k in ids:
                pk = pos[k]
                if k == a or k == b or not (lo_x < pk[0] < hi_x and lo_y < pk[1] < hi_y):
                    continue
                # Cheap first: the plate's centre far from the line by more than its half diagonal.
                cd = _segment_distance(pk, pa, pb)[0]
                w, h = sizes[k]
                if cd - math.hypot(w, h) / 2 >= clear:
                    continue
                d = segment_rect_distance(pa, pb, rects[k])
                if d >= clear:
                    continue
                busy = True
                _, cx, cy, _t = _segment_distance(pk, pa, pb)
                dx, dy = pk[0] - cx, pk[1] - cy
                n = math.hypot(dx, dy) or 1.0
                f = (clear - d) * 0.3
                move[k][0] += dx / n * f
                move[k][1] += dy / n * f
                for end in (a, b):
                    move[end][0] -= dx / n * f / 2
                    move[end][1] -= dy / n * f / 2
        # The pull home fades out: early on it keeps the map's shape, at the end it must not hold a
        # plate a few px on a route.
        home = pull * max(0.0, 1 - 2 * it / iterations)
        for k in ids:
            p = pos[k]
            w, h = sizes[k]
            p[0] = min(max(p[0] + move[k][0] + home * (start[k][0] - p[0]), x0 + w / 2), x0 + width - w / 2)
            p[1] = min(max(p[1] + move[k][1] + home * (start[k][1] - p[1]), y0 + h / 2), y0 + height - h / 2)
        if not busy and it > 20:
            break
        if it % 20 == 19 and not layout_conflicts({k: tuple(p) for k, p in pos.items()}, sizes, routes):
            break
    return {k: (p[0], p[1]) for k, p in pos.items()}
