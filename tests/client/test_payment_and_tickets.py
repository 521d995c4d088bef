"""Paying for a route and following one's tickets, from the sofa: the payment panel leaves the route
in view and shows each way to pay as labelled stacks of cards; a ticket pointed at is shown on the
map, and the overview lists every ticket with its state."""

from __future__ import annotations

from collections import Counter

import pytest

from game.client.scenes.table import TableScene  # noqa: F401 - the table's modules, loaded once

from .conftest import installed
from .test_text_sizes import Recorder, europe_table, open_route_payment, show

pytestmark = pytest.mark.skipif(not installed("europe"), reason="the Europe ruleset is not installed")


def test_the_payment_panel_leaves_the_route_in_view_and_labels_each_stack(app, monkeypatch):
    drawn = Recorder(monkeypatch)
    table = open_route_payment(app)
    show(app, table)
    hud, key = table.hud, table.open_key
    panel = hud.payment.rect
    geom = hud.board.routes[key[1]]
    for center, _angle, _length in geom.slots:
        assert not panel.collidepoint(center), "the panel hides the route it pays for"
    board = hud.board.rect
    assert panel.w * panel.h < 0.45 * board.w * board.h  # no longer half the map
    texts = {value for _size, value in drawn.texts}
    options = [t for t in table.nav.targets if t.key[0] == "choice"]
    assert len(options) > 1
    from game.client.payment_panel import MIN_W

    right = max(t.rect.right for t in options)
    assert panel.w <= max(MIN_W, right - panel.x + 30)  # as wide as its tiles, not wider
    options = [t.data for t in options]
    for action in options:
        for card, n in Counter(action.choice).items():
            assert f"× {n}" in texts
            assert table.recap.card_name(card) in texts, f"the name of {card} is cut in its tile"


def test_a_ticket_pointed_at_rings_its_two_cities_on_the_map(app, monkeypatch):
    table = europe_table(app, 3, 100)
    table.cancel_choices()
    show(app, table)
    tiles = [t for t in table.nav.targets if t.key[0] == "ticket-tile"]
    assert tiles
    ticket = next(t for t in table.hud.my_tickets.tickets() if t["id"] == tiles[0].key[1])
    ringed = []
    real = table.hud.board.ring_city

    def ring(surface, cid, *args, **kwargs):
        ringed.append(cid)
        return real(surface, cid, *args, **kwargs)

    monkeypatch.setattr(table.hud.board, "ring_city", ring)
    table.nav.focus = tiles[0].key
    show(app, table, 1)
    assert {ticket["a"], ticket["b"]} <= set(ringed)
    ringed.clear()
    table.nav.focus = None
    show(app, table, 1)
    assert not {ticket["a"], ticket["b"]} & set(ringed)  # nothing pointed at, nothing shown


def test_the_ticket_overview_lists_every_ticket_with_its_state(app):
    """No paging at 6: with more tickets than the tiles beside the hand, the overview still lists
    each one, with the words of its state."""
    from game.client.my_tickets import state_text
    from game.client.scenes.tickets import VISIBLE, TicketOverview

    table = europe_table(app, 3, 100)
    mine = table.hud.my_tickets
    tickets = mine.tickets()
    assert len(tickets) >= 1
    overview = TicketOverview(app, mine)
    app.push(overview)
    show(app, table, 1)
    rows = [b.key[1] for b in overview.buttons if isinstance(b.key, tuple) and b.key[0] == "row"]
    assert VISIBLE > 6
    if len(tickets) <= VISIBLE:
        assert sorted(rows) == sorted(t["id"] for t in tickets)
    else:  # the rest is a scroll away
        assert len(rows) == VISIBLE
    for button in overview.buttons:  # each row shows its ticket (pale paper), not a bare button
        if isinstance(button.key, tuple) and button.key[0] == "row":
            r = button.rect
            paper = sum(1 for x in range(r.x + 4, r.x + 440, 6) for y in range(r.y + 4, r.bottom - 4, 4)
                        if min(app.screen.get_at((x, y))[:3]) > 150)
            assert paper > 20, button.key
    states = mine.states()
    for ticket in tickets:
        words, _color = state_text(states.get(ticket["id"]))
        assert words, ticket["id"]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_tickets_heading_beside_the_hand_reads_whole(app, monkeypatch, lang):
    """Märklin's hand holds eleven kinds of cards: the heading of the tickets beside it takes a
    shorter form ("DESTINATIONS (n)", "DESTINATIONS") rather than "MES DESTINA…"."""
    from game.client.headless import make_match, play
    from game.client.my_tickets import MyTickets
    from game.i18n import set_language, tr

    if not installed("marklin"):
        pytest.skip("marklin is not installed")
    set_language(lang)
    try:
        forms = {tr(key, n=n) for key in ("table.my_tickets", "play.tickets.heading_short",
                                         "play.tickets.heading_bare") for n in range(12)}
        assert MyTickets.heading(3, 2000).get_width() > MyTickets.heading(3, 200).get_width()
        drawn = Recorder(monkeypatch)
        match = make_match("marklin", (), 4, seed=2, humans=1, registry=app.registry)
        play(match, 40, 2)
        table = TableScene(app, match)
        table.autoplay = False
        app.push(table)
        show(app, table)
        assert table.view.get("my_tickets"), "the player holds tickets"
        headings = {value for _size, value in drawn.texts if value in forms}
        assert headings, "the heading is cut: " + repr(sorted(v for _s, v in drawn.texts if v.endswith("…")))
    finally:
        set_language("en")
