"""Passengers: placing one after a claim, and a passenger's trip, city by city.

"Lorsqu'un joueur prend une route, il peut poser un de ses 3 passagers sur une des deux villes
constituant cette route. Il est permis d'avoir seulement un passager par ville." Moving one is a
whole turn: it follows built routes — its owner's, plus one opponent route per Passenger card —
"ne peut pas emprunter la même route deux fois", takes the top token of each city it enters (not
the start city), then leaves the game. A country is a dead end: "Un passager ne peut ni être posé,
ni passer par un pays".

The trip is played as several actions (start, one step per city, stop) so a person chooses it on
the board city by city and sees the tokens add up; it ends by itself when no step is left.
"""

from __future__ import annotations

from game.engine.actions import Action, Event
from game.rules import route_turns as turns
from game.rules.route_state import NOBODY
from game.rules.route_turns import event

from railcade_marklin.state import MOVE, MarklinState, token, token_value

PASSENGER_CARD = "passenger"
STOP = "stop_passenger"
SKIP = "skip_passenger"


def passenger_card(state: MarklinState) -> int:
    return state.tables.card_index[PASSENGER_CARD]


def _memo_action(state: MarklinState, key: tuple, make) -> Action:
    memo = state.tables.memo
    action = memo.get(key)
    if action is None:
        action = memo[key] = make()
    return action


# -- placing -------------------------------------------------------------------------------------------


def place_cities(state: MarklinState, seat: int, route: int) -> list[int]:
    """The ends of ``route`` where ``seat`` may put a passenger now."""
    if state.passenger_supply[seat] <= 0:
        return []
    t = state.tables
    return [city for city in (t.route_a[route], t.route_b[route])
            if not t.city_dead_end[city] and state.passenger_at[city] == NOBODY]


def place_actions(state: MarklinState, seat: int) -> list[Action]:
    ids = state.tables.city_ids
    out = [_memo_action(state, ("place", seat, city),
                        lambda city=city: Action(seat, "place_passenger", "city", ids[city]))
           for city in place_cities(state, seat, state.placing)]
    out.append(_memo_action(state, ("skip-place", seat), lambda: Action(seat, SKIP, "button", SKIP)))
    return out


def apply_place(state: MarklinState, action: Action) -> list[Event]:
    seat = action.seat
    city = state.tables.city_index[action.target]
    state.passenger_at[city] = seat
    state.passenger_supply[seat] -= 1
    state.placing = -1
    return [event("passenger_placed", seat, city=action.target, figure_to=action.target)] + turns.end_turn(state)


def apply_skip_place(state: MarklinState, action: Action) -> list[Event]:
    state.placing = -1
    return turns.end_turn(state)


# -- moving --------------------------------------------------------------------------------------------


def step_routes(state: MarklinState, seat: int, city: int, used: list[int]) -> list[int]:
    """Routes a passenger of ``seat`` at ``city`` may take next: built, not used on this trip, not
    into a country; an opponent's only while ``seat`` holds a Passenger card."""
    t = state.tables
    owners = state.route_owner
    cards = state.hands[seat][passenger_card(state)]
    out = []
    for route in t.city_routes[city]:
        owner = owners[route]
        if owner == NOBODY or route in used:
            continue
        other = t.route_b[route] if t.route_a[route] == city else t.route_a[route]
        if t.city_dead_end[other]:
            continue
        if owner != seat and cards <= 0:
            continue
        out.append(route)
    return out


def start_actions(state: MarklinState, seat: int, out: list[Action]) -> None:
    """"Déplacer les passagers": each of the seat's passengers with somewhere to go."""
    ids = state.tables.city_ids
    for city, owner in enumerate(state.passenger_at):
        if owner == seat and step_routes(state, seat, city, []):
            out.append(_memo_action(state, ("move", seat, city),
                                    lambda city=city: Action(seat, "move_passenger", "city", ids[city])))


def step_actions(state: MarklinState, seat: int) -> list[Action]:
    t = state.tables
    city = state.trip_path[-1]
    out = []
    for route in step_routes(state, seat, city, state.trip_routes):
        other = t.route_b[route] if t.route_a[route] == city else t.route_a[route]
        out.append(_memo_action(state, ("step", seat, route, other), lambda route=route, other=other: Action(
            seat, "passenger_step", "city", t.city_ids[other], (t.route_ids[route],))))
    if state.trip_routes:
        out.append(_memo_action(state, ("stop", seat), lambda: Action(seat, STOP, "button", STOP)))
    return out


def apply_start(state: MarklinState, action: Action) -> list[Event]:
    city = state.tables.city_index[action.target]
    state.passenger_at[city] = NOBODY
    state.trip_path = [city]
    state.trip_routes = []
    state.trip_tokens = []
    state.phase = MOVE
    return [event("passenger_departs", action.seat, city=action.target)]


def apply_step(state: MarklinState, action: Action) -> list[Event]:
    """One city further: an opponent's route costs a Passenger card (discarded); the top token of
    the city entered is taken ("il prend bien sûr le jeton du dessus, à savoir celui qui a la plus
    forte valeur")."""
    seat = action.seat
    t = state.tables
    route = t.route_index[action.choice[0]]
    city = t.city_index[action.target]
    card_used = state.route_owner[route] != seat
    if card_used:
        card = passenger_card(state)
        state.hands[seat][card] -= 1
        state.market.discard[card] += 1
    seen = city in state.trip_path
    came_from = t.city_ids[state.trip_path[-1]]
    state.trip_path.append(city)
    state.trip_routes.append(route)
    stack = state.stacks[city]
    value = 0
    if stack and (state.revisit_tokens or not seen):
        value = stack.pop()
        state.trip_tokens.append(token(state.city_colour[city], value))
    total = sum(token_value(x) for x in state.trip_tokens)
    events = [event("passenger_moved", seat, route=action.choice[0], city=action.target, token=value,
                    colour=state.colours[state.city_colour[city]][0] if value else "", total=total,
                    card_used=card_used, figure_from=came_from, figure_to=action.target)]
    if not step_routes(state, seat, city, state.trip_routes):
        events += finish_trip(state, seat)  # "À la fin de son périple": nowhere left to go
    return events


def apply_stop(state: MarklinState, action: Action) -> list[Event]:
    return finish_trip(state, action.seat)


def finish_trip(state: MarklinState, seat: int) -> list[Event]:
    """"À la fin de son périple, le passager est totalement enlevé"; "Les points sont comptabilisés
    immédiatement, mais le joueur garde ses jetons"."""
    tokens = state.trip_tokens
    points = sum(token_value(x) for x in tokens)
    state.collected[seat].extend(tokens)
    state.merch_points[seat] += points
    state.passengers_moved[seat] += 1
    last = state.tables.city_ids[state.trip_path[-1]]
    cities = len(state.trip_path) - 1
    state.trip_path, state.trip_routes, state.trip_tokens = [], [], []
    return [event("passenger_arrived", seat, city=last, points=points, tokens=len(tokens), cities=cities)] + \
        turns.end_turn(state)
