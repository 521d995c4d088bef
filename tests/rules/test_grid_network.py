"""Networks on the grid: union-find with merging, components, frontier."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.grid_board import GridBoard
from game.rules.grid_network import GridNetwork

ROWS = [(1, 4), (0, 5), (1, 4), (0, 5)]


def board() -> GridBoard:
    return GridBoard.from_rows(ROWS)


def seg(b: GridBoard, a: str, c: str) -> int:
    s = b.segment_between(b.node(a), b.node(c))
    assert s is not None
    return s


def test_a_lone_marker_intersection_is_its_own_network():
    b = board()
    net = GridNetwork(b)
    assert net.component(b.node("1,0")) == [b.node("1,0")]


def test_touching_networks_merge_into_one():
    """Lorsque deux réseaux (ou plus) se touchent, ils n'en font plus qu'un, et peuvent être
    utilisés par tous les joueurs concernés."""
    b = board()
    net = GridNetwork(b)
    net.place(seg(b, "1,0", "3,0"))
    net.place(seg(b, "7,0", "5,0"))
    assert not net.connected(b.node("1,0"), b.node("7,0"))
    assert net.place(seg(b, "3,0", "5,0")) is True
    assert net.connected(b.node("1,0"), b.node("7,0"))
    assert sorted(net.component(b.node("1,0"))) == sorted(b.node(n) for n in ("1,0", "3,0", "5,0", "7,0"))


def test_closing_a_loop_does_not_merge_anything():
    b = board()
    net = GridNetwork(b)
    net.place(seg(b, "1,0", "3,0"))
    net.place(seg(b, "1,0", "2,1"))
    assert net.place(seg(b, "3,0", "2,1")) is False


def test_a_segment_cannot_hold_two_tracks():
    b = board()
    net = GridNetwork(b)
    net.place(0)
    try:
        net.place(0)
    except ValueError:
        return
    raise AssertionError("placing twice must fail")


def test_blocked_intersections_are_not_passed_through():
    b = board()
    net = GridNetwork(b)
    for a, c in (("1,0", "3,0"), ("3,0", "5,0"), ("5,0", "7,0")):
        net.place(seg(b, a, c))
    reach = net.component(b.node("1,0"), blocked={b.node("5,0")})
    assert sorted(b.node_ids[n] for n in reach) == ["1,0", "3,0"]


def test_frontier_lists_free_segments_around_a_network():
    b = board()
    net = GridNetwork(b)
    net.place(seg(b, "1,0", "3,0"))
    frontier = {b.seg_ids[s] for s in net.frontier(net.component(b.node("1,0")))}
    assert frontier == {"0,1-1,0", "1,0-2,1", "2,1-3,0", "3,0-4,1", "3,0-5,0"}


def test_clone_is_independent():
    b = board()
    net = GridNetwork(b)
    twin = net.clone()
    twin.place(0)
    assert net.placed[0] == 0 and not net.order


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=200), unique=True, max_size=25))
def test_union_find_matches_a_fresh_walk(picks):
    b = board()
    segments = sorted({p % b.segment_count for p in picks})
    net = GridNetwork.from_segments(b, segments)
    for a in range(b.node_count):
        reach = set(net.component(a))
        for c in range(b.node_count):
            assert net.connected(a, c) == (c in reach)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=200), unique=True, max_size=25))
def test_kept_network_nodes_and_free_edge_match_a_walk(picks):
    """A network's intersections and free edge segments, merged as tracks are laid, equal those
    found by walking the tracks afresh (and a clone keeps its own)."""
    b = board()
    net = GridNetwork(b)
    for p in picks:
        segment = p % b.segment_count
        if not net.placed[segment]:
            net.place(segment)
        twin = net.clone()
        for a in range(b.node_count):
            walked = set()
            stack = [a]
            while stack:
                node = stack.pop()
                if node in walked:
                    continue
                walked.add(node)
                stack.extend(n for n, s in b.adj[node] if net.placed[s])
            assert set(twin.component(a)) == walked
            assert twin.network_frontier(a) == net.frontier(walked)
