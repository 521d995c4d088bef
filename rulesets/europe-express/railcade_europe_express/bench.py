"""Speed of the Europe Express rules: random-bot 4-player games per CPU second through the real Match,
with the checks of ``railcade simulate`` off and on, as ``make bench`` measures them.

``python -m railcade_europe_express.bench [games] [seed]``.

Checks (2026-11-27; invariants after every action): as Europe's (the cards counted from the
cards that moved since the last clean check), plus the Locomotives' pile counted as one number and
the London–Istanbul bonus check kept with the lists it read (copied list by list: marshal's copy
cost three times as much). ``make bench`` simulate against aa8fb81: x2.56 and x2.69 (8c1f258,
03:44 and 03:46 UTC, load 1.4–2.0), from x2.41: still short of x3. Callgrind, 10 checked games
(seed 1): 628M → 557M instructions; engine ~273M (~144K an action: listing, the random bot,
applying), invariants ~130M (~69K an action: cards ~41M, tickets ~21M, bonus ~16M, board ~18M, the
rest and the hook ~34M), the end ~128M (the replay applying every action again ~62% of it, a match
built for it, the score counted twice), snapshots ~26M (the generator's 625 numbers, twice at
each of ~14 snapshots a game). A game is short (~190 actions): x3 needs ~12% less, i.e. a cheaper
apply (counted twice: the game and its replay) and a per-action check floor below ~8K
instructions a part (each Python-level step of a check costs ~100–200 instructions).

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

Later (2026-11-27): events are tuples (one ``tuple.__new__`` each, docs/engine.md); the Locomotives
kept apart are looked for in the deck only when the cards are counted afresh (a deck that balances
is the start of a deck found clean), a lost ticket is counted with the ticket check's kept answer,
the route checks read their quick answers in one call (``route_invariants.route_problems``), and
ticket score lines are made once per board. Callgrind, 10 checked games (seed 1): 557M → 531M
(events) → 517M → 505M → 502M instructions. Measured and dropped: claims counted from shapes
memoised on the board (what a colour's cards pay on a colour group, owners aside: ~5% fewer
instructions a count, more than lost to making the shapes in 10-game processes) and the route
recount through ``compress`` (no change). What is left: the claim count (~110K instructions a
count, ~36 a game), the random bot's draws, the replay, snapshots (``rng.getstate()``: ~106K
instructions, ~14 a game) and the score counted twice (~800K each).

Later (2026-11-27): the score recount compares the two counts' scores themselves (not their
dicts), ticket score lines are made once per board, the rules table read by the last match is
kept (compiled_tables), the decks and tickets are shuffled with random.shuffle's draws written out,
and the match calls each hook's implementation without frames of its own. Callgrind, 10 checked
games (seed 1): 504M → 491M → 489M → 461M (the match's frames) → 457M. Measured and dropped
again: claims counted from blocks memoised per process (colour group, capped cards, locomotives
and reach), the owners read in C per block (an itemgetter and tuple.count) or through a set of
closed routes (compress and map over the owners: ~55K instructions a count on its own): 14.2 µs a
count against 12.2 µs, 489M → 521M. The walk of the old count visits only the few routes a small
hand reaches, and each block costs a key, a lookup and a C call whatever it holds.

Where it stood at 504M (10 checked games, callgrind, parts switched off): the engine alone (listing, the
random bot, applying) ~51%, the invariants ~24% (~64K instructions an action, ~25K on a state that
did not change), the end of a game ~23% (the replay ~20%: a match built, every action applied
again, the snapshots compared), snapshots ~5% (``rng.getstate()`` ~106K of each ~142K).

Later (2026-11-27, cf48c97): a claim's cards parsed once per board (``route_turns.parsed_payment``:
2.4 µs a parse, 0.13 µs a memo read; the game and its replay parse every claim), the claim,
ticket and Locomotive events built from frozen fields, the card check's changed hands found in a
plain loop (and nothing counted when no card moved), the board check testing the board once.
Callgrind, 10 checked games (seed 1): 457M → 452M (checks) → 434M, against 1626M on aa8fb81
(x3.75). Measured and left out: Claims.count with the owner read first (12.8 → 12.4 µs a count)
and the gray routes cut at the longest the hand reaches (about as much again): ~0.3% of a checked
game. Worked out and not tried: a draw-counting generator to skip ``getstate()`` when the
generator has not moved (a Python frame on every draw, ~540 a game with the replay, would cost
about what it saves on ~12 snapshots, and slow the unchecked games). Where a checked action's ~33 µs go (timings of the parts, 40 games): the invariants
~7.5 µs (cards ~2.3 µs a change, the floor on an unchanged part ~2 µs), the replay's applying
~4 µs, the random bot and the legal listing ~7 µs (a claim count ~12.7 µs, ~35 a game), the
score ~60 µs a count (twice a game), a snapshot ~17 µs (``getstate()`` ~12 µs) and its comparison
~9.5 µs, a match built ~55–90 µs (its deal ~35 µs).

Later (2026-11-27, d1fb108): the random bot takes a face-up card in five draws of six, and each
went through the row's generic refill (its loop, a RowChange, row_events): ~4 µs a draw, half of
the replay's applying. The deck's top card now goes straight into the slot when that is the whole
change (``route_turns._replaced_from_deck``; anything else as before): 5.0 → 2.0 µs a draw. The
end of a turn leaves a row that stands alone, the replay applies the actions between two snapshot
comparisons in one call (``Match.apply_recorded_all``), and the check is the plugin's hook itself,
reads the route checks' quick answers inline and keeps each seat's London–Istanbul link with its
network (a claim looks up one seat). Callgrind, 10 checked games (seed 1): 434M → 421M (checks)
→ 401M (face-up draws) → 396M (replay) → 391M, against 1626M on aa8fb81 (x4.16). Where 20
checked games' 96.5 ms go now (parts switched off): the engine alone ~49%, the invariants ~32%
(a claim's check ~12.7 µs: the board's changed routes found by compress ~1.5 µs, the cards ~2.5,
the bonus ~2; a draw's ~4.2 µs), the end checks ~16% (the replay's applying ~470 µs a game, was
~990). Measured and left out: a claim's changed route found through array or bytes (1.1–3.9 µs
against compress's 1.5), any_claim's set-up read inline (no fewer instructions: its walk stops
after 3.3 routes on average), the listing's sorted kinds read through map(itemgetter(0)) (more
instructions than the comprehension for four parts).

Last ``make bench`` figures (2026-11-27, main at 16d0e5d, the engine and simulate as d1fb108, 2
cores, games per CPU second, 7 interleaved rounds of 40 games, invariants after every action),
against aa8fb81 (Europe Express is not in 46aab98): six runs in a row alone, 14:04–14:05 UTC (load
0.71–0.94, no test suite running), simulate x3.39, x3.45, x3.20, x3.31, x3.49, x3.35, engine
x3.10, x2.92, x2.84, x2.82, x3.00, x3.04; with Europe, Trans Europa and Märklin, 14:05–14:07 (load
0.94–0.99), simulate x3.26, engine x2.82. Before (cf48c97) its runs gave x2.59–3.17. The README
has the table.
"""

from __future__ import annotations

import sys

from game.simulate import bench_main

if __name__ == "__main__":
    sys.exit(bench_main("europe-express", sys.argv[1:]))
