"""What the kiosk adds to the app (``app.kiosk``): it sees every input first, runs the kiosk's
clocks on the app's fixed steps, and draws the screen-care veil last.

- No input for ``timing.attract_after`` seconds on the title, new-game and other menus: attract
  mode. A touch there returns to the title at once.
- In a game, a human seat that has had to act for ``timing.idle_after`` seconds (bots' turns do
  not count; any touch or move starts again): "Still playing?" counts down ``timing.countdown``
  seconds, then the game is parked in the paused games and attract mode starts.
- Guests change only the language and the volume (up to the cap); language and volume go back to
  the café's defaults when attract mode starts.
- Five taps in the top-left corner within three seconds, or Ctrl+Alt+K: the PIN pad, then the admin
  panel. F11 and the window's close button do nothing.
"""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import Callable

from game.client.autosave import Autosaver
from game.client.pg import pygame
from game.kiosk import screen as screen_care
from game.kiosk.caches import forget_move_memo
from game.kiosk.config import Folders, KioskConfig
from game.kiosk.paused import PausedGames
from game.kiosk.stats import StatsLog, game_id
from game.kiosk.supervisor import ADMIN_EXIT
from game.kiosk.timers import CornerTaps, IdleGuests

log = logging.getLogger("railcade.kiosk")

CRASH_LOOP = 3  # after this many crashes in a row the autosave is parked instead of resumed
KIOSK_FPS, BLANK_FPS = 60, 8

# Input that means someone is there (a mouse moving by itself, e.g. a knock on the table, is not).
PRESENCE = {"press", "click", "confirm", "back", "menu", "skip", "up", "down", "left", "right", "next",
            "prev", "scroll", "scroll_up", "scroll_down", "text", "erase"}


class KioskAutosaver(Autosaver):
    """The app's autosaver in kiosk mode: the same slot logic, plus the stats and the log."""

    def __init__(self, kiosk: "KioskController", folder: Path, aside: Path):
        super().__init__(folder, aside=aside)
        self.kiosk = kiosk
        self._finished: set[str] = set()

    def begin(self, match, resumed: bool = False) -> None:
        # Each guest game starts with its board's move memo empty: what earlier games left in it
        # would stay all day (see game.kiosk.caches).
        forget_move_memo(match)
        super().begin(match, resumed)
        name = game_id(match)
        humans = sum(1 for s in match.seats if s.kind == "human")
        if resumed:
            self.kiosk.stats.record("resumed", game=name, ruleset=match.setup.ruleset)
        else:
            self.kiosk.stats.record("started", game=name, ruleset=match.setup.ruleset,
                                    variants=list(match.setup.variants), humans=humans,
                                    bots=len(match.seats) - humans)
        log.info("game %s %s (%d moves)", name, "resumed" if resumed else "started", len(match.log))

    def record(self, match) -> bool:
        name = game_id(match)
        if match.log:
            log.info("game %s move %d: %s", name, len(match.log), match.log[-1])
        self.kiosk.on_move()
        if match.is_over and name not in self._finished:
            self._finished.add(name)
            self.kiosk.stats.record("finished", game=name, ruleset=match.setup.ruleset)
            log.info("game %s finished", name)
        return super().record(match)

    def set_aside(self, folder=None, name=None):
        save = self.current()
        moved = super().set_aside(folder, name)
        if moved is not None and save is not None:
            self.kiosk.stats.record("paused", game=game_id(save), ruleset=save.ruleset)
            log.info("game %s paused (%s)", game_id(save), moved.name)
        return moved


class KioskController:
    def __init__(self, app, config: KioskConfig, folders: Folders, config_path: Path | None = None,
                 now: Callable[[], datetime] | None = None, out_of_order: bool = False):
        self.app = app
        self.config = config
        self.folders = folders
        self.config_path = config_path
        self.now = now or (lambda: datetime.now().astimezone())
        self.out_of_order = out_of_order
        self.stats = StatsLog(folders.stats, self.now)
        self.paused = PausedGames(folders.paused, self.stats, self.now)
        self.since_input = 0.0
        self.uptime = 0.0
        self.taps = CornerTaps()
        self.idle = IdleGuests(config.timing.idle_after, config.timing.countdown)
        self.screen_state = "on"
        self.swallow_click = False  # the release of a touch that already did its job (woke, left attract)
        app.kiosk = self
        app.plugins_read_only = True  # guests see the games and plugins, switch nothing
        if not out_of_order:
            app.autosaver = KioskAutosaver(self, folders.autosave, folders.paused)
        app.max_fps = KIOSK_FPS
        self.reset_guest_settings()

    # -- the café's choices, for the scenes ------------------------------------------------------

    def apply_config(self, config: KioskConfig) -> None:
        """Take a config changed in the admin panel into use now."""
        self.config = config
        self.idle = IdleGuests(config.timing.idle_after, config.timing.countdown)
        self.reset_guest_settings()

    def reset_guest_settings(self) -> None:
        settings = self.app.settings
        settings.lang = self.config.languages.default
        settings.volume = min(self.config.sound.volume, self.config.sound.volume_cap)
        settings.muted = False
        settings.animation_speed = 1.0
        self.app.save_settings()

    @property
    def volume_cap(self) -> int:
        return self.config.sound.volume_cap

    @property
    def languages(self) -> tuple[str, ...]:
        return self.config.languages.offered

    def allowed_rulesets(self, records: list) -> list:
        allowed = self.config.games.rulesets
        return [r for r in records if not allowed or r.id in allowed]

    def allowed_variants(self, records: list) -> list:
        allowed = self.config.games.variants
        return [r for r in records if not allowed or r.id in allowed]

    def seat_range(self, low: int, high: int) -> tuple[int, int]:
        seats = self.config.seats
        return max(low, seats.min), max(max(low, seats.min), min(high, seats.max))

    def bot_levels(self, levels: list[str]) -> list[str]:
        offered = [level for level in levels if level in self.config.seats.bot_levels]
        return offered or levels[:1]

    @property
    def bots_fill(self) -> bool:
        return self.config.seats.bots_fill

    # -- scenes ------------------------------------------------------------------------------------

    def title_scene(self):
        from game.kiosk.scenes.title import KioskTitleScene

        return KioskTitleScene(self.app)

    def start(self, crashes: int = 0) -> None:
        """First scene after (re)starting: the unfinished game exactly as it was, else the title.
        After several crashes in a row the game may be what crashes: it is parked instead, so the
        guests can still pick it from the title, and the kiosk stays usable."""
        from game.client.saves import LoadProblem, open_save
        from game.client.scenes.table import TableScene

        self.paused.expire()
        saver = self.app.autosaver
        save = saver.current()
        if save is not None and crashes < CRASH_LOOP:
            try:
                match = open_save(save, self.app.registry)
                self.app.reset_to(TableScene(self.app, match, resumed=True))
                log.info("resumed %s after a restart", game_id(save))
                return
            except LoadProblem as exc:
                log.warning("cannot resume the autosave: %s", exc)
        if save is not None:
            log.warning("parking the autosave after %d crashes in a row", crashes)
            saver.set_aside()
        self.app.reset_to(self.title_scene())

    def start_attract(self) -> None:
        from game.kiosk.scenes.attract import AttractScene

        self.reset_guest_settings()
        self.app.reset_to(AttractScene(self.app))

    def park_current(self) -> None:
        """The game in progress goes to the paused games (resumable today)."""
        self.app.autosaver.set_aside()

    def park_and_attract(self) -> None:
        table = self.game_table()
        if table is not None:
            table.close()
        self.park_current()
        self.idle.activity()
        self.start_attract()

    def open_admin(self) -> None:
        from game.kiosk.scenes.admin import PinPadScene

        if not getattr(self.app.scene, "kiosk_admin", False):
            self.app.push(PinPadScene(self.app))

    def exit_kiosk(self, code: int = ADMIN_EXIT) -> None:
        table = self.game_table()
        if table is not None:
            table.close()
        self.app.exit_code = code
        self.app.running = False

    # -- input -------------------------------------------------------------------------------------

    def calibrate(self, pos):
        touch = self.config.touch
        return (round(pos[0] * touch.scale[0] + touch.offset[0]), round(pos[1] * touch.scale[1] + touch.offset[1]))

    def filter(self, event, intents: list) -> list:
        """Intents the scenes get: calibrated, without F11, and the first touch on a dark screen only
        wakes it."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_k \
                and event.mod & pygame.KMOD_CTRL and event.mod & pygame.KMOD_ALT:
            self.activity()
            self.open_admin()
            return []
        out = []
        for intent in intents:
            if intent.kind == "fullscreen":
                continue
            if intent.kind == "click" and self.swallow_click:
                self.swallow_click = False
                continue
            if intent.pos is not None and self.config.touch != type(self.config.touch)():
                intent = type(intent)(intent.kind, self.calibrate(intent.pos), intent.amount, intent.text)
            out.append(intent)
        if not any(i.kind in PRESENCE for i in out):
            return out
        waking = self.screen_state != "on"
        self.activity()
        if waking:
            self.swallow_click = any(i.kind == "press" for i in out)
            return []  # a touch on a dark screen only lights it
        for intent in out:
            if intent.kind == "press" and self.taps.tap(intent.pos):
                self.open_admin()
                return []
        return out

    def activity(self) -> None:
        self.since_input = 0.0
        self.idle.activity()
        self.screen_state = self.current_screen_state()

    def on_move(self) -> None:
        """A move was played (by anyone): a human's move means they are there."""
        table = self.game_table()
        if table is not None and not table.session.is_bot(table.match.log[-1].seat if table.match.log else 0):
            self.idle.activity()

    # -- clocks ------------------------------------------------------------------------------------

    def game_table(self):
        from game.client.scenes.table import TableScene

        for scene in reversed(self.app.stack):
            if isinstance(scene, TableScene) and not scene.demo:
                return scene
        return None

    def human_to_act(self, table) -> bool:
        actor = table.session.next_actor()
        return actor is not None and not table.session.is_bot(actor)

    def update(self, dt: float) -> None:
        self.since_input += dt
        self.uptime += dt
        self.taps.tick(dt)
        self.screen_state = self.current_screen_state()
        self.app.max_fps = BLANK_FPS if self.screen_state == "blank" else KIOSK_FPS
        if self.out_of_order:
            return
        scene = self.app.scene
        if scene is None or getattr(scene, "kiosk_admin", False):
            return
        table = self.game_table()
        if table is not None:
            self._watch_guests(table, dt)
            return
        if not getattr(scene, "attract", False) and self.since_input >= self.config.timing.attract_after:
            log.info("attract mode after %.0f s without input", self.since_input)
            self.start_attract()

    def _watch_guests(self, table, dt: float) -> None:
        from game.kiosk.scenes.idle import StillPlayingScene

        phase = self.idle.tick(dt, self.human_to_act(table))
        if phase == "asking" and not isinstance(self.app.scene, StillPlayingScene):
            log.info("asking whether the guests are still playing")
            self.app.push(StillPlayingScene(self.app, self))
        elif phase == "expired":
            log.info("nobody answered: the game is parked")
            self.park_and_attract()

    def current_screen_state(self) -> str:
        screen = self.config.screen
        attract = bool(getattr(self.app.scene, "attract", False)) or self.out_of_order
        return screen_care.screen_state(self.now(), screen.on, screen.off, self.since_input, attract,
                                        screen.dim_after)

    def drift(self) -> tuple[int, int]:
        from game.kiosk.timers import burn_in_offset

        return burn_in_offset(self.uptime) if self.config.screen.drift else (0, 0)

    # -- drawing -----------------------------------------------------------------------------------

    def draw_over(self, surface) -> None:
        if self.screen_state == "blank":
            surface.fill((0, 0, 0))
        elif self.screen_state == "dim":
            veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((0, 0, 0, screen_care.DIM_ALPHA))
            surface.blit(veil, (0, 0))
