"""Speed of the Trans Europa rules: random-bot 4-player games per second through the real Match
(hooks, legality check, events), with the invariant checks off, as ``railcade bench`` measures it.

``python -m railcade_transeuropa.bench [games] [seed]``.

Checks (2026-11-27): every network walked at the first check past each 16th track (the same
as before when checking after every action, and right too when ``--check-every`` spaces them).
``make bench`` simulate against 46aab98, invariants after every action: x3.56 (6153a28, 01:43
UTC, load 2.7–2.6) and x3.61 (01:44, load 2.6–2.3).

What limits it (profiled with cProfile and pyinstrument on the 2-core development machine; the
instruction counts of callgrind where the machine was too loaded for timings):

* Scoring a round: the exact minimum Steiner tree of every seat not connected (Dreyfus–Wagner,
  ``game/rules/steiner.py``). Random play connects almost nobody, so each round end solves four
  trees with five cities each: it was over half of a random game's time. It now runs sparse and
  pruned (a spanning-tree bound drops what cannot be on a cheapest tree), its shortest paths
  with edges grouped by cost and no stored predecessors: ~1.5x fewer instructions per tree, and
  the graph contraction ~1.6x cheaper. It is still the largest single cost; the bots pay it on
  every move they plan.
* Listing legal moves: a seat builds from the free segments around its network. The network now
  keeps its intersections and its free edge as tracks are laid (``GridNetwork``), so legal moves
  are read, not walked, and the actions come from per-board tables instead of being built anew.
* Laying a track: finding who shares which network is a few union-find lookups; whether a seat
  has all its cities is only asked again when the track joined two networks.

* Checking (``railcade simulate``): the invariants recounted the networks from every placed segment
  after every action (O(tracks) each, so quadratic over a round) and the replay scored every
  round again. The recount now goes on from the last check while tracks are only added (the
  same union-find as a fresh one), the networks' roots are read through ``map``, and the Steiner
  graphs and trees of a board with given tracks are kept (a replayed round finds them again).

Per action this is about 2x the base commit (``tools/bench_compare.py``); per game a little less,
as games got longer when the supply came to count pieces rather than track cost.

Later (evening of 2026-11-23): the invariants read the networks of the tracks an action laid and
check the kept free edge around them; every track's network, and a walk of the last network, every
16 tracks and whenever the recount starts afresh (~60 → ~30 µs a check). Whether seats have all
their cities is asked only of the merged network's seats, and the turn-end hook only when a variant
implements it. What limits it now: the round ends' Steiner trees, ~45% of an unchecked game. The
spanning-tree bound is already tight (equal to the optimum in the median round end), so pruning has
little left to give; shortest distances, the pruned relaxations and the subset merges are each
~20–27% of a tree, and neither a set-based nor a deduplicated frontier made the distances faster.
Checked games: the replay ~13%, the invariants ~16%.

Later (2026-11-26): legal actions grouped by kind (docs/engine.md); the segments a seat may build
on are read from the network and their actions picked from the board's row only when asked
(``Picked``: the random bot chooses between building and ending the turn first). What limits it
now: the round ends' Steiner trees, ~51% of an unchecked game, and building their graphs ~10%;
listing ~11% (the network's frontier).

Later (2026-11-27): the Steiner search of each round end keeps each node's farthest missing
terminal with a comprehension (``map(max, ...)`` called the builtin per node, three times the cost):
callgrind, 10 games seed 1, 1275M → 1123M instructions. What limits it now: the round ends'
Steiner trees (~55%: the pruned subset search ``_relax``/``merged``, one full shortest-path table
per terminal, the contracted graph built per round end), then placing a track.

Last ``make bench`` figures (2026-11-27 14:05 UTC, main at 16d0e5d, 2 cores, games per CPU second,
7 interleaved rounds of 40 games, invariants after every action, load average 0.94–0.99), against
46aab98: engine x2.37, simulate x3.87; the README has the table.
"""

from __future__ import annotations

import json
import sys
import time

from game.plugins import default_registry
from game.simulate import game_seed, play_game


def run(games: int = 40, seed: int = 1, players: int = 4) -> dict:
    registry = default_registry()
    actions = 0
    start, cpu = time.perf_counter(), time.process_time()
    for index in range(games):
        result = play_game("transeuropa", (), players, ("random",), game_seed(seed, index), check=False,
                           registry=registry)
        actions += result.actions
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {
        "ruleset": "transeuropa",
        "players": players,
        "games": games,
        "seconds": round(elapsed, 3),
        "cpu_seconds": round(cpu, 3),
        "games_per_second": round(games / elapsed, 2),
        "actions_per_game": round(actions / games, 1),
        "us_per_action": round(cpu / max(1, actions) * 1e6, 1),
    }


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    games = int(args[0]) if args else 40
    seed = int(args[1]) if len(args) > 1 else 1
    print(json.dumps(run(games, seed), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
