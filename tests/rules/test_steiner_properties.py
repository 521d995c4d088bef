"""Dreyfus–Wagner against a brute force on small boards (hypothesis)."""

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.grid_board import GridBoard
from game.rules.steiner import SteinerGraph, grid_steiner_graph


def brute_force_cost(n, ends, costs, free, terminals):
    """Minimum over every set X of intersections holding the terminals of the minimum spanning
    tree of the graph induced by X (free edges cost 0). Exact, and a different method: the
    optimal tree spans its own vertex set, so it is an MST of it."""
    terminals = set(terminals)
    others = [v for v in range(n) if v not in terminals]
    best = None
    for r in range(len(others) + 1):
        for extra in itertools.combinations(others, r):
            nodes = terminals | set(extra)
            edges = sorted(
                (0 if free[e] else costs[e], a, b)
                for e, (a, b) in enumerate(ends)
                if a in nodes and b in nodes
            )
            parent = {v: v for v in nodes}

            def find(v):
                while parent[v] != v:
                    parent[v] = parent[parent[v]]
                    v = parent[v]
                return v

            total, joined = 0, 1
            for cost, a, b in edges:
                ra, rb = find(a), find(b)
                if ra != rb:
                    parent[ra] = rb
                    total += cost
                    joined += 1
            if joined == len(nodes) and (best is None or total < best):
                best = total
    return best


def is_tree_joining(n, ends, free, chosen, terminals):
    parent = list(range(n))

    def find(v):
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    for e, (a, b) in enumerate(ends):
        if free[e] or e in chosen:
            parent[find(a)] = find(b)
    return len({find(t) for t in terminals}) == 1


ROW_SHAPES = [
    [(1, 3), (0, 4), (1, 3)],  # 10 intersections
    [(0, 3), (1, 3), (0, 3), (1, 2)],  # 11
    [(1, 4), (0, 4), (1, 3)],  # 11
]


@st.composite
def small_cases(draw):
    rows = draw(st.sampled_from(ROW_SHAPES))
    board = GridBoard.from_rows(rows)
    m = board.segment_count
    doubles = draw(st.lists(st.booleans(), min_size=m, max_size=m))
    placed = draw(st.lists(st.booleans(), min_size=m, max_size=m).map(
        lambda bits: [b and i % 3 == 0 for i, b in enumerate(bits)]))  # sparse, like a board in play
    k = draw(st.integers(min_value=1, max_value=6))
    terminals = draw(st.lists(st.integers(0, board.node_count - 1), min_size=k, max_size=k))
    costs = [2 if d else 1 for d in doubles]
    return board, costs, bytes(int(p) for p in placed), terminals


@settings(max_examples=150, deadline=None)
@given(small_cases())
def test_dreyfus_wagner_equals_brute_force(case):
    board, costs, free, terminals = case
    tree = SteinerGraph(board.node_count, board.seg_ends, costs, free).tree(terminals)
    expected = brute_force_cost(board.node_count, board.seg_ends, costs, free, terminals)
    assert tree.cost == expected
    # The segments returned are the virtual network: they cost what is charged and join everyone.
    assert sum(costs[e] for e in tree.edges) == tree.cost
    assert all(not free[e] for e in tree.edges)
    assert is_tree_joining(board.node_count, board.seg_ends, free, set(tree.edges), terminals)


@settings(max_examples=40, deadline=None)
@given(st.permutations(range(5)))
def test_cost_does_not_depend_on_terminal_order(order):
    board = GridBoard.from_rows(ROW_SHAPES[0], doubles=[((1, 0), (2, 1)), ((2, 1), (4, 1))])
    terminals = [0, 3, 5, 7, 9]
    graph = grid_steiner_graph(board, bytes(board.segment_count))
    base = graph.tree(terminals).cost
    assert graph.tree([terminals[i] for i in order]).cost == base
