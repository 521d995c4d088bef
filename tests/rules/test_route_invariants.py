"""The route games' board check (game.rules.route_invariants.board_problems) updates its last
recount with the routes whose owner changed since: it must find exactly what a recount from
scratch finds ("il est conseillé de faire un décompte de vérification", Fin du jeu), at the
checks of a whole game and after the owners, trains or points are broken by hand."""

from __future__ import annotations

import random

import pytest

from game.bots import make_bot
from game.engine.match import Match
from game.rules import route_invariants
from game.rules.route_invariants import board_problems, card_problems
from game.rules.route_state import NOBODY


def fresh_recount(state) -> list[str]:
    """What the check finds with nothing kept from earlier checks."""
    state.tables.memo.pop("board-recount", None)
    return route_invariants._recount_board(state)


def checks_of_a_game(ruleset: str, seed: int, every: int):
    """The states of a random game at every ``every``-th action, the check run on each (so the
    next one updates its recount)."""
    match = Match(ruleset, (), 4, seed=seed)
    bots = [make_bot("random", match, s, seed + s) for s in range(4)]
    while not match.is_over:
        seat = match.active_seats[0]
        match.apply(bots[seat].choose(None, match.legal_actions(seat)))
        if len(match.log) % every == 0:
            yield match.state


@pytest.mark.parametrize("ruleset", ["europe", "europe-express", "marklin"])
def test_the_updated_recount_finds_what_a_fresh_recount_finds(ruleset):
    rng = random.Random(5)
    checked = broken = doubles = 0
    for state in checks_of_a_game(ruleset, 11, 5):
        assert board_problems(state) == [] == fresh_recount(state)
        board_problems(state)  # the kept recount is this state's again
        twin = state.clone()
        t = twin.tables
        # Break one thing: a route's owner (taken, given to another seat, taken away), a seat's
        # trains or its route points; the updated check must report it as a recount does.
        what = rng.randrange(5)
        if what == 0:
            route = rng.randrange(len(twin.route_owner))
            twin.route_owner[route] = rng.choice([NOBODY, *range(twin.players)])
        elif what == 1:
            free = [r for r, o in enumerate(twin.route_owner) if o == NOBODY and t.route_siblings[r]]
            if free:
                twin.route_owner[rng.choice(free)] = rng.randrange(twin.players)
        elif what == 4:
            # A track next to one already taken, claimed by that track's owner with trains and
            # points counted as for a claim: only the double-route rule is broken.
            taken = [r for r, o in enumerate(twin.route_owner) if o != NOBODY and t.route_siblings[r]
                     and any(twin.route_owner[s] == NOBODY for s in t.route_siblings[r])]
            if taken:
                route = rng.choice(taken)
                other = next(s for s in t.route_siblings[route] if twin.route_owner[s] == NOBODY)
                seat = twin.route_owner[route]
                twin.route_owner[other] = seat
                twin.trains[seat] -= t.route_length[other]
                twin.route_points[seat] += t.route_points[other]
                assert any("two tracks" in p for p in board_problems(twin))
                doubles += 1
        elif what == 2:
            twin.trains[rng.randrange(twin.players)] += rng.choice([-1, 1])
        else:
            twin.route_points[rng.randrange(twin.players)] += rng.choice([-2, 2])
        found = board_problems(twin)
        assert found == fresh_recount(twin)
        board_problems(state)  # back to the game's own recount for the next check
        checked += 1
        broken += bool(found)
    assert checked > 20 and broken > 10 and doubles > 2


def test_the_recount_is_not_kept_when_a_seat_holds_both_tracks_of_a_double_route():
    """A recount that found two tracks of one connection in one hand is not the base of the next
    check: the next check recounts (and finds them again)."""
    match = Match("europe", (), 4, seed=3)
    state, t = match.state, match.state.tables
    route = next(r for r, siblings in enumerate(t.route_siblings) if siblings)
    for r in (route, t.route_siblings[route][0]):
        state.route_owner[r] = 0
        state.trains[0] -= t.route_length[r]
        state.route_points[0] += t.route_points[r]
    first = board_problems(state)
    assert any("owns two tracks" in p for p in first)
    assert board_problems(state) == first == fresh_recount(state)


def test_cards_are_counted_per_kind_whatever_the_deck_holds():
    """The deck is counted as bytes; a value that is no card (here -1) is counted as no card, so
    the totals are wrong, as with counting the list itself."""
    match = Match("europe", (), 3, seed=2)
    state = match.state
    assert card_problems(state) == []
    state.market.deck[0] = -1
    assert any("train cards" in p for p in card_problems(state))
    state.market.deck[0] = 300
    assert any("train cards" in p for p in card_problems(state))


def test_a_ticket_put_in_two_places_after_a_clean_check_is_found():
    """The ticket check keeps its last answer with the lists it read: a ticket copied into
    another hand changes them, and the check looks again."""
    from game.rules.route_invariants import ticket_problems

    match = Match("europe", (), 3, seed=4)
    state = match.state
    assert ticket_problems(state, [state.ticket_pile]) == []
    assert ticket_problems(state, [state.ticket_pile]) == []
    state.tickets[1].append(state.ticket_pile[0])
    assert ticket_problems(state, [state.ticket_pile]) == ["a destination ticket is in two places"]


def fresh_card_count(state, aside=(), apart=None, apart_only=False) -> list[str]:
    """What the card check finds counting every place afresh."""
    state.tables.memo.pop("cards-clean", None)
    return route_invariants._count_cards(state, tuple(aside), apart, apart_only)


def _break_cards(twin, rng: random.Random) -> str:
    """Move, make or lose a card somewhere in ``twin`` (some moves keep every card accounted for)."""
    market, hands = twin.market, twin.hands
    kinds = len(market.discard)
    seat = rng.randrange(len(hands))
    what = rng.randrange(11)
    if what == 0:
        hands[seat][rng.randrange(kinds)] += rng.choice([-1, 1])
    elif what == 1 and market.deck:  # a card from anywhere in the deck into a hand: all there
        hands[seat][market.deck.pop(rng.randrange(len(market.deck)))] += 1
    elif what == 2 and market.deck:  # a card of the deck changed into another kind
        market.deck[rng.randrange(len(market.deck))] = rng.randrange(kinds)
    elif what == 3:
        market.faceup[rng.randrange(len(market.faceup))] = rng.choice([-1, *range(kinds)])
    elif what == 4:
        market.discard[rng.randrange(kinds)] += rng.choice([-1, 1])
    elif what == 5:  # a card handed from one seat to another: all there
        kind = rng.randrange(kinds)
        hands[seat][kind] -= 1
        hands[(seat + 1) % len(hands)][kind] += 1
    elif what == 6 and market.deck:  # a card put back on the deck: one too many
        market.deck.append(rng.randrange(kinds))
    elif what == 7 and market.deck:  # the deck's top card drawn into the discard pile: all there
        market.discard[market.deck.pop()] += 1
    elif what == 9 and hands[seat][twin.tables.wild] > 0 and market.faceup[0] >= 0:
        # A wild from a hand swapped for a face-up card: all there (a fault where wilds are kept
        # apart, as Europe Express's Locomotives).
        hands[seat][twin.tables.wild] -= 1
        hands[seat][market.faceup[0]] += 1
        market.faceup[0] = twin.tables.wild
    elif what == 10 and hands[seat][twin.tables.wild] > 0:  # a wild from a hand discarded: all there
        hands[seat][twin.tables.wild] -= 1
        market.discard[twin.tables.wild] += 1
    else:  # the deck reshuffled: all there
        rng.shuffle(market.deck)
    return str(what)


@pytest.mark.parametrize("ruleset", ["europe", "europe-express", "marklin"])
def test_the_cards_moved_since_the_last_check_find_what_a_fresh_count_finds(ruleset, monkeypatch):
    """"Le nombre total de cartes ... ne change jamais": the card check adds up the cards that
    moved since its last clean check; after every action of a game and after cards are moved,
    made or lost by hand, it reports exactly what counting every place afresh reports. Along the
    game itself it counts afresh only when the deck was made anew (a reshuffle)."""
    counted = []
    count = route_invariants._count_cards
    monkeypatch.setattr(route_invariants, "_count_cards", lambda *args: counted.append(1) or count(*args))
    rng = random.Random(7)
    checked = broken = afresh = 0
    reshuffles = None
    for state in checks_of_a_game(ruleset, 13, 1):
        aside, apart = _held_apart(state)
        only = apart is not None
        counted.clear()
        assert card_problems(state, aside, apart, only) == []
        if reshuffles is not None:
            afresh += len(counted) - (state.market.reshuffles - reshuffles)
        reshuffles = state.market.reshuffles
        twin = state.clone()
        for _ in range(rng.randrange(1, 3)):
            _break_cards(twin, rng)
        if rng.random() < 0.1:
            aside = [*aside, rng.randrange(len(twin.market.discard))]
        if apart and rng.random() < 0.1:
            apart = (apart[0], apart[1] + rng.choice([-1, 1]))
        found = card_problems(twin, aside, apart, only)
        assert found == fresh_card_count(twin, aside, apart, only)
        aside, apart = _held_apart(state)
        assert card_problems(state, aside, apart, only) == [] == fresh_card_count(state, aside, apart, only)
        checked += 1
        broken += bool(found)
    assert checked > 100 and broken > checked // 3
    assert afresh <= 0


def _held_apart(state):
    """The cards a ruleset holds outside the market and the hands (see card_problems): a tunnel's
    revealed cards (Europe), the Locomotives' own pile (Europe Express)."""
    tunnel = getattr(state, "tunnel", None)
    aside = tunnel[5:] if tunnel is not None else []
    apart = (state.tables.wild, max(0, state.loco_pile)) if hasattr(state, "loco_pile") else None
    return aside, apart


def test_a_locomotive_kept_apart_found_in_the_row_or_the_discard_pile_after_a_clean_check():
    """Europe Express: "Placez la pile de cartes Locomotive face visible à côté du plateau" — a
    Locomotive is never in the deck, the face-up row or the discard pile. Moved there from a hand
    (every card still accounted for) right after a clean check, it is found; the deck is the start
    of a deck found clean, so it is only looked at when counted afresh."""
    match = Match("europe-express", (), 3, seed=2)
    state = match.state
    wild = state.tables.wild
    apart = (wild, state.loco_pile)
    assert card_problems(state, apart=apart, apart_only=True) == []
    for place in ("row", "discard", "deck"):
        twin = state.clone()
        twin.hands[0][wild] += 1  # a Locomotive taken from its pile
        apart = (wild, state.loco_pile - 1)
        assert card_problems(twin, apart=apart, apart_only=True) == []
        twin.hands[0][wild] -= 1
        if place == "row":
            twin.hands[0][twin.market.faceup[0]] += 1
            twin.market.faceup[0] = wild
        elif place == "discard":
            twin.market.discard[wild] += 1
        else:
            twin.hands[0][twin.market.deck[0]] += 1
            twin.market.deck[0] = wild
        found = card_problems(twin, apart=apart, apart_only=True)
        assert found == ["a locomotive card, kept apart, is in the deck, the face-up row or the discard pile"], place
        assert found == fresh_card_count(twin, (), apart, True)
        assert card_problems(twin, apart=apart) == []  # where wilds are not kept apart: all there
        state.tables.memo.pop("cards-clean", None)
        assert card_problems(state, apart=(wild, state.loco_pile), apart_only=True) == []


def test_a_lost_ticket_is_found_when_the_total_is_given():
    """Europe Express: every destination ticket is in a hand, an offer or the pile; one lost after
    a clean check is found (the answer kept with the lists changes with them)."""
    from game.rules.route_invariants import ticket_problems

    match = Match("europe-express", (), 3, seed=4)
    state = match.state
    total = len(state.tables.ticket_ids)
    assert ticket_problems(state, [state.ticket_pile], total) == []
    state.ticket_pile.pop()
    assert ticket_problems(state, [state.ticket_pile], total) == ["a destination ticket was lost"]
    assert ticket_problems(state, [state.ticket_pile]) == []


def _piles_of(state) -> tuple[list, int | None]:
    """The ticket piles and total each ruleset gives the ticket check."""
    if hasattr(state, "ticket_piles"):  # Märklin
        return [*state.ticket_piles, state.setup_returned], None
    total = len(state.tables.ticket_ids) if hasattr(state, "loco_pile") else None
    return [state.ticket_pile], total


def fresh_problems(state, aside, apart, only, piles, total) -> list[str]:
    """The three checks with nothing kept from earlier checks."""
    state.tables.memo.pop("ticket-problems", None)
    state.tables.memo.pop("board-clean", None)
    return (fresh_card_count(state, aside, apart, only) + fresh_recount(state)
            + route_invariants.ticket_problems(state, piles, total))


@pytest.mark.parametrize("ruleset", ["europe", "europe-express", "marklin"])
def test_the_route_checks_in_one_call_find_what_each_finds_afresh(ruleset):
    """route_problems reads the cards', the board's and the tickets' quick answers in one call:
    after every action of a game, and with cards, owners, trains or tickets broken by hand, it
    reports exactly what the three checks report counting afresh ("un décompte de vérification")."""
    rng = random.Random(3)
    checked = broken = 0
    for state in checks_of_a_game(ruleset, 17, 1):
        aside, apart = _held_apart(state)
        only = apart is not None
        piles, total = _piles_of(state)
        assert route_invariants.route_problems(state, piles, aside, apart, only, total) == []
        twin = state.clone()
        piles, total = _piles_of(twin)
        what = rng.randrange(4)
        if what == 0:
            _break_cards(twin, rng)
        elif what == 1:
            twin.route_owner[rng.randrange(len(twin.route_owner))] = rng.randrange(twin.players)
        elif what == 2:
            twin.trains[rng.randrange(twin.players)] += rng.choice([-1, 1])
        elif piles[0]:
            twin.tickets[rng.randrange(twin.players)].append(rng.choice(piles[0]))
        found = route_invariants.route_problems(twin, piles, aside, apart, only, total)
        assert found == fresh_problems(twin, aside, apart, only, piles, total)
        piles, total = _piles_of(state)
        assert route_invariants.route_problems(state, piles, aside, apart, only, total) == []
        checked += 1
        broken += bool(found)
    assert checked > 100 and broken > checked // 4
