"""New game: ruleset, variants, the ruleset's options, seats (human or bot with a level, name,
colour) and seed.

Only working rulesets and variants that are switched on (plugins screen, kept in the settings) and
that this client can show are offered. Text is at least 24 px at 1080p: it is read from a sofa.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene
from game.i18n import language, tr

BOT_NAMES = ("Ada", "Brunel", "Eiffel", "Stephenson", "Watt", "Nobel")
MAX_SEATS = 6
TEXT = 24  # smallest text on the screen
LEFT = pygame.Rect(70, 150, 800, 820)  # game, its description, variants
RIGHT = pygame.Rect(930, 150, 920, 820)  # players, seats, options
ROW_H, ROW_GAP = 58, 8
# The seat table's columns: (key, x offset in RIGHT, width).
COLUMNS = {"token": (0, 56), "name": (64, 280), "next": (352, 64), "kind": (426, 170), "level": (606, 210),
           "color": (826, 94)}
HEADER_GAP = 12  # between two column headers, so two words never read as one


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

        off = app.settings.disabled_plugins
        lang = language()
        self.rulesets = sorted((r for r in app.registry.offered_rulesets(off) if has_view(r.info.family)),
                               key=lambda r: r.info.name(lang).casefold())
        self.any_switched_off = any(has_view(r.info.family) for r in app.registry.rulesets())
        self.kiosk = getattr(app, "kiosk", None)  # a café kiosk narrows the choices (its allowlist, seats, bot levels)
        if self.kiosk is not None:
            self.rulesets = self.kiosk.allowed_rulesets(self.rulesets)
        self.ruleset_index = 0
        self.variants: set[str] = set()
        self.options: dict[str, Any] = {}  # option id -> value chosen (the others keep their default)
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
        if not self.record:
            return []
        records = self.app.registry.offered_variants(self.record.id, self.app.settings.disabled_plugins)
        return self.kiosk.allowed_variants(records) if self.kiosk is not None else records

    def option_specs(self) -> list:
        """The options of the ruleset and of the ticked variants, as their manifests declare them."""
        if not self.record:
            return []
        records = [self.record] + [r for r in self.variant_records() if r.id in self.variants]
        specs, seen = [], set()
        for record in records:
            for spec in record.info.options:
                if spec.id not in seen:
                    seen.add(spec.id)
                    specs.append(spec)
        return specs

    def option_value(self, spec) -> Any:
        return self.options.get(spec.id, spec.default)

    def chosen_options(self) -> dict[str, Any]:
        ids = {spec.id for spec in self.option_specs()}
        return {key: value for key, value in self.options.items() if key in ids}

    # -- actions -------------------------------------------------------------------------------

    def pick_ruleset(self, index: int) -> None:
        self.ruleset_index = index
        self.variants.clear()
        self.options.clear()
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

    def toggle_option(self, spec) -> None:
        self.options[spec.id] = not self.option_value(spec)
        self.rebuild()

    def step_option(self, spec, delta: int) -> None:
        value = self.option_value(spec) + delta
        if spec.min is not None:
            value = max(spec.min, value)
        if spec.max is not None:
            value = min(spec.max, value)
        self.options[spec.id] = value
        self.rebuild()

    def cycle_option(self, spec) -> None:
        choices = list(spec.choices)
        value = self.option_value(spec)
        self.options[spec.id] = choices[(choices.index(value) + 1) % len(choices)] if value in choices else choices[0]
        self.rebuild()

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

    def show_help(self) -> None:
        from game.client.scenes.help import HelpScene

        self.app.push(HelpScene(self.app, self.record.id))

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
            match = Match(self.record.id, sorted(self.variants), seats, options=self.chosen_options(), seed=seed,
                          registry=self.app.registry)
        except (SelectionError, PluginFailure, ValueError) as exc:
            self.error = str(exc)
            self.app.audio.play("error")
            return
        self.app.replace(TableScene(self.app, match))

    # -- layout --------------------------------------------------------------------------------

    def _left_rows(self) -> tuple[list[tuple[int, int]], int, list[tuple[int, int]]]:
        """y and height of each ruleset button, the top of the description, and of each variant."""
        n = max(1, len(self.rulesets))
        step = min(66, 340 // n)
        games = [(LEFT.y + 40 + i * step, step - 8) for i in range(len(self.rulesets))]
        description_top = LEFT.y + 40 + n * step + 8
        variants_top = description_top + 3 * 32 + 58
        variants = [(variants_top + i * 66, 58) for i in range(len(self.variant_records()))]
        return games, description_top, variants

    def seat_y(self, i: int) -> int:
        return RIGHT.y + 118 + i * (ROW_H + ROW_GAP)

    def options_top(self) -> int:
        return self.seat_y(MAX_SEATS) + 2 * 32 + 20

    def build(self) -> None:
        if not self.rulesets:
            self.buttons.append(Button("back", (theme.W // 2 - 200, theme.H - 130, 400, 76),
                                       tr("common.back"), self.app.pop))
            return
        lang = language()
        games, _, variants = self._left_rows()
        for i, (record, (y, h)) in enumerate(zip(self.rulesets, games)):
            self.buttons.append(Button(f"ruleset:{record.id}", (LEFT.x, y, LEFT.w, h), record.info.name(lang),
                                       lambda i=i: self.pick_ruleset(i), selected=i == self.ruleset_index, size=28))
        for record, (y, h) in zip(self.variant_records(), variants):
            ticked = record.id in self.variants
            mark = "☑" if ticked else "☐"
            self.buttons.append(Button(f"variant:{record.id}", (LEFT.x, y, LEFT.w, h),
                                       f"{mark}  {record.info.name(lang)}", lambda r=record.id: self.toggle_variant(r),
                                       selected=ticked, enabled=ticked or self.variant_allowed(record), size=26))

        # Players and seed on one line, then the seat table.
        lo, hi = self.players_range()
        x1, y = RIGHT.x, RIGHT.y
        self.buttons.append(Button("count-", (x1 + 170, y, 64, ROW_H), "−", lambda: self.change_count(-1),
                                   enabled=self.count > lo, size=40))
        self.buttons.append(Button("count+", (x1 + 314, y, 64, ROW_H), "+", lambda: self.change_count(1),
                                   enabled=self.count < hi, size=40))
        seed_label = self.seed_text + ("▌" if self.editing == "seed" else "") if (self.seed_text or self.editing == "seed") \
            else tr("newgame.seed_random")
        if self.kiosk is None:  # a kiosk's guests type nothing
            self.buttons.append(Button("seed", (RIGHT.right - 300, y, 300, ROW_H), seed_label, lambda: self.edit("seed"),
                                       selected=self.editing == "seed", size=26))
        for i in range(self.count):
            self._seat_buttons(i)
        self._option_buttons(lang)
        self.buttons.append(Button("back", (LEFT.x, theme.H - 96, 320, 80), tr("common.back"), self.app.pop, size=30))
        self.buttons.append(Button("help", (LEFT.x + 350, theme.H - 96, 400, 80), tr("help.button"), self.show_help,
                                   size=30))
        self.buttons.append(Button("start", (RIGHT.right - 460, theme.H - 96, 460, 80), tr("newgame.start"),
                                   self.start, "primary", size=34))
        if self.nav.focus is None:
            self.nav.focus = "start"

    def _cell(self, column: str, i: int) -> tuple[int, int, int, int]:
        dx, w = COLUMNS[column]
        return RIGHT.x + dx, self.seat_y(i), w, ROW_H

    def _seat_buttons(self, i: int) -> None:
        seat = self.seats[i]
        editing = self.editing == f"name:{i}"
        name = seat.name + ("▌" if editing else "")
        # A kiosk has no keyboard: a tap on the name gives the next preset name.
        rename = (lambda i=i: self.next_name(i)) if self.kiosk is not None else (lambda i=i: self.edit(f"name:{i}"))
        self.buttons.append(Button(f"name:{i}", self._cell("name", i), name, rename, selected=editing, size=26))
        self.buttons.append(Button(f"next-name:{i}", self._cell("next", i), "↻", lambda i=i: self.next_name(i), size=32))
        kind = tr("newgame.human") if seat.kind == "human" else tr("newgame.bot")
        self.buttons.append(Button(f"kind:{i}", self._cell("kind", i), kind, lambda i=i: self.toggle_kind(i),
                                   size=26, selected=seat.kind == "human",
                                   enabled=self.kiosk is None or self.kiosk.bots_fill))
        level = tr(f"level.{seat.level}") if seat.kind == "bot" else "—"
        self.buttons.append(Button(f"level:{i}", self._cell("level", i), level, lambda i=i: self.cycle_level(i),
                                   enabled=seat.kind == "bot", size=26))
        self.buttons.append(Button(f"color:{i}", self._cell("color", i), "", lambda i=i: self.cycle_color(i)))

    def _option_buttons(self, lang: str) -> None:
        y = self.options_top() + 40
        for spec in self.option_specs()[:3]:
            name = spec.names.get(lang)
            if spec.type == "bool":
                mark = "☑" if self.option_value(spec) else "☐"
                self.buttons.append(Button(f"option:{spec.id}", (RIGHT.x, y, RIGHT.w, ROW_H), f"{mark}  {name}",
                                           lambda sp=spec: self.toggle_option(sp), selected=bool(self.option_value(spec)),
                                           size=24))
            elif spec.type == "int":
                value = self.option_value(spec)
                self.buttons.append(Button(f"option-:{spec.id}", (RIGHT.right - 220, y, 64, ROW_H), "−",
                                           lambda sp=spec: self.step_option(sp, -1),
                                           enabled=spec.min is None or value > spec.min, size=36))
                self.buttons.append(Button(f"option+:{spec.id}", (RIGHT.right - 64, y, 64, ROW_H), "+",
                                           lambda sp=spec: self.step_option(sp, 1),
                                           enabled=spec.max is None or value < spec.max, size=36))
            else:
                self.buttons.append(Button(f"option:{spec.id}", (RIGHT.right - 300, y, 300, ROW_H),
                                           spec.choice_name(self.option_value(spec), lang),
                                           lambda sp=spec: self.cycle_option(sp), size=26))
            y += ROW_H + ROW_GAP

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
            key = "newgame.all_switched_off" if self.any_switched_off else "newgame.no_rulesets"
            for k, line in enumerate(theme.wrap(tr(key), 32, theme.W - 300)):
                theme.blit_center(surface, theme.text(line, 32, theme.BAD), (theme.W // 2, 400 + k * 46))
            return
        lang = language()
        label = lambda key, pos: surface.blit(theme.text(tr(key), 26, theme.INK_DIM, bold=True), pos)  # noqa: E731
        label("newgame.ruleset", (LEFT.x, LEFT.y))
        _, description_top, variants = self._left_rows()
        self._draw_description(surface, lang, description_top)
        if variants:
            label("newgame.variants", (LEFT.x, variants[0][0] - 40))
        self._draw_seats(surface)
        if self.option_specs():
            self._draw_options(surface, lang)
        if self.editing:
            theme.blit_center(surface, theme.text(tr("newgame.typing_hint"), TEXT, theme.INK_DIM),
                              (theme.W // 2, theme.H - 124))
        if self.error:
            err = theme.fit_text(self.error, 26, theme.W - 200, theme.BAD, bold=True)
            theme.blit_center(surface, err, (theme.W // 2, theme.H - 124))

    def _draw_description(self, surface, lang: str, top: int) -> None:
        """The game's description, or what the variant under the pointer or focus changes."""
        focused = self.nav.focus if isinstance(self.nav.focus, str) else ""
        record, color = self.record, theme.INK
        if focused.startswith("variant:"):
            found = [r for r in self.variant_records() if r.id == focused.split(":", 1)[1]]
            if found:
                record, color = found[0], theme.ACCENT_2
        text = record.info.description.get(lang) or ""
        for k, line in enumerate(theme.wrap(text, TEXT, LEFT.w)[:3]):
            surface.blit(theme.text(line, TEXT, color), (LEFT.x, top + k * 32))

    def seat_headers(self, top: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The seat table's column headers and where they go, each at least HEADER_GAP clear of
        the next (two headers running together read as one word); never under the sofa size TEXT:
        a header too long for its room is cut short, so the words must fit (tests check both)."""
        x1, out = RIGHT.x, []
        for column, key in (("name", "newgame.col.name"), ("kind", "newgame.col.plays"),
                            ("level", "newgame.col.level"), ("color", "newgame.col.color")):
            dx, w = COLUMNS[column]
            if column == "color":  # the last column: its header may reach past the narrow swatch
                right = x1 + dx + w + 10
                left = out[-1][1].right + HEADER_GAP
                text = theme.fit_text(tr(key), TEXT, min(w + 60, right - left), theme.INK_DIM, bold=True,
                                      min_size=TEXT)
                out.append((text, text.get_rect(topright=(right, top))))
                continue
            # The name's header may run over the narrow ↻ column; the others stay in their own.
            room = w + 8 + COLUMNS["next"][1] + 8 if column == "name" else min(
                w + 8, COLUMNS["color" if column == "level" else "level"][0] - dx - 2 - HEADER_GAP)
            text = theme.fit_text(tr(key), TEXT, room, theme.INK_DIM, bold=True, min_size=TEXT)
            out.append((text, text.get_rect(topleft=(x1 + dx + 2, top))))
        return out

    def _draw_seats(self, surface) -> None:
        x1 = RIGHT.x
        surface.blit(theme.text(tr("newgame.players"), 26, theme.INK_DIM, bold=True), (x1, RIGHT.y + 14))
        theme.blit_center(surface, theme.text(str(self.count), 44, theme.ACCENT, bold=True), (x1 + 274, RIGHT.y + 29))
        if self.kiosk is None:
            seed = theme.text(tr("newgame.seed"), 26, theme.INK_DIM, bold=True)
            surface.blit(seed, seed.get_rect(midright=(RIGHT.right - 316, RIGHT.y + 29)))
        header_y = RIGHT.y + ROW_H + 22
        for text, rect in self.seat_headers(header_y):
            surface.blit(text, rect)
        theme.blit_center(surface, theme.text("↻", 28, theme.INK_DIM, bold=True),
                          (x1 + COLUMNS["next"][0] + COLUMNS["next"][1] // 2, header_y + 14))
        for i in range(self.count):
            seat = self.seats[i]
            y = self.seat_y(i)
            rgb = theme.seat_rgb(seat.color)
            center = (x1 + 28, y + ROW_H // 2)
            pygame.draw.circle(surface, rgb, center, 24)
            if self.app.settings.colorblind:
                theme.symbol(surface, theme.seat_symbol(seat.color), center, 22, theme.contrast_ink(rgb))
            else:
                theme.blit_center(surface, theme.text(str(i + 1), 24, theme.contrast_ink(rgb), bold=True), center)
            dx, w = COLUMNS["color"]
            swatch = pygame.Rect(x1 + dx + 10, y + 12, w - 20, ROW_H - 24)
            pygame.draw.rect(surface, rgb, swatch, border_radius=10)
            theme.symbol(surface, theme.seat_symbol(seat.color), swatch.center, 24, theme.contrast_ink(rgb))
        legend_y = self.seat_y(self.count) + 4
        # A kiosk has no keyboard: a tap on the name gives the next name too.
        legend = tr("newgame.next_name_legend" if self.kiosk is None else "newgame.next_name_legend_touch")
        for k, line in enumerate(theme.wrap(legend, TEXT, RIGHT.w)[:2]):
            surface.blit(theme.text(line, TEXT, theme.INK_DIM), (x1, legend_y + k * 32))

    def _draw_options(self, surface, lang: str) -> None:
        top = self.options_top()
        surface.blit(theme.text(tr("newgame.options"), 26, theme.INK_DIM, bold=True), (RIGHT.x, top))
        y = top + 40
        for spec in self.option_specs()[:3]:
            if spec.type != "bool":
                name = theme.fit_text(spec.names.get(lang), TEXT, RIGHT.w - 320, theme.INK)
                surface.blit(name, name.get_rect(midleft=(RIGHT.x, y + ROW_H // 2)))
            if spec.type == "int":
                theme.blit_center(surface, theme.text(str(self.option_value(spec)), 32, theme.ACCENT, bold=True),
                                  (RIGHT.right - 110, y + ROW_H // 2))
            y += ROW_H + ROW_GAP
