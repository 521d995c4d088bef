"""Promises the state keeps after every action, checked by ``railcade simulate``: the shared
route-game checks (cards per kind, 45 trains, route recount, parallel tracks, tickets in one
place) plus merchandise conservation and the passengers."""

from __future__ import annotations

from collections import Counter
from operator import add, itemgetter

from game.rules.route_invariants import kept_answer, route_problems
from game.rules.route_state import NOBODY

from railcade_marklin.scoring import merchandise_recount
from railcade_marklin.state import MOVE, PLACE, MarklinState, token


def problems(state: MarklinState) -> list[str]:
    t, rules = state.tables, state.rules
    out = route_problems(state, [*state.ticket_piles, state.setup_returned])
    out += _token_problems(state)
    dead = t.city_dead_end
    # Passengers per seat: in the supply, on the board (counted in C), delivered, and the one on
    # its way; the seats looked at one by one only when one is wrong.
    counts = list(map(add, map(add, state.passenger_supply, map(state.passenger_at.count, range(state.players))),
                      state.passengers_moved))
    if state.trip_path and 0 <= state.current < state.players:
        counts[state.current] += 1
    if counts.count(rules.passengers) != state.players:
        for seat, count in enumerate(counts):
            if count != rules.passengers:
                out.append(f"seat {seat}: {count} passengers accounted for, expected {rules.passengers}")
    countries = _countries(t)
    on_countries = _on_countries(t)(state.passenger_at)  # read in C
    if on_countries.count(NOBODY) != len(countries):
        for city, seat in zip(countries, on_countries):
            if seat != NOBODY:
                out.append(f"a passenger stands on the country {t.city_ids[city]}")
    if state.trip_path and any(map(dead.__getitem__, state.trip_path)):
        out.append(f"a passenger's trip passes through a country: {[t.city_ids[c] for c in state.trip_path]}")
    if state.trip_routes and len(state.trip_routes) != len(set(state.trip_routes)):
        out.append("a passenger took the same route twice")
    if (state.phase == MOVE) != bool(state.trip_path):
        out.append(f"phase {state.phase} with a trip of {len(state.trip_path)} cities")
    if (state.phase == PLACE) != (state.placing >= 0):
        out.append(f"phase {state.phase} with a route to place on: {state.placing}")
    return out


def _token_problems(state: MarklinState) -> list[str]:
    """Every merchandise token is on its city's stack, in a hand of tokens or on a moving
    passenger — never in two places, never lost ("74 pièces de marchandises") — and the seats'
    merchandise points recount from their tokens.

    The answer depends only on the colours, the stacks, the seats' tokens and points and the
    moving passenger's: the last answer is kept with exactly those (tokens move only with a passenger,
    a few times a game), so the count runs when one of them changed and answers the same."""
    key = (state.colours, state.city_colour, state.stacks, state.collected, state.trip_tokens, state.merch_points)
    return kept_answer(state.tables, "token-problems", key, lambda: _count_tokens(state) + _merchandise(state))


def _merchandise(state: MarklinState) -> list[str]:
    """Each seat's merchandise points are what its tokens add up to (a function of the tokens
    and the points alone: kept with the token count)."""
    out = []
    for seat in range(state.players):
        recount = merchandise_recount(state, seat)
        if recount != state.merch_points[seat]:
            out.append(f"seat {seat}: merchandise {state.merch_points[seat]} but its tokens add up to {recount}")
    return out


def _countries(tables) -> tuple[int, ...]:
    """The cities that are countries (dead ends), kept on the board's memo."""
    found = tables.memo.get("countries")
    if found is None:
        found = tables.memo["countries"] = tuple(c for c, dead in enumerate(tables.city_dead_end) if dead)
    return found


def _on_countries(tables):
    """What stands on each country, read by one itemgetter call (kept on the board's memo)."""
    found = tables.memo.get("on-countries")
    if found is None:
        countries = _countries(tables)
        if len(countries) > 1:
            found = itemgetter(*countries)
        else:  # itemgetter of one index gives the item, not a tuple
            found = lambda row: tuple(row[c] for c in countries)  # noqa: E731
        tables.memo["on-countries"] = found
    return found


def _expected_tokens(state: MarklinState) -> Counter:
    """Every token the game started with, per token: a function of the colours and the cities'
    colours, which never change during a game (kept on the board's memo with them)."""
    last = state.tables.memo.get("expected-tokens")
    if last is not None and last[0] == state.colours and last[1] == state.city_colour:
        return last[2]
    expected: Counter = Counter()
    for city, colour in enumerate(state.city_colour):
        if colour >= 0:
            for value in state.colours[colour][1]:
                expected[token(colour, value)] += 1
    state.tables.memo["expected-tokens"] = (state.colours, state.city_colour[:], expected)
    return expected


def _count_tokens(state: MarklinState) -> list[str]:
    expected = _expected_tokens(state)
    found: Counter = Counter()
    for city, stack in enumerate(state.stacks):
        colour = state.city_colour[city]
        if stack and colour < 0:
            return [f"tokens on {state.tables.city_ids[city]}, a city without a colour"]
        if stack != sorted(stack):
            return [f"the stack on {state.tables.city_ids[city]} is out of order: {stack}"]
        for value in stack:
            found[token(colour, value)] += 1
    for tokens in state.collected:
        found.update(tokens)
    found.update(state.trip_tokens)
    if found != expected:
        return [f"merchandise tokens: {sum(found.values())} found, {sum(expected.values())} expected "
                f"(differences: {dict((found - expected) + (expected - found))})"]
    return []
