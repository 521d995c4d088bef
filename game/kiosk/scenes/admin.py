"""Staff only: the PIN pad (reached by the hidden gesture) and the admin panel: back to the kiosk,
kiosk settings, stats, clear paused games, touch and sound test, restart the game, exit kiosk.

Three wrong PINs lock the pad for a while (the count survives closing the pad). While any of these
scenes is open the kiosk's attract and idle clocks leave the screen alone (``kiosk_admin``).
"""

from __future__ import annotations

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene, draw_backdrop, draw_title
from game.i18n import tr
from game.kiosk.config import check_pin

MAX_TRIES = 3
LOCK_SECONDS = 60


class AdminMenu(MenuScene):
    kiosk_admin = True

    @property
    def kiosk(self):
        return self.app.kiosk


class PinPadScene(AdminMenu):
    title_key = "kiosk.pin_title"

    def __init__(self, app):
        self.entered = ""
        self.message = ""
        super().__init__(app)

    def build(self) -> None:
        size, gap = 130, 18
        left = theme.W // 2 - (3 * size + 2 * gap) // 2
        top = 330
        keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "erase", "0", "ok"]
        for i, key in enumerate(keys):
            rect = (left + (i % 3) * (size + gap), top + (i // 3) * (size + gap), size, size)
            if key == "erase":
                self.buttons.append(Button("erase", rect, tr("kiosk.erase"), self.erase, size=48))
            elif key == "ok":
                self.buttons.append(Button("ok", rect, tr("kiosk.ok"), self.submit, "primary", size=44,
                                           enabled=bool(self.entered)))
            else:
                self.buttons.append(Button(f"digit:{key}", rect, key, lambda k=key: self.type(k), size=56))
        self.buttons.append(Button("cancel", (theme.W // 2 - 200, theme.H - 120, 400, 84), tr("common.cancel"),
                                   self.app.pop, size=32))
        if self.nav.focus is None:
            self.nav.focus = "digit:1"

    def locked_for(self) -> int:
        return max(0, int(getattr(self.kiosk, "pin_locked_until", 0.0) - self.kiosk.uptime + 0.999))

    def type(self, digit: str) -> None:
        if self.locked_for() or len(self.entered) >= 12:
            return
        self.entered += digit
        self.message = ""
        self.rebuild()

    def erase(self) -> None:
        self.entered = self.entered[:-1]
        self.rebuild()

    def submit(self) -> None:
        kiosk = self.kiosk
        if self.locked_for():
            return
        stored = kiosk.config.admin.pin_hash
        if not stored:
            self.message = tr("kiosk.pin_missing")
        elif check_pin(self.entered, stored):
            kiosk.pin_failures = 0
            self.app.replace(AdminScene(self.app))
            return
        else:
            kiosk.pin_failures = getattr(kiosk, "pin_failures", 0) + 1
            self.message = tr("kiosk.pin_wrong")
            if kiosk.pin_failures >= MAX_TRIES:
                kiosk.pin_failures = 0
                kiosk.pin_locked_until = kiosk.uptime + LOCK_SECONDS
        self.entered = ""
        self.app.audio.play("error")
        self.rebuild()

    def handle(self, intent) -> None:
        if intent.kind == "text" and intent.text.isdigit():
            for digit in intent.text:
                self.type(digit)
            return
        if intent.kind == "erase":
            self.erase()
            return
        super().handle(intent)

    def enter(self) -> None:
        self.app.input.text_mode = True  # a staff keyboard types the PIN too
        super().enter()

    def draw(self, surface) -> None:
        super().draw(surface)
        theme.blit_center(surface, theme.text(tr("kiosk.pin_text"), 32, theme.INK), (theme.W // 2, 190))
        dots = pygame.Rect(0, 0, 520, 80)
        dots.center = (theme.W // 2, 270)
        theme.panel(surface, dots, theme.PANEL, theme.PANEL_EDGE, radius=14)
        for i in range(len(self.entered)):
            pygame.draw.circle(surface, theme.ACCENT, (dots.x + 40 + i * 38, dots.centery), 12)
        locked = self.locked_for()
        message = tr("kiosk.pin_locked", n=locked) if locked else self.message
        if message:
            theme.blit_center(surface, theme.text(message, 30, theme.BAD, bold=True), (theme.W // 2, theme.H - 170))


def format_uptime(seconds: float) -> str:
    minutes = int(seconds // 60)
    return f"{minutes // 60} h {minutes % 60:02d}"


class AdminScene(AdminMenu):
    title_key = "kiosk.admin_title"

    def __init__(self, app):
        self.message = ""
        super().__init__(app)

    def build(self) -> None:
        self.app.input.text_mode = False
        kiosk = self.kiosk
        paused = len(kiosk.paused.today())
        x, w, h, gap, y = theme.W // 2 - 340, 680, 80, 16, 190
        items = [
            ("back", tr("kiosk.admin.back"), self.app.pop, "primary"),
            ("settings", tr("kiosk.admin.settings"), lambda: self.app.push(KioskSettingsScene(self.app)), "normal"),
            ("stats", tr("kiosk.admin.stats"), lambda: self.app.push(StatsScene(self.app)), "normal"),
            ("clear", tr("kiosk.admin.clear", n=paused), self.ask_clear, "normal"),
            ("test", tr("kiosk.admin.test"), lambda: self.app.push(TouchTestScene(self.app)), "normal"),
            ("restart", tr("kiosk.admin.restart"), self.restart, "normal"),
            ("exit", tr("kiosk.admin.exit"), self.ask_exit, "danger"),
        ]
        for i, (key, label, action, style) in enumerate(items):
            self.buttons.append(Button(key, (x, y + i * (h + gap), w, h), label, action, style, size=30))
        if self.nav.focus is None:
            self.nav.focus = "back"

    def ask(self, title: str, text: str, yes: str, action) -> None:
        from game.client.scenes.confirm import ConfirmScene

        scene = ConfirmScene(self.app, title, text, yes, action, tr("common.cancel"))
        scene.kiosk_admin = True
        self.app.push(scene)

    def ask_clear(self) -> None:
        self.ask(tr("kiosk.admin.confirm_clear"), tr("kiosk.admin.confirm_clear_text"), tr("kiosk.admin.clear",
                 n=len(self.kiosk.paused.today())), self.clear)

    def clear(self) -> None:
        count = self.kiosk.paused.clear()
        self.message = tr("kiosk.admin.cleared", n=count)
        self.rebuild()

    def ask_exit(self) -> None:
        self.ask(tr("kiosk.admin.confirm_exit"), tr("kiosk.admin.confirm_exit_text"), tr("kiosk.admin.exit"),
                 self.kiosk.exit_kiosk)

    def restart(self) -> None:
        from game.kiosk.supervisor import RESTART_EXIT

        self.kiosk.exit_kiosk(RESTART_EXIT)

    def draw(self, surface) -> None:
        super().draw(surface)
        kiosk = self.kiosk
        info = tr("kiosk.admin.info", uptime=format_uptime(kiosk.uptime), path=kiosk.config_path or "-")
        theme.blit_center(surface, theme.fit_text(info, 24, theme.W - 160, theme.INK_DIM), (theme.W // 2, theme.H - 50))
        if self.message:
            theme.blit_center(surface, theme.text(self.message, 28, theme.GOOD, bold=True), (theme.W // 2, theme.H - 100))


# -- kiosk settings --------------------------------------------------------------------------------

# (config key, label key, step, low, high)
NUMBERS = (
    ("timing.attract_after", "kiosk.set.attract", 15, 10, 3600),
    ("timing.idle_after", "kiosk.set.idle", 15, 20, 3600),
    ("timing.countdown", "kiosk.set.countdown", 5, 5, 300),
    ("sound.volume_cap", "kiosk.set.cap", 10, 0, 100),
    ("sound.volume", "kiosk.set.volume", 10, 0, 100),
)
HOURS_STEP = 30  # minutes


def shift_time(hhmm: str, minutes: int) -> str:
    hours, mins = hhmm.split(":")
    total = (int(hours) * 60 + int(mins) + minutes) % (24 * 60)
    return f"{total // 60:02d}:{total % 60:02d}"


def get(config, key: str):
    section, name = key.split(".")
    return getattr(getattr(config, section), name)


class KioskSettingsScene(AdminMenu):
    title_key = "kiosk.admin.settings"

    def __init__(self, app):
        self.draft = app.kiosk.config
        self.message = ""
        super().__init__(app)

    def change(self, key: str, value) -> None:
        from game.kiosk.config import replace

        self.draft = replace(self.draft, key, value)
        if key == "sound.volume_cap" and self.draft.sound.volume > value:
            self.draft = replace(self.draft, "sound.volume", value)
        if key == "sound.volume" and value > self.draft.sound.volume_cap:
            self.draft = replace(self.draft, "sound.volume", self.draft.sound.volume_cap)
        self.rebuild()

    def step(self, key: str, delta: int, low: int, high: int) -> None:
        self.change(key, max(low, min(high, get(self.draft, key) + delta)))

    def toggle(self, key: str, item: str) -> None:
        current = list(get(self.draft, key))
        if key == "games.rulesets" and not current:
            current = [r.id for r in self.app.registry.rulesets()]  # empty meant all: make it explicit
        if item in current:
            if len(current) > 1:  # never none: a kiosk with nothing to play helps nobody
                current.remove(item)
        else:
            current.append(item)
        self.change(key, tuple(current))
        if key == "languages.offered" and self.draft.languages.default not in current:
            self.change("languages.default", current[0])

    def build(self) -> None:
        d = self.draft
        self.labels: list[tuple[pygame.Rect, str]] = []
        x, y, w, h, gap = 90, 170, 760, 72, 12
        rows = [(key, tr(label, n=get(d, key)), step, low, high) for key, label, step, low, high in NUMBERS]
        for i, (key, label, step, low, high) in enumerate(rows):
            top = y + i * (h + gap)
            self.labels.append((pygame.Rect(x, top, w, h), label))
            self.buttons.append(Button(f"minus:{key}", (x + w + 12, top, 80, h), "−",
                                       lambda k=key, s=step, lo=low, hi=high: self.step(k, -s, lo, hi), size=40))
            self.buttons.append(Button(f"plus:{key}", (x + w + 104, top, 80, h), "+",
                                       lambda k=key, s=step, lo=low, hi=high: self.step(k, s, lo, hi), size=40))
        top = y + len(rows) * (h + gap)
        on, off = d.screen.on, d.screen.off
        self.labels.append((pygame.Rect(x, top, w, h), tr("kiosk.set.hours", on=on, off=off)))
        for j, (name, value) in enumerate((("on", on), ("off", off))):
            for k, delta in enumerate((-HOURS_STEP, HOURS_STEP)):
                self.buttons.append(Button(f"hours:{name}:{delta}", (x + (j * 2 + k) * 238, top + h + gap, 226, h),
                                           f"{tr('kiosk.set.' + name)} {'−' if delta < 0 else '+'}",
                                           lambda n=name, v=value, dl=delta: self.change(f"screen.{n}", shift_time(v, dl)),
                                           size=28))
        top += 2 * (h + gap)
        yes, no = tr("common.on"), tr("common.off")
        self.buttons.append(Button("bots", (x, top, w, h), tr("kiosk.set.bots", v=yes if d.seats.bots_fill else no),
                                   lambda: self.change("seats.bots_fill", not d.seats.bots_fill), size=28,
                                   selected=d.seats.bots_fill))
        # Right column: languages and games.
        rx, rw = 1120, 700
        self.heads = [((rx, y + 12), tr("kiosk.set.lang"))]
        for i, lang in enumerate(("fr", "en")):
            self.buttons.append(Button(f"lang:{lang}", (rx + i * (rw // 2 + 6), y + 64, rw // 2 - 6, h),
                                       tr(f"lang.name.{lang}"), lambda lg=lang: self.toggle("languages.offered", lg),
                                       selected=lang in d.languages.offered, size=28))
        gy = y + 64 + h + 30
        self.heads.append(((rx, gy + 12), tr("kiosk.set.games")))
        allowed = d.games.rulesets
        for i, record in enumerate(self.app.registry.rulesets()):
            from game.i18n import language

            self.buttons.append(Button(f"game:{record.id}", (rx, gy + 64 + i * (h + 8), rw, h),
                                       record.info.name(language()), lambda r=record.id: self.toggle("games.rulesets", r),
                                       selected=not allowed or record.id in allowed, size=28))
        self.buttons.append(Button("back", (x, theme.H - 110, 360, 84), tr("common.back"), self.app.pop, size=30))
        self.buttons.append(Button("save", (theme.W - 90 - 360, theme.H - 110, 360, 84), tr("kiosk.set.save"),
                                   self.save, "primary", size=32))
        if self.nav.focus is None:
            self.nav.focus = "save"

    def save(self) -> None:
        from game.kiosk.config import write_config
        from game.manifest import ManifestError

        kiosk = self.kiosk
        try:
            if kiosk.config_path is not None:
                write_config(self.draft, kiosk.config_path)
        except (OSError, ManifestError) as exc:
            self.message = tr("kiosk.admin.save_failed", error=str(exc).splitlines()[0])
            self.app.audio.play("error")
            self.rebuild()
            return
        kiosk.apply_config(self.draft)
        self.message = tr("kiosk.admin.saved", path=kiosk.config_path or "-")
        self.rebuild()

    def draw(self, surface) -> None:
        super().draw(surface)
        for rect, label in self.labels:
            theme.panel(surface, rect, theme.PANEL, theme.PANEL_EDGE, radius=14)
            surface.blit(theme.fit_text(label, 28, rect.w - 40, theme.INK, bold=True), (rect.x + 24, rect.y + 20))
        for pos, label in self.heads:
            surface.blit(theme.text(label, 28, theme.INK_DIM, bold=True), pos)
        if self.message:
            theme.blit_center(surface, theme.fit_text(self.message, 26, theme.W - 900, theme.GOOD, bold=True),
                              (theme.W // 2, theme.H - 68))


# -- stats -----------------------------------------------------------------------------------------


class StatsScene(AdminMenu):
    title_key = "kiosk.stats_title"

    def build(self) -> None:
        self.buttons.append(Button("back", (theme.W // 2 - 200, theme.H - 120, 400, 84), tr("common.back"),
                                   self.app.pop, "primary"))
        self.nav.focus = "back"

    def draw(self, surface) -> None:
        from game.i18n import language
        from game.kiosk.stats import read_lines, summarize

        draw_backdrop(surface)
        draw_title(surface, tr(self.title_key))
        lines, _ = read_lines(self.kiosk.stats.path)
        summary = summarize(lines)
        columns = (("kiosk.stats.game", 160, "left"), ("kiosk.stats.started", 900, "right"),
                   ("kiosk.stats.finished", 1180, "right"), ("kiosk.stats.abandoned", 1460, "right"),
                   ("kiosk.stats.mean", 1760, "right"))
        y = 200
        for key, x, align in columns:
            label = theme.text(tr(key), 28, theme.INK_DIM, bold=True)
            surface.blit(label, label.get_rect(topleft=(x, y)) if align == "left" else label.get_rect(topright=(x, y)))
        y += 56
        if not summary["rulesets"]:
            theme.blit_center(surface, theme.text(tr("kiosk.stats.none"), 32, theme.INK_DIM), (theme.W // 2, 400))
        for ruleset, data in summary["rulesets"].items():
            record = self.app.registry.find(ruleset)
            name = record.info.name(language()) if record is not None and record.info else ruleset
            mean = "–" if data["mean_minutes"] is None else f"{data['mean_minutes']:.1f}"
            cells = (name, str(data["started"]), str(data["finished"]), str(data["abandoned"]), mean)
            for (_, x, align), cell in zip(columns, cells):
                text = theme.text(cell, 30, theme.INK)
                surface.blit(text, text.get_rect(topleft=(x, y)) if align == "left" else text.get_rect(topright=(x, y)))
            y += 50
        busiest = summary["busiest_hours"][:3]
        if busiest:
            hours = ", ".join(f"{b['hour']:02d}h ({b['started']})" for b in busiest)
            theme.blit_center(surface, theme.text(tr("kiosk.stats.busiest", hours=hours), 30, theme.ACCENT_2),
                              (theme.W // 2, max(y + 60, 640)))


# -- touch and sound test --------------------------------------------------------------------------

INSET = 160
CROSSES = ((INSET, INSET), (theme.W - INSET, INSET), (theme.W // 2, theme.H // 2),
           (INSET, theme.H - INSET), (theme.W - INSET, theme.H - INSET))


def fit_axis(raw: list[float], target: list[float]) -> tuple[float, float]:
    """Least squares ``target = scale * raw + offset`` on one axis."""
    n = len(raw)
    mean_r, mean_t = sum(raw) / n, sum(target) / n
    var = sum((r - mean_r) ** 2 for r in raw)
    scale = sum((r - mean_r) * (t - mean_t) for r, t in zip(raw, target)) / var if var else 1.0
    return scale, mean_t - scale * mean_r


class TouchTestScene(AdminMenu):
    title_key = "kiosk.test_title"

    def __init__(self, app):
        from game.client.audio import EFFECTS

        self.sounds = list(EFFECTS)
        self.sound_index = 0
        self.raw: list[tuple[float, float]] = []  # where each cross was touched, before calibration
        self.message = ""
        super().__init__(app)

    def build(self) -> None:
        cx = theme.W // 2
        self.buttons.append(Button("sound", (cx - 330, 700, 660, 80),
                                   tr("kiosk.test_sound", name=self.sounds[self.sound_index]), self.play, size=30))
        self.buttons.append(Button("reset", (cx - 330, 796, 320, 80), tr("kiosk.test_reset"), self.reset, size=28))
        self.buttons.append(Button("save", (cx + 10, 796, 320, 80), tr("kiosk.test_save"), self.save, "primary",
                                   size=28, enabled=len(self.raw) == len(CROSSES)))
        self.buttons.append(Button("back", (cx - 200, theme.H - 120, 400, 84), tr("common.back"), self.app.pop))
        if self.nav.focus is None:
            self.nav.focus = "sound"

    def play(self) -> None:
        self.app.audio.play(self.sounds[self.sound_index])
        self.sound_index = (self.sound_index + 1) % len(self.sounds)
        self.rebuild()

    def reset(self) -> None:
        self.raw = []
        self.message = ""
        self.rebuild()

    def fitted(self) -> tuple[tuple[float, float], tuple[float, float]]:
        xs = fit_axis([r[0] for r in self.raw], [c[0] for c in CROSSES[:len(self.raw)]])
        ys = fit_axis([r[1] for r in self.raw], [c[1] for c in CROSSES[:len(self.raw)]])
        return (xs[0], ys[0]), (xs[1], ys[1])

    def save(self) -> None:
        from game.kiosk.config import Touch, replace, write_config

        (sx, sy), (ox, oy) = self.fitted()
        if not (0.5 <= sx <= 2 and 0.5 <= sy <= 2):
            self.reset()
            return
        kiosk = self.kiosk
        config = replace(kiosk.config, "touch", Touch((round(sx, 4), round(sy, 4)), (round(ox, 1), round(oy, 1))))
        try:
            if kiosk.config_path is not None:
                write_config(config, kiosk.config_path)
        except OSError as exc:
            self.message = tr("kiosk.admin.save_failed", error=str(exc))
            self.rebuild()
            return
        kiosk.apply_config(config)
        self.raw = []
        self.message = tr("kiosk.admin.saved", path=kiosk.config_path or "-")
        self.rebuild()

    def handle(self, intent) -> None:
        hit = intent.pos is not None and self.nav.target_at(intent.pos) is not None
        if intent.kind == "press" and not hit and len(self.raw) < len(CROSSES):
            touch = self.kiosk.config.touch
            # Back to what the screen reported, so a new correction replaces the old one.
            raw = ((intent.pos[0] - touch.offset[0]) / touch.scale[0], (intent.pos[1] - touch.offset[1]) / touch.scale[1])
            self.raw.append(raw)
            self.app.audio.play("tick")
            self.rebuild()
            return
        super().handle(intent)

    def draw(self, surface) -> None:
        super().draw(surface)
        theme.blit_center(surface, theme.text(tr("kiosk.test_text"), 28, theme.INK), (theme.W // 2, 200))
        for i, (x, y) in enumerate(CROSSES):
            done = i < len(self.raw)
            color = theme.GOOD if done else (theme.ACCENT if i == len(self.raw) else theme.INK_DIM)
            pygame.draw.line(surface, color, (x - 40, y), (x + 40, y), 4)
            pygame.draw.line(surface, color, (x, y - 40), (x, y + 40), 4)
            pygame.draw.circle(surface, color, (x, y), 24, 3)
        touch = self.kiosk.config.touch
        for raw in self.raw:
            seen = (raw[0] * touch.scale[0] + touch.offset[0], raw[1] * touch.scale[1] + touch.offset[1])
            pygame.draw.circle(surface, theme.BAD, (round(seen[0]), round(seen[1])), 10)
        if self.raw:
            # The mean offset from the first touch; the scale once every cross is touched.
            n = len(self.raw)
            dx = sum(c[0] - r[0] for c, r in zip(CROSSES, self.raw)) / n
            dy = sum(c[1] - r[1] for c, r in zip(CROSSES, self.raw)) / n
            (sx, sy), _ = self.fitted() if n == len(CROSSES) else ((1.0, 1.0), None)
            theme.blit_center(surface, theme.text(tr("kiosk.test_offset", dx=dx, dy=dy, sx=sx, sy=sy), 28,
                                                  theme.ACCENT_2), (theme.W // 2, 640))
        if self.message:
            theme.blit_center(surface, theme.fit_text(self.message, 26, theme.W - 200, theme.GOOD, bold=True),
                              (theme.W // 2, 900))
