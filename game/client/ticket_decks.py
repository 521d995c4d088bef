"""Two or more destination-ticket decks on the table (Märklin's short and long tickets), from the
view's ``ticket_piles`` (deck name -> cards left): the market shows each deck's back with its
count, and a ticket draw's choices (one deck name per ticket, e.g. ``("long", "short", "short",
"short")``) show as that many backs of each deck, so a player announces the mix first."""

from __future__ import annotations

from game.client import theme
from game.client.pg import pygame
from game.i18n import tr

# Backs by deck name: "routes courtes (dos bleu) et ... routes longues (dos rouge)".
BACKS = {"short": (44, 84, 160), "long": (156, 56, 44), "regular": (120, 60, 40)}


def back_color(deck: str) -> tuple[int, int, int]:
    return BACKS.get(deck, (110, 90, 70))


def deck_name(deck: str) -> str:
    key = f"ticket_decks.{deck}"
    text = tr(key)
    return deck if text == key else text


def draw_back(surface, rect, deck: str) -> None:
    base = back_color(deck)
    rad = max(4, min(rect.w, rect.h) // 8)
    pygame.draw.rect(surface, base, rect, border_radius=rad)
    inner = rect.inflate(-max(6, rect.w // 10), -max(6, rect.w // 10))
    pygame.draw.rect(surface, theme.shade(base, 1.4), inner, 2, border_radius=max(2, rad - 3))
    pygame.draw.rect(surface, (20, 20, 24), rect, 2, border_radius=rad)


def paint_decks(surf, rect: pygame.Rect, piles: dict[str, int]) -> None:
    """Each deck's back side by side in ``rect``, its name and how many cards are left."""
    names = list(piles)
    gap = 10
    w = (rect.w - gap * (len(names) - 1)) // len(names)
    for i, deck in enumerate(names):
        r = pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.h)
        if piles[deck]:
            draw_back(surf, r, deck)
        else:
            pygame.draw.rect(surf, theme.PANEL_EDGE, r, 2, border_radius=8)
        theme.blit_center(surf, theme.fit_text(deck_name(deck), 24, r.w - 10, theme.INK, bold=True),
                          (r.centerx, r.y + r.h // 3))
        theme.blit_center(surf, theme.text(str(piles[deck]), 24, theme.ACCENT, bold=True),
                          (r.centerx, r.y + 2 * r.h // 3 + 2))


def is_mix(choice, piles) -> bool:
    return bool(choice) and bool(piles) and all(item in piles for item in choice)


def draw_mix(surface, rect: pygame.Rect, choice) -> None:
    """A mix of decks: for each deck, its count and a fan of that many backs."""
    counts: dict[str, int] = {}
    for item in choice:
        counts[item] = counts.get(item, 0) + 1
    order = [d for d in BACKS if d in counts] + [d for d in counts if d not in BACKS]
    x = rect.x + 12
    for deck in order:
        n = counts[deck]
        for k in range(n):
            draw_back(surface, pygame.Rect(x + k * 12, rect.centery - 26 + k * 2, 30, 44), deck)
        x += 30 + 12 * (n - 1) + 8
        label = theme.text(f"{n}", 26, theme.INK, bold=True)
        surface.blit(label, label.get_rect(midleft=(x, rect.centery)))
        x += label.get_width() + 14
