"""Open tickets: a house rule for Ticket to Ride: Europe (``europe``), everyone's kept tickets face up.

The rulebook says « Les cartes Destination conservées par chacun restent secrètes jusqu'à la fin
de la partie »; with children or newcomers the usual house rule is to lay them face up. The variant
only wraps decision points of the base ruleset:

* ``railcade_view``: every viewer also gets ``open_tickets``, each seat's kept tickets (the same
  dicts as that seat's own ``my_tickets``, with ``done``);
* ``railcade_apply_action``: the ``tickets_kept`` event is made public, so the log can say which;
* ``railcade_describe``: that log line names the tickets kept.

Tickets on offer stay private while their owner chooses. It reads the base state's documented
attributes (docs/view-route.md, "What variants rely on in the state") and imports nothing from the
base package. Made with ``railcade new variant europe-open-tickets --for europe`` (docs/plugins.md,
"Your first variant").
"""

from __future__ import annotations

from game import hookimpl
from game.engine.actions import Event
from game.rules.routes_graph import connected

PACKAGE = "railcade_europe_open_tickets"
PLUGIN_ID = "europe-open-tickets"


@hookimpl
def railcade_plugin_info():
    from game.plugins import info_from_package

    return info_from_package(PACKAGE)  # reads ruleset.toml and the manifests it lists


def open_tickets(state) -> list[list[dict]]:
    """Every seat's kept tickets, as the base view shows a seat its own (``my_tickets``)."""
    t = state.tables
    out = []
    for seat in range(state.players):
        forest = state.forests[seat]
        out.append([
            {"id": t.ticket_ids[k], "a": t.city_ids[t.ticket_a[k]], "b": t.city_ids[t.ticket_b[k]],
             "points": t.ticket_points[k], "long": t.ticket_long[k],
             "done": connected(forest, t.ticket_a[k], t.ticket_b[k])}
            for k in state.tickets[seat]
        ])
    return out


@hookimpl(wrapper=True)
def railcade_view(game, state, seat):
    view = yield
    view["open_tickets"] = open_tickets(state)
    return view


@hookimpl(wrapper=True)
def railcade_apply_action(game, state, action):
    events = yield
    if action.kind != "keep_tickets" or not events:
        return events
    return [Event(e.kind, e.seat, e.data, secret=(), visible_to=(), reveals=e.reveals)
            if e.kind == "tickets_kept" else e for e in events]


_KEPT = ("{{seat:{seat}}} garde {tickets} (en rend {returned})", "{{seat:{seat}}} keeps {tickets} (returns {returned})")


@hookimpl(tryfirst=True)
def railcade_describe(game, item, lang):
    """The log line of a kept ticket names it: « Ada garde Paris – Wien (en rend 1) »."""
    if not isinstance(item, Event) or item.kind != "tickets_kept" or item.get("tickets") is None:
        return None
    cities = {c.id: (c.name_fr if lang == "fr" and c.name_fr else c.name) for c in game.data.board.cities}
    by_id = {t.ticket_id: t for t in game.data.tickets.tickets}
    names = []
    for ticket_id in item.get("tickets"):
        ticket = by_id.get(ticket_id)
        names.append(f"{cities.get(ticket.a, ticket.a)} – {cities.get(ticket.b, ticket.b)}" if ticket else ticket_id)
    words = _KEPT[0 if lang == "fr" else 1]
    return words.format(seat=item.seat, tickets=", ".join(names), returned=item.get("returned", 0))
