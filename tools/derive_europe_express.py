"""Derive the Europe Express board and its 30 tickets from the Ticket to Ride Europe map.

The Europe Express rulebook (``shared/rules/000_02fc9a33deaa8752.txt``) names the box's parts (a
board of the European network, 30 destination cards, 4 London–Istanbul bonus cards) but prints
none of them, and no public source we could find lists them (see the package's SOURCES.md). So
the board is derived here, by rules stated once, from the Europe board this project already ships
(``rulesets/europe/railcade_europe/board.toml`` and ``tickets.toml``, cross-checked facts):

1. **Cities: the London–Istanbul corridor.** A city is kept when some path from London to
   Constantinople through it is at most ``slack`` cars longer than the shortest one. The slack is
   the smallest that gives the board at least ``SPACES_PER_WAGON`` spaces per wagon of a full
   4-player game (27 wagons each): the Europe map has 1.33 to 1.67 spaces per wagon at 5 and 4
   players, so 1.5 keeps its crowding. Every route between two kept cities is kept, with its
   length, colour and double track.
2. **Plain routes.** No tunnels and no ferries in this game: their flags are dropped (ferries
   are gray and stay gray). There are no orange cards: each orange route takes, in board order,
   the card colour the board uses least so far (never its twin track's colour), ties in the
   rulebook's order of colours.
3. **Names.** Constantinople is Istanbul, as this rulebook calls it; London is Londres in French.
4. **Tickets.** The Europe tickets whose two cities are both on the board, then pairs added one at
   a time until there are 30: the pair whose cities appear on the fewest tickets so far, then
   whose length is rarest in the deck, then in alphabetical order; a pair is a candidate when its
   cities are not neighbours, its shortest path is 5 to 13 cars (the Europe regular tickets'
   range) and it is not London–Istanbul (the bonus). **Every ticket is worth the length in cars
   of the shortest path between its cities on this board**, as printed tickets are.

``python tools/derive_europe_express.py`` rewrites the two files in the package;
``--check`` only compares and exits 1 when they differ (the package's tests do the same).
"""

from __future__ import annotations

import argparse
import heapq
import json
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
EUROPE = ROOT / "rulesets" / "europe" / "railcade_europe"
TARGET = ROOT / "rulesets" / "europe-express" / "railcade_europe_express"

WAGONS = 27  # "27 Wagons ... par joueur"
MAX_PLAYERS = 4  # "2-4"
SPACES_PER_WAGON = 1.5
TICKETS = 30  # "30 cartes Destination"
TICKET_RANGE = (5, 13)
# "bleu, vert, noir, violet, rouge, blanc et jaune": the seven colours, in the rulebook's order.
COLORS = ("blue", "green", "black", "purple", "red", "white", "yellow")
ENDS = ("london", "constantinople")
RENAME = {"constantinople": ("istanbul", "Istanbul", None), "london": ("london", "London", "Londres")}


def distances(routes: list[dict[str, Any]], start: str, keep: set[str] | None = None) -> dict[str, int]:
    """Shortest path length in cars from ``start`` to every city (Dijkstra), optionally inside
    ``keep``."""
    adjacent: dict[str, list[tuple[str, int]]] = {}
    for r in routes:
        if keep is None or (r["a"] in keep and r["b"] in keep):
            adjacent.setdefault(r["a"], []).append((r["b"], r["length"]))
            adjacent.setdefault(r["b"], []).append((r["a"], r["length"]))
    dist = {start: 0}
    heap = [(0, start)]
    while heap:
        d, city = heapq.heappop(heap)
        if d > dist[city]:
            continue
        for other, length in adjacent.get(city, ()):
            if d + length < dist.get(other, 1 << 30):
                dist[other] = d + length
                heapq.heappush(heap, (d + length, other))
    return dist


def corridor(routes: list[dict[str, Any]], slack: int) -> set[str]:
    """Cities on some London–Constantinople path at most ``slack`` cars longer than the shortest."""
    from_a, from_b = distances(routes, ENDS[0]), distances(routes, ENDS[1])
    shortest = from_a[ENDS[1]]
    return {c for c in from_a if c in from_b and from_a[c] + from_b[c] <= shortest + slack}


def choose_slack(routes: list[dict[str, Any]]) -> int:
    need = SPACES_PER_WAGON * WAGONS * MAX_PLAYERS
    for slack in range(0, 40):
        keep = corridor(routes, slack)
        if sum(r["length"] for r in routes if r["a"] in keep and r["b"] in keep) >= need:
            return slack
    raise ValueError("the Europe board is too small for the wagons")


def recolor(routes: list[dict[str, Any]]) -> None:
    """Give each orange route the least used card colour (not its twin's), in board order."""
    used = {c: sum(1 for r in routes if r["color"] == c) for c in COLORS}
    for r in routes:
        if r["color"] != "orange":
            continue
        twins = {o["color"] for o in routes if o is not r and {o["a"], o["b"]} == {r["a"], r["b"]}}
        color = min((c for c in COLORS if c not in twins), key=lambda c: (used[c], COLORS.index(c)))
        r["color"] = color
        used[color] += 1


def derive(europe_board: dict[str, Any], europe_tickets: dict[str, Any]) -> tuple[dict, dict, dict]:
    """(board, tickets, report) as plain dicts ready for TOML."""
    all_routes = [dict(r) for r in europe_board["routes"]]
    slack = choose_slack(all_routes)
    keep = corridor(all_routes, slack)
    routes = [r for r in all_routes if r["a"] in keep and r["b"] in keep]
    orange = sum(1 for r in routes if r["color"] == "orange")
    plain = sum(1 for r in routes if r.get("tunnel") or r.get("ferry"))
    recolor(routes)
    ids = {c: RENAME.get(c, (c,))[0] for c in keep}
    cities = []
    for city in europe_board["cities"]:
        if city["id"] not in keep:
            continue
        out = {"id": ids[city["id"]], "name": city["name"], "lonlat": list(city["lonlat"])}
        if city["id"] in RENAME:
            _, name, name_fr = RENAME[city["id"]]
            out["name"] = name
            if name_fr:
                out["name_fr"] = name_fr
        cities.append(out)
    board_routes = [{"a": ids[r["a"]], "b": ids[r["b"]], "length": r["length"], "color": r["color"]}
                    for r in routes]
    board = {"schema": 1, "id": "europe-express", "name": "Europe Express", "colors": list(COLORS),
             "cities": cities, "routes": board_routes}

    kept_ids = set(ids.values())
    dist = {c: distances(board_routes, c) for c in kept_ids}
    neighbours = {frozenset((r["a"], r["b"])) for r in board_routes}
    bonus = frozenset(ids[c] for c in ENDS)
    pairs: list[tuple[str, str]] = []
    for t in europe_tickets["tickets"]:
        if t["a"] in keep and t["b"] in keep:
            pairs.append((ids[t["a"]], ids[t["b"]]))
    taken = {frozenset(p) for p in pairs}
    lo, hi = TICKET_RANGE
    candidates = sorted(
        (a, b) for a in kept_ids for b in kept_ids
        if a < b and frozenset((a, b)) not in taken | {bonus} and frozenset((a, b)) not in neighbours
        and lo <= dist[a][b] <= hi
    )
    while len(pairs) < TICKETS:
        usage = {c: sum(c in p for p in pairs) for c in kept_ids}
        lengths = [dist[a][b] for a, b in pairs]

        def rank(pair: tuple[str, str]) -> tuple:
            a, b = pair
            return (usage[a] + usage[b], lengths.count(dist[a][b]), pair)

        best = min((p for p in candidates if frozenset(p) not in taken), key=rank)
        pairs.append(best)
        taken.add(frozenset(best))
    tickets = {"schema": 1, "tickets": [{"a": a, "b": b, "points": dist[a][b]} for a, b in pairs]}
    report = {
        "slack": slack,
        "cities": len(cities),
        "routes": len(board_routes),
        "spaces": sum(r["length"] for r in board_routes),
        "london_istanbul": dist[ids[ENDS[0]]][ids[ENDS[1]]],
        "from_europe_tickets": sum(1 for t in europe_tickets["tickets"] if t["a"] in keep and t["b"] in keep),
        "recolored": orange,
        "made_plain": plain,
    }
    return board, tickets, report


BOARD_HEADER = """\
# Europe Express board, DERIVED from the Ticket to Ride Europe map by tools/derive_europe_express.py
# (the printed Europe Express board is not in any source we found: see SOURCES.md). Do not edit by
# hand: change the tool and run it again. {cities} cities, {routes} routes, {spaces} spaces; the
# London–Istanbul corridor with a slack of {slack} cars; {recolored} orange routes recoloured; {made_plain}
# tunnels and ferries made plain.
"""
TICKETS_HEADER = """\
# Europe Express destination tickets, DERIVED by tools/derive_europe_express.py (see SOURCES.md):
# {from_europe_tickets} Europe tickets inside the board, then pairs chosen to spread the cities and lengths;
# every value is the length in cars of the shortest path between the two cities on this board.
"""


def _value(value: Any) -> str:
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, float):
        return f"{value:.2f}"
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    return str(value)


def _toml(data: dict[str, Any]) -> str:
    """The board's shape as TOML, one ``[[table]]`` per city, route and ticket (as the Europe
    files are written), so the derived files read and diff like the hand-written ones."""
    lines = [f"{k} = {_value(v)}" for k, v in data.items() if not isinstance(v, list) or not v
             or not isinstance(v[0], dict)]
    for key, rows in data.items():
        if isinstance(rows, list) and rows and isinstance(rows[0], dict):
            for row in rows:
                lines += ["", f"[[{key}]]"] + [f"{k} = {_value(v)}" for k, v in row.items()]
    return "\n".join(lines) + "\n"


def render(board: dict, tickets: dict, report: dict) -> tuple[str, str]:
    return (BOARD_HEADER.format(**report) + _toml(board), TICKETS_HEADER.format(**report) + _toml(tickets))


def load_europe() -> tuple[dict, dict]:
    with open(EUROPE / "board.toml", "rb") as f:
        board = tomllib.load(f)
    with open(EUROPE / "tickets.toml", "rb") as f:
        tickets = tomllib.load(f)
    return board, tickets


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped files, write nothing")
    args = parser.parse_args(argv)
    board, tickets, report = derive(*load_europe())
    board_text, tickets_text = render(board, tickets, report)
    files = {TARGET / "board.toml": board_text, TARGET / "tickets.toml": tickets_text}
    if args.check:
        stale = [str(p) for p, text in files.items() if not p.exists() or p.read_text(encoding="utf-8") != text]
        for path in stale:
            print(f"{path}: differs from what the tool derives", file=sys.stderr)
        return 1 if stale else 0
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    print(" ".join(f"{k}={v}" for k, v in report.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
