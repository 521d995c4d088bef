"""TOUR DE JEU 1 (prendre des cartes Wagon), CARTES WAGON ET PASSAGER, CARTES LOCOMOTIVE,
CARTES LOCOMOTIVE +4, CARTES PASSAGER."""

from marklin_helpers import CARDS, set_faceup, set_hand, stack_deck, started, touch

from game.engine.actions import Action
from game.rules.route_state import SECOND_CARD, TURN


def _deck(seat=0):
    return Action(seat, "draw_card", "pile", "deck")


def _faceup(slot, seat=0):
    return Action(seat, "draw_card", "card", f"faceup:{slot}")


def test_deux_cartes_visibles_ou_a_l_aveugle():
    """"Le joueur peut prendre deux cartes Wagon. Il peut prendre une des cartes posées face visible
    ou la carte se trouvant au-dessus de la pioche"."""
    match = started(2)
    set_faceup(match, ["red", "blue", "green", "white", "black"])
    stack_deck(match, ["yellow", "orange"])
    match.apply(_faceup(1))
    assert match.state.phase == SECOND_CARD and match.active_seats == (0,)
    match.apply(_deck())
    assert match.state.phase == TURN and match.active_seats == (1,)


def test_carte_visible_remplacee_immediatement():
    """"S'il prend une carte visible, il la remplace immédiatement par une autre en provenance de la
    pioche"."""
    match = started(2)
    set_faceup(match, ["red", "blue", "green", "white", "black"])
    stack_deck(match, ["yellow"])
    match.apply(_faceup(3))
    assert match.state.market.faceup[3] == CARDS.index("yellow")


def test_locomotive_visible_arrete_le_tour():
    """"Si une carte Locomotive figure parmi les cinq cartes visibles ... le joueur peut la prendre,
    mais son tour s'arrête alors immédiatement. La locomotive compte comme s'il avait pris deux
    cartes"."""
    match = started(2)
    set_faceup(match, ["locomotive", "blue", "green", "white", "black"])
    stack_deck(match, ["red"])
    match.apply(_faceup(0))
    assert match.active_seats == (1,)


def test_locomotive_de_remplacement_pas_prise_ce_tour():
    """"Si après avoir pris une carte visible (qui n'est pas une locomotive), la carte de
    remplacement tirée est une locomotive, elle ne peut donc être prise par ce joueur ce tour-ci"."""
    match = started(2)
    set_faceup(match, ["red", "blue", "green", "white", "black"])
    stack_deck(match, ["locomotive"])
    match.apply(_faceup(0))
    assert "faceup:0" not in {a.target for a in match.legal_actions(0)}


def test_locomotive_plus_quatre_prise_comme_une_carte_classique():
    """"Contrairement aux cartes locomotives classiques ces cartes sont prises à l'identique des
    cartes classiques. Un joueur peut donc en prendre 2 lors de son tour"."""
    match = started(2)
    set_faceup(match, ["locomotive4", "locomotive4", "green", "white", "black"])
    stack_deck(match, ["red", "blue"])
    match.apply(_faceup(0))
    assert match.state.phase == SECOND_CARD
    assert "faceup:1" in {a.target for a in match.legal_actions(0)}
    match.apply(_faceup(1))
    assert match.state.hands[0][CARDS.index("locomotive4")] >= 2 and match.active_seats == (1,)


def test_carte_passager_prise_comme_une_carte_wagon():
    """"Les cartes Passager peuvent être prises comme n'importe quelle carte Wagon"."""
    match = started(2)
    set_faceup(match, ["passenger", "blue", "green", "white", "black"])
    stack_deck(match, ["red", "red"])
    match.apply(_faceup(0))
    assert match.state.phase == SECOND_CARD


def test_trois_locomotives_visibles_remplacees():
    """"Si, à un moment quelconque, trois des cinq cartes face visible sont des locomotives, les cinq
    cartes sont immédiatement mises de côté et remplacées"."""
    match = started(2)
    set_faceup(match, ["locomotive", "locomotive", "red", "white", "black"])
    stack_deck(match, ["locomotive", "blue", "green", "yellow", "orange", "purple"])
    events = match.apply(_faceup(2))
    assert any(e.kind == "faceup_redealt" for e in events)
    assert [CARDS[c] for c in match.state.market.faceup] == ["blue", "green", "yellow", "orange", "purple"]


def test_trois_passagers_visibles_remplaces():
    """"Si, à un moment quelconque, trois des cinq cartes face visible sont des passagers, les cinq
    cartes sont immédiatement mises de côté et remplacées"."""
    match = started(2)
    set_faceup(match, ["passenger", "passenger", "red", "white", "black"])
    stack_deck(match, ["passenger", "blue", "green", "yellow", "orange", "purple"])
    events = match.apply(_faceup(2))
    assert any(e.kind == "faceup_redealt" for e in events)
    assert match.state.market.faceup.count(CARDS.index("passenger")) < 3


def test_locomotives_plus_quatre_ne_comptent_pas_parmi_les_trois():
    """Reading chosen (ruleset.toml): the three-locomotive rule counts the plain locomotive; the +4
    "est prise à l'identique des cartes classiques"."""
    match = started(2)
    set_faceup(match, ["locomotive4", "locomotive4", "locomotive", "locomotive", "black"])
    stack_deck(match, ["locomotive4"])
    events = match.apply(_faceup(4))
    assert not any(e.kind == "faceup_redealt" for e in events)


def test_pioche_epuisee_defausse_melangee():
    """"Si la pioche est épuisée, la défausse est mélangée pour constituer une nouvelle pioche"."""
    match = started(2)
    market = match.state.market
    for card in market.deck:
        market.discard[card] += 1
    market.deck = []
    touch(match)
    events = match.apply(_deck())
    assert any(e.kind == "deck_reshuffled" for e in events) and market.deck


def test_pioche_et_defausse_epuisees_plus_de_pioche():
    """"Dans le cas peu probable où la pioche et la défausse seraient simultanément épuisées ..., le
    joueur dont c'est le tour ne pourra choisir de piocher des cartes Wagon"."""
    match = started(2)
    state = match.state
    market = state.market
    for card in market.deck + [c for c in market.faceup if c >= 0]:
        state.hands[1][card] += 1
    for card, n in enumerate(market.discard):
        state.hands[1][card] += n
    market.deck, market.faceup, market.discard = [], [-1] * 5, [0] * len(market.discard)
    touch(match)
    kinds = {a.kind for a in match.legal_actions(0)}
    assert "draw_card" not in kinds and kinds, kinds
    assert match.check_invariants() == []


def test_main_sans_limite():
    """"Un joueur peut conserver en main autant de cartes qu'il le souhaite"."""
    match = started(2)
    set_hand(match, 0, red=11, blue=11, green=11, white=4)
    assert any(a.kind == "draw_card" for a in match.legal_actions(0))
