"""Determinizing a Europe Express view for the hard bot's search: a Match whose public part equals
the view and whose hidden part (other hands, other tickets, deck and ticket pile order) is drawn at
random from what the viewer has not seen. The one module outside moves/state that knows this
state's fields; registered with :func:`game.bots.worlds_route.register_sampler`."""

from __future__ import annotations

import random
from typing import Any

from game.bots.worlds_route import restore_board, unseen_cards
from game.rules.cards import EMPTY
from game.rules.endgame import NOT_STARTED


def determinize(base: Any, view: dict[str, Any], seat: int, rng: random.Random) -> Any:
    match = base.clone()
    state = match.state
    t = state.tables
    players = state.players
    wild = t.wild
    restore_board(state, view, rng)
    seats = view["seats"]
    # Cards. Locomotives are only ever in the pile or in hands: the unseen ones are in other hands.
    state.loco_pile = int(view["loco_pile"])
    index = t.card_index
    mine = [0] * len(t.card_ids)
    for card, n in view["hand"].items():
        mine[index[card]] = n
    unseen = unseen_cards(t, view)
    wagons = [card for card in unseen if card != wild]
    locos = unseen.count(wild) - state.loco_pile
    rng.shuffle(wagons)
    others = [s for s in range(players) if s != seat]
    room = {s: int(seats[s]["hand_size"]) for s in others}
    hands = [[0] * len(t.card_ids) for _ in range(players)]
    hands[seat] = mine
    for _ in range(max(0, locos)):
        open_seats = [s for s in others if room[s] > 0]
        if not open_seats:
            break
        s = rng.choices(open_seats, weights=[room[o] for o in open_seats])[0]
        hands[s][wild] += 1
        room[s] -= 1
    for s in others:
        for _ in range(min(room[s], len(wagons))):
            hands[s][wagons.pop()] += 1
    state.hands = hands
    state.market.deck = wagons[: view["deck"]]
    state.market.discard = [view["discard_counts"].get(c, 0) for c in t.card_ids]
    state.market.faceup = [EMPTY if c is None else index[c] for c in view["faceup"]]
    # Tickets: own as seen; the others' and the pile drawn from those the viewer has not seen.
    my_tickets = [t.ticket_index[x["id"]] for x in view.get("my_tickets", [])]
    offered = [t.ticket_index[x["id"]] for x in view.get("offered_tickets", [])]
    seen = set(my_tickets) | set(offered)
    unseen = [k for k in range(len(t.ticket_ids)) if k not in seen]
    rng.shuffle(unseen)
    state.tickets = [my_tickets if s == seat else [unseen.pop() for _ in range(min(seats[s]["tickets"], len(unseen)))]
                     for s in range(players)]
    state.offered = [offered if s == seat else [] for s in range(players)]
    for s in others:
        if seats[s]["choosing_tickets"]:  # choosing at once during set-up, or after a draw
            state.offered[s] = sorted(unseen.pop() for _ in range(min(state.rules.tickets_initial, len(unseen))))
    state.ticket_pile = unseen[: view["ticket_pile"]]
    bonus = view["bonus"]
    state.bonus_stack = list(bonus["stack"])
    state.bonus = [s["bonus"] for s in seats]
    state.bonus_order = [int(s) for s, _ in bonus["taken"]]
    state.phase = view["phase"]
    state.current = view["current"]
    state.first_card = index[view["first_card"]] if view.get("first_card") else -1
    state.turns_left = NOT_STARTED if view.get("turns_left") is None else view["turns_left"]
    state.passes = 0
    state.turn = view["turn"]
    match._forget_legal()
    return match
