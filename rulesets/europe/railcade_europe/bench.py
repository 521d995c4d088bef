"""Speed of the Europe rules: random-bot 4-player games per second through the real Match (hooks,
legality check, events), with the invariant checks off, as ``railcade bench`` measures it.

``python -m railcade_europe.bench [games] [seed]`` or ``tools/bench_europe.py``.

Checks (2026-11-27; ``railcade simulate``'s default, invariants after every action): the board
recount is updated from the routes whose owner changed, the cards counted per kind in C, the
tickets' check kept with the lists it read, the stations counted by ``map``; ~9 µs an action
(the cards per kind about half of it), the replay ~7 µs an action, the final score counted twice
(station borrowing, longest trail). ``make bench`` simulate against 46aab98: x3.17 (6153a28,
01:43 UTC, load 2.7–2.6) and x3.21 (01:44, load 2.6–2.3), from x2.6 the day before: met.

What limits it (profiled with cProfile and pyinstrument on the 2-core development machine):
a random 4-player game is ~360 actions, 213 of them ``draw_card``, and no single cost dominates.
Per action, listing legal moves is about 45% (claims ~30%: every open route the hand can pay,
with every payment; stations ~6%: every free city times every payment), applying the action ~25%
(a card draw with its events and the face-up row rule), the random bot ~6%, and the scoring at
the end of each game ~5% (longest trail, station borrowing). The hook calls themselves now cost
almost nothing (a single implementation is called directly with positional arguments).

Claims are put together from memoised slices (``game/rules/route_turns.py``): per colour, per
gray-paid-in-one-colour and gray-all-locomotives, keyed by the cards of that colour and the
locomotives and trains, each capped at the slice's longest route. A drawn card changes one colour,
so most slices are found again; the memo is shared by every match of a process, so a long
session or a search bot runs faster than a cold start.

Sampled again with py-spy (10 cold games a process, as ``make bench`` plays them): what a cold
process builds is the largest part. 10 games make ~12,600 distinct actions, ~8,100 of them
station actions (every city for every way to pay, per seat) and ~4,400 claims; listing legal
moves is ~55% of the samples, claims ~17% and stations ~11% of the total, applying ~18%.
Building a slice now takes runs of one row per route and colour (the Action for each number of
locomotives, made once), and a payment's cards are spelled once for every seat and route. A per-
state cache of the open claims, refreshed when an owner changes, was tried and dropped: a route
is claimed every ~8 actions, so each seat meets a fresh cache about once per owner change and the
filtering cost more than it saved. What is left per action is spread thin; the next step is the
Action objects themselves (a lazy legal-action sequence that makes only the kind a bot picks, a
change of the engine contract), not one more memo.

Later (2026-11-26): legal actions grouped by kind (docs/engine.md). The random bot picks a kind
first, so claims and stations are only checked to exist (``route_turns.any_claim``, a walk of the
routes shortest first that stops at the first one the hand can pay) and listed only when picked;
then ``route_turns.Claims`` counts the payments route by route and makes only the one picked
(``Stations`` the same for stations). What limits it now (pyinstrument, 20 cold games): no single
cost. Applying ~33% (card draws with their events and the face-up row ~15%, claims ~7%), listing
~20% (card draws, ``any_claim`` ~5%, ticket offers), the random bot ~27% (counting the claims of
a picked claim ~10%), scoring at the end ~8% (station borrowing, longest trail), the match's own
calls ~10%. With checks (simulate): the invariants ~23 µs an action (cards per kind, the board's
recount key, tickets), the replay ~14 µs an action, snapshots ~2 µs: ~40% of a checked game.

Later (2026-11-27): the turn's card draws and the ticket draw are parts of one kind
(``LegalActions.extend_kind``: the random bot reads the part's kind, not each action's), the sets
of tickets to keep are counted (``route_turns.KeptTickets``, only the set picked is made), the
claims are counted in blocks with one walk of the gray routes per number of cards of a colour held,
a face-up row change is a named tuple, and the station borrowing at the end checks, for each
combination, only the tickets between two parts of the network a borrowed route could join
and a card draw's events and the turn's end are made with ``Event.of`` (callgrind, 10 games
seed 1: 705M → 596M instructions). What limits it now: counting the claims
of a picked claim ~11%, card draws applied (events, the face-up row) ~15%, ``any_claim`` ~5%,
the match's calls and the random bot ~20%.

Last ``make bench`` figures (2026-11-27 14:05 UTC, main at 16d0e5d, 2 cores, games per CPU second,
7 interleaved rounds of 40 games, invariants after every action, load average 0.94–0.99), against
46aab98: engine x2.78, simulate x4.07; the README has the table.
"""

from __future__ import annotations

import json
import sys
import time

from game.plugins import default_registry
from game.simulate import game_seed, play_game


def run(games: int = 100, seed: int = 1, players: int = 4, warmup: int = 20) -> dict:
    """Play ``warmup`` games (filling the per-board memo of legal actions, as a long session or a
    search bot would) then time ``games`` games."""
    registry = default_registry()
    for index in range(warmup):
        play_game("europe", (), players, ("random",), game_seed(seed + 1000, index), check=False, registry=registry)
    actions = 0
    start = time.perf_counter()
    for index in range(games):
        result = play_game("europe", (), players, ("random",), game_seed(seed, index), check=False,
                           registry=registry)
        actions += result.actions
    elapsed = time.perf_counter() - start
    return {
        "ruleset": "europe",
        "players": players,
        "games": games,
        "warmup_games": warmup,
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 2),
        "actions_per_game": round(actions / games, 1),
        "us_per_action": round(elapsed / max(1, actions) * 1e6, 1),
    }


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    games = int(args[0]) if args else 100
    seed = int(args[1]) if len(args) > 1 else 1
    print(json.dumps(run(games, seed), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
