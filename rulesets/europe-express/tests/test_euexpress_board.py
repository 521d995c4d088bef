"""The derived board and tickets (SOURCES.md): the tool reproduces the shipped files, and the
files keep the promises the derivation states."""

import heapq
import importlib.util
import sys
from pathlib import Path

from euexpress_helpers import new_match

TOOL = Path(__file__).resolve().parents[3] / "tools" / "derive_europe_express.py"


def _tool():
    spec = importlib.util.spec_from_file_location("derive_europe_express", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _shortest(tables, a, b):
    adjacent = {}
    for r in range(len(tables.route_ids)):
        x, y, n = tables.route_a[r], tables.route_b[r], tables.route_length[r]
        adjacent.setdefault(x, []).append((y, n))
        adjacent.setdefault(y, []).append((x, n))
    dist, heap = {a: 0}, [(0, a)]
    while heap:
        d, c = heapq.heappop(heap)
        if c == b:
            return d
        if d > dist[c]:
            continue
        for o, n in adjacent[c]:
            if d + n < dist.get(o, 1 << 30):
                dist[o] = d + n
                heapq.heappush(heap, (d + n, o))
    return None


def test_les_fichiers_sont_ceux_que_l_outil_derive():
    """board.toml and tickets.toml are exactly what tools/derive_europe_express.py writes."""
    tool = _tool()
    board, tickets = tool.render(*tool.derive(*tool.load_europe()))
    folder = Path(__file__).resolve().parents[1] / "railcade_europe_express"
    assert (folder / "board.toml").read_text(encoding="utf-8") == board
    assert (folder / "tickets.toml").read_text(encoding="utf-8") == tickets


def test_chaque_destination_vaut_son_plus_court_chemin():
    """Ticket values: the length in cars of the shortest path between the two cities."""
    t = new_match(2).state.tables
    assert len(t.ticket_ids) == 30 and len(set(t.ticket_ids)) == 30
    for k in range(30):
        assert t.ticket_points[k] == _shortest(t, t.ticket_a[k], t.ticket_b[k])


def test_londres_istanbul_et_plateau_dimensionne_pour_27_wagons():
    """London and Istanbul are on the board; it has at least 1.5 spaces per wagon of a 4-player
    game (4 × 27), as the Europe map has 1.33–1.67."""
    state = new_match(4).state
    t = state.tables
    assert {"london", "istanbul"} <= set(t.city_ids)
    assert sum(t.route_length) >= 1.5 * 4 * 27
    assert _shortest(t, t.city_index["london"], t.city_index["istanbul"]) == 17
    assert "london-istanbul" not in t.ticket_index and "istanbul-london" not in t.ticket_index


def test_couleurs_des_routes_sans_orange():
    """Routes are gray or one of the seven card colours; no orange is left."""
    board = new_match(2).setup.data.board
    assert {r.color for r in board.routes} <= {"gray", "blue", "green", "black", "purple", "red", "white", "yellow"}
    assert all(not r.tunnel and not r.ferry for r in board.routes)


def test_outil_check_sans_difference(capsys):
    assert _tool().main(["--check"]) == 0
