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

Last ``make bench`` figures (2026-11-23, 2 cores, games per CPU second, 3 interleaved rounds, two
runs at load average 6.5–8.7 and 5.9–6.9), against aa8fb81 (Express is not in 46aab98): engine x1.45
and x1.40, simulate x1.23 and x1.26; the README has the table.
"""

from __future__ import annotations

import sys

from game.simulate import bench_main

if __name__ == "__main__":
    sys.exit(bench_main("express", sys.argv[1:]))
