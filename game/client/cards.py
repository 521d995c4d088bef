"""Card art: train cards, card backs, tickets and Trans Europa city cards, cached per size.

All the art is drawn here, in code, by the project (no image files, nothing borrowed): it is under
the project's own licence (MIT, see pyproject.toml). Each colour card has a picture of its own on a
pale medallion (the card's symbol: crown, waves, flame, snowflake, leaf, sun, moon, heart), the
same picture small in two corners, and a wagon; the locomotive is a locomotive on the rainbow. The
back is a locomotive's front between rails, never a letter.

Every hidden-information card face drawn by the table goes through :func:`draw_private_face`, which
records whose card it is in :data:`PRIVATE_LOG`. Tests use the log to prove that only the seat
sitting at the screen (after the privacy screen) ever has its cards drawn.
"""

from __future__ import annotations

from game.client import card_art, pieces, theme
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
    """A small side view of a wagon."""
    r = pygame.Rect(rect)
    body = pygame.Rect(r.x, r.y, r.w, int(r.h * 0.62))
    pygame.draw.rect(surf, color, body, border_radius=max(2, r.h // 8))
    wy = body.bottom + r.h * 0.12
    for fx in (0.25, 0.75):
        pygame.draw.circle(surf, color, (r.x + r.w * fx, wy), max(2, r.h * 0.16))


def _locomotive(surf, center, size: float, color, glint=(250, 246, 236)) -> None:
    """A steam locomotive seen from the side: boiler, cab, chimney, wheels, facing left."""
    x, y = center
    u = size / 10
    boiler = pygame.Rect(int(x - 4.5 * u), int(y - 1.6 * u), int(6 * u), int(2.8 * u))
    cab = pygame.Rect(int(x + 1.2 * u), int(y - 3.6 * u), int(3.2 * u), int(4.8 * u))
    chimney = pygame.Rect(int(x - 3.6 * u), int(y - 3.6 * u), int(1.2 * u), int(2.2 * u))
    for part in (boiler, cab, chimney):
        pygame.draw.rect(surf, color, part, border_radius=max(1, int(u * 0.4)))
    pygame.draw.rect(surf, glint, (cab.x + u * 0.6, cab.y + u * 0.7, u * 2, u * 1.3), border_radius=max(1, int(u * .3)))
    pygame.draw.polygon(surf, color, [(x - 4.5 * u, y + 1.2 * u), (x - 5.6 * u, y + 2.4 * u), (x - 4.5 * u, y + 2.4 * u)])
    for fx, r in ((-3.2, 1.0), (-1.0, 1.0), (2.8, 1.2)):
        pygame.draw.circle(surf, color, (x + fx * u, y + 2.2 * u), r * u)
        pygame.draw.circle(surf, glint, (x + fx * u, y + 2.2 * u), max(1, r * u * 0.35))


def _medallion(s, center, radius: float, base, picture: str) -> None:
    """The card's picture on a pale disc ringed in a darker shade of its colour."""
    pygame.draw.circle(s, theme.shade(base, 0.55), center, radius + max(2, radius * 0.12))
    pygame.draw.circle(s, (250, 246, 236), center, radius)
    ink = theme.shade(base, 0.62) if sum(base) > 330 or base == theme.CARD_COLORS.get("white") else base
    if base == theme.CARD_COLORS.get("white"):
        ink = (70, 80, 96)
    theme.symbol(s, picture, center, radius * 1.35, ink)


def card_face(card: str, size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """A train card at ``size`` (landscape or portrait). The picture is there whatever the
    colour-blind setting: every card carries its colour twice, as a colour and as a picture."""
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
        short = min(inner.w, inner.h)
        if card == "locomotive":
            bands = [(214, 56, 52), (240, 140, 40), (246, 214, 56), (70, 170, 80), (52, 120, 220), (160, 86, 196)]
            clip = pygame.Surface(inner.size, pygame.SRCALPHA)
            for i, c in enumerate(bands):  # diagonal rainbow stripes
                off = i * (inner.w + inner.h) / len(bands)
                width = (inner.w + inner.h) / len(bands) + 2
                pygame.draw.polygon(clip, c, [(off - inner.h, inner.h), (off, 0), (off + width, 0),
                                              (off + width - inner.h, inner.h)])
            mask = pygame.Surface(inner.size, pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad - 2)
            clip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            s.blit(clip, inner)
            radius = short * 0.36
            pygame.draw.circle(s, (40, 40, 46), inner.center, radius + max(2, radius * 0.12))
            pygame.draw.circle(s, (250, 246, 236), inner.center, radius)
            _locomotive(s, inner.center, radius * 1.3, (40, 40, 46))
        else:
            pygame.draw.rect(s, base, inner, border_radius=rad - 2)
            # A band of the lighter colour along the top, and rails along the bottom.
            hl = pygame.Rect(inner.x + 3, inner.y + 3, inner.w - 6, inner.h // 4)
            pygame.draw.rect(s, theme.mix(base, (255, 255, 255), 0.22), hl, border_radius=rad - 3)
            ink = theme.contrast_ink(base)
            rail_y = inner.bottom - max(3, inner.h // 9)
            pygame.draw.line(s, theme.mix(base, ink, 0.45), (inner.x + 4, rail_y), (inner.right - 4, rail_y), 2)
            picture = theme.card_symbol(card)
            radius = short * 0.3
            center = (inner.centerx, inner.centery - short * 0.04)
            if picture:
                _medallion(s, center, radius, base, picture)
            corner_size = short * 0.18
            # The same picture in two corners, for a fanned hand, only where it is drawn at the
            # board's readable symbol size: on a smaller card (the market row, a card flying to a
            # hand) the medallion alone carries it, as a smaller corner mark could not be read.
            if corner_size >= pieces.BOARD_SYMBOL:
                for corner in ((inner.x + short * 0.16, inner.y + short * 0.16),
                               (inner.right - short * 0.16, inner.bottom - short * 0.16)):
                    theme.symbol(s, picture, corner, corner_size, ink)
            icon_w = short * 0.34
            icon = pygame.Rect(0, 0, int(icon_w), int(icon_w * 0.5))
            icon.midbottom = (inner.centerx, rail_y)
            if inner.h >= inner.w:  # portrait: the wagon stands on the rails under the picture
                _train_icon(s, icon, ink)
        pygame.draw.rect(s, (60, 50, 40), s.get_rect(), 2, border_radius=rad)
        return s.convert_alpha() if pygame.display.get_init() and pygame.display.get_surface() else s

    return _cached(("face", card, w, h), build)


def card_back(size: tuple[int, int], kind: str = "train") -> pygame.Surface:
    """The back of a train card (a locomotive's front between two rails, on deep blue) or of a
    ticket (a little map of stops and lines, on brown)."""
    w, h = size

    def build():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(4, min(w, h) // 8)
        base = (40, 62, 112) if kind == "train" else (118, 62, 40)
        gold = (236, 196, 96)
        pygame.draw.rect(s, base, s.get_rect(), border_radius=rad)
        inner = s.get_rect().inflate(-max(6, w // 10), -max(6, w // 10))
        pygame.draw.rect(s, theme.shade(base, 1.4), inner, 2, border_radius=max(2, rad - 3))
        short = min(inner.w, inner.h)
        if kind == "train":
            # Sleepers running to the horizon, two rails, and the locomotive's round front.
            cx, top, bottom = inner.centerx, inner.y + inner.h * 0.3, inner.bottom - 3
            for k in range(5):
                t = k / 4
                y = top + (bottom - top) * t ** 1.4
                half = short * (0.08 + 0.32 * t)
                pygame.draw.line(s, theme.shade(base, 1.3), (cx - half, y), (cx + half, y), max(1, int(2 + 2 * t)))
            pygame.draw.line(s, gold, (cx - short * 0.05, top), (cx - short * 0.3, bottom), 2)
            pygame.draw.line(s, gold, (cx + short * 0.05, top), (cx + short * 0.3, bottom), 2)
            r = short * 0.22
            front = (cx, inner.y + inner.h * 0.36)
            pygame.draw.circle(s, theme.shade(base, 0.6), front, r + 3)
            pygame.draw.circle(s, gold, front, r)
            pygame.draw.circle(s, theme.shade(base, 0.7), front, r * 0.62)
            pygame.draw.circle(s, (250, 240, 200), front, r * 0.3)  # the headlamp
        else:
            stops = [(0.2, 0.3), (0.45, 0.62), (0.7, 0.35), (0.82, 0.72), (0.3, 0.8)]
            pts = [(inner.x + fx * inner.w, inner.y + fy * inner.h) for fx, fy in stops]
            pygame.draw.lines(s, theme.shade(base, 1.5), False, pts[:4], 3)
            pygame.draw.line(s, theme.shade(base, 1.5), pts[1], pts[4], 3)
            for p in pts:
                pygame.draw.circle(s, gold, p, max(3, short * 0.07))
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
        # The play floor (24 px on a TV) at least: a long pair of names is cut, not shrunk.
        size_px = max(theme.play_floor(), h // 3)
        text = f"{a_name} – {b_name}"
        label = theme.fit_text(text, size_px, w - 70, theme.INK_DARK, bold=True, min_size=theme.play_floor())
        s.blit(label, (12, (h - label.get_height()) // 2))
        badge = pygame.Rect(w - 54, (h - 40) // 2, 44, 40)
        pygame.draw.rect(s, (60, 60, 70) if not long else (120, 60, 140), badge, border_radius=8)
        theme.blit_center(s, theme.text(str(points), 24, theme.INK, bold=True), badge.center)
        if done is True:
            pygame.draw.lines(s, (40, 150, 60), False, [(w - 80, h // 2), (w - 72, h // 2 + 9), (w - 58, h // 2 - 10)], 5)
        return s

    return _cached(("ticket", a_name, b_name, points, w, h, done, long, selected, theme.text_mode()), build)
