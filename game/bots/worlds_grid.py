"""Determinizing a Trans Europa view: a Match whose board, markers, score track and finished
rounds equal the view, with the other seats' hidden city cards dealt at random (one per colour
from the cards in play the viewer has not seen) and a fresh random generator for later deals.

The one module that knows the Trans Europa state's fields (rulesets/transeuropa/
railcade_transeuropa/state.py, documented for plugin authors in docs/view-grid.md).
"""

from __future__ import annotations

import random
from typing import Any

from game.rules.grid_network import GridNetwork


def _round_result(cls: Any, data: dict[str, Any]) -> Any:
    return cls(
        round=data["round"], reason=data["reason"], winners=tuple(data["winners"]),
        cities=tuple(tuple(c) for c in data["cities"]), lost=tuple(data["lost"]),
        plain=tuple(data["plain"]), double=tuple(data["double"]),
        virtual_segments=tuple(tuple(v) for v in data["virtual_segments"]),
        tracks=tuple(data["tracks"]), barrier_before=data["barrier_before"], barrier_after=data["barrier_after"],
    )


def sample_cities(view: dict[str, Any], seat: int, rng: random.Random) -> list[tuple[str, ...]]:
    board = view["board"]
    colour_of = {c["id"]: c["color"] for c in board["cities"]}
    in_play = board.get("cards_in_play") or list(colour_of)
    objectives = view.get("objectives") or [None] * view["players"]
    known = {c for cities in objectives if cities for c in cities}
    free = {colour: [c for c in in_play if colour_of.get(c) == colour and c not in known] for colour in board["colors"]}
    for cards in free.values():
        rng.shuffle(cards)
    out = []
    for s in range(view["players"]):
        if objectives[s]:
            out.append(tuple(objectives[s]))
        else:
            out.append(tuple(free[colour].pop() for colour in board["colors"] if free[colour]))
    return out


def determinize(base: Any, view: dict[str, Any], seat: int, rng: random.Random) -> Any:
    match = base.clone()
    state = match.state
    board = state.board
    from railcade_transeuropa.state import RoundResult  # the ruleset's own record of a round

    state.rng = random.Random(rng.getrandbits(64))
    state.round = view["round"]
    state.first_player = view["first_player"]
    state.turn = view["turn"]
    state.phase = view["phase"]
    state.markers = [None if m is None else board.node(m) for m in view["markers"]]
    network = GridNetwork(board)
    placed_by = []
    for track in view["tracks"]:
        network.place(board.segment(track["segment"]))
        placed_by.append(track["seat"])
    state.network = network
    state.placed_by = placed_by
    state.supply = view["supply"]
    state.cities = sample_cities(view, seat, rng)
    progress = view["turn_progress"]
    state.plain_this_turn = progress["plain"]
    state.double_this_turn = progress["double"]
    state.building_done = progress["building_done"]
    state.round_ending = progress["round_ending"]
    state.passes = 0
    state.points = list(view["score"]["points"])
    state.barrier = view["score"]["barrier"]
    state.history = [_round_result(RoundResult, r) for r in view["rounds"]]
    state.winners = tuple(view.get("winners") or ())
    match._forget_legal()
    return match


def round_of(match: Any) -> int:
    """The round a simulated match is in (playouts stop when it changes)."""
    return match.state.round
