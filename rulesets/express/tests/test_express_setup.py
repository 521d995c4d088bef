"""Players, teams, the first dealer and the deal ("Joueurs", "Préliminaires")."""

from __future__ import annotations

from express_helpers import new_match

from game.engine.match import Match


def test_teams_only_with_4_or_6_players():
    """"Avec 2, 3 et 5 joueurs chacun joue pour soi. Avec 4 ou 6 joueurs, on peut jouer par équipe"."""
    for players in (2, 3, 5):
        view = new_match(players).view(None)
        assert not view["team_play"] and view["teams"] == [[s] for s in range(players)]
    assert new_match(4).view(None)["team_play"]
    assert not new_match(4, teams=False).view(None)["team_play"]


def test_partners_sit_opposite_so_sides_alternate():
    """"Les joueurs s'asseyent autour de la table avec leur équipier en face d'eux" — "assis de façon
    alternée"."""
    assert new_match(4).view(None)["teams"] == [[0, 2], [1, 3]]
    assert new_match(6).view(None)["teams"] == [[0, 3], [1, 4], [2, 5]]


def test_the_highest_card_drawn_deals_and_ties_draw_again():
    """"Chaque joueur tire une carte ... celui qui tire celle ayant la plus forte valeur sera le premier
    donneur. Les cartes non numérotées valent 0 et les joueurs à égalité retirent une carte"."""
    tie_seen = False
    for seed in range(40):
        match = new_match(4, seed=seed)
        view = match.view(None)
        values = view["cards"]["values"]
        drawing = list(range(4))
        for row in view["dealer_draws"]:
            assert [s for s, c in enumerate(row) if c is not None] == drawing
            best = max(values[row[s]] for s in drawing)
            drawing = [s for s in drawing if values[row[s]] == best]
        assert drawing == [view["dealer"]]
        tie_seen = tie_seen or len(view["dealer_draws"]) > 1
    assert tie_seen


def test_deal_8_cards_in_teams_and_10_otherwise():
    """"Le donneur ... distribue 8 cartes à chaque joueur"; "Distribuer 10 cartes à chaque joueur" at 2, 3, 5."""
    assert new_match(4).view(None)["hand_sizes"] == [8] * 4
    assert new_match(6).view(None)["hand_sizes"] == [8] * 6
    for players in (2, 3, 5):
        assert new_match(players).view(None)["hand_sizes"] == [10] * players
    assert new_match(4, teams=False).view(None)["hand_sizes"] == [10] * 4


def test_the_rest_is_the_pile_and_the_discard_starts_empty():
    """"Les cartes restantes sont placées dans le sabot et représentent la Pioche."""
    view = new_match(4).view(None)
    assert view["pile"] == 132 - 4 * 8 and view["discard"] == 0 and view["slot"] == 0


def test_play_starts_left_of_the_dealer_and_goes_clockwise():
    """"Le joueur, à gauche du donneur joue en premier et le jeu tourne ensuite dans le sens des aiguilles
    d'une montre"; "Après la fin du tour d'un joueur, celui à sa gauche commence le sien"."""
    match = new_match(4, seed=3)
    first = (match.state.dealer + 1) % 4
    assert match.active_seats == (first,)
    order = []
    while len(order) < 5:
        seat = match.active_seats[0]
        if not order or order[-1] != seat:
            order.append(seat)
        legal = match.legal_actions(seat)
        pick = next((a for kind in ("draw", "discard", "new_train", "add_car", "maintenance", "add_diesel")
                     for a in legal if a.kind == kind))
        match.apply(pick)
    assert order == [(first + k) % 4 for k in range(5)]


def test_partners_hands_stay_hidden_from_each_other():
    """Each player holds its own hand: a partner's cards are not in the view."""
    match = new_match(4)
    view = match.view(0)
    assert view["hand"] is not None and sum(view["hand"].values()) == 8
    assert "hands" not in view
    partner = match.view(2)["hand"]
    state = match.state
    assert partner == {state.cards.names[c]: n for c, n in enumerate(state.hands[2]) if n}
    spectator = match.view(None)
    assert spectator["hand"] is None


def test_a_seed_gives_the_same_game():
    a, b = new_match(5, seed=11), new_match(5, seed=11)
    assert a.snapshot() == b.snapshot()
    assert Match("express", (), 5, seed=12).snapshot() != a.snapshot()


def test_a_snapshot_tells_every_change_of_the_trains():
    """The replay check compares snapshots: a train's id, locomotive, diesel or any car changed,
    a car moved from one train to the next, or a train gone each make another snapshot."""
    from railcade_express.trains import Train

    match = new_match(4, seed=3)
    state = match.state
    state.trains[0][:] = [Train(1, 2, [5, 5, 5]), Train(2, 3, [6, 6])]
    state.trains[1][:] = [Train(3, 4, [7])]
    before = match.snapshot()
    changes = [
        lambda: setattr(state.trains[0][0], "id", 9),
        lambda: setattr(state.trains[0][0], "loco", 9),
        lambda: setattr(state.trains[0][1], "diesel", True),
        lambda: state.trains[0][1].cars.__setitem__(1, 7),
        lambda: state.trains[0][1].cars.insert(0, state.trains[0][0].cars.pop()),
        lambda: state.trains[1].pop(),
        lambda: state.trains[1][0].cars.append(7),
        # one train holding what two trains held, read in a row (a diesel reads as 0)
        lambda: state.trains[0].__setitem__(slice(None), [Train(1, 2, [5, 5, 5, 2, 3, 0, 6, 6])]),
    ]
    for change in changes:
        twin = match.clone()
        state = twin.state
        change()
        assert twin.snapshot() != before
        state = match.state
    assert match.snapshot() == before
