"""The real bots on the installed rulesets: legal play, determinism, and blindness to hidden information."""

from __future__ import annotations

import math
import random

import pytest

from game.bots import available_levels, make_bot
from game.bots.arena import play_one
from game.engine.match import Match
from game.plugins import default_registry
from game.simulate import play_game

REGISTRY = default_registry()
INSTALLED = {r.id for r in REGISTRY.rulesets()}
needs = lambda ruleset: pytest.mark.skipif(ruleset not in INSTALLED, reason=f"{ruleset} not installed")


@pytest.mark.parametrize("family", ["route", "grid"])
def test_every_family_has_the_five_levels(family):
    assert available_levels(family) == ["random", "easy", "normal", "hard", "expert"]


@needs("europe")
@pytest.mark.parametrize("players", [2, 4])
def test_europe_easy_and_normal_play_legal_games_keeping_every_invariant(players):
    result = play_game("europe", (), players, ("easy", "normal"), seed=11 + players, registry=REGISTRY)
    assert result.failures == []
    assert result.winners


@needs("transeuropa")
@pytest.mark.parametrize("variants", [(), ("transeuropa-locomotive-blocking",), ("transeuropa-visible-objectives",)])
def test_transeuropa_easy_and_normal_play_legal_games_in_every_variant(variants):
    result = play_game("transeuropa", variants, 3, ("easy", "normal"), seed=5, registry=REGISTRY)
    assert result.failures == []


@needs("europe")
def test_normal_beats_easy_more_often_than_not_over_a_few_europe_games():
    wins = 0
    for index in range(6):
        lineup = ["normal", "easy"] if index % 2 == 0 else ["easy", "normal"]
        match, _, problem = play_one("europe", (), lineup, 100 + index, REGISTRY)
        assert problem is None
        if lineup.index("normal") in match.winners():
            wins += 1
    assert wins >= 4


def _search_without_clock(*bots, worlds: int) -> None:
    """Hard bots that search a fixed number of worlds and never look at the clock: however loaded
    the machine, the time cap (a safety net for play) cannot cut a search short and change a move,
    so two bots given equal views search equal worlds."""
    for bot in bots:
        bot.iterations = worlds
        bot.time_budget = math.inf


def _scramble_europe(match: Match, seat: int, seed: int) -> Match:
    """The same public position with other seats' hands, tickets and the deck order changed."""
    twin = match.clone()
    state = twin.state
    rng = random.Random(seed)
    pool = list(state.market.deck)
    sizes = {}
    for other in range(state.players):
        if other != seat:
            sizes[other] = sum(state.hands[other])
            pool += [c for c, n in enumerate(state.hands[other]) for _ in range(n)]
    rng.shuffle(pool)
    for other, size in sizes.items():
        hand = [0] * len(state.hands[other])
        for _ in range(size):
            hand[pool.pop()] += 1
        state.hands[other] = hand
    state.market.deck = pool
    kept = [state.tickets[o] for o in sizes] + [state.ticket_pile]
    everything = [t for group in kept for t in group]
    rng.shuffle(everything)
    for other in sizes:
        n = len(state.tickets[other])
        state.tickets[other], everything = everything[:n], everything[n:]
    state.ticket_pile = everything
    twin._forget_legal()
    return twin


@needs("europe")
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_europe_bots_ignore_other_seats_hidden_information(level):
    match = Match("europe", (), 3, seed=21, registry=REGISTRY)
    driver = [make_bot("normal", match, s, s) for s in range(3)]
    checked = 0
    while not match.is_over and checked < 4:
        seat = match.active_seats[0]
        legal = match.legal_actions(seat)
        view = match.view(seat)
        if view["phase"] == "turn" and len(match.log) > 10 and len(match.log) % 5 == 0:
            twin = _scramble_europe(match, seat, len(match.log))
            assert twin.view(seat) == view  # only hidden parts changed
            hidden_changed = any(twin.state.hands[o] != match.state.hands[o] for o in range(3) if o != seat)
            assert hidden_changed
            bot_a = make_bot(level, match, seat, 99)
            bot_b = make_bot(level, twin, seat, 99)
            if level == "hard":
                _search_without_clock(bot_a, bot_b, worlds=2)
            assert bot_a.choose(view, legal) == bot_b.choose(twin.view(seat), twin.legal_actions(seat))
            checked += 1
        match.apply(driver[seat].choose(view, legal))
    assert checked == 4


@needs("transeuropa")
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_transeuropa_bots_ignore_other_seats_city_cards(level):
    match = Match("transeuropa", (), 3, seed=8, registry=REGISTRY)
    driver = [make_bot("normal", match, s, s) for s in range(3)]
    while len(match.log) < 12:
        seat = match.active_seats[0]
        match.apply(driver[seat].choose(match.view(seat), match.legal_actions(seat)))
    seat = match.active_seats[0]
    twin = match.clone()
    others = [o for o in range(3) if o != seat]
    twin.state.cities[others[0]], twin.state.cities[others[1]] = (
        twin.state.cities[others[1]], twin.state.cities[others[0]])
    assert twin.view(seat) == match.view(seat)
    bot_a = make_bot(level, match, seat, 5)
    bot_b = make_bot(level, twin, seat, 5)
    if level == "hard":
        _search_without_clock(bot_a, bot_b, worlds=2)
    assert bot_a.choose(match.view(seat), match.legal_actions(seat)) == bot_b.choose(
        twin.view(seat), twin.legal_actions(seat))
    if level == "hard":  # this position is searched: both weighed the same two worlds in full
        assert bot_a.last_worlds == bot_b.last_worlds == 2


def _searched_position(ruleset: str, seed: int) -> tuple[Match, int]:
    """A position, reached by normal play, where hard weighs more than one candidate."""
    match = Match(ruleset, (), 2, seed=seed, registry=REGISTRY)
    driver = [make_bot("normal", match, s, s) for s in range(2)]
    probe = [make_bot("hard", match, s, 0) for s in range(2)]
    while not match.is_over:
        seat = match.active_seats[0]
        view, legal = match.view(seat), match.legal_actions(seat)
        first = probe[seat].normal.choose(view, legal)
        if len(match.log) > 8 and probe[seat].searchable(view) and len(probe[seat].candidates(view, legal, first)) > 1:
            return match, seat
        match.apply(driver[seat].choose(view, legal))
    raise AssertionError("no position with a choice to search")


@pytest.mark.parametrize("ruleset", [r for r in ("europe", "transeuropa", "marklin") if r in INSTALLED])
def test_hard_is_deterministic_for_a_seed_and_iteration_budget(ruleset):
    match, seat = _searched_position(ruleset, 3)
    picks = []
    for _ in range(2):
        bot = make_bot("hard", match, seat, 42)
        _search_without_clock(bot, worlds=3)
        picks.append(bot.choose(match.view(seat), match.legal_actions(seat)))
        assert bot.last_worlds == 3
    assert picks[0] == picks[1]


@needs("europe")
def test_a_europe_world_sampled_by_hard_matches_the_view_it_came_from():
    from game.bots.worlds_route import determinize

    match = Match("europe", (), 3, seed=17, registry=REGISTRY)
    driver = [make_bot("normal", match, s, s) for s in range(3)]
    while len(match.log) < 40:
        seat = match.active_seats[0]
        match.apply(driver[seat].choose(match.view(seat), match.legal_actions(seat)))
    seat = match.active_seats[0]
    view = match.view(seat)
    base = Match("europe", (), 3, seed=1, registry=REGISTRY)
    world = determinize(base, view, seat, random.Random(1))
    assert world.view(seat) == view
    assert sum(map(sum, world.state.hands)) + world.state.market.total() == sum(world.state.tables.card_counts)


@needs("transeuropa")
def test_a_transeuropa_world_sampled_by_hard_matches_the_view_it_came_from():
    from game.bots.worlds_grid import determinize

    match = Match("transeuropa", (), 3, seed=4, registry=REGISTRY)
    driver = [make_bot("normal", match, s, s) for s in range(3)]
    while len(match.log) < 30:
        seat = match.active_seats[0]
        match.apply(driver[seat].choose(match.view(seat), match.legal_actions(seat)))
    seat = match.active_seats[0]
    view = match.view(seat)
    base = Match("transeuropa", (), 3, seed=1, registry=REGISTRY)
    world = determinize(base, view, seat, random.Random(2))
    assert world.view(seat) == view
    assert world.legal_actions(seat) == match.legal_actions(seat)


@needs("europe")
def test_the_runner_gets_a_legal_move_from_a_real_bot_off_the_calling_thread():
    from game.bots.runner import BotRunner

    match = Match("europe", (), 2, seed=2, registry=REGISTRY)
    seat = match.active_seats[0]
    runner = BotRunner(make_bot("normal", match, seat, 1), budget=1.0)
    runner.start(match.view(seat), match.legal_actions(seat))
    action = runner.wait(30)
    assert action in match.legal_actions(seat)
    assert runner.error is None and not runner.timed_out


@needs("marklin")
def test_a_marklin_world_sampled_by_hard_matches_the_view_it_came_from():
    """Passengers, merchandise, a trip under way and the two ticket decks survive the sampling."""
    from game.bots.worlds_route import determinize

    match = Match("marklin", (), 3, seed=17, registry=REGISTRY, options={"merchandise_colours": "shuffled"})
    driver = [make_bot("normal", match, s, s) for s in range(3)]
    checked = 0
    while not match.is_over and checked < 6:
        seat = match.active_seats[0]
        if len(match.log) > 60 and len(match.log) % 23 == 0 or match.state.phase == "move_passenger":
            view = match.view(seat)
            base = Match("marklin", (), 3, seed=1, registry=REGISTRY, options={"merchandise_colours": "shuffled"})
            world = determinize(base, view, seat, random.Random(checked))
            assert world.view(seat) == view
            assert world.check_invariants() == [] or match.state.phase == "setup"
            checked += 1
        match.apply(driver[seat].choose(match.view(seat), match.legal_actions(seat)))
    assert checked == 6


@needs("europe")
def test_hard_time_cap_reads_the_bot_clock():
    """The safety net reads ``bot.clock``: a clock that leaps past the budget at once stops the
    search before any world; a clock that stands still lets every world be searched."""
    match, seat = _searched_position("europe", 3)
    leaping = make_bot("hard", match, seat, 42)
    leaping.iterations = 3
    ticks = iter(range(0, 10_000, 10))
    leaping.clock = lambda: float(next(ticks))
    assert leaping.choose(match.view(seat), match.legal_actions(seat)) in match.legal_actions(seat)
    assert leaping.last_worlds == 0
    still = make_bot("hard", match, seat, 42)
    still.iterations = 3
    still.clock = lambda: 0.0
    still.choose(match.view(seat), match.legal_actions(seat))
    assert still.last_worlds == 3
