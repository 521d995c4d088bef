"""Settings: language, volume, mute, animation speed, colour-blind symbols, full screen, text size."""

from __future__ import annotations

from game.client import theme
from game.client.scenes.base import Button, MenuScene
from game.client.settings import ANIMATION_SPEEDS, TEXT_SIZES
from game.i18n import language, tr


class SettingsScene(MenuScene):
    title_key = "settings.title"

    def build(self) -> None:
        s = self.app.settings
        x, w, h, gap, y0 = theme.W // 2 - 420, 840, 76, 16, 210

        def row(i):
            return (x, y0 + i * (h + gap), w, h)

        lang_name = tr("lang.name." + (s.lang or language()))
        speed = f"×{s.animation_speed:g}"
        on, off = tr("common.on"), tr("common.off")

        def setting(key: str, value: str) -> str:  # "Volume: 70%" / "Volume : 70 %": each language's spacing
            return tr("settings.row", label=tr(f"settings.{key}"), value=value)

        rows = [
            ("lang", setting("language", lang_name), self.cycle_language),
            ("volume", setting("volume", tr("settings.percent", n=s.volume)), lambda: self.step_volume(10)),
            ("mute", setting("mute", on if s.muted else off), self.toggle("muted")),
            ("speed", setting("speed", speed), self.cycle_speed),
            ("colorblind", setting("colorblind", on if s.colorblind else off), self.toggle("colorblind")),
            ("fullscreen", setting("fullscreen", on if s.fullscreen else off), self.fullscreen),
            ("text_size", tr("play.text_size", mode=tr(f"play.text_size.{s.text_size}")), self.cycle_text_size),
        ]
        if self.app.locked:  # a kiosk's guests change only the language and the volume
            rows = [row for row in rows if row[0] in ("lang", "volume")]
        for i, (key, label, action) in enumerate(rows):
            self.buttons.append(Button(key, row(i), label, action, size=30))
        # Volume also has explicit -/+ buttons for touch screens.
        vy = y0 + 1 * (h + gap)
        self.buttons.append(Button("vol-", (x + w + 20, vy, 80, h), "−", lambda: self.step_volume(-10), size=40))
        self.buttons.append(Button("vol+", (x + w + 110, vy, 80, h), "+", lambda: self.step_volume(10), size=40))
        self.buttons.append(Button("back", (theme.W // 2 - 200, y0 + len(rows) * (h + gap) + 20, 400, h),
                                   tr("common.back"), self.app.pop, "primary"))
        if self.nav.focus is None:
            self.nav.focus = "lang"

    def apply(self) -> None:
        self.app.save_settings()
        self.rebuild()

    def cycle_language(self) -> None:
        s = self.app.settings
        offered = list(self.app.kiosk.languages) if self.app.locked else ["fr", "en"]
        current = s.lang or language()
        s.lang = offered[(offered.index(current) + 1) % len(offered)] if current in offered else offered[0]
        self.apply()

    def step_volume(self, delta: int) -> None:
        s = self.app.settings
        top = self.app.kiosk.volume_cap if self.app.locked else 100
        volume = s.volume + delta
        s.volume = 0 if volume > top and delta > 0 and s.volume == top else max(0, min(top, volume))
        self.apply()
        self.app.audio.play("tick")

    def toggle(self, name: str):
        def flip() -> None:
            setattr(self.app.settings, name, not getattr(self.app.settings, name))
            self.apply()
        return flip

    def cycle_speed(self) -> None:
        s = self.app.settings
        i = ANIMATION_SPEEDS.index(s.animation_speed) if s.animation_speed in ANIMATION_SPEEDS else 1
        s.animation_speed = ANIMATION_SPEEDS[(i + 1) % len(ANIMATION_SPEEDS)]
        self.apply()

    def cycle_text_size(self) -> None:
        s = self.app.settings
        s.text_size = TEXT_SIZES[(TEXT_SIZES.index(s.text_size) + 1) % len(TEXT_SIZES)] \
            if s.text_size in TEXT_SIZES else TEXT_SIZES[0]
        self.apply()

    def fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self.rebuild()

    def handle(self, intent) -> None:
        focus = self.nav.focus
        if intent.kind in ("left", "right") and focus in ("volume", "lang", "speed"):
            if focus == "volume":
                self.step_volume(10 if intent.kind == "right" else -10)
            elif focus == "lang":
                self.cycle_language()
            else:
                self.cycle_speed()
            return
        super().handle(intent)

    def draw(self, surface) -> None:
        super().draw(surface)
        if not self.app.locked:  # a kiosk forgets a guest's choices when the next guest comes
            hint = theme.text(tr("settings.saved_hint"), 22, theme.INK_DIM)
            theme.blit_center(surface, hint, (theme.W // 2, theme.H - 40))
