"""What must always hold, checked by ``railcade simulate`` (at a stride, see game.simulate) and
after every action by the rulesets' tests."""

from __future__ import annotations

from itertools import repeat
from operator import eq

from game.rules.union_find import find

from railcade_transeuropa.state import BUILD, MARKERS, TransEuropaState


def problems(state: TransEuropaState) -> list[str]:
    out: list[str] = []
    board, net, setup = state.board, state.network, state.setup
    ends = board.seg_ends
    on_board = len(net.order)  # one piece per segment, double or not
    if on_board + state.supply != setup.tracks:
        out.append(f"tracks on the board ({on_board}) + supply ({state.supply}) != {setup.tracks}")
    if state.supply < 0:
        out.append(f"negative supply {state.supply}")
    if len(state.placed_by) != len(net.order):
        out.append("placed_by does not follow the placed segments")
    if len(net.placed) - net.placed.count(0) != len(net.order) or len(set(net.order)) != len(net.order):
        out.append("placed segments and their order disagree")
    # Recount the networks from the placed segments alone: the partition into networks must be
    # the same. It is when every placed segment lies inside one network (the networks are at
    # least as coarse as the recount) and both have as many networks (so not coarser). Runs after
    # every action of every simulated game: the counting is done in C where it can be, and the
    # recount of the tracks goes on from the last one while tracks are only added (see _recount).
    # The number of networks is compared at every check; the segments' networks are read for
    # the segments laid since the last check (what the actions since touched), and for all of them
    # at the first check after every FULL_EVERY-th track and whenever the recount starts afresh (a
    # new round, another game), so whatever spoils an older segment's network is still caught
    # within a few turns, however often the checks come (railcade simulate checks at a stride).
    joins, fresh = _recount(board, net.order)
    full = fresh == 0 or fresh // FULL_EVERY != len(net.order) // FULL_EVERY
    checked = net.order if full else net.order[fresh:]
    marker_roots = {net.find(m) for m in state.markers if m is not None}
    stray = None  # a track in no marker's network
    inside = True
    if checked:
        firsts, seconds = zip(*map(ends.__getitem__, checked))
        parent = net.parent  # the network's own union-find, read through the same find
        roots = list(map(find, repeat(parent), firsts))
        inside = roots == list(map(find, repeat(parent), seconds))
        if not marker_roots.issuperset(roots):
            stray = next(s for s, root in zip(checked, roots) if root not in marker_roots)
    roots_count = sum(map(eq, net.parent, range(board.node_count)))
    if not inside or roots_count != board.node_count - joins:
        out.append("networks differ from a recount of the placed segments")
    # What building reads from a network (its intersections and free edge, kept as tracks are
    # laid) must match its tracks: on the full checks, a walk of the tracks of the network the
    # last track went into; after the other actions, around each track they laid (its ends among
    # its network's intersections, the free segments at its ends on that network's free edge).
    if net.order and full:
        start = ends[net.order[-1]][0]
        walked = _walk(net, start)
        if set(net.component(start)) != walked:
            out.append(f"network of {board.node_ids[start]}: intersections differ from a walk of its tracks")
        elif net.network_frontier(start) != net.frontier(walked):
            out.append(f"network of {board.node_ids[start]}: free edge differs from a walk of its tracks")
    elif checked:
        out.extend(_around(net, checked))
    placed_markers = [m for m in state.markers if m is not None]
    if len(set(placed_markers)) != len(placed_markers):
        out.append("two markers share an intersection")
    if state.phase == BUILD and None in state.markers:
        out.append("building while a marker is missing")
    if state.phase == MARKERS and net.order:
        out.append("tracks on the board before every marker is placed")
    if stray is not None:
        out.append(f"track {board.seg_ids[stray]} is in no marker's network")
    expected = [setup.start_points - sum(r.lost[s] for r in state.history) for s in range(state.players)]
    if expected != state.points:
        out.append(f"points {state.points} differ from the recount {expected}")
    for result in state.history:
        for seat in range(state.players):
            if result.lost[seat] != result.plain[seat] + 2 * result.double[seat]:
                out.append(f"round {result.round}: seat {seat} lost {result.lost[seat]} but missed "
                           f"{result.plain[seat]} plain and {result.double[seat]} double segments")
    if any(len(c) != len(board.colors) for c in state.cities) and state.round:
        out.append("a seat does not hold one city of each colour")
    return out


# The last recount: (board, the segments it joined in order, its union-find, its joins).
_last_recount: list = [None, [], [], 0]
FULL_EVERY = 16  # tracks between two checks of every placed segment's network


def _recount(board, order: list[int]) -> tuple[int, int]:
    """How many placed segments join two groups of intersections, in a union-find over the placed
    segments alone (the number of networks is the intersections minus that), and how many of
    ``order``'s segments the last recount had already joined (0 when it starts afresh). Tracks are
    only added between two checks (until a round ends and the board is cleared), so the last
    recount goes on with the new segments when its segments begin ``order``: the same union-find,
    hence the same count, as starting afresh."""
    last_board, done, parent, joins = _last_recount
    if last_board is not board or len(done) > len(order) or order[:len(done)] != done:
        done, parent, joins = [], list(range(board.node_count)), 0
    else:
        parent = parent[:]
    ends = board.seg_ends
    for segment in order[len(done):]:
        a, b = ends[segment]
        ra, rb = find(parent, a), find(parent, b)
        if ra != rb:
            parent[rb] = ra
            joins += 1
    _last_recount[:] = [board, list(order), parent, joins]
    return joins, len(done)


def _around(net, segments: list[int]) -> list[str]:
    """The kept intersections and free edge of each segment's network, where the segment lies: its
    two ends among the intersections, itself off the free edge, every free segment at its ends on
    it."""
    board, placed, adj = net.board, net.placed, net.board.adj
    out = []
    for segment in segments:
        root = net.find(board.seg_ends[segment][0])
        nodes, edge = net.nodes.get(root, ()), net.edge.get(root, frozenset())
        free = {s for end in board.seg_ends[segment] for _, s in adj[end] if not placed[s]}
        if not set(board.seg_ends[segment]).issubset(nodes) or segment in edge or not free <= edge:
            out.append(f"network of {board.node_ids[root]}: intersections or free edge differ from its tracks "
                       f"around {board.seg_ids[segment]}")
    return out


def _walk(net, start: int) -> set[int]:
    """Intersections joined to ``start`` by tracks, found by walking them."""
    adj, placed = net.board.adj, net.placed
    seen, stack = {start}, [start]
    while stack:
        node = stack.pop()
        for neighbour, segment in adj[node]:
            if placed[segment] and neighbour not in seen:
                seen.add(neighbour)
                stack.append(neighbour)
    return seen
