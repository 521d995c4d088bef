"""Promises every route game's state keeps after every action (checked by ``railcade simulate``):
cards are never created or lost (per kind), trains on the board plus in reserve make the starting
number, route points recount, nobody holds two tracks of one connection, closed tracks stay closed,
a ticket is in one place only."""

from __future__ import annotations

import copy
import marshal
from itertools import compress, repeat
from operator import add, eq, ne, sub
from typing import Callable, Iterable

from game.rules.cards import EMPTY
from game.rules.route_state import NOBODY, RouteState


def route_problems(state: RouteState, piles: list[list[int]], aside: Iterable[int] = (),
                   apart: tuple[int, int] | None = None, apart_only: bool = False,
                   total: int | None = None) -> list[str]:
    """:func:`card_problems`, :func:`board_problems` and :func:`ticket_problems` (``piles``,
    ``total``) in one call: the same problems, in the same order. After most actions the board
    and the tickets are as they were at the last clean check: their quick answers are read here
    (the same tests their functions start with), and a part's function is called only when its
    quick answer does not do."""
    memo = state.tables.memo
    # card_problems' and _board_clean's quick answers, inline (a frame each, after every action).
    aside = tuple(aside)
    last = memo.get("cards-clean")
    if last is not None and _moved_cards_balance(state, last, aside, apart):
        out = [_outside(state, apart[0])] if apart_only and (
            apart[0] in state.market.faceup or state.market.discard[apart[0]]) else []
    else:
        out = _count_cards(state, aside, apart, apart_only)
    clean = memo.get("board-clean")
    if not (clean is not None and clean[2] == state.route_owner and clean[3] == state.trains
            and clean[4] == state.route_points and clean[0] is state.rules and clean[1] == state.players):
        out += _board_changed(state)
    key = (state.tickets, state.offered, piles, total)
    last = memo.get("ticket-problems")
    if last is not None and last[0] == key:
        if last[1]:
            out += last[1]
    else:  # ticket_problems, its key built already
        found = _tickets_twice(state, piles, total)
        memo["ticket-problems"] = (_ticket_key_copied(key), tuple(found))
        out += found
    return out


def card_problems(state: RouteState, aside: Iterable[int] = (), apart: tuple[int, int] | None = None,
                  apart_only: bool = False) -> list[str]:
    """Every card is in the deck, the discard pile, the face-up row, a hand, ``aside`` (cards a
    ruleset holds apart for a moment, such as a tunnel's revealed cards) or ``apart`` ((kind,
    count): cards of one kind kept in a pile of their own, such as Europe Express's Locomotives).
    ``apart_only``: no card of the apart kind is ever in the deck, the face-up row or the discard
    pile. A deck that balances is the start of the deck of a clean check, which had none: only
    the row and the discard pile are looked at then.

    Runs after every action of every simulated game, and an action moves a few cards: the places
    found right at the last check are kept (on the board's memo, by value), and the cards that
    left or entered each place since are added up per kind (:func:`_moved_cards_balance`). When
    they balance, the count gives what it gave then, nothing wrong; anything else (a deck
    reshuffled, a value that is no card, a negative hand, cards that do not balance) is counted
    afresh, and the problems reported are that count's."""
    aside = tuple(aside)
    last = state.tables.memo.get("cards-clean")
    if last is not None and _moved_cards_balance(state, last, aside, apart):
        if apart_only and (apart[0] in state.market.faceup or state.market.discard[apart[0]]):
            return [_outside(state, apart[0])]
        return []
    return _count_cards(state, aside, apart, apart_only)


def _outside(state: RouteState, kind: int) -> str:
    return f"a {state.tables.card_ids[kind]} card, kept apart, is in the deck, the face-up row or the discard pile"


def _moved_cards_balance(state: RouteState, last: list, aside: tuple[int, ...],
                         apart: tuple[int, int] | None) -> bool:
    """Whether the cards that moved since ``last`` (the places of a check that found every card:
    deck, discard pile, row, hands, aside, apart) add up to no change per kind, each hand that
    changed holding no negative count; ``last`` then becomes the current places. The deck is
    only drawn from its end between two reshuffles: the current deck must be the start of the
    last one, the cards past it drawn."""
    market, hands = state.market, state.hands
    last_deck, last_discard, last_faceup, last_hands, last_aside, last_apart = last
    size = len(last_discard)
    moved = None  # the cards per kind that entered the places less those that left, once any did
    if hands != last_hands:
        if len(hands) != len(last_hands):
            return False
        # A plain loop finds the hand or two that changed (cheaper than compress over map(ne)).
        for seat, hand in enumerate(hands):
            before = last_hands[seat]
            if hand != before:
                if len(hand) != size or min(hand) < 0:
                    return False
                change = map(sub, hand, before)
                moved = list(change) if moved is None else list(map(add, moved, change))
                last_hands[seat] = hand[:]
    discard = market.discard
    if discard != last_discard:
        if len(discard) != size:
            return False
        change = map(sub, discard, last_discard)
        moved = list(change) if moved is None else list(map(add, moved, change))
        last[1] = discard[:]
    deck = market.deck
    held = len(deck)
    if moved is None:
        if (held == len(last_deck) and deck == last_deck and market.faceup == last_faceup
                and aside == last_aside and apart == last_apart):
            return True  # no card moved (a ticket taken or kept)
        moved = [0] * size
    if held != len(last_deck):
        if held > len(last_deck):
            return False
        start = last_deck[:held]
        if start != deck:
            return False
        for card in last_deck[held:]:
            if not 0 <= card < size:
                return False
            moved[card] -= 1
        last[0] = start
    elif deck != last_deck:
        return False
    faceup = market.faceup
    if faceup != last_faceup:
        if len(faceup) != len(last_faceup):
            return False
        for old, new in zip(last_faceup, faceup):
            if old != new:
                if 0 <= old < size:
                    moved[old] -= 1
                elif old != EMPTY:
                    return False
                if 0 <= new < size:
                    moved[new] += 1
                elif new != EMPTY:
                    return False
        last[2] = faceup[:]
    if aside != last_aside:
        for card in last_aside:
            moved[card] -= 1
        for card in aside:
            if not 0 <= card < size:
                return False
            moved[card] += 1
        last[4] = aside
    if apart != last_apart:
        if last_apart is not None:
            moved[last_apart[0]] -= last_apart[1]
        if apart is not None:
            if not 0 <= apart[0] < size:
                return False
            moved[apart[0]] += apart[1]
        last[5] = apart
    return not any(moved)


def _count_cards(state: RouteState, aside: tuple[int, ...], apart: tuple[int, int] | None,
                 apart_only: bool = False) -> list[str]:
    """The count from scratch; the places are kept on the board's memo when it finds nothing wrong
    (see card_problems)."""
    t = state.tables
    t.memo.pop("cards-clean", None)
    out = []
    market = state.market
    deck, faceup = market.deck, market.faceup
    if apart_only and (apart[0] in deck or apart[0] in faceup or market.discard[apart[0]]):
        out.append(_outside(state, apart[0]))
    # Each kind is counted in C (the deck as bytes, whose count is a byte scan, the row by
    # list.count, sums over the hands), the sums made by map so no Python frame runs per kind.
    try:
        in_deck = bytes(deck).count
    except ValueError:  # a card index outside 0..255: not a card, counted as none of them below
        in_deck = deck.count
    kinds, expected = _card_counts(t)
    counts = list(map(add, map(add, map(sum, zip(market.discard, *state.hands)), map(in_deck, kinds)),
                      map(faceup.count, kinds)))
    for card in aside:
        counts[card] += 1
    if apart is not None:
        counts[apart[0]] += apart[1]
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
    if not out and len(market.discard) == len(expected):
        t.memo["cards-clean"] = [deck[:], market.discard[:], faceup[:], [h[:] for h in state.hands], aside, apart]
    return out


def _card_counts(tables) -> tuple[range, list[int]]:
    """The card kinds' indexes and the deck's cards per kind, as a list (kept on the board's memo)."""
    found = tables.memo.get("card-counts")
    if found is None:
        found = tables.memo["card-counts"] = (range(len(tables.card_ids)), list(tables.card_counts))
    return found


def _board_clean(state: RouteState) -> bool:
    """The board is as the last check found it with no problem (most actions change nothing on it)."""
    clean = state.tables.memo.get("board-clean")
    return (clean is not None and clean[2] == state.route_owner and clean[3] == state.trains
            and clean[4] == state.route_points and clean[0] is state.rules and clean[1] == state.players)


def board_problems(state: RouteState) -> list[str]:
    """Trains and route points recount from the routes owned; no seat holds two tracks of one
    connection, and with too few players for double routes only one track of each is taken.

    The recount is a function of the owners alone (and the rules and player count): the last one
    is kept on the board's memo with the owners it counted, and the next check updates it with
    the routes whose owner changed since (a claim or two between two checks), which gives the same
    totals as counting afresh; the double-route rule is checked at those routes, the others having
    passed at the last check. Anything found wrong is then recounted from scratch, so the problems
    reported are the full recount's."""
    if _board_clean(state):
        return []
    return _board_changed(state)


def _board_changed(state: RouteState) -> list[str]:
    """:func:`board_problems` once the board is found changed since the last clean check."""
    t, rules, players = state.tables, state.rules, state.players
    owners = state.route_owner
    last = t.memo.get("board-recount")
    if last is None or last[0] is not rules or last[1] != players:
        return _recount_board(state)
    before, placed, points = last[2], last[3], last[4]
    if before != owners:
        changed = list(compress(range(len(owners)), map(ne, before, owners)))
        if len(changed) > _UPDATE_AT_MOST:
            return _recount_board(state)
        placed, points = placed[:], points[:]
        if not _updated(state, before, changed, placed, points):
            return _recount_board(state)
        before = owners[:]  # one copy for both memos: neither is changed in place
        t.memo["board-recount"] = (rules, players, before, placed, points)
    trains, route_points = state.trains, state.route_points
    # Every seat's trains placed and in reserve make the starting number, its points recount
    # (two comparisons in C rather than a loop over the seats).
    if list(map(add, placed, trains)) != [rules.trains] * players or points != route_points:
        return _recount_board(state)
    t.memo["board-clean"] = (rules, players, before, trains[:], route_points[:])
    return []


_UPDATE_AT_MOST = 24  # routes changed since the last recount past which counting afresh is cheaper


def _updated(state: RouteState, before: list[int], changed: list[int], placed: list[int],
             points: list[int]) -> bool:
    """Move each changed route's trains and points from its former owner to its new one, in
    ``placed`` and ``points``; False when an owner is not a seat or a new owner breaks the
    double-route rule (left to the full recount to report)."""
    t, rules = state.tables, state.rules
    owners, players = state.route_owner, state.players
    lengths, values, siblings = t.route_length, t.route_points, t.route_siblings
    closing = players < rules.double_routes_min_players
    for r in changed:
        old, new = before[r], owners[r]
        if old != NOBODY:
            placed[old] -= lengths[r]
            points[old] -= values[r]
        if new != NOBODY:
            if not 0 <= new < players:
                return False
            placed[new] += lengths[r]
            points[new] += values[r]
            for other in siblings[r]:
                other_owner = owners[other]
                if other_owner == new or (closing and other_owner != NOBODY):
                    return False
    return True


def kept_answer(tables, name: str, key: tuple, count: Callable[[], list[str]],
                copied: Callable[[tuple], tuple] | None = None) -> list[str]:
    """The problems a check finds, when they depend on ``key`` alone: the last answer is kept on
    the board's memo under ``name`` with a copy of its key, and ``count`` runs only when the key
    differs from it. The key may hold the state's own lists (compared by value, copied only when
    the answer is kept: cheaper than building a tuple of them at every check). ``copied``: how
    to copy this key, for a caller that knows its shape (every list in it copied); by default
    any key of tuples, lists and plain values is copied through marshal."""
    last = tables.memo.get(name)
    if last is not None and last[0] == key:
        return list(last[1])
    out = count()
    tables.memo[name] = ((copied or _copied)(key), tuple(out))
    return out


def _copied(key):
    """A copy of a key made of tuples, lists and plain values (through marshal, in C), lists
    copied at every depth."""
    try:
        return marshal.loads(marshal.dumps(key))
    except ValueError:  # something marshal does not know
        return copy.deepcopy(key)


def lists_copied(lists: list) -> list:
    """A copy of a list of lists of plain values (hands of tickets, union-find forests)."""
    return [part[:] for part in lists]


def _recount_board(state: RouteState) -> list[str]:
    """The full recount; kept on the board's memo (see board_problems) when no seat holds two
    tracks it may not."""
    t, rules = state.tables, state.rules
    out = []
    closing = state.players < rules.double_routes_min_players
    owners = state.route_owner
    # Each seat's trains on the board and route points are recounted in C (the seat's routes
    # picked out by compress), and only the tracks of double or triple connections are walked in
    # Python.
    lengths, values = t.route_length, t.route_points
    placed_by, points_by = [], []
    for seat in range(state.players):
        mine = list(map(eq, owners, repeat(seat)))
        placed, points = sum(compress(lengths, mine)), sum(compress(values, mine))
        placed_by.append(placed)
        points_by.append(points)
        if placed + state.trains[seat] != rules.trains:
            out.append(f"seat {seat}: {state.trains[seat]} trains + {placed} placed != {rules.trains}")
        if points != state.route_points[seat]:
            out.append(f"seat {seat}: route points {state.route_points[seat]} but recount gives {points}")
    doubles = len(out)
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
    if len(out) == doubles and (not owners or (min(owners) >= NOBODY and max(owners) < state.players)):
        t.memo["board-recount"] = (rules, state.players, owners[:], placed_by, points_by)
    if not out:
        t.memo["board-clean"] = (rules, state.players, owners[:], state.trains[:], state.route_points[:])
    return out


def _tracks_with_siblings(tables) -> tuple[int, ...]:
    """The routes that are one track of a double or triple connection (kept on the board's memo)."""
    found = tables.memo.get("tracks-with-siblings")
    if found is None:
        found = tables.memo["tracks-with-siblings"] = tuple(
            r for r, siblings in enumerate(tables.route_siblings) if siblings)
    return found


def ticket_problems(state: RouteState, piles: Iterable[list[int]], total: int | None = None) -> list[str]:
    """No ticket in two places (hands, offers, ``piles``), and with ``total`` (a game whose
    tickets are all in those places) none lost. Tickets move a few times a game: the answer is
    kept with the lists it was found for (see kept_answer)."""
    piles = list(piles)
    return kept_answer(state.tables, "ticket-problems", (state.tickets, state.offered, piles, total),
                       lambda: _tickets_twice(state, piles, total), _ticket_key_copied)


def _ticket_key_copied(key: tuple) -> tuple:
    """A copy of ticket_problems' key (three lists of lists of tickets and the total), list by
    list: a ticket taken or kept changes it, and marshal's copy costs three times as much."""
    tickets, offered, piles, total = key
    return [part[:] for part in tickets], [part[:] for part in offered], [part[:] for part in piles], total


def _tickets_twice(state: RouteState, piles: list[list[int]], total: int | None) -> list[str]:
    # Counted in C: as many tickets as distinct ones.
    tickets, offered = state.tickets, state.offered
    held = sum(map(len, tickets)) + sum(map(len, offered)) + sum(map(len, piles))
    out = ["a destination ticket is in two places"] if held != len(set().union(*tickets, *offered, *piles)) else []
    if total is not None and held != total:
        out.append("a destination ticket was lost")
    return out
