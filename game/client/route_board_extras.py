"""Pieces a route game puts on its cities, drawn from what its view describes
(``view["board_extras"]``, docs/view-route.md), so the client holds none of that game's rules:

* ``stacks``: a pile of numbered tokens on a city (Märklin's merchandise): ``{"city", "color",
  "values"}`` (values top first); the top value is drawn on a disc of the colour, the discs under
  it peek out below.
* ``figures``: a standing figure of a seat on a city (a passenger): ``{"city", "seat"}``.
* ``path``: a piece on its way along routes (a passenger's trip): ``{"seat", "cities", "routes",
  "label", "params"}``; the routes glow in the seat's colour, the figure stands on the last city
  and a bubble shows the label (an i18n key the ruleset registered) — the running token total.

An event whose data has ``figure_to`` (a city) and optionally ``figure_from`` and ``route`` moves
a figure on the board: it walks along the route, and a ``token`` value floats up where it arrives.
"""

from __future__ import annotations

import math
from typing import Any

from game.client import anims, theme
from game.client.dirty import changed_areas, merge_rects
from game.client.pg import pygame
from game.client.tween import Anim, ease_in_out
from game.i18n import tr

TOKEN_R = 15  # a stack's disc: its number is 24 px bold, read from the sofa
FIGURE_H = 34
HALO = (250, 244, 230)
HALO_STEPS = ((-3, 0), (3, 0), (0, -3), (0, 3), (-2, -2), (2, 2), (2, -2), (-2, 2))
# Where a city's stack may sit, from the city's centre, best first: up and right, else the first
# place that covers no city's name or marker, no other stack and no passenger's spot (left).
STACK_OFFSETS = ((17, -17), (17, 19), (-17, 21), (26, 0), (30, -10), (0, -26), (-17, -17), (0, 28), (-26, 0))
FIGURE_OFFSET = (-17, -6)  # left of the city's marker
TOKEN_INK = {"white": (40, 40, 44), "yellow": (40, 40, 44)}


def token_rgb(color: str) -> tuple[int, int, int]:
    return theme.CARD_COLORS.get(color, (150, 150, 150))


def draw_token(surface, center, color: str, value, radius: int = TOKEN_R) -> None:
    rgb = token_rgb(color)
    x, y = int(center[0]), int(center[1])
    pygame.draw.circle(surface, (16, 14, 12), (x + 2, y + 2), radius + 1)
    pygame.draw.circle(surface, rgb, (x, y), radius)
    pygame.draw.circle(surface, theme.shade(rgb, 0.55) if color != "black" else (150, 150, 150), (x, y), radius, 2)
    if value is not None:
        ink = TOKEN_INK.get(color, theme.contrast_ink(rgb))
        theme.blit_center(surface, theme.text(str(value), 24, ink, bold=True), (x, y + 1))


def draw_stack(surface, center, color: str, values: list[int]) -> None:
    """The stack: one disc per token below the top one peeking out, the top value on top."""
    x, y = center
    for k in range(min(3, len(values) - 1), 0, -1):
        pygame.draw.circle(surface, (16, 14, 12), (int(x) + 1, int(y + 4 * k) + 2), TOKEN_R)
        pygame.draw.circle(surface, theme.shade(token_rgb(color), 0.8), (int(x), int(y + 4 * k)), TOKEN_R)
        pygame.draw.circle(surface, (16, 14, 12), (int(x), int(y + 4 * k)), TOKEN_R, 1)
    draw_token(surface, (x, y), color, values[0] if values else None)


def draw_figure(surface, foot, seat_color: str, scale: float = 1.0) -> None:
    """A standing figure in the seat's colour with its symbol: head, shoulders, a base."""
    rgb = theme.seat_rgb(seat_color)
    x, y = foot
    h = FIGURE_H * scale
    body = [(x - 0.36 * h, y), (x - 0.24 * h, y - 0.52 * h), (x + 0.24 * h, y - 0.52 * h), (x + 0.36 * h, y)]
    head = (int(x), int(y - 0.72 * h))
    r = int(0.2 * h)
    pygame.draw.polygon(surface, theme.SEAT_OUTLINE, [(px + 2, py + 2) for px, py in body])
    pygame.draw.circle(surface, theme.SEAT_OUTLINE, (head[0] + 2, head[1] + 2), r)
    # A pale halo round the silhouette: a figure stands out even on a route of its own colour.
    for dx, dy in HALO_STEPS:
        pygame.draw.polygon(surface, HALO, [(px + dx, py + dy) for px, py in body])
        pygame.draw.circle(surface, HALO, (head[0] + dx, head[1] + dy), r)
    pygame.draw.polygon(surface, rgb, body)
    pygame.draw.polygon(surface, theme.SEAT_OUTLINE, body, 2)
    pygame.draw.circle(surface, rgb, head, r)
    pygame.draw.circle(surface, theme.SEAT_OUTLINE, head, r, 2)
    theme.symbol(surface, theme.seat_symbol(seat_color), (x, y - 0.26 * h), 0.34 * h, theme.contrast_ink(rgb))


class WalkFigure(Anim):
    """A figure walking from city to city along a route's line."""

    layer = "board"

    def __init__(self, points, seat_color: str, duration=0.6, **kw):
        super().__init__(duration, **kw)
        self.points, self.seat_color = points, seat_color

    SCALE = 1.5

    def _foot(self) -> tuple[float, float]:
        (ax, ay), (bx, by) = self.points
        t = ease_in_out(self.t)
        hop = 10 * abs(math.sin(math.pi * 3 * t))
        return ax + (bx - ax) * t + FIGURE_OFFSET[0], ay + (by - ay) * t - hop + 12

    def draw(self, surface) -> None:
        draw_figure(surface, self._foot(), self.seat_color, self.SCALE)

    def bounds(self) -> pygame.Rect:
        return figure_bounds(self._foot(), self.SCALE)


def _free_name(items: dict, name: tuple) -> tuple:
    """``name``, or ``name`` with a number when two pieces would share it."""
    k = 0
    found = name
    while found in items:
        k += 1
        found = name + (k,)
    return found


def stack_bounds(center) -> pygame.Rect:
    """What :func:`draw_stack` covers: the top disc and its shadow, up to three discs peeking out
    below (4 px each), the number inside."""
    x, y = int(center[0]), int(center[1])
    reach = TOKEN_R + 5
    return pygame.Rect(x - reach, y - reach, 2 * reach + 1, 2 * reach + 1 + 14)


def figure_bounds(foot, scale: float = 1.0) -> pygame.Rect:
    """What :func:`draw_figure` paints: the body and head with their halo (3 px) and shadow (2 px)."""
    h = FIGURE_H * scale
    x, y = foot
    return pygame.Rect(int(x - 0.36 * h) - 6, int(y - 0.92 * h) - 6, int(0.72 * h) + 14, int(0.92 * h) + 14)


class BoardExtras:
    def __init__(self, hud):
        self.hud = hud
        self._layer_key = None
        self._layer: pygame.Surface | None = None

    def extras(self, view=None) -> dict[str, Any]:
        return (view or self.hud.t.view).get("board_extras") or {}

    # -- on the board --------------------------------------------------------------------------

    def draw(self, surface, hidden: set[str]) -> None:
        """Stacks and figures, painted into one cached layer while they do not change; the path of
        a trip under way on top."""
        extras = self.extras()
        if not extras:
            return
        self.refresh(hidden)
        surface.blit(self._layer, self.hud.board.rect)
        path = extras.get("path")
        if path:
            self._draw_path(surface, path)

    def stack_places(self) -> dict[str, tuple[int, int]]:
        """The centre of each city's stack on the screen: on a board of city plates, the room each
        plate keeps at its right end; otherwise chosen once per board among :data:`STACK_OFFSETS`
        (crowded corners such as Mainz, Mannheim and Frankfurt)."""
        board = self.hud.board
        if getattr(self, "_places_for", None) is board:
            return self._places
        if hasattr(board, "stack_spot"):  # a board of plates keeps room for the stack on each plate
            towns = [cid for cid in board.city_pos if board.cities[cid].kind != "country"]
            self._places_for = board
            self._places = {cid: tuple(int(v) for v in board.stack_spot(cid)) for cid in towns}
            return self._places
        # What a stack would hide, with how much it matters: a name most (its own city's above
        # all), then another stack or a city's marker, then the spot where a passenger may stand.
        blocked: list[tuple[pygame.Rect, int]] = []
        names: dict[str, pygame.Rect] = {}
        for cid, (x, y) in board.label_positions().items():
            if board.cities[cid].kind != "country":
                w, h = theme.text(board.city_names[cid], 17, (0, 0, 0), bold=True).get_size()
                names[cid] = pygame.Rect(x, y, w, h)
                blocked.append((names[cid], 3))
        towns = {cid: p for cid, p in board.city_pos.items() if board.cities[cid].kind != "country"}
        markers = {cid: pygame.Rect(int(x) - 12, int(y) - 12, 24, 24) for cid, (x, y) in towns.items()}
        blocked += [(pygame.Rect(int(x) - 30, int(y) - 32, 24, 38), 1) for x, y in towns.values()]
        places: dict[str, tuple[int, int]] = {}
        for cid, (x, y) in towns.items():
            # Its own marker it may touch; its own name, never (the stack says whose it is).
            others = [(m, 2) for c, m in markers.items() if c != cid] + [(names[cid], 50)]
            best = None
            for rank, (dx, dy) in enumerate(STACK_OFFSETS):
                cx, cy = int(x + dx), int(y + dy)
                disc = pygame.Rect(cx - TOKEN_R, cy - TOKEN_R, 2 * TOKEN_R, 2 * TOKEN_R + 8)  # with the discs under it
                # Covered area, weighed: in a crowded corner the place that hides least wins.
                cost = sum(weight * disc.clip(r).w * disc.clip(r).h for r, weight in blocked + others)
                cost += 0 if board.rect.contains(disc) else 100_000
                if best is None or (cost, rank) < best[0]:
                    best = ((cost, rank), (cx, cy), disc)
                if cost == 0:
                    break
            places[cid] = best[1]
            blocked.append((best[2], 2))
        self._places_for, self._places = board, places
        return places

    @staticmethod
    def held(hidden: set[str]) -> tuple[str, ...]:
        """What the animations hide that these pieces are drawn from: figures (one dropping onto
        a city, the trip's figure walking). A route or a station hidden while it lands is the
        board's: its animation starting or ending leaves the stacks and figures as they were."""
        return tuple(sorted(key for key in hidden if key.startswith("figure:")))

    def refresh(self, hidden: set[str]) -> list[pygame.Rect] | None:
        """Bring the layer of stacks and figures up to date. Only the rectangles around the pieces
        that changed are painted again; returns them (screen px), None when the whole layer was."""
        extras = self.extras()
        # The view's own lists, compared by value (a view is never changed once made): a new view
        # with the same pieces costs a comparison, not two printouts of every stack.
        key = (extras.get("stacks"), extras.get("figures"), self.held(hidden))
        if key == self._layer_key and self._layer is not None:
            return []
        self._layer_key = key
        items = self._items(extras, hidden)
        before, self._drawn = getattr(self, "_drawn", None), items
        board = self.hud.board
        ox, oy = board.rect.topleft
        if self._layer is None or before is None:
            self._layer = pygame.Surface(board.rect.size, pygame.SRCALPHA)
            for _look, _rect, paint in items.values():
                paint(self._layer, ox, oy)
            return None
        rects = merge_rects(changed_areas(before, items))
        layer = self._layer
        for rect in rects:
            local = rect.move(-ox, -oy)
            layer.set_clip(local)
            layer.fill((0, 0, 0, 0), local)
            for _look, item_rect, paint in items.values():
                if item_rect.colliderect(rect):
                    paint(layer, ox, oy)
        layer.set_clip(None)
        return rects

    def _items(self, extras, hidden) -> dict:
        """Each stack and figure standing on the board, in painting order: what it looks like, the
        screen rectangle it covers, and how it paints on the layer."""
        places = self.stack_places()
        stacks = extras.get("stacks") or ()
        # The stacks' items are those of the view's stacks list (a view is never changed once
        # made): a figure dropping or walking, hidden then shown, lists only the figures again.
        made = self.__dict__.get("_stack_items")
        if made is None or made[0] is not stacks or made[1] is not places:
            made = self._stack_items = (stacks, places, self._stacks_items(stacks, places))
        items: dict = dict(made[2])
        colors = self.hud.seat_colors
        for figure in extras.get("figures") or ():
            p = self.figure_spot(figure["city"])
            if p is None or f"figure:{figure['city']}" in hidden:
                continue
            seat_color = colors[int(figure["seat"])]
            items[_free_name(items, ("figure", figure["city"], figure["seat"]))] = (
                (seat_color, p), figure_bounds(p),
                lambda layer, ox, oy, p=p, c=seat_color: draw_figure(layer, (p[0] - ox, p[1] - oy), c))
        return items

    def _stacks_items(self, stacks, places) -> dict:
        items: dict = {}
        for stack in stacks:
            p = places.get(stack["city"]) or self.stack_spot(stack["city"])
            if p is None or not stack.get("values"):
                continue
            color, values = stack["color"], list(stack["values"])
            items[_free_name(items, ("stack", stack["city"]))] = (
                (color, tuple(values), p), stack_bounds(p),
                lambda layer, ox, oy, p=p, c=color, v=values: draw_stack(layer, (p[0] - ox, p[1] - oy), c, v))
        return items

    def stack_spot(self, city: str):
        """Where a city's stack stands: the room its plate keeps for it (boards of plates), else
        up and right of the city's marker."""
        return self._spot(city, "stack_spot", STACK_OFFSETS[0])

    def figure_spot(self, city: str):
        """Where a figure standing on a city has its feet."""
        return self._spot(city, "figure_spot", (FIGURE_OFFSET[0], FIGURE_OFFSET[1] + 10))

    def _spot(self, city: str, board_method: str, offset):
        """The board's own spot for ``city`` when it keeps one (plates), else the marker moved by
        ``offset``; None for a city the board does not show."""
        board = self.hud.board
        if city not in board.city_pos:
            return None
        if hasattr(board, board_method):
            return getattr(board, board_method)(city)
        p = board.city_pos[city]
        return p[0] + offset[0], p[1] + offset[1]

    def path_bounds(self, path) -> pygame.Rect | None:
        """What :meth:`_draw_path` covers: the routes' lines, the rings, the figure and the label."""
        if not path:
            return None
        board = self.hud.board
        rects = []
        for route in path.get("routes") or ():
            geom = board.routes.get(route)
            if geom is not None:
                rects.append(geom.bounds().inflate(20, 20))
        cities = [c for c in path.get("cities") or () if c in board.plates]
        rects.extend(board.plate_rect(c).inflate(30, 30) for c in cities)
        if cities and cities[-1] in board.city_pos:
            here = board.city_pos[cities[-1]]
            rects.append(figure_bounds(self.figure_spot(cities[-1]), 1.15))
            label = tr(path.get("label", ""), **path.get("params", {}))
            if label:
                box = theme.text(label, 26, theme.INK_DARK, bold=True).get_rect().inflate(22, 12)
                box.midbottom = (int(here[0]), int(here[1]) - 38)
                box.clamp_ip(board.rect)
                rects.append(box.inflate(12, 12))  # its shadow
        return rects[0].unionall(rects[1:]) if rects else None

    def _draw_path(self, surface, path) -> None:
        board = self.hud.board
        seat = int(path["seat"])
        rgb = self.hud.seat_rgb(seat)  # the label's frame
        # The way travelled in gold over a dark edge (the seat's own routes under it are in its
        # colour already), the cities passed ringed, the figure on the last one; a little see-
        # through, so the names along the way still read.
        key = repr((path.get("routes"), path.get("cities")))
        if key != getattr(self, "_path_key", None):
            self._path_key = key
            self._path_layer = layer = pygame.Surface(board.rect.size, pygame.SRCALPHA)
            ox, oy = board.rect.topleft
            for route in path.get("routes") or ():
                geom = board.routes.get(route)
                if geom is not None:
                    a, b = (geom.a[0] - ox, geom.a[1] - oy), (geom.b[0] - ox, geom.b[1] - oy)
                    pygame.draw.line(layer, (16, 16, 20), a, b, 16)
                    pygame.draw.line(layer, theme.ACCENT, a, b, 9)
            layer.set_alpha(200)
        surface.blit(self._path_layer, board.rect)
        cities = path.get("cities") or ()
        for city in cities:  # a ring around each plate passed, clear of its name
            board.ring_city(surface, city, theme.ACCENT, 4)
        if not cities or cities[-1] not in board.city_pos:
            return
        here = board.city_pos[cities[-1]]
        if "figure:trip" not in self.hud.t.hidden:
            draw_figure(surface, self.figure_spot(cities[-1]), self.hud.seat_colors[seat], 1.15)
        label = tr(path.get("label", ""), **path.get("params", {}))
        if label:
            text = theme.text(label, 26, theme.INK_DARK, bold=True)
            box = text.get_rect()
            box.inflate_ip(22, 12)
            box.midbottom = (int(here[0]), int(here[1]) - 38)
            box.clamp_ip(board.rect)
            theme.shadow(surface, box, radius=10, offset=3, alpha=110)
            pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=10)
            pygame.draw.rect(surface, rgb, box, 3, border_radius=10)
            theme.blit_center(surface, text, box.center)

    # -- events --------------------------------------------------------------------------------

    def play_event(self, event) -> bool:
        """A figure placed on a city drops onto it; a figure moving walks along its route, and
        the token it takes floats up. Returns False for other events."""
        to = event.get("figure_to")
        if to is None or event.seat is None:
            return False
        board = self.hud.board
        end = board.city_pos.get(to)
        if end is None:
            return False
        table = self.hud.t
        seat_color = self.hud.seat_colors[event.seat]
        start_city = event.get("figure_from")
        if start_city is None:  # placed: it drops onto the city
            key = f"figure:{to}"
            table.hidden.add(key)
            foot = self.figure_spot(to)
            table.animator.add(anims.Drop(lambda s, lift: draw_figure(s, (foot[0], foot[1] - lift), seat_color, 1.2),
                                          on_done=lambda: table.hidden.discard(key), area=figure_bounds(foot, 1.2)))
            table.app.audio.play("track")
            return True
        start = self.figure_spot(start_city) or self.figure_spot(to)
        table.hidden.add("figure:trip")
        table.animator.add(WalkFigure((start, self.figure_spot(to)), seat_color, on_done=lambda: table.hidden.discard("figure:trip")))
        value = event.get("token")
        if value:
            table.animator.add(anims.FloatText(f"+{value}", (end[0], end[1] - 30), delay=0.5, size=34))
            table.app.audio.play("tick")
        return True
