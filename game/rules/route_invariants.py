"""Promises every route game's state keeps after every action (checked by ``railcade simulate``):
cards are never created or lost (per kind), trains on the board plus in reserve make the starting
number, route points recount, nobody holds two tracks of one connection, closed tracks stay closed,
a ticket is in one place only."""

from __future__ import annotations

from itertools import compress, repeat
from operator import add, eq
from typing import Callable, Iterable

from game.rules.cards import EMPTY
from game.rules.route_state import NOBODY, RouteState


def card_problems(state: RouteState, aside: Iterable[int] = ()) -> list[str]:
    """Every card is in the deck, the discard pile, the face-up row, a hand or ``aside`` (cards a
    ruleset holds apart for a moment, such as a tunnel's revealed cards)."""
    t = state.tables
    out = []
    market = state.market
    deck, faceup = market.deck, market.faceup
    # Runs after every action of every simulated game: each kind is counted in C (list.count over
    # the deck and the row, sums over the hands).
    counts = [held + thrown + deck.count(card) + faceup.count(card)
              for card, (held, thrown) in enumerate(zip(map(sum, zip(*state.hands)), market.discard))]
    for card in aside:
        counts[card] += 1
    expected = _card_counts(t)
    if counts != expected:
        total = sum(expected)
        if sum(counts) != total:
            out.append(f"train cards: {sum(counts)} in play, expected {total}")
        for card in range(len(t.card_ids)):
            if counts[card] != expected[card]:
                out.append(f"{t.card_ids[card]} cards: {counts[card]}, expected {expected[card]}")
    if min(map(min, state.hands)) < 0:
        for seat in range(state.players):
            if min(state.hands[seat]) < 0:
                out.append(f"seat {seat} holds a negative number of cards: {state.hands[seat]}")
    return out


def _card_counts(tables) -> list[int]:
    """The deck's cards per kind, as a list (kept on the board's memo)."""
    found = tables.memo.get("card-counts")
    if found is None:
        found = tables.memo["card-counts"] = list(tables.card_counts)
    return found


def board_problems(state: RouteState) -> list[str]:
    """Trains and route points recount from the routes owned; no seat holds two tracks of one
    connection, and with too few players for double routes only one track of each is taken.

    The answer depends only on the owners, the trains and route points per seat and the rules:
    the last answer is kept with exactly those (most actions draw cards and change none of them),
    so the recount runs when one of them changed and its answer is the same as recounting."""
    rules = state.rules
    key = (rules, state.players, tuple(state.route_owner), tuple(state.trains), tuple(state.route_points))
    return kept_answer(state.tables, "board-problems", key, lambda: _recount_board(state))


def kept_answer(tables, name: str, key: tuple, count: Callable[[], list[str]]) -> list[str]:
    """The problems a check finds, when they depend on ``key`` alone: the last answer is kept on
    the board's memo under ``name`` with its key, and ``count`` runs only when the key differs."""
    last = tables.memo.get(name)
    if last is not None and last[0] == key:
        return list(last[1])
    out = count()
    tables.memo[name] = (key, tuple(out))
    return out


def _recount_board(state: RouteState) -> list[str]:
    t, rules = state.tables, state.rules
    out = []
    closing = state.players < rules.double_routes_min_players
    owners = state.route_owner
    # Runs after every action of every simulated game: each seat's trains on the board and route
    # points are recounted in C (the seat's routes picked out by compress), and only the tracks
    # of double or triple connections are walked in Python.
    lengths, values = t.route_length, t.route_points
    for seat in range(state.players):
        mine = list(map(eq, owners, repeat(seat)))
        placed, points = sum(compress(lengths, mine)), sum(compress(values, mine))
        if placed + state.trains[seat] != rules.trains:
            out.append(f"seat {seat}: {state.trains[seat]} trains + {placed} placed != {rules.trains}")
        if points != state.route_points[seat]:
            out.append(f"seat {seat}: route points {state.route_points[seat]} but recount gives {points}")
    for r in _tracks_with_siblings(t):
        o = owners[r]
        if o == NOBODY:
            continue
        for other in t.route_siblings[r]:
            other_owner = owners[other]
            if other_owner == o:
                out.append(f"seat {o} owns two tracks of {t.route_label(r)}")
            elif other_owner != NOBODY and closing and r < other:
                out.append(f"two tracks of {t.route_label(r)} taken with {state.players} players")
    return out


def _tracks_with_siblings(tables) -> tuple[int, ...]:
    """The routes that are one track of a double or triple connection (kept on the board's memo)."""
    found = tables.memo.get("tracks-with-siblings")
    if found is None:
        found = tables.memo["tracks-with-siblings"] = tuple(
            r for r, siblings in enumerate(tables.route_siblings) if siblings)
    return found


def ticket_problems(state: RouteState, piles: Iterable[Iterable[int]]) -> list[str]:
    groups = [*state.tickets, *state.offered, *map(tuple, piles)]
    # Counted in C: as many tickets as distinct ones.
    if sum(map(len, groups)) != len(set().union(*groups)):
        return ["a destination ticket is in two places"]
    return []
