"""The train-card market (game/rules/cards.py): conservation, reshuffle, the locomotive row rule."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from game.rules.cards import EMPTY, MAX_REDEALS, CardMarket
from game.rules.endgame import NOT_STARTED, turns_left_after
from game.rules.tickets import draw_top, keep_options, return_under

WILD = 8
COUNTS = (12,) * 8 + (14,)


@settings(max_examples=50)
@given(seed=st.integers(0, 2**32), steps=st.lists(st.integers(0, 6), max_size=60))
def test_aucune_carte_creee_ni_perdue(seed, steps):
    rng = random.Random(seed)
    market = CardMarket.new(COUNTS, rng)
    market.refill(rng, WILD)
    hand = [0] * 9
    for step in steps:
        if step == 5:
            card = market.draw(rng)
            if card != EMPTY:
                hand[card] += 1
        elif step == 6:
            market.throw_counts(hand)
            hand = [0] * 9
        elif market.faceup[step] != EMPTY:
            hand[market.take_faceup(step)] += 1
            market.refill(rng, WILD)
        assert market.total() + sum(hand) == 110


def test_trois_locomotives_redistribue():
    """"trois des cinq cartes face visible sont des Locomotives, les cinq cartes sont immédiatement
    mises de côté et remplacées"."""
    rng = random.Random(0)
    market = CardMarket(deck=[1, 2, 3, 4, 5], discard=[0] * 9, faceup=[WILD, WILD, WILD, 0, 0])
    changes = market.refill(rng, WILD)
    assert [c.kind for c in changes] == ["redealt"]
    assert sorted(market.faceup) == [1, 2, 3, 4, 5]
    assert market.discard[WILD] == 3 and market.discard[0] == 2


def test_garde_fou_sans_rangee_possible():
    """Rulebook silent: with only locomotives left outside the hands, the row cannot be fixed;
    it stays as dealt rather than looping forever."""
    rng = random.Random(0)
    market = CardMarket(deck=[WILD] * 6, discard=[0] * 9, faceup=[WILD, WILD, WILD, 0, EMPTY])
    changes = market.refill(rng, WILD)
    assert market.faceup.count(WILD) >= 3
    assert all(c.kind == "replaced" for c in changes)


def test_garde_fou_nombre_de_redistributions():
    """Even when a better row is possible, at most MAX_REDEALS redeals happen in one go."""
    rng = random.Random(3)
    deck = [WILD] * 13 + [0, 1, 2]
    market = CardMarket(deck=deck, discard=[0] * 9, faceup=[EMPTY] * 5)
    changes = market.refill(rng, WILD)
    assert sum(1 for c in changes if c.kind == "redealt") <= MAX_REDEALS
    assert market.total() == 16


def test_defausse_melangee_quand_pioche_vide():
    rng = random.Random(1)
    market = CardMarket(deck=[], discard=[2] + [0] * 8, faceup=[EMPTY] * 5)
    assert market.draw(rng) == 0 and market.reshuffles == 1
    assert market.draw(rng) == 0 and market.draw(rng) == EMPTY


def test_garder_des_destinations():
    assert keep_options([5, 3, 9], 1) == [(3,), (5,), (9,), (3, 5), (3, 9), (5, 9), (3, 5, 9)]
    assert len(keep_options([1, 2, 3, 4], 2)) == 11
    assert keep_options([7], 2) == [(7,)]


def test_pioche_et_retour_sous_la_pile():
    pile = [1, 2, 3, 4]
    assert draw_top(pile, 3) == [1, 2, 3] and pile == [4]
    return_under(pile, [2])
    assert pile == [4, 2]
    assert draw_top(pile, 3) == [4, 2] and pile == []


def test_fin_de_partie_un_dernier_tour_chacun():
    """"chaque joueur, en incluant celui-ci, joue un dernier tour"."""
    left = turns_left_after(3, 2, NOT_STARTED, 4)
    assert left == NOT_STARTED
    left = turns_left_after(2, 2, NOT_STARTED, 4)
    assert left == 4
    for expected in (3, 2, 1, 0):
        left = turns_left_after(10, 2, left, 4)
        assert left == expected



@pytest.mark.parametrize("ruleset", ["europe", "europe-express", "marklin"])
def test_la_carte_visible_prise_est_remplacee_par_la_premiere_du_paquet(ruleset):
    """"remplacez immédiatement la carte prise par la première du paquet": a face-up draw puts
    the deck's top card in the slot (straight away when that is the whole change), giving the
    row, the piles and the events refill_row gives, redeals and reshuffles included, at every
    face-up draw of random games."""
    from game.bots import make_bot
    from game.engine.match import Match
    from game.rules import route_turns
    from game.rules.route_state import SECOND_CARD

    draws = usual = 0
    for seed in range(3):
        match = Match(ruleset, (), 4, seed=seed)
        bots = [make_bot("random", match, s, seed + s) for s in range(4)]
        while not match.is_over and draws < 400:
            seat = match.active_seats[0]
            action = bots[seat].choose(None, match.legal_actions(seat))
            if action.kind == "draw_card" and action.target.startswith("faceup:"):
                state = match.state
                twin = state.clone()
                twin.phase = SECOND_CARD  # the turn ends either way: only the row is compared
                events = route_turns.apply_draw_card(twin, action)
                expected = state.clone()
                before = expected.market.reshuffles
                expected.hands[seat][expected.market.take_faceup(int(action.target.split(":")[1]))] += 1
                row = route_turns.row_events(expected, route_turns.refill_row(expected), before)
                assert events[1:1 + len(row)] == row
                market, other = twin.market, expected.market
                assert (market.deck, market.faceup, market.discard, market.reshuffles) == (
                    other.deck, other.faceup, other.discard, other.reshuffles)
                draws += 1
                usual += [e.kind for e in row] == ["faceup_replaced"] and len(row[0].get("slots")) == 1
            match.apply(action)
    assert draws >= 100 and 0 < usual < draws
