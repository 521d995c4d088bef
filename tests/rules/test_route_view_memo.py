"""The route dicts a view shares between views of one board (game.rules.route_view): always those of
the current owners, and kept a bounded number at a time — each is some 60 objects the garbage
collector walks, and bots build a view before every move of every playout."""

import random

from game.engine.match import Match
from game.rules import route_view
from game.rules.route_state import NOBODY


def owners_seen(view):
    return [r["owner"] for r in view["routes"]]


def test_views_show_the_current_owners_and_the_shared_route_lists_stay_bounded():
    match = Match("europe-express", [], 2, seed=5)
    state = match.state
    rng = random.Random(5)
    routes = len(state.route_owner)
    # Many more owner sets than the store keeps: views must follow each one.
    for _ in range(route_view.PUBLIC_ROUTES_KEPT * 2 + 7):
        state.route_owner[rng.randrange(routes)] = rng.choice((NOBODY, 0, 1))
        expected = [None if o == NOBODY else o for o in state.route_owner]
        assert owners_seen(match.view(0)) == expected
        assert owners_seen(match.view(1)) == expected
        assert len(state.tables.memo["public-routes"]) <= route_view.PUBLIC_ROUTES_KEPT


def test_a_view_may_be_changed_by_its_reader_without_changing_the_next_one():
    match = Match("europe-express", [], 2, seed=6)
    first = match.view(0)["routes"]
    first.clear()
    assert len(match.view(0)["routes"]) == len(match.state.route_owner)
