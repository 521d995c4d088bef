"""The bots play Europe Express: normal plans the London–Istanbul link and takes a Locomotive
when it is worth more than two blind cards; hard's sampled worlds agree with what it sees."""

import random

from euexpress_helpers import LONDON_ISTANBUL, at_turn_of, give_route, route_id, set_hand, set_tickets, started

from game.bots import make_bot
from game.bots.route_plan import Position, RouteBoard, link_goals, plan_tickets
from game.bots.worlds_route import determinize
from game.engine.match import Match
from game.testing import playout


def test_normal_planifie_le_lien_londres_istanbul():
    """With its tickets done, normal plans the link (an optional goal worth the top bonus card)."""
    match = started(2)
    set_tickets(match, 0, ["london-berlin"])
    for a, b in [("london", "amsterdam"), ("amsterdam", "essen"), ("essen", "berlin")]:
        give_route(match, 0, route_id(match, a, b))
    view = match.view(0)
    board = RouteBoard(view)
    goals = link_goals(board, view, 0)
    assert goals == [(board.city_index["london"], board.city_index["istanbul"], match.state.bonus_stack[0])]
    plan = plan_tickets(board, Position.of(board, view, 0), [], optional=goals)
    cities = {c for r in plan.routes for c in (board.routes[r].a, board.routes[r].b)}
    assert board.city_index["istanbul"] in cities and plan.cost <= 17


def test_normal_prend_la_route_du_lien_quand_il_peut():
    """One route from linking London to Istanbul and the cards for it: normal claims it."""
    match = started(2)
    at_turn_of(match, 0)
    set_tickets(match, 0, ["london-wien"])
    for a, b in LONDON_ISTANBUL[:-1]:  # the ticket is done; only Bucuresti – Istanbul is missing
        give_route(match, 0, route_id(match, a, b))
    set_hand(match, 0, yellow=3, red=1)
    bot = make_bot("normal", match, 0, 1)
    action = bot.choose(match.view(0), match.legal_actions(0))
    assert action.kind == "claim_route" and action.target == route_id(match, "bucuresti", "istanbul")


def test_normal_prend_une_locomotive_quand_les_couleurs_manquent():
    """Its plan lacks one colour that is rare among the unseen cards and none face up: one
    Locomotive beats two blind cards."""
    match = started(2)
    at_turn_of(match, 0)
    set_tickets(match, 0, ["budapest-sofia"])
    bot = make_bot("normal", match, 0, 1)
    view = match.view(0)
    board = RouteBoard(view)
    need = {"green": 3}
    pos = Position.of(board, view, 0)
    view["faceup"] = ["red", "red", "blue", "blue", "white"]
    view["discard_counts"] = {**view["discard_counts"], "green": 8}
    assert bot.locomotive_better(view, pos, need)
    assert not bot.locomotive_better(view, pos, {})


def test_monde_echantillonne_conforme_a_la_vue():
    """Hard's sampled world: the public part and the viewer's own hand and tickets are as seen,
    the hidden part is dealt from the unseen cards (every card accounted for)."""
    match = started(3, seed=4)
    playout(match, seed=4, max_actions=60)
    seat = match.active_seats[0]
    view = match.view(seat)
    base = Match("europe-express", (), 3, seed=99)
    world = determinize(base, view, seat, random.Random(1))
    assert world.check_invariants() == []
    seen = world.view(seat)
    for key in ("routes", "seats", "faceup", "deck", "discard_counts", "loco_pile", "hand", "my_tickets",
                "bonus", "ticket_pile", "phase", "current"):
        assert seen[key] == view[key], key


def test_les_bots_jouent_des_parties_entieres():
    for level in ("easy", "normal"):
        match = Match("europe-express", (), 3, seed=2)
        bots = [make_bot(level, match, s, s) for s in range(3)]
        while not match.is_over:
            s = match.active_seats[0]
            action = bots[s].choose(match.view(s), match.legal_actions(s))
            assert action in match.legal_actions(s)
            match.apply(action)
        assert match.check_invariants() == []


def test_hard_prend_les_reglages_de_ce_jeu():
    """Hard plays Europe Express with the settings found for it (no longest-path chase: this game
    pays for London–Istanbul instead) and Europe with Europe's."""
    express = make_bot("hard", Match("europe-express", (), 2, seed=1), 0, 1)
    assert express.normal.trail_weight == 0 and express.normal.sure_share == 0.8 and express.margin < 6
    europe = make_bot("hard", Match("europe", (), 2, seed=1), 0, 1)
    assert europe.normal.trail_weight > 0 and europe.normal.sure_share == 0.6 and europe.margin == 6
