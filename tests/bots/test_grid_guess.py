"""Trans Europa hard's guesses at the others' hidden cities (game/bots/worlds_grid.py: CityGuess).

Rules behind them (Trans Europa rulebook): each player holds one city card per colour; the first
turn places a marker on any free intersection (the bots choose one of their cities); every track
a player lays joins its own network, and the round ends when one network joins all five cities.
"""

from __future__ import annotations

import random

import pytest

from game.bots import make_bot
from game.bots.grid_plan import GridModel
from game.engine.match import Match
from game.plugins import default_registry

REGISTRY = default_registry()
pytestmark = pytest.mark.skipif("transeuropa" not in {r.id for r in REGISTRY.rulesets()},
                                reason="transeuropa not installed")


def _played(seed: int, actions: int) -> Match:
    match = Match("transeuropa", (), 2, seed=seed, registry=REGISTRY)
    bots = [make_bot("normal", match, s, s + 3) for s in range(2)]
    while len(match.log) < actions and match.state.round == 1:
        seat = match.active_seats[0]
        match.apply(bots[seat].choose(match.view(seat), match.legal_actions(seat)))
    return match


def test_one_card_per_colour_from_the_unseen_cards_and_the_city_under_the_marker_is_kept():
    """Rule: one city card of each colour per player; a player's marker starts its network (normal
    puts it on one of its cities), so the unseen card under it is that player's."""
    from game.bots.worlds_grid import CityGuess

    match = _played(8, 20)
    view = match.view(0)
    guess = CityGuess(view, 1, GridModel(view), random.Random(1), 30)
    marker_city = next(c["id"] for c in view["board"]["cities"] if c["at"] == view["markers"][1])
    colour_of = {c["id"]: c["color"] for c in view["board"]["cities"]}
    assert guess.guesses
    for cities in guess.guesses:
        assert marker_city in cities
        assert sorted(colour_of[c] for c in cities) == sorted(view["board"]["colors"])
        assert not set(cities) & set(view["objectives"][0])


def test_guesses_that_explain_the_tracks_built_weigh_more_than_a_blind_deal():
    """Rule: tracks are laid from one's own network towards one's cities; guesses that would make
    those tracks a waste weigh less, so the weighted guesses hold more of the true cities than
    uniform ones (checked over several positions late in the first round)."""
    from game.bots.worlds_grid import CityGuess

    weighted = uniform = 0.0
    for seed in range(3):
        match = _played(40 + seed, 36)
        view = match.view(0)
        true = set(match.state.cities[1])
        guess = CityGuess(view, 1, GridModel(view), random.Random(seed), 40)
        hits = [len(true & set(c)) for c in guess.guesses]
        weighted += sum(h * w for h, w in zip(hits, guess.weights)) / sum(guess.weights)
        uniform += sum(hits) / len(hits)
    assert weighted > uniform + 0.5


def test_a_world_dealt_from_guesses_still_matches_the_view():
    from game.bots.worlds_grid import CityGuess, determinize

    match = _played(5, 24)
    seat = match.active_seats[0]
    view = match.view(seat)
    other = 1 - seat
    guesses = {other: CityGuess(view, other, GridModel(view), random.Random(3), 20)}
    base = Match("transeuropa", (), 2, seed=1, registry=REGISTRY)
    world = determinize(base, view, seat, random.Random(4), guesses)
    assert world.view(seat) == view
    assert world.state.cities[other] in guesses[other].guesses
    assert world.legal_actions(seat) == match.legal_actions(seat)
