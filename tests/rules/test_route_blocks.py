"""The route-game building blocks shared by Europe, Märklin and Europe Express: card kinds beyond
colours (restricted wilds, special cards), payments with a wild limited to long routes, a row rule
watching several card kinds, triple routes, countries as dead ends."""

import random
from collections import Counter
from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings, strategies as st

from game.manifest import ManifestError, parse
from game.rules.cards import EMPTY, CardMarket
from game.rules.payment import ALL_WILD, ANY_COLOR, parse_payment, payment_cards, restricted_route_payments
from game.rules.route_kinds import CardSet, RouteBoard
from game.rules.route_scoring import joined, shared_best_bonus, ticket_ends
from game.rules.route_state import RouteRules, RouteState
from game.rules.route_tables import compile_tables
from game.rules.route_turns import deal_cards, parsed_payment, pay, setup_done, take_route

# Card indexes of a Märklin-like deck: 8 colours, a special card, a +4 wild, the locomotive.
PASSENGER, LOCO4, WILD = 8, 9, 10
RESTRICTED = ((LOCO4, 4),)
IDS = ("purple", "blue", "orange", "white", "green", "yellow", "black", "red", "passenger", "locomotive4",
       "locomotive")

CARDS = """schema = 1
{colors}
[[cards]]
id = "passenger"
count = 10
special = true
names = {{ fr = "passager", en = "passenger" }}

[[cards]]
id = "locomotive4"
count = 6
wild = true
min_route = 4
names = {{ fr = "locomotive +4", en = "locomotive +4" }}

[[cards]]
id = "locomotive"
count = 14
wild = true
names = {{ fr = "locomotive", en = "locomotive" }}
"""
COLORS = "".join(f'[[cards]]\nid = "{c}"\ncount = 11\nnames = {{ fr = "{c}", en = "{c}" }}\n\n' for c in IDS[:8])

BOARD = """schema = 1
id = "mini"
name = "Mini"
max_parallel = {parallel}

[[cities]]
id = "a"
name = "A"

[[cities]]
id = "b"
name = "B"

[[cities]]
id = "c"
name = "C"

[[cities]]
id = "land"
name = "Land"
kind = "country"

[[routes]]
a = "a"
b = "b"
length = 1
color = "gray"

[[routes]]
a = "a"
b = "b"
length = 1
color = "gray"

[[routes]]
a = "a"
b = "b"
length = 1
color = "red"

[[routes]]
a = "a"
b = "land"
length = 4
color = "blue"

[[routes]]
a = "c"
b = "land"
length = 4
color = "green"
"""


def cards():
    return parse(CARDS.format(colors=COLORS), CardSet, "cards.toml")


def board(parallel=3):
    return parse(BOARD.format(parallel=parallel), RouteBoard, "board.toml")


def state(players=4):
    tables = compile_tables(board(), cards(), None, {1: 1, 4: 7})
    rules = RouteRules(trains=45, initial_hand=4, faceup=5, faceup_max_locomotives=3, keep_initial=2,
                       tickets_draw=4, keep_draw=1, endgame_trains=2, double_routes_min_players=4)
    return RouteState(tables, rules, players, seed=1)


# -- manifests ---------------------------------------------------------------------------------------


def test_cartes_speciales_et_locomotive_plus_quatre_chargees():
    """118 cards = 8 colours x 11 + 10 Passenger + 6 Locomotive +4 + 14 Locomotives (the counts are
    data); the tables know the colours, the restricted wild and where the plain wild is."""
    deck = cards()
    assert deck.total == 118
    tables = compile_tables(board(), deck, None, {1: 1, 4: 7})
    assert tables.color_count == 8 and tables.wild == WILD and tables.restricted_wilds == RESTRICTED


@pytest.mark.parametrize("edit, message", [
    (lambda t: t.replace("special = true", "special = true\nwild = true"), "either wild or special"),
    (lambda t: t.replace("wild = true\nmin_route = 4", "min_route = 4"), "only a wild card can be limited"),
    (lambda t: t + '\n[[cards]]\nid = "pink"\ncount = 1\nnames = { fr = "rose", en = "pink" }\n',
     "list the wild card last"),
])
def test_paquet_mal_ordonne_refuse(edit, message):
    with pytest.raises(ManifestError) as err:
        parse(edit(CARDS.format(colors=COLORS)), CardSet, "cards.toml")
    assert message in str(err.value)


def test_routes_triples_permises_seulement_si_declarees():
    """"La même règle s'applique pour les routes triples": a board says how many parallel tracks
    it has; a third track on a board of doubles is an error naming the route."""
    assert len(board(3).routes) == 5
    with pytest.raises(ManifestError) as err:
        board(2)
    assert "routes[2]" in str(err.value) and "max_parallel = 2" in str(err.value)


def test_route_entre_deux_pays_refusee():
    text = BOARD.format(parallel=3).replace('a = "c"\nb = "land"', 'a = "land"\nb = "land2"') + \
        '\n[[cities]]\nid = "land2"\nname = "Land 2"\nkind = "country"\n'
    with pytest.raises(ManifestError) as err:
        parse(text, RouteBoard, "board.toml")
    assert "cannot join two countries" in str(err.value)


# -- payments with a wild limited to long routes ----------------------------------------------------


def brute(hand, length, color):
    out = set()
    usable = [c for c in range(11) if c != PASSENGER and (c != LOCO4 or length >= 4)]
    for combo in combinations_with_replacement(usable, length):
        counts = Counter(combo)
        if any(counts[c] > hand[c] for c in counts):
            continue
        colors = {c for c in counts if c < 8}
        if len(colors) > 1 or (color != ANY_COLOR and colors and colors != {color}):
            continue
        out.add(combo)
    return out


def as_multiset(payment):
    color, colored, wild, plus4 = payment
    return tuple(sorted([color] * colored + [WILD] * wild + [LOCO4] * plus4))


@settings(max_examples=60)
@given(st.lists(st.integers(0, 4), min_size=11, max_size=11), st.integers(1, 6), st.integers(-1, 7))
def test_locomotive_plus_quatre_seulement_sur_route_de_quatre_ou_plus(hand, length, color):
    """"Ces cartes ne peuvent pas être utilisées sur une route inférieure à 4 espaces"; on 4 or
    more they stand for any colour like a locomotive. Distinct payments equal a brute force."""
    payments = restricted_route_payments(hand, length, color, WILD, 8, RESTRICTED)
    found = [as_multiset(p) for p in payments]
    assert len(found) == len(set(found))
    assert set(found) == brute(hand, length, color)
    if length < 4:
        assert all(p[3] == 0 for p in payments)


def test_paiement_plus_quatre_aller_retour():
    payment = (3, 2, 1, 2)
    cards_ = payment_cards(payment, IDS, WILD, RESTRICTED)
    assert cards_ == ("locomotive", "locomotive4", "locomotive4", "white", "white")
    assert parse_payment(cards_, {c: i for i, c in enumerate(IDS)}, WILD, RESTRICTED) == payment
    only_wilds = payment_cards((ALL_WILD, 0, 2, 2), IDS, WILD, RESTRICTED)
    assert parse_payment(only_wilds, {c: i for i, c in enumerate(IDS)}, WILD, RESTRICTED) == (ALL_WILD, 0, 2, 2)



def test_paiement_lu_garde_par_plateau():
    """A claim's cards are read as parse_payment reads them (the +4 wilds counted apart), kept on
    the board's memo for the next claim paid alike (every claim is read again by the replay); a
    choice mixing colours is refused every time, never kept."""
    tables = compile_tables(board(), cards(), None, {1: 1, 4: 7})
    index = {c: i for i, c in enumerate(tables.card_ids)}
    paid = payment_cards((3, 2, 1, 2), tables.card_ids, tables.wild, tables.restricted_wilds)
    first = parsed_payment(tables, paid)
    assert first == parse_payment(paid, index, tables.wild, tables.restricted_wilds) == (3, 2, 1, 2)
    assert parsed_payment(tables, paid) is first
    for _ in range(2):
        with pytest.raises(ValueError):
            parsed_payment(tables, ("white", "red"))
    assert ("parsed-payment", ("white", "red")) not in tables.memo

# -- the face-up row watching several kinds ----------------------------------------------------------


def test_trois_passagers_visibles_redistribue_aussi():
    """"Si, à un moment quelconque, trois des cinq cartes face visible sont des passagers, les cinq
    cartes sont immédiatement mises de côté et remplacées" — as for three locomotives."""
    rng = random.Random(0)
    market = CardMarket(deck=[1, 2, 3, 4, 5], discard=[0] * 11,
                        faceup=[PASSENGER, PASSENGER, PASSENGER, 0, WILD])
    changes = market.refill(rng, (WILD, PASSENGER))
    assert [c.kind for c in changes] == ["redealt"] and sorted(market.faceup) == [1, 2, 3, 4, 5]
    mixed = CardMarket(deck=[1] * 5, discard=[0] * 11, faceup=[PASSENGER, PASSENGER, WILD, WILD, 0])
    assert mixed.refill(rng, (WILD, PASSENGER)) == []  # two of each kind is fine


@settings(max_examples=40)
@given(seed=st.integers(0, 2**32))
def test_rangee_surveillee_jamais_en_boucle(seed):
    """Whatever is left outside the hands, refilling ends and keeps every card."""
    rng = random.Random(seed)
    counts = [rng.randint(0, 3) for _ in range(8)] + [rng.randint(0, 12), 0, rng.randint(0, 14)]
    market = CardMarket.new(counts, rng)
    market.refill(rng, (WILD, PASSENGER))
    assert market.total() == sum(counts)
    assert all(c == EMPTY for c in market.faceup[sum(counts):])


# -- triples and countries ---------------------------------------------------------------------------


def test_triple_un_joueur_jamais_deux_voies():
    """"Un même joueur ne peut jamais capturer les deux routes d'une même route double ... La même
    règle s'applique pour les routes triples"; with 4+ players the third track stays open to
    others."""
    s = state(4)
    s.route_owner[0] = 1
    assert not s.route_open_for(1, 1) and not s.route_open_for(2, 1)
    assert s.route_open_for(1, 0) and s.route_open(2)
    s.route_owner[1] = 0
    assert s.route_open_for(2, 2) and not s.route_open_for(2, 0)


def test_triple_fermee_a_deux_ou_trois_joueurs():
    """"Dans une configuration à 2 ou 3 joueurs, seule l'une des routes constituant la double ou
    triple connexion peut être utilisée"."""
    for players in (2, 3):
        s = state(players)
        s.route_owner[2] = 0
        assert not s.route_open(0) and not s.route_open(1)
        assert not s.route_open_for(0, 1)


def test_pays_voie_sans_issue():
    """"Chaque route menant à un pays est une voie sans issue qui ne peut donc servir de liaison
    entre villes": a → land ← c does not join a and c, but a ticket to the country is made."""
    s = state(2)
    take_route(s, 0, 3, ())  # a – land
    take_route(s, 0, 4, ())  # c – land
    a, c, land = (s.tables.city_index[x] for x in ("a", "c", "land"))
    assert not joined(s, 0, a, c)
    assert joined(s, 0, a, land) and joined(s, 0, land, c)
    assert sorted(ticket_ends(s, 0, land)) == sorted([a, c])
    assert not joined(s, 1, a, land)


def test_bonus_partage_par_les_meilleurs():
    assert shared_best_bonus([3, 5, 5, 0], 10) == [0, 10, 10, 0]
    assert shared_best_bonus([0, 0], 10) == [0, 0]


# -- a wild card kept apart (Europe Express) ---------------------------------------------------------


def test_cartes_tenues_hors_de_la_pioche():
    """A kind kept out of the deal never reaches the deck, the face-up row or a hand ("Placez la
    pile de cartes Locomotive face visible à côté du plateau"); the others are dealt as usual."""
    s = state(4)
    deal_cards(s, kept_out=(WILD,))
    assert WILD not in s.market.deck and WILD not in s.market.faceup
    assert all(hand[WILD] == 0 for hand in s.hands) and [sum(h) for h in s.hands] == [4] * 4
    assert s.market.total() + 16 == 118 - 14


def test_locomotives_payees_mises_a_part():
    """"Les cartes Locomotive défaussées sont remises dans leur pile": with ``wilds_aside`` the
    locomotives paid leave the hand without reaching the discard pile; coloured cards are
    discarded either way."""
    s = state(2)
    s.hands[0][3] = 2
    s.hands[0][WILD] = 3
    assert pay(s, 0, (3, 2, 3), wilds_aside=True) == 3
    assert s.hands[0][WILD] == 0 and s.market.discard[WILD] == 0 and s.market.discard[3] == 2
    s.hands[1][WILD] = 1
    assert pay(s, 1, (ALL_WILD, 0, 1)) == 1 and s.market.discard[WILD] == 1


def test_premier_tour_au_joueur_choisi():
    """"Déterminez un premier joueur au hasard": the first turn goes to the seat the ruleset drew."""
    s = state(3)
    s.offered = [[1], [], []]
    assert not setup_done(s, first=2)
    s.offered[0] = []
    assert setup_done(s, first=2) and s.current == 2
