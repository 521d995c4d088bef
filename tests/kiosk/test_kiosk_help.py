"""How to play in the café: on the kiosk's title screen, by touch; the guided first game only when
the café offers Ticket to Ride Europe."""

from __future__ import annotations

import pytest

from game.client.pg import pygame
from game.client.scenes.help import HelpScene
from game.kiosk.scenes.title import KioskTitleScene
from game.plugins import default_registry


def tap(app, pos) -> None:
    x, y = pos[0] / 1920, pos[1] / 1080
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        app.dispatch(pygame.event.Event(kind, x=x, y=y, dx=0, dy=0, finger_id=0, touch_id=0, pressure=1))


@pytest.mark.skipif(default_registry().get("europe") is None or default_registry().get("transeuropa") is None,
                    reason="needs Europe and Trans Europa")
@pytest.mark.parametrize("allowed, guide", [((), True), (("transeuropa",), False)])
def test_the_kiosk_title_opens_how_to_play_and_offers_the_guide_only_with_europe(make_kiosk, kiosk_config,
                                                                                allowed, guide):
    from game.kiosk.config import replace

    app = make_kiosk(replace(kiosk_config, "games.rulesets", list(allowed)))
    app.kiosk.start()
    title = app.scene
    assert isinstance(title, KioskTitleScene)
    language_row = min(b.rect.top for b in title.buttons if str(b.key).startswith("lang:"))
    assert all(b.rect.bottom < language_row for b in title.buttons if not str(b.key).startswith(("lang:", "vol")))
    tap(app, title.nav.get("help").rect.center)
    scene = app.scene
    assert isinstance(scene, HelpScene)
    scene.game_index = [r.id for r in scene.games].index("europe")
    scene.rebuild()
    assert (scene.nav.get("guide") is not None) is guide
