"""Ticket plans (``game.bots.route_plan``): paths by trains, or by trains less route points."""

from __future__ import annotations

from game.bots.route_plan import Position, RouteBoard, plan_tickets, route_points


def _view(routes):
    return {
        "routes": [{"id": f"{a}-{b}", "a": a, "b": b, "length": n, "color": "gray", "tunnel": False,
                    "ferry": 0, "owner": None, "open": True} for a, b, n in routes],
        "seats": [{"seat": 0, "trains": 45, "stations_left": 3}, {"seat": 1, "trains": 45, "stations_left": 3}],
        "hand": {},
    }


def test_route_points_follow_the_scoring_table():
    # "Décompte des points" of a claimed route: 1, 2, 4, 7, 10, 15, 18 or 21 points for 1 to 8 cars.
    assert [route_points(n) for n in range(1, 9)] == [1, 2, 4, 7, 10, 15, 18, 21]


def test_a_points_weighted_plan_takes_the_long_route_and_counts_its_trains():
    # A 6-car route scores 15 points, a chain of 2 + 2 + 1 cars 5: the chain saves one train, the
    # long route brings 10 points more. By trains alone the plan takes the chain; weighing points
    # it takes the long route, and its cost stays in trains (6, not 6 less its points).
    view = _view([("a", "b", 6), ("a", "c", 2), ("c", "d", 2), ("d", "b", 1)])
    board = RouteBoard(view)
    pos = Position.of(board, view, 0)
    ticket = [(board.city_index["a"], board.city_index["b"], 10)]
    by_trains = plan_tickets(board, pos, ticket)
    assert [board.routes[r].id for r in by_trains.routes] == ["a-c", "c-d", "d-b"]
    assert by_trains.cost == 5
    by_points = plan_tickets(board, pos, ticket, points_weight=0.2)
    assert [board.routes[r].id for r in by_points.routes] == ["a-b"]
    assert by_points.cost == 6
    assert by_points.tickets == ticket and not by_points.dropped


def test_a_points_weighted_plan_reuses_its_routes_and_drops_what_it_cannot_afford():
    # Routes already planned cost nothing for the next ticket; a ticket past the trains left is
    # dropped, with or without the weight.
    view = _view([("a", "b", 6), ("b", "c", 3), ("c", "d", 8)])
    view["seats"][0]["trains"] = 10
    board = RouteBoard(view)
    pos = Position.of(board, view, 0)
    idx = board.city_index
    tickets = [(idx["a"], idx["b"], 12), (idx["a"], idx["c"], 9), (idx["a"], idx["d"], 5)]
    for weight in (0.0, 0.2):
        plan = plan_tickets(board, pos, tickets, points_weight=weight)
        assert plan.cost == 9
        assert plan.tickets == tickets[:2] and plan.dropped == tickets[2:]
