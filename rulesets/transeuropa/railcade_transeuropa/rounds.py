"""Rounds: dealing the city cards, scoring a round with the exact virtual network, the barrier,
and deciding whether the game goes on."""

from __future__ import annotations

from typing import Any, Iterable

from game.engine.actions import Event
from game.rules.grid_network import GridNetwork
from game.rules.score_track import barrier_after_round, game_over_by_barrier
from game.rules.steiner import grid_steiner_graph

from railcade_transeuropa.state import MARKERS, OVER, RoundResult, TransEuropaState


def deal_cities(state: TransEuropaState) -> dict[int, tuple[str, ...]]:
    """ "Les cartes villes sont mélangées [...] Chaque joueur prend alors une carte de chaque
    couleur": shuffle each colour's cards and give the seats one of each, in colour order."""
    board, rng = state.board, state.rng
    by_color: dict[str, list[str]] = {color: [] for color in board.colors}
    for city_id in state.setup.deck:
        by_color[board.cities[city_id].color].append(city_id)
    hands: dict[int, list[str]] = {seat: [] for seat in range(state.players)}
    for color in board.colors:
        cards = by_color[color]
        rng.shuffle(cards)
        for seat in range(state.players):
            hands[seat].append(cards[seat])
    return {seat: tuple(cards) for seat, cards in hands.items()}


def start_round(game: Any, state: TransEuropaState) -> list[Event]:
    """Clear the board, pass the first-player card left, deal, and open the markers turn."""
    state.round += 1
    if state.round > 1:
        # "Le premier joueur passe la carte locomotive à son voisin de gauche."
        state.first_player = (state.first_player + 1) % state.players
    # The variants see the previous round's cards in state.cities while dealing.
    dealt = game.hook.railcade_deal_objectives(game=game, state=state, round_number=state.round)
    state.cities = [tuple(dealt[seat]) for seat in range(state.players)]
    state.network = GridNetwork(state.board)
    state.placed_by = []
    state.supply = state.setup.tracks
    state.markers = [None] * state.players
    state.phase = MARKERS
    state.turn = state.first_player
    reset_turn(state)
    state.passes = 0
    events = [Event.make("round_started", None, round=state.round, first_player=state.first_player)]
    for seat in range(state.players):
        events.append(
            Event.make("cities_dealt", seat, secret=("cities",), visible_to=(seat,), reveals=True,
                       round=state.round, cities=state.cities[seat])
        )
    return events


def reset_turn(state: TransEuropaState) -> None:
    state.plain_this_turn = 0
    state.double_this_turn = 0
    state.building_done = False
    state.round_ending = False


def completed_seats(state: TransEuropaState, seats: Iterable[int] | None = None) -> list[int]:
    """ "Dès que les cinq villes d'un joueur sont reliées à son réseau": every such seat (among
    ``seats`` when given: after a track that joined two networks while nobody had all their
    cities, only the seats of the merged network can have them now)."""
    return [seat for seat in (range(state.players) if seats is None else seats) if state.has_all_cities(seat)]


def score_round(state: TransEuropaState, reason: str) -> RoundResult:
    """Each seat not connected loses 1 per missing plain and 2 per missing double segment, on the
    cheapest virtual network joining its cities to its network, board tracks being free."""
    board = state.board
    graph = grid_steiner_graph(board, state.network.placed)
    winners = tuple(completed_seats(state))
    lost, plain, double, virtual = [], [], [], []
    for seat in range(state.players):
        if seat in winners:
            tree_edges: tuple[int, ...] = ()
            cost = 0
        else:
            marker = state.markers[seat]
            terminals = [marker] + [board.cities[c].node for c in state.cities[seat]]
            tree = graph.tree(terminals)
            tree_edges, cost = tree.edges, tree.cost
        doubles = sum(1 for s in tree_edges if board.is_double(s))
        lost.append(cost)
        double.append(doubles)
        plain.append(len(tree_edges) - doubles)
        virtual.append(tuple(board.seg_ids[s] for s in tree_edges))
    return RoundResult(
        round=state.round,
        reason=reason,
        winners=winners,
        cities=tuple(state.cities),
        lost=tuple(lost),
        plain=tuple(plain),
        double=tuple(double),
        virtual_segments=tuple(virtual),
        tracks=tuple(board.seg_ids[s] for s in state.network.order),
        barrier_before=state.barrier,
        barrier_after=state.barrier,
    )


def end_round(game: Any, state: TransEuropaState, reason: str) -> list[Event]:
    """Score the round, move locomotives and maybe the barrier, then end the game or deal again."""
    result = score_round(state, reason)
    for seat, lost in enumerate(result.lost):
        state.points[seat] -= lost  # "il déplace sa locomotive en direction de la barrière"
    before = state.barrier
    state.barrier = barrier_after_round(state.points, before, state.round, state.setup.barrier)
    result = RoundResult(**{**result.__dict__, "barrier_after": state.barrier})
    state.history.append(result)
    events = [
        Event.make(
            "round_ended", None, round=result.round, reason=reason, winners=result.winners,
            cities=result.cities, lost=result.lost, plain=result.plain, double=result.double,
            virtual_segments=result.virtual_segments, points=tuple(state.points), barrier=state.barrier,
        )
    ]
    if state.barrier != before:
        events.append(Event.make("barrier_moved", None, round=state.round, **{"from": before, "to": state.barrier}))
    if game.hook.railcade_game_should_end(game=game, state=state):
        state.phase = OVER
        state.turn = None
        state.winners = tuple(best_seats_by_points(state.points))
        events.append(Event.make("game_ended", None, winners=state.winners, points=tuple(state.points)))
        return events
    return events + start_round(game, state)


def best_seats_by_points(points: list[int]) -> list[int]:
    """ "Le vainqueur est celui [...] qui a alors le plus de points. En cas d'égalité, les ex-aequo
    se partagent la victoire." """
    top = max(points)
    return [seat for seat, p in enumerate(points) if p == top]


def barrier_says_game_over(state: TransEuropaState) -> bool:
    return game_over_by_barrier(state.points, state.barrier, len(state.history), state.setup.barrier)

