"""Countries on a route board: dead ends drawn as arrows pointing off the map at the border, with
the country's name, instead of a city marker (a board's ``kind = "country"`` cities). Routes end
at the arrow's tail; nothing passes through it, and it looks like it."""

from __future__ import annotations

import math

from game.client import theme
from game.client.pg import pygame

ARROW_LEN = 46
ARROW_W = 30
FILL = (236, 224, 196)
EDGE = (92, 40, 36)
NAME_SIZE = 22
TOP_CLEAR = 64  # the table's prompt line covers the top of the board


def outward(p, centre) -> tuple[float, float]:
    """The unit direction from the board's middle to ``p``: where the border arrow points."""
    dx, dy = p[0] - centre[0], p[1] - centre[1]
    d = math.hypot(dx, dy) or 1.0
    return dx / d, dy / d


def arrow_polygon(tail, direction, length: float = ARROW_LEN, width: float = ARROW_W) -> list[tuple[float, float]]:
    ux, uy = direction
    nx, ny = -uy, ux
    shaft = width * 0.42
    neck = length * 0.5
    tx, ty = tail
    pts = [(-0.0, -shaft / 2), (neck, -shaft / 2), (neck, -width / 2), (length, 0.0), (neck, width / 2),
           (neck, shaft / 2), (0.0, shaft / 2)]
    return [(tx + ux * a + nx * b, ty + uy * a + ny * b) for a, b in pts]


def paint_country(layer, p, centre, name: str) -> pygame.Rect:
    """The arrow with its tail on ``p`` (where the routes end), pointing away from ``centre``, and
    the name beside its head. Returns the rectangle the name took (for other labels to avoid)."""
    direction = outward(p, centre)
    poly = arrow_polygon(p, direction)
    pygame.draw.polygon(layer, (20, 16, 14), [(x + 2, y + 3) for x, y in poly])
    pygame.draw.polygon(layer, FILL, poly)
    pygame.draw.polygon(layer, EDGE, poly, 3)
    pygame.draw.circle(layer, EDGE, (int(p[0]), int(p[1])), 5)
    label = theme.text(name, NAME_SIZE, (36, 28, 22), bold=True)
    halo = theme.text(name, NAME_SIZE, (250, 244, 230), bold=True)
    head = (p[0] + direction[0] * (ARROW_LEN + 8), p[1] + direction[1] * (ARROW_LEN + 8))
    rect = label.get_rect()
    # Beside the head, on the outer side of the arrow.
    if abs(direction[0]) >= abs(direction[1]):
        if direction[0] > 0:
            rect.midleft = head
        else:
            rect.midright = head
    elif direction[1] > 0:
        rect.midtop = head
    else:
        rect.midbottom = head
        if rect.top < TOP_CLEAR:  # under the prompt line across the board's top: beside the shaft
            rect.midleft = (p[0] + ARROW_W * 0.6 + 6, p[1] - ARROW_LEN * 0.45)
    rect.clamp_ip(layer.get_rect())
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (1, -1), (-1, 1)):
        layer.blit(halo, rect.move(dx, dy))
    layer.blit(label, rect)
    return rect
