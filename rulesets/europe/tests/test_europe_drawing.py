"""PRENDRE DES CARTES WAGON and LOCOMOTIVES."""

import pytest
from europe_helpers import CARDS, actions, set_faceup, set_hand, stack_deck, started, touch

from game.engine.actions import Action, IllegalAction
from game.rules.cards import EMPTY
from railcade_europe.state import SECOND_CARD, TURN


def _deck(match, seat=0):
    return Action(seat, "draw_card", "pile", "deck")


def _faceup(slot, seat=0):
    return Action(seat, "draw_card", "card", f"faceup:{slot}")


def test_deux_cartes_par_tour():
    """"Prenez deux cartes Wagon": after a first card the same seat draws a second, then the turn passes."""
    match = started(3)
    stack_deck(match, ["red", "blue"])
    match.apply(_deck(match))
    assert match.state.phase == SECOND_CARD and match.active_seats == (0,)
    assert {a.kind for a in match.legal_actions(0)} == {"draw_card"}
    match.apply(_deck(match))
    assert match.active_seats == (1,) and match.state.phase == TURN
    assert match.state.hands[0][CARDS.index("red")] >= 1 and match.state.hands[0][CARDS.index("blue")] >= 1


def test_carte_visible_remplacee_immediatement():
    """"Lorsqu'une carte face visible est choisie, elle doit être immédiatement remplacée"."""
    match = started(2)
    set_faceup(match, ["red", "blue", "green", "white", "black"])
    stack_deck(match, ["yellow"])
    match.apply(_faceup(2))
    assert match.state.market.faceup[2] == CARDS.index("yellow")


def test_locomotive_face_visible_termine_le_tour():
    """"Si le joueur choisit de prendre une locomotive face visible parmi les cinq cartes exposées,
    il ne peut pas piocher d'autres cartes lors de ce tour"."""
    match = started(2)
    set_faceup(match, ["locomotive", "blue", "green", "white", "black"])
    stack_deck(match, ["red"])
    match.apply(_faceup(0))
    assert match.active_seats == (1,) and match.state.phase == TURN


def test_locomotive_face_visible_interdite_en_seconde_carte():
    """A face-up locomotive "ne peut" be the second card: "(en aveugle, ou une carte non
    Locomotive, parmi les cinq cartes face visible)"."""
    match = started(2)
    set_faceup(match, ["locomotive", "blue", "green", "white", "black"])
    stack_deck(match, ["red", "red"])
    match.apply(_deck(match))
    targets = {a.target for a in match.legal_actions(0)}
    assert "faceup:0" not in targets and {"deck", "faceup:1", "faceup:4"} <= targets


def test_locomotive_de_remplacement_ne_peut_etre_prise():
    """"Si après avoir pris une carte visible (qui n'est pas une Locomotive), la carte de
    remplacement tirée est une Locomotive, elle ne peut donc être prise par ce joueur ce tour ci"."""
    match = started(2)
    set_faceup(match, ["red", "blue", "green", "white", "black"])
    stack_deck(match, ["locomotive"])
    match.apply(_faceup(0))
    assert match.state.market.faceup[0] == CARDS.index("locomotive")
    assert "faceup:0" not in {a.target for a in match.legal_actions(0)}


def test_locomotive_a_laveugle_est_une_carte_normale():
    """"Si par contre un joueur a la chance de tirer une Locomotive à l'aveugle ... il peut alors
    tirer une deuxième carte"."""
    match = started(2)
    stack_deck(match, ["locomotive", "red"])
    match.apply(_deck(match))
    assert match.state.phase == SECOND_CARD and match.active_seats == (0,)


def test_pioche_aveugle_secrete():
    """A blind draw is seen only by the drawer, and reveals hidden information (no undo across it)."""
    match = started(3)
    stack_deck(match, ["purple"])
    events = match.apply(_deck(match))
    drawn = next(e for e in events if e.kind == "card_drawn")
    assert drawn.reveals and drawn.for_seat(0).get("card") == "purple"
    assert drawn.for_seat(1).get("card") is None and drawn.for_seat(None).get("card") is None
    assert not match.can_undo()


def test_trois_locomotives_visibles_remplacent_les_cinq():
    """"Si, à un moment quelconque, trois des cinq cartes face visible sont des Locomotives, les
    cinq cartes sont immédiatement mises de côté et remplacées"."""
    match = started(2)
    set_faceup(match, ["locomotive", "locomotive", "red", "white", "black"])
    stack_deck(match, ["locomotive", "blue", "green", "yellow", "orange", "purple"])
    discard_before = sum(match.state.market.discard)
    events = match.apply(_faceup(2))
    assert any(e.kind == "faceup_redealt" for e in events)
    row = [CARDS[c] for c in match.state.market.faceup]
    assert row == ["blue", "green", "yellow", "orange", "purple"]
    assert sum(match.state.market.discard) == discard_before + 5


def test_trois_locomotives_repete_si_necessaire():
    """The redeal happens again when the new five also show three locomotives."""
    match = started(2)
    set_faceup(match, ["locomotive", "locomotive", "red", "white", "black"])
    stack_deck(match, ["locomotive"] + ["locomotive", "locomotive", "locomotive", "red", "red"]
               + ["blue", "green", "yellow", "orange", "purple"])
    events = match.apply(_faceup(2))
    assert sum(1 for e in events if e.kind == "faceup_redealt") == 2
    assert match.state.market.faceup.count(CARDS.index("locomotive")) < 3


def test_pioche_epuisee_defausse_melangee():
    """"Si la pioche est épuisée, la défausse est mélangée pour constituer une nouvelle pioche"."""
    match = started(2)
    state = match.state
    market = state.market
    for card in market.deck:
        market.discard[card] += 1
    market.deck = []
    touch(match)
    assert any(a.target == "deck" for a in match.legal_actions(0))
    events = match.apply(_deck(match))
    assert any(e.kind == "deck_reshuffled" for e in events)
    assert sum(market.discard) == 0 and market.deck


def test_plus_de_cartes_pas_de_pioche():
    """"Dans le cas peu probable où la pioche et la défausse seraient simultanément épuisées, le
    joueur dont c'est le tour ne pourra pas choisir de piocher des cartes Wagon"."""
    match = started(2)
    state = match.state
    market = state.market
    for card in market.deck + [c for c in market.faceup if c != EMPTY]:
        state.hands[1][card] += 1
    for card, count in enumerate(market.discard):
        state.hands[1][card] += count
    market.deck, market.discard, market.faceup = [], [0] * 9, [EMPTY] * 5
    touch(match)
    assert not any(a.kind == "draw_card" for a in match.legal_actions(0))
    assert match.legal_actions(0)  # another action (tickets, a route, a station) remains


def test_seconde_carte_impossible_termine_le_tour():
    """With nothing left to draw after the first card, the turn ends instead of blocking."""
    match = started(2)
    state = match.state
    market = state.market
    keep = market.deck.pop()
    for card in market.deck + [c for c in market.faceup if c != EMPTY]:
        state.hands[1][card] += 1
    for card, count in enumerate(market.discard):
        state.hands[1][card] += count
    market.deck, market.discard, market.faceup = [keep], [0] * 9, [EMPTY] * 5
    touch(match)
    match.apply(_deck(match))
    assert match.active_seats == (1,)


def _to_hand_of_seat_1(match, keep_on_deck=0):
    """Every card of the deck (but its top ``keep_on_deck``) and of the discard pile goes to seat 1's
    hand: the 110 cards stay accounted for."""
    state = match.state
    market = state.market
    kept = market.deck[len(market.deck) - keep_on_deck:] if keep_on_deck else []
    for card in market.deck[:len(market.deck) - keep_on_deck]:
        state.hands[1][card] += 1
    for card, count in enumerate(market.discard):
        state.hands[1][card] += count
    market.deck, market.discard = kept, [0] * 9
    touch(match)


ROW = ["red", "blue", "green", "yellow", "white"]


def test_pioche_et_defausse_epuisees_les_cartes_visibles_restent_interdites():
    """"Dans le cas peu probable où la pioche et la défausse seraient simultanément épuisées, le
    joueur dont c'est le tour ne pourra pas choisir de piocher des cartes Wagon ; il se retrouvera
    alors contraint de choisir une des trois autres options": the face-up cards cannot be taken
    either (reading written in ruleset.toml, faceup_when_piles_empty = false)."""
    match = started(2)
    set_faceup(match, ROW)
    _to_hand_of_seat_1(match)
    assert not match.check_invariants()
    legal = match.legal_actions(0)
    assert not any(a.kind == "draw_card" for a in legal)
    assert {a.kind for a in legal} <= {"claim_route", "draw_tickets", "build_station", "pass"}
    with pytest.raises(IllegalAction):
        match.apply(Action(0, "draw_card", "card", "faceup:0"))


def test_cartes_visibles_a_nouveau_piochables_des_qu_une_carte_est_defaussee():
    """The row is drawable again once cards reach the discard pile (here a station is paid)."""
    match = started(2)
    set_faceup(match, ROW)
    set_hand(match, 0, purple=1)
    _to_hand_of_seat_1(match)
    match.apply(Action(0, "build_station", "city", "paris", ("purple",)))
    assert any(a.kind == "draw_card" for a in match.legal_actions(1))
    assert not match.check_invariants()


def test_seconde_carte_interdite_quand_les_piles_se_vident():
    """The same reading for the second card: a face-up card replaced by the last card of the deck
    leaves both piles empty, so the turn ends after that one card."""
    match = started(2)
    set_faceup(match, ROW)
    stack_deck(match, ["purple"])
    _to_hand_of_seat_1(match, keep_on_deck=1)
    match.apply(Action(0, "draw_card", "card", "faceup:0"))
    assert not match.state.market.deck and not any(match.state.market.discard)
    assert match.active_seats == (1,)
    assert not match.check_invariants()


def test_autre_lecture_possible_par_le_manifeste():
    """faceup_when_piles_empty = true (the other reading) keeps the face-up cards drawable."""
    from dataclasses import replace

    match = started(2)
    set_faceup(match, ROW)
    _to_hand_of_seat_1(match)
    match.state.rules = replace(match.state.rules, faceup_when_piles_empty=True)
    touch(match)
    targets = {a.target for a in match.legal_actions(0) if a.kind == "draw_card"}
    assert targets == {f"faceup:{slot}" for slot in range(5)}
