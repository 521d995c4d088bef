"""Manifest kinds of route games: the shipped Europe files load; broken ones are named precisely."""

from importlib import resources

import pytest

from game.manifest import ManifestError, parse
from game.rules.route_kinds import CardSet, RouteBoard, TicketSet

BOARD = """schema = 1
id = "mini"
name = "Mini"

[[cities]]
id = "a"
name = "A"

[[cities]]
id = "b"
name = "B"

[[routes]]
a = "a"
b = "{end}"
length = 2
color = "{color}"
tunnel = {tunnel}
ferry = {ferry}
"""


def board(end="b", color="red", tunnel="false", ferry=0):
    return BOARD.format(end=end, color=color, tunnel=tunnel, ferry=ferry)


def test_plateau_europe_charge():
    root = resources.files("railcade_europe")
    b = parse((root / "board.toml").read_text(), RouteBoard, "board.toml")
    t = parse((root / "tickets.toml").read_text(), TicketSet, "tickets.toml")
    c = parse((root / "cards.toml").read_text(), CardSet, "cards.toml")
    assert len(b.cities) == 47 and len(b.routes) == 101
    assert len(t.tickets) == 46 and sum(x.deck == "long" for x in t.tickets) == 6
    assert c.total == 110 and c.cards[-1].id == "locomotive"
    assert t.problems_with(b) == []
    ids = b.route_ids()
    assert len(set(ids)) == 101 and "berlin-frankfurt-1" in ids and "amsterdam-bruxelles" in ids


def test_ville_inconnue_signalee_avec_ligne():
    with pytest.raises(ManifestError) as err:
        parse(board(end="zz"), RouteBoard, "board.toml")
    assert "routes[0].b" in str(err.value) and "unknown city 'zz'" in str(err.value)
    assert "board.toml:15" in str(err.value)


@pytest.mark.parametrize("kwargs, message", [
    ({"ferry": 3}, "3 locomotive symbols on a route of length 2"),
    ({"tunnel": "true", "ferry": 1}, "both a tunnel and a ferry"),
    ({"color": "pink"}, "unknown colour 'pink'"),
    ({"end": "a"}, "two different cities"),
])
def test_valeurs_impossibles(kwargs, message):
    with pytest.raises(ManifestError) as err:
        parse(board(**kwargs), RouteBoard, "board.toml")
    assert message in str(err.value)


def test_destination_en_double():
    text = 'schema = 1\n[[tickets]]\na = "a"\nb = "b"\npoints = 3\n[[tickets]]\na = "a"\nb = "b"\npoints = 4\n'
    with pytest.raises(ManifestError) as err:
        parse(text, TicketSet, "tickets.toml")
    assert "duplicate ticket 'a-b'" in str(err.value)
