"""A route game's rules are read from the match's ``[rules]`` table (``compiled_tables``): every
match of a process reads the same table, so the last reading is kept, and a match whose table
differs (a variant's numbers, a table changed in place) reads its own."""

from __future__ import annotations

import dataclasses
from types import MappingProxyType

from game.engine.match import Match
from game.rules.route_state import RouteRules, compiled_tables


def test_matches_with_and_without_a_variant_each_play_their_own_numbers():
    """The short game's "30 trains each instead of 45", and Europe's 45 again after it."""
    plain = Match("europe", (), 3, seed=1)
    short = Match("europe", ("europe-short-game",), 3, seed=1)
    again = Match("europe", (), 3, seed=1)
    for match in (plain, short, again):
        assert match.state.rules.trains == match.setup.rules["trains"]
        assert match.state.trains == [match.setup.rules["trains"]] * 3
    assert short.state.rules.trains != plain.state.rules.trains
    assert again.state.rules == plain.state.rules


def test_a_table_changed_in_place_is_read_again():
    match = Match("europe", (), 3, seed=1)
    table = dict(match.setup.rules)
    setup = dataclasses.replace(match.setup, rules_table=table)
    cache: dict = {}
    _, first = compiled_tables(cache, setup, RouteRules)
    table["trains"] = first.trains - 5
    _, second = compiled_tables(cache, setup, RouteRules)
    assert (first.trains, second.trains) == (match.setup.rules["trains"], match.setup.rules["trains"] - 5)
    _, third = compiled_tables(cache, dataclasses.replace(setup, rules_table=MappingProxyType(dict(table))), RouteRules)
    assert third == second
