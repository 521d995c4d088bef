"""Determinizing a Märklin view for searching bots: a Match whose public part equals the view and
whose hidden part (other hands and tickets, deck and ticket pile order) is drawn at random from what
the viewer has not seen. The plugin module registers it with ``game.bots.worlds_route``.
"""

from __future__ import annotations

import random
from typing import Any

from game.bots.worlds_route import deal_hidden_cards, restore_board
from game.rules.endgame import NOT_STARTED
from game.rules.route_state import NOBODY

from railcade_marklin.state import DECKS, token


def determinize(base: Any, view: dict[str, Any], seat: int, rng: random.Random) -> Any:
    match = base.clone()
    state = match.state
    t = state.tables
    players = state.players
    seats = view["seats"]
    restore_board(state, view, rng)  # owners, networks (countries joining nothing), trains, points
    colour_index = {cid: i for i, (cid, _) in enumerate(state.colours)}
    city_colour = [-1] * len(t.city_ids)
    stacks: list[list[int]] = [[] for _ in t.city_ids]
    for city, info in view["merchandise"].items():
        c = t.city_index[city]
        city_colour[c] = colour_index[info["colour"]]
        stacks[c] = list(reversed(info["values"]))
    state.city_colour, state.stacks = city_colour, stacks
    state.collected = [[token(colour_index[x["colour"]], x["value"]) for x in s["tokens"]] for s in seats]
    state.merch_points = [s["merchandise_points"] for s in seats]
    state.passenger_supply = [s["passengers_left"] for s in seats]
    state.passengers_moved = [s["passengers_moved"] for s in seats]
    state.passenger_at = [NOBODY] * len(t.city_ids)
    for city, owner in view["passengers"].items():
        state.passenger_at[t.city_index[city]] = int(owner)
    state.placing = t.route_index[view["placing"]] if view.get("placing") else -1
    trip = view.get("trip")
    if trip:
        state.trip_path = [t.city_index[c] for c in trip["path"]]
        state.trip_routes = [t.route_index[r] for r in trip["routes"]]
        state.trip_tokens = [token(colour_index[x["colour"]], x["value"]) for x in trip["tokens"]]
    else:
        state.trip_path, state.trip_routes, state.trip_tokens = [], [], []
    state.revisit_tokens = bool(view.get("revisit_tokens", True))
    deal_hidden_cards(state, view, seat, rng)
    # Tickets: own as seen; the others' and the two piles from those the viewer has not seen.
    mine = [t.ticket_index[x["id"]] for x in view.get("my_tickets", [])]
    offered = [t.ticket_index[x["id"]] for x in view.get("offered_tickets", [])]
    seen = set(mine) | set(offered)
    unseen = [k for k in range(len(t.ticket_ids)) if k not in seen]
    rng.shuffle(unseen)
    # The piles keep their sizes per deck; the other seats' tickets come from what is left.
    piles = []
    for name in DECKS:
        piles.append([k for k in unseen if t.ticket_deck[k] == name][: view["ticket_piles"][name]])
    in_piles = set(piles[0]) | set(piles[1])
    rest = [k for k in unseen if k not in in_piles]
    state.ticket_piles = piles
    state.tickets = [mine if s == seat else [rest.pop() for _ in range(min(seats[s]["tickets"], len(rest)))]
                     for s in range(players)]
    state.offered = [offered if s == seat else [] for s in range(players)]
    setup = view["phase"] == "setup"
    # Others still choosing at the start draw their mix again in the rollouts.
    state.announced = [True if s == seat else not (setup and seats[s]["choosing_tickets"]) for s in range(players)]
    if setup and not state.offered[seat] and seats[seat]["choosing_tickets"]:
        state.announced[seat] = False
    state.setup_returned = rest[: view.get("setup_returned", 0)]
    state.phase = view["phase"]
    state.current = view["current"]
    state.first_card = t.card_index[view["first_card"]] if view.get("first_card") else -1
    state.turns_left = NOT_STARTED if view.get("turns_left") is None else view["turns_left"]
    state.passes = 0
    state.turn = view["turn"]
    match._forget_legal()
    return match
