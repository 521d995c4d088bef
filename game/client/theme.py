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

# Train cards and route colours (Europe) and city colours (Trans Europa).
CARD_COLORS: dict[str, tuple[int, int, int]] = {
    "purple": (160, 86, 196),
    "blue": (52, 120, 220),
    "orange": (240, 140, 40),
    "white": (238, 238, 232),
    "green": (70, 170, 80),
    "yellow": (246, 214, 56),
    "black": (46, 46, 52),
    "red": (214, 56, 52),
    "gray": (150, 150, 146),
    "locomotive": (90, 90, 96),
}

# One symbol per colour, so colour-blind players can tell cards and routes apart.
COLOR_SYMBOLS: dict[str, str] = {
    "purple": "diamond",
    "blue": "waves",
    "orange": "circle",
    "white": "star",
    "green": "triangle",
    "yellow": "sun",
    "black": "square",
    "red": "heart",
    "gray": "",
    "locomotive": "rainbow",
}

# Player colours (pieces, panels) and their symbols.
SEAT_COLORS: dict[str, tuple[int, int, int]] = {
    "red": (222, 64, 58),
    "blue": (56, 126, 230),
    "green": (64, 178, 92),
    "yellow": (240, 204, 48),
    "purple": (160, 92, 210),
    "orange": (245, 146, 40),
}
SEAT_COLOR_ORDER = tuple(SEAT_COLORS)
SEAT_SYMBOLS = {"red": "circle", "blue": "square", "green": "triangle", "yellow": "diamond",
                "purple": "star", "orange": "cross"}


def seat_rgb(name: str) -> tuple[int, int, int]:
    return SEAT_COLORS.get(name, (200, 200, 200))


def contrast_ink(rgb) -> tuple[int, int, int]:
    r, g, b = rgb[:3]
    return INK_DARK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else INK


def shade(rgb, factor: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, int(c * factor))) for c in rgb[:3])  # type: ignore[return-value]


def mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


# --- fonts and text -------------------------------------------------------------------------------

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_text: dict[tuple, pygame.Surface] = {}


def _font_path(bold: bool):
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    try:
        item = resources.files("game.assets.fonts").joinpath(name)
        if item.is_file():
            return item
    except (ModuleNotFoundError, FileNotFoundError):
        pass
    return None


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (size, bold)
    found = _fonts.get(key)
    if found is None:
        if not pygame.font.get_init():
            pygame.font.init()
        path = _font_path(bold)
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


def text(value: str, size: int, color=INK, bold: bool = False) -> pygame.Surface:
    """Rendered text, cached. Keep the result read-only."""
    key = (value, size, tuple(color), bold)
    surf = _text.get(key)
    if surf is None:
        if len(_text) > 4000:  # long sessions with many distinct strings: start over
            _text.clear()
        surf = font(size, bold).render(value, True, color)
        _text[key] = surf
    return surf


def fit_text(value: str, size: int, max_width: int, color=INK, bold: bool = False) -> pygame.Surface:
    """Cached text, shrunk (down to 60 %) then ellipsised so it fits ``max_width``."""
    for s in range(size, max(8, int(size * 0.6)) - 1, -1):
        surf = text(value, s, color, bold)
        if surf.get_width() <= max_width:
            return surf
    small = max(8, int(size * 0.6))
    cut = value
    while cut and text(cut + "…", small, color, bold).get_width() > max_width:
        cut = cut[:-1]
    return text(cut + "…", small, color, bold)


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


def shadow(dest, rect, radius: int = 14, offset: int = 6, alpha: int = 90) -> None:
    r = pygame.Rect(rect).move(offset, offset)
    s = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(s, (0, 0, 0, alpha), s.get_rect(), border_radius=radius)
    dest.blit(s, r)


def symbol(dest, kind: str, center, size: float, color, outline=None) -> None:
    """A small geometric symbol (colour-blind aid)."""
    if not kind:
        return
    x, y = center
    r = size / 2

    def poly(points):
        pygame.draw.polygon(dest, color, points)
        if outline:
            pygame.draw.polygon(dest, outline, points, 1)

    if kind == "circle":
        pygame.draw.circle(dest, color, (x, y), r)
        if outline:
            pygame.draw.circle(dest, outline, (x, y), r, 1)
    elif kind == "ring":
        pygame.draw.circle(dest, color, (x, y), r, max(2, int(r / 2.5)))
    elif kind == "square":
        poly([(x - r * .8, y - r * .8), (x + r * .8, y - r * .8), (x + r * .8, y + r * .8), (x - r * .8, y + r * .8)])
    elif kind == "diamond":
        poly([(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
    elif kind == "triangle":
        poly([(x, y - r), (x + r, y + r * .8), (x - r, y + r * .8)])
    elif kind == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
        poly(pts)
    elif kind == "cross":
        w = max(2, int(r / 2))
        pygame.draw.line(dest, color, (x - r, y - r), (x + r, y + r), w)
        pygame.draw.line(dest, color, (x - r, y + r), (x + r, y - r), w)
    elif kind == "heart":
        pygame.draw.circle(dest, color, (x - r * .45, y - r * .25), r * .5)
        pygame.draw.circle(dest, color, (x + r * .45, y - r * .25), r * .5)
        pygame.draw.polygon(dest, color, [(x - r * .92, y - r * .05), (x + r * .92, y - r * .05), (x, y + r)])
    elif kind == "sun":
        pygame.draw.circle(dest, color, (x, y), r * .5)
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.line(dest, color, (x + r * .65 * math.cos(a), y + r * .65 * math.sin(a)),
                             (x + r * math.cos(a), y + r * math.sin(a)), max(1, int(r / 5)))
    elif kind == "waves":
        w = max(2, int(r / 3))
        for dy in (-r * .45, r * .35):
            pts = [(x - r + i * r / 4, y + dy + (r * .25 if i % 2 else -r * .25)) for i in range(9)]
            pygame.draw.lines(dest, color, False, pts, w)
    elif kind == "rainbow":
        for i, c in enumerate(((214, 56, 52), (246, 214, 56), (70, 170, 80), (52, 120, 220))):
            pygame.draw.circle(dest, c, (x, y + r * .4), r - i * r * .2, max(1, int(r * .2)),
                               draw_top_left=True, draw_top_right=True)


def card_symbol_color(card: str) -> tuple[int, int, int]:
    base = CARD_COLORS.get(card, (128, 128, 128))
    return contrast_ink(base)
