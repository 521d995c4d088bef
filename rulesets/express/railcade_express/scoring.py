"""Scoring a deal ("Le Score") and the game's totals.

At the end of each deal every side scores its trains of at least 3 cars (express bonuses
doubling passenger trains), 5 points per maintenance car laid, the going-out bonus, minus the
value of the cards left in its players' hands. A finished deal is kept as plain data (the trains,
maintenance cars and hands as they stood), so its points can be recounted from the record alone.
"""

from __future__ import annotations

from typing import Any

from game.engine.score import ScoreLine, SeatScore

from railcade_express.deck import CardSet, Rules
from railcade_express.trains import TrainScore, score_train

CATEGORIES = ("trains", "maintenance", "going_out", "hand")


def deal_record(state: Any, reason: str, out_seat: int | None) -> dict[str, Any]:
    cards, rules = state.cards, state.rules
    teams = []
    for team, seats in enumerate(rules.teams):
        teams.append({
            "seats": list(seats),
            "trains": [{"id": t.id, "cars": [cards.names[c] for c in t.cars], "diesel": t.diesel}
                       for t in state.trains[team]],
            "maintenance": [cards.names[c] for c in state.maintenance[team]],
            "hands": [[cards.names[c] for c, n in enumerate(state.hands[s]) for _ in range(n)] for s in seats],
        })
    record: dict[str, Any] = {"deal": state.deal, "dealer": state.dealer, "reason": reason,
                              "out_seat": -1 if out_seat is None else out_seat, "teams": teams}
    lines = recount(record, cards, rules)
    record["lines"] = lines
    record["points"] = [sum(line.values()) for line in lines]
    best = max(record["points"])
    record["winners"] = [s for team, p in enumerate(record["points"]) if p == best for s in rules.teams[team]]
    return record


def train_scores(record: dict[str, Any], cards: CardSet, rules: Rules) -> list[list[TrainScore]]:
    """Each side's trains of a deal record, scored."""
    return [[score_train([cards.id(c) for c in train["cars"]], train["diesel"], cards, rules)
             for train in side["trains"]] for side in record["teams"]]


def recount(record: dict[str, Any], cards: CardSet, rules: Rules) -> list[dict[str, int]]:
    """The lines of each side for a deal record: trains, maintenance, going out, hand."""
    out = []
    scored = train_scores(record, cards, rules)
    for team, side in enumerate(record["teams"]):
        hand = sum(cards.values[cards.id(c)] for seat_hand in side["hands"] for c in seat_hand)
        out.append({
            "trains": sum(s.points for s in scored[team]),
            "maintenance": rules.maintenance_points * len(side["maintenance"]),
            "going_out": rules.out_bonus if record["out_seat"] in side["seats"] else 0,
            "hand": -hand,  # "Soustraire du total du score la valeur des cartes restantes dans la main"
        })
    return out


def score(state: Any) -> dict[int, SeatScore]:
    """Every seat gets its side's lines (partners share a score): for each finished deal its trains,
    and its maintenance cars, going out and hand when they count."""
    rules = state.rules
    out: dict[int, SeatScore] = {}
    for seat in range(rules.players):
        team = state.team_of[seat]
        lines = []
        for record in state.history:
            parts = record["lines"][team]
            for category in CATEGORIES:
                if parts[category] or category == "trains":
                    lines.append(ScoreLine(category, parts[category], f"#{record['deal']}",
                                           (("deal", record["deal"]),)))
        out[seat] = SeatScore(seat, tuple(lines))
    return out
