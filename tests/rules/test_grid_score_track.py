"""Score track with a barrier (Trans Europa: "Après la deuxième manche" and "Fin du jeu")."""

from game.rules.score_track import BarrierRule, barrier_after_round, game_over_by_barrier, passed_barrier

RULE = BarrierRule()


def test_barrier_moves_so_that_exactly_two_spaces_remain():
    """Si, après le décompte des points de la deuxième manche, le joueur dont la locomotive est la
    plus proche de la barrière a encore 4 points ou plus, la barrière est avancée [...] de manière à
    ce qu'il ne reste qu'exactement deux cases entre la barrière et la locomotive du dernier joueur."""
    new = barrier_after_round([9, 7, 12], barrier=1, round_number=2, rule=RULE)
    assert new == 5  # spaces 6 and 5 are left in front of the locomotive on 7
    assert passed_barrier([9, 7, 12], new) == []
    assert passed_barrier([9, 4, 12], new) == [1]  # two more points lost and it is through


def test_barrier_stays_when_the_nearest_locomotive_has_three_points():
    assert barrier_after_round([3, 10], barrier=1, round_number=2, rule=RULE) == 1
    assert barrier_after_round([4, 10], barrier=1, round_number=2, rule=RULE) == 2


def test_barrier_moves_only_after_the_second_round():
    assert barrier_after_round([9, 9], barrier=1, round_number=1, rule=RULE) == 1
    assert barrier_after_round([9, 9], barrier=1, round_number=3, rule=RULE) == 1


def test_game_ends_after_two_rounds_or_more_when_a_locomotive_passed():
    """La partie se termine après deux manches ou plus, dès que, à l'issue d'une manche, une ou
    plusieurs locomotives ont franchi la barrière."""
    assert not game_over_by_barrier([-4, 13], barrier=1, rounds_played=1, rule=RULE)
    assert game_over_by_barrier([-4, 13], barrier=1, rounds_played=2, rule=RULE)
    assert not game_over_by_barrier([1, 13], barrier=1, rounds_played=2, rule=RULE)
    assert game_over_by_barrier([0, 13], barrier=1, rounds_played=3, rule=RULE)


def test_rule_reads_the_ruleset_table():
    rule = BarrierRule.from_rules({"barrier_spaces_left": 3, "min_rounds": 1}, start=12)
    assert (rule.start, rule.spaces_left, rule.min_rounds, rule.barrier) == (12, 3, 1, 1)
