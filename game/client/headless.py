"""Running the client without a screen: screenshots, tests and the benchmark share this."""

from __future__ import annotations

import os


def prepare_environment() -> None:
    """Dummy video and audio drivers; must run before pygame is imported."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def make_app(lang: str | None = "en", registry=None, colorblind: bool = False, audio: bool = True):
    prepare_environment()
    from game.client.app import App
    from game.client.settings import Settings

    settings = Settings(lang=lang or "", colorblind=colorblind)
    return App(settings=settings, lang=lang, registry=registry, persist=False, audio=audio)


def make_match(ruleset: str, variants=(), players: int = 3, seed: int = 1, humans: int = 1, registry=None,
               level: str = "random", options=None):
    from game.client import theme
    from game.engine.match import Match, Seat

    names = ("Alice", "Bruno", "Chloé", "Dmitri", "Eva", "Farid")
    seats = []
    for i in range(players):
        human = i < humans
        seats.append(Seat(names[i], "human" if human else "bot", "" if human else level, theme.SEAT_COLOR_ORDER[i]))
    return Match(ruleset, variants, seats, options=options, seed=seed, registry=registry)


def play(match, count: int | None, seed: int = 0, until_round_end: bool = False, level: str = "random") -> int:
    """Play ``count`` actions (None: to the end) with bots of ``level`` on every seat."""
    from game.bots import make_bot

    bots = {}
    played = 0
    rounds = len(match.view(None).get("rounds", ()) or ())
    while not match.is_over and (count is None or played < count):
        seat = match.active_seats[0]
        if seat not in bots:
            bots[seat] = make_bot(level, match, seat, seed * 101 + seat)
        bot = bots[seat]
        view = match.view(seat) if getattr(bot, "needs_view", True) else None
        match.apply(bot.choose(view, match.legal_actions(seat)))
        played += 1
        if until_round_end and len(match.view(None).get("rounds", ()) or ()) > rounds:
            break
    return played


def play_at_table(app, table, count: int, seed: int = 0, level: str = "random") -> int:
    """Play ``count`` more actions through ``table`` (every seat by a bot of ``level``), as the
    window would show them: the events animate (skipped at once) and the turn recaps and the game
    log fill in. Screenshots use it so the table shows what the last turns did."""
    from game.bots import make_bot

    bots = {}
    played = 0
    match = table.match
    while not match.is_over and played < count:
        seat = match.active_seats[0]
        if seat not in bots:
            bots[seat] = make_bot(level, match, seat, seed * 131 + seat)
        bot = bots[seat]
        view = match.view(seat) if getattr(bot, "needs_view", True) else None
        action = bot.choose(view, match.legal_actions(seat))
        events = table.session.apply(action)
        table.show(action, events)
        table.animator.skip()
        table.recap.update(0.0, False, table.match.active_seats)
        played += 1
    table.refresh()
    return played
