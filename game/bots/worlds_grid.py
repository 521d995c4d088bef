"""Determinizing a Trans Europa view: a Match whose board, markers, score track and finished
rounds equal the view, with the other seats' hidden city cards dealt at random (one per colour
from the cards in play the viewer has not seen) and a fresh random generator for later deals.

The one module that knows the Trans Europa state's fields (rulesets/transeuropa/
railcade_transeuropa/state.py, documented for plugin authors in docs/view-grid.md).
"""

from __future__ import annotations

import math
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


def unseen_cards(view: dict[str, Any]) -> dict[str, list[str]]:
    """Per colour, the cards in play that no objective in the view shows."""
    board = view["board"]
    colour_of = {c["id"]: c["color"] for c in board["cities"]}
    in_play = board.get("cards_in_play") or list(colour_of)
    known = {c for cities in view.get("objectives") or () if cities for c in cities}
    return {colour: [c for c in in_play if colour_of.get(c) == colour and c not in known] for colour in board["colors"]}


def sample_cities(view: dict[str, Any], seat: int, rng: random.Random,
                  guesses: dict[int, Any] | None = None) -> list[tuple[str, ...]]:
    """Every seat's cities: the view's where it shows them; else a guess drawn from
    ``guesses[seat]`` (a :class:`CityGuess`) when it does not clash with the cards already dealt,
    else one unseen card per colour at random."""
    board = view["board"]
    objectives = view.get("objectives") or [None] * view["players"]
    free = unseen_cards(view)
    for cards in free.values():
        rng.shuffle(cards)
    out = []
    for s in range(view["players"]):
        if objectives[s]:
            out.append(tuple(objectives[s]))
            continue
        guess = guesses.get(s) if guesses else None
        cities = guess.draw(rng, free) if guess is not None else None
        if cities is None:
            cities = tuple(free[colour].pop() for colour in board["colors"] if free[colour])
        else:
            for city in cities:
                for cards in free.values():
                    if city in cards:
                        cards.remove(city)
        out.append(cities)
    return out


class CityGuess:
    """Weighted guesses at one seat's hidden cities from what it has built (its marker and its
    tracks are public). Players start on one of their cities (the rules allow any free
    intersection, but the bots' own marker choice is a city of theirs), so an unseen city under the
    seat's marker is taken as one of its cards. Each guess (one unseen card per colour) is weighed
    by the tracks the seat would have wasted had those been its cities: its tracks' cost plus what
    its network still needs, less the cheapest tree from its marker without its own tracks (every
    other track free); a seat that builds its cheapest tree wastes nothing. Weight exp(-waste)."""

    def __init__(self, view: dict[str, Any], seat: int, model: Any, rng: random.Random, samples: int):
        board = model.board
        free = unseen_cards(view)
        marker = view["markers"][seat]
        start = board.node(marker) if marker else None
        forced = {colour: c for colour, cards in free.items() for c in cards
                  if start is not None and board.city_node(c) == start}
        placed = model.placed(view)
        without = bytearray(placed)
        own_cost = 0
        for track in view["tracks"]:
            if track["seat"] == seat:
                segment = board.segment(track["segment"])
                without[segment] = 0
                own_cost += 2 if board.is_double(segment) else 1
        nodes = model.my_nodes(view, seat)
        colours = [colour for colour in view["board"]["colors"] if free[colour]]
        self.guesses: list[tuple[str, ...]] = []
        self.weights: list[float] = []
        seen = set()
        for _ in range(samples):
            cities = tuple(forced.get(colour) or rng.choice(free[colour]) for colour in colours)
            if cities in seen:
                continue
            seen.add(cities)
            weight = 1.0
            if own_cost and nodes and start is not None:
                ends = model.city_nodes(cities)
                waste = own_cost + model.tree(placed, [nodes[0]] + ends).cost - model.tree(without, [start] + ends).cost
                weight = math.exp(-max(0, waste))
            self.guesses.append(cities)
            self.weights.append(weight)

    def draw(self, rng: random.Random, free: dict[str, list[str]], tries: int = 8) -> tuple[str, ...] | None:
        """A guess whose cards are all still free (others' guesses took theirs), or None."""
        if not self.guesses:
            return None
        left = {c for cards in free.values() for c in cards}
        for _ in range(tries):
            cities = rng.choices(self.guesses, self.weights)[0]
            if all(c in left for c in cities):
                return cities
        return None


def determinize(base: Any, view: dict[str, Any], seat: int, rng: random.Random,
                guesses: dict[int, CityGuess] | None = None) -> Any:
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
    state.cities = sample_cities(view, seat, rng, guesses)
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
