"""The deck ("Contenu", "Les cartes") and what the options take out of it."""

from __future__ import annotations

from collections import Counter

import pytest
from express_helpers import new_match

from game.manifest import ManifestError, parse
from railcade_express.kinds import ExpressDeck


def deck_counts(match) -> dict[str, int]:
    cards = match.state.cards
    return {cards.names[c]: cards.counts[c] for c in range(len(cards))}


def test_132_cartes_as_the_rulebook_lists_them():
    """"132 cartes": 90 freight, 14 passenger, 2 diesels, 2 cabooses, 2 wilds, 3 turntables,
    11 maintenance, 8 disasters, each type with its rulebook count."""
    counts = deck_counts(new_match())
    assert sum(counts.values()) == 132
    freight = {"auto_carrier": 8, "steel_coil": 10, "commuter": 9, "hopper": 11, "piggyback": 9, "tank": 11,
               "gondola": 10, "box_car": 12, "coal": 10}
    passenger = {"baggage": 2, "sleeper": 2, "coach": 6, "observation": 2, "dome": 2}
    others = {"diesel": 2, "caboose": 2, "wild": 2, "turntable": 3, "wreck": 1, "derailment": 2, "breakage": 2,
              "theft": 2, "engine_switch": 1}
    assert sum(freight.values()) == 90 and sum(passenger.values()) == 14
    for name, n in {**freight, **passenger, **others}.items():
        assert counts[name] == n, name


def test_wagons_de_maintenance_are_11_not_10():
    """"10 wagons de maintenance dont : 2 grues lourdes, 2 wagons bureaux, 2 grues légères, 2 porte
    outils, 3 wagons transbordeurs": the list makes 11, and only 11 makes the 132 cards."""
    counts = deck_counts(new_match())
    maintenance = {k: counts[k] for k in ("heavy_crane", "office", "light_crane", "tool_car", "engine_transfer")}
    assert maintenance == {"heavy_crane": 2, "office": 2, "light_crane": 2, "tool_car": 2, "engine_transfer": 3}
    assert sum(maintenance.values()) == 11


def test_each_maintenance_car_counters_the_disaster_of_the_rulebook_table():
    """"Grue lourde — Accident, Grue légère — Casse matériel, Bureaux — Vol, Wagon outils —
    Déraillement, Transbordeur de moteur — Changement"."""
    view = new_match().view(None)
    assert view["cards"]["counters"] == {"wreck": "heavy_crane", "breakage": "light_crane", "theft": "office",
                                         "derailment": "tool_car", "engine_switch": "engine_transfer"}


def test_unnumbered_cards_are_worth_0_and_freight_values_follow_their_rarity():
    """"Les cartes non numérotées valent 0"; freight values as cards.toml states them (13 minus the
    number of copies: box car 1, auto carrier 5)."""
    values = new_match().view(None)["cards"]["values"]
    for name in ("diesel", "caboose", "wild", "turntable", "wreck", "heavy_crane"):
        assert values[name] == 0
    assert values["box_car"] == 1 and values["auto_carrier"] == 5 and values["hopper"] == 2
    counts = new_match().view(None)["cards"]["counts"]
    groups = new_match().view(None)["cards"]["groups"]
    for name, group in groups.items():
        if group == "freight":
            assert values[name] == 13 - counts[name]


def test_passenger_values_option_plays_the_count_rule():
    values = new_match(passenger_values="count_rule").view(None)["cards"]["values"]
    assert values["coach"] == 7 and values["observation"] == 11


def test_two_or_three_players_use_two_turntables():
    """"A 2 ou 3 joueurs, n'utiliser que 2 cartes de plaques tournantes." The third stays in the box."""
    for players, in_play in ((2, 2), (3, 2), (4, 3), (5, 3), (6, 3)):
        match = new_match(players)
        state = match.state
        box = Counter(state.cards.names[c] for c in state.box)
        assert 3 - box["turntable"] == in_play, players


def test_first_game_removes_passengers_diesels_maintenance_wilds_and_three_disasters():
    """"Règles pour votre première partie": "Retirer les voitures passagers ainsi que les Diesels ...
    les wagons maintenance et les wagons extravagants ... les cartes de casse matériel, déraillement,
    et vol." The remaining cards play as usual."""
    match = new_match(4, first_game=True)
    state = match.state
    box = Counter(state.cards.names[c] for c in state.box)
    for name in ("baggage", "coach", "diesel", "wild", "heavy_crane", "engine_transfer", "breakage",
                 "derailment", "theft"):
        assert box[name] == deck_counts(match)[name], name
    for name in ("wreck", "engine_switch", "caboose", "turntable", "hopper"):
        assert box[name] == 0, name
    assert sum(box.values()) == 14 + 2 + 11 + 2 + 2 + 2 + 2


def test_a_deck_that_does_not_add_up_is_refused_with_the_key():
    text = """schema = 1
total = 3
passenger_order = ["coach"]
[[cards]]
id = "coach"
group = "passenger"
count = 2
value = 5
names = { fr = "voiture", en = "coach" }
[[cards]]
id = "theft"
group = "disaster"
count = 1
names = { fr = "vol", en = "theft" }
"""
    with pytest.raises(ManifestError) as info:
        parse(text.replace("total = 3", "total = 4"), ExpressDeck, "cards.toml")
    message = str(info.value)
    assert "total" in message and "add up to 3" in message
    assert "no maintenance car counters 'theft'" in message
    assert "exactly one diesel" in message
