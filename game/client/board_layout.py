"""Spreading a route board's crowded corners so every city keeps room for its name.

Cities come from the board manifest at their real lon/lat; projected as they are, Paris, Dieppe,
Bruxelles, Amsterdam and Essen sit so close that no 24 px name fits between their routes (and the
Ruhr of a German board is worse). Printed boards are schematic for the same reason. Here:

1. a fisheye around the most crowded area (distances from its centre raised to the power
   ``gamma`` < 1) gives the centre more room and the emptier rim less, then the result is fitted
   back into the board's rectangle (same scale both ways);
2. a short relaxation pushes apart any two cities closer than ``min_gap`` and any city lying within
   ``clear`` px of a route it is not on, with a weak pull back to where step 1 put it.

:meth:`BoardLayout.warp` maps any projected point the same way (the fisheye, plus the relaxation's
moves spread piecewise-affinely between the cities), so the basemap bends with the cities and each
city still stands on its own place on the map. Pure Python, no pygame.
"""

from __future__ import annotations

import math
from typing import Iterable, Mapping, Sequence

from game.client.warp import PiecewiseAffine

Point = tuple[float, float]
Rect = tuple[float, float, float, float]


class BoardLayout:
    def __init__(self, points: Mapping[str, Point], edges: Iterable[tuple[str, str]], area: Rect,
                 min_gap: float = 100.0, clear: float = 46.0, gamma: float = 0.7, iterations: int = 120,
                 room: Mapping[str, float] | None = None):
        self.source = dict(points)
        ids = list(self.source)
        self.area = area
        self.gamma = gamma
        self._fit_fisheye(ids)
        fish = {k: self.fisheye(*self.source[k]) for k in ids}
        self.room = dict(room or {})
        self.positions = relax(fish, [(a, b) for a, b in edges if a != b], area, min_gap, clear, iterations,
                               self.room)
        # The relaxation's moves, spread over the map: zero on a frame around the board and beyond.
        x, y, w, h = area
        frame = [(x - w / 2 + i * w / 3, y - h / 2 + j * h / 3) for i in range(7) for j in range(7)
                 if i in (0, 6) or j in (0, 6)]
        src = [fish[k] for k in ids] + frame
        dst = [self.positions[k] for k in ids] + frame
        self._residual = PiecewiseAffine(src, dst, outside_identity=True)

    def _fit_fisheye(self, ids: Sequence[str]) -> None:
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
        ax, ay, aw, ah = self.area
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


def relax(start: Mapping[str, Point], edges: Sequence[tuple[str, str]], area: Rect, min_gap: float,
          clear: float, iterations: int, room: Mapping[str, float] | None = None) -> dict[str, Point]:
    """Push cities apart (``min_gap``) and off routes they are not on (``clear``); ``room`` gives
    some cities more of both (a name that found no place the first time)."""
    room = room or {}
    ids = list(start)
    reach = min_gap + max(room.values(), default=0.0)
    pos = {k: [start[k][0], start[k][1]] for k in ids}
    x0, y0, w, h = area
    pull = 0.03
    near_routes: list[tuple[str, str, str]] = []
    for it in range(iterations):
        if it % 15 == 0:  # which cities are anywhere near which routes, refreshed now and then
            near_routes = []
            for a, b in edges:
                (ax, ay), (bx, by) = pos[a], pos[b]
                margin = 2 * (clear + max(room.values(), default=0.0))
                lo_x, hi_x = min(ax, bx) - margin, max(ax, bx) + margin
                lo_y, hi_y = min(ay, by) - margin, max(ay, by) + margin
                near_routes.extend((k, a, b) for k in ids
                                   if k not in (a, b) and lo_x <= pos[k][0] <= hi_x and lo_y <= pos[k][1] <= hi_y)
        move = {k: [0.0, 0.0] for k in ids}
        for i, a in enumerate(ids):
            pa = pos[a]
            for b in ids[i + 1:]:
                pb = pos[b]
                dx, dy = pb[0] - pa[0], pb[1] - pa[1]
                if abs(dx) >= reach or abs(dy) >= reach:
                    continue
                gap = min_gap + max(room.get(a, 0.0), room.get(b, 0.0))
                d = math.hypot(dx, dy) or 0.01
                if d < gap:
                    f = (gap - d) * 0.25 / d
                    move[a][0] -= dx * f
                    move[a][1] -= dy * f
                    move[b][0] += dx * f
                    move[b][1] += dy * f
        for k, a, b in near_routes:
            d, cx, cy, t = _segment_distance(pos[k], pos[a], pos[b])
            need = clear + room.get(k, 0.0)
            if d < need and 0.02 < t < 0.98:
                dx, dy = pos[k][0] - cx, pos[k][1] - cy
                dd = d or 0.01
                f = (need - d) * 0.3 / dd
                move[k][0] += dx * f
                move[k][1] += dy * f
                for end in (a, b):
                    move[end][0] -= dx * f / 2
                    move[end][1] -= dy * f / 2
        for k in ids:
            p = pos[k]
            p[0] = min(max(p[0] + move[k][0] + pull * (start[k][0] - p[0]), x0), x0 + w)
            p[1] = min(max(p[1] + move[k][1] + pull * (start[k][1] - p[1]), y0), y0 + h)
    return {k: (p[0], p[1]) for k, p in pos.items()}
