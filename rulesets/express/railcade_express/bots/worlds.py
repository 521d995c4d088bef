"""Determinizing an Express view: a Match whose table, piles' sizes, scores and turn equal the view,
with what the view hides (other hands, the pile, the discard pile under its top card, face-down
locomotives, the unseen part of the disaster slot) dealt at random from the cards the viewer has
not seen, and a fresh random generator.

The one module of the bots that knows the Express state's fields (state.py).
"""

from __future__ import annotations

import random
from typing import Any

from railcade_express.deck import full_deck
from railcade_express.state import ExpressState
from railcade_express.trains import Train


def unseen(state: ExpressState, view: dict[str, Any]) -> list[int]:
    """Every card of the deal the view does not show, as a list (one entry per card)."""
    cards = state.cards
    index = cards.index  # type: ignore[attr-defined]
    in_play, _ = full_deck(cards, state.rules)
    counts = [0] * len(cards)
    for c in in_play:
        counts[c] += 1

    def seen(name: str, n: int = 1) -> None:
        counts[index[name]] -= n

    for name, n in (view.get("hand") or {}).items():
        seen(name, n)
    for side in view["trains"]:
        for train in side:
            for name in train["cars"]:
                seen(name)
            if train["diesel"]:
                seen("diesel")
            if train["loco"]:
                seen(train["loco"])
    for side in view["maintenance"]:
        for name in side:
            seen(name)
    if view["discard_top"]:
        seen(view["discard_top"])
    for name in view.get("disasters_played", ()):
        seen(name)
    out: list[int] = []
    for card, n in enumerate(counts):
        out.extend([card] * max(0, n))
    return out


def determinize(base: Any, view: dict[str, Any], seat: int, rng: random.Random) -> Any:
    match = base.clone()
    state: ExpressState = match.state
    cards = state.cards
    index = cards.index  # type: ignore[attr-defined]
    pool = unseen(state, view)
    rng.shuffle(pool)

    def take() -> int:
        return pool.pop() if pool else cards.turntable

    state.rng = random.Random(rng.getrandbits(64))
    state.deal = view["deal"]
    state.dealer = view["dealer"]
    state.turn = view["turn"]
    state.direction = view["direction"]
    state.phase = view["phase"]
    state.deal_turns = view["deal_turns"]
    state.turns_played = [0 if first else 1 for first in view["first_turn"]]
    state.derailed = list(view["derailed"])
    state.laid = view["laid"]
    state.maintenance_laid = view["maintenance_laid"]
    state.swapped = list(view.get("swapped", ()))
    state.asked = view["asked"]
    state.totals = list(view["totals"])
    state.history = list(view["rounds"])
    state.winners = list(view["winners"])
    state.trains = []
    top = 0
    for side in view["trains"]:
        rows = []
        for t in side:
            loco = index[t["loco"]] if t["loco"] else take()
            rows.append(Train(t["id"], loco, [index[c] for c in t["cars"]], t["diesel"]))
            top = max(top, t["id"])
        state.trains.append(rows)
    state.next_train = top + 1
    state.maintenance = [[index[c] for c in side] for side in view["maintenance"]]
    hands = []
    for s, size in enumerate(view["hand_sizes"]):
        hand = [0] * len(cards)
        if s == seat:
            for name, n in (view.get("hand") or {}).items():
                hand[index[name]] = n
        else:
            for _ in range(size):
                hand[take()] += 1
        hands.append(hand)
    state.hands = hands
    state.discard = [take() for _ in range(max(0, view["discard"] - 1))]
    if view["discard_top"]:
        state.discard.append(index[view["discard_top"]])
    known = [index[n] for n in view.get("disasters_played", ())]
    state.slot = [take() for _ in range(max(0, view["slot"] - len(known)))] + known
    state.pile = [take() for _ in range(view["pile"])]
    pending = view.get("pending")
    if pending is None:
        state.pending = None
    elif pending["kind"] == "ask":
        state.pending = {"partner": pending["partner"], "asker": pending["asker"]}
    elif pending["kind"] == "counter":
        state.pending = {"by": pending["by"], "card": index[pending["card"]], "target": pending["target"],
                         "dest": "", "team": pending["team"], "holders": [pending["holder"]]}
        holder = pending["holder"]
        counter = index[pending["maintenance"]]
        if state.hands[holder][counter] == 0:  # the holder surely has it: swap a random card for it
            give = next(c for c, n in enumerate(state.hands[holder]) if n)
            state.hands[holder][give] -= 1
            state.hands[holder][counter] += 1
    else:
        state.pending = {"by": pending["by"], "team": pending["team"], "own": list(pending["own"]),
                         "theirs": list(pending["theirs"])}
    match._forget_legal()
    return match
