"""Colours, fonts, cached text and the colour-blind symbols.

Text is rendered once per (text, size, colour, weight) and cached: re-rendering 50 labels every
frame costs ~40x more than blitting cached surfaces.
"""

from __future__ import annotations

import math
from importlib import resources

from game.client.pg import pygame

W, H = 1920, 1080

BG = (22, 30, 38)
PANEL = (34, 44, 56)
PANEL_HI = (48, 62, 78)
PANEL_EDGE = (90, 110, 130)
INK = (240, 236, 226)
INK_DIM = (170, 176, 184)
INK_DARK = (30, 30, 34)
ACCENT = (255, 196, 64)      # arcade gold: focus, highlights
ACCENT_2 = (80, 200, 255)
GOOD = (110, 210, 120)
BAD = (235, 90, 80)
PARCHMENT = (236, 224, 196)

# Train cards and route colours (Europe) and city colours (Trans Europa). Tuned so every pair stays
# apart (CIEDE2000 >= 18) in normal vision and under simulated protanopia, deuteranopia and
# tritanopia; tests/client/test_palette.py checks it (game/client/colour_vision.py does the maths).
# Gray is a route colour only (any set of cards pays it); the locomotive is drawn as a rainbow.
CARD_COLORS: dict[str, tuple[int, int, int]] = {
    "purple": (210, 118, 240),
    "blue": (36, 74, 195),
    "orange": (230, 104, 8),
    "white": (240, 244, 246),
    "green": (90, 202, 148),
    "yellow": (250, 228, 40),
    "black": (36, 40, 44),
    "red": (168, 24, 14),
    "gray": (122, 120, 118),
    "locomotive": (90, 90, 96),
}

# One picture per card colour, so colour-blind players can tell cards, routes and cities apart.
# Pictures, not geometric shapes: those belong to the seats (SEAT_SYMBOLS), and the two sets never
# share a shape (a test compares their outlines).
CARD_SYMBOLS: dict[str, str] = {
    "purple": "crown",
    "blue": "waves",
    "orange": "flame",
    "white": "snowflake",
    "green": "leaf",
    "yellow": "sun",
    "black": "moon",
    "red": "heart",
    "gray": "",
    "locomotive": "rainbow",
}
COLOR_SYMBOLS = CARD_SYMBOLS  # the older name, kept for code written against it

# Player colours (cars, tracks, markers, panels): chosen apart from the card colours (CIEDE2000 >= 18
# from each of them in normal vision) and from each other under the same three simulations.
SEAT_COLORS: dict[str, tuple[int, int, int]] = {
    "pink": (244, 2, 116),
    "sky": (103, 204, 255),
    "lime": (147, 189, 36),
    "ochre": (126, 94, 6),
    "teal": (5, 145, 133),
    "wine": (91, 8, 52),
}
SEAT_COLOR_ORDER = tuple(SEAT_COLORS)
# Simple geometric shapes, one per seat, drawn on everything a seat owns.
SEAT_SYMBOLS = {"pink": "circle", "sky": "square", "lime": "triangle", "ochre": "diamond",
                "teal": "star", "wine": "plus"}
# Saves made before this palette name the seats by the old colour words: same seat, new colour.
SEAT_ALIASES = {"red": "pink", "blue": "sky", "green": "lime", "yellow": "ochre", "purple": "teal",
                "orange": "wine"}
SEAT_OUTLINE = (16, 16, 20)  # the dark edge around every seat-coloured piece on the board


def seat_color_id(name: str) -> str:
    return SEAT_ALIASES.get(name, name)


def seat_rgb(name: str) -> tuple[int, int, int]:
    return SEAT_COLORS.get(seat_color_id(name), (200, 200, 200))


def seat_symbol(name: str) -> str:
    return SEAT_SYMBOLS.get(seat_color_id(name), "")


def card_symbol(card: str) -> str:
    return CARD_SYMBOLS.get(card, "")


def contrast_ink(rgb) -> tuple[int, int, int]:
    r, g, b = rgb[:3]
    return INK_DARK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else INK


def shade(rgb, factor: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, int(c * factor))) for c in rgb[:3])  # type: ignore[return-value]


def mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


# --- text sizes -----------------------------------------------------------------------------------

# Text sizes by role, px at 1080p, for the two layouts of the "text size" setting: "tv" (the default:
# a 1080p TV seen from a sofa at 2.5 m, where everything read during play is at least 24 px, the
# usual 10-foot rule) and "desk" (a monitor at arm's length, denser). tests/client/test_text_sizes.py
# checks the TV sizes and every text the table draws.
MIN_PLAY_TEXT = 24
TEXT_SIZES: dict[str, tuple[int, int]] = {
    "city": (24, 17),      # city names on the boards
    "body": (24, 19),      # panel text: stats, turn recaps, log, hints
    "heading": (24, 20),   # panel headings (CARDS, MY TICKETS)
    "ticket": (24, 18),    # ticket and city-card labels
    "badge": (24, 18),     # counts on cards and piles
    "name": (28, 24),      # seat names
    "points": (36, 32),    # scores in the seat panels
    "title": (32, 30),     # choice panel titles
    "button": (28, 26),
    "float": (34, 30),     # +points and notices floating over the board
}
TEXT_MODES = ("tv", "desk")
_text_mode = "tv"


def set_text_mode(mode: str) -> str:
    global _text_mode
    _text_mode = mode if mode in TEXT_MODES else "tv"
    return _text_mode


def text_mode() -> str:
    return _text_mode


def size(role: str) -> int:
    """The text size of ``role`` in the current layout."""
    tv, desk = TEXT_SIZES[role]
    return tv if _text_mode == "tv" else desk


def play_floor() -> int:
    """Text drawn during play never shrinks below this to fit: it is cut with an ellipsis instead."""
    return MIN_PLAY_TEXT if _text_mode == "tv" else 14


# --- fonts and text -------------------------------------------------------------------------------

_fonts: dict[tuple[int, bool, bool], pygame.font.Font] = {}
_text: dict[tuple, pygame.Surface] = {}
_text_bytes = 0
_fitted: dict[tuple, tuple[str, int]] = {}  # fit_text's choice (words, size) per request: measured once
TEXT_CACHE_BYTES = 16 * 2**20  # a few frames of every text on screen; more only raises the peak


def forget_drawn() -> None:
    """Let go of the cached texts and shadows (a table closing: the next one writes other words)."""
    global _text_bytes
    _text.clear()
    _text_bytes = 0
    _shadows.clear()
    _fitted.clear()


def _font_path(bold: bool, condensed: bool = False):
    name = "DejaVuSansCondensed-Bold.ttf" if condensed else "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    try:
        item = resources.files("game.assets.fonts").joinpath(name)
        if item.is_file():
            return item
    except (ModuleNotFoundError, FileNotFoundError):
        pass
    return None


def font(size: int, bold: bool = False, condensed: bool = False) -> pygame.font.Font:
    """DejaVu Sans at ``size`` px; ``condensed`` is the narrow bold face the maps name cities with."""
    key = (size, bold, condensed)
    found = _fonts.get(key)
    if found is None:
        if not pygame.font.get_init():
            pygame.font.init()
        path = _font_path(bold, condensed)
        try:
            if path is None:
                raise FileNotFoundError
            with resources.as_file(path) as real:
                found = pygame.font.Font(str(real), size)
        except (FileNotFoundError, OSError, pygame.error):
            # Default font is larger per point size; scale down so layouts still fit.
            found = pygame.font.Font(None, int(size * 1.35))
            found.set_bold(bold)
        _fonts[key] = found
    return found


def text(value: str, size: int, color=INK, bold: bool = False, condensed: bool = False) -> pygame.Surface:
    """Rendered text, cached. Keep the result read-only."""
    global _text_bytes
    key = (value, size, tuple(color), bold, condensed)
    surf = _text.get(key)
    if surf is None:
        # A day-long session (a kiosk's demo games) renders ever new strings: start over past a
        # budget in pixels, not in entries (one title line weighs a hundred small labels).
        if len(_text) > 4000 or _text_bytes > TEXT_CACHE_BYTES:
            _text.clear()
            _text_bytes = 0
        face = font(size, bold, condensed=True) if condensed else font(size, bold)
        surf = face.render(value, True, color)
        _text[key] = surf
        _text_bytes += surf.get_width() * surf.get_height() * surf.get_bytesize()
    return surf


def fit_text(value: str, size: int, max_width: int, color=INK, bold: bool = False,
             min_size: int | None = None, condensed: bool = False) -> pygame.Surface:
    """Cached text, shrunk (down to 60 %, or ``min_size``) then ellipsised so it fits ``max_width``."""
    more = {"condensed": True} if condensed else {}
    key = (value, size, max_width, bold, min_size, condensed)
    fitted = _fitted.get(key)
    if fitted is None:
        if len(_fitted) > 4000:
            _fitted.clear()
        fitted = _fitted[key] = _fit(value, size, max_width, bold, min_size, condensed)
    return text(fitted[0], fitted[1], color, bold, **more)


def _fit(value: str, size: int, max_width: int, bold: bool, min_size: int | None, condensed: bool) -> tuple[str, int]:
    """The words and size :func:`fit_text` renders (a panel painted again asks the same: the
    answer is kept, measuring is most of the cost of a short label)."""
    small = max(8, int(size * 0.6)) if min_size is None else min(size, min_size)
    # Widths are measured, not rendered: only the text chosen is rendered (and cached), so a long
    # line cut with an ellipsis costs one rendering, not one per letter taken off.
    for s in range(size, small - 1, -1):
        if text_width(value, s, bold, condensed) <= max_width:
            return value, s
    # The longest beginning that fits with its ellipsis (a longer beginning is never narrower).
    lo, hi = 0, len(value)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_width(value[:mid] + "…", small, bold, condensed) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return value[:lo] + "…", small


def text_width(value: str, size: int, bold: bool = False, condensed: bool = False) -> int:
    """The width :func:`text` would render ``value`` at, measured without rendering it."""
    face = font(size, bold, condensed=True) if condensed else font(size, bold)
    return face.size(value)[0]


def play_text(value: str, role: str, max_width: int, color=INK, bold: bool = False,
              condensed: bool = False) -> pygame.Surface:
    """Text read during play: the role's size, cut with an ellipsis rather than shrunk below the
    play floor (24 px on a TV)."""
    return fit_text(value, size(role), max_width, color, bold, min_size=play_floor(), condensed=condensed)


def blit_center(dest, surf, center) -> pygame.Rect:
    rect = surf.get_rect(center=(int(center[0]), int(center[1])))
    dest.blit(surf, rect)
    return rect


def wrap(value: str, size: int, width: int, bold: bool = False) -> list[str]:
    f = font(size, bold)
    lines: list[str] = []
    for para in value.split("\n"):
        line = ""
        for word in para.split(" "):
            probe = f"{line} {word}".strip()
            if f.size(probe)[0] <= width or not line:
                line = probe
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


# --- shapes ---------------------------------------------------------------------------------------


def panel(dest, rect, color=PANEL, edge=PANEL_EDGE, radius: int = 14, width: int = 2) -> None:
    pygame.draw.rect(dest, color, rect, border_radius=radius)
    if edge is not None and width:
        pygame.draw.rect(dest, edge, rect, width, border_radius=radius)


_shadows: dict[tuple, pygame.Surface] = {}


def shadow(dest, rect, radius: int = 14, offset: int = 6, alpha: int = 90) -> None:
    r = pygame.Rect(rect).move(offset, offset)
    key = (r.size, radius, alpha)
    s = _shadows.get(key)
    if s is None:  # cached: panels with shadows are drawn every frame
        if len(_shadows) > 300:
            _shadows.clear()
        s = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (0, 0, 0, alpha), s.get_rect(), border_radius=radius)
        _shadows[key] = s
    dest.blit(s, r)


SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "star", "plus")
CARD_PICTURES = ("crown", "waves", "flame", "snowflake", "leaf", "sun", "moon", "heart", "rainbow")


def _regular(x, y, r, n, start=-math.pi / 2):
    return [(x + r * math.cos(start + i * 2 * math.pi / n), y + r * math.sin(start + i * 2 * math.pi / n))
            for i in range(n)]


def symbol_points(kind: str, center, size: float) -> list[list[tuple[float, float]]]:
    """The filled polygons of a symbol (what :func:`symbol` paints), for the shapes made of polygons."""
    x, y = center
    r = size / 2
    if kind == "square":
        return [[(x - r * .8, y - r * .8), (x + r * .8, y - r * .8), (x + r * .8, y + r * .8), (x - r * .8, y + r * .8)]]
    if kind == "diamond":
        return [[(x, y - r), (x + r, y), (x, y + r), (x - r, y)]]
    if kind == "triangle":
        return [[(x, y - r), (x + r, y + r * .8), (x - r, y + r * .8)]]
    if kind == "hexagon":
        return [_regular(x, y, r, 6, 0)]
    if kind == "star":
        return [[(x + (r if i % 2 == 0 else r * .45) * math.cos(-math.pi / 2 + i * math.pi / 5),
                  y + (r if i % 2 == 0 else r * .45) * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]]
    if kind == "plus":
        t = r * .36
        return [[(x - t, y - r), (x + t, y - r), (x + t, y - t), (x + r, y - t), (x + r, y + t), (x + t, y + t),
                 (x + t, y + r), (x - t, y + r), (x - t, y + t), (x - r, y + t), (x - r, y - t), (x - t, y - t)]]
    if kind == "crown":
        return [[(x - r, y + r * .7), (x - r, y - r * .55), (x - r * .5, y), (x, y - r * .8), (x + r * .5, y),
                 (x + r, y - r * .55), (x + r, y + r * .7)]]
    if kind == "flame":
        # A round base rising to a sharp tip bent to the right, with a smaller tongue on the left.
        pts = [(x + r * .62 * math.cos(t), y + r * .35 + r * .62 * math.sin(t))
               for t in (math.radians(d) for d in range(-20, 200, 20))]
        return [pts + [(x - r * .72, y - r * .1), (x - r * .45, y - r * .45), (x - r * .3, y - r * .15),
                       (x - r * .05, y - r * .6), (x + r * .3, y - r)], ]
    if kind == "moon":
        # A crescent: the outer circle's left arc, back along an inner arc through the same tips.
        outer = [(x + r * .9 * math.cos(math.radians(d)), y + r * .9 * math.sin(math.radians(d)))
                 for d in range(50, 311, 10)]
        cx = x + r * .55
        tip = outer[-1]
        rr = math.dist((cx, y), tip)
        start = math.atan2(tip[1] - y, tip[0] - cx)
        stop = math.atan2(outer[0][1] - y, outer[0][0] - cx)
        if stop > start:
            stop -= 2 * math.pi
        inner = [(cx + rr * math.cos(start + (stop - start) * i / 12), y + rr * math.sin(start + (stop - start) * i / 12))
                 for i in range(13)]
        return [outer + inner]
    if kind == "leaf":
        pts = []
        for i in range(24):  # an almond, tilted
            a = 2 * math.pi * i / 24
            px, py = r * math.cos(a), r * .5 * math.sin(a) * (1 - 0.3 * math.cos(a))
            ca, sa = math.cos(-0.6), math.sin(-0.6)
            pts.append((x + px * ca - py * sa, y + px * sa + py * ca))
        return [pts]
    return []


def symbol(dest, kind: str, center, size: float, color, outline=None) -> None:
    """A symbol of ``size`` px: a seat's shape (SEAT_SHAPES) or a card's picture (CARD_PICTURES).
    ``outline`` draws a thin edge around it, so it reads on any background."""
    if not kind:
        return
    x, y = center
    r = size / 2
    edge = max(1, int(size / 12))

    def poly(points):
        if outline:
            pygame.draw.polygon(dest, outline, points, edge * 2 + 1)
        pygame.draw.polygon(dest, color, points)

    polys = symbol_points(kind, center, size)
    if polys:
        for points in polys:
            poly(points)
        if kind == "leaf":  # the vein
            pygame.draw.line(dest, outline or shade(color, 0.5), (x - r * .7, y + r * .45), (x + r * .6, y - r * .35),
                             max(1, int(size / 10)))
        return
    if kind == "circle":
        if outline:
            pygame.draw.circle(dest, outline, (x, y), r * .9 + edge)
        pygame.draw.circle(dest, color, (x, y), r * .9)
    elif kind == "ring":
        pygame.draw.circle(dest, color, (x, y), r, max(2, int(r / 2.5)))
    elif kind == "heart":
        parts = [((x - r * .45, y - r * .25), r * .52), ((x + r * .45, y - r * .25), r * .52)]
        tip = [(x - r * .95, y - r * .1), (x + r * .95, y - r * .1), (x, y + r)]
        if outline:
            for c, rr in parts:
                pygame.draw.circle(dest, outline, c, rr + edge)
            pygame.draw.polygon(dest, outline, tip, edge * 2 + 1)
        for c, rr in parts:
            pygame.draw.circle(dest, color, c, rr)
        pygame.draw.polygon(dest, color, tip)
    elif kind == "sun":
        w = max(2, int(r / 4))
        for i in range(8):
            a = i * math.pi / 4
            p, q = (x + r * .6 * math.cos(a), y + r * .6 * math.sin(a)), (x + r * math.cos(a), y + r * math.sin(a))
            if outline:
                pygame.draw.line(dest, outline, p, q, w + 2 * edge)
            pygame.draw.line(dest, color, p, q, w)
        if outline:
            pygame.draw.circle(dest, outline, (x, y), r * .45 + edge)
        pygame.draw.circle(dest, color, (x, y), r * .45)
    elif kind == "snowflake":
        w = max(2, int(r / 4))
        for i in range(3):
            a = i * math.pi / 3 + math.pi / 2
            p = (x + r * math.cos(a), y + r * math.sin(a))
            q = (x - r * math.cos(a), y - r * math.sin(a))
            if outline:
                pygame.draw.line(dest, outline, p, q, w + 2 * edge)
        for i in range(3):
            a = i * math.pi / 3 + math.pi / 2
            p = (x + r * math.cos(a), y + r * math.sin(a))
            q = (x - r * math.cos(a), y - r * math.sin(a))
            pygame.draw.line(dest, color, p, q, w)
        pygame.draw.circle(dest, color, (x, y), w)
    elif kind == "waves":
        w = max(2, int(r / 3.2))
        for dy in (-r * .42, r * .38):
            pts = [(x - r + i * r / 4, y + dy + (r * .22 if i % 2 else -r * .22)) for i in range(9)]
            if outline:
                pygame.draw.lines(dest, outline, False, pts, w + 2 * edge)
            pygame.draw.lines(dest, color, False, pts, w)
    elif kind == "rainbow":
        band = max(2, int(r * .24))
        if outline:
            pygame.draw.circle(dest, outline, (x, y + r * .45), r + edge, band * 4 + 2 * edge,
                               draw_top_left=True, draw_top_right=True)
        for i, c in enumerate(((214, 56, 52), (246, 214, 56), (70, 170, 80), (52, 120, 220))):
            pygame.draw.circle(dest, c, (x, y + r * .45), r - i * band, band + 1,
                               draw_top_left=True, draw_top_right=True)


def card_symbol_color(card: str) -> tuple[int, int, int]:
    base = CARD_COLORS.get(card, (128, 128, 128))
    return contrast_ink(base)
