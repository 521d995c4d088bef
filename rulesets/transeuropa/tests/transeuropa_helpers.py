"""Helpers for Trans Europa rule tests: matches with in-process plugins, scripted positions."""

from __future__ import annotations

from collections import deque
from typing import Iterable

from game.engine.actions import Action
from game.engine.match import Match
from game.plugins import Registry

import railcade_transeuropa.plugin as base_plugin

# Five cities, one of each colour, close together in the west (yellow, red, orange, blue, green
# order); and a second hand further east.
WEST = ("glasgow", "london", "paris", "marseille", "riga")
EAST = ("malmo", "dublin", "berlin", "firenze", "vilnius")


def registry(**extra) -> Registry:
    return Registry.from_plugins({"transeuropa": base_plugin, **extra})


def new_match(players: int = 2, seed: int = 1, variants: Iterable[str] = (), reg: Registry | None = None,
              options=None) -> Match:
    return Match("transeuropa", variants, players, options=options, seed=seed, registry=reg or registry())


def seg(a: str, b: str) -> str:
    """Normalised segment id between two "x,y" intersections."""
    pa, pb = tuple(map(int, a.split(","))), tuple(map(int, b.split(",")))
    lo, hi = sorted((pa, pb))
    return f"{lo[0]},{lo[1]}-{hi[0]},{hi[1]}"


def act(match: Match, seat: int, kind: str, target: str = "", target_type: str | None = None):
    types = {"place_marker": "intersection", "place_track": "segment", "end_turn": "button",
             "move_marker": "intersection"}
    if kind == "end_turn" and not target:
        target = "end_turn"
    return match.apply(Action(seat, kind, target_type or types[kind], target))


def place_markers(match: Match, *where: str) -> None:
    """Markers in turn order, starting with the first player."""
    state = match.state
    for at in where:
        act(match, state.turn, "place_marker", at)


def path_segments(match: Match, a: str, b: str, avoid_doubles: bool = True) -> list[str]:
    """A shortest path of segments between two intersections (plain ones only if asked)."""
    board = match.state.board
    start, goal = board.node(a), board.node(b)
    prev = {start: None}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node == goal:
            break
        for nb, s in board.adj[node]:
            if nb not in prev and not (avoid_doubles and board.is_double(s)):
                prev[nb] = (node, s)
                queue.append(nb)
    out = []
    node = goal
    while prev[node] is not None:
        node, s = prev[node]
        out.append(board.seg_ids[s])
    return out[::-1]


def lay_directly(match: Match, seat: int, segments: Iterable[str]) -> None:
    """Put tracks on the board without playing turns (to set up a position quickly)."""
    state = match.state
    for segment_id in segments:
        s = state.board.segment(segment_id)
        if state.network.placed[s]:
            continue
        state.network.place(s)
        state.placed_by.append(seat)
        state.supply -= 1
    match._forget_legal()


def city_at(match: Match, city_id: str) -> str:
    board = match.state.board
    return board.node_ids[board.city_node(city_id)]


def kinds(actions) -> set[str]:
    return {a.kind for a in actions}


def targets(actions, kind: str) -> set[str]:
    return {a.target for a in actions if a.kind == kind}
