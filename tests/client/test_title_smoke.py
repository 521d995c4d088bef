"""The title's little train: its smoke puff never crosses the words above it (the tagline, in
every language), whatever the moment of its loop."""

from __future__ import annotations

import pytest

from game.client.pg import pygame


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_smoke_never_crosses_the_tagline(app, lang):
    from game.client.scenes.title import TitleScene
    from game.i18n import set_language

    set_language(lang)
    try:
        scene = TitleScene(app)
        text, rect = scene.tagline()
        ink = text.get_bounding_rect().move(rect.topleft).inflate(8, 8)
        surface = pygame.Surface(app.screen.get_size())
        crossings = 0
        # The whole loop of the train (≈ 10.8 s) in 20 ms steps: every puff size at every place.
        for step in range(560):
            scene.time = step * 0.02
            surface.fill((0, 0, 0))
            scene._draw_track(surface)
            crossings += pygame.mask.from_threshold(surface.subsurface(ink), (0, 0, 0), (1, 1, 1, 255)).count() < ink.w * ink.h
        assert crossings == 0
    finally:
        set_language("en")
