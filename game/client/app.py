"""The application: window, fixed-clock loop, scene stack, settings, audio, toasts.

Everything draws on the logical 1920x1080 surface. In a window the display is opened with
``SCALED`` so SDL letterboxes it to any size (and maps mouse coordinates); touch is mapped by
:mod:`game.client.intents`. Headless (tests, screenshots, bench) the same :class:`App` runs on the
dummy video driver and is stepped by hand.
"""

from __future__ import annotations

import os
import sys
import time

from game.client import theme
from game.client.audio import Audio
from game.client.intents import InputMapper
from game.client.pg import pygame
from game.client.settings import Settings, load_settings_checked, save_settings, saves_dir
from game.client.tween import STEP
from game.i18n import set_language, tr

_REDRAW_EVENTS = {getattr(pygame, name) for name in ("VIDEOEXPOSE", "VIDEORESIZE", "WINDOWEXPOSED", "WINDOWRESIZED",
                                                     "WINDOWSIZECHANGED", "WINDOWRESTORED", "WINDOWSHOWN")
                  if hasattr(pygame, name)}
MAX_STEPS_PER_FRAME = 12  # after a long stall, catch up at most 0.1 s instead of spiralling


WINDOW_SHARE = 0.9
TOAST_WIDTH = 1500  # wider toasts wrap onto more lines  # a window opens at most this share of the desktop, so its frame stays on screen


def open_display(fullscreen: bool) -> pygame.Surface:
    flags = pygame.SCALED | (pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE)
    size = (theme.W, theme.H)
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return pygame.display.set_mode(size)
    # pygame's SCALED windows scale by whole factors only, so a 1920x1080 table on a smaller
    # desktop would open larger than the screen; this hint (read by pygame under this very name)
    # lets the window scale by any factor, and linear filtering keeps text smooth when shrunk.
    os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
    screen = None
    try:
        screen = pygame.display.set_mode(size, flags, vsync=1)
    except pygame.error:
        pass  # vsync refused by this driver: run without it
    if screen is None:
        try:
            screen = pygame.display.set_mode(size, flags)
        except pygame.error:
            return pygame.display.set_mode(size)
    if not fullscreen:
        fit_window_to_desktop()
    return screen


def fitted_window_size(desktop: tuple[int, int], logical: tuple[int, int] = (theme.W, theme.H),
                       share: float = WINDOW_SHARE) -> tuple[int, int] | None:
    """The window size that shows the whole logical screen within ``share`` of the desktop, keeping
    its aspect; None when the logical size already fits."""
    dw, dh = desktop
    if dw <= 0 or dh <= 0 or (logical[0] <= dw * share and logical[1] <= dh * share):
        return None
    scale = min(dw * share / logical[0], dh * share / logical[1])
    return max(1, int(logical[0] * scale)), max(1, int(logical[1] * scale))


def fit_window_to_desktop() -> None:
    """Shrink a window that would not fit its desktop (a laptop's 1366x768, a café's small screen)."""
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
        window = pygame.Window.from_display_module()
    except (pygame.error, IndexError, AttributeError):
        return
    size = fitted_window_size(desktop)
    if size is None:
        return
    try:
        window.minimum_size = (min(size[0], 640), min(size[1], 360))
        window.size = size
        window.position = pygame.WINDOWPOS_CENTERED
    except (pygame.error, ValueError):
        pass  # a driver that refuses: the window stays as SDL opened it


def settings_problem_words(problem) -> str:
    """A broken settings file in the player's language: which file, where, and where it was kept."""
    parts = [tr("faults.where", file=problem.file.name)]
    if problem.place.startswith(("line ", "byte ")):
        word, number = problem.place.split(" ", 1)
        parts.append(tr(f"faults.{word}", n=number))
    parts.extend(tr("faults.key", name=key) for key in problem.keys)
    key = "faults.settings.broken" if problem.unreadable else "faults.settings.values"
    kept = problem.kept.name if problem.kept is not None else "—"
    return tr(key, where=", ".join(parts), kept=kept)


class App:
    def __init__(self, settings: Settings | None = None, fullscreen: bool | None = None,
                 lang: str | None = None, registry=None, persist: bool = True, audio: bool = True):
        pygame.init()
        # Bots think in a worker thread; a short GIL switch interval hands the render thread back
        # the interpreter within ~1 ms instead of 5, so a long bot move never stalls a frame.
        sys.setswitchinterval(0.001)
        problem = None
        if settings is None:
            settings, problem = load_settings_checked()
        self.settings = settings
        self.persist = persist
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        if lang:
            self.settings.lang = lang
        set_language(self.settings.lang or None)
        theme.set_text_mode(self.settings.text_size)
        pygame.display.set_caption("railcade")
        self.screen = open_display(self.settings.fullscreen)
        self.audio = Audio(self.settings.effective_volume, enabled=audio)
        self.input = InputMapper(self.window_size)
        self._registry = registry
        self.stack: list = []
        self.running = True
        self.toasts: list[tuple[str, float, tuple]] = []
        self.clock_accum = 0.0
        self.frame_hook = None  # tests: called after every drawn frame
        if problem is not None:  # told on the first screen, long enough to read from the sofa
            self.toast(settings_problem_words(problem), theme.BAD, seconds=12)
        # The game in progress is written after every action (None: headless runs write nothing).
        self.autosaver = self._make_autosaver() if persist else None
        # The kiosk controller when running as a café kiosk (game.kiosk), else None. Scenes read
        # :attr:`locked` to hide what guests may not touch (plugin switches, files, quit).
        self.kiosk = None
        self.max_fps = 120  # the kiosk lowers it while the screen is blank
        self.exit_code = 0
        # Frames drawn by parts (game.client.dirty): what the screen showed after the last frame,
        # and the rectangles this frame changed (None: the whole screen, flipped).
        self._last_drawn: tuple = ()
        self._kept = False
        self.changed_rects: list | None = None
        self.updates = 0

    # -- services ------------------------------------------------------------------------------

    @property
    def registry(self):
        if self._registry is None:
            from game.plugins import default_registry

            self._registry = default_registry()
        return self._registry

    @property
    def locked(self) -> bool:
        """True in kiosk mode: read-only plugins, no files, no quit, settings limited."""
        return self.kiosk is not None

    @staticmethod
    def _make_autosaver():
        from game.client.autosave import Autosaver

        return Autosaver(aside=saves_dir())

    def title_scene(self):
        """The title screen of this app (the kiosk has its own)."""
        if self.kiosk is not None:
            return self.kiosk.title_scene()
        from game.client.scenes.title import TitleScene

        return TitleScene(self)

    def go_to_title(self) -> None:
        self.reset_to(self.title_scene())

    def window_size(self) -> tuple[int, int]:
        try:
            return pygame.display.get_window_size()
        except pygame.error:
            return theme.W, theme.H

    def save_settings(self) -> None:
        self.audio.set_volume(self.settings.effective_volume)
        set_language(self.settings.lang or None)
        theme.set_text_mode(self.settings.text_size)
        if self.persist:
            save_settings(self.settings)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        if os.environ.get("SDL_VIDEODRIVER") != "dummy":
            try:
                pygame.display.toggle_fullscreen()
            except pygame.error:
                self.screen = open_display(self.settings.fullscreen)
        self.save_settings()

    def toast(self, message: str, color=theme.INK, seconds: float = 3.0) -> None:
        self.toasts.append((message, seconds, color))
        del self.toasts[:-3]

    # -- scenes --------------------------------------------------------------------------------

    @property
    def scene(self):
        return self.stack[-1] if self.stack else None

    def push(self, scene) -> None:
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> None:
        if self.stack:
            self.stack.pop()
        if self.stack:
            self.stack[-1].enter()
        else:
            self.running = False

    def replace(self, scene) -> None:
        if self.stack:
            self.stack.pop()
        self.push(scene)

    def reset_to(self, scene) -> None:
        self.stack = []
        self.push(scene)

    def reset_to_many(self, scenes) -> None:
        self.stack = list(scenes[:-1])
        self.push(scenes[-1])

    # -- loop ----------------------------------------------------------------------------------

    def dispatch(self, event) -> None:
        if event.type in _REDRAW_EVENTS:
            self._last_drawn = ()  # the window was shown again or resized: draw it whole
        if event.type == pygame.QUIT:
            if self.kiosk is None:  # a kiosk ends only from its admin panel
                self.running = False
            return
        intents = self.input.translate(event)
        if self.kiosk is not None:
            intents = self.kiosk.filter(event, intents)
        for intent in intents:
            if intent.kind == "fullscreen":
                self.toggle_fullscreen()
                continue
            if self.scene is not None:
                self.scene.handle(intent)

    def send(self, intent) -> None:
        """Deliver an intent directly (tests drive scenes this way too)."""
        if self.scene is not None:
            self.scene.handle(intent)

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds of real time, in fixed steps."""
        self.updates += 1  # one per frame: scenes spread heavy work over frames with it
        self.clock_accum += dt
        steps = 0
        while self.clock_accum >= STEP and steps < MAX_STEPS_PER_FRAME:
            self.clock_accum -= STEP
            steps += 1
            if self.kiosk is not None:
                self.kiosk.update(STEP)
            if self.stack:
                self.stack[-1].update(STEP)
            if self.toasts:
                self.toasts = [(m, s - STEP, c) for m, s, c in self.toasts if s - STEP > 0]
        if steps == MAX_STEPS_PER_FRAME:
            self.clock_accum = 0.0

    def draw(self, surface=None) -> None:
        surface = surface or self.screen
        start = len(self.stack) - 1
        while start > 0 and not self.stack[start].opaque:
            start -= 1
        drawn = tuple(self.stack[max(0, start):])
        # The screen holds exactly the last frame of the one scene drawn now: that scene may
        # change only what moved (no toast or kiosk overlay then or now, nothing under or over it).
        on_screen = surface is self.screen and len(drawn) == 1 and not self.toasts and self.kiosk is None
        self._kept = on_screen and self._last_drawn == drawn
        self.changed_rects = None
        for scene in drawn:
            scene.draw(surface)
        if self.toasts:
            self._draw_toasts(surface)
        if self.kiosk is not None:
            self.kiosk.draw_over(surface)
        if surface is self.screen:
            self._last_drawn = drawn if on_screen else ()

    def screen_kept(self, scene, surface) -> bool:
        """True while ``scene`` draws on the screen that still shows its own last frame, untouched."""
        return self._kept and surface is self.screen and self._last_drawn[-1:] == (scene,)

    def present(self) -> None:
        """Show the frame drawn: the rectangles a scene changed, or the whole screen."""
        if self.changed_rects is None:
            pygame.display.flip()
        elif self.changed_rects:
            pygame.display.update(self.changed_rects)

    def _draw_toasts(self, surface) -> None:
        y = 24
        for message, seconds, color in self.toasts:
            # Long messages (a broken file, a failed plugin) wrap instead of running off screen.
            lines = [theme.text(line, 28, color, bold=True) for line in theme.wrap(message, 28, TOAST_WIDTH, bold=True)]
            height = sum(label.get_height() for label in lines)
            width = max(label.get_width() for label in lines)
            rect = pygame.Rect(0, 0, width, height).inflate(40, 20)
            rect.midtop = (theme.W // 2, y)
            theme.panel(surface, rect, (20, 24, 30), theme.ACCENT, radius=12, width=2)
            top = rect.y + 10
            for label in lines:
                surface.blit(label, label.get_rect(midtop=(rect.centerx, top)))
                top += label.get_height()
            y += rect.h + 8

    def frame(self, dt: float, events=()) -> None:
        for event in events:
            self.dispatch(event)
        self.update(dt)
        self.draw()
        if self.frame_hook:
            self.frame_hook(self)

    def run(self) -> int:
        clock = pygame.time.Clock()
        last = time.perf_counter()
        while self.running and self.stack:
            now = time.perf_counter()
            dt, last = now - last, now
            self.frame(dt, pygame.event.get())
            self.present()
            clock.tick(self.max_fps)
        self.shutdown()
        return self.exit_code

    def shutdown(self) -> None:
        for scene in self.stack:
            close = getattr(scene, "close", None)
            if close:
                close()
        if self.autosaver is not None:
            self.autosaver.flush()
        pygame.quit()


def run_client(fullscreen: bool = False, lang: str | None = None) -> int:
    from game.client.scenes.title import TitleScene

    app = App(fullscreen=fullscreen or None, lang=lang)
    app.push(TitleScene(app))
    pygame.display.set_caption(tr("app.title"))
    return app.run()
