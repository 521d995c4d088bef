"""The expert level: hard's search with three times the worlds and a 3-second think."""

import pytest

from game.bots import available_levels, make_bot
from game.bots.hard import EXPERT_BUDGET, EXPERT_WORLDS
from game.engine.match import Match
from game.plugins import default_registry

INSTALLED = {r.id for r in default_registry().rulesets()}


def test_every_family_with_a_hard_bot_offers_an_expert():
    for family in ("route", "grid"):
        levels = available_levels(family)
        assert levels.index("expert") == levels.index("hard") + 1


def test_expert_searches_more_worlds_for_longer_than_hard():
    for ruleset in ("europe", "transeuropa"):
        match = Match(ruleset, (), 2, seed=3)
        hard, expert = make_bot("hard", match, 0, 5), make_bot("expert", match, 0, 5)
        assert expert.name == "expert"
        assert expert.iterations == hard.iterations * EXPERT_WORLDS
        assert expert.time_budget == EXPERT_BUDGET > hard.time_budget


@pytest.mark.parametrize("ruleset", [r for r in ("transeuropa", "marklin") if r in INSTALLED])
def test_expert_plays_legal_moves(ruleset):
    """Märklin: through the opening's announced mix of two ticket decks into the first turns."""
    match = Match(ruleset, (), 2, seed=4)
    bots = [make_bot("expert", match, s, 9 + s) for s in range(2)]
    for bot in bots:
        bot.time_budget = 0.2  # a short think: this checks legality, not strength
    for _ in range(12):
        seat = match.active_seats[0]
        legal = match.legal_actions(seat)
        action = bots[seat].choose(match.view(seat), legal)
        assert action in legal
        match.apply(action)
    assert match.check_invariants() == []
