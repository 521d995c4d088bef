"""DANS LA BOÎTE and MISE EN PLACE."""

import pytest
from euexpress_helpers import CARDS, LOCO, card_total, new_match, started

from game.engine.match import Match
from game.rules.cards import EMPTY


@pytest.mark.parametrize("players", [2, 3, 4])
def test_27_wagons_par_joueur(players):
    """"27 Wagons et 1 marqueur de score par joueur"."""
    match = new_match(players)
    assert match.state.trains == [27] * players


def test_de_2_a_4_joueurs():
    """"2-4" players on the box: 1 and 5 are refused."""
    for players in (2, 3, 4):
        new_match(players)
    for players in (1, 5):
        with pytest.raises(Exception):
            Match("europe-express", (), players, seed=1)


def test_70_cartes_wagon_10_de_chaque_couleur_sans_orange():
    """"70 cartes Wagon (10 de chaque couleur)" in "bleu, vert, noir, violet, rouge, blanc et jaune"."""
    tables = new_match().state.tables
    counts = dict(zip(tables.card_ids, tables.card_counts))
    assert {c: n for c, n in counts.items() if c != "locomotive"} == {
        "blue": 10, "green": 10, "black": 10, "purple": 10, "red": 10, "white": 10, "yellow": 10}
    assert "orange" not in counts


def test_12_locomotives_dans_leur_propre_pile():
    """"12 cartes Locomotive"; "Placez la pile de cartes Locomotive face visible à côté du
    plateau": none of them is in the deck, the face-up row or a hand."""
    state = new_match(4).state
    assert state.loco_pile == 12
    assert LOCO not in state.market.deck and LOCO not in state.market.faceup
    assert all(hand[LOCO] == 0 for hand in state.hands)
    assert card_total(state) == (70, 12)


def test_quatre_cartes_wagon_a_chacun_et_cinq_visibles():
    """"distribuez-en quatre à chacun des joueurs ... retournez les cinq premières cartes"."""
    state = new_match(4).state
    assert [sum(h) for h in state.hands] == [4, 4, 4, 4]
    assert len(state.market.faceup) == 5 and EMPTY not in state.market.faceup
    assert len(state.market.deck) == 70 - 16 - 5


def test_trois_destinations_garder_au_moins_deux():
    """"distribuez-en trois à chaque joueur ... Il doit garder au moins deux cartes, mais peut
    conserver les trois"."""
    match = new_match(3)
    for seat in range(3):
        options = match.legal_actions(seat)
        assert {len(a.choice) for a in options} == {2, 3}
        assert len(options) == 4  # three ways to keep two, one to keep all three
        assert len(match.view(seat)["offered_tickets"]) == 3


def test_destinations_choisies_en_meme_temps():
    """Every player looks at their tickets before the first turn: all seats act during set-up."""
    match = new_match(4)
    assert match.active_seats == (0, 1, 2, 3)


def test_destination_rendue_placee_sous_le_paquet():
    """"Chaque carte rendue est placée sous le paquet des cartes Destination"."""
    match = new_match(2)
    state = match.state
    pile_before = state.ticket_pile[:]
    offered = state.offered[0][:]
    keep = next(a for a in match.legal_actions(0) if len(a.choice) == 2)
    match.apply(keep)
    kept = {state.tables.ticket_index[t] for t in keep.choice}
    returned = [t for t in offered if t not in kept]
    assert state.ticket_pile == pile_before + returned


def test_trente_cartes_destination():
    """"30 cartes Destination": 3 per player dealt, the rest form the pile."""
    match = new_match(4)
    state = match.state
    assert len(state.tables.ticket_ids) == 30
    assert len(state.ticket_pile) + sum(len(o) for o in state.offered) == 30


def test_bonus_empiles_valeur_la_plus_forte_dessus():
    """"Empilez les cartes bonus ... dans l'ordre décroissant (la valeur la plus forte sur le
    dessus de la pile)": four cards."""
    stack = new_match(2).state.bonus_stack
    assert len(stack) == 4
    assert stack == sorted(stack, reverse=True) and len(set(stack)) == 4


def test_premier_joueur_au_hasard():
    """"Déterminez un premier joueur au hasard": it depends on the seed (and only on it)."""
    firsts = {started(4, seed).state.current for seed in range(1, 25)}
    assert len(firsts) >= 3
    assert started(4, 7).state.current == started(4, 7).state.current


def test_destinations_secretes():
    """"Les joueurs gardent leurs destinations secrètes jusqu'à la fin du jeu"."""
    match = started(3)
    view = match.view(1)
    assert "my_tickets" in view and "hand" in view
    text = repr(view["seats"])
    for seat in (0, 2):
        for ticket in match.state.tickets[seat]:
            assert match.state.tables.ticket_ids[ticket] not in text
    spectator = match.view(None)
    assert "my_tickets" not in spectator and "hand" not in spectator


def test_sens_des_aiguilles_d_une_montre():
    """"Ensuite, on joue dans le sens des aiguilles d'une montre": after seat s comes seat s + 1."""
    from euexpress_helpers import actions

    match = started(4, seed=3)
    first = match.state.current
    for step in range(1, 6):
        seat = match.active_seats[0]
        match.apply(actions(match, seat, "take_locomotive")[0])
        assert match.active_seats == ((first + step) % 4,)
