"""The Express card table: the view of the "cards" family, shipped in this package and found by
the client through the ``railcade.table_views`` entry point (docs/plugins.md, "Table views").

Everything drawn comes from the viewer's view (other hands, the pile and the locomotives stay
hidden; the viewer's own locomotives show only during its laying phase). Targets come from the
legal actions: tap (or drag) a card of the hand, then a glowing destination (a train, the new-train
slot, the maintenance rack, the discard pile, the disaster slot, a victim); a train of one's side
offers its locomotive back; the piles offer the draw. Every action is reachable by touch alone.
"""

from __future__ import annotations

import math

from game.client import cards as privacy
from game.client import theme
from game.client.dirty import Part, blit_aligned, fill_aligned, merge_rects, turned_square
from game.client.pg import pygame
from game.client.table_hud import RIGHT_W, RIGHT_X, HudBase, seat_name
from game.client.ui import Target, draw_button, focus_ring
from game.i18n import language, register_strings, tr

from railcade_express import card_art, strings, table_anims
from railcade_express import table_layout as lay

register_strings({"en": strings.EN, "fr": strings.FR})

FELT = (24, 64, 52)
FELT_EDGE = (16, 44, 36)
ZONE = (30, 80, 64)
DRAG_THRESHOLD = 14
CORNER_TEXT, CORNER_LINE = 24, 30  # the corner button's words ("Partenaire," is its widest line)


class CardBoard:
    """The table's play area: felt, sides and trains, piles and the hand, painted into one layer
    whenever the state changes (a frame blits it)."""

    def __init__(self, hud: "CardTable"):
        self.hud = hud
        self.rect = pygame.Rect(0, 0, lay.TABLE_W, theme.H)
        self.layer: pygame.Surface | None = None
        self._key = None
        self.plates: dict[tuple, pygame.Surface] = {}  # a side's empty zone, by size and turn (CardTable.zone_plate)

    def sync(self, view, hidden) -> None:
        key = (id(view), tuple(sorted(hidden)), self.hud.colorblind, language())
        if key == self._key and self.layer is not None and \
                (not self.hud.felt_pending or self.hud.felt_waiting and self.hud.t.waits_for_pieces()):
            return  # (regions waiting for the pieces to land: looked at again when one lands)
        self._key = key
        if self.layer is None:
            # A part of the table's still picture: a repainted table is on the next frame's blit.
            self.layer = self.hud.canvas_part(self.rect)
            self.hud.painted_regions = None
        # While the table draws by parts, one region a frame, in a frame of its own
        # (HudBase.paint_limit); the whole felt the first time.
        limit = self.hud.paint_limit("felt") if self.hud.painted_regions is not None else None
        if limit == 0:
            self.hud.felt_pending = True
            return
        for rect in self.hud.repaint_table(self.layer, view, hidden, limit):
            self.hud.damage(rect)

    def draw(self, surface) -> None:
        if self.layer is not None:
            surface.blit(self.layer, self.rect)

    def release(self) -> None:
        self.layer = None
        self._key = None
        self.plates.clear()
        table_anims.forget_scaled()  # (the next table's memory peak is its own)


class CardTable(HudBase):
    family = "cards"

    def __init__(self, table):
        super().__init__(table)
        self.make_canvas()  # the felt and the side panel are parts of it (see HudBase.canvas)
        self.board = CardBoard(self)
        self.layout = self.layout_for(table.view)
        self.sub: tuple | None = None  # (destination, actions) when one destination has several actions
        self.drag: dict | None = None
        self.spin = 0.0  # the direction arrow's turn, animated on a turntable
        self.spin_target = 0.0

    # -- facts ---------------------------------------------------------------------------------

    @property
    def view(self):
        return self.t.view

    def card_surface(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        face = self.per_view("card_faces", dict).get((name, size))  # a repaint asks for the same ones
        if face is None:
            info = self.view["cards"]
            order = info["passenger_order"].index(name) + 1 if name in info["passenger_order"] else 0
            counters = {m: d for d, m in info["counters"].items()}.get(name, "")
            face = card_art.face(name, info["groups"][name], info["values"][name], size, order, counters)
            self.per_view("card_faces", dict)[(name, size)] = face
        return face

    def layout_for(self, view) -> lay.Layout:
        """Where everything of ``view`` sits for the viewer: laid out once per view object, so the
        new view's layout that a move's animations land on (table_anims) is the one its panels
        and felt take up a frame later, not laid out again."""
        memo = self.__dict__.get("_layout_memo")
        viewer = self.t.viewer
        if memo is None or memo[0] is not view or memo[1] != viewer:
            memo = self._layout_memo = (view, viewer, lay.compute(view, viewer))
        return memo[2]

    def paint_pending(self, limit: int | None = None, under: list[pygame.Rect] | None = None) -> None:
        # A quiet frame of its own (paint_limit claimed it) with no region of the side panel
        # waiting: a card face not painted yet is painted now, or a font it writes with made, so
        # a move taken in or a felt region painted later finds it ready (a face is 0.2-0.6 ms the
        # first time, a font 0.3-0.4 ms more).
        free = limit == 1 and under is None and not self._pending_paints
        super().paint_pending(limit, under)
        if free:
            self.paint_a_face_ahead()

    def face_sizes(self) -> tuple[tuple[int, int], ...]:
        """The sizes the layout draws faces at: a card flying (table_anims.SMALL), in a side's
        trains, on the piles; a maintenance car in its rack (the last)."""
        def make() -> tuple[tuple[int, int], ...]:
            sizes = [table_anims.SMALL] + sorted({zone.card for zone in self.layout.zones.values()}) + [lay.PILE_CARD]
            return tuple(dict.fromkeys(sizes)) + (lay.MAINT_CARD,)
        return self.per_view("face_sizes", make, self.layout)

    def faces_ahead(self) -> list[tuple]:
        """What the table may draw next, in the order it is made ahead: the fonts the faces write
        with (``("font", size, bold)``), then every card at each of :meth:`face_sizes` but the
        rack's (``(name, size)``), then the maintenance cars at the rack's."""
        sizes = self.face_sizes()
        groups = self.view["cards"]["groups"]
        fonts = [("font",) + font for size in sizes for font in card_art.fonts(size)]
        faces = [(name, size) for size in sizes[:-1] for name in groups]
        racks = [(name, sizes[-1]) for name, group in groups.items() if group == "maintenance"]
        return list(dict.fromkeys(fonts)) + faces + racks

    def paint_a_face_ahead(self) -> None:
        """One item of :meth:`faces_ahead` not made yet, made (theme and card_art keep them). What
        is left is kept from frame to frame, and worked out again when the sizes change: a quiet
        frame with nothing left looks at nothing."""
        done = self.__dict__.setdefault("_faces_painted", set())
        sizes = self.face_sizes()
        left = self.__dict__.get("_faces_left")
        if left is None or left[0] != sizes:
            left = self._faces_left = (sizes, [item for item in reversed(self.faces_ahead()) if item not in done])
        if not left[1]:
            return
        item = left[1].pop()
        done.add(item)
        if item[0] == "font":
            theme.font(item[1], item[2])
        else:
            self.card_surface(*item)

    def side_names(self, side: int) -> str:
        return " & ".join(seat_name(self.t, s) for s in self.view["teams"][side])

    def points(self) -> list[int]:
        # Asked every frame (the score markers follow it): worked out once per view.
        memo = self.__dict__.get("_points")
        view = self.t.view
        if memo is None or memo[0] is not view:
            totals, team_of = view["totals"], view["team_of"]
            memo = self._points = (view, [totals[team_of[s]] for s in range(len(self.seat_colors))])
        return memo[1]

    # -- sync ----------------------------------------------------------------------------------

    # The felt and the animations are laid out by sync_view, in the frame a view is taken in; the
    # side panel (render_right) reads nothing they need, so it waits for a quiet frame as the
    # route and grid tables' panels do (the table's ``panels`` job, game.client.frame_jobs).
    PANELS_WAIT = True

    def sync_view(self) -> None:
        # Laid out once per view and viewer: the panels follow the recap too (a sync with the
        # same view), and the felt's regions are worked out once per layout object.
        self.layout = self.layout_for(self.view)
        if self.t.open_key is None:
            self.sub = None
        self.t.groups = self.tab_order(self.t.groups)

    def tab_order(self, groups: dict) -> dict:
        """The groups of legal actions in the order Tab walks their targets: the cards of the hand
        as the fan shows them, then the rest as listed. The list's order is the rules' (lays, then
        swaps, then discards), so Tab from a card that can be laid jumped to a train of one's
        own, where Enter opens a locomotive swap the player never looked for."""
        if not groups:
            return groups
        fan = [("card", name) for name, _rect, _angle in self.layout.hand]
        cards = [key for key in dict.fromkeys(fan) if key in groups]
        if not cards:
            return groups
        ordered = {key: groups[key] for key in cards}
        ordered.update((key, actions) for key, actions in groups.items() if key not in ordered)
        return ordered

    def sync(self) -> None:
        self.sync_view()
        self.right = self.render_right()
        self.highlight = None

    def render_right(self) -> pygame.Surface:
        view = self.view

        def lines_of(seat):
            out = [("card", view["hand_sizes"][seat])]
            if view["derailed"][seat]:
                out.append(("flag", tr("express.derailed")))
            return out

        self.paint_seats(view, lines_of, lambda seat: str(view["totals"][view["team_of"][seat]]))
        top = self.scores_top()
        key = (view["totals"], view["deal"], view["target"], [[t["points"] for t in s] for s in view["trains"]],
               view["maintenance"], view["hand_sizes"])  # (compared by value: see _table_regions)
        area = pygame.Rect(0, top - 4, RIGHT_W, 330)
        # In slices, one a side (see HudBase.paint_pending): the heading comes with the first.
        self.paint_part("scores", key, area, lambda surf: self.score_slices(surf, top))
        return self.right

    def seat_panel_slices(self, surf, seat: int, rect, lines, points_text: str):
        # The hand size decides who may go out soon: drawn as a card with its count in large type
        # (the shared panel's line is small, and left out altogether on six short panels).
        hand = next((value for icon, value in lines if icon == "card"), None)
        yield from super().seat_panel_slices(surf, seat, rect, [line for line in lines if line[0] != "card"], points_text)
        if hand is None:
            return
        yield  # (a slice of its own: the last turn's words are one already)
        count = theme.text(str(hand), 30, theme.INK, bold=True)
        back = card_art.back((22, 30))
        right = rect.right - 84
        count_rect = count.get_rect(midright=(right, rect.centery))
        surf.blit(count, count_rect)
        surf.blit(back, back.get_rect(midright=(count_rect.x - 6, rect.centery)))

    def scores_top(self) -> int:
        rects = self.seat_rects()
        return rects[-1].bottom + 18

    def score_boxes(self, top: int) -> list[pygame.Rect]:
        """Each side's score box on the side panel (its own coordinates)."""
        out, y = [], top + 40
        for seats in self.view["teams"]:
            # Partners' names take the row's first line, the deal its second: a taller box (three
            # sides at most, where five single seats keep one line each in the same area).
            out.append(pygame.Rect(8, y, RIGHT_W - 24, 64 if len(seats) > 1 else 50))
            y += out[-1].h + 8
        return out

    def score_slices(self, surf, top: int):
        """The deal, the target and each side's score box, yielding after each box and its tokens,
        and after its words."""
        view = self.view
        surf.blit(theme.text(tr("express.deal", n=view["deal"]), 26, theme.ACCENT, bold=True), (12, top))
        target = theme.text(tr("express.target", n=view["target"]), 24, theme.INK_DIM)
        surf.blit(target, target.get_rect(topright=(RIGHT_W - 16, top + 2)))
        boxes = self.score_boxes(top)
        for side, seats in enumerate(view["teams"]):
            running = sum(t["points"] for t in view["trains"][side]) + 5 * len(view["maintenance"][side])
            pair = len(seats) > 1
            box = boxes[side]
            theme.panel(surf, box, theme.PANEL, theme.PANEL_EDGE, radius=10)
            x = box.x + 14
            for seat in seats:
                pygame.draw.circle(surf, self.seat_rgb(seat), (x + 10, box.centery), 10)
                theme.symbol(surf, theme.SEAT_SYMBOLS.get(self.seat_colors[seat], ""), (x + 10, box.centery), 10,
                             theme.contrast_ink(self.seat_rgb(seat)))
                x += 26
            yield  # the box and its tokens, then its words
            # Whose row it is in words (the dot alone is too small from the sofa), then the deal.
            total = theme.text(str(view["totals"][side]), 32, theme.ACCENT, bold=True)
            room = box.right - 14 - total.get_width() - 12 - (x + 6)
            deal = theme.fit_text(tr("express.this_deal", n=running), 22, room if pair else room // 2, theme.INK_DIM)
            names = theme.fit_text(self.side_names(side), 24, room if pair else room - deal.get_width() - 12,
                                   theme.INK, bold=True)
            if pair:
                surf.blit(names, (x + 6, box.y + 4))
                surf.blit(deal, (x + 6, box.bottom - 4 - deal.get_height()))
            else:
                surf.blit(names, (x + 6, box.centery - names.get_height() // 2))
                surf.blit(deal, (x + 6 + names.get_width() + 12, box.centery - deal.get_height() // 2))
            surf.blit(total, total.get_rect(midright=(box.right - 14, box.centery)))
            if side < len(view["teams"]) - 1:
                yield

    # -- painting the table --------------------------------------------------------------------

    painted_regions: dict | None = None  # what each region of the felt was last painted from
    felt_pending = False  # a changed region waits for the next frame
    felt_waiting = False  # those waiting all wait for the pieces to land (repaint_table)

    def repaint_table(self, surf, view, hidden, limit: int | None = None) -> list[pygame.Rect]:
        """Paint the felt again where it changed: a train, a side's heading, edge or maintenance
        cars, the band of piles, the hand (each region by what it shows; the first ``limit`` of
        them; a region that came or went, where it is or was), the whole table the first time.
        Returns the rectangles painted (the felt's surface is at the screen's origin)."""
        known = self.__dict__.get("_regions_memo")
        regions = self.table_regions(view, hidden)
        before = self.painted_regions
        self.felt_pending = False
        if before is None:
            self.painted_regions = regions
            self.paint_table(surf, view, hidden)
            return [surf.get_rect()]
        changed = [name for name in regions if name not in before or before[name][0] != regions[name][0]]
        changed += [name for name in before if name not in regions]
        if limit is not None and changed and (known is None or known[2] is not self._regions_memo[2]):
            # The regions of a new view worked out were this frame's step: they are painted from
            # the next (one a frame, as limited).
            self.felt_pending = True
            self.felt_waiting = False
            return []
        if limit is not None and self.t.waits_for_pieces():
            # While animations play, a region waits for them to end, as the side panel's do
            # (FrameJobs.take_quiet), unless what they hide in it changed: a card that
            # landed shows at once, one that took off leaves at once.
            ready = [name for name in changed if name in regions and regions[name][0][1] is not None
                     and (name not in before or before[name][0][1] != regions[name][0][1])]
            now = ready[:limit]
            self.felt_waiting = len(ready) <= len(now)
        else:
            now = changed if limit is None else changed[:limit]
            self.felt_waiting = False
        painted = {name: before[name] for name in before if name in changed and name not in now}
        painted.update((name, item) for name, item in regions.items() if name in now or name not in changed)
        self.painted_regions = painted
        self.felt_pending = len(now) < len(changed)
        rects = merge_rects([r.clip(surf.get_rect()) for name in now for item in (before.get(name), regions.get(name))
                             if item is not None for r in item[1]])
        for rect in rects:
            surf.set_clip(rect)
            self.paint_table(surf, view, hidden, within=rect)
        surf.set_clip(None)
        return rects

    def table_regions(self, view, hidden) -> dict:
        """Each region of the felt: everything it is painted from, and the rectangles it covers.
        A side's zone is cut in parts (its heading with the top of its edge, the rest of its edge,
        its maintenance cars, each train), so a turn passing repaints a heading and an edge, and a
        card laid one train, not the whole zone. Worked out once per view, layout and settings: a
        move's regions painted one a frame ask for them again each frame; what animations hide (a
        train's cards, the discard pile's top card still flying in) only adds to the keys of the
        regions it is in, as the animations end one by one."""
        objects = (view, self.layout)
        values = (self.t.viewer, self.picked_name(), self.colorblind, language(), theme.text_mode())
        memo = self.__dict__.get("_regions_memo")
        if memo is None or memo[0][0] is not objects[0] or memo[0][1] is not objects[1] or memo[1] != values:
            memo = self._regions_memo = (objects, values, self._table_regions(view), None)
        held = tuple(sorted(hidden))
        if memo[3] is not None and memo[3][0] == held:
            return memo[3][1]
        regions = {name: ((key, _held(name, hidden)), rects) for name, (key, rects) in memo[2].items()}
        self._regions_memo = memo[:3] + ((held, regions),)
        return regions

    def _table_regions(self, view) -> dict:
        # A region's key holds what it is painted from as it is, compared by value with the key
        # it was last painted from (a view and its layout are made anew on each change, never
        # changed in place): writing each key out as text was half the cost of a new view's regions.
        layout = self.layout
        viewer = self.t.viewer
        common = (viewer, self.colorblind, language(), theme.text_mode())
        regions = {}
        for side, zone in layout.zones.items():
            seats = view["teams"][side]
            active = view["team_of"][view["turn"]] == side and view["phase"] != "over"
            sees = viewer is not None and view["phase"] == "lay" and view["turn"] == viewer and \
                view["team_of"][viewer] == side
            trains = {t["id"]: t for t in view["trains"][side]}
            head = (zone.rect, zone.header, active, sees and bool(trains), view["turn"], seats,
                    [seat_name(self.t, s) for s in seats], [view["derailed"][s] for s in seats],
                    zone.maintenance, view["maintenance"][side], common)
            regions[("head", side)] = (head, [zone.header.copy()])
            regions[("edge", side)] = ((zone.rect, zone.header, active), self.edge_bounds(zone))
            if zone.maintenance_area is not None:
                regions[("maintenance", side)] = ((zone.maintenance, view["maintenance"][side], common),
                                                  [zone.maintenance_area.copy()])
            for train_id, row in zone.rows.items():
                key = (row, trains.get(train_id), sees, zone.card, common)
                regions[("train", train_id)] = (key, [row.rect.copy()])
        # The band in three columns: the draw pile (a card drawn), the discard pile (a card
        # discarded), the disaster slot with the deal and the direction (seldom).
        shown = (layout.band, layout.pile, layout.discard, layout.slot, layout.arrow, common)
        keys = ((shown, view["pile"]),
                (shown, view["discard"], view["discard_top"], view["discard_below"]),
                (shown, view["slot"], view["slot_top"], view["direction"], view["deal"]))
        for column, (key, rect) in enumerate(zip(keys, self.band_columns(layout))):
            regions[("band", column)] = (key, [rect])
        hand = (layout.hand, layout.hand_area, view.get("hand"), self.picked_name(), common)
        regions["hand"] = (hand, [self.hand_bounds(layout)])
        return regions

    @staticmethod
    def edge_bounds(zone) -> list[pygame.Rect]:
        """A zone's edge under its heading (the heading holds its top and top corners): the left
        and right sides and the bottom with its corners, clear of the trains inside."""
        rect, top = zone.rect, zone.header.bottom
        corner = 16
        bottom = pygame.Rect(rect.x, rect.bottom - corner, rect.w, corner)
        return [pygame.Rect(rect.x, top, 4, bottom.y - top), pygame.Rect(rect.right - 4, top, 4, bottom.y - top), bottom]

    # Each region's bounds stay clear of its neighbours' (a side, the band, a side, the hand lie
    # one under the other), so a change in one repaints that one only.
    @staticmethod
    def zone_bounds(zone) -> pygame.Rect:
        return zone.rect.copy()

    @staticmethod
    def band_bounds(layout) -> pygame.Rect:
        ax, ay = layout.arrow
        words = pygame.Rect(ax - 160, ay + 46, 320, 32)  # the direction's words under the arrow
        return layout.band.inflate(8, 8).union(words)

    @classmethod
    def band_columns(cls, layout) -> list[pygame.Rect]:
        """The band cut left of the discard pile (its second card peeks out 4 px) and left of the
        disaster slot's frame: each pile with its words in a column of its own."""
        bounds = cls.band_bounds(layout)
        cuts = [bounds.x, layout.discard.x - 12, layout.slot.x - 20, bounds.right]
        return [pygame.Rect(a, bounds.y, b - a, bounds.h) for a, b in zip(cuts, cuts[1:])]

    @staticmethod
    def hand_bounds(layout) -> pygame.Rect:
        """The hand's area, and each card of the fan turned any way (a square as wide as its diagonal)."""
        rect = layout.hand_area.copy()
        for _name, card, _angle in layout.hand:
            rect.union_ip(turned_square(card.center, card.size))
        return rect

    def paint_table(self, surf, view, hidden, within: pygame.Rect | None = None) -> None:
        """The felt, both sides' trains, the band of piles, the hand; ``within``: only the regions
        reaching into that rectangle (the surface is clipped to it)."""
        layout = self.layout
        # A side's zone is painted over its whole rectangle (zone_plate): no felt to lay under it.
        if within is None or not any(zone.rect.contains(within) for zone in layout.zones.values()):
            fill_aligned(surf, FELT, within or surf.get_rect())
        viewer = self.t.viewer
        for side, zone in layout.zones.items():
            if within is None or within.colliderect(self.zone_bounds(zone)):
                self.paint_zone(surf, view, zone, viewer, hidden, within)
        if within is None or within.colliderect(self.band_bounds(layout)):
            self.paint_band(surf, view, layout, hidden, within)
        if within is None or within.colliderect(self.hand_bounds(layout)):
            self.paint_hand(surf, view, layout, hidden)

    def paint_zone(self, surf, view, zone: lay.Zone, viewer, hidden, within: pygame.Rect | None = None) -> None:
        """A side's zone; ``within``: only its parts reaching into that rectangle (the surface is
        clipped to it)."""
        def reaches(rect) -> bool:
            return within is None or within.colliderect(rect.inflate(8, 8))

        side = zone.side
        active = view["team_of"][view["turn"]] == side and view["phase"] != "over"
        blit_aligned(surf, self.zone_plate(zone.rect.size, active), zone.rect)
        x = zone.header.x + 14
        for seat in view["teams"][side] if reaches(zone.header) else ():
            rgb = self.seat_rgb(seat)
            token = pygame.Rect(x, zone.header.centery - 15, 30, 30)  # (the disc and its symbol)
            if within is None or within.colliderect(token):
                pygame.draw.circle(surf, rgb, (x + 14, zone.header.centery), 14)
                theme.symbol(surf, theme.SEAT_SYMBOLS.get(self.seat_colors[seat], ""), (x + 14, zone.header.centery), 14,
                             theme.contrast_ink(rgb))
            name = theme.fit_text(seat_name(self.t, seat), 24, 190, theme.INK, bold=seat == view["turn"])
            _put(surf, name, (x + 34, zone.header.centery - name.get_height() // 2), within)
            x += 44 + name.get_width() + 12
            if view["derailed"][seat]:  # "perd son prochain tour": said beside the name, in red
                flag = theme.text(tr("express.derailed"), 24, theme.BAD, bold=True)
                _put(surf, flag, (x - 4, zone.header.centery - flag.get_height() // 2), within)
                x += flag.get_width() + 16
        for rect, name in zip(zone.maintenance, view["maintenance"][side]):
            _put(surf, self.card_surface(name, rect.size), rect.topleft, within)
        w, h = zone.card
        trains = {t["id"]: t for t in view["trains"][side]}
        sees = viewer is not None and view["phase"] == "lay" and view["turn"] == viewer and view["team_of"][viewer] == side
        if sees and trains and reaches(zone.header):
            note = theme.fit_text(tr("express.locos_seen"), 24, zone.header.w // 2 - 20, theme.ACCENT_2)
            surf.blit(note, note.get_rect(midright=(zone.header.right - 16 - lay.MAINT_W, zone.header.centery)))
        for train_id, row in zone.rows.items():
            if f"train:{train_id}" in hidden or not reaches(row.rect):
                continue
            train = trains[train_id]
            shown = row.cards[:-1] if f"last:{train_id}" in hidden else row.cards
            for part, name, rect in shown:
                if part == "loco":
                    _put(surf, card_art.back(rect.size), rect.topleft, within)
                    if name and sees:
                        face = self.card_surface(name, rect.size).copy()
                        face.set_alpha(200)
                        privacy.draw_private_face(surf, viewer, f"loco:{train_id}", face, rect)
                        pygame.draw.rect(surf, theme.ACCENT_2, rect, 3, border_radius=6)
                else:
                    _put(surf, self.card_surface(name, rect.size), rect.topleft, within)
            self.paint_value(surf, train, row, h, within)
            # The train's number, as the log and the prompts name it, on its locomotive.
            parts = [part for part, _name, _rect in row.cards]
            if "loco" in parts:
                # (centred on the strip of the locomotive the first car leaves uncovered)
                at = parts.index("loco")
                loco = row.cards[at][2]
                strip = min(loco.w, row.cards[at + 1][2].x - loco.x) if at + 1 < len(parts) else loco.w
                tag = train_tag(train_id, 26 if h >= 90 else 22 if h >= 60 else 18)
                _put(surf, tag, tag.get_rect(midbottom=(max(loco.x + strip // 2, loco.x + tag.get_width() // 2 - 4),
                                                        loco.bottom - 3)).topleft, within)

    def zone_plate(self, size: tuple[int, int], active: bool) -> pygame.Surface:
        """A side's zone without its cards: the felt at its corners, the zone, its edge (in the
        accent colour on the side whose turn it is). Kept: one blit repaints it, where filling
        and rounding a third of the felt cost most of a zone's repaint."""
        key = (tuple(size), active)
        plate = self.board.plates.get(key)
        if plate is None:
            plate = pygame.Surface(size).convert()
            plate.fill(FELT)
            rect = plate.get_rect()
            pygame.draw.rect(plate, ZONE, rect, border_radius=16)
            pygame.draw.rect(plate, theme.ACCENT if active else FELT_EDGE, rect, 3 if active else 2, border_radius=16)
            self.board.plates[key] = plate
        return plate

    def paint_value(self, surf, train, row: lay.TrainRow, h: int, within: pygame.Rect | None = None) -> None:
        x, y = row.value_pos
        scoring = train["cars_count"] >= 3
        color = theme.ACCENT if scoring else theme.INK_DIM
        value = theme.text(str(train["points"]), 32 if h >= 60 else 26, color, bold=True)
        _put(surf, value, (x, y - value.get_height() // 2 - (10 if train["bonuses"] else 0)), within)
        if train["bonuses"]:
            mult = theme.text(f"×{2 ** len(train['bonuses'])}", 24, theme.GOOD, bold=True)
            _put(surf, mult, (x, y + 6), within)

    def paint_band(self, surf, view, layout: lay.Layout, hidden, within: pygame.Rect | None = None) -> None:
        """The band of piles; ``within``: the rectangle the surface is clipped to (the disaster
        slot's translucent card and its wrapped words are left out when they do not reach it: a
        card laid repaints the discard pile's column only)."""
        def meets(rect) -> bool:  # drawn in ``rect`` and nowhere else: skipped when it is clipped out
            return within is None or within.colliderect(rect)

        def put(picture, pos) -> None:
            _put(surf, picture, pos, within)

        band = layout.band
        pygame.draw.rect(surf, FELT_EDGE, band, border_radius=18)
        # Draw pile: a stack of backs with its count.
        pile = layout.pile
        if view["pile"]:
            for k in range(min(4, view["pile"] // 15 + 1)):
                put(card_art.back(pile.size), pile.move(-k * 2, -k * 2).topleft)
        elif meets(pile):
            pygame.draw.rect(surf, theme.PANEL_EDGE, pile, 2, border_radius=8)
        put(theme.text(tr("express.pile", n=view["pile"]), 26, theme.INK, bold=True), (pile.right + 16, pile.centery - 16))
        discard = layout.discard
        top = view["discard_below"] if "discard_top" in hidden else view["discard_top"]
        if top:
            if view["discard"] > 1:
                put(card_art.back(discard.size), discard.move(-4, -3).topleft)
            put(self.card_surface(top, discard.size), discard.topleft)
        elif meets(discard):
            pygame.draw.rect(surf, theme.PANEL_EDGE, discard, 2, border_radius=8)
        put(theme.text(tr("express.discard", n=view["discard"]), 26, theme.INK, bold=True),
            (discard.right + 16, discard.centery - 16))
        slot = layout.slot
        if meets(slot.inflate(10, 10)):  # (the slot's frame, its card and its edge)
            pygame.draw.rect(surf, (60, 20, 22), slot.inflate(10, 10), border_radius=10)
            if view["slot_top"]:
                face = self.card_surface(view["slot_top"], slot.size).copy()
                face.set_alpha(190)
                surf.blit(face, slot)
            pygame.draw.rect(surf, theme.BAD, slot.inflate(10, 10), 3, border_radius=10)
        words = pygame.Rect(slot.right + 18, slot.centery - 28, theme.W, 64)  # right of the slot, two lines
        label = theme.wrap(tr("express.slot", n=view["slot"]), 24, 220, bold=True) \
            if within is None or within.colliderect(words) else []
        for k, line in enumerate(label[:2]):
            surf.blit(theme.text(line, 24, theme.INK, bold=True), (slot.right + 18, slot.centery - 28 + k * 30))
        direction = tr("express.clockwise" if view["direction"] > 0 else "express.counterclockwise")
        ax, ay = layout.arrow
        way = theme.fit_text(direction, 24, 300, theme.INK_DIM)
        put(way, way.get_rect(center=(int(ax), int(ay + 62))).topleft)
        deal = theme.text(tr("express.deal", n=view["deal"]), 26, theme.INK, bold=True)
        put(deal, deal.get_rect(midright=(ax - 80, ay)).topleft)

    def paint_hand(self, surf, view, layout: lay.Layout, hidden) -> None:
        viewer = self.t.viewer
        area = layout.hand_area
        if viewer is None or view.get("hand") is None:
            msg = theme.text(tr("express.hand_hidden"), 30, theme.INK_DIM, bold=True)
            theme.blit_center(surf, msg, area.center)
            return
        picked = self.picked_name()
        for name, rect, angle in layout.hand:
            if name == picked:
                continue
            self.blit_hand_card(surf, viewer, name, rect, angle)

    def blit_hand_card(self, surf, viewer, name, rect, angle, lift: int = 0) -> None:
        face = self.card_surface(name, rect.size)
        img = _rotated(face, angle)
        pos = img.get_rect(center=(rect.centerx, rect.centery - lift))
        privacy.draw_private_face(surf, viewer, f"hand:{name}", img, pos)

    # -- frames ---------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.spin < self.spin_target:
            self.spin = min(self.spin_target, self.spin + dt * 540)

    def draw_board_marks(self, surface) -> None:
        view = self.view
        ax, ay = self.layout.arrow
        angle = self.spin
        clockwise = view["direction"] > 0
        _direction_arrow(surface, (ax, ay), 44, clockwise, angle)

    def panel_parts(self):
        """The direction arrow (it spins) is the only thing drawn over the canvas while nobody at
        the screen acts; a turn at the screen (glowing piles, a prompt, a picked card) draws whole
        frames."""
        if self.t.groups or (self.view.get("pending") and self.t.acting_human is not None):
            return None
        ax, ay = self.layout.arrow
        rect = pygame.Rect(0, 0, 2 * ARROW_REACH, 2 * ARROW_REACH)
        rect.center = (int(ax), int(ay))
        return [Part("arrow", (self.spin, self.view["direction"] > 0, rect.center), rect, self.draw_board_marks)]

    def parts_token(self):
        return self.common_token(self.spin, len(self.t.log_lines), self.t.log_lines[-1:], self.t.acting_human)

    def draw_highlights(self, surface, focused) -> None:
        pulse = int(120 + 80 * math.sin(self.time * 4))
        if self.t.open_key is None:
            for key in self.t.groups:
                rect = self.target_rect(key)
                if rect is not None and key[0] == "pile":
                    _glow(surface, rect, (255, 220, 90, pulse))
        if focused is not None and focused.key[0] not in ("button",):
            focus_ring(surface, focused.rect)

    def draw_panels(self, surface, still_drawn: bool = False) -> None:
        """``still_drawn``: the side panel is on the frame already (the canvas)."""
        if not still_drawn:
            surface.blit(self.right, (RIGHT_X, 0))
        for key in self.t.groups:
            if key[0] == "button" and self.t.open_key is None and key[1] in ("ask_partner", "switch_done"):
                target = self.t.nav.get(key)
                if target is not None:
                    _corner_button(surface, target.rect, tr(f"button.{key[1]}"), self.t.nav.focus == key)
        self.draw_prompt(surface)
        picked = self.picked_name()
        if picked and self.t.viewer is not None:
            rect = self.hand_rect(picked)
            if rect is not None:
                if self.drag and self.drag.get("moved"):
                    rect = rect.copy()
                    rect.center = self.drag["pos"]
                    self.blit_hand_card(surface, self.t.viewer, picked, rect, 0.0)
                else:
                    self.blit_hand_card(surface, self.t.viewer, picked, rect, 0.0, lift=40)
                    pygame.draw.rect(surface, theme.ACCENT, rect.move(0, -40).inflate(8, 8), 4, border_radius=12)
                name = theme.text(_card_name(self.t.match, picked, language()), 28, theme.ACCENT, bold=True)
                box = name.get_rect(midbottom=(rect.centerx, rect.y - 52)).inflate(20, 10)
                box.clamp_ip(pygame.Rect(0, 0, lay.TABLE_W, theme.H))
                pygame.draw.rect(surface, (12, 16, 22), box, border_radius=10)
                theme.blit_center(surface, name, box.center)

    def draw_prompt(self, surface) -> None:
        """The partner's question, a repair to decide, an engine switch: a panel in the middle with
        its buttons (they are targets)."""
        view = self.view
        pending = view.get("pending")
        if not pending or self.t.acting_human is None:
            return
        rect = self.prompt_rect()
        if pending["kind"] == "ask":
            title = tr("express.ask_title", name=seat_name(self.t, pending["asker"]))
            sub = tr("express.ask_you")
        elif pending["kind"] == "counter":
            title = tr("express.repair_title", card=_card_name(self.t.match, pending["card"], language()),
                       maintenance=_card_name(self.t.match, pending["maintenance"], language()))
            sub = ""
        else:
            title = tr("express.switch_title")
            sub = ""
        theme.shadow(surface, rect, radius=18, offset=8, alpha=120)
        theme.panel(surface, rect, (28, 34, 44), theme.ACCENT, radius=18, width=3)
        y = rect.y + 24
        for line in theme.wrap(title, 30, rect.w - 60, bold=True)[:3]:
            theme.blit_center(surface, theme.text(line, 30, theme.ACCENT, bold=True), (rect.centerx, y + 18))
            y += 40
        if sub:
            theme.blit_center(surface, theme.text(sub, 24, theme.INK_DIM), (rect.centerx, y + 16))
        for key in self.t.groups:
            if key[0] == "button" and key[1] not in ("ask_partner", "switch_done"):
                target = self.t.nav.get(key)
                if target is not None:
                    style = "primary" if key[1] in ("answer_yes", "repair") else "normal"
                    draw_button(surface, target.rect, tr(f"button.{key[1]}"), self.t.nav.focus == key, True, style, size=30)

    def prompt_rect(self) -> pygame.Rect:
        rect = pygame.Rect(0, 0, 900, 250)
        rect.center = self.layout.band.center
        return rect

    def draw_round_overlay(self, surface) -> None:
        pass

    STATUS_POS = (12, 8)

    def recap_surface(self):
        return None  # the status line says the last thing that happened

    def status_surface(self):
        """Whose turn it is and, for the player at the screen, what to do now, in a few words."""
        actor = self.t.session.next_actor()
        if actor is None:
            return None
        if self.status_still(actor) and self.__dict__.get("_status_tail") == self.t.log_lines[-1:]:
            return self._status
        name = seat_name(self.t, actor)
        if self.t.acting_human is not None and actor == self.t.acting_human:
            phase = self.view["phase"]
            hint = tr(f"express.hint.{phase}") if phase in ("draw", "lay", "switch") else ""
            msg = tr("table.your_turn", name=name) + (f"  —  {hint}" if hint else "")
            color = theme.ACCENT
        elif self.t.session.is_bot(actor):
            msg, color = tr("table.bot_thinking", name=name), theme.INK
        else:
            msg, color = tr("table.waiting_for", name=name), theme.INK
        key = (msg, color, actor, tuple(self.t.log_lines[-1:]))
        # A new pill in two frames of its own (the first at once): its words, then the pill.
        if self.in_two_frames("_status", "_status", key, lambda: self.status_words(msg, color),
                              lambda words: self.render_status(msg, color, actor, words)):
            # The pill shown says this: kept while nothing it says changes.
            self.keep_status(actor)
            self._status_tail = self.t.log_lines[-1:]
        return self._status

    def status_words(self, msg, color) -> tuple:
        """The pill's words (see :meth:`render_status`): whose turn it is, the last thing that happened."""
        label = theme.fit_text(msg, 28, lay.TABLE_W - 80, color, bold=True)
        last = self.t.log_lines[-1] if self.t.log_lines else ""
        room = lay.TABLE_W - label.get_width() - 120
        tail = theme.fit_text(last, 24, room, (230, 230, 230)) if last and room > 320 else None
        return label, tail

    def render_status(self, msg, color, actor, words: tuple | None = None) -> pygame.Surface:
        """One line: whose turn it is, then the last thing that happened (24 px and up);
        ``words``: :meth:`status_words`, rendered in an earlier frame."""
        label, tail = words or self.status_words(msg, color)
        width = label.get_width() + 44 + (tail.get_width() + 30 if tail else 0)
        surf = pygame.Surface((width, 46), pygame.SRCALPHA)
        pygame.draw.rect(surf, (12, 16, 22, 210), (0, 0, width, 46), border_radius=18)
        pygame.draw.circle(surf, self.seat_rgb(actor), (18, 23), 8)
        surf.blit(label, (32, 23 - label.get_height() // 2))
        if tail:
            surf.blit(tail, (label.get_width() + 58, 23 - tail.get_height() // 2))
        return surf

    # -- targets -------------------------------------------------------------------------------

    def hand_rect(self, name: str) -> pygame.Rect | None:
        found = [rect for n, rect, _ in self.layout.hand if n == name]
        return found[-1] if found else None

    def hand_hit(self, name: str):
        rects = [rect for n, rect, _ in self.layout.hand if n == name]

        def hit(pos):
            # The card on top (the later one in the fan) wins where cards overlap.
            for rect in rects:
                if rect.collidepoint(pos):
                    return 0.0
            return None
        return hit

    def picked_name(self) -> str | None:
        key = self.t.open_key
        return key[1] if key is not None and key[0] == "card" else None

    def target_rect(self, key) -> pygame.Rect | None:
        kind, target = key
        layout = self.layout
        if kind == "pile":
            return layout.pile if target == "pile" else layout.discard
        if kind == "train":
            row = layout.train(int(target))
            return row.rect if row else None
        if kind == "card":
            return self.hand_rect(target)
        return None

    def target_for(self, key, actions):
        kind, target = key
        if kind == "card":
            rect = self.hand_rect(target)
            if rect is None:
                return None
            return Target(key, rect, lambda k=key: self.pick(k), hit=self.hand_hit(target))
        if kind in ("pile", "train"):
            rect = self.target_rect(key)
            if rect is None:
                return None
            return Target(key, rect, lambda k=key: self.t.choose(k))
        if kind == "button":
            return Target(key, self.button_rect(key[1]), lambda k=key: self.t.choose(k))
        return None

    def button_rect(self, name: str) -> pygame.Rect:
        if name in ("ask_partner", "switch_done"):
            return lay.CORNER_BUTTON.copy()
        rect = self.prompt_rect()
        order = ["answer_yes", "answer_no"] if name.startswith("answer") else ["repair", "no_repair"]
        index = order.index(name) if name in order else 0
        w = 300
        x = rect.centerx - w - 20 + index * (w + 40)
        return pygame.Rect(x, rect.bottom - 96, w, 76)

    def pick(self, key) -> None:
        """Tap on a card of the hand: it lifts, and its destinations glow."""
        t = self.t
        if t.open_key == key and not self.sub:
            t.cancel_choices()
            return
        t.open_key = key
        t.auto_opened = False
        t.selection = set()
        t.page = 0
        self.sub = None
        t.build_targets()
        t.nav.focus = None
        self.app.audio.play("click")

    # -- choices: destinations of a picked card, or of a train -----------------------------------

    def choice_panel_rect(self) -> pygame.Rect:
        if self.sub is not None:
            return self.sub_panel_rect(len(self.sub[1]))
        return pygame.Rect(0, 0, 0, 0)

    def sub_panel_rect(self, count: int) -> pygame.Rect:
        cols = min(6, max(2, count))
        rows = (count + cols - 1) // cols
        rect = pygame.Rect(0, 0, 110 + cols * 190, 170 + rows * 210)
        rect.center = (lay.TABLE_W // 2, 460)
        return rect

    def destinations(self, actions) -> dict[tuple, list]:
        """A picked card's actions by where they go on the table."""
        out: dict[tuple, list] = {}
        for action in actions:
            if action.kind in ("add_car", "add_diesel"):
                dest = ("train", action.choice[0])
            elif action.kind == "new_train":
                dest = ("new",)
            elif action.kind == "maintenance":
                dest = ("maint",)
            elif action.kind == "discard":
                dest = ("discard",)
            elif action.kind == "turntable":
                dest = ("slot",)
            elif action.kind == "disaster":
                dest = ("victim", action.choice[0])
            else:
                continue
            out.setdefault(dest, []).append(action)
        return out

    def dest_rect(self, dest: tuple) -> pygame.Rect | None:
        layout = self.layout
        viewer = self.t.viewer
        mine = layout.zones.get(self.view["team_of"][viewer]) if viewer is not None else None
        if dest[0] == "train":
            row = layout.train(int(dest[1]))
            return row.rect if row else None
        if dest[0] == "new":
            return mine.new_slot if mine else None
        if dest[0] == "maint":
            return mine.maintenance_area if mine else None
        if dest[0] == "discard":
            return layout.discard
        if dest[0] == "slot":
            return layout.slot
        if dest[0] == "victim":
            kind, _, value = dest[1].partition(":")
            if kind == "train":
                row = layout.train(int(value))
                return row.rect if row else None
            if kind == "seat":
                return self.seat_rects()[int(value)]
            zone = layout.zones.get(int(value))
            return zone.rect if zone else None
        return None

    def choice_targets(self, key, actions) -> list[Target]:
        targets: list[Target] = []
        if self.sub is not None:
            dest, options = self.sub
            rect = self.sub_panel_rect(len(options))
            cols = min(6, max(2, len(options)))
            for i, action in enumerate(options):
                r = pygame.Rect(rect.x + 55 + (i % cols) * 190, rect.y + 100 + (i // cols) * 210, 170, 196)
                targets.append(Target(("option", i), r, lambda a=action: self.t.perform(a), data=action))
            targets.append(Target(("cancel", ""), pygame.Rect(rect.centerx - 130, rect.bottom - 0 - 84 + 70, 260, 64),
                                  self.cancel_sub))
            return targets
        if key[0] == "card":
            for dest, options in self.destinations(actions).items():
                rect = self.dest_rect(dest)
                if rect is None:
                    continue
                targets.append(Target(("dest",) + dest, rect, lambda d=dest, o=options: self.go(d, o), data=options))
            for other in self.t.groups:  # another card of the hand switches the pick
                if other[0] == "card" and other != key:
                    target = self.target_for(other, self.t.groups[other])
                    if target is not None:
                        targets.append(target)
        elif key[0] == "train":
            for action in actions:
                if action.kind == "swap_loco":
                    rect = self.hand_rect(action.choice[0])
                    if rect is not None:
                        targets.append(Target(("put", action.choice[0]), rect, lambda a=action: self.t.perform(a),
                                              hit=self.hand_hit(action.choice[0]), data=action))
                elif action.kind == "switch_pair":
                    row = self.layout.train(int(action.choice[0]))
                    if row is not None:
                        targets.append(Target(("mine", action.choice[0]), row.rect, lambda a=action: self.t.perform(a),
                                              data=action))
        return targets

    def go(self, dest: tuple, options: list) -> None:
        if len(options) == 1:
            self.t.perform(options[0])
            return
        self.sub = (dest, options)
        self.t.build_targets()
        self.t.nav.focus = None

    def cancel_sub(self) -> None:
        self.sub = None
        self.t.build_targets()

    def choice_title(self, key) -> str:
        if self.sub is not None:
            dest = self.sub[0]
            if dest[0] == "new":
                return tr("express.loco_title")
            return tr("express.theft_title")
        return ""

    def draw_choices(self, surface, key, actions, focused) -> None:
        pulse = int(130 + 90 * math.sin(self.time * 5))
        if self.sub is None:
            for target in self.t.nav.targets:
                if target.key[0] in ("dest", "mine"):
                    rect = target.rect
                    if target.key[:2] == ("dest", "new"):
                        _dashed_slot(surface, rect, tr("express.new_train"))
                    _glow(surface, rect, (120, 230, 255, pulse))
                elif target.key[0] == "put":
                    _glow(surface, target.rect, (120, 230, 255, pulse))
            if focused is not None and focused.key[0] in ("dest", "mine", "put"):
                focus_ring(surface, focused.rect, color=theme.ACCENT_2)
            if key[0] == "train":
                title = tr("express.swap_title", train=key[1]) if any(a.kind == "swap_loco" for a in actions) \
                    else tr("express.switch_title")
                label = theme.fit_text(title, 28, lay.TABLE_W - 80, theme.ACCENT, bold=True)
                box = label.get_rect(midtop=(lay.TABLE_W // 2, lay.HAND_TOP - 4)).inflate(30, 12)
                pygame.draw.rect(surface, (12, 16, 22), box, border_radius=12)
                theme.blit_center(surface, label, box.center)
            return
        rect = self.choice_panel_rect()
        theme.shadow(surface, rect, radius=18, offset=8, alpha=120)
        theme.panel(surface, rect, (28, 34, 44), theme.ACCENT, radius=18, width=3)
        surface.blit(theme.fit_text(self.choice_title(key), 30, rect.w - 60, theme.ACCENT, bold=True), (rect.x + 30, rect.y + 28))
        for target in self.t.nav.targets:
            is_focus = focused is not None and focused.key == target.key
            if target.key[0] == "option":
                self.draw_option(surface, target.data, target.rect, is_focus)
            elif target.key[0] == "cancel":
                draw_button(surface, target.rect, tr("common.cancel"), is_focus, size=26)

    def draw_option(self, surface, action, rect, focused: bool) -> None:
        draw_button(surface, rect, "", focused, True)
        if action.kind == "new_train":
            card = pygame.Rect(0, 0, 112, 156)
            card.center = rect.center
            privacy.draw_private_face(surface, self.t.viewer, f"option:{action.choice[0]}",
                                      self.card_surface(action.choice[0], card.size), card)
            return
        dest = action.choice[1] if len(action.choice) > 1 else "hand"
        text = tr("express.to_hand") if dest == "hand" else tr("express.to_train", train=dest.split(":")[1])
        for k, line in enumerate(theme.wrap(text, 26, rect.w - 20, bold=True)[:3]):
            theme.blit_center(surface, theme.text(line, 26, theme.INK, bold=True), (rect.centerx, rect.centery - 20 + k * 32))

    # -- drag and drop --------------------------------------------------------------------------

    def handle(self, intent) -> bool:
        kind = intent.kind
        if kind == "press":
            target = self.t.nav.target_at(intent.pos)
            if target is not None and target.key[0] == "card":
                self.drag = {"key": target.key, "start": intent.pos, "pos": intent.pos, "moved": False}
            return False
        if self.drag is None:
            return False
        if kind == "point":
            self.drag["pos"] = intent.pos
            sx, sy = self.drag["start"]
            if not self.drag["moved"] and math.hypot(intent.pos[0] - sx, intent.pos[1] - sy) > DRAG_THRESHOLD:
                self.drag["moved"] = True
                if self.t.open_key != self.drag["key"]:
                    self.pick(self.drag["key"])
            return False
        if kind == "click":
            drag, self.drag = self.drag, None
            if not drag["moved"]:
                return False  # a tap: the focus navigation picks the card
            target = self.t.nav.target_at(intent.pos)
            if target is not None and target.key[0] == "dest":
                target.activate()
            return True  # dropped elsewhere: the card stays picked
        return False

    # -- events -----------------------------------------------------------------------------------

    def play_event(self, event) -> bool:
        return table_anims.play(self, event)

    def round_score_scene(self, record):
        from railcade_express.deal_score import DealScoreScene

        return DealScoreScene(self.app, self.t, record)


# --- helpers -------------------------------------------------------------------------------------

_rotations: dict[tuple, pygame.Surface] = {}


def _put(surf, picture, pos, within: pygame.Rect | None) -> None:
    """``surf.blit(picture, pos)``, skipped when the picture lies wholly outside ``within`` (a
    region repainted with the surface clipped to it: the blit would draw nothing)."""
    if within is None or within.colliderect(picture.get_rect(topleft=pos)):
        surf.blit(picture, pos)


def _held(name, hidden) -> tuple | None:
    """What animations hide in the felt's region ``name`` (see CardTable.table_regions): a
    train's cards and its last card, the discard pile's top card, while they fly in."""
    if name[0] == "train":
        return f"train:{name[1]}" in hidden, f"last:{name[1]}" in hidden
    if name == ("band", 1):
        return ("discard_top" in hidden,)
    return None


def _rotated(surf: pygame.Surface, angle: float) -> pygame.Surface:
    if abs(angle) < 0.5:
        return surf
    key = (id(surf), round(angle, 1))
    img = _rotations.get(key)
    if img is None:
        if len(_rotations) > 400:
            _rotations.clear()
        img = pygame.transform.rotozoom(surf, angle, 1.0)
        _rotations[key] = img
    return img


def _glow(surface, rect, rgba) -> None:
    glow = pygame.Surface((rect.w + 16, rect.h + 16), pygame.SRCALPHA)
    pygame.draw.rect(glow, rgba, glow.get_rect(), 6, border_radius=14)
    surface.blit(glow, (rect.x - 8, rect.y - 8))


def _corner_button(surface, rect, label: str, focused: bool) -> None:
    """The going-out question or the end of a switch, right of the hand: a narrow button, so its
    words go on as many lines as they need."""
    draw_button(surface, rect, "", focused, True, "primary")
    lines = corner_lines(label, rect.w)
    y = rect.centery - CORNER_LINE * (len(lines) - 1) // 2
    for line in lines:
        theme.blit_center(surface, theme.text(line, CORNER_TEXT, theme.INK, bold=True), (rect.centerx, y))
        y += CORNER_LINE


def corner_lines(label: str, width: int) -> list[str]:
    return theme.wrap(label, CORNER_TEXT, width - 20, bold=True)[:3]


def _dashed_slot(surface, rect, text: str) -> None:
    pygame.draw.rect(surface, (20, 52, 42), rect, border_radius=10)
    for x in range(rect.x + 6, rect.right - 6, 18):
        pygame.draw.line(surface, (150, 220, 200), (x, rect.y), (min(x + 10, rect.right), rect.y), 3)
        pygame.draw.line(surface, (150, 220, 200), (x, rect.bottom - 1), (min(x + 10, rect.right), rect.bottom - 1), 3)
    theme.blit_center(surface, theme.fit_text("+ " + text, 24, rect.w - 10, (200, 240, 230), bold=True), rect.center)


ARROW_REACH = 44 + 10 + 4  # px from its centre: the arrow's disc (radius 44 + 10), antialiasing


def _direction_arrow(surface, center, r, clockwise: bool, spin: float) -> None:
    """The direction of play: a circle of two arrows, spinning when a turntable reverses it."""
    cx, cy = center
    pygame.draw.circle(surface, (20, 52, 42), (cx, cy), r + 10)
    base = math.radians(spin)
    sign = -1 if clockwise else 1
    for half in (0, math.pi):
        pts = []
        for k in range(14):
            a = base + half + sign * (0.25 + k * 0.17)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        pygame.draw.lines(surface, theme.ACCENT, False, pts, 6)
        end = pts[-1]
        a = base + half + sign * (0.25 + 13 * 0.17)
        tangent = (-math.sin(a) * sign, math.cos(a) * sign)
        normal = (math.cos(a), math.sin(a))
        tip = (end[0] + tangent[0] * 14, end[1] + tangent[1] * 14)
        pygame.draw.polygon(surface, theme.ACCENT, [tip, (end[0] + normal[0] * 10, end[1] + normal[1] * 10),
                                                    (end[0] - normal[0] * 10, end[1] - normal[1] * 10)])


_tags: dict[tuple[int, int], pygame.Surface] = {}


def train_tag(number: int, size: int) -> pygame.Surface:
    """A train's number on a dark pill, drawn on its locomotive (kept: a repaint blits it)."""
    tag = _tags.get((number, size))
    if tag is None:
        label = theme.text(str(number), size, theme.INK, bold=True)
        h = label.get_height() + 2
        tag = pygame.Surface((max(h, label.get_width() + 12), h), pygame.SRCALPHA)
        pygame.draw.rect(tag, (12, 16, 22, 235), tag.get_rect(), border_radius=h // 2)
        pygame.draw.rect(tag, theme.ACCENT_2, tag.get_rect(), 2, border_radius=h // 2)
        theme.blit_center(tag, label, tag.get_rect().center)
        _tags[(number, size)] = tag
    return tag


def _card_name(match, name: str, lang: str) -> str:
    cards = getattr(getattr(match.setup, "data", None), "cards", None)
    for card in getattr(cards, "cards", ()):
        if card.id == name:
            return card.names.fr if lang == "fr" else card.names.en
    return name
