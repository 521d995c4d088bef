"""Connectivity, longest trail and station borrowing (game/rules/routes_graph.py) against brute force."""

from itertools import permutations, product

from hypothesis import given, settings, strategies as st

from game.rules.routes_graph import (
    best_station_borrowing, connected, forest_of, longest_trail, new_forest, ticket_total, union,
)

edges_st = st.lists(
    st.tuples(st.integers(0, 5), st.integers(0, 5), st.integers(1, 4)).filter(lambda e: e[0] != e[1]),
    max_size=7,
)


def brute_longest(edges):
    """Try every ordering of every subset of edges as a trail."""
    best = 0
    n = len(edges)

    def extend(city, used, total):
        nonlocal best
        best = max(best, total)
        for i, (a, b, length) in enumerate(edges):
            if i in used:
                continue
            if a == city:
                extend(b, used | {i}, total + length)
            elif b == city:
                extend(a, used | {i}, total + length)

    for city in {c for e in edges for c in e[:2]}:
        extend(city, frozenset(), 0)
    return best


@settings(max_examples=200)
@given(edges_st)
def test_chemin_le_plus_long_exact(edges):
    """"les boucles sont autorisées ... mais en aucun cas un même train ne peut être comptabilisé
    ni utilisé deux fois": equal to an exhaustive search."""
    assert longest_trail(edges) == brute_longest(edges)


def test_chemin_composantes_eulériennes():
    """A closed loop in one component and a short line in another: the loop wins."""
    edges = [(0, 1, 2), (1, 2, 2), (2, 0, 2), (3, 4, 1), (4, 5, 1), (5, 6, 1), (5, 7, 1)]
    assert longest_trail(edges) == 6


@given(st.lists(st.tuples(st.integers(0, 7), st.integers(0, 7)), max_size=10))
def test_union_find_equivaut_au_parcours(pairs):
    parent = new_forest(8)
    for a, b in pairs:
        union(parent, a, b)
    adjacency = {c: set() for c in range(8)}
    for a, b in pairs:
        adjacency[a].add(b)
        adjacency[b].add(a)
    for start in range(8):
        seen, todo = {start}, [start]
        while todo:
            for nxt in adjacency[todo.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        for other in range(8):
            assert connected(parent, start, other) == (other in seen)


@settings(max_examples=300)
@given(
    own=st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), max_size=4),
    stations=st.lists(st.integers(0, 6), max_size=3, unique=True),
    others=st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), max_size=8),
    tickets=st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6), st.integers(1, 9)), max_size=5),
)
def test_gares_choix_optimal_exhaustif(own, stations, others, tickets):
    """Each station borrows at most one opponent route into its city; the engine's pick is the
    best of every possible combination by ticket points, then by tickets completed (brute force,
    no pruning)."""
    routes = [(i, a, b) for i, (a, b) in enumerate(others) if a != b]
    assert_best_borrowing(7, own, stations, routes, tickets)


def assert_best_borrowing(cities, own, stations, routes, tickets):
    candidates = [[r for r in routes if s in r[1:]] for s in stations]
    points, pick = best_station_borrowing(cities, own, stations, candidates, tickets)

    def outcome(parent):
        done = sum(1 for a, b, _ in tickets if connected(parent, a, b))
        return ticket_total(parent, tickets), done

    best = max(outcome(forest_of(cities, own + [(r[1], r[2]) for r in combo if r is not None]))
               for combo in product(*[[None] + c for c in candidates]))
    assert points == best[0]
    chosen = [next(r for r in routes if r[0] == x) for x in pick if x >= 0]
    for station, x in zip(stations, pick):
        if x >= 0:
            assert station in next(r for r in routes if r[0] == x)[1:]
    assert outcome(forest_of(cities, own + [(r[1], r[2]) for r in chosen])) == best


@st.composite
def borrowing_ties(draw):
    """Positions built for ties (random boards almost never give them): the player's networks are
    {0, 1} (the stations), {2, 3}, {4, 5} and {6}; opponents' routes lead from the stations into
    the others, in any order; the tickets into {2, 3} are worth as much as those into {4, 5}, which
    are more numerous (each value split in two); a few other tickets go anywhere."""
    own = [(0, 1), (2, 3), (4, 5)]
    stations = draw(st.lists(st.sampled_from((0, 1)), min_size=1, max_size=2, unique=True))
    heads = draw(st.permutations((2, 4, 6)))
    ends = [(draw(st.sampled_from(stations)), head) for head in heads[:draw(st.integers(2, 3))]]
    ends += draw(st.lists(st.tuples(st.sampled_from(stations), st.integers(2, 6)), max_size=2))
    routes = [(i, a, b) for i, (a, b) in enumerate(ends)]
    home = st.sampled_from((0, 1))
    values = draw(st.lists(st.integers(2, 4), min_size=1, max_size=2))
    tickets = [(draw(home), draw(st.sampled_from((2, 3))), v) for v in values]
    for v in values:
        cut = draw(st.integers(1, v - 1))
        tickets += [(draw(home), draw(st.sampled_from((4, 5))), cut), (draw(home), draw(st.sampled_from((4, 5))), v - cut)]
    tickets += draw(st.lists(st.tuples(home, st.integers(2, 6), st.integers(1, 4)), max_size=2))
    order = draw(st.permutations(range(len(tickets))))
    return 7, own, stations, routes, [tickets[i] for i in order]


@settings(max_examples=120)
@given(borrowing_ties())
def test_gares_egalite_de_points_le_plus_de_destinations(position):
    """"En cas d'égalité [...] le joueur qui a complété le plus de cartes Destination remporte la
    victoire": among borrowings worth the same ticket points, the one completing more tickets."""
    assert_best_borrowing(*position)
