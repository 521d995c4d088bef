"""Engine events -> animations and sounds at the table.

Events arrive already filtered for the viewer (``event.for_seat(viewer)``), so a secret card is
only ever known here if the viewer may see it; otherwise a card back flies. A table view that
defines ``play_event(event) -> bool`` animates its family's events itself (a ruleset package's own
view); what it does not handle falls through to the handlers here.
"""

from __future__ import annotations

from game.client import anims, cards, pieces, theme
from game.client.pg import pygame
from game.i18n import language, tr

QUIET = {"turn_ended", "faceup_replaced", "deck_reshuffled", "round_started", "cities_dealt",
         "tickets_offered", "game_ended", "game_over"}


def tell(match, event, lang: str) -> str:
    """The log's words for ``event`` (as its viewer sees it) in ``lang``: "" for the quiet ones and
    for a ruleset that has none (its fallback ``Event(...)``)."""
    if event.kind in QUIET:
        return ""
    try:
        text = match.describe(event, lang)
    except Exception:  # noqa: BLE001 - a description is a nicety
        return ""
    return "" if not text or text.startswith("Event(") else text


class EventAnimator:
    def __init__(self, table):
        self.t = table

    @property
    def hud(self):
        return self.t.hud

    def sound(self, name: str) -> None:
        self.t.app.audio.play(name)

    def play(self, event, text: str | None = None) -> None:
        """Animate and log ``event``; ``text``: its words (:func:`tell`) when already worked out
        (a bot's move: in the worker, along with the move)."""
        if text is None:
            text = tell(self.t.match, event, language())
        if text:
            self.t.add_log(text)
        recap = getattr(self.t, "recap", None)
        if recap is not None:
            recap.on_event(event, self.t.view, text)
        # A family's own view animates the events it knows (its ``play_event`` returns True); the
        # handlers below are the route and grid families'.
        own = getattr(self.hud, "play_event", None)
        if own is not None and own(event):
            return
        handler = getattr(self, f"on_{event.kind}", None)
        if handler is not None:
            handler(event)

    def add(self, anim):
        return self.t.animator.add(anim)

    # -- route family --------------------------------------------------------------------------

    def on_card_drawn(self, event) -> None:
        hud = self.hud
        seat, card, pile = event.seat, event.get("card"), event.get("pile")
        if pile == "faceup":
            start = hud.faceup_rect(max(0, event.get("slot", 0))).center
        else:  # the deck, or a pile of the ruleset's own (a Locomotive pile)
            start = hud.pile_rect(pile or "deck").center
        if seat == self.t.viewer and card:
            end = hud.hand_slot(card).center
        else:
            end = hud.seat_center(seat)
        surf = cards.card_face(card, (110, 72), self.t.app.settings.colorblind) if card else cards.card_back((110, 72))
        self.add(anims.FlyCard(surf, start, end, duration=0.5))
        self.sound("draw")

    def on_faceup_replaced(self, event) -> None:
        colorblind = self.t.app.settings.colorblind
        for i, (slot, card) in enumerate(zip(event.get("slots", ()), event.get("cards", ()))):
            if card is None:
                continue
            rect = self.hud.faceup_rect(slot)
            self.add(anims.FlipIn(cards.card_back(rect.size), cards.card_face(card, rect.size, colorblind), rect,
                                  delay=0.35 + i * 0.08, blocking=False))
        self.sound("flip")

    def on_faceup_redealt(self, event) -> None:
        colorblind = self.t.app.settings.colorblind
        for slot, card in enumerate(event.get("cards", ())):
            if card:
                rect = self.hud.faceup_rect(slot)
                self.add(anims.FlipIn(cards.card_back(rect.size), cards.card_face(card, rect.size, colorblind), rect,
                                      delay=0.2 + slot * 0.1))
        self.add(anims.FloatText(tr("table.redealt"), self.hud.faceup_rect(2).midtop, size=26))
        self.sound("flip")

    def on_deck_reshuffled(self, event) -> None:
        self.add(anims.FloatText(tr("table.reshuffled"), self.hud.pile_rect("deck").midtop, size=24))

    def on_route_claimed(self, event) -> None:
        route = event.get("route")
        geom = self.hud.board.routes.get(route)
        if geom is None:
            return
        self.t.hidden.add(route)

        def done(route=route):
            self.t.hidden.discard(route)

        self.add(anims.ClaimRoute(geom, self.hud.seat_colors[event.seat], on_done=done))
        points = event.get("points")
        if points:
            self.add(anims.FloatText(f"+{points}", geom.mid, delay=0.4))
        self.sound("claim")

    def on_tunnel_revealed(self, event) -> None:
        colorblind = self.t.app.settings.colorblind
        faces = [cards.card_face(c, (110, 150), colorblind) for c in event.get("cards", ())]
        if not faces:
            return
        center = self.hud.board.rect.center
        label = tr("table.tunnel_extra", n=event.get("extra", 0))
        self.add(anims.RevealCards(cards.card_back((110, 150)), faces, center, label))
        self.sound("tunnel")

    def on_station_built(self, event) -> None:
        from game.client.route_view import draw_station

        city = event.get("city")
        if city not in self.hud.board.city_pos:
            return
        p = self.hud.board.icon_center(city)
        self.t.hidden.add(city)
        colors, cb = self.hud.seat_colors, self.t.app.settings.colorblind
        self.add(anims.Drop(lambda s, lift: draw_station(s, (p[0], p[1] - lift), event.seat, colors, cb, 1.2),
                            on_done=lambda: self.t.hidden.discard(city), area=_piece_area(p)))
        self.sound("track")

    def on_tickets_offered(self, event) -> None:
        if event.seat != self.t.viewer:
            rect = self.hud.pile_rect("tickets")
            self.add(anims.FlyCard(cards.card_back((rect.w // 2, rect.h // 2), "ticket"), rect.center,
                                   self.hud.seat_center(event.seat), duration=0.45))
        self.sound("draw")

    def on_last_round(self, event) -> None:
        self.add(anims.Banner(tr("table.last_round")))
        self.sound("round_end")

    def on_game_over(self, event) -> None:
        self.add(anims.Banner(tr("table.game_over")))
        self.sound("win")

    # -- grid family ---------------------------------------------------------------------------

    def on_marker_placed(self, event) -> None:
        from game.client.grid_view import draw_marker

        at = event.get("at")
        board = self.hud.board
        if at not in board.pos:
            return
        key = f"marker:{event.seat}"
        self.t.hidden.add(key)
        p = board.marker_spot(at)
        colors, cb = self.hud.seat_colors, self.t.app.settings.colorblind
        self.add(anims.Drop(lambda s, lift: draw_marker(s, (p[0], p[1] - lift), event.seat, colors, cb, 1.2),
                            on_done=lambda: self.t.hidden.discard(key), area=_piece_area(p)))
        self.sound("track")

    on_marker_moved = on_marker_placed

    def on_track_placed(self, event) -> None:
        from game.client.grid_view import segment_bounds

        seg = event.get("segment")
        board = self.hud.board
        self.t.hidden.add(seg)
        seat, double = event.seat, bool(event.get("double"))
        area = segment_bounds(*board.seg_ends(seg))  # sleepers, bars and the symbol's disc
        self.add(anims.Drop(lambda s, lift: board.paint_track(seg, seat, double, surface=s, lift=lift),
                            on_done=lambda: self.t.hidden.discard(seg), duration=0.4, area=area))
        self.sound("track")

    def on_networks_merged(self, event) -> None:
        seats = set(event.get("seats", ()))
        board = self.hud.board
        for net in self.t.view.get("networks", []):
            if seats <= set(net["seats"]):
                lines = [board.seg_ends(s) for s in net["segments"]]
                self.add(anims.Glow(lines, delay=0.35))
                break
        self.add(anims.FloatText(tr("table.merged"), board.rect.center, size=40, delay=0.35))
        self.sound("merge")

    def on_round_ended(self, event) -> None:
        from game.client.scenes.score import RoundScoreScene

        hud = self.hud
        lines = hud.virtual_lines(event.get("virtual_segments", ()))
        colors = [hud.seat_rgb(s) for s in range(len(lines))]
        # The board keeps showing the finished round's tracks under its virtual segments (the
        # state has already moved on to the next round, whose board is empty).
        rounds = self.t.match.view(self.t.viewer).get("rounds") or []
        self.t.frozen_tracks = list(rounds[-1].get("tracks", ())) if rounds else None
        self.add(anims.Banner(tr("table.round_over", n=event.get("round", 0))))
        self.sound("round_end")

        def done():
            self.t.round_overlay = (lines, colors)

        self.add(anims.VirtualNetwork(lines, colors, on_tick=lambda: self.sound("tick"), on_done=done, delay=1.2))
        self.t.after_anims.append(RoundScoreScene(self.t.app, self.t, event.as_dict()))

    def on_barrier_moved(self, event) -> None:
        self.add(anims.FloatText(tr("table.barrier_moved", n=event.get("to")), self.hud.board.rect.center, size=34))

    def on_game_ended(self, event) -> None:
        self.add(anims.Banner(tr("table.game_over")))
        self.sound("win")


def _piece_area(p) -> "pygame.Rect":
    """Where a dropped station or start marker (scale 1.2, with its chimney and shadow) lands."""
    area = pygame.Rect(0, 0, 4 * pieces.MARKER_HALF + 16, 4 * pieces.MARKER_HALF + 16)
    area.center = (int(p[0]), int(p[1]))
    return area
