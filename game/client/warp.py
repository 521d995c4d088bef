"""Bending a map onto a board: a Delaunay triangulation of anchor points and the piecewise-affine
map that sends each anchor to its place on the board.

Boards are not geographic: Trans Europa puts its cities on a regular grid, and a route board spreads
its crowded corners apart so every name fits. Inside each triangle of anchors the map is affine, so
straight coasts stay straight, every anchor lands exactly on its target and the map is continuous
across the triangles' edges. Points outside every triangle use the nearest triangle's affine map.
Pure Python, no pygame (the basemap build tool uses it too).
"""

from __future__ import annotations

import math
from typing import Sequence

Point = tuple[float, float]


def delaunay(points: Sequence[Point]) -> list[tuple[int, int, int]]:
    """Triangles (indices into ``points``, counter-clockwise in a y-up frame) of the Delaunay
    triangulation, by Bowyer-Watson. Fine for the few hundred points of a board."""
    n = len(points)
    if n < 3:
        return []
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    span = max(max(xs) - min(xs), max(ys) - min(ys)) or 1.0
    cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    pts = list(points) + [(cx - 20 * span, cy - span), (cx + 20 * span, cy - span), (cx, cy + 20 * span)]
    triangles: list[tuple[int, int, int]] = [(n, n + 1, n + 2)]
    circles: dict[tuple[int, int, int], tuple[float, float, float]] = {(n, n + 1, n + 2): _circumcircle(pts, (n, n + 1, n + 2))}
    for i in range(n):
        px, py = pts[i]
        bad = [t for t in triangles if _in_circle(circles[t], px, py)]
        edges: dict[tuple[int, int], int] = {}
        for t in bad:
            for e in ((t[0], t[1]), (t[1], t[2]), (t[2], t[0])):
                key = (min(e), max(e))
                edges[key] = edges.get(key, 0) + 1
        bad_set = set(bad)
        triangles = [t for t in triangles if t not in bad_set]
        for t in bad:
            del circles[t]
        for (a, b), count in edges.items():
            if count == 1:
                tri = _ccw(pts, (a, b, i))
                triangles.append(tri)
                circles[tri] = _circumcircle(pts, tri)
    return [t for t in triangles if max(t) < n]


def _ccw(pts, tri):
    a, b, c = tri
    (ax, ay), (bx, by), (cx, cy) = pts[a], pts[b], pts[c]
    return tri if (bx - ax) * (cy - ay) - (by - ay) * (cx - ax) > 0 else (a, c, b)


def _circumcircle(pts, tri) -> tuple[float, float, float]:
    (ax, ay), (bx, by), (cx, cy) = (pts[k] for k in tri)
    d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by))
    if abs(d) < 1e-12:
        return ax, ay, math.inf
    ux = ((ax * ax + ay * ay) * (by - cy) + (bx * bx + by * by) * (cy - ay) + (cx * cx + cy * cy) * (ay - by)) / d
    uy = ((ax * ax + ay * ay) * (cx - bx) + (bx * bx + by * by) * (ax - cx) + (cx * cx + cy * cy) * (bx - ax)) / d
    return ux, uy, (ux - ax) ** 2 + (uy - ay) ** 2


def _in_circle(circle, x, y) -> bool:
    ux, uy, r2 = circle
    return (x - ux) ** 2 + (y - uy) ** 2 < r2 - 1e-9 if r2 != math.inf else True


def signed_area(a: Point, b: Point, c: Point) -> float:
    return ((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])) / 2


class PiecewiseAffine:
    """The map sending ``src[i]`` to ``dst[i]``, affine inside each Delaunay triangle of ``src``."""

    CELL_COUNT = 48  # the source box is cut into this many cells a side to find triangles fast

    def __init__(self, src: Sequence[Point], dst: Sequence[Point], outside_identity: bool = False):
        if len(src) != len(dst) or len(src) < 3:
            raise ValueError("need at least three anchors, each with a target")
        self.src, self.dst = list(src), list(dst)
        self.triangles = delaunay(self.src)
        if not self.triangles:
            raise ValueError("anchors are collinear: no map fits them")
        self._affine = [self._solve(t) for t in self.triangles]
        self._bary = [self._barycentric(t) for t in self.triangles]
        self.outside_identity = outside_identity  # True: points beyond the anchors do not move
        xs = [p[0] for p in self.src]
        ys = [p[1] for p in self.src]
        self.box = (min(xs), min(ys), max(xs), max(ys))
        if len(self.src) != len(set(self.src)):
            raise ValueError("two anchors share one place")
        self._cw = (self.box[2] - self.box[0]) / self.CELL_COUNT or 1.0
        self._ch = (self.box[3] - self.box[1]) / self.CELL_COUNT or 1.0
        self._cells: dict[tuple[int, int], list[int]] = {}
        for k, t in enumerate(self.triangles):
            tx = [self.src[i][0] for i in t]
            ty = [self.src[i][1] for i in t]
            for cx in range(self._cell_x(min(tx)), self._cell_x(max(tx)) + 1):
                for cy in range(self._cell_y(min(ty)), self._cell_y(max(ty)) + 1):
                    self._cells.setdefault((cx, cy), []).append(k)

    def _cell_x(self, x: float) -> int:
        return int((x - self.box[0]) // self._cw)

    def _cell_y(self, y: float) -> int:
        return int((y - self.box[1]) // self._ch)

    def _solve(self, tri) -> tuple[float, ...]:
        """Coefficients (a, b, c, d, e, f): x' = a x + b y + c, y' = d x + e y + f."""
        (x0, y0), (x1, y1), (x2, y2) = (self.src[i] for i in tri)
        (u0, v0), (u1, v1), (u2, v2) = (self.dst[i] for i in tri)
        det = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0)
        a = ((u1 - u0) * (y2 - y0) - (u2 - u0) * (y1 - y0)) / det
        b = ((u2 - u0) * (x1 - x0) - (u1 - u0) * (x2 - x0)) / det
        d = ((v1 - v0) * (y2 - y0) - (v2 - v0) * (y1 - y0)) / det
        e = ((v2 - v0) * (x1 - x0) - (v1 - v0) * (x2 - x0)) / det
        return a, b, u0 - a * x0 - b * y0, d, e, v0 - d * x0 - e * y0

    def _barycentric(self, tri) -> tuple[float, ...]:
        """Coefficients giving the first two barycentric coordinates of a point as affine functions."""
        (x0, y0), (x1, y1), (x2, y2) = (self.src[i] for i in tri)
        det = (y1 - y2) * (x0 - x2) + (x2 - x1) * (y0 - y2)
        return ((y1 - y2) / det, (x2 - x1) / det, -((y1 - y2) * x2 + (x2 - x1) * y2) / det,
                (y2 - y0) / det, (x0 - x2) / det, -((y2 - y0) * x2 + (x0 - x2) * y2) / det)

    def triangle_at(self, x: float, y: float) -> int | None:
        """The triangle holding the point, else (outside the anchors) the one whose corners are
        nearest, or None when points outside do not move."""
        for k in self._cells.get((self._cell_x(x), self._cell_y(y)), ()):
            a1, b1, c1, a2, b2, c2 = self._bary[k]
            l1 = a1 * x + b1 * y + c1
            l2 = a2 * x + b2 * y + c2
            if l1 >= -1e-9 and l2 >= -1e-9 and l1 + l2 <= 1 + 1e-9:
                return k
        if self.outside_identity:
            return None
        return min(range(len(self.triangles)), key=lambda k: sum(
            (self.src[i][0] - x) ** 2 + (self.src[i][1] - y) ** 2 for i in self.triangles[k]))

    def map(self, x: float, y: float) -> Point:
        k = self.triangle_at(x, y)
        if k is None:
            return x, y
        a, b, c, d, e, f = self._affine[k]
        return a * x + b * y + c, d * x + e * y + f

    def flipped(self) -> list[tuple[int, int, int]]:
        """Triangles the map turns over (it would fold the map there)."""
        out = []
        for t in self.triangles:
            s = signed_area(*(self.src[i] for i in t))
            d = signed_area(*(self.dst[i] for i in t))
            if s * d <= 0:
                out.append(t)
        return out
