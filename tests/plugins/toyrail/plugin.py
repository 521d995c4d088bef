"""Hooks of the toy route game."""

from __future__ import annotations

import random
from typing import Any

from game import hookimpl
from game.engine.actions import Action, Event
from game.engine.score import ScoreLine, SeatScore
from game.plugins import info_from_package

from toyrail.kinds import ToyBoard


class ToyState:
    def __init__(self, seed: int, players: int, deck: int):
        self.rng = random.Random(seed)
        self.deck = deck
        self.hands = [0] * players
        self.owner: dict[str, int] = {}
        self.turn = 0
        self.actions = 0

    def clone(self) -> "ToyState":
        twin = object.__new__(ToyState)
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.deck, twin.hands, twin.owner = self.deck, list(self.hands), dict(self.owner)
        twin.turn, twin.actions = self.turn, self.actions
        return twin

    def snapshot(self) -> dict[str, Any]:
        return {"deck": self.deck, "hands": list(self.hands), "owner": dict(self.owner),
                "turn": self.turn, "actions": self.actions, "rng": list(self.rng.getstate()[1][:8])}


@hookimpl
def railcade_plugin_info():
    return info_from_package("toyrail")


@hookimpl
def railcade_manifest_kinds():
    return {"toy_board": ToyBoard}


@hookimpl(trylast=True)
def railcade_create_state(game):
    state = ToyState(game.seed, game.players, game.data.board.deck)
    dealt = game.hook.railcade_deal_objectives(game=game, state=state, round_number=1)
    for seat, cards in (dealt or {}).items():
        state.hands[seat] += cards
        state.deck -= cards
    return state


@hookimpl(trylast=True)
def railcade_deal_objectives(game, state, round_number):
    return {seat: game.rule("hand") for seat in range(game.players)}


def _over(game, state) -> bool:
    return len(state.owner) == len(game.data.board.routes) or state.actions >= game.options["max_turns"]


@hookimpl(trylast=True)
def railcade_active_seats(game, state):
    return () if _over(game, state) else (state.turn,)


@hookimpl(trylast=True)
def railcade_legal_actions(game, state, seat):
    if _over(game, state) or seat != state.turn:
        return []
    out = [Action(seat, "pass", "button", "pass")]
    if state.deck > 0:
        out.append(Action(seat, "draw", "pile", "deck"))
    for route in game.data.board.routes:
        if route.id not in state.owner and state.hands[seat] >= route.length:
            out.append(Action(seat, "claim", "route", route.id))
    return out


@hookimpl(trylast=True)
def railcade_apply_action(game, state, action):
    seat = action.seat
    events = []
    if action.kind == "draw":
        state.deck -= 1
        state.hands[seat] += 1
        noise = state.rng.randrange(1000)
        events.append(Event.make("card_drawn", seat, secret=("noise",), visible_to=(seat,), reveals=True,
                                 noise=noise))
    elif action.kind == "claim":
        route = next(r for r in game.data.board.routes if r.id == action.target)
        state.hands[seat] -= route.length
        state.owner[route.id] = seat
        events.append(Event.make("route_claimed", seat, route=route.id, length=route.length))
    state.actions += 1
    state.turn = (state.turn + 1) % game.players
    return events


@hookimpl(trylast=True)
def railcade_view(game, state, seat):
    return {"deck": state.deck, "owner": dict(state.owner),
            "hand": state.hands[seat] if seat is not None else None,
            "hand_sizes": list(state.hands), "turn": state.turn}


@hookimpl(trylast=True)
def railcade_score(game, state):
    lengths = {r.id: r.length for r in game.data.board.routes}
    return {
        seat: SeatScore(seat, tuple(ScoreLine("routes", lengths[r], r) for r, o in sorted(state.owner.items()) if o == seat))
        for seat in range(game.players)
    }


@hookimpl(trylast=True)
def railcade_is_over(game, state):
    return _over(game, state)


@hookimpl
def railcade_check_invariants(game, state):
    total = state.deck + sum(state.hands) + sum(
        r.length for r in game.data.board.routes if r.id in state.owner)
    return [] if total == game.data.board.deck else [f"cards: {total} != {game.data.board.deck}"]
