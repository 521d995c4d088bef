"""Express card faces, drawn by the project: one vector picture per card type, cached per size.

Every face keeps what matters in its top-left corner, the part a row of overlapping cards leaves
visible: the value (or the order number of a passenger car, or the symbol of a special card) on a
colour that tells the type apart. The picture below is a side view of the car (or an emblem for
turntables, maintenance cars and disasters), drawn with pygame primitives at any size. Freight
colours are chosen apart from each other; passenger cars share one livery (they are all alike for
building) and carry their place in the express order (1 to 5).
"""

from __future__ import annotations

import math

from game.client import theme
from game.client.pg import pygame

FREIGHT = {
    "auto_carrier": (206, 58, 58),
    "steel_coil": (38, 150, 150),
    "commuter": (58, 112, 214),
    "hopper": (222, 176, 52),
    "piggyback": (72, 162, 82),
    "tank": (132, 82, 182),
    "gondola": (232, 132, 42),
    "box_car": (140, 92, 56),
    "coal": (74, 74, 84),
}
PASSENGER_BODY = (120, 30, 40)  # a Pullman maroon
PASSENGER_PAPER = (238, 226, 196)
SPECIAL = {
    "diesel": (36, 60, 120),
    "caboose": (236, 226, 200),
    "wild": (250, 250, 250),
    "turntable": (34, 96, 64),
    "maintenance": (214, 224, 232),
    "disaster": (150, 28, 32),
}
EDGE = (40, 34, 30)
_cache: dict[tuple, pygame.Surface] = {}


def _convert(surf: pygame.Surface) -> pygame.Surface:
    return surf.convert_alpha() if pygame.display.get_init() and pygame.display.get_surface() else surf


def card_color(name: str, group: str) -> tuple[int, int, int]:
    if group == "freight":
        return FREIGHT.get(name, (150, 150, 150))
    if group == "passenger":
        return PASSENGER_PAPER
    return SPECIAL.get(name, SPECIAL.get(group, (200, 200, 200)))


def face(name: str, group: str, value: int, size: tuple[int, int], order: int = 0,
         counters: str = "") -> pygame.Surface:
    """The face of a card type at ``size`` (cached). ``order`` is a passenger car's place in the
    express order, ``counters`` the disaster a maintenance car answers."""
    key = ("face", name, group, value, size, order, counters)
    surf = _cache.get(key)
    if surf is None:
        surf = _convert(_paint_face(name, group, value, size, order, counters))
        _cache[key] = surf
    return surf


def back(size: tuple[int, int], highlight: bool = False) -> pygame.Surface:
    """A card back: how a locomotive lies on the table ("au dos de la carte")."""
    key = ("back", size, highlight)
    surf = _cache.get(key)
    if surf is None:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rad = max(4, min(w, h) // 9)
        base = (28, 44, 86)
        pygame.draw.rect(surf, base, surf.get_rect(), border_radius=rad)
        inner = surf.get_rect().inflate(-max(6, w // 8), -max(6, w // 8))
        pygame.draw.rect(surf, (212, 170, 70), inner, max(2, w // 40), border_radius=max(2, rad - 3))
        # Two rails and sleepers running up the card.
        for fx in (0.38, 0.62):
            x = inner.x + inner.w * fx
            pygame.draw.line(surf, (212, 170, 70), (x, inner.y + 4), (x, inner.bottom - 4), max(2, w // 30))
        for k in range(1, 8):
            y = inner.y + inner.h * k / 8
            pygame.draw.line(surf, (150, 120, 60), (inner.x + inner.w * 0.28, y), (inner.x + inner.w * 0.72, y),
                             max(1, w // 40))
        if highlight:
            pygame.draw.rect(surf, theme.ACCENT, surf.get_rect(), 3, border_radius=rad)
        else:
            pygame.draw.rect(surf, EDGE, surf.get_rect(), 2, border_radius=rad)
        surf = _convert(surf)
        _cache[key] = surf
    return surf


def fonts(size: tuple[int, int]) -> list[tuple[int, bool]]:
    """The fonts (type size, bold) a face at ``size`` writes with: its corner's value, a passenger
    car's place in the order, a disaster's mark. A font made the first time costs 0.3-0.4 ms, as
    much as the face: a table makes them ahead (see theme.font)."""
    corner = _corner_size(size)
    return list(dict.fromkeys([(corner, True), (_order_type(corner), True), (_mark_type(corner), True)]))


def _corner_size(size: tuple[int, int]) -> int:
    w, h = size
    return max(16, min(int(h * 0.27), int(w * 0.42)))


def _order_radius(corner: int) -> int:
    return max(7, corner // 3)


def _order_type(corner: int) -> int:
    return max(10, int(_order_radius(corner) * 1.5))


def _mark_type(corner: int) -> int:
    return int(corner * 0.6)


# --- painting ------------------------------------------------------------------------------------


def _paint_face(name, group, value, size, order, counters) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rad = max(4, min(w, h) // 9)
    color = card_color(name, group)
    paper = (248, 244, 234)
    car_like = group in ("freight", "passenger", "diesel", "caboose", "wild")
    if car_like:
        # Paper below, the type's colour in a band on top holding the value.
        pygame.draw.rect(surf, paper, surf.get_rect(), border_radius=rad)
        fill = PASSENGER_BODY if group == "passenger" else color
        if group in ("caboose", "wild"):
            fill = (70, 70, 80) if group == "caboose" else (230, 150, 30)
        band = pygame.Rect(0, 0, w, int(h * 0.36))
        pygame.draw.rect(surf, fill, band, border_top_left_radius=rad, border_top_right_radius=rad)
        art = pygame.Rect(int(w * 0.08), int(h * 0.44), int(w * 0.84), int(h * 0.46))
    else:
        # Special cards: the whole card in the group's colour, an emblem in the middle.
        fill = color
        pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=rad)
        art = pygame.Rect(int(w * 0.12), int(h * 0.36), int(w * 0.76), int(h * 0.56))
    ink = theme.contrast_ink(fill)
    _picture(surf, name, group, art, counters)
    corner_size = _corner_size(size)
    label = _corner_label(group, value, order)
    anchor = (int(w * 0.07), int(h * 0.03))
    if label:
        text = theme.text(label, corner_size, ink, bold=True)
        surf.blit(text, anchor)
        if order:  # a passenger car's place in the express order, beside its value
            r = _order_radius(corner_size)
            c = (anchor[0] + text.get_width() + r + 3, anchor[1] + corner_size // 2 + 2)
            if c[0] + r <= w - 2:
                pygame.draw.circle(surf, (236, 196, 90), c, r)
                theme.blit_center(surf, theme.text(str(order), _order_type(corner_size), (60, 20, 20), bold=True), c)
    else:
        _corner_symbol(surf, name, group, (anchor[0] + corner_size // 2, anchor[1] + corner_size // 2 + 2),
                       corner_size, ink)
    pygame.draw.rect(surf, EDGE, surf.get_rect(), max(2, w // 50), border_radius=rad)
    return surf


def _corner_label(group: str, value: int, order: int) -> str:
    if group in ("freight", "passenger"):
        return str(value)
    if group == "maintenance":
        return "+5"
    return ""


def _corner_symbol(surf, name, group, center, size, ink) -> None:
    x, y = center
    r = size * 0.42
    if group == "disaster":
        pts = []
        for i in range(3):
            a = -math.pi / 2 + i * 2 * math.pi / 3
            pts.append((x + r * math.cos(a), y + r * math.sin(a)))
        pygame.draw.polygon(surf, (250, 220, 90), pts)
        theme.blit_center(surf, theme.text("!", _mark_type(size), (40, 20, 10), bold=True), (x, y + r * 0.15))
    elif group == "turntable":
        _arc_arrow(surf, (x, y), r, (240, 240, 230), max(2, int(r / 3)))
    elif group == "wild":
        theme.symbol(surf, "star", (x, y), size * 0.9, (230, 150, 30))
    elif group == "diesel":
        pygame.draw.rect(surf, (250, 200, 60), (x - r, y - r * 0.6, r * 2, r * 1.2), border_radius=3)
    elif group == "caboose":
        pygame.draw.rect(surf, (190, 40, 40), (x - r, y - r * 0.5, r * 2, r), border_radius=2)
        pygame.draw.rect(surf, (190, 40, 40), (x - r * 0.4, y - r, r * 0.8, r * 0.6))


def _wheels(surf, rect, n=2, color=(30, 30, 30)) -> None:
    r = max(2, rect.h // 7)
    for k in range(n):
        fx = (k + 1) / (n + 1) if n > 2 else (0.22 if k == 0 else 0.78)
        pygame.draw.circle(surf, color, (rect.x + rect.w * fx, rect.bottom - r), r)


def _rail(surf, rect) -> None:
    pygame.draw.line(surf, (90, 80, 70), (rect.x - 2, rect.bottom), (rect.right + 2, rect.bottom), max(1, rect.h // 18))


def _picture(surf, name, group, rect, counters) -> None:
    """A side view of the car type, or the emblem of a special card."""
    x, y, w, h = rect
    body_h = int(h * 0.62)
    body = pygame.Rect(x, y + int(h * 0.12), w, body_h)
    dark = (34, 30, 30)
    lw = max(1, w // 40)
    if group == "freight":
        color = FREIGHT.get(name, (150, 150, 150))
        shade = theme.shade(color, 0.6)
        _rail(surf, rect)
        if name == "auto_carrier":
            frame = body.inflate(0, -int(body_h * 0.1))
            pygame.draw.rect(surf, shade, frame, lw + 1)
            pygame.draw.line(surf, shade, (frame.x, frame.centery), (frame.right, frame.centery), lw + 1)
            for deck_y in (frame.y + frame.h * 0.25, frame.y + frame.h * 0.75):
                for k in range(3):
                    cx = frame.x + frame.w * (0.2 + 0.3 * k)
                    pygame.draw.ellipse(surf, color, (cx - frame.w * 0.11, deck_y - frame.h * 0.14, frame.w * 0.22, frame.h * 0.26))
        elif name == "steel_coil":
            deck = pygame.Rect(x, body.bottom - body_h // 4, w, body_h // 4)
            pygame.draw.rect(surf, shade, deck)
            for k in range(3):
                cx = x + w * (0.2 + 0.3 * k)
                r = body_h * 0.32
                pygame.draw.circle(surf, color, (cx, deck.y - r + 1), r)
                pygame.draw.circle(surf, shade, (cx, deck.y - r + 1), r * 0.4)
        elif name == "commuter":
            pygame.draw.rect(surf, color, body, border_radius=max(2, body_h // 5))
            for row in (0.2, 0.58):
                for k in range(5):
                    win = pygame.Rect(x + w * (0.08 + 0.18 * k), body.y + body_h * row, w * 0.12, body_h * 0.24)
                    pygame.draw.rect(surf, (230, 240, 250), win)
        elif name == "hopper":
            top = body.y
            pts = [(x, top), (x + w, top), (x + w * 0.82, body.bottom), (x + w * 0.18, body.bottom)]
            pygame.draw.polygon(surf, color, pts)
            pygame.draw.polygon(surf, shade, pts, lw)
            for k in (0.35, 0.65):
                pygame.draw.polygon(surf, shade, [(x + w * (k - 0.08), body.bottom), (x + w * (k + 0.08), body.bottom),
                                                  (x + w * k, body.bottom + h * 0.12)])
        elif name == "piggyback":
            deck = pygame.Rect(x, body.bottom - body_h // 5, w, body_h // 5)
            pygame.draw.rect(surf, shade, deck)
            trailer = pygame.Rect(x + w * 0.08, body.y + body_h * 0.1, w * 0.78, body_h * 0.62)
            pygame.draw.rect(surf, color, trailer, border_radius=2)
            pygame.draw.circle(surf, dark, (trailer.right - w * 0.08, deck.y - 1), max(2, body_h // 8))
        elif name == "tank":
            tank = body.inflate(0, -int(body_h * 0.15))
            pygame.draw.rect(surf, color, tank, border_radius=tank.h // 2)
            pygame.draw.rect(surf, shade, (tank.centerx - w * 0.06, tank.y - h * 0.08, w * 0.12, h * 0.1))
        elif name == "gondola":
            low = pygame.Rect(x, body.y + body_h * 0.35, w, body_h * 0.65)
            pygame.draw.rect(surf, color, low)
            for k in range(1, 5):
                pygame.draw.line(surf, shade, (x + w * k / 5, low.y), (x + w * k / 5, low.bottom), lw)
        elif name == "box_car":
            pygame.draw.rect(surf, color, body)
            door = pygame.Rect(x + w * 0.38, body.y + body_h * 0.1, w * 0.24, body_h * 0.9)
            pygame.draw.rect(surf, shade, door, lw + 1)
            pygame.draw.line(surf, shade, door.topleft, door.bottomright, lw)
        elif name == "coal":
            pts = [(x, body.y + body_h * 0.25), (x + w, body.y + body_h * 0.25), (x + w * 0.9, body.bottom),
                   (x + w * 0.1, body.bottom)]
            pygame.draw.polygon(surf, color, pts)
            for k in range(6):
                pygame.draw.circle(surf, (20, 20, 22), (x + w * (0.12 + 0.15 * k), body.y + body_h * 0.22),
                                   max(2, body_h // 6))
        else:
            pygame.draw.rect(surf, color, body)
        _wheels(surf, rect)
        return
    if group == "passenger":
        _rail(surf, rect)
        car = pygame.Rect(body)
        if name == "observation":
            pygame.draw.rect(surf, PASSENGER_BODY, car, border_top_right_radius=body_h // 2,
                             border_bottom_right_radius=body_h // 4, border_radius=3)
        else:
            pygame.draw.rect(surf, PASSENGER_BODY, car, border_radius=max(2, body_h // 6))
        if name == "dome":
            pygame.draw.ellipse(surf, (180, 220, 240), (x + w * 0.3, car.y - body_h * 0.35, w * 0.4, body_h * 0.6))
            pygame.draw.rect(surf, PASSENGER_BODY, car, border_radius=max(2, body_h // 6))
        if name == "baggage":
            for k in (0.2, 0.6):
                pygame.draw.rect(surf, (200, 170, 120), (x + w * k, car.y + body_h * 0.15, w * 0.2, body_h * 0.75), lw + 1)
        else:
            n = 4 if name != "sleeper" else 3
            for k in range(n):
                win = pygame.Rect(x + w * (0.1 + 0.8 * k / n), car.y + body_h * 0.22, w * 0.8 / n * 0.7, body_h * 0.32)
                pygame.draw.rect(surf, (250, 232, 170), win)
                if name == "sleeper":
                    pygame.draw.rect(surf, (90, 60, 120), (win.x, win.y, win.w, win.h // 2))
        pygame.draw.line(surf, (220, 190, 110), (car.x, car.bottom - body_h * 0.25), (car.right, car.bottom - body_h * 0.25), lw)
        _wheels(surf, rect)
        return
    if group == "diesel":
        _rail(surf, rect)
        pygame.draw.rect(surf, (36, 60, 120), body, border_top_left_radius=body_h // 2, border_radius=3)
        pygame.draw.rect(surf, (250, 200, 60), (body.x, body.y + body_h * 0.55, body.w, body_h * 0.2))
        pygame.draw.rect(surf, (200, 230, 250), (body.x + w * 0.06, body.y + body_h * 0.15, w * 0.18, body_h * 0.3))
        _wheels(surf, rect, 3)
        return
    if group == "caboose":
        _rail(surf, rect)
        red = (190, 40, 40)
        pygame.draw.rect(surf, red, body.inflate(-w * 0.1, 0), border_radius=3)
        pygame.draw.rect(surf, red, (x + w * 0.35, body.y - body_h * 0.35, w * 0.3, body_h * 0.4))
        pygame.draw.rect(surf, (250, 232, 170), (x + w * 0.4, body.y - body_h * 0.28, w * 0.2, body_h * 0.22))
        _wheels(surf, rect)
        return
    if group == "wild":
        for i, c in enumerate(((214, 56, 52), (240, 140, 40), (246, 214, 56), (70, 170, 80), (52, 120, 220))):
            pygame.draw.rect(surf, c, (x, body.y + i * body_h / 5, w, body_h / 5 + 1))
        theme.symbol(surf, "star", (x + w / 2, body.centery), min(w, body_h) * 0.8, (255, 255, 255), outline=dark)
        _wheels(surf, rect)
        return
    cx, cy = rect.center
    r = min(w, h) * 0.45
    if group == "turntable":
        pygame.draw.circle(surf, (20, 70, 44), (cx, cy), r)
        pygame.draw.line(surf, (230, 220, 190), (cx - r, cy), (cx + r, cy), max(2, int(r / 5)))
        _arc_arrow(surf, (cx, cy), r * 0.8, (250, 240, 210), max(2, int(r / 6)))
        return
    if group == "maintenance":
        _maintenance_icon(surf, name, rect)
        if counters:
            _disaster_icon(surf, counters, pygame.Rect(rect.right - w * 0.32, rect.y - h * 0.02, w * 0.34, h * 0.34),
                           small=True)
        return
    if group == "disaster":
        _disaster_icon(surf, name, rect)


def _arc_arrow(surf, center, r, color, width) -> None:
    cx, cy = center
    box = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)
    pygame.draw.arc(surf, color, box, 0.4, 5.2, width)
    a = 0.4
    tip = (cx + r * math.cos(a), cy - r * math.sin(a))
    pygame.draw.polygon(surf, color, [(tip[0] - r * 0.35, tip[1] - r * 0.05), (tip[0] + r * 0.3, tip[1] - r * 0.1),
                                      (tip[0], tip[1] + r * 0.4)])


def _maintenance_icon(surf, name, rect) -> None:
    x, y, w, h = rect
    ink = (40, 70, 110)
    lw = max(2, w // 25)
    base = pygame.Rect(x, y + h * 0.6, w, h * 0.28)
    pygame.draw.rect(surf, ink, base, border_radius=2)
    _wheels(surf, pygame.Rect(x, y, w, h))
    if name in ("heavy_crane", "light_crane"):
        reach = 0.9 if name == "heavy_crane" else 0.6
        foot = (x + w * 0.3, base.y)
        top = (x + w * (0.3 + 0.55 * reach), y + h * (0.05 if name == "heavy_crane" else 0.25))
        pygame.draw.line(surf, ink, foot, top, lw + (2 if name == "heavy_crane" else 0))
        pygame.draw.line(surf, ink, top, (top[0], top[1] + h * 0.3), max(1, lw // 2))
        pygame.draw.rect(surf, ink, (top[0] - w * 0.05, top[1] + h * 0.3, w * 0.1, h * 0.06))
        pygame.draw.rect(surf, ink, (x + w * 0.1, base.y - h * 0.18, w * 0.3, h * 0.18))
    elif name == "office":
        car = pygame.Rect(x + w * 0.05, y + h * 0.12, w * 0.9, h * 0.48)
        pygame.draw.rect(surf, ink, car, border_radius=3)
        for k in range(3):
            pygame.draw.rect(surf, (240, 240, 250), (car.x + car.w * (0.1 + 0.3 * k), car.y + car.h * 0.2,
                                                     car.w * 0.2, car.h * 0.35))
    elif name == "tool_car":
        cx, cy = x + w * 0.5, y + h * 0.32
        pygame.draw.line(surf, ink, (cx - w * 0.3, cy + h * 0.2), (cx + w * 0.2, cy - h * 0.15), lw + 2)
        pygame.draw.circle(surf, ink, (cx + w * 0.24, cy - h * 0.18), w * 0.12, lw + 1)
    else:  # engine transfer: a locomotive lifted between two arrows
        loco = pygame.Rect(x + w * 0.25, y + h * 0.2, w * 0.5, h * 0.3)
        pygame.draw.rect(surf, ink, loco, border_top_left_radius=int(h * 0.12))
        for sx in (-1, 1):
            ax = x + w * (0.12 if sx < 0 else 0.88)
            pygame.draw.line(surf, ink, (ax, y + h * 0.15), (ax, y + h * 0.5), lw)
            pygame.draw.polygon(surf, ink, [(ax - w * 0.06, y + h * 0.2), (ax + w * 0.06, y + h * 0.2), (ax, y + h * 0.08)])


def _disaster_icon(surf, name, rect, small: bool = False) -> None:
    x, y, w, h = rect
    cx, cy = x + w / 2, y + h / 2
    r = min(w, h) * 0.45
    if small:
        pygame.draw.circle(surf, (150, 28, 32), (cx, cy), r)
        r *= 0.75
    white = (250, 246, 236)
    lw = max(2, int(r / 6))
    if name == "wreck":
        pts = []
        for i in range(16):
            a = i * math.pi / 8
            rr = r if i % 2 == 0 else r * 0.45
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pygame.draw.polygon(surf, (250, 190, 60), pts)
        pygame.draw.polygon(surf, white, pts, max(1, lw // 2))
    elif name == "derailment":
        car = [(cx - r * 0.8, cy - r * 0.1), (cx + r * 0.6, cy - r * 0.7), (cx + r * 0.9, cy - r * 0.1),
               (cx - r * 0.5, cy + r * 0.5)]
        pygame.draw.polygon(surf, white, car)
        pygame.draw.line(surf, white, (cx - r, cy + r * 0.8), (cx + r, cy + r * 0.8), lw)
    elif name == "breakage":
        pygame.draw.rect(surf, white, (cx - r * 0.9, cy - r * 0.4, r * 0.8, r * 0.8))
        pygame.draw.rect(surf, white, (cx + r * 0.1, cy - r * 0.4, r * 0.8, r * 0.8))
        pygame.draw.lines(surf, (150, 28, 32) if not small else white, False,
                          [(cx, cy - r * 0.6), (cx - r * 0.15, cy - r * 0.1), (cx + r * 0.15, cy + r * 0.1), (cx, cy + r * 0.6)], lw)
    elif name == "theft":
        pygame.draw.circle(surf, white, (cx, cy - r * 0.25), r * 0.55)
        pygame.draw.rect(surf, (20, 20, 24), (cx - r * 0.55, cy - r * 0.4, r * 1.1, r * 0.28))
        pygame.draw.circle(surf, white, (cx - r * 0.25, cy - r * 0.26), max(1, r * 0.08))
        pygame.draw.circle(surf, white, (cx + r * 0.25, cy - r * 0.26), max(1, r * 0.08))
        pygame.draw.rect(surf, white, (cx - r * 0.5, cy + r * 0.35, r, r * 0.45), border_radius=3)
    else:  # engine switch: two arrows chasing each other
        box = pygame.Rect(cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6)
        pygame.draw.arc(surf, white, box, 0.3, 2.8, lw)
        pygame.draw.arc(surf, white, box, 3.4, 5.9, lw)
        for a, turn in ((0.3, 1), (3.4, 1)):
            tx, ty = cx + r * 0.8 * math.cos(a), cy - r * 0.8 * math.sin(a)
            pygame.draw.polygon(surf, white, [(tx - r * 0.25, ty), (tx + r * 0.25, ty), (tx, ty + r * 0.3 * turn)])
