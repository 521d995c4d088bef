"""Drive the client headless like a player: synthetic mouse clicks and key presses only."""

from __future__ import annotations

import random

from game.client.pg import pygame

STEP = 1 / 60


def click(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))


def key(app, k, mod=0) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def frames(app, n: int = 1, dt: float = STEP) -> None:
    for _ in range(n):
        app.update(dt)
        app.draw()


def target_point(target):
    """A point that hits the target: its centre, or for lines the middle of the line."""
    if target.data is not None and isinstance(target.data, tuple) and len(target.data) == 2:
        (ax, ay), (bx, by) = target.data
        return (ax + bx) / 2, (ay + by) / 2
    geom = target.data
    if geom is not None and hasattr(geom, "mid"):
        return geom.mid
    return target.rect.center


def play_human_turn(app, table, rng: random.Random, use_keys: bool = False) -> bool:
    """Make one choice at the table as a player would; False when nothing can be chosen."""
    # Only what makes a move: a group of legal actions or a choice of the open panel (not the menu,
    # the log, or the panels' own targets such as ticket tiles).
    targets = [t for t in table.nav.targets if t.enabled and
               (t.key in table.groups or t.key[0] in ("toggle", "confirm", "choice", "button"))]
    if not targets:
        return False
    toggles = [t for t in targets if t.key[0] == "toggle"]
    confirm = [t for t in targets if t.key[0] == "confirm"]
    if toggles or confirm:
        # Ticket choice: toggle tickets until the keep button is enabled, then press it.
        for t in toggles:
            if t.key[1] not in table.selection:
                click(app, t.rect.center)
                break
        confirm = [t for t in table.nav.targets if t.key[0] == "confirm" and t.enabled]
        if confirm:
            click(app, confirm[0].rect.center)
        return True
    target = rng.choice(targets)
    if use_keys:
        table.nav.focus = target.key
        key(app, pygame.K_RETURN)
    else:
        click(app, target_point(target))
    return True
