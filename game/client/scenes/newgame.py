"""New game: ruleset, variants, seats (human or bot with a level, name, colour) and seed."""

from __future__ import annotations

from dataclasses import dataclass

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene
from game.i18n import language, tr

BOT_NAMES = ("Ada", "Brunel", "Eiffel", "Stephenson", "Watt", "Nobel")
MAX_SEATS = 6


@dataclass
class SeatChoice:
    name: str
    kind: str  # human | bot
    level: str
    color: str


class NewGameScene(MenuScene):
    title_key = "newgame.title"

    def __init__(self, app):
        # Only games this client can show: a ruleset whose family has no installed table view
        # (its view package missing or broken) is left out rather than failing at the table.
        from game.client.table_views import has_view

        self.rulesets = [r for r in app.registry.rulesets() if has_view(r.info.family)]
        self.kiosk = getattr(app, "kiosk", None)  # a café kiosk narrows the choices (its allowlist, seats, bot levels)
        if self.kiosk is not None:
            self.rulesets = self.kiosk.allowed_rulesets(self.rulesets)
        self.ruleset_index = 0
        self.variants: set[str] = set()
        self.count = 3
        self.seed_text = ""
        self.editing: str | None = None  # "name:<i>" or "seed" while typing
        self.seats = [self._default_seat(i) for i in range(MAX_SEATS)]
        if self.kiosk is not None and not self.kiosk.bots_fill:
            for i, seat in enumerate(self.seats):
                seat.kind, seat.name = "human", tr("newgame.default_player", n=i + 1)
        self.count = max(self.players_range()[0], min(self.players_range()[1], self.count))
        self.error = ""
        super().__init__(app)

    # -- model ---------------------------------------------------------------------------------

    @property
    def record(self):
        return self.rulesets[self.ruleset_index] if self.rulesets else None

    def levels(self) -> list[str]:
        from game.bots import available_levels

        family = self.record.info.family if self.record else "*"
        levels = available_levels(family) or ["random"]
        return self.kiosk.bot_levels(levels) if self.kiosk is not None else levels

    def _default_level(self) -> str:
        levels = self.levels() if self.rulesets else ["random"]
        for preferred in ("normal", "easy"):
            if preferred in levels:
                return preferred
        return levels[0]

    def _default_seat(self, i: int) -> SeatChoice:
        if i == 0:
            return SeatChoice(tr("newgame.default_player", n=1), "human", self._default_level(),
                              theme.SEAT_COLOR_ORDER[0])
        return SeatChoice(BOT_NAMES[i - 1], "bot", self._default_level(), theme.SEAT_COLOR_ORDER[i])

    def players_range(self) -> tuple[int, int]:
        if not self.record:
            return 2, MAX_SEATS
        info = self.record.info
        low, high = max(2, info.players_min), min(MAX_SEATS, info.players_max)
        return self.kiosk.seat_range(low, high) if self.kiosk is not None else (low, high)

    def variant_records(self):
        records = self.app.registry.variants_for(self.record.id) if self.record else []
        return self.kiosk.allowed_variants(records) if self.kiosk is not None else records

    # -- actions -------------------------------------------------------------------------------

    def pick_ruleset(self, index: int) -> None:
        self.ruleset_index = index
        self.variants.clear()
        lo, hi = self.players_range()
        self.count = max(lo, min(hi, self.count))
        levels = self.levels()
        for seat in self.seats:
            if seat.level not in levels:
                seat.level = self._default_level()
        self.rebuild()

    def toggle_variant(self, variant_id: str) -> None:
        if variant_id in self.variants:
            self.variants.discard(variant_id)
        else:
            self.variants.add(variant_id)
        self.rebuild()

    def variant_allowed(self, record) -> bool:
        chosen = self.variants - {record.id}
        by_id = {r.id: r for r in self.variant_records()}
        if set(record.info.conflicts) & chosen:
            return False
        return not any(record.id in by_id[v].info.conflicts for v in chosen if v in by_id)

    def change_count(self, delta: int) -> None:
        lo, hi = self.players_range()
        self.count = max(lo, min(hi, self.count + delta))
        self.rebuild()

    def toggle_kind(self, i: int) -> None:
        seat = self.seats[i]
        seat.kind = "bot" if seat.kind == "human" else "human"
        if seat.kind == "human" and seat.name in BOT_NAMES:
            seat.name = tr("newgame.default_player", n=i + 1)
        elif seat.kind == "bot" and seat.name.startswith(tr("newgame.default_player", n="")):
            seat.name = BOT_NAMES[(i - 1) % len(BOT_NAMES)]
        self.rebuild()

    def cycle_level(self, i: int) -> None:
        levels = self.levels()
        seat = self.seats[i]
        seat.level = levels[(levels.index(seat.level) + 1) % len(levels)] if seat.level in levels else levels[0]
        self.rebuild()

    def cycle_color(self, i: int) -> None:
        taken = {s.color for j, s in enumerate(self.seats[: self.count]) if j != i}
        order = theme.SEAT_COLOR_ORDER
        k = order.index(self.seats[i].color)
        for step in range(1, len(order) + 1):
            candidate = order[(k + step) % len(order)]
            if candidate not in taken:
                self.seats[i].color = candidate
                break
        self.rebuild()

    def next_name(self, i: int) -> None:
        """Touch screens have no keyboard: each tap gives the seat the next preset name of the
        language that no other seat uses."""
        names = [n for n in tr("newgame.preset_names").split(",") if n]
        if self.seats[i].kind == "bot":
            names = list(BOT_NAMES)
        taken = {s.name for j, s in enumerate(self.seats[: self.count]) if j != i}
        current = self.seats[i].name
        start = names.index(current) + 1 if current in names else 0
        for step in range(len(names)):
            candidate = names[(start + step) % len(names)]
            if candidate not in taken:
                self.seats[i].name = candidate
                break
        if self.editing == f"name:{i}":
            self.edit(self.editing)  # stop typing: the tap chose the name
            return
        self.app.audio.play("tick")
        self.rebuild()

    def edit(self, what: str) -> None:
        self.editing = None if self.editing == what else what
        self.app.input.text_mode = self.editing is not None
        if self.editing is not None:
            pygame.key.start_text_input()
        self.rebuild()

    def start(self) -> None:
        from game.engine.match import Match, PluginFailure, Seat
        from game.plugins import SelectionError
        from game.client.scenes.table import TableScene

        self.app.input.text_mode = False
        seats = []
        used_colors: set[str] = set()
        for i, choice in enumerate(self.seats[: self.count]):
            color = choice.color
            if color in used_colors:  # two seats kept one colour: give the later a free one
                color = next(c for c in theme.SEAT_COLOR_ORDER if c not in used_colors)
            used_colors.add(color)
            name = choice.name.strip() or tr("newgame.default_player", n=i + 1)
            seats.append(Seat(name, choice.kind, choice.level if choice.kind == "bot" else "", color))
        seed = int(self.seed_text) if self.seed_text.isdigit() else None
        try:
            match = Match(self.record.id, sorted(self.variants), seats, seed=seed, registry=self.app.registry)
        except (SelectionError, PluginFailure, ValueError) as exc:
            self.error = str(exc)
            self.app.audio.play("error")
            return
        self.app.replace(TableScene(self.app, match))

    # -- layout --------------------------------------------------------------------------------

    def build(self) -> None:
        if not self.rulesets:
            self.buttons.append(Button("back", (theme.W // 2 - 200, theme.H - 130, 400, 76),
                                       tr("common.back"), self.app.pop))
            return
        lang = language()
        x0, y = 90, 200
        for i, record in enumerate(self.rulesets):
            self.buttons.append(Button(f"ruleset:{record.id}", (x0, y, 700, 72), record.info.name(lang),
                                       lambda i=i: self.pick_ruleset(i), selected=i == self.ruleset_index, size=28))
            y += 86
        y += 150
        for record in self.variant_records():
            ticked = record.id in self.variants
            mark = "☑" if ticked else "☐"
            self.buttons.append(Button(f"variant:{record.id}", (x0, y, 700, 64),
                                       f"{mark}  {record.info.name(lang)}", lambda r=record.id: self.toggle_variant(r),
                                       selected=ticked, enabled=ticked or self.variant_allowed(record), size=26))
            y += 76
        self._variant_bottom = y

        # Seats column.
        x1 = 880
        lo, hi = self.players_range()
        self.buttons.append(Button("count-", (x1 + 330, 190, 72, 64), "−", lambda: self.change_count(-1),
                                   enabled=self.count > lo, size=40))
        self.buttons.append(Button("count+", (x1 + 500, 190, 72, 64), "+", lambda: self.change_count(1),
                                   enabled=self.count < hi, size=40))
        y = 280
        for i in range(self.count):
            seat = self.seats[i]
            editing = self.editing == f"name:{i}"
            name = seat.name + ("▌" if editing else "")
            # A kiosk has no keyboard: a tap on the name gives the next preset name.
            rename = (lambda i=i: self.next_name(i)) if self.kiosk is not None else (lambda i=i: self.edit(f"name:{i}"))
            self.buttons.append(Button(f"name:{i}", (x1 + 70, y, 262, 64), name, rename, selected=editing, size=26))
            self.buttons.append(Button(f"next-name:{i}", (x1 + 340, y, 64, 64), "↻",
                                       lambda i=i: self.next_name(i), size=32))
            kind = tr("newgame.human") if seat.kind == "human" else tr("newgame.bot")
            self.buttons.append(Button(f"kind:{i}", (x1 + 412, y, 170, 64), kind, lambda i=i: self.toggle_kind(i),
                                       size=26, selected=seat.kind == "human",
                                       enabled=self.kiosk is None or self.kiosk.bots_fill))
            level = tr(f"level.{seat.level}") if seat.kind == "bot" else "—"
            self.buttons.append(Button(f"level:{i}", (x1 + 594, y, 200, 64), level, lambda i=i: self.cycle_level(i),
                                       enabled=seat.kind == "bot", size=26))
            self.buttons.append(Button(f"color:{i}", (x1 + 806, y, 120, 64), "", lambda i=i: self.cycle_color(i)))
            y += 78
        seed_label = self.seed_text + ("▌" if self.editing == "seed" else "") if (self.seed_text or self.editing == "seed") \
            else tr("newgame.seed_random")
        if self.kiosk is None:  # a kiosk's guests type nothing
            self.buttons.append(Button("seed", (x1 + 330, 790, 380, 64), seed_label, lambda: self.edit("seed"),
                                       selected=self.editing == "seed", size=26))
        self.buttons.append(Button("back", (x0, theme.H - 130, 320, 80), tr("common.back"), self.app.pop, size=30))
        self.buttons.append(Button("start", (theme.W - 90 - 460, theme.H - 130, 460, 80), tr("newgame.start"),
                                   self.start, "primary", size=34))
        if self.nav.focus is None:
            self.nav.focus = "start"

    def handle(self, intent) -> None:
        if self.editing is not None:
            if intent.kind == "text":
                self._type(intent.text)
                return
            if intent.kind == "erase":
                self._type(None)
                return
            if intent.kind in ("confirm", "menu", "back"):
                self.edit(self.editing)
                return
        super().handle(intent)

    def _type(self, chars: str | None) -> None:
        what = self.editing
        if what == "seed":
            self.seed_text = self.seed_text[:-1] if chars is None else (self.seed_text + "".join(
                c for c in chars if c.isdigit()))[:18]
        elif what and what.startswith("name:"):
            seat = self.seats[int(what.split(":")[1])]
            seat.name = seat.name[:-1] if chars is None else (seat.name + chars)[:16]
        self.rebuild()

    def draw(self, surface) -> None:
        super().draw(surface)
        if not self.rulesets:
            theme.blit_center(surface, theme.text(tr("newgame.no_rulesets"), 32, theme.BAD), (theme.W // 2, 400))
            return
        lang = language()
        label = lambda key, pos: surface.blit(theme.text(tr(key), 26, theme.INK_DIM, bold=True), pos)  # noqa: E731
        label("newgame.ruleset", (90, 160))
        info = self.record.info
        desc = info.description.get(lang) or ""
        top = 200 + 86 * len(self.rulesets) + 6
        for k, line in enumerate(theme.wrap(desc, 22, 700)[:4]):
            surface.blit(theme.text(line, 22, theme.INK), (90, top + k * 30))
        if self.variant_records():
            label("newgame.variants", (90, top + 104))
        x1 = 880
        label("newgame.players", (x1, 208))
        theme.blit_center(surface, theme.text(str(self.count), 44, theme.ACCENT, bold=True), (x1 + 451, 222))
        y = 280
        for i in range(self.count):
            seat = self.seats[i]
            rgb = theme.seat_rgb(seat.color)
            pygame.draw.circle(surface, rgb, (x1 + 30, y + 32), 24)
            if self.app.settings.colorblind:
                theme.symbol(surface, theme.seat_symbol(seat.color), (x1 + 30, y + 32), 22, theme.contrast_ink(rgb))
            else:
                theme.blit_center(surface, theme.text(str(i + 1), 24, theme.contrast_ink(rgb), bold=True), (x1 + 30, y + 32))
            swatch = pygame.Rect(x1 + 826, y + 12, 80, 40)
            pygame.draw.rect(surface, rgb, swatch, border_radius=10)
            theme.symbol(surface, theme.seat_symbol(seat.color), swatch.center, 24, theme.contrast_ink(rgb))
            y += 78
        if self.kiosk is None:
            label("newgame.seed", (x1, 806))
        if self.editing:
            theme.blit_center(surface, theme.text(tr("newgame.typing_hint"), 22, theme.INK_DIM), (theme.W // 2, theme.H - 170))
        if self.error:
            err = theme.fit_text(self.error, 24, theme.W - 200, theme.BAD, bold=True)
            theme.blit_center(surface, err, (theme.W // 2, theme.H - 200))
