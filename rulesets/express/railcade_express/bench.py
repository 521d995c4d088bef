"""Speed of the Express rules: random-bot 4-player games per CPU second through the real Match,
with the checks of ``railcade simulate`` off and on, as ``make bench`` measures them.

``python -m railcade_express.bench [games] [seed]``.

What limits it (sampled with py-spy on the 2-core development machine): listing legal actions,
~55% of an unchecked game: every card of the hand against every train of the side (``can_add``,
memoised per train), the locomotive swaps (now one row of actions per train, made once) and the
discards with their disaster targets; the actions themselves are made once per process
(``known_action``) instead of on every call (that was ~18%). Applying an action is ~17% (its
events). With the checks of ``railcade simulate`` the invariants after every action are ~37% of
the time: every card counted over the piles, hands, trains and maintenance cars (in C now),
every train's validity (memoised per train) and every finished deal's recount (kept with a copy
of the record it was made from).

Later (evening of 2026-11-23): the add-car listing reads each train's tail once per listing (it
asked ``can_add`` for every card against every train, ~20% of a game), and the invariants count the
cards after every action but each kind only at the start of every turn and at the end, with the
deals' recount (~30 → ~19 µs a check). What limits it now: the rest of the listing (new trains,
swaps, discards with their disaster targets), the random bot over long lists, the events.

Last ``make bench`` figures (2026-11-23 23:51 UTC, 2 cores, games per CPU second, 5 interleaved
rounds, load average 4.4–5.4), against aa8fb81 (Express is not in 46aab98): engine x1.46 (rounds
1.46–2.27), simulate x1.47 (1.40–1.51); an earlier run at load 1.5–2.5, before the add-car change,
gave engine x1.48, simulate x1.18; the README has the table.
"""

from __future__ import annotations

import sys

from game.simulate import bench_main

if __name__ == "__main__":
    sys.exit(bench_main("express", sys.argv[1:]))
