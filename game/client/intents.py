"""Mouse, touch, keyboard and gamepad events become named intents, in one place.

Scenes only see intents: ``point``/``press``/``click``/``scroll`` carry a position on the logical
1920x1080 surface; ``up``/``down``/``left``/``right``/``next``/``prev`` move the focus;
``confirm``, ``back``, ``menu``, ``skip`` and ``fullscreen`` are buttons. Touch events arrive in
normalised window coordinates and are mapped through the letterbox here, and the mouse events SDL
synthesises from touches are ignored so a tap counts once.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.client.pg import pygame
from game.client.theme import H, W


@dataclass(frozen=True)
class Intent:
    kind: str
    pos: tuple[int, int] | None = None
    amount: int = 0
    text: str = ""


def letterbox_map(norm_x: float, norm_y: float, window: tuple[int, int],
                  logical: tuple[int, int] = (W, H)) -> tuple[int, int]:
    """A point given as a fraction of the window -> the logical surface, through the letterbox."""
    ww, wh = window
    lw, lh = logical
    scale = min(ww / lw, wh / lh) or 1.0
    ox = (ww - lw * scale) / 2
    oy = (wh - lh * scale) / 2
    return int((norm_x * ww - ox) / scale), int((norm_y * wh - oy) / scale)


KEYS = {
    pygame.K_UP: "up", pygame.K_DOWN: "down", pygame.K_LEFT: "left", pygame.K_RIGHT: "right",
    pygame.K_RETURN: "confirm", pygame.K_KP_ENTER: "confirm",
    pygame.K_ESCAPE: "menu", pygame.K_BACKSPACE: "back", pygame.K_SPACE: "skip",
    pygame.K_F11: "fullscreen", pygame.K_PAGEUP: "scroll_up", pygame.K_PAGEDOWN: "scroll_down",
}

# SDL game-controller (Xbox layout) buttons; plain joysticks use the same numbers for A/B/X/Y.
PAD_BUTTONS = {0: "confirm", 1: "back", 2: "skip", 3: "skip", 6: "menu", 7: "menu", 9: "menu"}
PAD_DIRS = {(0, 1): "up", (0, -1): "down", (-1, 0): "left", (1, 0): "right"}
AXIS_THRESHOLD = 0.6


class InputMapper:
    def __init__(self, window_size=lambda: (W, H)):
        self.window_size = window_size
        self.text_mode = False  # a text field has focus: printable keys become "text" intents
        self._axis_held: dict[tuple[int, int], int] = {}
        self._pads: dict[int, object] = {}

    def translate(self, event) -> list[Intent]:
        t = event.type
        if t == pygame.MOUSEMOTION:
            if getattr(event, "touch", False):
                return []
            return [Intent("point", tuple(event.pos))]
        if t == pygame.MOUSEBUTTONDOWN:
            if getattr(event, "touch", False) or event.button != 1:
                return []
            return [Intent("point", tuple(event.pos)), Intent("press", tuple(event.pos))]
        if t == pygame.MOUSEBUTTONUP:
            if getattr(event, "touch", False) or event.button != 1:
                return []
            return [Intent("click", tuple(event.pos))]
        if t == pygame.MOUSEWHEEL:
            if getattr(event, "touch", False):
                return []
            return [Intent("scroll", None, int(event.y))]
        if t in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            pos = letterbox_map(event.x, event.y, self.window_size())
            if t == pygame.FINGERDOWN:
                return [Intent("point", pos), Intent("press", pos)]
            if t == pygame.FINGERUP:
                return [Intent("click", pos)]
            return [Intent("point", pos)]
        if t == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                return [Intent("prev" if event.mod & pygame.KMOD_SHIFT else "next")]
            if self.text_mode and event.key == pygame.K_BACKSPACE:
                return [Intent("erase")]
            if self.text_mode and event.key == pygame.K_SPACE:
                return []  # arrives as TEXTINPUT
            name = KEYS.get(event.key)
            return [Intent(name)] if name else []
        if t == pygame.TEXTINPUT:
            return [Intent("text", text=event.text)] if self.text_mode else []
        if t in (pygame.JOYDEVICEADDED,):
            try:
                pad = pygame.joystick.Joystick(event.device_index)
                self._pads[pad.get_instance_id()] = pad
            except pygame.error:
                pass
            return []
        if t == pygame.JOYBUTTONDOWN:
            name = PAD_BUTTONS.get(event.button)
            return [Intent(name)] if name else []
        if t == pygame.JOYHATMOTION:
            name = PAD_DIRS.get(tuple(event.value))
            return [Intent(name)] if name else []
        if t == pygame.JOYAXISMOTION and event.axis in (0, 1):
            key = (event.instance_id, event.axis)
            held = self._axis_held.get(key, 0)
            direction = 1 if event.value > AXIS_THRESHOLD else -1 if event.value < -AXIS_THRESHOLD else 0
            self._axis_held[key] = direction
            if direction == 0 or direction == held:
                return []  # only the push past the threshold moves, not holding it
            if event.axis == 0:
                return [Intent("right" if direction > 0 else "left")]
            return [Intent("down" if direction > 0 else "up")]
        return []
