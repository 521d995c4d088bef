"""Read from a sofa: at 1080p, every text the table draws during play is at least 24 px (the usual
10-foot guideline) in the TV layout, and the symbols on the board at least 14 px.

Checked twice: the theme's size table itself, and every text and symbol actually drawn while tables
of each family are shown in their busiest states (a payment to choose, tickets to keep, the ticket
overview, the game log, six seats of Trans Europa with both variants).
"""

from __future__ import annotations

import pytest

from game.client import cards, pieces, theme
from game.client.headless import make_match, play, play_at_table
from game.client.scenes.table import TableScene

MIN_SYMBOL = 14


def test_every_text_size_of_the_tv_layout_is_at_least_24_px():
    assert all(tv >= theme.MIN_PLAY_TEXT for tv, _desk in theme.TEXT_SIZES.values()), theme.TEXT_SIZES
    assert theme.MIN_PLAY_TEXT >= 24
    assert pieces.BOARD_SYMBOL >= MIN_SYMBOL and pieces.TOKEN_SYMBOL >= MIN_SYMBOL


def test_the_desk_layout_is_denser_and_can_be_chosen(app):
    assert any(desk < tv for tv, desk in theme.TEXT_SIZES.values())
    app.settings.text_size = "desk"
    app.save_settings()
    try:
        assert theme.size("city") == theme.TEXT_SIZES["city"][1]
    finally:
        app.settings.text_size = "tv"
        app.save_settings()
    assert theme.size("city") == theme.TEXT_SIZES["city"][0]


class Recorder:
    """Wraps theme.text and theme.symbol, keeping the size of everything drawn."""

    def __init__(self, monkeypatch):
        self.texts: list[tuple[int, str]] = []
        self.symbols: list[tuple[float, str]] = []
        real_text, real_symbol = theme.text, theme.symbol

        def text(value, size, *args, **kwargs):
            if value.strip():
                self.texts.append((size, value))
            return real_text(value, size, *args, **kwargs)

        def symbol(dest, kind, center, size, *args, **kwargs):
            if kind:
                self.symbols.append((size, kind))
            return real_symbol(dest, kind, center, size, *args, **kwargs)

        monkeypatch.setattr(theme, "text", text)
        monkeypatch.setattr(theme, "symbol", symbol)
        monkeypatch.setattr(theme, "_text", {})
        # Card faces are drawn once and kept: start from an empty store, so the faces this test
        # shows are drawn (and measured) here whatever ran before.
        monkeypatch.setattr(cards, "_cache", {})

    def too_small(self):
        return sorted({(s, v) for s, v in self.texts if s < theme.MIN_PLAY_TEXT})[:10]

    def small_symbols(self):
        return sorted({(s, k) for s, k in self.symbols if s < MIN_SYMBOL})[:10]


def show(app, table, frames: int = 3) -> None:
    for _ in range(frames):
        app.update(0.05)
        app.draw()


def europe_table(app, seed, after, through=6, players=5):
    match = make_match("europe", (), players, seed=seed, humans=1, registry=app.registry)
    play(match, after - through, seed)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    play_at_table(app, table, through, seed)
    if table.viewer is None:
        table.set_viewer(0)
    return table


def open_route_payment(app, seeds=range(1, 12)):
    """A Europe table where the player has a route to pay for in several ways, its panel open."""
    from game.commands.screenshot import open_first_choice

    for seed in seeds:
        for after in (60, 80, 100, 120):
            table = europe_table(app, seed, after)
            try:
                open_first_choice(table, "route")
                return table
            except ValueError:
                app.stack.remove(table)
                table.close()
    raise AssertionError("no route with several payments in the seeds tried")


def test_route_table_text_read_during_play_is_24_px_or_more(app, monkeypatch):
    from game.client.scenes.gamelog import GameLogScene
    from game.client.scenes.tickets import TicketOverview

    drawn = Recorder(monkeypatch)
    table = europe_table(app, 2, 0, through=0)  # tickets to keep, the first choice of the game
    show(app, table)
    table = open_route_payment(app)
    show(app, table)
    table.cancel_choices()
    app.push(TicketOverview(app, table.hud.my_tickets))
    show(app, table)
    app.pop()
    app.push(GameLogScene(app, table))
    show(app, table)
    assert drawn.texts
    assert drawn.too_small() == []
    assert drawn.small_symbols() == []


@pytest.mark.parametrize("ruleset, variants, players", [
    ("transeuropa", ("transeuropa-visible-objectives", "transeuropa-locomotive-blocking"), 6),
    ("europe-express", (), 4),
])
def test_other_tables_text_read_during_play_is_24_px_or_more(app, monkeypatch, ruleset, variants, players):
    from game.client.scenes.gamelog import GameLogScene
    from game.plugins import default_registry

    if default_registry().get(ruleset) is None:
        pytest.skip(f"{ruleset} is not installed")
    drawn = Recorder(monkeypatch)
    match = make_match(ruleset, variants, players, seed=3, humans=1, registry=app.registry)
    play(match, 30, 3)
    table = TableScene(app, match)
    table.autoplay = False
    app.push(table)
    play_at_table(app, table, 2 * players, 3)
    show(app, table)
    app.push(GameLogScene(app, table))
    show(app, table)
    assert drawn.texts
    assert drawn.too_small() == []
    assert drawn.small_symbols() == []
