"""The hard Europe bot's base policy (``RouteTunedBot``): what sets it apart from normal."""

from __future__ import annotations

import pytest

from game.bots.route_hard import RouteTunedBot
from game.bots.route_normal import RouteNormalBot, completion_chance
from game.bots.route_plan import Position, RouteBoard, plan_tickets
from game.engine.actions import Action
from game.engine.match import Match
from game.plugins import default_registry

REGISTRY = default_registry()
pytestmark = pytest.mark.skipif("europe" not in {r.id for r in REGISTRY.rulesets()},
                                reason="europe not installed")


def test_a_larger_sure_share_makes_the_same_plan_likelier():
    assert completion_chance(20, 30, 0.6) > completion_chance(20, 30, 0.45)
    assert completion_chance(10, 30, 0.45) == 1.0  # within the sure part
    assert completion_chance(31, 30, 0.6) == 0.0  # past the horizon


def test_tuned_commits_to_at_least_as_many_ticket_points_as_normal_at_the_start():
    # "Chaque joueur ... doit conserver au moins 2 de ces billets": which ones is the bot's
    # choice; the tuned policy counts plans as sure further into the game, so it dares the long
    # ticket (20 points or more) where normal keeps two short ones.
    kept = {"normal": 0, "tuned": 0}
    for seed in range(12):
        match = Match("europe", (), 2, seed=seed, registry=REGISTRY)
        view, legal = match.view(0), match.legal_actions(0)
        points = {t["id"]: int(t["points"]) for t in view["offered_tickets"]}
        normal = RouteNormalBot(0, 1).choose(view, legal)
        tuned = RouteTunedBot(0, 1).choose(view, legal)
        assert tuned.kind == normal.kind == "keep_tickets"
        assert len(tuned.choice) >= 2
        normal_points = sum(points[t] for t in normal.choice)
        tuned_points = sum(points[t] for t in tuned.choice)
        assert tuned_points >= normal_points
        kept["normal"] += normal_points
        kept["tuned"] += tuned_points
    assert kept["tuned"] > kept["normal"]


def _trail_position():
    """Seat 0 owns one short route X; seat 1 a longer disjoint route R. Y (3 cars) extends X;
    Z (4 cars) lies away from everything. Returns the view and the ids of X, R, Y, Z."""
    match = Match("europe", (), 2, seed=3, registry=REGISTRY)
    view = match.view(0)
    routes = view["routes"]
    for x in routes:
        if x["length"] > 2:
            continue
        for y in routes:
            if y["length"] != 3 or y is x or {y["a"], y["b"]}.isdisjoint({x["a"], x["b"]}):
                continue
            used = {x["a"], x["b"], y["a"], y["b"]}
            r = next((r for r in routes if r["length"] == x["length"] + 2 and used.isdisjoint({r["a"], r["b"]})), None)
            if r is None:
                continue
            used |= {r["a"], r["b"]}
            z = next((z for z in routes if z["length"] == 4 and used.isdisjoint({z["a"], z["b"]})
                      and not z["ferry"]), None)
            if z is not None:
                x["owner"], r["owner"] = 0, 1
                return view, x["id"], r["id"], y["id"], z["id"]
    raise AssertionError("the Europe board should offer such routes")


def test_scoring_claims_chase_the_european_express_only_for_the_tuned_policy():
    # "Le joueur qui possède le chemin continu le plus long reçoit le bonus European Express
    # de 10 points": a 3-car route that catches up with the rival's longest path is worth more
    # than a lone 4-car route (7 points) to a bot that counts the bonus.
    view, x, r, y, z = _trail_position()
    claims = [Action(0, "claim_route", "route", target, ("red",) * length)
              for target, length in ((y, 3), (z, 4))]
    picks = {}
    for bot in (RouteNormalBot(0, 1), RouteTunedBot(0, 1)):
        board = RouteBoard(view)
        pos = Position.of(board, view, 0)
        plan = plan_tickets(board, pos, [])
        gains = bot.trail_gains(board, pos, claims, {board.city_index[c] for c in x.split("-")})
        assert gains[board.route_index[y]] == (3, True)
        assert board.route_index[z] not in gains
        picks[type(bot).__name__] = bot.scoring_claim(board, pos, plan, claims, endgame=True).target
    assert picks == {"RouteNormalBot": z, "RouteTunedBot": y}


def test_hard_plays_the_tuned_policy_where_its_search_does_not_overrule_it():
    from game.bots import make_bot

    differs = 0
    for seed in range(6):
        match = Match("europe", (), 2, seed=seed, registry=REGISTRY)
        view, legal = match.view(0), match.legal_actions(0)
        hard = make_bot("hard", match, 0, 1)
        hard.iterations = 0  # no sampled world: the base policy's move stands
        tuned = hard.tune(RouteTunedBot(0, 1)).choose(view, legal)  # with this game's settings
        assert hard.choose(view, legal) == tuned
        differs += tuned != RouteNormalBot(0, 1).choose(view, legal)
    assert differs  # the check tells the two policies apart


@pytest.mark.parametrize("ruleset", ["europe", "europe-express", "marklin"])
def test_only_europe_hard_plans_its_paths_by_route_points(ruleset):
    # "Décompte des points": a long route scores more points per car (6 cars: 15 points); Europe's
    # hard policy lets that choose between paths, the other games' hard bots keep their settings.
    from game.bots import make_bot

    if ruleset not in {r.id for r in REGISTRY.rulesets()}:
        pytest.skip(f"{ruleset} not installed")
    hard = make_bot("hard", Match(ruleset, (), 2, seed=1, registry=REGISTRY), 0, 1)
    assert (hard.normal.points_weight > 0) == (ruleset == "europe")
    assert RouteNormalBot(0, 1).points_weight == 0  # normal, the opponent baseline, is unchanged
