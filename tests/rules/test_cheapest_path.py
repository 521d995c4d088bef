"""The cheapest path helper (``game.rules.cheapest_path``) shared by the bots' ticket plans, the
ticket overview and Europe Express's London–Istanbul race."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.cheapest_path import INF, cheapest_path, links_of

#   0 --e0(1)-- 1 --e2(1)-- 3
#   |                       |
#   +--e1(1)--- 2 --e3(1)---+        and e4 (2): 0 -- 3 directly, e5 (5): 3 -- 4
SQUARE = [(0, 1), (0, 2), (1, 3), (2, 3), (0, 3), (3, 4)]
SQUARE_COSTS = [1, 1, 1, 1, 2, 5]


def test_links_list_each_edge_at_both_ends_in_edge_order():
    links = links_of(SQUARE, 5)
    assert links[0] == [(0, 1), (1, 2), (4, 3)]
    assert links[3] == [(2, 1), (3, 2), (4, 0), (5, 4)]
    assert links[4] == [(5, 3)]


def test_equal_costs_keep_the_path_through_the_smaller_node_settled_first():
    # Three ways from 0 to 3 cost 2: through 1, through 2, and the direct edge e4. Node 1 is
    # settled before node 2 (equal costs: the smaller node first) and both after the start, which
    # reaches 3 by e4 first: a later way of the same cost never replaces the first one found.
    assert cheapest_path(links_of(SQUARE, 5), SQUARE_COSTS, 0, (3,)) == (2, [4])
    without_direct = SQUARE_COSTS[:4] + [INF, 5]
    assert cheapest_path(links_of(SQUARE, 5), without_direct, 0, (3,)) == (2, [0, 2])


def test_parallel_edges_of_equal_cost_keep_the_first_listed():
    links = links_of([(0, 1), (0, 1)], 2)
    assert cheapest_path(links, [3, 3], 0, (1,)) == (3, [0])
    assert cheapest_path(links, [3, 2], 0, (1,)) == (2, [1])


def test_closed_edges_and_the_banned_edge_are_never_taken():
    links = links_of(SQUARE, 5)
    costs = [1, 1, INF, 1, 2, 5]  # e2 closed
    assert cheapest_path(links, costs, 0, (3,), banned=4) == (2, [1, 3])
    assert cheapest_path(links, costs, 1, (3,), banned=4) == (3, [0, 1, 3])


def test_an_unreachable_goal_costs_infinity_with_no_path():
    links = links_of(SQUARE + [(5, 6)], 7)
    assert cheapest_path(links, SQUARE_COSTS + [1], 0, (6,)) == (INF, [])
    assert cheapest_path(links, [INF] * 7, 0, (3,)) == (INF, [])


def test_the_start_as_goal_costs_nothing():
    assert cheapest_path(links_of(SQUARE, 5), SQUARE_COSTS, 3, (3,)) == (0, [])


def test_the_nearest_of_several_goals_ends_the_search():
    assert cheapest_path(links_of(SQUARE, 5), SQUARE_COSTS, 0, (4, 2)) == (1, [1])
    assert cheapest_path(links_of(SQUARE, 5), SQUARE_COSTS, 1, (4, 2)) == (2, [0, 1])


def test_a_country_ends_a_path_but_is_never_crossed():
    """Europe "voie sans issue" (Märklin's countries): a path may end at a country or leave from
    it, never pass through it."""
    # 0 -- 1 (country) -- 2 costs 2; the way round 0 -- 3 -- 2 costs 6.
    links = links_of([(0, 1), (1, 2), (0, 3), (3, 2)], 4)
    costs = [1, 1, 3, 3]
    assert cheapest_path(links, costs, 0, (2,)) == (2, [0, 1])
    assert cheapest_path(links, costs, 0, (2,), stops={1}) == (6, [2, 3])
    assert cheapest_path(links, costs, 0, (1,), stops={1}) == (1, [0])
    assert cheapest_path(links, costs, 1, (2,), stops={1}) == (1, [1])


def test_whole_costs_give_a_whole_total_and_fractions_add_in_path_order():
    links = links_of([(0, 1), (1, 2)], 3)
    cost, path = cheapest_path(links, [4, 3], 0, (2,))
    assert cost == 7 and isinstance(cost, int) and path == [0, 1]
    # The total is the running sum from the start, edge after edge: the bots' plans compare
    # totals of fractional costs (tunnels, ferries), which another order of addition would round
    # otherwise ((0.4 + 0.6) + 0.3 is 1.3, 0.4 + (0.6 + 0.3) is not).
    links = links_of([(0, 1), (1, 2), (2, 3)], 4)
    assert cheapest_path(links, [0.4, 0.6, 0.3], 0, (3,))[0] == (0.4 + 0.6) + 0.3 != 0.4 + (0.6 + 0.3)


def _cheapest_by_walking(ends, costs, start, goal, stops, banned):
    """Every simple path from ``start`` to ``goal`` walked out (a different method): the lowest
    total, or INF."""
    best = INF

    def walk(node, seen, total):
        nonlocal best
        if node == goal:
            best = min(best, total)
            return
        if node in stops and node != start:
            return
        for edge, (a, b) in enumerate(ends):
            if edge == banned or costs[edge] == INF or node not in (a, b):
                continue
            other = b if a == node else a
            if other not in seen:
                walk(other, seen | {other}, total + costs[edge])

    walk(start, {start}, 0)
    return best


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_the_cost_is_the_cheapest_walk_and_the_path_walks_it(data):
    nodes = data.draw(st.integers(2, 6))
    node = st.integers(0, nodes - 1)
    ends = data.draw(st.lists(st.tuples(node, node).filter(lambda e: e[0] != e[1]), max_size=9))
    costs = data.draw(st.lists(st.sampled_from([0, 1, 2, 3, 5, INF]), min_size=len(ends), max_size=len(ends)))
    start, goal = data.draw(node), data.draw(node)
    stops = set(data.draw(st.lists(node, max_size=2)))
    banned = data.draw(st.integers(-1, len(ends) - 1)) if ends else -1
    cost, path = cheapest_path(links_of(ends, nodes), costs, start, (goal,), stops, banned)
    assert cost == _cheapest_by_walking(ends, costs, start, goal, stops, banned)
    at = start
    for edge in path:
        assert edge != banned and costs[edge] != INF and at in ends[edge]
        assert at == start or at not in stops
        at = ends[edge][1] if ends[edge][0] == at else ends[edge][0]
    assert at == goal if cost < INF else path == []
    assert sum(costs[edge] for edge in path) == (cost if cost < INF else 0)
