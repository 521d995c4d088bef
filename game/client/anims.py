"""The table's animations, built from engine events (see ``scenes/table.py``)."""

from __future__ import annotations

import math

from game.client import theme
from game.client.dirty import points_bounds
from game.client.pg import pygame
from game.client import pieces
from game.client.pieces import SLOT_W, car_polygon
from game.client.tween import Anim, arc, ease_in_out, ease_out, ease_out_back, lerp


class ScaledFrames:
    """Scaled copies of one image, at quantised sizes: an animation that grows or flips a card
    scales it once per size step rather than once per frame."""

    def __init__(self, surf: pygame.Surface, step: int = 4):
        self.surf, self.step = surf, step
        self.frames: dict[tuple[int, int], pygame.Surface] = {}

    def get(self, w: float, h: float) -> pygame.Surface:
        q = self.step
        size = (max(1, int(w) // q * q or 1), max(1, int(h) // q * q or 1))
        img = self.frames.get(size)
        if img is None:
            img = self.surf if size == self.surf.get_size() else pygame.transform.smoothscale(self.surf, size)
            self.frames[size] = img
        return img


def _spread(rects) -> pygame.Rect:
    """The rectangle holding every one of ``rects`` (a little more: antialiased edges)."""
    first = pygame.Rect(rects[0])
    return first.unionall([pygame.Rect(r) for r in rects[1:]]).inflate(4, 4)


def _lines_bounds(points, width: float) -> pygame.Rect:
    return points_bounds(points, int(width) + 4)


class FlyCard(Anim):
    """A card flying in an arc from a pile or the face-up row to a hand or a seat panel."""

    def __init__(self, surf, start, end, duration=0.55, delay=0.0, **kw):
        super().__init__(duration, delay, **kw)
        self.surf, self.start, self.end = surf, start, end
        self.frames = ScaledFrames(surf)

    _placed = (None, None)  # (t, _place()'s answer) of the last call: bounds and draw ask in turn

    def _place(self):
        t = self.t
        if self._placed[0] == t:
            return self._placed[1]
        placed = self._placed_at(t)
        self._placed = (t, placed)
        return placed

    def _placed_at(self, t: float):
        t = ease_in_out(t)
        x, y = arc(self.start, self.end, t, 90)
        scale = 1.0 + 0.25 * math.sin(math.pi * t)
        w, h = self.surf.get_size()
        img = self.frames.get(w * scale, h * scale)
        shadow = pygame.Rect(0, 0, img.get_width(), img.get_height())
        shadow.center = (int(x + 8), int(y + 12))
        return img, img.get_rect(center=(int(x), int(y))), shadow

    def draw(self, surface) -> None:
        img, rect, shadow = self._place()
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=8)
        surface.blit(img, rect)

    def bounds(self) -> pygame.Rect:
        _, rect, shadow = self._place()
        return _spread((rect, shadow))


class FlipIn(Anim):
    """A face-up slot refilled: the old back turns over into the new face."""

    def __init__(self, back, face, rect, duration=0.4, delay=0.0, **kw):
        super().__init__(duration, delay, **kw)
        self.back, self.face, self.rect = back, face, pygame.Rect(rect)
        self.frames = {id(back): ScaledFrames(back), id(face): ScaledFrames(face)}

    def draw(self, surface) -> None:
        t = self.t
        img = self.back if t < 0.5 else self.face
        k = abs(math.cos(math.pi * t))
        pygame.draw.rect(surface, theme.PANEL, self.rect.inflate(4, 4), border_radius=8)
        scaled = self.frames[id(img)].get(self.rect.w * k, self.rect.h)
        surface.blit(scaled, scaled.get_rect(center=self.rect.center))

    def bounds(self) -> pygame.Rect:
        return self.rect.inflate(8, 8)


class RevealCards(Anim):
    """Tunnel: three cards turn over in the middle of the board, then the extra cost shows."""

    layer = "over"

    def __init__(self, back, faces, center, label: str, duration=1.6, **kw):
        super().__init__(duration, **kw)
        self.back, self.faces, self.center, self.label = back, faces, center, label
        self.frames = {id(img): ScaledFrames(img) for img in (back, *faces)}

    def _box(self) -> pygame.Rect:
        w, h = self.back.get_size()
        box = pygame.Rect(0, 0, len(self.faces) * (w + 24) + 40, h + 110)
        box.center = self.center
        return box

    def bounds(self) -> pygame.Rect:
        box = self._box()
        return _spread((box, box.move(6, 6)))  # and its shadow

    def draw(self, surface) -> None:
        t = self.t
        w, h = self.back.get_size()
        box = self._box()
        theme.shadow(surface, box)
        theme.panel(surface, box, (30, 34, 40), theme.ACCENT)
        for i, face in enumerate(self.faces):
            local = max(0.0, min(1.0, t * 2.2 - i * 0.35))
            img = self.back if local < 0.5 else face
            k = abs(math.cos(math.pi * local))
            cx = box.x + 20 + i * (w + 24) + w // 2 + 12
            scaled = self.frames[id(img)].get(w * k, h)
            surface.blit(scaled, scaled.get_rect(center=(cx, box.y + 20 + h // 2)))
        if t > 0.7:
            theme.blit_center(surface, theme.text(self.label, 30, theme.ACCENT, bold=True), (box.centerx, box.bottom - 42))


class ClaimRoute(Anim):
    """A claimed route fills car by car while a little train runs along it."""

    layer = "board"

    def __init__(self, geom, seat_color: str, per_car=0.13, on_done=None, **kw):
        super().__init__(max(0.35, per_car * geom.length + 0.15), on_done=on_done, **kw)
        self.geom, self.seat_color = geom, seat_color

    def bounds(self) -> pygame.Rect:
        # The route's cars, the locomotive running along it (22 px long, SLOT_W + 6 wide) and its
        # puff of smoke rising up to 32 px above it.
        points = [self.geom.a, self.geom.b] + [center for center, _, _ in self.geom.slots]
        return _lines_bounds(points, 30).inflate(0, 36).move(0, -14)

    def draw(self, surface) -> None:
        slots = self.geom.slots
        progress = ease_out(self.t) * len(slots)
        for k, (center, angle, length) in enumerate(slots):
            if k + 1 <= progress:
                pieces.draw_claimed_car(surface, center, angle, length, self.seat_color)
        # The locomotive at the head.
        a, b = self.geom.slots[0][0], self.geom.slots[-1][0]
        f = min(1.0, progress / max(1, len(slots)))
        x, y = lerp(a[0], b[0], f), lerp(a[1], b[1], f)
        angle = self.geom.slots[0][1]
        head = car_polygon((x, y), angle, 22, SLOT_W + 6)
        pygame.draw.polygon(surface, (40, 40, 46), head)
        pygame.draw.polygon(surface, theme.ACCENT, head, 2)
        pygame.draw.circle(surface, (250, 240, 200), (int(x + math.cos(angle) * 9), int(y + math.sin(angle) * 9)), 3)
        puff = (self.elapsed * 4) % 1
        pygame.draw.circle(surface, (235, 235, 235), (int(x - math.sin(angle) * (10 + puff * 12)),
                                                       int(y - 12 - puff * 16)), int(4 + puff * 6))


class FloatText(Anim):
    def __init__(self, value: str, pos, color=theme.ACCENT, size=34, duration=1.1, delay=0.0, **kw):
        super().__init__(duration, delay, blocking=False, **kw)
        self.value, self.pos, self.color, self.size = value, pos, color, size
        # Own copies (the text cache is shared), made once: only their alpha changes per frame.
        self.surf = theme.text(value, size, color, bold=True).copy()
        self.outline = theme.text(value, size, (0, 0, 0), bold=True).copy()

    def bounds(self) -> pygame.Rect:
        x, y = self.pos[0], self.pos[1] - 60 * ease_out(self.t)
        rect = self.surf.get_rect(center=(int(x), int(y)))
        return _spread((rect, self.outline.get_rect(center=(int(x + 2), int(y + 2)))))

    def draw(self, surface) -> None:
        t = self.t
        surf, outline = self.surf, self.outline
        surf.set_alpha(int(255 * (1 - max(0, t - 0.6) / 0.4)))
        outline.set_alpha(surf.get_alpha())
        x, y = self.pos[0], self.pos[1] - 60 * ease_out(t)
        theme.blit_center(surface, outline, (x + 2, y + 2))
        theme.blit_center(surface, surf, (x, y))


class Drop(Anim):
    """Something falls onto the board and bounces a little (track pieces, stations, markers)."""

    layer = "board"

    def __init__(self, paint, duration=0.45, delay=0.0, height=120, area=None, **kw):
        """``area``: the screen rectangle the piece covers once landed (None: unknown)."""
        super().__init__(duration, delay, **kw)
        self.paint, self.height = paint, height
        self.area = pygame.Rect(area) if area is not None else None

    def bounds(self):
        if self.area is None:
            return None
        lift = (1 - ease_out_back(self.t)) * self.height
        return self.area.move(0, -int(math.ceil(lift))).union(self.area.move(0, -int(lift))).inflate(4, 4)

    def draw(self, surface) -> None:
        lift = (1 - ease_out_back(self.t)) * self.height
        self.paint(surface, lift)


class Glow(Anim):
    """A network lighting up after a merge: its segments pulse in gold."""

    layer = "board"

    def __init__(self, lines, duration=1.0, **kw):
        super().__init__(duration, **kw)
        self.lines = lines

    def bounds(self):
        if not self.lines:
            return pygame.Rect(0, 0, 0, 0)
        return _lines_bounds([p for line in self.lines for p in line], 10)

    def draw(self, surface) -> None:
        k = math.sin(math.pi * self.t)
        color = theme.mix((120, 90, 20), (255, 230, 120), k)
        for a, b in self.lines:
            pygame.draw.line(surface, color, a, b, int(4 + 6 * k))


class Banner(Anim):
    def __init__(self, value: str, color=theme.ACCENT, duration=1.4, **kw):
        super().__init__(duration, **kw)
        self.value, self.color = value, color
        self.band = pygame.Surface((theme.W, 150)).convert()
        self.band.fill((10, 14, 20))
        self.surf = theme.text(value, 72, color, bold=True).copy()

    def bounds(self) -> pygame.Rect:
        # The band spans the screen; the words slide in from the right inside its height.
        top = theme.H // 2 - 75
        return pygame.Rect(0, top, theme.W, 150).union(self.surf.get_rect(center=(theme.W // 2, theme.H // 2))
                                                      .inflate(2 * theme.W, 0)).clip(pygame.Rect(0, 0, theme.W, theme.H))

    def draw(self, surface) -> None:
        t = self.t
        a = min(1.0, t * 5, (1 - t) * 5)
        self.band.set_alpha(int(200 * a))
        surface.blit(self.band, (0, theme.H // 2 - 75))
        surf = self.surf
        surf.set_alpha(int(255 * a))
        x = theme.W // 2 + (1 - ease_out(min(1.0, t * 3))) * 400
        theme.blit_center(surface, surf, (x, theme.H // 2))


class VirtualNetwork(Anim):
    """Round end: each seat's missing segments are drawn one by one while its counter runs."""

    layer = "board"

    def __init__(self, lines_per_seat, colors, on_tick=None, per_segment=0.12, **kw):
        total = max(len(lines) for lines in lines_per_seat) if lines_per_seat else 0
        super().__init__(max(0.8, per_segment * total + 0.6), **kw)
        self.lines_per_seat, self.colors = lines_per_seat, colors
        self.on_tick = on_tick
        self._shown = 0

    def bounds(self):
        points = [p for lines in self.lines_per_seat for line in lines for p in line]
        if not points:
            return pygame.Rect(0, 0, 0, 0)
        return _lines_bounds(points, 12)  # dashes offset by up to 4 px, 7 px wide with their edge

    def draw(self, surface) -> None:
        total = max((len(x) for x in self.lines_per_seat), default=0)
        shown = int(ease_in_out(self.t) * total + 0.999)
        if shown > self._shown and self.on_tick:
            self.on_tick()
        self._shown = shown
        draw_virtual(surface, self.lines_per_seat, self.colors, shown)


def draw_virtual(surface, lines_per_seat, colors, limit: int | None = None) -> None:
    for seat, lines in enumerate(lines_per_seat):
        color = colors[seat]
        for a, b in lines[: limit if limit is not None else len(lines)]:
            dashed(surface, color, a, b, seat)


def dashed(surface, color, a, b, seat: int = 0, width: int = 5) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1
    n = max(2, int(length / 12))
    # Seats' dashes are offset a little so overlapping virtual networks stay readable.
    ox, oy = -dy / length * (seat % 3 - 1) * 4, dx / length * (seat % 3 - 1) * 4
    for k in range(0, n, 2):
        p = (a[0] + dx * k / n + ox, a[1] + dy * k / n + oy)
        q = (a[0] + dx * (k + 1) / n + ox, a[1] + dy * (k + 1) / n + oy)
        pygame.draw.line(surface, (20, 20, 20), p, q, width + 2)
        pygame.draw.line(surface, color, p, q, width)
