"""The pieces on the boards, drawn one way everywhere (static layers, animations, highlights).

Ownership must read from a sofa: a free route is a row of hollow slots in the route's colour, a
claimed route a row of solid train cars in the seat's colour (a palette apart from the card
colours) with a dark outline and the seat's symbol. Trans Europa tracks and start markers follow
the same rule, and a start marker is a square token, never a disc like a city.
"""

from __future__ import annotations

import math

from game.client import theme
from game.client.pg import pygame

SLOT_W = 15  # free car slot thickness, px at 1080p
CAR_W = 17  # a claimed car is a little wider than its slot: it covers the slot's frame
BOARD_SYMBOL = 14  # px: symbols on cars, slots, tracks and tokens (the size test keeps it readable)
TOKEN_SYMBOL = 18  # px: symbols on start markers and stations
FRAME = 4  # px: the coloured frame of a free slot
TUNNEL_TEETH = 6  # px: how far a tunnel's teeth stand out of its slots
SHADOW = 2  # px: the drop shadow under claimed cars and tokens, down and right
PALE = (250, 246, 236)
RAINBOW = ((214, 56, 52), (246, 214, 56), (70, 170, 80), (52, 120, 220))


def car_polygon(center, angle: float, length: float, width: float = SLOT_W) -> list[tuple[float, float]]:
    cx, cy = center
    ca, sa = math.cos(angle), math.sin(angle)
    hl, hw = length / 2, width / 2
    return [(cx + ca * dx - sa * dy, cy + sa * dx + ca * dy)
            for dx, dy in ((-hl, -hw), (hl, -hw), (hl, hw), (-hl, hw))]


def _along(center, angle: float, dx: float, dy: float) -> tuple[float, float]:
    ca, sa = math.cos(angle), math.sin(angle)
    return center[0] + ca * dx - sa * dy, center[1] + sa * dx + ca * dy


def draw_free_slot(surface, center, angle: float, length: float, color: str, tunnel: bool = False,
                   locomotive: bool = False, colorblind: bool = False) -> None:
    """An empty car space: a frame in the route colour around a pale inside. Tunnels get dark teeth
    along both sides (the board's rocky border); a ferry's locomotive spaces are striped with the
    rainbow of the locomotive card."""
    base = theme.CARD_COLORS.get(color, (150, 150, 150))
    if tunnel:
        teeth = max(2, int(length // 7))
        for side in (-1, 1):
            for k in range(teeth):
                x0 = -length / 2 + length * k / teeth
                x1 = x0 + length / teeth
                edge = side * (SLOT_W / 2 + 1)
                tip = side * (SLOT_W / 2 + TUNNEL_TEETH)
                pygame.draw.polygon(surface, (14, 12, 10), [_along(center, angle, x0, edge),
                                                            _along(center, angle, (x0 + x1) / 2, tip),
                                                            _along(center, angle, x1, edge)])
    outer = car_polygon(center, angle, length, SLOT_W)
    pygame.draw.polygon(surface, (24, 20, 18), outer)
    frame = car_polygon(center, angle, length - 2, SLOT_W - 2)
    pygame.draw.polygon(surface, base, frame)
    inner_len, inner_w = max(2.0, length - 2 - 2 * FRAME), max(2.0, SLOT_W - 2 - 2 * FRAME)
    if locomotive:
        band = inner_w / len(RAINBOW)
        for i, c in enumerate(RAINBOW):
            off = -inner_w / 2 + band * (i + 0.5)
            pygame.draw.polygon(surface, c, car_polygon(_along(center, angle, 0, off), angle, inner_len, band + 0.8))
    else:
        pygame.draw.polygon(surface, theme.mix(base, PALE, 0.72), car_polygon(center, angle, inner_len, inner_w))
    if colorblind and not locomotive and theme.card_symbol(color):
        theme.symbol(surface, theme.card_symbol(color), center, BOARD_SYMBOL, theme.INK_DARK, outline=PALE)


def draw_claimed_car(surface, center, angle: float, length: float, seat_color: str) -> None:
    """A train car of a seat: solid seat colour, dark outline, the seat's symbol."""
    rgb = theme.seat_rgb(seat_color)
    poly = car_polygon(center, angle, length, CAR_W)
    pygame.draw.polygon(surface, theme.SEAT_OUTLINE, [(x + SHADOW, y + SHADOW) for x, y in poly])
    pygame.draw.polygon(surface, rgb, poly)
    pygame.draw.polygon(surface, theme.SEAT_OUTLINE, poly, 2)
    theme.symbol(surface, theme.seat_symbol(seat_color), center, BOARD_SYMBOL, theme.contrast_ink(rgb))


def draw_station(surface, p, seat_color: str, scale: float = 1.0) -> None:
    """A station: a house in the seat's colour standing on the city's dot (so it never covers a
    neighbour's name), with the seat's symbol."""
    rgb = theme.seat_rgb(seat_color)
    x, y = p
    s = scale
    house = [(x - 15 * s, y + 12 * s), (x - 15 * s, y - 3 * s), (x, y - 17 * s), (x + 15 * s, y - 3 * s),
             (x + 15 * s, y + 12 * s)]
    pygame.draw.polygon(surface, theme.SEAT_OUTLINE, [(px + 2, py + 2) for px, py in house])
    pygame.draw.polygon(surface, rgb, house)
    pygame.draw.polygon(surface, theme.SEAT_OUTLINE, house, 2)
    theme.symbol(surface, theme.seat_symbol(seat_color), (x, y + 2 * s), max(BOARD_SYMBOL, BOARD_SYMBOL * s),
                 theme.contrast_ink(rgb))


def draw_track(surface, a, b, seat_color: str | None, double: bool) -> None:
    """A Trans Europa track between two intersections: sleepers under a solid bar in the builder's
    colour (two bars for a double segment), dark outline, the seat's symbol in the middle. A track
    of no seat (``None``: a finished round shown under its score) is a plain dark bar."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1
    angle = math.atan2(dy, dx)
    start, end = 0.14, 0.86
    mid = (a[0] + dx / 2, a[1] + dy / 2)
    bar_len = length * (end - start)
    rgb = theme.seat_rgb(seat_color) if seat_color else (70, 62, 56)
    for k in range(7):
        t = start + (end - start) * k / 6 - 0.5
        sleeper = car_polygon(_along(mid, angle, length * t, 0), angle + math.pi / 2, 20 if double else 16, 4)
        pygame.draw.polygon(surface, (96, 70, 46), sleeper)
    offsets = (-5.5, 5.5) if double else (0.0,)
    width = 9 if double else 11  # both drawn within TRACK_HALF of the line
    for off in offsets:
        c = _along(mid, angle, 0, off)
        bar = car_polygon(c, angle, bar_len, width)
        pygame.draw.polygon(surface, rgb, bar)
        pygame.draw.polygon(surface, theme.SEAT_OUTLINE, bar, 2)
    if seat_color:
        pygame.draw.circle(surface, rgb, mid, TRACK_HALF)
        pygame.draw.circle(surface, theme.SEAT_OUTLINE, mid, TRACK_HALF, 2)
        theme.symbol(surface, theme.seat_symbol(seat_color), mid, BOARD_SYMBOL, theme.contrast_ink(rgb))


MARKER_HALF = 16  # px: half the side of a start marker's square token
TRACK_HALF = 11  # px: a track's bars and its symbol box stay this close to the segment's line


def draw_marker(surface, p, seat_color: str, scale: float = 1.0, glow: bool = False) -> None:
    """A seat's start marker: a square token with a chimney (a little locomotive seen from the
    front), dark outline, the seat's symbol. Cities are discs, so the two never look alike."""
    rgb = theme.seat_rgb(seat_color)
    h = MARKER_HALF * scale
    body = pygame.Rect(0, 0, int(2 * h), int(2 * h))
    body.center = (int(p[0]), int(p[1]))
    if glow:
        pygame.draw.rect(surface, theme.ACCENT, body.inflate(14, 14), 4, border_radius=10)
    chimney = pygame.Rect(0, 0, int(h * 0.6), int(h * 0.55))
    chimney.midbottom = (body.x + int(h * 0.55), body.y + 2)
    pygame.draw.rect(surface, theme.SEAT_OUTLINE, body.move(2, 3), border_radius=6)
    pygame.draw.rect(surface, rgb, chimney)
    pygame.draw.rect(surface, theme.SEAT_OUTLINE, chimney, 2)
    pygame.draw.rect(surface, rgb, body, border_radius=6)
    pygame.draw.rect(surface, theme.SEAT_OUTLINE, body, 3, border_radius=6)
    theme.symbol(surface, theme.seat_symbol(seat_color), body.center, TOKEN_SYMBOL * scale, theme.contrast_ink(rgb))
