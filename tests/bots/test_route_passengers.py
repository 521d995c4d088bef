"""Route bots with passengers (Märklin): trips read from the view only, normal's choices about
passengers and the two ticket decks, and hard's base settings there."""

import random

import pytest

from game.bots import make_bot
from game.bots.route_passengers import best_trip
from game.bots.route_plan import RouteBoard
from game.engine.actions import Action
from game.engine.match import Match
from game.plugins import default_registry
from game.simulate import play_game
from game.testing import give_route

REGISTRY = default_registry()
pytestmark = pytest.mark.skipif(REGISTRY.get("marklin") is None, reason="marklin not installed")


def _started(players=2, seed=1):
    match = Match("marklin", (), players, seed=seed, registry=REGISTRY)
    for seat in range(players):
        match.apply(Action(seat, "draw_tickets", "pile", "tickets", ("long", "long", "short", "short")))
    for seat in range(players):
        match.apply(max(match.legal_actions(seat), key=lambda a: len(a.choice)))
    return match


def _put_passenger(match, seat, city):
    state = match.state
    state.passenger_at[state.tables.city_index[city]] = seat
    state.passenger_supply[seat] -= 1
    match._forget_legal()


@pytest.mark.parametrize("players", [3])
def test_easy_and_normal_play_legal_marklin_games_keeping_every_invariant(players):
    result = play_game("marklin", (), players, ("easy", "normal"), seed=5, registry=REGISTRY)
    assert result.failures == []
    assert result.winners


def test_the_richest_trip_takes_the_top_tokens_and_avoids_countries():
    """Own routes only (no Passenger card), never into a country, each city's top token."""
    match = _started()
    for route in ("berlin-magdeburg", "leipzig-magdeburg", "chemnitz-leipzig", "lindau-osterreich"):
        give_route(match, 0, route)
    view = match.view(0)
    board = RouteBoard(view)
    trip = best_trip(board, view, 0, board.city_index["berlin"], cards=0)
    cities = [board.city_ids[c] for _, c in trip.steps]
    assert cities == ["magdeburg", "leipzig", "chemnitz"]
    tops = sum(view["merchandise"][c]["top"] for c in cities)
    assert trip.points == tops and trip.value == tops


def test_an_opponent_route_costs_a_passenger_card():
    match = _started()
    give_route(match, 0, "berlin-magdeburg")
    give_route(match, 1, "leipzig-magdeburg")
    view = match.view(0)
    board = RouteBoard(view)
    without = best_trip(board, view, 0, board.city_index["berlin"], cards=0)
    with_card = best_trip(board, view, 0, board.city_index["berlin"], cards=1)
    assert len(without.steps) == 1 and len(with_card.steps) == 2 and with_card.cards == 1


def test_normal_moves_a_passenger_once_the_trip_is_rich_and_follows_its_plan():
    """"a passenger is worth moving once a long path of rich cities is built": normal sets off
    at trip_worth points and then takes the planned cities one by one."""
    match = _started()
    for route in ("berlin-magdeburg", "leipzig-magdeburg", "chemnitz-leipzig", "chemnitz-dresden"):
        give_route(match, 0, route)
    _put_passenger(match, 0, "berlin")
    bot = make_bot("normal", match, 0, 1)
    view = match.view(0)
    trip = best_trip(RouteBoard(view), view, 0, RouteBoard(view).city_index["berlin"])
    bot.trip_worth = trip.points + 1
    assert bot.choose(view, match.legal_actions(0)).kind != "move_passenger"
    bot.trip_worth = trip.points
    action = bot.choose(view, match.legal_actions(0))
    assert action == Action(0, "move_passenger", "city", "berlin")
    match.apply(action)
    while match.active_seats == (0,) and match.state.phase == "move_passenger":
        match.apply(bot.choose(match.view(0), match.legal_actions(0)))
    assert match.state.merch_points[0] == trip.points


def test_normal_announces_long_tickets_while_the_game_is_young():
    match = Match("marklin", (), 2, seed=3, registry=REGISTRY)
    bot = make_bot("normal", match, 0, 1)
    first = bot.choose(match.view(0), match.legal_actions(0))
    assert first.kind == "draw_tickets" and first.choice.count("long") == bot.setup_long_tickets


def test_hard_plays_marklin_with_its_tuned_settings():
    """Märklin's base policy for hard: two long tickets at the start, passengers kept for 22
    points, and no chase of a longest-path bonus the game does not have."""
    match = Match("marklin", (), 2, seed=3, registry=REGISTRY)
    bot = make_bot("hard", match, 0, 1)
    base = bot.normal
    assert (base.setup_long_tickets, base.trip_worth, base.trail_weight, base.trail_bonus) == (2, 22, 0.0, 0.0)
    bot.iterations = 1
    first = bot.choose(match.view(0), match.legal_actions(0))
    assert first.kind == "draw_tickets"


def test_marklin_bots_ignore_other_seats_hidden_information():
    """Changing other seats' hands and tickets (not what the seat sees) changes no bot's choice."""
    match = Match("marklin", (), 3, seed=21, registry=REGISTRY)
    driver = [make_bot("normal", match, s, s) for s in range(3)]
    checked = 0
    while not match.is_over and checked < 3:
        seat = match.active_seats[0]
        view, legal = match.view(seat), match.legal_actions(seat)
        if view["phase"] == "turn" and len(match.log) > 20 and len(match.log) % 7 == 0:
            twin = match.clone()
            rng = random.Random(len(match.log))
            others = [o for o in range(3) if o != seat]
            state = twin.state
            # Other hands dealt again from their cards and the deck (sizes kept), piles reshuffled.
            pool = list(state.market.deck)
            for o in others:
                pool += [c for c, n in enumerate(state.hands[o]) for _ in range(n)]
            rng.shuffle(pool)
            for o in others:
                size = sum(state.hands[o])
                state.hands[o] = [0] * len(state.hands[o])
                for _ in range(size):
                    state.hands[o][pool.pop()] += 1
            state.market.deck = pool
            for pile in state.ticket_piles:
                rng.shuffle(pile)
            twin._forget_legal()
            assert twin.view(seat) == view
            if all(twin.state.hands[o] == match.state.hands[o] for o in others):
                match.apply(driver[seat].choose(view, legal))
                continue
            for level in ("easy", "normal"):
                assert make_bot(level, match, seat, 9).choose(view, legal) == \
                    make_bot(level, twin, seat, 9).choose(twin.view(seat), twin.legal_actions(seat))
            checked += 1
        match.apply(driver[seat].choose(view, legal))
    assert checked == 3



def test_expert_plays_marklin_with_hard_settings_and_more_worlds():
    """The expert level on Märklin: hard's Märklin settings with three times the worlds (its moves
    are checked in tests/bots/test_expert_level.py)."""
    from game.bots.hard import EXPERT_WORLDS

    match = Match("marklin", (), 2, seed=3, registry=REGISTRY)
    hard, expert = make_bot("hard", match, 0, 5), make_bot("expert", match, 0, 5)
    assert expert.name == "expert" and expert.iterations == hard.iterations * EXPERT_WORLDS
    assert (expert.normal.setup_long_tickets, expert.normal.trip_worth) == (2, 22)


def _hard_at_trip(start):
    """Seat 0 owns Berlin–Magdeburg–Leipzig–Chemnitz–Dresden with a passenger at ``start``."""
    match = _started()
    for route in ("berlin-magdeburg", "leipzig-magdeburg", "chemnitz-leipzig", "chemnitz-dresden"):
        give_route(match, 0, route)
    _put_passenger(match, 0, start)
    bot = make_bot("hard", match, 0, 1)
    view, legal = match.view(0), match.legal_actions(0)
    board = RouteBoard(view)
    trip = best_trip(board, view, 0, board.city_index[start])
    return match, bot, view, legal, trip


def test_hard_does_not_search_a_passenger_trip_worth_little():
    """"move now or let the trail grow" is searched only for a trip worth ``search_trip`` token
    points: Magdeburg's best trip (9 points) leaves hard's policy choice alone."""
    match, bot, view, legal, trip = _hard_at_trip("magdeburg")
    assert 0 < trip.points < bot.search_trip
    first = bot.normal.choose(view, legal)
    assert first.kind != "move_passenger"
    assert bot.candidates(view, legal, first) == [first]


def test_hard_weighs_setting_off_a_rich_trip_once_per_situation():
    """From Dresden the trail brings 15 points: hard's policy waits (it sets off at 22), normal
    would go (12), and the search plays both out. The same situation next turn is not searched
    again; a richer trail is."""
    match, bot, view, legal, trip = _hard_at_trip("dresden")
    assert bot.search_trip <= trip.points < bot.normal.trip_worth
    assert make_bot("normal", match, 0, 1).choose(view, legal).kind == "move_passenger"
    first = bot.normal.choose(view, legal)
    assert first.kind != "move_passenger"
    move = Action(0, "move_passenger", "city", "dresden")
    assert bot.candidates(view, legal, first) == [first, move]
    assert move not in bot.candidates(view, legal, first)
    give_route(match, 0, "berlin-hamburg-1")
    view, legal = match.view(0), match.legal_actions(0)
    first = bot.normal.choose(view, legal)
    assert move in bot.candidates(view, legal, first)


def test_hard_weighs_waiting_when_its_policy_sets_off_but_not_in_the_last_round():
    """Once the trail brings ``trip_worth`` points hard's policy sets off and the search weighs
    waiting for a richer trail instead; in the last round a passenger left standing scores
    nothing, so there is nothing to weigh."""
    match, bot, view, legal, trip = _hard_at_trip("dresden")
    bot.normal.trip_worth = trip.points
    first = bot.normal.choose(view, legal)
    assert first == Action(0, "move_passenger", "city", "dresden")
    options = bot.candidates(view, legal, first)
    assert len(options) == 2 and options[1].kind != "move_passenger"
    assert bot.candidates(dict(view, last_round=True), legal, first) == [first]


def _plan_done_with_trains(mine, theirs):
    """Seat 0's tickets all done (none held), ``mine`` trains left, seat 1 ``theirs``."""
    match = _started()
    match.state.tickets[0] = []
    match.state.trains[0], match.state.trains[1] = mine, theirs
    match._forget_legal()
    return match


def test_hard_draws_tickets_later_than_normal_for_the_most_tickets_bonus():
    """"Le joueur qui a réussi le plus de cartes Destination ... marque 10 points": with its plan
    done, hard's policy still draws (short) tickets with ``safe_trains_for_tickets`` trains left
    while every seat has ``safe_opponent_trains``, where normal stops drawing at 14 and 12."""
    policy = make_bot("hard", Match("marklin", (), 2, seed=3, registry=REGISTRY), 0, 1).normal
    low = (policy.safe_trains_for_tickets, policy.safe_opponent_trains)
    assert low[0] < 14 and low[1] < 12
    match = _plan_done_with_trains(*low)
    view, legal = match.view(0), match.legal_actions(0)
    hard = make_bot("hard", match, 0, 1).normal
    normal = make_bot("normal", match, 0, 1)
    drawn = hard.choose(view, legal)
    assert drawn.kind == "draw_tickets" and drawn.choice.count("long") == 0
    assert normal.choose(view, legal).kind != "draw_tickets"
    match = _plan_done_with_trains(low[0] - 1, low[1])
    assert make_bot("hard", match, 0, 1).normal.choose(match.view(0), match.legal_actions(0)).kind != "draw_tickets"
