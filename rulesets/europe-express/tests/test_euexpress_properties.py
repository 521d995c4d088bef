"""Invariants over whole games (hypothesis): every card accounted for, wagons never created or
lost, bonus cards handed out from the top in order, saves replaying to the same state."""

from hypothesis import given, settings, strategies as st

from euexpress_helpers import card_total, new_match

from game.engine.match import Match
from game.testing import playout


@settings(max_examples=8, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31))
def test_cartes_wagons_et_bonus_conserves(players, seed):
    match = new_match(players, seed)

    def check(rng, legal):
        state = match.state
        assert card_total(state) == (70, 12)
        t = state.tables
        for seat in range(players):
            placed = sum(t.route_length[r] for r, o in enumerate(state.route_owner) if o == seat)
            assert placed + state.trains[seat] == 27
        values = list(state.rules.bonus_values)
        taken = [state.bonus[s] for s in state.bonus_order]
        assert taken + state.bonus_stack == values
        return rng.choice(legal)

    playout(match, seed, choose=check, check_views=False)
    assert match.is_over


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**31))
def test_la_sauvegarde_rejoue_a_l_identique(seed):
    match = new_match(3, seed)
    playout(match, seed, max_actions=150)
    replay = Match.from_save(match.to_save())
    assert replay.snapshot() == match.snapshot()
