"""What a seat may see (docs/view-grid.md). Secret: the other seats' city cards for the round in
play. Everything else, finished rounds included, is public."""

from __future__ import annotations

from typing import Any

from game.rules.grid_board import GridBoard

from railcade_transeuropa.state import TransEuropaState

_BOARD_VIEWS: dict[int, tuple[GridBoard, tuple[str, ...], dict[str, Any]]] = {}


def board_view(board: GridBoard, deck: tuple[str, ...]) -> dict[str, Any]:
    """The static board as plain data; built once per board and copied for each caller."""
    key = id(board)
    cached = _BOARD_VIEWS.get(key)
    if cached is None or cached[0] is not board or cached[1] != deck:
        static = {
            "id": board.id,
            "name": board.name,
            "grid": "triangular",
            "intersections": list(board.node_ids),
            "cities": [
                {"id": c.id, "name": c.name, "color": c.color, "at": board.node_ids[c.node]}
                for c in board.cities.values()
            ],
            "doubles": [board.seg_ids[s] for s in range(board.segment_count) if board.is_double(s)],
            "colors": list(board.colors),
            "cards_in_play": list(deck),
        }
        cached = _BOARD_VIEWS[key] = (board, deck, static)
    static = cached[2]
    return {
        **static,
        "intersections": list(static["intersections"]),
        "cities": [dict(c) for c in static["cities"]],
        "doubles": list(static["doubles"]),
        "colors": list(static["colors"]),
        "cards_in_play": list(static["cards_in_play"]),
    }


def networks(state: TransEuropaState) -> tuple[list[dict[str, Any]], list[int | None]]:
    """The networks holding a marker, and the index of each seat's network."""
    board, net = state.board, state.network
    out: list[dict[str, Any]] = []
    index_of_root: dict[int, int] = {}
    network_of: list[int | None] = []
    for seat, marker in enumerate(state.markers):
        if marker is None:
            network_of.append(None)
            continue
        root = net.find(marker)
        if root not in index_of_root:
            nodes = net.component(marker)
            index_of_root[root] = len(out)
            out.append({
                "seats": [],
                "intersections": sorted(board.node_ids[n] for n in nodes),
                "segments": [board.seg_ids[s] for s in net.segments_of(set(nodes))],
            })
        out[index_of_root[root]]["seats"].append(seat)
        network_of.append(index_of_root[root])
    return out, network_of


def view(game: Any, state: TransEuropaState, seat: int | None) -> dict[str, Any]:
    board = state.board
    nets, network_of = networks(state)
    objectives: list[list[str] | None] = [None] * state.players
    connected: list[list[str] | None] = [None] * state.players
    if seat is not None and 0 <= seat < state.players:
        objectives[seat] = list(state.cities[seat])
        connected[seat] = state.connected_cities(seat)
    return {
        "ruleset": game.ruleset,
        "family": "grid",
        "variants": list(game.variants),
        "seat": seat,
        "players": state.players,
        "round": state.round,
        "phase": state.phase,
        "turn": state.turn,
        "first_player": state.first_player,
        "turn_progress": {
            "plain": state.plain_this_turn,
            "double": state.double_this_turn,
            "building_done": state.building_done,
            "round_ending": state.round_ending,
        },
        "supply": state.supply,
        "tracks_total": state.setup.tracks,
        "markers": [None if m is None else board.node_ids[m] for m in state.markers],
        "tracks": [
            {"segment": board.seg_ids[s], "seat": by, "double": board.is_double(s)}
            for s, by in zip(state.network.order, state.placed_by)
        ],
        "networks": nets,
        "network_of": network_of,
        "objectives": objectives,
        "connected": connected,
        "score": {"points": list(state.points), "start": state.setup.start_points, "barrier": state.barrier},
        "rounds": [result.to_dict() for result in state.history],
        "winners": list(state.winners),
        "board": board_view(board, state.setup.deck),
    }

