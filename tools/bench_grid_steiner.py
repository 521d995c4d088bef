"""Time the exact Steiner scoring of Trans Europa round ends on the real board.

Each sample lays ~84 tracks as growing networks from six random markers (like a round played to
the end of the supply), then scores six players with five random cities each, as a round end does.

    PYTHONPATH=. python tools/bench_grid_steiner.py [samples]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
import tomllib
from pathlib import Path

from game.rules.grid_board import GridBoard
from game.rules.grid_network import GridNetwork
from game.rules.steiner import grid_steiner_graph

BOARD = Path(__file__).resolve().parents[1] / "rulesets/transeuropa/railcade_transeuropa/board.toml"


def load_board() -> GridBoard:
    data = tomllib.loads(BOARD.read_text(encoding="utf-8"))
    return GridBoard.from_rows(
        data["intersections"]["rows"],
        doubles=[((a, b), (c, d)) for a, b, c, d in data["segments"]["double"]],
        cities=[(c["id"], c["name"], c["color"], tuple(c["at"])) for c in data["cities"]],
        colors=data["city_cards"]["colors"],
    )


def random_round_end(board: GridBoard, rng: random.Random, players: int = 6, tracks: int = 84):
    net = GridNetwork(board)
    markers = rng.sample(range(board.node_count), players)
    supply = tracks
    while supply > 0:
        marker = markers[rng.randrange(players)]
        options = net.frontier(net.component(marker))
        if not options:
            break
        s = rng.choice(options)
        net.place(s)
        supply -= 1  # one piece per segment, double or not
    hands = []
    for _ in range(players):
        hands.append([board.city_node(rng.choice(board.cities_of_color(c))) for c in board.colors])
    return net, markers, hands


def main() -> None:
    samples = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    board = load_board()
    rng = random.Random(1)
    per_round, per_player = [], []
    for _ in range(samples):
        net, markers, hands = random_round_end(board, rng)
        start = time.perf_counter()
        graph = grid_steiner_graph(board, net.placed)
        for marker, cities in zip(markers, hands):
            t0 = time.perf_counter()
            graph.tree([marker, *cities])
            per_player.append(time.perf_counter() - t0)
        per_round.append(time.perf_counter() - start)
    ms = lambda xs: f"mean {statistics.mean(xs) * 1000:.1f} ms, max {max(xs) * 1000:.1f} ms"
    print(f"{samples} round ends, 6 players, 5 cities each")
    print(f"  per round end (graph + 6 trees): {ms(per_round)}")
    print(f"  per player tree:                 {ms(per_player)}")


if __name__ == "__main__":
    main()
