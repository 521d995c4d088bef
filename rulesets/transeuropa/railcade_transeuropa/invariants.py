"""What must always hold, checked after every action by ``railcade simulate``."""

from __future__ import annotations

from game.rules.grid_network import GridNetwork

from railcade_transeuropa.state import BUILD, MARKERS, TransEuropaState


def problems(state: TransEuropaState) -> list[str]:
    out: list[str] = []
    board, net, setup = state.board, state.network, state.setup
    on_board = len(net.order)  # one piece per segment, double or not
    if on_board + state.supply != setup.tracks:
        out.append(f"tracks on the board ({on_board}) + supply ({state.supply}) != {setup.tracks}")
    if state.supply < 0:
        out.append(f"negative supply {state.supply}")
    if len(state.placed_by) != len(net.order):
        out.append("placed_by does not follow the placed segments")
    if sum(net.placed) != len(net.order) or len(set(net.order)) != len(net.order):
        out.append("placed segments and their order disagree")
    recount = GridNetwork.from_segments(board, net.order)
    # Same partition: the pairs (root here, root in the recount) must match one to one.
    pairs = {(net.find(v), recount.find(v)) for v in range(board.node_count)}
    if len(pairs) != len({a for a, _ in pairs}) or len(pairs) != len({b for _, b in pairs}):
        out.append("networks differ from a recount of the placed segments")
    placed_markers = [m for m in state.markers if m is not None]
    if len(set(placed_markers)) != len(placed_markers):
        out.append("two markers share an intersection")
    if state.phase == BUILD and None in state.markers:
        out.append("building while a marker is missing")
    if state.phase == MARKERS and net.order:
        out.append("tracks on the board before every marker is placed")
    marker_roots = {net.find(m) for m in state.markers if m is not None}
    for segment in net.order:
        if net.find(board.seg_ends[segment][0]) not in marker_roots:
            out.append(f"track {board.seg_ids[segment]} is in no marker's network")
            break
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
