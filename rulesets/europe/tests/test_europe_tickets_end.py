"""PRENDRE DES CARTES DESTINATION and FIN DU JEU."""

from europe_helpers import actions, give_route, set_hand, started, touch

from game.engine.actions import Action
from railcade_europe.state import OVER, TICKETS


def _draw_tickets(seat=0):
    return Action(seat, "draw_tickets", "pile", "tickets")


def test_piocher_trois_destinations_garder_au_moins_une():
    """"Tirez trois Cartes Destination du dessus de la pioche. Vous pouvez en conserver au moins une"."""
    match = started(2)
    top = match.state.ticket_pile[:3]
    match.apply(_draw_tickets())
    assert match.state.phase == TICKETS and sorted(match.state.offered[0]) == sorted(top)
    sizes = sorted(len(a.choice) for a in match.legal_actions(0))
    assert sizes == [1, 1, 1, 2, 2, 2, 3]


def test_destinations_rendues_sous_la_pioche():
    """"Chaque carte non conservée est remise face cachée sous la pioche de cartes Destination"."""
    match = started(2)
    rest = match.state.ticket_pile[3:]
    match.apply(_draw_tickets())
    keep = next(a for a in match.legal_actions(0) if len(a.choice) == 1)
    match.apply(keep)
    state = match.state
    kept = state.tables.ticket_index[keep.choice[0]]
    assert kept in state.tickets[0]
    assert state.ticket_pile[:len(rest)] == rest and len(state.ticket_pile) == len(rest) + 2
    assert match.active_seats == (1,)


def test_pioche_destinations_courte():
    """"S'il reste moins de 3 cartes Destination dans la pioche, le joueur ne tire que le nombre de
    cartes restantes"."""
    match = started(2)
    match.state.ticket_pile[:] = match.state.ticket_pile[:2]
    touch(match)
    match.apply(_draw_tickets())
    assert len(match.state.offered[0]) == 2
    assert sorted(len(a.choice) for a in match.legal_actions(0)) == [1, 1, 2]


def test_pioche_destinations_vide():
    """No ticket left: drawing tickets is not offered."""
    match = started(2)
    match.state.ticket_pile[:] = []
    touch(match)
    assert not actions(match, 0, "draw_tickets")


def test_dernier_tour_declenche_a_deux_wagons():
    """"Lorsque la réserve de wagons d'un joueur est de 0, 1 ou 2 wagons après avoir joué son tour,
    chaque joueur, en incluant celui-ci, joue un dernier tour"."""
    match = started(3)
    state = match.state
    give_route(match, 0, "amsterdam-essen")
    state.trains[0] = 5  # 45 - 3 placed would be 42; pretend more routes were laid
    set_hand(match, 0, black=1)
    # Keep the invariant trains + placed = 45 out of this test: only the trigger matters here.
    events = match.apply(Action(0, "claim_route", "route", "amsterdam-bruxelles", ("black",)))
    assert not any(e.kind == "last_round" for e in events)  # 4 trains left
    state.trains[1] = 3
    touch(match)
    events = match.apply(Action(1, "draw_card", "pile", "deck"))
    events += match.apply(Action(1, "draw_card", "pile", "deck"))
    assert not any(e.kind == "last_round" for e in events)
    state.trains[2] = 2
    touch(match)
    events = match.apply(Action(2, "draw_card", "pile", "deck"))
    events += match.apply(Action(2, "draw_card", "pile", "deck"))
    assert any(e.kind == "last_round" for e in events)
    # Seats 0, 1 and 2 (the trigger included) each play one more turn, then the game ends.
    for seat in (0, 1, 2):
        assert match.active_seats == (seat,)
        match.apply(Action(seat, "draw_card", "pile", "deck"))
        if not match.is_over and match.active_seats == (seat,):
            match.apply(Action(seat, "draw_card", "pile", "deck"))
    assert match.is_over and match.state.phase == OVER and match.active_seats == ()


def test_plus_rien_a_faire_passe():
    """Rulebook silent: a seat with no possible action passes; if every seat passes in a row the
    game ends."""
    match = started(2)
    state = match.state
    market = state.market
    for seat in (0, 1):
        for card in range(9):
            market.discard[card] += state.hands[seat][card]
            state.hands[seat][card] = 0
    for card in market.deck + [c for c in market.faceup if c >= 0]:
        market.discard[card] += 1
    market.deck, market.faceup = [], [-1] * 5
    # Every card goes to seat 1's hand: seat 0 has no card, no ticket to draw, no station left.
    state.hands[1] = market.discard[:]
    market.discard = [0] * 9
    state.ticket_pile[:] = []
    state.stations_built[0] = 3
    touch(match)
    assert [a.kind for a in match.legal_actions(0)] == ["pass"]
    state.passes = 1  # seat 1 passed just before: a whole round of passes ends the game
    match.apply(Action(0, "pass", "button", "pass"))
    assert match.is_over
