"""Speed of the Europe Express rules: random-bot 4-player games per CPU second through the real Match,
with the checks of ``railcade simulate`` off and on, as ``make bench`` measures them.

``python -m railcade_europe_express.bench [games] [seed]``.

Checks (2026-11-27; invariants after every action): as Europe's, plus the Locomotives' pile
counted as one number and the London–Istanbul bonus check kept with the lists it read; ~11 µs an
action. A game is short (~190 actions) and its engine cheap (~3.6 ms a game), so the replay
(~1.2 ms, the engine's own applying once more), a match built for it, the score counted twice
and the invariants (~2.5 ms) weigh more than in Europe. ``make bench`` simulate against aa8fb81:
x2.43 (6153a28, 01:43 UTC, load 2.7–2.6) and x2.41 (01:44, load 2.6–2.3), from x2.0: short of x3.

What limits it (sampled with py-spy on the 2-core development machine, 10 cold games a process as
``make bench`` plays them): games are short (~150 actions), so what a process builds once weighs
more than in Europe: the claim slices and each route's payment row (one Action per seat, route,
colour and number of locomotives, ``route_turns._payment_row``) are made on first use and then
found again. Listing claims is ~30% of a game, most of it that building on a cold start; making
the bots read the bot package from disk on every game (~5%) is gone (read once per process).

Later (2026-11-26): legal actions grouped by kind (docs/engine.md): claims only checked to exist
and, when picked, counted (``route_turns.Claims``) with only the picked one made, so the cold
building of claim slices is gone from unchecked games. What limits it now: applying (card draws
and their events, the Locomotive pile), listing card draws and tickets, the match's own calls;
with checks, the invariants ~19 µs an action (cards, board, tickets, the London–Istanbul bonus)
and the replay ~11 µs an action, about half of a checked game.

Last ``make bench`` figures (2026-11-27 01:43 UTC, 6153a28, 2 cores, games per CPU second, 5
interleaved rounds, invariants after every action, load average 2.8–3.6), against aa8fb81 (Europe Express is not in 46aab98):
engine x2.48, simulate x2.61; a run at 01:45 (load 3.6–2.6) gave engine x2.39, simulate x2.46; the README has the table.
"""

from __future__ import annotations

import sys

from game.simulate import bench_main

if __name__ == "__main__":
    sys.exit(bench_main("europe-express", sys.argv[1:]))
