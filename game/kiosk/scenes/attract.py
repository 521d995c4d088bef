"""Attract mode: bots play a demo game of an allowed ruleset at a watchable pace, under a "Touch
to play" banner and a one-line description of each game in turn; any touch returns to the title at
once. The games take turns; a demo stops after ``timing.demo_minutes`` or at its end (the final
position stays a few seconds). The banner drifts slowly against burn-in.
"""

from __future__ import annotations

import functools
import math
import random

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Scene, draw_backdrop
from game.i18n import language, tr
from game.kiosk.caches import forget_move_memo
from game.kiosk.controller import PRESENCE

LINE_SECONDS = 8.0  # each game's description stays this long
HOLD_END = 6.0  # the final position of a demo stays this long
DEMO_NAMES = ("Ada", "Brunel", "Eiffel", "Stephenson", "Watt", "Nobel")
DEMO_LEVELS = ("normal", "easy", "random")  # quick, sensible moves; hard thinks too long to watch


def one_line(text: str) -> str:
    """The first sentence of a description."""
    text = " ".join(text.split())
    for mark in (". ", " : ", ": "):
        if mark in text:
            return text.split(mark, 1)[0].rstrip(".") + ("." if mark == ". " else "")
    return text


@functools.lru_cache(maxsize=8)
def rounded_veil(size: tuple[int, int], alpha: int, radius: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (10, 14, 20, alpha), veil.get_rect(), border_radius=radius)
    return veil


class AttractScene(Scene):
    attract = True  # the kiosk starts no attract mode over this one, and dims it after a while

    def __init__(self, app, rng: random.Random | None = None):
        super().__init__(app)
        from game.client.table_views import has_view

        self.rng = rng or random.Random()
        records = [r for r in app.registry.rulesets() if has_view(r.info.family)]
        self.records = app.kiosk.allowed_rulesets(records) if app.kiosk is not None else records
        self.index = self.rng.randrange(len(self.records)) if self.records else 0
        self.time = 0.0
        self.game_time = 0.0
        self.hold = 0.0
        self.table = None
        self.demos = 0
        self.start_demo()

    # -- the demo game ---------------------------------------------------------------------------

    def demo_minutes(self) -> float:
        kiosk = self.app.kiosk
        return kiosk.config.timing.demo_minutes if kiosk is not None else 6

    def start_demo(self) -> None:
        from game.bots import available_levels
        from game.client.scenes.table import TableScene
        from game.engine.match import Match, Seat

        self.close()
        self.game_time = self.hold = 0.0
        for _ in range(len(self.records)):
            record = self.records[self.index % len(self.records)]
            info = record.info
            players = max(info.players_min, min(info.players_max, 3))
            levels = available_levels(info.family) or ["random"]
            level = next((lv for lv in DEMO_LEVELS if lv in levels), levels[0])
            seats = [Seat(DEMO_NAMES[i], "bot", level, theme.SEAT_COLOR_ORDER[i % len(theme.SEAT_COLOR_ORDER)])
                     for i in range(players)]
            try:
                match = Match(record.id, (), seats, seed=self.rng.randrange(2**31), registry=self.app.registry)
                self.table = TableScene(self.app, match, demo=True)
            except Exception:  # noqa: BLE001 - a ruleset that cannot start: show the next one
                self.index += 1
                continue
            self.table.host = self
            self.demos += 1
            return
        self.table = None

    def table_over(self, table) -> None:
        """Called by the demo table at the end of its game: hold the final position, then next."""
        self.hold = HOLD_END

    def next_demo(self) -> None:
        self.index += 1
        self.start_demo()

    def close(self) -> None:
        if self.table is not None:
            self.table.close()
            # Demo after demo all day: the board's move memo would keep every demo's moves.
            forget_move_memo(self.table.match)
            self.table = None

    # -- flow ------------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        if self.table is None:
            return
        self.game_time += dt
        if self.hold > 0:
            self.hold -= dt
            if self.hold <= 0:
                self.next_demo()
            return
        self.table.update(dt)
        if self.game_time >= self.demo_minutes() * 60 and self.hold <= 0 and self.table is not None \
                and not self.table.animator.busy:
            self.next_demo()

    def handle(self, intent) -> None:
        if intent.kind in PRESENCE:
            if intent.kind == "press" and self.app.kiosk is not None:
                self.app.kiosk.swallow_click = True  # the finger lifting must not press a title button
            self.close()
            self.app.audio.play("click")
            self.app.go_to_title()

    # -- drawing ---------------------------------------------------------------------------------

    def current_line(self) -> str:
        if not self.records:
            return ""
        record = self.records[int(self.time // LINE_SECONDS) % len(self.records)]
        info = record.info
        description = one_line(info.description.get(language(), "") or info.description.get("en", ""))
        return f"{info.name(language())} — {description}" if description else info.name(language())

    def draw(self, surface) -> None:
        if self.table is not None:
            self.table.draw(surface)
        else:
            draw_backdrop(surface)
        dx, dy = self.app.kiosk.drift() if self.app.kiosk is not None else (0, 0)
        banner = pygame.Rect(0, 0, 1400, 230)
        banner.midbottom = (theme.W // 2 + dx, theme.H - 60 + dy)
        # Opaque: the table's own words showing through would mix with the banner's.
        surface.blit(rounded_veil(banner.size, 255, 28), banner.topleft)
        # The frame pulses; the words keep one colour (a new colour each frame would be a new
        # rendered text each frame).
        pulse = 0.5 + 0.5 * math.sin(self.time * 2.4)
        pygame.draw.rect(surface, theme.mix(theme.ACCENT, (255, 255, 255), 0.6 * pulse), banner,
                         3 + round(3 * pulse), border_radius=28)
        theme.blit_center(surface, theme.text(tr("kiosk.touch_to_play"), 80, theme.ACCENT, bold=True),
                          (banner.centerx, banner.y + 78))
        line = self.current_line()
        if line:
            theme.blit_center(surface, theme.fit_text(line, 32, banner.w - 80, theme.INK),
                              (banner.centerx, banner.y + 165))
        if self.table is not None:
            name = self.table.match.registry.get(self.table.match.setup.ruleset)
            label = tr("kiosk.now_playing", game=name.info.name(language()) if name else "")
            tag = theme.text(label, 26, theme.INK_DIM)
            rect = tag.get_rect(midbottom=(banner.centerx, banner.y - 12))
            back = rect.inflate(28, 12)
            surface.blit(rounded_veil(back.size, 200, 12), back.topleft)
            surface.blit(tag, rect)
