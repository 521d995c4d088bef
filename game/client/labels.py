"""Where city names go on a board: never over a route, a track, a marker or another name.

The boards hand in their geometry as obstacles: rectangles (city markers, stations, start markers,
panels lying over the board) and thick segments (routes and tracks, as the centre line of their
cars and half their drawn width). Each name tries places around its city, nearest first, and takes
the first that touches nothing; a name set further out than its city's neighbourhood gets a thin
leader line. Pure geometry (no pygame): the sizes of the names are measured by the caller.

The overlap test (tests/client/test_labels.py) checks the result against the pieces as drawn
(car polygons, track bars), independently of the shapes used here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Iterable, Sequence

Rect = tuple[float, float, float, float]  # x, y, w, h
Point = tuple[float, float]

CELL = 64  # px: obstacles are bucketed in a grid of this size so each test looks at its neighbours only
LEADER_FROM = 26  # px from the city's marker: beyond this, a leader line joins the name to its city


def rects_overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _segment_point_distance(p: Point, a: Point, b: Point) -> float:
    vx, vy = b[0] - a[0], b[1] - a[1]
    length2 = vx * vx + vy * vy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * vx + (p[1] - a[1]) * vy) / length2))
    return math.hypot(p[0] - (a[0] + t * vx), p[1] - (a[1] + t * vy))


def _segments_cross(p1: Point, p2: Point, q1: Point, q2: Point) -> bool:
    def orient(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    d1, d2 = orient(q1, q2, p1), orient(q1, q2, p2)
    d3, d4 = orient(p1, p2, q1), orient(p1, p2, q2)
    return (d1 > 0) != (d2 > 0) and (d3 > 0) != (d4 > 0)


def segment_rect_distance(a: Point, b: Point, rect: Rect) -> float:
    """Distance between a segment and a rectangle (0 when they touch)."""
    x, y, w, h = rect
    if x <= a[0] <= x + w and y <= a[1] <= y + h:
        return 0.0
    corners = ((x, y), (x + w, y), (x + w, y + h), (x, y + h))
    for i in range(4):
        if _segments_cross(a, b, corners[i], corners[(i + 1) % 4]):
            return 0.0

    def point_rect(p):
        dx = max(x - p[0], 0.0, p[0] - (x + w))
        dy = max(y - p[1], 0.0, p[1] - (y + h))
        return math.hypot(dx, dy)

    return min(point_rect(a), point_rect(b), *(_segment_point_distance(c, a, b) for c in corners))


class Band:
    """A thick segment: everything within ``half`` px of the line from ``a`` to ``b``."""

    __slots__ = ("a", "b", "half", "_bounds")

    def __init__(self, a: Point, b: Point, half: float):
        self.a, self.b, self.half = a, b, half
        x0, x1 = min(a[0], b[0]) - half, max(a[0], b[0]) + half
        y0, y1 = min(a[1], b[1]) - half, max(a[1], b[1]) + half
        self._bounds = (x0, y0, x1 - x0, y1 - y0)

    def bounds(self) -> Rect:
        return self._bounds

    def hits(self, rect: Rect) -> bool:
        return rects_overlap(self._bounds, rect) and segment_rect_distance(self.a, self.b, rect) < self.half


@dataclass(frozen=True)
class Box:
    rect: Rect

    def bounds(self) -> Rect:
        return self.rect

    def hits(self, rect: Rect) -> bool:
        return rects_overlap(self.rect, rect)


class Obstacles:
    """Bands and boxes, bucketed by grid cell."""

    def __init__(self, items: Iterable[Band | Box] = ()):
        self.cells: dict[tuple[int, int], list[Band | Box]] = {}
        self.count = 0
        for item in items:
            self.add(item)

    @staticmethod
    def _cells(rect: Rect):
        x, y, w, h = rect
        for cx in range(int(x // CELL), int((x + w) // CELL) + 1):
            for cy in range(int(y // CELL), int((y + h) // CELL) + 1):
                yield cx, cy

    def add(self, item: Band | Box) -> None:
        self.count += 1
        for cell in self._cells(item.bounds()):
            self.cells.setdefault(cell, []).append(item)

    def hit(self, rect: Rect) -> bool:
        seen: set[int] = set()
        for cell in self._cells(rect):
            for item in self.cells.get(cell, ()):
                if id(item) in seen:
                    continue
                seen.add(id(item))
                if item.hits(rect):
                    return True
        return False


@dataclass
class Label:
    """A placed name: its rectangle, and the leader line from its city when it stands off."""

    rect: Rect
    leader: tuple[Point, Point] | None = None
    clear: bool = True  # False: no free place was found (the overlap test reports it)
    ambiguous: bool = False  # nearer another city than its own

    @property
    def far(self) -> float:
        """How far the name stands from its city's marker (the leader's length, 0 without one)."""
        return math.dist(*self.leader) if self.leader else 0.0


@dataclass
class LabelRequest:
    key: str
    anchor: Point
    size: tuple[float, float]  # the name's width and height
    keep_out: float  # px from the anchor covered by the city's own marker
    prefer: Sequence[float] = field(default=(90.0, -90.0, 0.0, 180.0))  # degrees, screen y down: below first


# Directions tried after the preferred ones: every 15 degrees; gaps growing outwards.
_ANGLES = [k * 15.0 for k in range(24)]
_STEPS = (3, 8, 14, 20, 27, 34, 42, 51, 61, 72, 84, 97, 111, 126, 142, 165, 190, 220)


def _candidate(req: LabelRequest, angle: float, gap: float) -> Rect:
    w, h = req.size
    ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    # Push the rectangle out along the direction until its nearest edge is ``gap`` past the marker.
    reach = abs(ux) * w / 2 + abs(uy) * h / 2
    cx = req.anchor[0] + ux * (req.keep_out + gap + reach)
    cy = req.anchor[1] + uy * (req.keep_out + gap + reach)
    return cx - w / 2, cy - h / 2, w, h


def _inside(rect: Rect, area: Rect) -> bool:
    return rect[0] >= area[0] and rect[1] >= area[1] and rect[0] + rect[2] <= area[0] + area[2] \
        and rect[1] + rect[3] <= area[1] + area[3]


def _candidates(req: LabelRequest, gap: float):
    """Places at ``gap`` past the marker: straight out in each direction, then, above and below,
    slid sideways so the name starts or ends at the city."""
    angles = list(req.prefer) + [a for a in _ANGLES if a not in req.prefer]
    w = req.size[0]
    for angle in angles:
        yield _candidate(req, angle, gap)
    h = req.size[1]
    for angle in (90.0, -90.0):
        x, y, rw, rh = _candidate(req, angle, gap)
        for slide in (0.15, -0.15, 0.3, -0.3, 0.4, -0.4, 0.5, -0.5):
            yield x + w * slide, y, rw, rh
    for angle in (0.0, 180.0):
        x, y, rw, rh = _candidate(req, angle, gap)
        for slide in (0.5, -0.5, 1.0, -1.0):
            yield x, y + h * slide, rw, rh


@dataclass
class _Option:
    rect: Rect
    cost: float
    leader: bool
    ambiguous: bool = False


def _options(req: LabelRequest, obstacles: Obstacles, area: Rect, others: Sequence[Point]) -> list[_Option]:
    """Every free place for one name, cheapest first: near, in a preferred direction, without a
    leader line, and nearer its own city than any other."""
    out: list[_Option] = []
    seen: set[tuple[int, int]] = set()
    for step, gap in enumerate(_STEPS):
        for k, rect in enumerate(_candidates(req, gap)):
            key = (int(rect[0]), int(rect[1]))
            if key in seen or not _inside(rect, area) or obstacles.hit(rect):
                continue
            seen.add(key)
            own = _rect_point_distance(rect, req.anchor)
            cost = gap + (0 if k < len(req.prefer) else 6 + k * 0.5)
            ambiguous = any(_rect_point_distance(rect, p) < own for p in others)
            if ambiguous:
                cost += 60  # a name nearer another city reads as that city's
            out.append(_Option(rect, cost, gap >= LEADER_FROM, ambiguous))
    out.sort(key=lambda o: o.cost)
    return out


def _rect_point_distance(rect: Rect, p: Point) -> float:
    x, y, w, h = rect
    return math.hypot(max(x - p[0], 0.0, p[0] - (x + w)), max(y - p[1], 0.0, p[1] - (y + h)))


def place_labels(requests: Sequence[LabelRequest], obstacles: Obstacles, area: Rect) -> dict[str, Label]:
    """Place every name clear of the obstacles and of each other. Each name's free places are listed
    (cheapest first); names with the fewest choices go first; a name left without room then asks
    the names in its way to move to another of their places."""
    anchors = {r.key: r.anchor for r in requests}
    options = {r.key: _options(r, obstacles, area, [p for k, p in anchors.items()
                                                    if k != r.key and math.dist(p, r.anchor) < 260])
               for r in requests}
    chosen: dict[str, _Option] = {}

    def conflicts(rect: Rect, skip: str) -> list[str]:
        return [k for k, o in chosen.items() if k != skip and rects_overlap(o.rect, rect)]

    for req in sorted(requests, key=lambda r: (len(options[r.key]), r.key)):
        free = next((o for o in options[req.key] if not conflicts(o.rect, req.key)), None)
        if free is None:
            free = _make_room(req.key, options, chosen, conflicts)
        if free is not None:
            chosen[req.key] = free
    # A second pass lets each name take a cheaper place freed by the others.
    for key in sorted(chosen, key=lambda k: -chosen[k].cost):
        better = next((o for o in options[key] if o.cost < chosen[key].cost and not conflicts(o.rect, key)), None)
        if better is not None:
            chosen[key] = better
    placed: dict[str, Label] = {}
    for req in requests:
        option = chosen.get(req.key)
        if option is None:
            placed[req.key] = Label(_candidate(req, req.prefer[0], _STEPS[0]), None, clear=False)
        else:
            placed[req.key] = Label(option.rect, _leader(req, option.rect) if option.leader else None,
                                    ambiguous=option.ambiguous)
    return placed


def _make_room(key, options, chosen, conflicts):
    """A place for ``key`` whose few occupants can each move to another free place of theirs."""
    for option in options[key]:
        blocking = conflicts(option.rect, key)
        if len(blocking) > 2:
            continue
        moves = {}
        for other in blocking:
            taken = [o.rect for k, o in chosen.items() if k != other and k not in moves] + [option.rect] + \
                [m.rect for m in moves.values()]
            alt = next((o for o in options[other] if o is not chosen[other]
                        and not any(rects_overlap(o.rect, t) for t in taken)), None)
            if alt is None:
                break
            moves[other] = alt
        else:
            chosen.update(moves)
            return option
    return None


def place_one(req: LabelRequest, obstacles: Obstacles, area: Rect) -> Label:
    """One name, first free place (for names placed while a game runs, around new pieces)."""
    for gap in _STEPS:
        for rect in _candidates(req, gap):
            if _inside(rect, area) and not obstacles.hit(rect):
                return Label(rect, _leader(req, rect) if gap >= LEADER_FROM else None)
    # Nowhere free: the first preferred place, marked so the test and the screenshot show it.
    rect = _candidate(req, req.prefer[0], _STEPS[0])
    return Label(rect, None, clear=False)


def _leader(req: LabelRequest, rect: Rect) -> tuple[Point, Point]:
    """From the edge of the city's marker to the nearest point of the name's rectangle."""
    x, y, w, h = rect
    ax, ay = req.anchor
    nx, ny = min(max(ax, x), x + w), min(max(ay, y), y + h)
    d = math.hypot(nx - ax, ny - ay) or 1
    start = (ax + (nx - ax) / d * req.keep_out, ay + (ny - ay) / d * req.keep_out)
    return start, (nx, ny)
