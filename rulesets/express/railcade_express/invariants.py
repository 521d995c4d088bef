"""The engine's promises for Express, checked after every action by ``railcade simulate``."""

from __future__ import annotations

from typing import Any

from railcade_express.scoring import recount
from railcade_express.state import OVER
from railcade_express.trains import roles


def problems(state: Any) -> list[str]:
    cards, rules = state.cards, state.rules
    out: list[str] = []
    # Cards are neither created nor lost: hands, trains (locomotive, cars, diesel), maintenance
    # cars, pile, discard pile, disaster slot and the box hold every card of cards.toml.
    seen = [0] * len(cards)
    for pile in (state.pile, state.discard, state.slot, state.box):
        for card in pile:
            seen[card] += 1
    for seat, hand in enumerate(state.hands):
        for card, count in enumerate(hand):
            if count < 0:
                out.append(f"seat {seat} holds {count} {cards.names[card]}")
            seen[card] += count
    for side in state.trains:
        for train in side:
            seen[train.loco] += 1
            for card in train.cars:
                seen[card] += 1
            if train.diesel:
                seen[cards.diesel] += 1
            if not train.cars:
                out.append(f"train {train.id} has a locomotive and no car")
            elif roles(train.cars, cards) is None:
                out.append(f"train {train.id} is not a valid train: {[cards.names[c] for c in train.cars]}")
    for side in state.maintenance:
        for card in side:
            seen[card] += 1
    for card, count in enumerate(cards.counts):
        if seen[card] != count:
            out.append(f"{cards.names[card]}: {seen[card]} cards found, {count} in the deck")
    total = sum(seen)
    if total != sum(cards.counts):
        out.append(f"{total} cards in the game, not {sum(cards.counts)}")
    # Scores recount the same from each finished deal's record.
    totals = [0] * len(rules.teams)
    for record in state.history:
        lines = recount(record, cards, rules)
        points = [sum(line.values()) for line in lines]
        if lines != record["lines"] or points != record["points"]:
            out.append(f"deal {record['deal']} recounts to {points}, recorded {record['points']}")
        for team, p in enumerate(record["points"]):
            totals[team] += p
    if totals != state.totals:
        out.append(f"totals {state.totals} differ from the deals' sum {totals}")
    if state.phase != OVER and not 0 <= state.turn < rules.players:
        out.append(f"turn {state.turn} is not a seat")
    if state.phase == OVER and not state.winners:
        out.append("the game is over with no winner")
    return out
