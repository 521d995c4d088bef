"""Faces of train cards that are neither a colour nor the plain locomotive, known from the card
manifest a table view hands over (:func:`learn`):

* a wild limited to long routes (``min_route``: Märklin's Locomotive +4): the locomotive's
  rainbow, with its limit in a large badge ("+4") so it is never mistaken for a locomotive;
* a special card (Märklin's Passenger card): a standing figure on a parchment ground, its name
  under it.

``cards.card_face`` asks :func:`painter_for` before drawing a colour card.
"""

from __future__ import annotations

from typing import Any, Callable

from game.client import theme
from game.client.pg import pygame

RAINBOW = [(214, 56, 52), (240, 140, 40), (246, 214, 56), (70, 170, 80), (52, 120, 220), (160, 86, 196)]
_kinds: dict[str, tuple[str, int]] = {}  # card id -> ("restricted", min route) or ("special", 0)


def learn(cards_manifest: Any) -> None:
    """Remember which cards of a deck need a face of their own (safe to call for every match)."""
    for card in getattr(cards_manifest, "cards", ()):
        if getattr(card, "wild", False) and getattr(card, "min_route", 0) > 1:
            _kinds[card.id] = ("restricted", int(card.min_route))
        elif getattr(card, "special", False):
            _kinds[card.id] = ("special", 0)


def painter_for(card: str) -> Callable[[pygame.Surface, pygame.Rect, int], None] | None:
    kind = _kinds.get(card)
    if kind is None:
        return None
    if kind[0] == "restricted":
        return lambda surf, inner, rad: paint_restricted_wild(surf, inner, rad, kind[1])
    return lambda surf, inner, rad: paint_special(surf, inner, rad, card)


def _rainbow(surf, inner, rad) -> None:
    band_h = inner.h / len(RAINBOW)
    clip = pygame.Surface(inner.size, pygame.SRCALPHA)
    for i, c in enumerate(RAINBOW):
        pygame.draw.rect(clip, c, (0, int(i * band_h), inner.w, int(band_h) + 2))
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(1, rad - 2))
    clip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(clip, inner)


def paint_restricted_wild(surf, inner: pygame.Rect, rad: int, min_route: int) -> None:
    """The rainbow with a dark diagonal sash and "+N" in a white badge: a locomotive for routes of
    N spaces or more."""
    _rainbow(surf, inner, rad)
    sash = pygame.Surface(inner.size, pygame.SRCALPHA)
    w, h = inner.size
    pygame.draw.polygon(sash, (20, 20, 26, 150), [(0, h * 0.62), (w, h * 0.22), (w, h * 0.44), (0, h * 0.84)])
    surf.blit(sash, inner)
    r = max(8, int(min(w, h) * 0.3))
    center = inner.center
    pygame.draw.circle(surf, (250, 246, 236), center, r)
    pygame.draw.circle(surf, (30, 30, 34), center, r, max(2, r // 8))
    size = max(10, int(r * 1.15))
    theme.blit_center(surf, theme.text(f"+{min_route}", size, (30, 30, 34), bold=True), center)


def paint_special(surf, inner: pygame.Rect, rad: int, card: str) -> None:
    """A parchment card with a figure: the Passenger card."""
    pygame.draw.rect(surf, (236, 224, 196), inner, border_radius=max(1, rad - 2))
    pygame.draw.rect(surf, (150, 110, 70), inner, max(2, inner.w // 30), border_radius=max(1, rad - 2))
    h = inner.h * 0.62
    x, foot = inner.centerx, inner.y + inner.h * 0.78
    ink = (60, 40, 90)
    body = [(x - 0.34 * h, foot), (x - 0.22 * h, foot - 0.5 * h), (x + 0.22 * h, foot - 0.5 * h), (x + 0.34 * h, foot)]
    pygame.draw.polygon(surf, ink, body)
    pygame.draw.circle(surf, ink, (int(x), int(foot - 0.7 * h)), int(0.19 * h))
    # A suitcase in the passenger's hand.
    case = pygame.Rect(0, 0, int(0.32 * h), int(0.24 * h))
    case.bottomleft = (int(x + 0.28 * h), int(foot))
    pygame.draw.rect(surf, (170, 90, 40), case, border_radius=3)
    pygame.draw.rect(surf, (90, 50, 20), case, 2, border_radius=3)
