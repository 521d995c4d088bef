"""Turns: which actions a seat may take, and carrying them out.

A building turn is a sequence of ``place_track`` actions ("1 ou 2 tronçons en plaine soit 1 seul
et unique tronçon en montagne"); it ends by itself after a double or a second plain segment, and
after one plain segment the seat may stop with ``end_turn``. See docs/view-grid.md.
"""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action, Event, IllegalAction
from game.engine.legal import LegalActions, Picked
from game.rules.grid_board import DOUBLE_COST
from railcade_transeuropa.rounds import completed_seats, end_round, reset_turn
from railcade_transeuropa.state import BUILD, MARKERS, TransEuropaState

END_TURN = "end_turn"

# Action tables per board: every action of a seat built once per process and handed out again, so
# listing legal moves allocates nothing per action (and the match's identity check finds them).
_TABLES: dict[int, tuple[object, dict[tuple[str, int], list[Action]]]] = {}


def _table(board: object, kind: str, seat: int) -> list[Action]:
    cached = _TABLES.get(id(board))
    if cached is None or cached[0] is not board:
        cached = _TABLES[id(board)] = (board, {})
    tables = cached[1]
    row = tables.get((kind, seat))
    if row is None:
        if kind == "place_track":
            row = [Action(seat, kind, "segment", sid) for sid in board.seg_ids]
        elif kind == "place_marker":
            row = [Action(seat, kind, "intersection", nid) for nid in board.node_ids]
        else:
            row = [Action(seat, END_TURN, "button", END_TURN)]
        tables[(kind, seat)] = row
    return row


def end_turn_action(seat: int, board: object = None) -> Action:
    if board is None:
        return Action(seat, END_TURN, "button", END_TURN)
    return _table(board, END_TURN, seat)[0]


# -- legal actions ---------------------------------------------------------------------------------


def buildable_segments(state: TransEuropaState, seat: int) -> list[int]:
    """Free segments touching the network that holds ``seat``'s marker, that the seat may still
    place this turn. Every segment, plain or double, takes one track piece from the supply ("1
    seul et unique tronçon en montagne"): a double costs 2 only in the round scoring."""
    if state.building_done or state.double_this_turn or state.supply < 1:
        return []
    if state.plain_this_turn >= state.setup.plain_per_turn:
        return []
    net = state.network
    frontier = net.network_frontier(state.markers[seat])
    if state.plain_this_turn:
        cost = state.board.seg_cost  # after a plain segment, only plain ones
        return [s for s in frontier if cost[s] != DOUBLE_COST]
    return frontier


def turn_end_actions(game: Any, state: TransEuropaState, seat: int) -> list[Action]:
    """Optional actions variants offer once the compulsory building is done."""
    if state.round_ending:
        return []  # the round ends with this turn: moving a marker would mean nothing
    hook = game.hook.railcade_turn_end_actions
    if not hook.get_hookimpls():
        return []  # no variant offers any (asked after every building move)
    found = hook(game=game, state=state, seat=seat)
    return [action for group in found if group for action in group]


def legal_actions(game: Any, state: TransEuropaState, seat: int) -> list[Action] | LegalActions:
    if state.turn != seat:
        return []
    board = state.board
    if state.phase == MARKERS:
        # "chacun se contente de placer son pion cylindrique sur une intersection libre de son choix"
        taken = {m for m in state.markers if m is not None}
        row = _table(board, "place_marker", seat)
        return [row[n] for n in range(board.node_count) if n not in taken]
    if state.phase != BUILD:
        return []
    # The segments are read from the network; the actions are picked from the board's row only
    # when asked (a player choosing to end the turn needs none of them).
    actions = LegalActions()
    segments = buildable_segments(state, seat)
    if segments:
        row = _table(board, "place_track", seat)
        actions.defer("place_track", lambda: Picked(row, segments))
    started = state.plain_this_turn or state.double_this_turn
    if started:
        actions.extend(turn_end_actions(game, state, seat))
        actions.append(end_turn_action(seat, board))
    elif not actions:
        actions.append(end_turn_action(seat, board))  # cannot build at all: pass
    return actions


# -- applying --------------------------------------------------------------------------------------


def apply_action(game: Any, state: TransEuropaState, action: Action) -> list[Event]:
    if action.kind == "place_marker":
        return place_marker(state, action)
    if action.kind == "place_track":
        return place_track(game, state, action)
    if action.kind == END_TURN:
        return end_turn(game, state, action.seat)
    raise IllegalAction(f"Trans Europa does not know the action {action.kind!r}")


def next_seat(state: TransEuropaState, seat: int) -> int:
    return (seat + 1) % state.players  # "en sens horaire": the left neighbour plays next


def place_marker(state: TransEuropaState, action: Action) -> list[Event]:
    node = state.board.node(action.target)
    state.markers[action.seat] = node
    events = [Event("marker_placed", action.seat, (("at", action.target),))]
    following = next_seat(state, action.seat)
    if following == state.first_player:
        state.phase = BUILD  # everyone has a marker: building starts with the first player
    state.turn = following
    return events


def place_track(game: Any, state: TransEuropaState, action: Action) -> list[Event]:
    seat, board = action.seat, state.board
    segment = board.segment(action.target)
    a, b = board.seg_ends[segment]
    net = state.network
    root_a, root_b, mine = net.find(a), net.find(b), net.find(state.markers[seat])
    roots = [None if m is None else net.find(m) for m in state.markers]
    # Seats whose network this segment joins to another one ("fusionne son réseau"): it joins the
    # networks of its two ends; the placing seat's own network is one of them.
    others_joined = any(r is not None and r != mine and (r == root_a or r == root_b) for r in roots)
    joined = net.place(segment)
    state.placed_by.append(seat)
    state.supply -= 1  # one piece, plain or double
    state.passes = 0
    double = board.is_double(segment)
    if double:
        state.double_this_turn += 1
    else:
        state.plain_this_turn += 1
    sharing = tuple(state.seats_sharing(a))
    events = [
        Event("track_placed", seat, (("segment", action.target), ("double", double), ("supply", state.supply),
                                     ("network_seats", sharing)))
    ]
    if others_joined:
        # "en posant le tronçon *, le joueur jaune fusionne son réseau avec celui du joueur vert"
        events.append(Event("networks_merged", seat, (("seats", sharing),)))

    # Before this segment nobody had all their cities (that ends the round or sets round_ending),
    # and a segment that joins no two networks changes nobody's connections: when it joins two,
    # only the seats of the merged network can be done now.
    if state.round_ending:
        completed = completed_seats(state)
    else:
        completed = completed_seats(state, sharing) if joined else []
    if state.supply <= 0:
        # "La manche se termine également si les 84 tronçons sont posés": 84 pieces on the board
        return events + end_round(game, state, "connected" if completed else "supply")
    if completed:
        first_plain_for_others = (
            not double and state.plain_this_turn == 1 and not state.round_ending and seat not in completed
        )
        if first_plain_for_others:
            # Cas particulier: the seat may still place a second plain segment, then the round ends.
            state.round_ending = True
            return events
        return events + end_round(game, state, "connected")
    if double or state.plain_this_turn >= state.setup.plain_per_turn:
        return events + building_done(game, state, seat)
    return events


def building_done(game: Any, state: TransEuropaState, seat: int) -> list[Event]:
    """The compulsory part is over: offer the variants' turn-end actions, or pass the turn."""
    if turn_end_actions(game, state, seat):
        state.building_done = True
        return []
    return pass_turn(state, seat)


def pass_turn(state: TransEuropaState, seat: int) -> list[Event]:
    following = next_seat(state, seat)
    state.turn = following
    reset_turn(state)
    return [Event("turn_ended", seat, (("next", following),))]


def end_turn(game: Any, state: TransEuropaState, seat: int) -> list[Event]:
    if state.round_ending:
        return end_round(game, state, "connected")
    if not (state.plain_this_turn or state.double_this_turn):
        # A seat that cannot build passes; if nobody can, the round is stuck and ends.
        state.passes += 1
        if state.setup.all_pass_ends_round and state.passes >= state.players:
            return end_round(game, state, "stuck")
    return pass_turn(state, seat)
