"""Speed of the Ticket to Ride Märklin rules: random-bot 4-player games per CPU second through the
real Match, with the checks of ``railcade simulate`` off and on, as ``make bench`` measures them.

``python -m railcade_marklin.bench [games] [seed]``.

What limits it (sampled with py-spy on the 2-core development machine, 10 cold games a process as
``make bench`` plays them): listing claims. The Locomotive +4 may only pay routes of 4 spaces or
more, so Märklin cannot use the per-colour claim slices of Europe: its walk
(``route_turns._restricted_claims``) visits every route the hand might pay and keys its memo by
route, cards of the colour, locomotives and the +4 held. That walk was ~60% of a random game;
what depends on a route's length alone (the +4 usable, the capped hand) is now worked out once
per length instead of once per route, which halved the samples in it. What is left is building
payments on memo misses (the splits between plain locomotives and +4, ``payment.wild_splits``),
events and the random bot, each a few percent.

Later (evening of 2026-11-23): a gray route's claims are put together colour by colour, each block
memoised on that colour's cards, the locomotives and the +4 held, so a drawn card changes one block
instead of the route's whole list (~25% less CPU in an unchecked game). What limits it now: the
claim walk (~35%) and, with checks, the invariants (~27%: cards, board, tokens, tickets, passengers,
each a few percent).

Last ``make bench`` figures (2026-11-23 23:51 UTC, 2 cores, games per CPU second, 5 interleaved
rounds, load average 4.4–5.4), against aa8fb81 (Märklin is not in 46aab98): engine x1.77 (rounds
1.69–1.91), simulate x1.92 (1.85–2.06); an earlier run at load 1.5–2.5 gave engine x2.11, simulate
x2.01; the README has the table.
"""

from __future__ import annotations

import sys

from game.simulate import bench_main

if __name__ == "__main__":
    sys.exit(bench_main("marklin", sys.argv[1:]))
