"""Speed of the Europe Express rules: random-bot 4-player games per CPU second through the real Match,
with the checks of ``railcade simulate`` off and on, as ``make bench`` measures them.

``python -m railcade_europe_express.bench [games] [seed]``.

What limits it (sampled with py-spy on the 2-core development machine, 10 cold games a process as
``make bench`` plays them): games are short (~150 actions), so what a process builds once weighs
more than in Europe: the claim slices and each route's payment row (one Action per seat, route,
colour and number of locomotives, ``route_turns._payment_row``) are made on first use and then
found again. Listing claims is ~30% of a game, most of it that building on a cold start; making
the bots read the bot package from disk on every game (~5%) is gone (read once per process).

Last ``make bench`` figures (2026-11-23 23:51 UTC, 2 cores, games per CPU second, 5 interleaved
rounds, load average 4.4–5.4), against aa8fb81 (Europe Express is not in 46aab98): engine x1.49
(rounds 1.09–1.61), simulate x1.16 (0.86–1.38); an earlier run at load 1.5–2.5 gave engine x1.47,
simulate x1.52; the README has the table.
"""

from __future__ import annotations

import sys

from game.simulate import bench_main

if __name__ == "__main__":
    sys.exit(bench_main("europe-express", sys.argv[1:]))
