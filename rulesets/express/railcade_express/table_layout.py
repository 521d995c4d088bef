"""Where everything sits on the Express card table (1920x1080, left of the seat panels).

The sides' trains fill two rows of zones, the viewer's side at the bottom, closest to its hand; the
draw pile, the discard pile, the disaster slot and the direction of play sit in a band between the
rows; the viewer's hand is fanned along the bottom edge. Card sizes shrink in steps until every
train of a side fits its zone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.client.pg import pygame

TABLE_W = 1470  # the seat panels start at 1480 (game.client.table_hud.RIGHT_X)
TOP = 64  # the status line above
HAND_TOP = 806
BAND_H = 150
GAP = 12
HEADER_H = 46
HAND_CARD = (128, 180)
PILE_CARD = (92, 128)
CARD_RATIO = 0.7
VALUE_W = 92  # room for a train's running value right of its cards
MAINT_W = 78  # a column at the right of a side's zone for its maintenance cars
MAINT_CARD = (56, 78)
# The hand's fan keeps this much felt free at each end (ten cards fit between at full spacing), so
# the going-out and switch buttons own the bottom right corner at any hand size and player count:
# the side panel has no room left under six players' score boxes.
FAN_MARGIN = 200
CORNER_BUTTON = pygame.Rect(TABLE_W - FAN_MARGIN + 18, HAND_TOP + 90, FAN_MARGIN - 26, 124)


@dataclass
class TrainRow:
    id: int
    rect: pygame.Rect  # the whole row (hit area)
    cards: list[tuple[str, str, pygame.Rect]]  # (part: diesel | loco | car, card name or "", rect)
    value_pos: tuple[int, int]


@dataclass
class Zone:
    side: int
    rect: pygame.Rect
    header: pygame.Rect
    card: tuple[int, int]
    rows: dict[int, TrainRow] = field(default_factory=dict)
    new_slot: pygame.Rect | None = None  # where a new train would go
    maintenance: list[pygame.Rect] = field(default_factory=list)
    maintenance_area: pygame.Rect | None = None  # where maintenance cars go (a drop target)


@dataclass
class Layout:
    zones: dict[int, Zone]
    pile: pygame.Rect
    discard: pygame.Rect
    slot: pygame.Rect
    arrow: tuple[int, int]
    band: pygame.Rect
    hand: list[tuple[str, pygame.Rect, float]]  # card name, rect, angle (degrees)
    hand_area: pygame.Rect

    def train(self, train_id: int) -> TrainRow | None:
        for zone in self.zones.values():
            row = zone.rows.get(train_id)
            if row is not None:
                return row
        return None


def side_rows(view, viewer: int | None) -> tuple[list[int], list[int]]:
    """(top row sides, bottom row sides): the viewer's side first in the bottom row."""
    sides = list(range(len(view["teams"])))
    mine = view["team_of"][viewer] if viewer is not None else 0
    others = sides[mine + 1:] + sides[:mine]
    bottom_count = {2: 1, 3: 1, 4: 2, 5: 2, 6: 3}.get(len(sides), 1)
    bottom = [mine] + others[len(others) - (bottom_count - 1):] if bottom_count > 1 else [mine]
    top = [s for s in others if s not in bottom]
    return top, bottom


def compute(view, viewer: int | None) -> Layout:
    top, bottom = side_rows(view, viewer)
    zone_h = (HAND_TOP - TOP - BAND_H - 2 * GAP) // 2
    zones: dict[int, Zone] = {}
    for row_sides, y in ((top, TOP), (bottom, TOP + zone_h + BAND_H + 2 * GAP)):
        if not row_sides:
            continue
        width = (TABLE_W - GAP * (len(row_sides) + 1)) // len(row_sides)
        for k, side in enumerate(row_sides):
            rect = pygame.Rect(GAP + k * (width + GAP), y, width, zone_h)
            mine = viewer is not None and view["team_of"][viewer] == side
            zones[side] = place_trains(view, side, rect, extra_slot=mine)
    band = pygame.Rect(GAP, TOP + zone_h + GAP, TABLE_W - 2 * GAP, BAND_H)
    cy = band.centery
    pile = pygame.Rect(0, 0, *PILE_CARD)
    pile.midleft = (band.x + 40, cy)
    discard = pygame.Rect(0, 0, *PILE_CARD)
    discard.midleft = (band.x + 390, cy)
    slot = pygame.Rect(0, 0, *PILE_CARD)
    slot.midleft = (band.x + 740, cy)
    arrow = (band.right - 200, cy)
    hand_area = pygame.Rect(0, HAND_TOP, TABLE_W, 1080 - HAND_TOP)
    return Layout(zones, pile, discard, slot, arrow, band, fan(view), hand_area)


def place_trains(view, side: int, rect: pygame.Rect, extra_slot: bool) -> Zone:
    trains = view["trains"][side]
    header = pygame.Rect(rect.x, rect.y, rect.w, HEADER_H)
    area = pygame.Rect(rect.x + 8, rect.y + HEADER_H + 4, rect.w - 16 - MAINT_W, rect.h - HEADER_H - 8)
    wanted = len(trains) + (1 if extra_slot else 0)
    longest = max([len(t["cars"]) + (1 if t["diesel"] else 0) + 1 for t in trains] + [5])
    for h in (104, 92, 84, 74, 64, 56, 48, 42):
        w = int(h * CARD_RATIO)
        step = max(12, int(w * 0.55))
        col_w = w + step * (min(longest, 9) - 1) + VALUE_W
        cols = max(1, area.w // col_w)
        rows = max(1, area.h // (h + 8))
        if cols * rows >= wanted or h == 42:
            break
    zone = Zone(side, rect, header, (w, h))
    col_w = area.w // cols
    step_for = lambda n: min(step, max(10, (col_w - VALUE_W - w) // max(1, n - 1)))  # noqa: E731
    for index, train in enumerate(trains):
        col, row = index // rows, index % rows
        x = area.x + col * col_w
        y = area.y + row * (h + 8)
        parts: list[tuple[str, str]] = []
        if train["diesel"]:
            parts.append(("diesel", "diesel"))
        parts.append(("loco", train["loco"] or ""))
        parts.extend(("car", c) for c in train["cars"])
        s = step_for(len(parts))
        cards = [(part, name, pygame.Rect(x + i * s, y, w, h)) for i, (part, name) in enumerate(parts)]
        right = cards[-1][2].right
        row_rect = pygame.Rect(x - 4, y - 4, right - x + VALUE_W, h + 8)
        zone.rows[train["id"]] = TrainRow(train["id"], row_rect, cards, (right + 10, y + h // 2))
    if extra_slot:
        index = len(trains)
        col, row = index // rows, index % rows
        if col < cols:
            zone.new_slot = pygame.Rect(area.x + col * col_w, area.y + row * (h + 8), min(col_w - 12, w * 3), h)
    count = len(view["maintenance"][side])
    column = pygame.Rect(rect.right - MAINT_W, rect.y + 8, MAINT_W - 10, rect.h - 16)
    mw, mh = MAINT_CARD
    step = min(mh // 2, (column.h - mh) // max(1, count - 1)) if count > 1 else 0
    for k in range(count):
        zone.maintenance.append(pygame.Rect(column.x + (column.w - mw) // 2, column.y + k * step, mw, mh))
    zone.maintenance_area = column
    return zone


def fan(view) -> list[tuple[str, pygame.Rect, float]]:
    """The viewer's hand, sorted by kind of card, fanned along the bottom edge."""
    hand = view.get("hand") or {}
    groups = view["cards"]["groups"]
    order = ("freight", "passenger", "wild", "diesel", "caboose", "maintenance", "turntable", "disaster")
    names = sorted(hand, key=lambda n: (order.index(groups[n]) if groups[n] in order else 9, n))
    cards = [n for n in names for _ in range(hand[n])]
    count = len(cards)
    if not count:
        return []
    w, h = HAND_CARD
    spacing = min(104, (TABLE_W - 2 * FAN_MARGIN - w) // max(1, count - 1)) if count > 1 else 0
    total = w + spacing * (count - 1)
    x0 = (TABLE_W - total) // 2
    mid = (count - 1) / 2
    out = []
    for i, name in enumerate(cards):
        off = (i - mid) / max(1.0, mid)
        y = HAND_TOP + 50 + int(18 * off * off)
        out.append((name, pygame.Rect(x0 + i * spacing, y, w, h), -5.0 * off))
    return out
