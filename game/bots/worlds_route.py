"""Determinizing a route-game view: a Match whose public part equals the view and whose hidden
part (other hands, other tickets, deck and ticket pile order) is drawn at random from what is unseen.

This is the one module that knows the Europe state's fields (rulesets/europe/railcade_europe/
state.py); the rollouts of the hard bot run the real rules on the match it returns. Another route
ruleset with a state of its own registers its sampler with :func:`register_sampler` (Europe
Express does, from its plugin module).
"""

from __future__ import annotations

import random
from typing import Any, Callable

from game.rules.cards import EMPTY
from game.rules.endgame import NOT_STARTED
from game.rules.routes_graph import new_forest, union

NOBODY = -1

# ruleset id -> sampler(base match, view, seat, rng) -> Match, for states other than Europe's.
SAMPLERS: dict[str, Callable[[Any, dict[str, Any], int, random.Random], Any]] = {}


def register_sampler(ruleset: str, sampler: Callable[[Any, dict[str, Any], int, random.Random], Any]) -> None:
    SAMPLERS[ruleset] = sampler


def unseen_cards(tables: Any, view: dict[str, Any]) -> list[int]:
    """Every card not in the viewer's hand, the face-up row or the discard pile."""
    counts = list(tables.card_counts)
    index = tables.card_index
    for card, n in view.get("hand", {}).items():
        counts[index[card]] -= n
    for card in view["faceup"]:
        if card is not None:
            counts[index[card]] -= 1
    for card, n in view["discard_counts"].items():
        counts[index[card]] -= n
    pending = view.get("pending_tunnel")
    if pending:  # paid and revealed cards sit aside during a tunnel
        for card in list(pending["revealed"]):
            counts[index[card]] -= 1
    return [card for card, n in enumerate(counts) for _ in range(max(0, n))]


def deal_hidden_cards(state: Any, view: dict[str, Any], seat: int, rng: random.Random) -> None:
    """Own hand and the public piles as seen; the cards the viewer has not seen dealt at random to
    the other hands (their sizes are public) and the deck."""
    t = state.tables
    seats = view["seats"]
    pool = unseen_cards(t, view)
    rng.shuffle(pool)
    hands = []
    for s in range(state.players):
        hand = [0] * len(t.card_ids)
        if s == seat:
            for card, n in view["hand"].items():
                hand[t.card_index[card]] = n
        else:
            for _ in range(min(seats[s]["hand_size"], len(pool))):
                hand[pool.pop()] += 1
        hands.append(hand)
    state.hands = hands
    state.market.deck = pool[: view["deck"]]
    state.market.discard = [view["discard_counts"].get(c, 0) for c in t.card_ids]
    state.market.faceup = [EMPTY if c is None else t.card_index[c] for c in view["faceup"]]


def restore_board(state: Any, view: dict[str, Any], rng: random.Random) -> None:
    """The public part every route state shares, set as the view shows it: the routes' owners
    (and each seat's network), trains and route points; and a fresh random generator."""
    t = state.tables
    state.rng = random.Random(rng.getrandbits(64))
    state.route_owner = [NOBODY if r["owner"] is None else int(r["owner"]) for r in view["routes"]]
    state.forests = [new_forest(len(t.city_ids)) for _ in range(state.players)]
    for route, owner in enumerate(state.route_owner):
        a, b = t.route_a[route], t.route_b[route]
        # A country is a dead end: it never joins two of a seat's routes.
        if owner != NOBODY and not (t.city_dead_end[a] or t.city_dead_end[b]):
            union(state.forests[owner], a, b)
    state.trains = [s["trains"] for s in view["seats"]]
    state.route_points = [s["route_points"] for s in view["seats"]]


def determinize(base: Any, view: dict[str, Any], seat: int, rng: random.Random) -> Any:
    """A clone of ``base`` (a fresh Match of the same recipe) set to the view, hidden parts sampled."""
    sampler = SAMPLERS.get(view.get("ruleset", ""))
    if sampler is not None:
        return sampler(base, view, seat, rng)
    match = base.clone()
    state = match.state
    t = state.tables
    players = state.players
    restore_board(state, view, rng)
    state.station_owner = [NOBODY] * len(t.city_ids)
    mask = 0
    for city, owner in view["stations"].items():
        c = t.city_index[city]
        state.station_owner[c] = int(owner)
        mask |= 1 << c
    state.station_mask = mask
    seats = view["seats"]
    state.stations_built = [s["stations_built"] for s in seats]
    deal_hidden_cards(state, view, seat, rng)
    # Tickets: own as seen; the others' and the pile drawn from the ones the viewer has not seen.
    mine = [t.ticket_index[x["id"]] for x in view.get("my_tickets", [])]
    offered = [t.ticket_index[x["id"]] for x in view.get("offered_tickets", [])]
    seen = set(mine) | set(offered)
    regular = [k for k in range(len(t.ticket_ids)) if k not in seen and not t.ticket_long[k]]
    rng.shuffle(regular)
    tickets = []
    for s in range(players):
        if s == seat:
            tickets.append(mine)
        else:
            tickets.append([regular.pop() for _ in range(min(seats[s]["tickets"], len(regular)))])
    state.tickets = tickets
    state.offered = [offered if s == seat else [] for s in range(players)]
    if view["phase"] == "setup":
        # The others choose their first tickets at the same time: deal them an offer as the
        # rules do (one long ticket, the rest regular), from the tickets the viewer has not seen.
        longs = [k for k in range(len(t.ticket_ids)) if k not in seen and t.ticket_long[k]]
        rng.shuffle(longs)
        for s in range(players):
            if s != seat and seats[s]["choosing_tickets"]:
                state.offered[s] = sorted([longs.pop()] * (1 if longs else 0)
                                          + [regular.pop() for _ in range(3) if regular])
    state.ticket_pile = regular[: view["ticket_pile"]]
    state.phase = view["phase"]
    state.current = view["current"]
    state.first_card = t.card_index[view["first_card"]] if view.get("first_card") else -1
    state.turns_left = NOT_STARTED if view.get("turns_left") is None else view["turns_left"]
    state.passes = 0
    state.turn = view["turn"]
    state.tunnel = None
    match._forget_legal()
    return match
