"""What must always hold, checked after every action by ``railcade simulate``."""

from __future__ import annotations

from game.rules.grid_network import GridNetwork

from railcade_transeuropa.state import BUILD, MARKERS, TransEuropaState


def problems(state: TransEuropaState) -> list[str]:
    out: list[str] = []
    board, net, setup = state.board, state.network, state.setup
    on_board = net.track_cost()
    if on_board + state.supply != setup.tracks:
        out.append(f"tracks on the board ({on_board}) + supply ({state.supply}) != {setup.tracks}")
    if state.supply < 0:
        out.append(f"negative supply {state.supply}")
    if len(state.placed_by) != len(net.order):
        out.append("placed_by does not follow the placed segments")
    if sum(net.placed) != len(net.order) or len(set(net.order)) != len(net.order):
        out.append("placed segments and their order disagree")
    recount = GridNetwork.from_segments(board, net.order)
    for a, b in board.seg_ends:
        if recount.connected(a, b) != net.connected(a, b):
            out.append(f"networks differ from a recount at {board.node_ids[a]}-{board.node_ids[b]}")
            break
    placed_markers = [m for m in state.markers if m is not None]
    if len(set(placed_markers)) != len(placed_markers):
        out.append("two markers share an intersection")
    if state.phase == BUILD and None in state.markers:
        out.append("building while a marker is missing")
    if state.phase == MARKERS and net.order:
        out.append("tracks on the board before every marker is placed")
    for segment in net.order:
        a, _ = board.seg_ends[segment]
        if not any(m is not None and net.connected(m, a) for m in state.markers):
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
