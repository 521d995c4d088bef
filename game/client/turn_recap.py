"""What just happened: each seat's turn told in a few words, once its animations are over.

The table feeds every event (as the viewer may see it) to :class:`TurnRecap`. Parts of a turn wait
until the animations playing them are done, so a tunnel's result is told after its cards turn over;
when the turn ends, its recap shows in a panel over the board for at least :data:`HOLD` seconds
(bots wait for it) and stays on the seat's panel until that seat plays again. Every part also goes
to the full game log, which the log screen scrolls through.

Known events get words of their own (``play.recap.*``, with the cards' and cities' names); any
other event (a variant's, a new family's) is told by the ruleset's own ``describe``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.i18n import language, tr

def board_names(match) -> dict[str, str]:
    """Names of a board's ids in the player's language: cities, and routes as "A – B"."""
    board = getattr(getattr(match.setup, "data", None), "board", None)
    if board is None:
        return {}
    if hasattr(board, "route_ids"):
        from game.rules.route_describe import board_names as route_names

        return dict(route_names(board, language()))
    out = {}
    for city in getattr(board, "cities", ()) or ():
        name = getattr(city, "name", None)
        if name is not None:
            out[city.id] = name
    return out


# Events that are the table's news rather than a seat's act: logged as they are told.
NOTES = ("last_round", "round_ended", "barrier_moved", "game_over", "game_ended", "round_started")
SETUP = "setup"  # a view's phase while the seats make their first choices together (routes family)
HOLD = 2.5  # seconds a finished turn's recap stays in view at animation speed 1 (bots wait for it)
LOG_LIMIT = 2000  # lines kept in the full log


@dataclass
class TurnStory:
    """One seat's turn as it happens: cards taken, what was claimed or built, and so on."""

    seat: int
    faceup: list[str] = field(default_factory=list)  # card names taken from the face-up row
    blind: int = 0  # cards taken from the deck
    other: list[tuple[str, str]] = field(default_factory=list)  # (short, long) parts in order

    def short(self) -> str:
        parts = []
        if self.faceup or self.blind:
            taken = list(self.faceup) + [tr("play.recap.deck")] * self.blind
            parts.append(tr("play.recap.took_short", cards=" + ".join(taken)))
        parts.extend(_counted([s for s, _ in self.other]))
        return " · ".join(parts)

    def long(self) -> list[str]:
        lines = []
        if self.faceup or self.blind:
            if self.faceup and self.blind:
                lines.append(tr("play.recap.took_both", cards=", ".join(self.faceup), n=self.blind))
            elif self.faceup:
                lines.append(tr("play.recap.took_faceup", cards=", ".join(self.faceup)))
            else:
                lines.append(tr("play.recap.took_deck", n=self.blind))
        lines.extend(_counted([long for _, long in self.other]))
        return lines

    @property
    def empty(self) -> bool:
        return not (self.faceup or self.blind or self.other)


def _counted(parts: list[str]) -> list[str]:
    """The same act done several times in a row, said once with its count ("laid a track ×3")."""
    out: list[str] = []
    counts: list[int] = []
    for part in parts:
        if out and out[-1] == part:
            counts[-1] += 1
        else:
            out.append(part)
            counts.append(1)
    return [p if n == 1 else f"{p} ×{n}" for p, n in zip(out, counts)]


@dataclass
class LogLine:
    turn: int
    seat: int | None
    text: str


class TurnRecap:
    def __init__(self, match, names):
        """``names``: id -> name in the player's language (cities, routes as "A – B")."""
        self.match = match
        self.names = names
        self.turn = 0
        self.current: dict[int, TurnStory] = {}
        self.pending: list[tuple[int | None, str, object]] = []  # (seat, kind, payload) to commit
        self.last: dict[int, TurnStory] = {}  # each seat's last finished turn
        self.log: list[LogLine] = []
        self.shown: TurnStory | None = None  # the recap panel over the board
        self.shown_for = 0.0
        self.version = 0  # changes whenever what the panels show changes

    # -- feeding -------------------------------------------------------------------------------

    def on_event(self, event, view, fallback: str = "") -> None:
        """Queue what ``event`` tells (committed once the animations are over)."""
        seat = event.seat
        kind = event.kind
        if kind == "turn_ended":
            self.pending.append((seat, "end", None))
            return
        if kind in NOTES:
            if fallback:
                self.note(fallback)
            return
        part = self.describe(event, view, fallback)
        if part is not None:
            # A choice the seats make together before the first turn (the first tickets: the
            # view it is told against is in the "setup" phase) is told on its own, not held.
            self.pending.append((seat, "setup" if view.get("phase") == SETUP else "part", part))

    def describe(self, event, view, fallback: str):
        """("faceup"/"blind", card) for a card draw, or (short, long) words for anything else."""
        kind, get = event.kind, event.get
        if kind == "card_drawn":
            if get("pile") == "faceup" and get("card"):
                return ("faceup", self.card_name(get("card")))
            if get("pile") in ("deck", None):
                return ("blind", "")
            if get("card"):  # another pile of a ruleset's own (a locomotive pile)
                name = self.card_name(get("card"))
                return (tr("play.recap.took_short", cards=name), tr("play.recap.took_pile", cards=name))
            return ("blind", "")
        if kind == "route_claimed":
            route = get("route")
            info = next((r for r in view.get("routes", ()) if r["id"] == route), None)
            name = self.names.get(route, route)
            points = get("points") or 0
            if info is None:
                return (f"{name} +{points}", tr("play.recap.claimed_plain", route=name, points=points))
            # The cards paid are public: told as paid ("1 blue + 1 locomotive"), the route's own
            # colour and length when the event does not say.
            paid = get("cards") or (info["color"],) * info["length"]
            return (f"{name} +{points}", tr("play.recap.claimed", route=name, cards=self.cards_counted(paid),
                                            points=points))
        if kind == "tunnel_revealed":
            cards = ", ".join(self.card_name(c) for c in get("cards", ()))
            extra = get("extra", 0)
            route = self.names.get(get("route"), get("route") or "")
            short = tr("play.recap.tunnel_short", n=extra)
            return (short, tr("play.recap.tunnel", route=route, cards=cards, n=extra))
        if kind == "tunnel_abandoned":
            return (tr("play.recap.tunnel_given_up_short"), tr("play.recap.tunnel_given_up"))
        if kind == "station_built":
            city = self.names.get(get("city"), get("city") or "")
            return (tr("play.recap.station_short", city=city), tr("play.recap.station", city=city))
        if kind == "tickets_kept":
            kept, returned = get("kept", 0), get("returned", 0)
            return (tr("play.recap.tickets_short", kept=kept, total=kept + returned),
                    tr("play.recap.tickets", kept=kept, total=kept + returned))
        if kind == "turn_passed":
            return (tr("play.recap.passed"), tr("play.recap.passed"))
        if kind in ("marker_placed", "marker_moved"):
            city = self.point_name(get("at"), view)
            key = "play.recap.marker" if kind == "marker_placed" else "play.recap.marker_moved"
            return (tr(key, at=city), tr(key, at=city))
        if kind == "track_placed":
            key = "play.recap.track_double" if get("double") else "play.recap.track"
            return (tr(key), tr(key))
        if kind == "networks_merged":
            others = [self.seat_name(s) for s in get("seats", ()) if s != event.seat]
            if not others:
                return None
            text = tr("play.recap.merged", names=", ".join(others))
            return (text, text)
        if kind in ("tickets_offered", "faceup_replaced", "faceup_redealt", "deck_reshuffled", "cities_dealt"):
            return None  # told elsewhere (banners, the round's score) or not an act of the seat
        if fallback:
            text = fallback
            name = self.seat_name(event.seat) if event.seat is not None else ""
            if name and text.startswith(name + " "):
                text = text[len(name) + 1:]
            return (text, text)
        return None

    # -- names ---------------------------------------------------------------------------------

    def card_name(self, card: str) -> str:
        cards = getattr(getattr(self.match.setup, "data", None), "cards", None)
        for kind in getattr(cards, "cards", ()) or ():
            if getattr(kind, "id", None) == card:
                names = getattr(kind, "names", None)
                if names is not None:
                    return getattr(names, language(), None) or names.en
        key = f"play.card.{card}"
        text = tr(key)
        return card if text == key else text

    def cards_counted(self, cards) -> str:
        """Cards by kind in the order first seen, with their counts: "2 blue + 1 locomotive"."""
        counts: dict[str, int] = {}
        for card in cards:
            counts[card] = counts.get(card, 0) + 1
        return " + ".join(f"{n} {self.card_name(card)}" for card, n in counts.items())

    def seat_name(self, seat: int | None) -> str:
        if seat is None or seat >= len(self.match.seats):
            return ""
        return self.match.seats[seat].name or tr("newgame.default_player", n=seat + 1)

    def point_name(self, point, view) -> str:
        for city in (view.get("board") or {}).get("cities", ()):
            if city.get("at") == point:
                return city.get("name", point)
        return self.names.get(point, tr("play.recap.crossing"))

    # -- time ----------------------------------------------------------------------------------

    def update(self, dt: float, animating: bool, active: tuple[int, ...] | None = None) -> None:
        """Commit what waited for the animations, and age the recap panel. ``active``: the seats
        that may act once what is committed happened (the match's ``active_seats``): a seat's
        turn ends when it stops acting, whether or not its ruleset says ``turn_ended`` (Express's
        moves do not). A first choice the seats make together (the first tickets) is told on its
        own as each seat makes it, not as part of that seat's first turn, and holds no bot."""
        if self.shown is not None:
            self.shown_for += dt
        if animating or not self.pending:
            return
        actor = next((seat for seat, _, _ in self.pending if seat is not None), None)
        chose = []  # seats whose part of the first choices is told now
        for seat, what, payload in self.pending:
            if seat is None:
                continue
            if what == "setup" and seat not in chose:
                chose.append(seat)
            story = self.current.setdefault(seat, TurnStory(seat))
            if what == "end":
                self.finish(seat)
                continue
            tag, text = payload
            if tag == "faceup":
                story.faceup.append(text)
                self._log(seat, tr("play.recap.took_faceup", cards=text))
            elif tag == "blind":
                story.blind += 1
                self._log(seat, tr("play.recap.took_deck", n=1))
            else:
                story.other.append((tag, text))
                self._log(seat, text)
        self.pending = []
        for seat in chose:
            self._close(seat)  # a first choice made together: on the panel, no bot waits for it
        if active is not None:
            # The seat that acted is told last, so the panel over the board shows its turn rather
            # than what it did to another seat (a derailment is the train owner's event).
            done = sorted((seat for seat in self.current if seat not in active), key=lambda seat: seat == actor)
            for seat in done:
                self.finish(seat)
        self.version += 1

    def finish(self, seat: int) -> None:
        """The seat's turn is over: on its panel until it plays again, and over the board for its
        time."""
        story = self._close(seat)
        if story is None:
            return
        self.shown, self.shown_for = story, 0.0
        self.turn += 1
        self.version += 1

    def _close(self, seat: int) -> TurnStory | None:
        """The seat's story, over: on its panel until the seat plays again (None: nothing told)."""
        story = self.current.pop(seat, None)
        if story is None or story.empty:
            return None
        self.last[seat] = story
        self.version += 1
        return story

    def _log(self, seat: int, text: str) -> None:
        self.log.append(LogLine(self.turn, seat, text))
        del self.log[:-LOG_LIMIT]

    def note(self, text: str) -> None:
        """A line of the log that is no seat's act (a round's end, the last round)."""
        self.log.append(LogLine(self.turn, None, text))
        del self.log[:-LOG_LIMIT]

    def holding(self, speed: float = 1.0) -> bool:
        """True while a finished turn's recap has been shown less than its time (shorter when the
        players chose faster animations)."""
        return self.shown is not None and self.shown_for < HOLD / max(1.0, speed)

    def panel(self, speed: float = 1.0, reading: bool = False) -> TurnStory | None:
        """The recap to show over the board now (it fades after twice its time). ``reading``:
        someone at the screen is to act: until they do (nothing of their turn told yet), the last
        recap stays, so what the seat just before them did can be read on their turn."""
        shown = self.shown
        if shown is not None and (self.shown_for < 2 * HOLD / max(1.0, speed) or reading and not self.current):
            return shown
        return None

    def line_for(self, seat: int) -> str:
        """The seat's last turn in a few words, for its panel ("" before it has played)."""
        story = self.current.get(seat)
        if story is not None and not story.empty:
            return story.short()
        story = self.last.get(seat)
        return story.short() if story is not None else ""
