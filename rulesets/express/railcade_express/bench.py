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

Later checks (2026-11-27, 03:00–03:30 UTC; the same checks, after every action): a quick pass
(``invariants.is_clean``) answers only whether the state is clean, the full check runs only for the
messages when it is not; the trains' cars and the hands are kept with copies and looked at again
only where they changed (a train's validity, a hand's sign and size); the attributes are read in
plain Python loops (Python 3.11 reads a slot there several times faster than ``attrgetter``);
each kind is counted at a turn's start with each hand's counts as one integer of a byte per kind
(summed without carry: at most 255 cards in hands, checked) and the laid cards as bytes counted
per kind. Snapshots copy in C, the trains as ids, locomotives, cars and diesels, the generator's
words as ``getstate()``'s tuple. Callgrind, 10 checked games seed 1: 2465M → 2034M instructions
(aa8fb81: 6025M); the invariants ~101K → ~65K instructions a check. Along real games (hot state)
a check costs ~4 µs, ~13 µs at a turn's start (the 28 counts per kind are ~2/3 of that). What is
left: the engine (~14 ms a game of ~27 ms checked, about half of it in the match's and the random
bot's calls), the replay (applying every action again, ~2.5 ms), the snapshots (``getstate()``
makes 625 integers, ~8 µs of ~16), the invariants (~5 ms a game).

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

Later (2026-11-27, 05:00–06:10 UTC; the same checks, after every action): each kind is counted
at a turn's start from the last clean count, only the places that changed since read again
(``invariants._laid_counts``: cards taken from or put on a place's end read alone, the trains
between the equal ones at both ends counted out and in, a count from scratch at a new deal); the
trains' cars are kept with their number rather than joined as bytes after every change; the
finished deals are compared at once with a copy of the last history found to recount. The laying
turn lists the swaps' rows and the disasters' targets only when their kind is picked (checked to
exist first), reads the side's train lengths only with 2 or 3 cards, and the draws are made once
per seat; the random bot draws ``rng.choice``'s index in one call. With the engine's events as
tuples (20b594a): callgrind, 10 games seed 1, checked 2024M → 1852M instructions (aa8fb81: 6025M,
x3.25), unchecked 1139M → 1044M (aa8fb81: 3129M). Of a checked game: the engine ~56%, the
invariants ~24% (~37K instructions a check, ~64K at a turn's start), the replay and end checks
~13%, snapshots ~6% (``getstate()`` makes 625 integers). Tried and measured worse: a side's train
ends kept with copies, a per-cars "need" memo read through ``map`` in C, changed hands found with
``compress``, the cars' bytes built only at the kind count.

Last ``make bench`` figures (2026-11-27, f164f49, 2 cores, games per CPU second, 5 interleaved
rounds, invariants after every action, ``--rulesets express``), against aa8fb81 (Express is not
in 46aab98): 06:06 UTC (load average 1.50 before, 1.57 after) engine x2.96, simulate x2.61;
06:07 UTC (load 1.53, 1.62) engine x2.32, simulate x2.11 (single simulate rounds 1.78–3.31; the
base's own rate moved 13.1–16.8 games per CPU second between runs). Simulate stays under x3: the
time ratios run at ~0.7–0.8 of the instruction ratio; x3 would need ~1600M instructions.

Later (2026-11-27, 06:20–06:45 UTC; the same checks, after every action): why time trails the
instructions. Over the bench's own 40 checked games of seed 1 (tools/bench_probe.py's path, the
0-game run subtracted) callgrind counts 25817M instructions on aa8fb81 and 7496M on b3d7c90
(x3.44), while the CPU time of the same games gives x2.35–2.86. Not work the bench times and the
count misses: no compilation or set-up per game on either side, the kernel's time ~0.04 s a
process on both, gc 4.1 % of the time against 2.2 % (the new side keeps ~16K more objects alive:
the actions, rows and tails made once per process). It is the cost of each instruction: with
cache and branch simulation (5 games), per 1000 instructions the L1 instruction misses go
6.8 → 15.3, the L1 data misses 5.2 → 12.9, the conditional branch mispredicts 5.3 → 9.5; the old
code spent 30 % of its instructions in the interpreter's warm dispatch loop, which the speed work
removed first. A cycle estimate from those counts gives x2.78 where the instructions give x3.27:
x3 in time needs about x3.7 in instructions. The engine's listings of one kind (every part with
its kind, as this ruleset adds them) are read without looking at the actions, and the random
bot's draws are made inline: 10 games 1852M → 1843M checked, 1044M → 1034M unchecked. ``make
bench`` (8be3ee1, ``--rounds 7 --games 40 --rulesets express``): 06:42 UTC (load 1.85 → 2.69)
engine x2.55, simulate x2.40; 06:43 UTC (load 2.69 → 2.98) engine x2.43, simulate x2.38.

Later (2026-11-27, 07:30–08:30 UTC; the same checks, after every action): fewer calls and objects
per action rather than fewer instructions alone. The match calls the hooks of every action without
a shared wrapper's frame (its errors handled in one place) and a sole ``check_invariants`` itself;
the hooks send the turn's seat drawing or laying straight on; the laying turn is listed by one
function, a train ended by a car read without its tail, no car tried with two cards unless going
out can follow; new trains, added cars and swaps are counted (``Lays``, ``Swaps``), the one picked
made alone; a kinded listing's sorted kinds are kept per order of its parts; the decks are shuffled
with ``random.Random.shuffle``'s draws written out. Checks: the hands that changed checked inline
(negative counts by ``bytes()``), the trains read with the interpreter's fast paths, the places'
copies moved in place at each turn's count, a place whose end changed counted by that end alone;
snapshots hold a side's trains in one list. Callgrind, 10 checked games seed 1: 1850M → 1499M
instructions (fbb8ed7; aa8fb81: 6025M, x4.02). Measured per action along the bench's 40 games
(~24 µs checked): the legal listing ~6.5 µs, the random bot's pick ~4 µs, applying ~3 µs, the
invariants ~6.8 µs (the turn's count of each kind ~12 µs, a quarter of the actions), the end
checks and snapshots ~4 µs (the generator's ``getstate()`` ~9 µs a snapshot). Then a train that
did not change keeps its copy (skipped by identity at the count of each kind), rows of actions are
made a card kind at a time, and the card names are interned (the kept copies of finished deals
compare by identity). ``make bench`` (``--rounds 7 --games 40 --rulesets express``, against
aa8fb81) of 3e466bf: 08:37 UTC (load 1.56 → 1.40) engine x3.17, simulate x3.24; 08:38 UTC (load
0.96 → 1.42) engine x3.21, simulate x3.07; of fbb8ed7 x3.42 and x3.09, of the earlier steps x3.29,
x2.77, x3.29, x3.03: single rounds of 40 games still move ±15 %, the medians ±5 %. What is left
for more margin: the laying turn's listing (~7 µs: the hand read, the added-car check over the
side's trains, the discards), the count of each kind at a turn's start (the pile's and discard
pile's copies compared), the replay's applying of every action and the snapshots' generator
words.
"""

from __future__ import annotations

import sys

from game.simulate import bench_main

if __name__ == "__main__":
    sys.exit(bench_main("express", sys.argv[1:]))
