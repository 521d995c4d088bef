"""Sound effects with volume and mute; silence when there is no sound device.

A café PC with audio off, a headless test or a broken driver must never stop the game, so every
mixer call is guarded and a failed initialisation simply turns the whole wrapper into a no-op.
"""

from __future__ import annotations

from importlib import resources

from game.client.pg import pygame

# Effect name -> file names to try in game/assets/sounds (the first that exists is used).
EFFECTS: dict[str, tuple[str, ...]] = {
    "draw": ("draw.wav", "card_draw.wav"),
    "flip": ("flip.wav", "card_flip.wav"),
    "claim": ("claim.wav",),
    "track": ("track.wav", "track_placed.wav"),
    "tunnel": ("tunnel.wav",),
    "merge": ("merge.wav", "network_merge.wav"),
    "tick": ("tick.wav", "score_tick.wav"),
    "round_end": ("round_end.wav",),
    "win": ("win.wav",),
    "click": ("click.wav", "button_click.wav"),
    "error": ("error.wav",),
}


class Audio:
    def __init__(self, volume: float = 0.7, enabled: bool = True):
        self.volume = volume
        self.sounds: dict[str, object] = {}
        self.available = False
        self.played: list[str] = []  # names asked for, kept for tests (bounded)
        if not enabled:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            pygame.mixer.set_num_channels(16)
            self.available = True
        except (pygame.error, OSError, NotImplementedError):
            self.available = False
            return
        self._load()

    def _load(self) -> None:
        try:
            folder = resources.files("game.assets.sounds")
        except (ModuleNotFoundError, FileNotFoundError):
            return
        for name, candidates in EFFECTS.items():
            for filename in candidates:
                item = folder.joinpath(filename)
                try:
                    if item.is_file():
                        with resources.as_file(item) as path:
                            self.sounds[name] = pygame.mixer.Sound(str(path))
                        break
                except (pygame.error, OSError):
                    continue

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-50]
        if not self.available or self.volume <= 0:
            return
        sound = self.sounds.get(name)
        if sound is None:
            return
        try:
            channel = sound.play()
            if channel is not None:
                channel.set_volume(self.volume)
        except pygame.error:
            pass
