"""PRENDRE DEUX CARTES WAGON and PRENDRE UNE CARTE LOCOMOTIVE."""

from euexpress_helpers import CARDS, LOCO, actions, at_turn_of, card_total, set_faceup, set_hand, stack_deck, started, touch

from game.engine.actions import Action
from game.rules.cards import EMPTY
from game.testing import playout
from railcade_europe_express.state import SECOND_CARD, TURN

DECK = "deck"


def _blind(seat=0):
    return Action(seat, "draw_card", "pile", DECK)


def _faceup(slot, seat=0):
    return Action(seat, "draw_card", "card", f"faceup:{slot}")


def _loco(seat=0):
    return Action(seat, "take_locomotive", "pile", "locomotives")


def test_deux_cartes_wagon_a_l_aveugle():
    """"prendre deux cartes Wagon soit du dessus du paquet (pioche à l'aveugle)": after the first
    card the same player takes a second one, then the turn passes."""
    match = started(3)
    at_turn_of(match, 0)
    stack_deck(match, ["red", "blue"])
    match.apply(_blind())
    assert match.state.phase == SECOND_CARD and match.active_seats == (0,)
    assert {a.kind for a in match.legal_actions(0)} == {"draw_card"}
    match.apply(_blind())
    assert match.active_seats == (1,) and match.state.phase == TURN
    hand = match.state.hands[0]
    assert hand[CARDS.index("red")] >= 1 and hand[CARDS.index("blue")] >= 1


def test_carte_visible_remplacee_immediatement_par_la_premiere_du_paquet():
    """"soit parmi les cinq cartes visibles. Dans ce cas, remplacez immédiatement la carte prise
    par la première du paquet"."""
    match = started(2)
    at_turn_of(match, 0)
    set_faceup(match, ["red", "blue", "green", "white", "black"])
    stack_deck(match, ["yellow", "purple"])
    match.apply(_faceup(2))
    assert match.state.market.faceup[2] == CARDS.index("yellow")
    match.apply(_faceup(2))  # the second card may be face up too, even the replacement
    assert match.state.market.faceup[2] == CARDS.index("purple")
    assert match.state.hands[0][CARDS.index("yellow")] >= 1


def test_pas_de_limite_de_cartes_en_main():
    """"Il n'y a pas de limite au nombre de cartes en main"."""
    match = started(2)
    at_turn_of(match, 0)
    set_hand(match, 0, red=6, blue=6, green=6, locomotive=6)
    assert actions(match, 0, "draw_card") and actions(match, 0, "take_locomotive")


def test_pioche_epuisee_la_defausse_est_melangee():
    """"Quand la pioche de cartes est épuisée, les cartes défaussées sont soigneusement mélangées
    pour reconstituer une pioche"."""
    match = started(2)
    at_turn_of(match, 0)
    state = match.state
    for card in state.market.deck:
        state.market.discard[card] += 1
    state.market.deck = []
    touch(match)
    discard = sum(state.market.discard)
    match.apply(_blind())
    assert len(state.market.deck) == discard - 1 and sum(state.market.discard) == 0


def _all_wagon_cards_to_hands(match, seat=1):
    state = match.state
    hand = state.hands[seat]
    for card in state.market.deck:
        hand[card] += 1
    state.market.deck = []
    for card in range(LOCO):
        hand[card] += state.market.discard[card]
        state.market.discard[card] = 0
    touch(match)


def test_plus_de_cartes_wagon_disponibles_action_impossible():
    """"Dans le cas peu probable où il n'y aurait plus de cartes Wagon disponibles (si elles sont
    toutes dans les mains des joueurs), vous ne pouvez pas choisir cette action"."""
    match = started(2)
    at_turn_of(match, 0)
    _all_wagon_cards_to_hands(match)
    # Deck and discard empty: no blind draw, but the face-up cards are in no one's hand yet.
    draws = actions(match, 0, "draw_card")
    assert draws and all(a.target != DECK for a in draws)
    state = match.state
    for slot, card in enumerate(state.market.faceup):
        state.hands[1][card] += 1
        state.market.faceup[slot] = EMPTY
    touch(match)
    assert not actions(match, 0, "draw_card")
    assert card_total(state) == (70, 12)


def test_pioche_et_defausse_vides_sans_les_cartes_visibles():
    """With option faceup_when_piles_empty off, an empty deck with an empty discard takes "prendre
    deux cartes Wagon" off the menu even while face-up cards remain."""
    match = started(2, options={"faceup_when_piles_empty": False})
    at_turn_of(match, 0)
    _all_wagon_cards_to_hands(match)
    assert not actions(match, 0, "draw_card")


def test_seconde_carte_impossible_le_tour_s_arrete():
    """One card left to take in all: the draw takes it and the turn ends (no second card exists)."""
    match = started(2)
    at_turn_of(match, 0)
    _all_wagon_cards_to_hands(match)
    state = match.state
    for slot in range(1, 5):
        state.hands[1][state.market.faceup[slot]] += 1
        state.market.faceup[slot] = EMPTY
    touch(match)
    match.apply(_faceup(0))
    assert match.active_seats == (1,) and state.phase == TURN


def test_jamais_de_locomotive_dans_la_pioche_ni_les_cartes_visibles():
    """The Locomotives have their own pile: "Placez le reste des cartes Wagon près des cartes
    Locomotive": no Locomotive is ever dealt, drawn blind or shown face up, whatever happens."""
    match = started(3, seed=5)

    def pick(rng, legal):
        state = match.state
        assert LOCO not in state.market.deck and LOCO not in state.market.faceup
        assert state.market.discard[LOCO] == 0
        return rng.choice(legal)

    playout(match, seed=5, choose=pick)
    assert match.is_over


def test_prendre_une_locomotive_est_un_tour_entier():
    """"Cette action vous permet de prendre une carte Locomotive dans la pile": one card, and the
    turn is over (it is one of the four actions)."""
    match = started(3)
    at_turn_of(match, 0)
    before = match.state.loco_pile
    match.apply(_loco())
    assert match.state.hands[0][LOCO] == 1 and match.state.loco_pile == before - 1
    assert match.active_seats == (1,) and match.state.phase == TURN


def test_pas_de_locomotive_pendant_une_pioche_de_cartes_wagon():
    """Taking two wagon cards and taking a Locomotive are two different actions: no Locomotive as
    the second card."""
    match = started(2)
    at_turn_of(match, 0)
    match.apply(_blind())
    assert not actions(match, 0, "take_locomotive")


def test_pile_de_locomotives_epuisee_action_impossible():
    """"si la pile est épuisée (si toutes les cartes Locomotive sont dans les mains des joueurs),
    vous ne pouvez pas choisir cette action"; until then, no limit to how many one holds."""
    match = started(2)
    at_turn_of(match, 0)
    set_hand(match, 0, locomotive=11)
    assert actions(match, 0, "take_locomotive")
    match.apply(_loco())
    assert match.state.hands[0][LOCO] == 12 and match.state.loco_pile == 0
    at_turn_of(match, 0)
    assert not actions(match, 0, "take_locomotive")
