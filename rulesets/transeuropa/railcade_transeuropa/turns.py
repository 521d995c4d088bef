"""Turns: which actions a seat may take, and carrying them out.

A building turn is a sequence of ``place_track`` actions ("1 ou 2 tronçons en plaine soit 1 seul
et unique tronçon en montagne"); it ends by itself after a double or a second plain segment, and
after one plain segment the seat may stop with ``end_turn``. See docs/view-grid.md.
"""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action, Event, IllegalAction
from railcade_transeuropa.rounds import completed_seats, end_round, reset_turn
from railcade_transeuropa.state import BUILD, MARKERS, TransEuropaState

END_TURN = "end_turn"


def end_turn_action(seat: int) -> Action:
    return Action(seat, END_TURN, "button", END_TURN)


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
    frontier = net.frontier(net.component(state.markers[seat]))
    if state.plain_this_turn:
        is_double = state.board.is_double
        return [s for s in frontier if not is_double(s)]  # after a plain segment, only plain ones
    return frontier


def turn_end_actions(game: Any, state: TransEuropaState, seat: int) -> list[Action]:
    """Optional actions variants offer once the compulsory building is done."""
    if state.round_ending:
        return []  # the round ends with this turn: moving a marker would mean nothing
    found = game.hook.railcade_turn_end_actions(game=game, state=state, seat=seat)
    return [action for group in found if group for action in group]


def legal_actions(game: Any, state: TransEuropaState, seat: int) -> list[Action]:
    if state.turn != seat:
        return []
    board = state.board
    if state.phase == MARKERS:
        # "chacun se contente de placer son pion cylindrique sur une intersection libre de son choix"
        taken = {m for m in state.markers if m is not None}
        return [
            Action(seat, "place_marker", "intersection", board.node_ids[n])
            for n in range(board.node_count) if n not in taken
        ]
    if state.phase != BUILD:
        return []
    actions = [Action(seat, "place_track", "segment", board.seg_ids[s]) for s in buildable_segments(state, seat)]
    started = state.plain_this_turn or state.double_this_turn
    if started:
        actions.extend(turn_end_actions(game, state, seat))
        actions.append(end_turn_action(seat))
    elif not actions:
        actions.append(end_turn_action(seat))  # cannot build at all: pass
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
    events = [Event.make("marker_placed", action.seat, at=action.target)]
    following = next_seat(state, action.seat)
    if following == state.first_player:
        state.phase = BUILD  # everyone has a marker: building starts with the first player
    state.turn = following
    return events


def place_track(game: Any, state: TransEuropaState, action: Action) -> list[Event]:
    seat, board = action.seat, state.board
    segment = board.segment(action.target)
    a, b = board.seg_ends[segment]
    seats_before = set(state.seats_sharing(a)) | set(state.seats_sharing(b))
    mine_before = set(state.seats_sharing(state.markers[seat]))
    state.network.place(segment)
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
        Event.make("track_placed", seat, segment=action.target, double=double, supply=state.supply,
                   network_seats=sharing)
    ]
    if seats_before - mine_before:
        # "en posant le tronçon *, le joueur jaune fusionne son réseau avec celui du joueur vert"
        events.append(Event.make("networks_merged", seat, seats=sharing))

    completed = completed_seats(state)
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
    return [Event.make("turn_ended", seat, next=following)]


def end_turn(game: Any, state: TransEuropaState, seat: int) -> list[Event]:
    if state.round_ending:
        return end_round(game, state, "connected")
    if not (state.plain_this_turn or state.double_this_turn):
        # A seat that cannot build passes; if nobody can, the round is stuck and ends.
        state.passes += 1
        if state.setup.all_pass_ends_round and state.passes >= state.players:
            return end_round(game, state, "stuck")
    return pass_turn(state, seat)
