"""The shipped assets: basemap data and projection, sound effects, fonts. Headless."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import math  # noqa: E402
import wave  # noqa: E402
from array import array  # noqa: E402
from importlib import resources  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from game.client.basemap import (  # noqa: E402
    EUROPE_VIEW,
    FittedProjection,
    Projection,
    europe_projection,
    load_basemap,
    point_in_ring,
)

SOUNDS = ("card_draw", "card_flip", "claim", "track_placed", "tunnel", "network_merge",
          "score_tick", "round_end", "win", "button_click", "error")
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansCondensed-Bold.ttf")
ASSETS = resources.files("game.assets")


# --- basemap ----------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def basemap():
    return load_basemap()


def test_basemap_is_small_and_covers_the_board_region(basemap):
    size = len(ASSETS.joinpath("basemap/europe_land.json").read_bytes())
    assert size < 400_000
    lon0, lat0, lon1, lat1 = basemap.bbox
    assert lon0 <= -12 and lon1 >= 45 and lat0 <= 34 and lat1 >= 63
    assert len(basemap.land) > 50 and basemap.borders
    for ring in basemap.land + basemap.lakes:
        assert len(ring) >= 3


@pytest.mark.parametrize("name, lon, lat", [
    ("Paris", 2.35, 48.86), ("Madrid", -3.70, 40.42), ("Berlin", 13.40, 52.52),
    ("Moskva", 37.62, 55.75), ("Edinburgh", -3.19, 55.95), ("Palermo", 13.36, 38.12),
    ("Erzurum", 41.27, 39.90), ("Dublin", -6.26, 53.35), ("Roma", 12.50, 41.90),
])
def test_known_cities_are_on_land(basemap, name, lon, lat):
    assert basemap.is_land(lon, lat), name


@pytest.mark.parametrize("name, lon, lat", [
    ("Bay of Biscay", -5.0, 46.0), ("North Sea", 3.0, 56.0), ("Tyrrhenian Sea", 12.0, 40.0),
    ("Black Sea", 34.0, 43.0), ("Baltic", 19.0, 56.0), ("Atlantic", -20.0, 45.0),
    ("Caspian", 51.0, 42.0), ("Lake Ladoga", 31.5, 61.0),
])
def test_known_waters_are_not_land(basemap, name, lon, lat):
    assert not basemap.is_land(lon, lat), name


def test_coast_lines_leave_out_clip_box_cuts(basemap):
    x0, y0, x1, y1 = basemap.bbox
    for line in basemap.coast_lines():
        for a, b in zip(line, line[1:]):
            assert not (a[0] == b[0] in (x0, x1)), "stroked a cut along a meridian"
            assert not (a[1] == b[1] in (y0, y1)), "stroked a cut along a parallel"


def test_point_in_ring_square():
    square = ((0, 0), (2, 0), (2, 2), (0, 2))
    assert point_in_ring(1, 1, square)
    assert not point_in_ring(3, 1, square)


# --- projection -------------------------------------------------------------------------------

def _box_edge(lon0, lon1, lat0, lat1, steps=20):
    for k in range(steps + 1):
        f = k / steps
        yield lon0 + f * (lon1 - lon0), lat0
        yield lon0 + f * (lon1 - lon0), lat1
        yield lon0, lat0 + f * (lat1 - lat0)
        yield lon1, lat0 + f * (lat1 - lat0)


@pytest.mark.parametrize("rect", [(0, 0, 1920, 1080), (100, 50, 800, 800), (0, 0, 640, 1200)])
def test_projection_maps_the_box_inside_the_rect_and_fills_one_side(rect):
    proj = Projection(*EUROPE_VIEW, rect)
    x, y, w, h = rect
    pts = [proj.project(lon, lat) for lon, lat in _box_edge(*EUROPE_VIEW)]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    eps = 1e-6
    assert min(xs) >= x - eps and max(xs) <= x + w + eps
    assert min(ys) >= y - eps and max(ys) <= y + h + eps
    # Fitted: touches both sides along one axis, centred along the other.
    assert math.isclose(max(xs) - min(xs), w, rel_tol=1e-6) or \
        math.isclose(max(ys) - min(ys), h, rel_tol=1e-6)
    assert math.isclose((min(xs) + max(xs)) / 2, x + w / 2, abs_tol=1e-6)
    assert math.isclose((min(ys) + max(ys)) / 2, y + h / 2, abs_tol=1e-6)


def test_projection_keeps_aspect_and_orientation():
    a = Projection(*EUROPE_VIEW, (0, 0, 1000, 1000))
    b = Projection(*EUROPE_VIEW, (0, 0, 2000, 1000))
    # Same height-limited scale: a wider rect does not stretch the map.
    span = lambda p: p.project(16.5, 34.0)[1] - p.project(16.5, 63.0)[1]  # noqa: E731
    assert span(b) >= span(a) - 1e-6
    paris, berlin, roma = (a.project(*c) for c in ((2.35, 48.86), (13.4, 52.52), (12.5, 41.9)))
    assert paris[0] < berlin[0]          # east is to the right
    assert roma[1] > berlin[1]           # south is down
    # Conformal: a small square of ground stays square on screen (within 1%).
    lon, lat, d = 15.0, 50.0, 0.01
    x0, y0 = a.project(lon, lat)
    x1, _ = a.project(lon + d / math.cos(math.radians(lat)), lat)
    _, y1 = a.project(lon, lat + d)
    assert math.isclose(abs(x1 - x0), abs(y1 - y0), rel_tol=0.01)


def test_unproject_inverts_project():
    p = europe_projection((0, 0, 1920, 1080))
    for lon, lat in ((2.35, 48.86), (-9.14, 38.72), (41.27, 39.9), (30.3, 59.94)):
        back = p.unproject(*p.project(lon, lat))
        assert math.isclose(back[0], lon, abs_tol=1e-9)
        assert math.isclose(back[1], lat, abs_tol=1e-9)


def test_projection_around_points_has_margin():
    cities = [(-9.14, 38.72), (41.27, 39.9), (30.3, 59.94), (-3.19, 55.95), (13.36, 38.12)]
    p = Projection.around(cities, (0, 0, 1920, 1080), margin_deg=2.0)
    for lon, lat in cities:
        x, y = p.project(lon, lat)
        assert 20 < x < 1900 and 20 < y < 1060


def test_bad_boxes_are_refused():
    with pytest.raises(ValueError):
        Projection(10, 5, 30, 40, (0, 0, 100, 100))
    with pytest.raises(ValueError):
        Projection(0, 10, 30, 40, (0, 0, 0, 100))


def test_fitted_projection_lands_anchors_on_their_board_positions():
    # Anchors that an exact affine map of the base projection puts on the board: the fit finds it.
    lonlats = [(-4.25, 55.86), (37.62, 55.76), (-3.7, 40.42), (28.98, 41.01), (13.4, 52.52)]
    base = Projection.around(lonlats, (0, 0, 1000, 1000))
    board = [(0.8 * x + 0.1 * y + 30, -0.05 * x + 1.2 * y - 12) for x, y in base.project_many(lonlats)]
    fit = FittedProjection(list(zip(lonlats, board)))
    for (lon, lat), (bx, by) in zip(lonlats, board):
        x, y = fit.project(lon, lat)
        assert math.isclose(x, bx, abs_tol=1e-6) and math.isclose(y, by, abs_tol=1e-6)


def test_fitted_projection_refuses_too_few_or_collinear_anchors():
    with pytest.raises(ValueError):
        FittedProjection([((0, 45), (0, 0)), ((10, 45), (100, 0))])
    with pytest.raises(ValueError):
        FittedProjection([((0, 45), (0, 0)), ((0, 45), (0, 0)), ((0, 45), (0, 0))])


def test_transeuropa_cities_fit_the_grid_within_two_steps():
    # The board's lon/lat (display only) must agree with where its cities stand on the grid:
    # a city typed with a wrong coordinate would stick out of the fitted map.
    from game.manifest import parse
    from game.rules.grid_kinds import GridBoardManifest

    path = Path(__file__).resolve().parents[1] / "rulesets/transeuropa/railcade_transeuropa/board.toml"
    board = parse(path.read_text(encoding="utf-8"), GridBoardManifest, "board.toml")
    grid = {c.id: (c.at[0] / 2, c.at[1] * math.sqrt(3) / 2) for c in board.cities}
    fit = FittedProjection([(c.lonlat, grid[c.id]) for c in board.cities])
    for city in board.cities:
        x, y = fit.project(*city.lonlat)
        assert math.hypot(x - grid[city.id][0], y - grid[city.id][1]) < 2.0, city.id


def test_basemap_module_is_pure_until_drawing():
    import ast
    import inspect

    import game.client.basemap as mod
    tree = ast.parse(inspect.getsource(mod))
    for node in tree.body:  # module level: no pygame import
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
            assert not any(n.split(".")[0] == "pygame" for n in names)


def test_render_basemap_paints_sea_and_land():
    import pygame

    from game.client.basemap import DEFAULT_COLORS, render_basemap

    surf = pygame.Surface((480, 270))
    proj = europe_projection((0, 0, 480, 270))
    render_basemap(surf, proj)
    land = surf.get_at(tuple(int(v) for v in proj.project(2.35, 47.5)))[:3]
    sea = surf.get_at(tuple(int(v) for v in proj.project(-18.0, 45.0)))[:3]
    dist = lambda a, b: sum(abs(x - y) for x, y in zip(a, b))  # noqa: E731
    assert dist(land, DEFAULT_COLORS["land"]) < dist(land, DEFAULT_COLORS["sea"])
    assert dist(sea, DEFAULT_COLORS["sea"]) < dist(sea, DEFAULT_COLORS["land"])


# --- sounds -----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", SOUNDS)
def test_sound_is_short_clean_wav(name):
    with ASSETS.joinpath(f"sounds/{name}.wav").open("rb") as f, wave.open(f) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100)
        n = w.getnframes()
        frames = w.readframes(n)
    assert 0 < n / 44100 <= 1.5
    pcm = array("h", frames)
    if array("h", [1]).tobytes() != b"\x01\x00":
        pcm.byteswap()
    peak = max(abs(v) for v in pcm)
    assert 0.1 * 32767 < peak < 32767 * 0.95   # audible, yet below full scale
    # Faded ends: no click when the sound starts or is cut.
    assert abs(pcm[0]) < 200 and abs(pcm[-1]) < 200


def test_sounds_load_in_the_mixer():
    import pygame

    try:
        pygame.mixer.init(44100, -16, 1)
    except pygame.error:
        pytest.skip("no audio device, even a dummy one")
    try:
        for name in SOUNDS:
            snd = pygame.mixer.Sound(str(ASSETS.joinpath(f"sounds/{name}.wav")))
            assert 0 < snd.get_length() <= 1.5
    finally:
        pygame.mixer.quit()


def test_sound_licence_note_exists():
    assert "build_sounds.py" in ASSETS.joinpath("sounds/LICENSE.md").read_text("utf-8")


# --- fonts ------------------------------------------------------------------------------------

def test_fonts_are_modest_and_licensed():
    total = sum(len(ASSETS.joinpath(f"fonts/{f}").read_bytes()) for f in FONTS)
    assert total < 2_200_000  # three faces, each under 0.8 MB
    text = ASSETS.joinpath("fonts/LICENSE.md").read_text("utf-8")
    assert "Bitstream" in text and "DejaVu" in text


@pytest.mark.parametrize("font_file", FONTS)
def test_fonts_render_french_accents(font_file):
    import pygame

    pygame.font.init()
    font = pygame.font.Font(str(ASSETS.joinpath(f"fonts/{font_file}")), 32)
    # Every accented letter is a real glyph (metrics gives None for a missing one) and
    # differs from its bare letter, so the accent is drawn.
    assert all(m is not None for m in font.metrics("éèçöüøÉÀœ«»"))
    for bare, accented in zip("eecouo", "éèçöüø"):
        a = font.render(bare, True, (0, 0, 0), (255, 255, 255))
        b = font.render(accented, True, (0, 0, 0), (255, 255, 255))
        assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB"), accented
    line = font.render("Gare de Zürich, Köbenhavn, Ålesund, Kraków, Garçon élégant", True,
                       (0, 0, 0))
    assert line.get_width() > 200
