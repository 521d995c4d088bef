"""Card art: train cards, card backs, tickets and Trans Europa city cards, cached per size.

Every hidden-information card face drawn by the table goes through :func:`draw_private_face`, which
records whose card it is in :data:`PRIVATE_LOG`. Tests use the log to prove that only the seat
sitting at the screen (after the privacy screen) ever has its cards drawn.
"""

from __future__ import annotations

from game.client import card_art, theme
from game.client.pg import pygame

_cache: dict[tuple, pygame.Surface] = {}
PRIVATE_LOG: list[tuple[int, str]] = []  # (owner seat, what) for each private face drawn
LOG_PRIVATE = False  # tests switch it on


def _cached(key, build):
    surf = _cache.get(key)
    if surf is None:
        surf = build()
        _cache[key] = surf
    return surf


def _train_icon(surf, rect, color) -> None:
    """A tiny side view of a wagon, the card's emblem."""
    r = pygame.Rect(rect)
    body = pygame.Rect(r.x, r.y, r.w, int(r.h * 0.62))
    pygame.draw.rect(surf, color, body, border_radius=max(2, r.h // 8))
    wy = body.bottom + r.h * 0.12
    for fx in (0.25, 0.75):
        pygame.draw.circle(surf, color, (r.x + r.w * fx, wy), max(2, r.h * 0.16))


def card_face(card: str, size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    w, h = size

    def build():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(4, min(w, h) // 8)
        base = theme.CARD_COLORS.get(card, (128, 128, 128))
        pygame.draw.rect(s, (250, 246, 236), s.get_rect(), border_radius=rad)
        inner = s.get_rect().inflate(-max(4, w // 14), -max(4, w // 14))
        painter = card_art.painter_for(card)  # a restricted wild or a special card: a face of its own
        if painter is not None:
            painter(s, inner, rad)
            pygame.draw.rect(s, (60, 50, 40), s.get_rect(), 2, border_radius=rad)
            return s.convert_alpha() if pygame.display.get_init() and pygame.display.get_surface() else s
        if card == "locomotive":
            bands = [(214, 56, 52), (240, 140, 40), (246, 214, 56), (70, 170, 80), (52, 120, 220), (160, 86, 196)]
            band_h = inner.h / len(bands)
            clip = pygame.Surface(inner.size, pygame.SRCALPHA)
            for i, c in enumerate(bands):
                pygame.draw.rect(clip, c, (0, int(i * band_h), inner.w, int(band_h) + 2))
            mask = pygame.Surface(inner.size, pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad - 2)
            clip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            s.blit(clip, inner)
            icon_color = (255, 255, 255)
        else:
            pygame.draw.rect(s, base, inner, border_radius=rad - 2)
            hl = pygame.Rect(inner.x + 3, inner.y + 3, inner.w - 6, inner.h // 3)
            pygame.draw.rect(s, theme.mix(base, (255, 255, 255), 0.18), hl, border_radius=rad - 3)
            icon_color = theme.contrast_ink(base)
        icon_w = int(min(inner.w, inner.h * 1.4) * 0.55)
        icon = pygame.Rect(0, 0, icon_w, int(icon_w * 0.55))
        icon.center = inner.center
        if colorblind and theme.card_symbol(card):
            theme.symbol(s, theme.card_symbol(card), inner.center, min(inner.w, inner.h) * 0.5,
                         icon_color if card != "locomotive" else (40, 40, 40), outline=None)
        else:
            _train_icon(s, icon, icon_color)
        pygame.draw.rect(s, (60, 50, 40), s.get_rect(), 2, border_radius=rad)
        return s.convert_alpha() if pygame.display.get_init() and pygame.display.get_surface() else s

    return _cached(("face", card, w, h, colorblind), build)


def card_back(size: tuple[int, int], kind: str = "train") -> pygame.Surface:
    w, h = size

    def build():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(4, min(w, h) // 8)
        base = (46, 70, 120) if kind == "train" else (120, 60, 40)
        pygame.draw.rect(s, base, s.get_rect(), border_radius=rad)
        inner = s.get_rect().inflate(-max(6, w // 10), -max(6, w // 10))
        pygame.draw.rect(s, theme.shade(base, 1.35), inner, 2, border_radius=max(2, rad - 3))
        for i in range(-h, w, 12):
            pygame.draw.line(s, theme.shade(base, 1.15), (inner.x + i, inner.bottom), (inner.x + i + inner.h, inner.y), 2)
        label = "R" if kind == "train" else ""
        if label:
            theme.blit_center(s, theme.text(label, max(10, h // 3), theme.ACCENT, bold=True), s.get_rect().center)
        pygame.draw.rect(s, (20, 20, 24), s.get_rect(), 2, border_radius=rad)
        return s.convert_alpha() if pygame.display.get_surface() else s

    return _cached(("back", kind, w, h), build)


def draw_private_face(surface, owner: int, what: str, surf: pygame.Surface, pos) -> None:
    """Blit a face only ``owner`` may see, recording it for the privacy tests."""
    if LOG_PRIVATE:
        PRIVATE_LOG.append((owner, what))
    surface.blit(surf, pos)


def ticket_surface(a_name: str, b_name: str, points: int, size: tuple[int, int], done: bool | None = None,
                   long: bool = False, selected: bool = False) -> pygame.Surface:
    w, h = size

    def build():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        paper = (244, 232, 204) if not long else (232, 214, 236)
        if selected:
            paper = theme.mix(paper, (255, 220, 120), 0.5)
        pygame.draw.rect(s, paper, s.get_rect(), border_radius=10)
        pygame.draw.rect(s, (120, 96, 64), s.get_rect(), 2, border_radius=10)
        size_px = max(14, h // 3)
        text = f"{a_name} – {b_name}"
        label = theme.fit_text(text, size_px, w - 70, theme.INK_DARK, bold=True)
        s.blit(label, (12, (h - label.get_height()) // 2))
        badge = pygame.Rect(w - 54, (h - 40) // 2, 44, 40)
        pygame.draw.rect(s, (60, 60, 70) if not long else (120, 60, 140), badge, border_radius=8)
        theme.blit_center(s, theme.text(str(points), 24, theme.INK, bold=True), badge.center)
        if done is True:
            pygame.draw.lines(s, (40, 150, 60), False, [(w - 80, h // 2), (w - 72, h // 2 + 9), (w - 58, h // 2 - 10)], 5)
        return s

    return _cached(("ticket", a_name, b_name, points, w, h, done, long, selected), build)
