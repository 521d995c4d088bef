"""What a seat may see of an Express game, as plain data.

Hidden: the other players' hands (partners' too), the pile's order, and every locomotive, which
lies face down; a player sees the locomotives of its side only during its own laying phase
("Le joueur ne peut pas regarder ... n'importe quelle locomotive à n'importe quel moment sauf
durant la phase de pose de cartes de son tour"). The disaster slot shows its top card only.
"""

from __future__ import annotations

from typing import Any

from railcade_express.moves import going_out_ok, side_lengths
from railcade_express.state import ASK, COUNTER, LAY, SWITCH
from railcade_express.trains import score_train


def view(state: Any, seat: int | None) -> dict[str, Any]:
    cards, rules = state.cards, state.rules
    names = cards.names
    team = None if seat is None else state.team_of[seat]
    sees_locos = seat is not None and state.phase == LAY and state.turn == seat
    trains = []
    for side, side_trains in enumerate(state.trains):
        rows = []
        for train in side_trains:
            scored = score_train(train.cars, train.diesel, cards, rules)
            rows.append({
                "id": train.id,
                "loco": names[train.loco] if sees_locos and side == team else None,
                "cars": [names[c] for c in train.cars],
                "diesel": train.diesel,
                "cars_count": scored.cars,
                "base": scored.base,
                "bonuses": list(scored.bonuses),
                "points": scored.points,
                "values": list(scored.values),
                "stands_for": [names[c] for c in scored.stands_for],
            })
        trains.append(rows)
    hand = None
    if seat is not None:
        hand = {names[c]: n for c, n in enumerate(state.hands[seat]) if n}
    pending = None
    if state.phase == ASK:
        pending = {"kind": "ask", "asker": state.pending["asker"], "partner": state.pending["partner"]}
    elif state.phase == COUNTER:
        p = state.pending
        pending = {"kind": "counter", "by": p["by"], "card": names[p["card"]], "target": p["target"],
                   "team": p["team"], "holder": p["holders"][0], "maintenance": names[cards.counter_of[p["card"]]]}
    elif state.phase == SWITCH:
        p = state.pending
        pending = {"kind": "switch", "by": p["by"], "team": p["team"], "own": list(p["own"]),
                   "theirs": list(p["theirs"])}
    out_ready = False
    if seat is not None and state.phase == LAY and state.turn == seat:
        out_ready = going_out_ok(state, seat, side_lengths(state, team))
    return {
        "seat": seat,
        "players": rules.players,
        "team_play": rules.team_play,
        "teams": [list(t) for t in rules.teams],
        "team_of": list(state.team_of),
        "first_game": rules.first_game,
        "target": rules.target,
        "deal": state.deal,
        "deal_turns": state.deal_turns,
        "max_deals": rules.max_deals,
        "dealer": state.dealer,
        "dealer_draws": [[names[c] if c >= 0 else None for c in row] for row in state.dealer_draws],
        "turn": state.turn,
        "direction": state.direction,
        "phase": state.phase,
        "first_turn": [n == 0 for n in state.turns_played],
        "derailed": list(state.derailed),
        "pile": len(state.pile),
        "discard": len(state.discard),
        "discard_top": names[state.discard[-1]] if state.discard else None,
        "discard_below": names[state.discard[-2]] if len(state.discard) > 1 else None,
        "slot": len(state.slot),
        "slot_top": names[state.slot[-1]] if state.slot else None,
        # Disaster cards played this deal (each was shown when played): a player remembers them.
        "disasters_played": sorted(names[c] for c in state.slot if cards.is_disaster[c]),
        "box": len(state.box),
        "hand": hand,
        "hand_sizes": [sum(h) for h in state.hands],
        "trains": trains,
        "maintenance": [[names[c] for c in m] for m in state.maintenance],
        "swapped": list(state.swapped),  # trains whose locomotive was taken back this turn (seen by all)
        "laid": state.laid,
        "maintenance_laid": state.maintenance_laid,
        "asked": state.asked,
        "pending": pending,
        "out_ready": out_ready,
        "totals": list(state.totals),
        # The common shapes other tools read (save lists, arena): the deal as the round, each
        # seat's points as its side's total.
        "round": state.deal,
        "score": {"points": [state.totals[state.team_of[s]] for s in range(rules.players)]},
        "rounds": list(state.history),
        "winners": list(state.winners),
        "cards": card_info(cards),
        "rules": rule_info(rules),
    }


_rules: dict[int, tuple[Any, dict[str, Any]]] = {}


def rule_info(rules: Any) -> dict[str, Any]:
    """The numbers a player needs to plan (limits, what scores, what going out takes)."""
    cached = _rules.get(id(rules))
    if cached is None or cached[0] is not rules:
        info = {k: getattr(rules, k) for k in ("hand_limit", "scoring_cars", "going_out_long", "going_out_second",
                                               "maintenance_points", "out_bonus", "express_cars", "draw_count",
                                               "turn_limit")}
        cached = _rules[id(rules)] = (rules, info)
    return cached[1]


_info: dict[int, tuple[Any, dict[str, Any]]] = {}


def card_info(cards: Any) -> dict[str, Any]:
    """The deck's fixed facts (values, groups, counts, passenger order, counters), built once per
    card set; views share it, so readers must not change it."""
    cached = _info.get(id(cards))
    if cached is None or cached[0] is not cards:
        names = cards.names
        info = {"values": {names[c]: cards.values[c] for c in range(len(cards))},
                "groups": {names[c]: cards.groups[c] for c in range(len(cards))},
                "counts": {names[c]: cards.counts[c] for c in range(len(cards))},
                "passenger_order": [names[c] for c in cards.passenger_order],
                "counters": {names[d]: names[m] for d, m in cards.counter_of.items()}}
        cached = _info[id(cards)] = (cards, info)
    return cached[1]
