"""Speed of the Express rules: random-bot 4-player games per CPU second through the real Match,
with the checks of ``railcade simulate`` off and on, as ``make bench`` measures them.

``python -m railcade_express.bench [games] [seed]``.

Checks (2026-11-27; invariants after every action): the trains' validity kept with the trains'
ids and cars it read, the cards' totals and kinds counted in C (cars, locomotives and diesels read
by ``attrgetter``, the laid cards as bytes), a finished deal's record copied through marshal when
its recount is kept. Still ~11 µs an action (~10 ms of a ~32 ms checked game of ~820 actions),
and the replay with its snapshots every 32 actions ~6 ms: with the engine at ~14 ms a game, the
replay and snapshots alone leave no room for x3 (~19.7 ms a game against aa8fb81). ``make bench``
simulate against aa8fb81: x1.97 (6153a28, 01:43 UTC, load 2.7–2.6) and x1.97 (01:44, load
2.6–2.3), from x1.5.

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

Later (2026-11-26): legal actions grouped by kind (docs/engine.md): new trains, added cars and
locomotive swaps are only checked to exist and listed when the random bot picks them (swaps
counted train by train, ``Swaps``). That gained little: checking that a car can be added reads
every train's tail (~12% of a game), about what listing them cost. What limits it now: the laying
turn's listing ~40% (that check, the discards with their disaster targets, the swaps' check),
applying ~23%, the random bot and the match's calls. With checks: the invariants ~20 µs an action.

Later (2026-11-27): the laying turn reads the hand once (the card kinds held, in C), adds each
kind as one part (``LegalActions.extend_kind``; discards, turntable and disasters as runs of one
kind in their order), takes discards, maintenance cars and swaps from rows made once per seat,
checks added cars reading a train's tail only when the hand has no wild or caboose (tails memoised
in the card set), reads the side's train lengths only below 4 cards, and makes the frequent
events with ``Event.of``: callgrind, 10 games seed 1, 1561M → 1157M instructions (aa8fb81:
3129M). What limits it now: the laying turn's listing ~35% (checking added cars, the swaps, the
ends), applying ~20%, picking a swap or an added car (the counted kinds) ~15%, the match's calls.

Last ``make bench`` figures (2026-11-27 01:43 UTC, 6153a28, 2 cores, games per CPU second, 5
interleaved rounds, invariants after every action, load average 2.8–3.6), against aa8fb81 (Express is not in 46aab98):
engine x2.27, simulate x1.96; a run at 01:45 (load 3.6–2.6) gave engine x2.24, simulate x1.99; the README has the table.
"""

from __future__ import annotations

import sys

from game.simulate import bench_main

if __name__ == "__main__":
    sys.exit(bench_main("express", sys.argv[1:]))
