"""Speed of the Ticket to Ride Märklin rules: random-bot 4-player games per CPU second through the
real Match, with the checks of ``railcade simulate`` off and on, as ``make bench`` measures them.

``python -m railcade_marklin.bench [games] [seed]``.

Checks (2026-11-27; invariants after every action): the route games' board recount updated from
the routes whose owner changed, the cards counted from the cards that moved since the last check
that found them all (the deck the start of the last one), the tickets' and the tokens' checks kept
with the lists they read (copied list by list), passengers and countries read in C. The claims with
the Locomotive +4 are counted without being made (``route_turns.RestrictedClaims``: a gray route's
payments per colour worked out once per length and ferry, a block made only when one of its claims
is picked), which took the listing from ~17% of a checked game to ~10% and the engine from x2.5 to
x2.8–2.9. Callgrind, 10 checked games (seed 1): 2,311M → 1,866M instructions (engine 1,223M →
952M; invariants ~544M, of which the tokens' key ~129M, tickets ~110M, cards ~105M, board ~54M,
passengers and the rest ~146M; the replay and the end ~307M). ``make bench`` simulate against
aa8fb81: x3.77 and x4.23 (8c1f258, 03:44 and 03:46 UTC, load 1.4–2.0), from x2.73.

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

Later (2026-11-26): legal actions grouped by kind (docs/engine.md): the claims are only checked to
exist (``route_turns.any_claim``, with the +4 usable from its shortest route) and listed when the
random bot picks that kind. What limits it now (pyinstrument, 20 cold games): that listing, the
restricted walk, ~34% of an unchecked game when claims are picked (payments with the +4 are not
counted without being made, unlike Europe's ``Claims``); listing ~24% (``any_claim`` ~5%, ticket
offers, passengers); applying ~22%. With checks: the invariants ~32 µs an action (cards, board
key, tickets, tokens; passengers are counted in C and the merchandise recounted with the tokens),
the replay ~10 µs an action.

Last ``make bench`` figures (2026-11-27 14:05 UTC, main at 16d0e5d, 2 cores, games per CPU second,
7 interleaved rounds of 40 games, invariants after every action, load average 0.94–0.99), against
aa8fb81 (Märklin is not in 46aab98): engine x3.44, simulate x4.22; the README has the table.
"""

from __future__ import annotations

import sys

from game.simulate import bench_main

if __name__ == "__main__":
    sys.exit(bench_main("marklin", sys.argv[1:]))
