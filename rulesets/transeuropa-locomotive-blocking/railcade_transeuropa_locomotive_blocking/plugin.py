"""Variant 2, "Blocage de locomotives" (rulebook 001, end):

"A la fin de son tour de jeu, un joueur peut déplacer son pion de départ sur une autre
intersection libre du plateau de jeu, à condition que cette intersection fasse partie de son propre
réseau ferroviaire. On ne peut poser de rail que sur des tronçons proches de son pion de départ ou
bien sur une portion de réseau directement reliée à son propre pion de départ, sans qu'il faille
passer par une intersection occupée par un pion de départ adverse."

Decision points only: a wrapper filters the base's building actions; ``move_marker`` is offered
through ``railcade_turn_end_actions`` (the base keeps the turn open for it) and carried out here
``tryfirst``, after which the turn ends through the base's own ``end_turn``. Reads the base state's
documented attributes (docs/view-grid.md); imports nothing from the base package.
"""

from __future__ import annotations

from game import hookimpl
from game.engine.actions import Action, Event

MOVE = "move_marker"
END_TURN = "end_turn"


@hookimpl
def railcade_plugin_info():
    from game.plugins import info_from_package

    return info_from_package("railcade_transeuropa_locomotive_blocking")


def reachable(state, seat: int) -> set[int]:
    """Intersections joined to ``seat``'s marker by tracks without crossing another marker.

    An intersection holding another marker is not crossed, but a new segment may still end on it
    (that only joins the networks): "sans qu'il faille passer par" forbids passing through."""
    marker = state.markers[seat]
    others = {m for s, m in enumerate(state.markers) if s != seat and m is not None}
    return set(state.network.component(marker, blocked=others))


@hookimpl(wrapper=True)
def railcade_legal_actions(game, state, seat):
    actions = yield
    if state.phase != "build" or state.turn != seat or not actions:
        return actions
    if not any(a.kind == "place_track" for a in actions):
        return actions
    reach = reachable(state, seat)
    board = state.board
    kept = []
    for action in actions:
        if action.kind == "place_track":
            a, b = board.seg_ends[board.segment(action.target)]
            if a not in reach and b not in reach:
                continue
        kept.append(action)
    if not kept:
        # Everything the base offered lies beyond another marker: the seat can only pass.
        kept.append(Action(seat, END_TURN, "button", END_TURN))
    return kept


@hookimpl
def railcade_turn_end_actions(game, state, seat):
    marker = state.markers[seat]
    if state.phase != "build" or marker is None:
        return None
    taken = {m for m in state.markers if m is not None}
    network = state.network.component(marker)
    board = state.board
    return [Action(seat, MOVE, "intersection", board.node_ids[n]) for n in sorted(network) if n not in taken]


@hookimpl(tryfirst=True)
def railcade_apply_action(game, state, action):
    if action.kind != MOVE:
        return None
    board = state.board
    before = state.markers[action.seat]
    state.markers[action.seat] = board.node(action.target)
    events = [Event.make("marker_moved", action.seat, **{"from": board.node_ids[before], "to": action.target})]
    # Moving is the last thing a turn may hold: end it the way the base ends any turn.
    ended = game.hook.railcade_apply_action(
        game=game, state=state, action=Action(action.seat, END_TURN, "button", END_TURN)
    )
    return events + list(ended or ())


@hookimpl(tryfirst=True)
def railcade_describe(game, item, lang):
    fr = lang == "fr"
    if isinstance(item, Action) and item.kind == MOVE:
        seat, to = item.seat, item.target
    elif isinstance(item, Event) and item.kind == "marker_moved":
        seat, to = item.seat, item.get("to")
    else:
        return None
    who = f"{{seat:{seat}}}"  # Match.describe writes the seat's name here
    city = _city_at(game, to)
    if city is None:
        return f"{who} déplace son pion" if fr else f"{who} moves their marker"
    return f"{who} déplace son pion à {city}" if fr else f"{who} moves their marker to {city}"


def _city_at(game, point) -> str | None:
    board = getattr(getattr(game, "data", None), "board", None)
    for city in getattr(board, "cities", ()):
        if f"{city.at[0]},{city.at[1]}" == point:
            return city.name
    return None
