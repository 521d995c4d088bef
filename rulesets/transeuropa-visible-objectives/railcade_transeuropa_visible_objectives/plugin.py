"""Variant 1, "Cartes visibles" (rulebook 001, end):

"Les joueurs posent leurs cartes Objectif face visible devant eux [...] Pendant la manche
suivante, chaque joueur joue avec les cartes Objectif de son voisin de gauche. On joue ainsi autant
de manches qu'il y a de joueurs."

It only wraps decision points of the base ruleset: the view (everyone's cards), the events that
deal the cards (made public), the deal (left neighbour's cards from round 2) and the end of the
game (rounds = players). It reads the base state's documented attributes (docs/view-grid.md) and
imports nothing from the base package.
"""

from __future__ import annotations

from game import hookimpl
from game.engine.actions import Event


@hookimpl
def railcade_plugin_info():
    from game.plugins import info_from_package

    return info_from_package("railcade_transeuropa_visible_objectives")


@hookimpl(wrapper=True)
def railcade_view(game, state, seat):
    view = yield
    view["objectives"] = [list(cards) for cards in state.cities]
    view["connected"] = [state.connected_cities(s) for s in range(state.players)]
    return view


@hookimpl(wrapper=True)
def railcade_deal_objectives(game, state, round_number):
    dealt = yield  # the base still shuffles, so the seeded sequence stays the base game's
    if round_number <= 1:
        return dealt
    # state.cities still holds the round that just ended: take the left neighbour's hand.
    return {seat: tuple(state.cities[(seat + 1) % state.players]) for seat in range(state.players)}


@hookimpl(wrapper=True)
def railcade_apply_action(game, state, action):
    events = yield
    if not events:
        return events
    return [_public(e) if e.kind == "cities_dealt" else e for e in events]


def _public(event: Event) -> Event:
    return Event(event.kind, event.seat, event.data, secret=(), visible_to=(), reveals=event.reveals)


@hookimpl(wrapper=True)
def railcade_game_should_end(game, state):
    yield  # the barrier does not end this variant
    return len(state.history) >= state.players
