"""The pictures of "How to play": drawn examples (card faces, a route claimed with its cards, a
tunnel, tickets, a Trans Europa network, ...) named by a help section's ``picture`` field, or a PNG
file shipped in the ruleset's package (``picture = "claim.png"``).

A ruleset package with art of its own (its own card faces) may add pictures: a module
``<package>.help_pictures`` defining ``PICTURES = {name: draw(surface, rect, lang)}``; its names
come before the drawn ones here.

Drawn pictures take what they can from the ruleset's own manifests (its card colours and names,
its tickets and cities), so a new map shows its own cards and towns; labels are 24 px or more (read
from a sofa). An unknown name draws nothing: :func:`known` lets a test catch it.
"""

from __future__ import annotations

import math
from importlib import resources
from typing import Callable

from game.client import cards, theme
from game.client.pg import pygame
from game.i18n import tr

LABEL = 26  # px: the smallest text in a picture
ROUTE_POINTS = ((1, 1), (2, 2), (3, 4), (4, 7), (6, 15), (8, 21))


def word(key: str, lang: str, **values) -> str:
    """A picture's label (``help.pic.*`` in game/i18n/areas/help.py) in the current language."""
    return tr(f"help.pic.{key}", **values)


class Context:
    """What a picture may draw from: the ruleset's manifests, found by shape (cards, tickets, a
    route board), and the language."""

    def __init__(self, record, lang: str):
        self.record, self.lang = record, lang
        manifests = getattr(record, "manifests", None)
        found = [manifests.get(name) for name in manifests.names()] if manifests is not None else []
        self.card_set = next((m for m in found if hasattr(m, "cards") and hasattr(m, "total")), None)
        self.tickets = next((m for m in found if hasattr(m, "tickets")), None)
        self.board = next((m for m in found if hasattr(m, "cities") and hasattr(m, "routes")), None)

    def colours(self) -> list[str]:
        if self.card_set is None:
            return ["purple", "blue", "orange", "white", "green", "yellow", "black", "red", "locomotive"]
        return [card.id for card in self.card_set.cards]

    def card_name(self, card: str) -> str:
        for kind in getattr(self.card_set, "cards", ()):
            if kind.id == card:
                return getattr(kind.names, self.lang)
        return card

    def city_name(self, city_id: str) -> str:
        for city in getattr(self.board, "cities", ()):
            if city.id == city_id:
                return (city.name_fr or city.name) if self.lang == "fr" else city.name
        return city_id

    def sample_tickets(self, n: int = 2) -> list[tuple[str, str, int]]:
        tickets = list(getattr(self.tickets, "tickets", ()))
        if not tickets:
            return [("Paris", "Wien", 8), ("Lisboa", "Danzig", 20)][:n]
        tickets.sort(key=lambda t: t.points)
        picks = [tickets[len(tickets) // 4], tickets[-1]][:n]
        return [(self.city_name(t.a), self.city_name(t.b), t.points) for t in picks]

    def sample_route(self) -> tuple[str, str]:
        routes = [r for r in getattr(self.board, "routes", ()) if r.length == 3 and r.color != "gray"
                  and not r.tunnel and not r.ferry]
        if not routes:
            return "Paris", "Bruxelles"
        return self.city_name(routes[0].a), self.city_name(routes[0].b)


# --- drawing helpers ----------------------------------------------------------------------------


def fit(value: str, size: int, width: int, color=theme.INK, bold: bool = False):
    """Text shrunk to fit ``width`` but never below 24 px (then cut with an ellipsis)."""
    for s in range(size, 23, -1):
        surf = theme.text(value, s, color, bold)
        if surf.get_width() <= width:
            return surf
    cut = value
    while cut and theme.text(cut + "…", 24, color, bold).get_width() > width:
        cut = cut[:-1]
    return theme.text(cut + "…", 24, color, bold)


def _label(surface, value: str, center, color=theme.INK, size: int = LABEL, bold: bool = False, width: int = 0):
    surf = fit(value, size, width, color, bold) if width else theme.text(value, size, color, bold)
    # Kept inside the picture box (the clip): a city at the edge keeps its whole name.
    box = surface.get_clip()
    half = surf.get_width() // 2
    x = max(box.x + half, min(box.right - half, int(center[0])))
    return theme.blit_center(surface, surf, (x, center[1]))


def _city(surface, center, name: str, below: bool = True) -> None:
    pygame.draw.circle(surface, theme.PARCHMENT, center, 16)
    pygame.draw.circle(surface, theme.INK_DARK, center, 16, 4)
    _label(surface, name, (center[0], center[1] + (38 if below else -38)), bold=True)


def _slots(surface, a, b, n: int, color, filled=None, tunnel: bool = False, ferry: int = 0) -> list:
    """A route of ``n`` car slots from a to b: hollow in the route colour, or solid cars of a seat
    colour (``filled``) with a dark outline. Returns the slot centres."""
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    gap, margin = 8, 26
    car = (length - 2 * margin - gap * (n - 1)) / n
    angle = math.degrees(math.atan2(-(by - ay), bx - ax))
    centres = []
    for i in range(n):
        d = margin + car / 2 + i * (car + gap)
        cx, cy = ax + ux * d, ay + uy * d
        centres.append((cx, cy))
        piece = pygame.Surface((int(car), 30), pygame.SRCALPHA)
        rect = piece.get_rect()
        if filled is not None:
            pygame.draw.rect(piece, filled, rect, border_radius=6)
            pygame.draw.rect(piece, theme.SEAT_OUTLINE, rect, 3, border_radius=6)
        else:
            pygame.draw.rect(piece, theme.mix(color, (0, 0, 0), 0.1), rect, border_radius=6)
            pygame.draw.rect(piece, theme.shade(color, 0.55), rect, 3, border_radius=6)
            if tunnel:
                for x in range(-30, rect.w, 12):
                    pygame.draw.line(piece, (20, 20, 20), (x, rect.h), (x + rect.h, 0), 3)
                pygame.draw.rect(piece, (20, 20, 20), rect, 4, border_radius=6)
        turned = pygame.transform.rotate(piece, angle)
        surface.blit(turned, turned.get_rect(center=(int(cx), int(cy))))
        if ferry and i < ferry and filled is None:
            theme.symbol(surface, "rainbow", (cx, cy - 4), 24, None, outline=(20, 20, 20))
    return centres


def _card(surface, card: str, center, size=(96, 64)) -> pygame.Rect:
    face = cards.card_face(card, size)
    rect = face.get_rect(center=(int(center[0]), int(center[1])))
    surface.blit(face, rect)
    return rect


def _arrow(surface, a, b, color=theme.ACCENT, width: int = 6) -> None:
    pygame.draw.line(surface, color, a, b, width)
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    head = [b, (b[0] - 22 * math.cos(angle - 0.45), b[1] - 22 * math.sin(angle - 0.45)),
            (b[0] - 22 * math.cos(angle + 0.45), b[1] - 22 * math.sin(angle + 0.45))]
    pygame.draw.polygon(surface, color, head)


# --- the pictures -------------------------------------------------------------------------------


def draw_cards(surface, rect, ctx: Context) -> None:
    """The train cards of this game, each with its name: three to a row."""
    faces = ctx.colours()[:12]
    per_row = 3
    rows = math.ceil(len(faces) / per_row)
    cell_w, cell_h = rect.w // per_row, min(150, rect.h // max(1, rows))
    card_w = min(130, cell_w - 24)
    card_h = int(card_w * 0.66)
    for i, card in enumerate(faces):
        cx = rect.x + cell_w * (i % per_row) + cell_w // 2
        top = rect.y + cell_h * (i // per_row)
        _card(surface, card, (cx, top + card_h // 2 + 4), (card_w, card_h))
        _label(surface, ctx.card_name(card), (cx, top + card_h + 26), width=cell_w - 8)


def draw_claim(surface, rect, ctx: Context) -> None:
    """A route of three red slots, the three cards that pay for it (two red and a Locomotive),
    then the same route as the player's cars, with its points."""
    a_name, b_name = ctx.sample_route()
    top = rect.y + 40
    a, b = (rect.x + 60, top + 30), (rect.right - 60, top + 30)
    _slots(surface, a, b, 3, theme.CARD_COLORS["red"])
    _city(surface, a, a_name)
    _city(surface, b, b_name)
    y = top + 160
    for i, card in enumerate(("red", "red", "locomotive")):
        _card(surface, card, (rect.centerx + (i - 1) * 112, y))
    _label(surface, word("cards_for", ctx.lang), (rect.centerx, y + 62))
    _arrow(surface, (rect.centerx, y + 92), (rect.centerx, y + 140))
    y2 = y + 200
    a2, b2 = (rect.x + 60, y2), (rect.right - 60, y2)
    _slots(surface, a2, b2, 3, theme.CARD_COLORS["red"], filled=theme.SEAT_COLORS["sky"])
    _city(surface, a2, a_name)
    _city(surface, b2, b_name)
    _label(surface, word("points", ctx.lang, n=4), (rect.centerx, y2 + 80), theme.ACCENT, 30, True)


def draw_points(surface, rect, ctx: Context) -> None:
    """Route length → points, as rows of cars."""
    row_h = min(76, rect.h // (len(ROUTE_POINTS) + 1))
    _label(surface, word("length", ctx.lang), (rect.x + 150, rect.y + 20), theme.INK_DIM)
    for i, (length, points) in enumerate(ROUTE_POINTS):
        y = rect.y + 60 + i * row_h
        car_w = 34
        for k in range(length):
            car = pygame.Rect(rect.x + 10 + k * (car_w + 4), y, car_w, 24)
            pygame.draw.rect(surface, theme.SEAT_COLORS["lime"], car, border_radius=5)
            pygame.draw.rect(surface, theme.SEAT_OUTLINE, car, 2, border_radius=5)
        _label(surface, "→ " + word("points", ctx.lang, n=points), (rect.x + 400, y + 12), theme.ACCENT, 28, True)


def draw_tickets(surface, rect, ctx: Context) -> None:
    """Two tickets, and a map where the first one's cities are linked by the player's cars."""
    picks = ctx.sample_tickets(2)
    w = min(rect.w - 20, 460)
    for i, (a, b, points) in enumerate(picks):
        ticket = cards.ticket_surface(a, b, points, (w, 78), long=i == 1)
        surface.blit(ticket, ticket.get_rect(midtop=(rect.centerx, rect.y + 10 + i * 96)))
    a_name, b_name, points = picks[0]
    y = rect.y + 300
    a, mid, b = (rect.x + 60, y + 120), (rect.centerx, y + 20), (rect.right - 60, y + 110)
    _slots(surface, a, mid, 3, (0, 0, 0), filled=theme.SEAT_COLORS["sky"])
    _slots(surface, mid, b, 2, (0, 0, 0), filled=theme.SEAT_COLORS["sky"])
    _city(surface, a, a_name)
    pygame.draw.circle(surface, theme.PARCHMENT, mid, 12)
    pygame.draw.circle(surface, theme.INK_DARK, mid, 12, 4)
    _city(surface, b, b_name)
    for city in (a, b):
        pygame.draw.circle(surface, theme.ACCENT, city, 26, 4)
    _label(surface, word("linked", ctx.lang) + f" (+{points})", (rect.centerx, y + 200), theme.GOOD, 28, True)


def draw_tunnel(surface, rect, ctx: Context) -> None:
    """A tunnel paid in green; three cards turned over, one green: one more card to pay."""
    top = rect.y + 40
    a, b = (rect.x + 60, top + 20), (rect.right - 60, top + 20)
    _slots(surface, a, b, 2, theme.CARD_COLORS["green"], tunnel=True)
    _city(surface, a, "A")
    _city(surface, b, "B")
    y = top + 150
    _label(surface, word("revealed", ctx.lang), (rect.centerx, y - 50), theme.INK_DIM)
    for i, card in enumerate(("blue", "green", "white")):
        r = _card(surface, card, (rect.centerx + (i - 1) * 112, y))
        if card == "green":
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(14, 14), 5, border_radius=12)
    _label(surface, word("more", ctx.lang), (rect.centerx, y + 80), theme.ACCENT, 32, True)
    y2 = y + 190
    a2, b2 = (rect.x + 60, y2), (rect.right - 60, y2)
    _slots(surface, a2, b2, 2, theme.CARD_COLORS["gray"], ferry=1)
    _city(surface, a2, "C")
    _city(surface, b2, "D")
    _label(surface, word("ferry", ctx.lang), (rect.centerx, y2 + 80), theme.INK)


def draw_station(surface, rect, ctx: Context) -> None:
    """A station on a city lets its owner use one rival route from there."""
    y = rect.y + 150
    mine, station_city, far = (rect.x + 60, y), (rect.centerx, y), (rect.right - 60, y)
    _slots(surface, mine, station_city, 3, (0, 0, 0), filled=theme.SEAT_COLORS["sky"])
    _slots(surface, station_city, far, 3, (0, 0, 0), filled=theme.SEAT_COLORS["pink"])
    for c, name in ((mine, "A"), (station_city, "B"), (far, "C")):
        _city(surface, c, name)
    roof = [(station_city[0] - 24, station_city[1] - 34), (station_city[0], station_city[1] - 60),
            (station_city[0] + 24, station_city[1] - 34)]
    pygame.draw.rect(surface, theme.SEAT_COLORS["sky"], (station_city[0] - 20, station_city[1] - 36, 40, 26))
    pygame.draw.polygon(surface, theme.SEAT_COLORS["sky"], roof)
    pygame.draw.polygon(surface, theme.SEAT_OUTLINE, roof, 3)
    _arrow(surface, (station_city[0] + 30, y + 70), (far[0] - 30, y + 70), theme.ACCENT)
    _label(surface, word("station", ctx.lang), (rect.centerx, y + 130), theme.INK, width=rect.w)
    _label(surface, word("unbuilt", ctx.lang), (rect.centerx, y + 200), theme.ACCENT, 28, True, width=rect.w)


def draw_turn(surface, rect, ctx: Context, stations: bool = False) -> None:
    """The actions of a turn: cards, a route, tickets (and a station where the game has them)."""
    _label(surface, word("actions", ctx.lang), (rect.centerx, rect.y + 20), theme.ACCENT, 30, True)
    cells = [("take_cards", "cards"), ("claim", "route"), ("take_tickets", "tickets")]
    if stations:
        cells.append(("build_station", "station"))
    cell_w, cell_h = rect.w // 2, 200
    for i, (key, kind) in enumerate(cells):
        box = pygame.Rect(rect.x + (i % 2) * cell_w + 10, rect.y + 60 + (i // 2) * (cell_h + 20), cell_w - 20, cell_h)
        theme.panel(surface, box, theme.PANEL_HI, theme.PANEL_EDGE, radius=12)
        c = (box.centerx, box.y + 70)
        if kind == "cards":
            _card(surface, "blue", (c[0] - 30, c[1]), (84, 56))
            _card(surface, "locomotive", (c[0] + 30, c[1] + 10), (84, 56))
        elif kind == "route":
            _slots(surface, (box.x + 10, c[1]), (box.right - 10, c[1]), 3, (0, 0, 0), filled=theme.SEAT_COLORS["sky"])
        elif kind == "tickets":
            for k in range(3):
                t = pygame.Rect(0, 0, 120, 40)
                t.center = (c[0] - 16 + k * 16, c[1] - 16 + k * 16)
                pygame.draw.rect(surface, (244, 232, 204), t, border_radius=8)
                pygame.draw.rect(surface, (120, 96, 64), t, 2, border_radius=8)
        else:
            pygame.draw.rect(surface, theme.SEAT_COLORS["sky"], (c[0] - 24, c[1] - 10, 48, 34))
            roof = [(c[0] - 30, c[1] - 10), (c[0], c[1] - 42), (c[0] + 30, c[1] - 10)]
            pygame.draw.polygon(surface, theme.SEAT_COLORS["sky"], roof)
            pygame.draw.polygon(surface, theme.SEAT_OUTLINE, roof, 3)
        lines = theme.wrap(word(key, ctx.lang), LABEL, box.w - 16, bold=True)[:2]
        for k, line in enumerate(lines):
            _label(surface, line, (box.centerx, box.bottom - 30 - (len(lines) - 1 - k) * 30), bold=True, width=box.w - 16)


def draw_end(surface, rect, ctx: Context) -> None:
    """The train counter reaching two: everyone plays one last turn."""
    box = pygame.Rect(0, 0, min(rect.w - 20, 420), 120)
    box.midtop = (rect.centerx, rect.y + 40)
    theme.panel(surface, box, theme.PANEL_HI, theme.SEAT_COLORS["pink"], radius=14, width=4)
    for k in range(2):
        car = pygame.Rect(box.x + 30 + k * 70, box.y + 44, 60, 34)
        pygame.draw.rect(surface, theme.SEAT_COLORS["pink"], car, border_radius=6)
        pygame.draw.rect(surface, theme.SEAT_OUTLINE, car, 3, border_radius=6)
    _label(surface, "2", (box.right - 70, box.centery), theme.ACCENT, 60, True)
    _label(surface, word("last", ctx.lang), (rect.centerx, box.bottom + 44), theme.INK, 28, True, width=rect.w)
    draw_points(surface, pygame.Rect(rect.x, box.bottom + 90, rect.w, rect.bottom - box.bottom - 90), ctx)


def draw_grid(surface, rect, ctx: Context) -> None:
    """Trans Europa: a triangular grid, a start marker, plain tracks cost 1 and mountain ones 2."""
    step = min(100, (rect.w - 80) // 5)
    rows, cols = 5, 5
    origin = (rect.x + 40, rect.y + 70)

    def at(r, c):
        return (origin[0] + c * step + (step // 2 if r % 2 else 0), origin[1] + int(r * step * 0.87))

    for r in range(rows):
        for c in range(cols):
            pygame.draw.circle(surface, (120, 110, 90), at(r, c), 6)
    mountain = [(at(1, 1), at(1, 2))]
    plain = [(at(2, 1), at(1, 1)), (at(2, 1), at(2, 2)), (at(1, 2), at(0, 2))]
    for a, b in plain:
        pygame.draw.line(surface, theme.INK_DARK, a, b, 12)
        pygame.draw.line(surface, theme.SEAT_COLORS["sky"], a, b, 7)
    for a, b in mountain:
        pygame.draw.line(surface, (150, 110, 60), a, b, 22)
        pygame.draw.line(surface, theme.INK_DARK, a, b, 12)
        pygame.draw.line(surface, theme.SEAT_COLORS["sky"], a, b, 7)
    start = at(2, 1)
    theme.symbol(surface, theme.seat_symbol("sky"), start, 26, theme.SEAT_COLORS["sky"], outline=theme.SEAT_OUTLINE)
    for (r, c), name in (((0, 2), "A"), ((2, 2), "B"), ((3, 4), "C")):
        _city(surface, at(r, c), name, below=False)
    y = origin[1] + int(rows * step * 0.87) + 10
    _label(surface, word("start", ctx.lang), (start[0] - 10, start[1] + 44), theme.ACCENT, bold=True)
    _label(surface, word("plain", ctx.lang) + "   ·   " + word("mountain", ctx.lang), (rect.centerx, y), width=rect.w)


def draw_train(surface, rect, ctx: Context) -> None:
    """Express: a train is a row of identical cards."""
    _label(surface, word("train", ctx.lang), (rect.centerx, rect.y + 24), theme.ACCENT, 28, True, width=rect.w)
    for k, card in enumerate(("blue", "blue", "blue")):
        _card(surface, card, (rect.centerx + (k - 1) * 120, rect.y + 120), (108, 72))
    for k, card in enumerate(("yellow", "yellow", "yellow", "yellow")):
        _card(surface, card, (rect.centerx + int((k - 1.5) * 110), rect.y + 240), (100, 66))


def draw_passenger(surface, rect, ctx: Context) -> None:
    """Märklin: a passenger moves along the player's routes, taking a merchandise token per city."""
    y = rect.y + 160
    points = [(rect.x + 50, y + 60), (rect.centerx - 40, y - 40), (rect.right - 50, y + 40)]
    _slots(surface, points[0], points[1], 3, (0, 0, 0), filled=theme.SEAT_COLORS["lime"])
    _slots(surface, points[1], points[2], 3, (0, 0, 0), filled=theme.SEAT_COLORS["lime"])
    for c, name, value in zip(points, "ABC", (None, 5, 3)):
        _city(surface, c, name)
        if value is not None:
            token = pygame.Rect(0, 0, 44, 44)
            token.center = (c[0] + 34, c[1] - 40)
            pygame.draw.rect(surface, (230, 200, 90), token, border_radius=8)
            pygame.draw.rect(surface, theme.INK_DARK, token, 3, border_radius=8)
            _label(surface, str(value), token.center, theme.INK_DARK, 26, True)
    head = (points[0][0], points[0][1] - 50)
    pygame.draw.circle(surface, theme.SEAT_COLORS["lime"], head, 14)
    pygame.draw.rect(surface, theme.SEAT_COLORS["lime"], (head[0] - 14, head[1] + 14, 28, 30), border_radius=8)
    pygame.draw.circle(surface, theme.SEAT_OUTLINE, head, 14, 3)
    _arrow(surface, (head[0] + 30, head[1] - 10), (points[1][0] - 20, points[1][1] - 60))
    _label(surface, word("passenger", ctx.lang) + " 5 + 3", (rect.centerx, y + 160), theme.INK, 28, True, width=rect.w)


PICTURES: dict[str, Callable] = {
    "cards": draw_cards, "claim": draw_claim, "route": draw_claim, "points": draw_points,
    "tickets": draw_tickets, "tunnel": draw_tunnel, "ferry": draw_tunnel, "station": draw_station,
    "turn": draw_turn, "turn-stations": lambda s, r, c: draw_turn(s, r, c, stations=True), "end": draw_end, "grid": draw_grid, "train": draw_train, "passenger": draw_passenger,
}


def _package(record) -> str | None:
    module = getattr(record, "plugin", None)
    return getattr(module, "__package__", None) or getattr(module, "__name__", None)


def package_pictures(record) -> dict[str, Callable]:
    """The pictures a ruleset package draws itself (``<package>.help_pictures.PICTURES``)."""
    import importlib

    package = _package(record)
    if not package:
        return {}
    try:
        module = importlib.import_module(f"{package}.help_pictures")
    except ModuleNotFoundError:
        return {}
    except Exception:  # noqa: BLE001 - a broken picture module costs the pictures, not the help
        return {}
    pictures = getattr(module, "PICTURES", {})
    return pictures if isinstance(pictures, dict) else {}


def _package_file(record, name: str):
    package = _package(record)
    if not package or not name.lower().endswith(".png") or "/" in name or "\\" in name:
        return None
    try:
        item = resources.files(package).joinpath(name)
        return item if item.is_file() else None
    except (ModuleNotFoundError, FileNotFoundError, TypeError):
        return None


def known(name: str, record) -> bool:
    """Whether ``name`` is a drawn picture or a PNG file in the ruleset's package."""
    return name in package_pictures(record) or name in PICTURES or _package_file(record, name) is not None


_images: dict[tuple, pygame.Surface | None] = {}


def draw_picture(surface, rect, name: str, record, lang: str) -> bool:
    """Draw picture ``name`` into ``rect``; False (nothing drawn) for an unknown or unreadable one."""
    rect = pygame.Rect(rect)
    own = package_pictures(record).get(name)
    painter = PICTURES.get(name)
    if own is not None or painter is not None:
        clip = surface.get_clip()
        surface.set_clip(rect)
        try:
            if own is not None:
                own(surface, rect, lang)
            else:
                painter(surface, rect, Context(record, lang))
        finally:
            surface.set_clip(clip)
        return True
    key = (getattr(record, "id", ""), name, rect.size)
    if key not in _images:
        item = _package_file(record, name)
        image = None
        if item is not None:
            try:
                with resources.as_file(item) as real:
                    loaded = pygame.image.load(str(real))
                scale = min(rect.w / loaded.get_width(), rect.h / loaded.get_height(), 1.0)
                image = pygame.transform.smoothscale(loaded, (int(loaded.get_width() * scale),
                                                              int(loaded.get_height() * scale)))
            except (pygame.error, OSError, ValueError):
                image = None  # a broken file: the text still teaches the rule
        _images[key] = image
    image = _images[key]
    if image is None:
        return False
    surface.blit(image, image.get_rect(midtop=rect.midtop))
    return True
