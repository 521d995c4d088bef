"""TUNNELS."""

from europe_helpers import CARDS, actions, choices, set_hand, stack_deck, started

from game.engine.actions import Action
from railcade_europe.state import TUNNEL

RED = CARDS.index("red")
LOCO = CARDS.index("locomotive")


def _claim(route, cards, seat=0):
    return Action(seat, "claim_route", "route", route, tuple(sorted(cards)))


def test_tunnel_revele_trois_cartes_et_demande_une_carte_par_couleur_identique():
    """"Puis il retourne les trois premières cartes ... Pour chaque carte ainsi révélée se trouvant
    être de la couleur des cartes utilisées ... ajouter une nouvelle carte Wagon de même couleur (ou
    une Locomotive)" (Erzurum–Sochi, red tunnel of 3)."""
    match = started(2)
    set_hand(match, 0, red=5, locomotive=1)
    stack_deck(match, ["red", "blue", "red"])
    events = match.apply(_claim("erzurum-sochi", ["red"] * 3))
    revealed = next(e for e in events if e.kind == "tunnel_revealed")
    assert revealed.get("extra") == 2 and revealed.reveals
    assert match.state.phase == TUNNEL and match.active_seats == (0,)
    assert choices(match, 0, "pay_tunnel", "erzurum-sochi") == {("red", "red"), ("locomotive", "red")}
    assert actions(match, 0, "abandon_tunnel")


def test_tunnel_locomotive_revelee_compte():
    """"toute Locomotive figurant parmi les trois cartes retournées ... oblige le joueur à ajouter
    une carte Wagon"."""
    match = started(2)
    set_hand(match, 0, red=4)
    stack_deck(match, ["locomotive", "blue", "green"])
    match.apply(_claim("erzurum-sochi", ["red"] * 3))
    assert match.state.tunnel[4] == 1
    assert choices(match, 0, "pay_tunnel", "erzurum-sochi") == {("red",)}


def test_tunnel_paye_en_locomotives_seules():
    """"Si un joueur décide de traverser un Tunnel en jouant uniquement des cartes Locomotive, il ne
    devra jouer des cartes supplémentaires que si des Locomotives figurent parmi les trois cartes"."""
    match = started(2)
    set_hand(match, 0, locomotive=5, red=2)
    stack_deck(match, ["red", "red", "locomotive"])
    match.apply(_claim("erzurum-sochi", ["locomotive"] * 3))
    assert match.state.tunnel[4] == 1
    assert choices(match, 0, "pay_tunnel", "erzurum-sochi") == {("locomotive",)}


def test_tunnel_pris_apres_supplement():
    """"C'est uniquement une fois celles-ci rajoutées que le joueur peut prendre possession du Tunnel";
    the revealed cards and all paid cards go to the discard pile."""
    match = started(2)
    set_hand(match, 0, red=5)
    stack_deck(match, ["red", "blue", "green"])
    discard = sum(match.state.market.discard)
    match.apply(_claim("erzurum-sochi", ["red"] * 3))
    match.apply(Action(0, "pay_tunnel", "route", "erzurum-sochi", ("red",)))
    state = match.state
    route = state.tables.route_index["erzurum-sochi"]
    assert state.route_owner[route] == 0 and state.hands[0][RED] == 1
    assert sum(state.market.discard) == discard + 4 + 3
    assert match.active_seats == (1,)


def test_tunnel_abandon_reprend_les_cartes():
    """"Si le joueur ne possède plus assez de cartes ... (ou ne souhaite pas les jouer maintenant),
    Il reprend toutes ses cartes en main et passe son tour. En fin de tour, les cartes tirées du
    sommet de la pioche sont défaussées"."""
    match = started(2)
    set_hand(match, 0, red=3)
    stack_deck(match, ["red", "blue", "green"])
    discard = sum(match.state.market.discard)
    match.apply(_claim("erzurum-sochi", ["red"] * 3))
    assert [a.kind for a in match.legal_actions(0)] == ["abandon_tunnel"]  # cannot pay the extra
    match.apply(Action(0, "abandon_tunnel", "button", "abandon_tunnel"))
    state = match.state
    assert state.hands[0][RED] == 3
    assert state.route_owner[state.tables.route_index["erzurum-sochi"]] == -1
    assert sum(state.market.discard) == discard + 3
    assert match.active_seats == (1,)


def test_tunnel_sans_supplement_pris_directement():
    """No revealed card matches: the tunnel is taken at its printed cost in the same action."""
    match = started(2)
    set_hand(match, 0, red=3)
    stack_deck(match, ["blue", "green", "white"])
    match.apply(_claim("erzurum-sochi", ["red"] * 3))
    state = match.state
    assert state.route_owner[state.tables.route_index["erzurum-sochi"]] == 0
    assert match.active_seats == (1,) and state.tunnel is None


def test_tunnel_gris_couleur_choisie():
    """On a gray tunnel the colour that counts is the colour the player used (Paris–Zürich)."""
    match = started(2)
    set_hand(match, 0, green=4)
    stack_deck(match, ["green", "red", "red"])
    match.apply(_claim("paris-zurich", ["green"] * 3))
    assert match.state.tunnel[4] == 1


def test_tunnel_moins_de_trois_cartes_disponibles():
    """"ne sont alors retournées que les cartes disponibles. S'il ne reste aucune carte disponible,
    le Tunnel peut alors être emprunté sans courir le risque de devoir ajouter des cartes"."""
    match = started(2)
    set_hand(match, 0, red=3)
    state = match.state
    market = state.market
    spare = market.deck[-1:]
    for card in market.deck[:-1]:
        state.hands[1][card] += 1
    for card, count in enumerate(market.discard):
        state.hands[1][card] += count
    market.deck, market.discard = spare, [0] * 9
    match._forget_legal()
    events = match.apply(_claim("erzurum-sochi", ["red"] * 3))
    assert len(next(e for e in events if e.kind == "tunnel_revealed").get("cards")) == 1
    # Nothing left at all: the tunnel costs its printed price.
    match2 = started(2)
    set_hand(match2, 0, red=3)
    s2 = match2.state
    for card in s2.market.deck:
        s2.hands[1][card] += 1
    for card, count in enumerate(s2.market.discard):
        s2.hands[1][card] += count
    s2.market.deck, s2.market.discard = [], [0] * 9
    match2._forget_legal()
    events = match2.apply(_claim("erzurum-sochi", ["red"] * 3))
    assert next(e for e in events if e.kind == "tunnel_revealed").get("extra") == 0
    assert s2.route_owner[s2.tables.route_index["erzurum-sochi"]] == 0
