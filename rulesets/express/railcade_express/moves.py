"""Express turns: set-up and deals, what a seat may do, and what each action does.

A turn: draw two cards or take the top discard ("Tirer"), lay trains, cars, a diesel, one
maintenance car and swap locomotives ("Poser"), then discard one card, or play a turntable or a
disaster in the slot instead ("se Défausser"). Actions name their target for the client: a card of
the hand (``target_type="card"``, the card id) with the train or victim as ``choice``, a train
(``"train"``, its id) for swapping its locomotive, a pile, or a button.
"""

from __future__ import annotations

from functools import partial
from itertools import compress
from typing import Any

from game.engine.actions import Action, Event, IllegalAction, known_action
from game.engine.draws import shuffle  # rng.shuffle's draws, written out
from game.engine.legal import CountedKind, LegalActions

from railcade_express import scoring
from railcade_express.deck import CardSet, Rules, cards_for, full_deck, rules_for
from railcade_express.state import ASK, COUNTER, DRAW, LAY, OVER, SWITCH, ExpressState
from railcade_express.trains import Train, can_add, car_group, follows, passenger_headed, train_tail

# --- set-up --------------------------------------------------------------------------------------


def new_state(game: Any) -> ExpressState:
    state = ExpressState(cards_for(game), rules_for(game), game.seed)
    state.dealer = draw_for_dealer(state)
    start_deal(state)
    return state


def draw_for_dealer(state: ExpressState) -> int:
    """"Chaque joueur tire une carte ... celui qui tire celle ayant la plus forte valeur sera le
    premier donneur. Les cartes non numérotées valent 0 et les joueurs à égalité retirent une carte."""
    cards = state.cards
    deck, _ = full_deck(cards, state.rules)
    shuffle(state.rng, deck)
    drawing = list(range(state.rules.players))
    draws: list[list[int]] = []
    while True:
        row = [-1] * state.rules.players
        for seat in drawing:
            row[seat] = deck.pop()
        draws.append(row)
        best = max(cards.values[row[s]] for s in drawing)
        drawing = [s for s in drawing if cards.values[row[s]] == best]
        if len(drawing) == 1 or len(deck) < len(drawing):
            state.dealer_draws = draws
            return drawing[0]


def start_deal(state: ExpressState) -> list[Event]:
    """Shuffle, deal 8 cards each (teams) or 10, starting at the dealer's left; the rest is the pile."""
    rules = state.rules
    state.deal += 1
    deck, box = full_deck(state.cards, rules)
    shuffle(state.rng, deck)
    state.box = box
    state.discard, state.slot = [], []
    state.hands = [[0] * len(state.cards) for _ in range(rules.players)]
    for _ in range(rules.hand_size):
        for k in range(1, rules.players + 1):
            state.hands[(state.dealer + k) % rules.players][deck.pop()] += 1
    state.pile = deck
    state.trains = [[] for _ in rules.teams]
    state.maintenance = [[] for _ in rules.teams]
    state.next_train = 1
    state.direction = 1
    state.turns_played = [0] * rules.players
    state.deal_turns = 0
    state.derailed = [False] * rules.players
    events = [Event.make("deal_started", None, deal=state.deal, dealer=state.dealer, cards=rules.hand_size)]
    for seat in range(rules.players):
        events.append(Event.make("hand_dealt", seat, secret=("cards",), visible_to=(seat,), reveals=True,
                                 cards=names(state.cards, hand_list(state.hands[seat])), count=rules.hand_size))
    events.extend(start_turn(state, (state.dealer + 1) % rules.players))
    return events


def start_turn(state: ExpressState, seat: int) -> list[Event]:
    state.turn = seat
    state.phase = DRAW
    state.laid = state.maintenance_laid = False
    state.swapped = []
    state.asked = ""
    state.pending = None
    if len(state.pile) + len(state.discard) < state.rules.draw_count:
        return end_deal(state, "stock")
    return []


# --- small helpers -------------------------------------------------------------------------------


def hand_list(hand: list[int]) -> list[int]:
    return [card for card, count in enumerate(hand) for _ in range(count)]


def names(cards: CardSet, items) -> tuple[str, ...]:
    return tuple(map(cards.names.__getitem__, items))


def hand_value(state: ExpressState, seat: int) -> int:
    values = state.cards.values
    return sum(values[c] * n for c, n in enumerate(state.hands[seat]) if n)


def going_out_ok(state: ExpressState, seat: int, lengths: list[int]) -> bool:
    """"Sortie anticipée": a train of 5 cars and another of 4, every train of the side with at least
    3 cars, not on the seat's first turn, and not after the partner said no."""
    rules = state.rules
    if state.turns_played[seat] == 0 or state.asked == "no" or len(lengths) < 2:
        return False
    if min(lengths) < rules.scoring_cars:
        return False
    ordered = sorted(lengths, reverse=True)
    return ordered[0] >= rules.going_out_long and ordered[1] >= rules.going_out_second


def side_lengths(state: ExpressState, team: int) -> list[int]:
    return [len(t.cars) for t in state.trains[team]]


def keeps_enough(state: ExpressState, seat: int, left: int, lengths: list[int]) -> bool:
    """A card must stay for the discard that ends every turn: laying may leave one card only when
    discarding it would be going out."""
    return left >= 2 or (left == 1 and going_out_ok(state, seat, lengths))


# --- legal actions -------------------------------------------------------------------------------


def legal_actions(state: ExpressState, seat: int) -> list[Action] | LegalActions:
    phase = state.phase
    # state.active_seats() read inline for the two phases of nearly every action: the turn's seat
    if phase == DRAW:
        return draw_actions(state, seat) if seat == state.turn else []
    if phase == LAY:
        return lay_actions(state, seat) if seat == state.turn else []
    if seat not in state.active_seats():
        return []
    if phase == ASK:  # after every asking of the partner: the two answers, made once per seat
        yes, no = _ANSWERS.get(seat) or _answers(seat)
        out = LegalActions()
        out.extend_kind("answer", [yes, no])
        return out
    if phase == COUNTER:
        return [known_action(seat, "repair", "button", "repair"), known_action(seat, "no_repair", "button", "no_repair")]
    if phase == SWITCH:
        return switch_actions(state, seat)
    return []


def draw_actions(state: ExpressState, seat: int) -> LegalActions:
    draw, take = _DRAWS.get(seat) or _draws(seat)
    out = LegalActions()
    out.extend_kind("draw", [draw])
    # Taking the one discard with an empty hand would leave a single card that can only be
    # discarded by going out: the seat draws two instead.
    if state.discard and any(state.hands[seat]):
        out.extend_kind("take_discard", [take])
    return out


_DRAWS: dict[int, tuple[Action, Action]] = {}  # seat -> its two drawing actions, made once


_ANSWERS: dict[int, tuple[Action, Action]] = {}  # seat -> its two answers to "may I go out?"


def _answers(seat: int) -> tuple[Action, Action]:
    found = _ANSWERS[seat] = (known_action(seat, "answer", "button", "answer_yes"),
                              known_action(seat, "answer", "button", "answer_no"))
    return found


def _draws(seat: int) -> tuple[Action, Action]:
    found = _DRAWS[seat] = (known_action(seat, "draw", "pile", "pile"),
                            known_action(seat, "take_discard", "pile", "discard"))
    return found


def lay_actions(state: ExpressState, seat: int) -> LegalActions:
    """A laying turn, each part added with its kind (the random bot picks a kind, then one of its
    actions), in this order: the lays proper (new trains, added cars, a diesel, a maintenance
    car), asking the partner, swaps, then each discard with the turntable or the disasters its
    card allows. The hand is read once: the card kinds held (``held``) and how many cards
    (``size``). New trains, added cars (every pair of cards, every card against every train) and
    swaps are deferred, only checked to exist: a player picking another kind of action never
    needs them listed. One function for the whole turn: it runs before nearly every action."""
    hand = state.hands[seat]
    held = list(compress(range(len(hand)), hand))
    size = sum(hand)
    cards = state.cards
    side = state.trains[state.team_of[seat]]
    out = LegalActions()
    has_lays = False
    # With three cards or more, laying one keeps two; with one, laying leaves none to discard;
    # with two, laying one leaves one, to be discarded by going out: the side's train lengths
    # (what keeps_enough reads then) are read only with two.
    lengths = [len(train.cars) for train in side] if size == 2 else None
    # A new train: a face-down locomotive (any card) and a first car, freight or passenger. With
    # three cards it leaves one: going out would need every train, the new one of one car, at the
    # scoring length (keeps_enough, read only when one car is enough).
    if size >= 4 or (size == 3 and state.rules.scoring_cars <= 1
                     and keeps_enough(state, seat, 1, [len(train.cars) for train in side] + [1])):
        is_car = cards.is_car  # type: ignore[attr-defined]
        if (any(map(is_car.__getitem__, held)) if len(held) >= 2
                else held and is_car[held[0]] and hand[held[0]] >= 2):
            out.defer("new_train", partial(_new_trains, state, seat))
            has_lays = True
    if side and size > 1 and _may_add_car(state, seat, side, hand, held, size, lengths):
        out.defer("add_car", partial(_add_cars, state, seat))
        has_lays = True
    keeps_one = size >= 3 or keeps_enough(state, seat, size - 1, lengths)  # type: ignore[arg-type]
    if hand[cards.diesel] and keeps_one:
        diesels = [known_action(seat, "add_diesel", "card", cards.names[cards.diesel], (str(train.id),))
                   for train in side if not train.diesel and passenger_headed(train, cards)]
        if diesels:
            out.extend_kind("add_diesel", diesels)
            has_lays = True
    if not state.maintenance_laid and keeps_one:
        is_maintenance = cards.is_maintenance  # type: ignore[attr-defined]
        laid = [card for card in held if is_maintenance[card]]
        if laid:
            row = _row(cards, seat, "maintenance")
            out.extend_kind("maintenance", [row[card] for card in laid])
            has_lays = True
    if state.rules.team_play and not state.asked and not state.laid:
        out.extend_kind("ask_partner", [_ASKS.get(seat) or _ask(seat)])
    # "le joueur peut reprendre en main n'importe quelle ou toutes les cartes locomotives posées";
    # the train takes another card of the hand face down instead, once per train and turn.
    if side and held:
        swapped = state.swapped
        unswapped = [train for train in side if train.id not in swapped] if swapped else side
        # Some card held other than some train's locomotive: two kinds held, or the one kind is
        # not the locomotive of every train. The swaps' rows are read only when the kind is
        # picked (the listing expires with the state, so the trains are still these then).
        if unswapped and (len(held) >= 2 or any(train.loco != held[0] for train in unswapped)):
            out.defer("swap_loco", partial(Swaps, cards, seat, unswapped, held))
    # The ends of the turn, unless the hand has no card or is over its limit: "A la fin de son
    # tour un joueur doit avoir 5 cartes en main maximum sinon il doit ... poser des cartes
    # supplémentaires" (over the limit a seat must lay while it can).
    if (has_lays and size - 1 > state.rules.hand_limit) or not held:
        return out
    if size == 1 and not going_out_ok(state, seat, [len(train.cars) for train in side]):
        return out  # the last card goes only by going out
    discards = _row(cards, seat, "discard")
    # Instead of the discard, a turntable or a disaster in the slot; never on the first turn, and
    # not as the last card ("Les cartes de désastres défaussées pour la sortie anticipée n'ont pas
    # d'effet").
    turntable, is_disaster = cards.turntable, cards.is_disaster  # type: ignore[attr-defined]
    if (state.turns_played[seat] == 0 or size == 1
            or not (turntable in held or any(map(is_disaster.__getitem__, held)))):
        out.extend_kind("discard", [discards[card] for card in held])
        return out
    run: list[Action] = []
    for card in held:
        run.append(discards[card])
        if card == turntable:
            out.extend_kind("discard", run)
            out.extend_kind("turntable", [_row(cards, seat, "turntable")[card]])
            run = []
        elif is_disaster[card] and _has_victim(state, seat, card):
            out.extend_kind("discard", run)
            # Listed when picked (a player picking another kind never needs its targets), with
            # the card bound now: the loop goes on with others.
            out.defer("disaster", partial(disaster_actions, state, seat, card))
            run = []
    if run:
        out.extend_kind("discard", run)
    return out


_ASKS: dict[int, Action] = {}  # seat -> its asking the partner, made once


def _ask(seat: int) -> Action:
    found = _ASKS[seat] = known_action(seat, "ask_partner", "button", "ask_partner")
    return found


def _new_trains(state: ExpressState, seat: int) -> "Lays":
    """Every new train: for each car held, each card held as its locomotive (the same kind only
    with two of it). Counted, the picked one made alone."""
    cards, hand = state.cards, state.hands[seat]
    held = list(compress(range(len(hand)), hand))
    names, is_car = cards.names, cards.is_car  # type: ignore[attr-defined]
    locos = [(names[loco],) for loco in held]
    pairs: list[tuple[str, tuple[str, ...]]] = []
    for car in held:
        if not is_car[car]:
            continue
        name = names[car]
        if hand[car] >= 2:
            pairs += [(name, choice) for choice in locos]
        else:
            pairs += [(name, choice) for loco, choice in zip(held, locos) if loco != car]
    return Lays(seat, "new_train", pairs)


class Lays(CountedKind):
    """Cards of the hand laid with a choice (new trains, added cars): the (card name, choice)
    pairs in listing order, worked out when listed; the action picked is the only one made."""

    __slots__ = ("seat", "kind", "pairs")

    def __init__(self, seat: int, kind: str, pairs: list[tuple[str, tuple[str, ...]]]) -> None:
        super().__init__()
        self.seat, self.kind, self.pairs = seat, kind, pairs

    def count(self) -> int:
        return len(self.pairs)

    def nth(self, index: int) -> Action:
        name, choice = self.pairs[index]
        return known_action(self.seat, self.kind, "card", name, choice)

    def listed(self) -> list[Action]:
        seat, kind = self.seat, self.kind
        return [known_action(seat, kind, "card", name, choice) for name, choice in self.pairs]


def _may_add_car(state: ExpressState, seat: int, trains: list[Train], hand: list[int], held: list[int], size: int,
                 lengths: list[int] | None) -> bool:
    """Whether :func:`_add_cars` lists anything, read train by train (``trains``: the side's, at
    least one; ``size``: at least 2 cards, one left for the discard): a train not ended by a
    caboose takes a wild or a caboose, a car of its last group, or after a wild closing a group of
    at least 2 any car (:func:`follows`); the hand must keep a card for the discard (``lengths``:
    the side's trains, given with 2 cards)."""
    if size == 2:
        # Laying leaves one card: only when discarding it goes out (going_out_ok of the lengths
        # with one train a car longer), which no added car allows on the seat's first turn, after
        # the partner said no, with one train, or with two trains short of the scoring length.
        if state.turns_played[seat] == 0 or state.asked == "no" or len(lengths) < 2:  # type: ignore[arg-type]
            return False
        scoring = state.rules.scoring_cars
        if sum([length < scoring for length in lengths]) >= 2:  # type: ignore[union-attr]
            return False
    cards = state.cards
    caboose = cards.caboose
    free = hand[cards.wild] or hand[caboose]  # follows any car but a caboose: no tail to read
    passenger = any_car = None  # read from the hand when a tail asks for them
    is_car, is_passenger = cards.is_car, cards.is_passenger  # type: ignore[attr-defined]
    tails = cards.tails  # type: ignore[attr-defined]
    for index, train in enumerate(trains):
        cars = train.cars
        if not cars:
            continue
        last = cars[-1]
        if last == caboose:
            continue
        if not free and is_car[last]:
            # A car ends the train: the last group is that car's (train_tail's kind) and no wild
            # closes it, so only a car of its group follows; the tail is not read.
            if is_passenger[last]:
                if passenger is None:
                    passenger = any(map(is_passenger.__getitem__, held))
                if not passenger:
                    continue
            elif not hand[last]:
                continue
        elif not free:
            # A wild ends it: train_tail's memo read first
            kind, group_size, last_wild = tails.get(tuple(cars)) or train_tail(cars, cards)
            if kind >= 0:
                fits = hand[kind]
            elif kind == -1:
                if passenger is None:
                    passenger = any(map(is_passenger.__getitem__, held))
                fits = passenger
            else:
                fits = False
            if not fits and last_wild and group_size - 1 >= 2:
                if any_car is None:
                    any_car = any(map(is_car.__getitem__, held))
                fits = any_car
            if not fits:
                continue
        if size - 1 >= 2:
            return True
        after = list(lengths)  # type: ignore[arg-type]
        after[index] += 1
        if keeps_enough(state, seat, size - 1, after):
            return True
    return False


def _add_cars(state: ExpressState, seat: int) -> Lays:
    """A car at the end of a train of the side (wilds and cabooses included): the rule of
    ``can_add`` (:func:`follows`), with each train's tail read once for every card of the hand.
    Counted, the picked one made alone."""
    cards = state.cards
    hand = state.hands[seat]
    size = sum(hand)
    team = state.team_of[seat]
    trains = state.trains[team]
    wild, caboose = cards.wild, cards.caboose
    is_car, is_passenger, names = cards.is_car, cards.is_passenger, cards.names  # type: ignore[attr-defined]
    # (index, choice, tail) of each train a car may follow: not ended by a caboose
    open_trains = [(index, (str(train.id),), train_tail(train.cars, cards)) for index, train in enumerate(trains)
                   if train.cars and train.cars[-1] != caboose]
    lengths = None if size - 1 >= 2 else side_lengths(state, team)  # keeps_enough needs them below 3 cards
    pairs: list[tuple[str, tuple[str, ...]]] = []
    for card in compress(range(len(hand)), hand):
        if card == wild or card == caboose:
            group = None  # follows any car but a caboose
        elif is_car[card]:
            group = -1 if is_passenger[card] else card  # car_group
        else:
            continue
        for index, choice, (kind, group_size, last_wild) in open_trains:
            if group is not None and group != kind and not (last_wild and group_size - 1 >= 2):
                continue
            if lengths is not None:
                after = list(lengths)
                after[index] += 1
                if not keeps_enough(state, seat, size - 1, after):
                    continue
            pairs.append((names[card], choice))
    return Lays(seat, "add_car", pairs)


class Swaps(CountedKind):
    """The locomotive swaps: for each train not swapped this turn, each kind of card held other
    than its locomotive, in that order. Counted train by train; the swap picked is made alone
    (the same object as in the train's row)."""

    __slots__ = ("cards", "seat", "trains", "held")

    def __init__(self, cards: CardSet, seat: int, side: list[Train], held: list[int]) -> None:
        super().__init__()
        self.cards, self.seat, self.held = cards, seat, held
        # (id, locomotive) of each train, read now (the answers stay this state's) with the
        # count: each kind held but the train's locomotive
        trains = self.trains = []
        count = len(held) * len(side)
        for train in side:
            loco = train.loco
            trains.append((train.id, loco))
            if loco in held:
                count -= 1
        self._count = count

    def count(self) -> int:
        return self._count  # type: ignore[return-value]

    def nth(self, index: int) -> Action:
        held = self.held
        for train_id, loco in self.trains:
            size = len(held) - (loco in held)
            if index < size:
                card = [c for c in held if c != loco][index]
                return _row(self.cards, self.seat, "swap_loco", train_id)[card]
            index -= size
        raise IndexError(index)

    def listed(self) -> list[Action]:
        out: list[Action] = []
        for train_id, loco in self.trains:
            row = _row(self.cards, self.seat, "swap_loco", train_id)
            out.extend([row[card] for card in self.held if card != loco])
        return out


class _Row(dict):
    """A row's actions by card kind, each made the first time it is asked for (a swap's row is
    read for the few kinds held while the train stands: most of its actions are never needed)."""

    __slots__ = ("seat", "kind", "train", "names")

    def __init__(self, seat: int, kind: str, train: str, names: tuple[str, ...]) -> None:
        super().__init__()
        self.seat, self.kind, self.train, self.names = seat, kind, train, names

    def __missing__(self, card: int) -> Action:
        name = self.names[card]  # IndexError past the deck's kinds
        if self.train:
            action = known_action(self.seat, self.kind, "train", self.train, (name,))
        else:
            action = known_action(self.seat, self.kind, "card", name)
        self[card] = action
        return action


# (id(cards), seat, kind, train id) -> (cards, the actions of that kind for each card kind)
_rows: dict[tuple[int, int, str, int], tuple[CardSet, _Row]] = {}


def _row(cards: CardSet, seat: int, kind: str, train_id: int = 0) -> _Row:
    """The actions of ``kind`` for ``seat``, indexed by card kind: a card of the hand played
    (discard, maintenance, turntable), or with ``train_id`` that train's ``swap_loco`` for each
    card. Every hand lists them again on every turn of every game, so they are kept per process
    (each made when first needed)."""
    key = (id(cards), seat, kind, train_id)
    hit = _rows.get(key)
    if hit is not None and hit[0] is cards:  # the card set is held, so its id is not reused
        return hit[1]
    row = _Row(seat, kind, str(train_id) if train_id else "", cards.names)
    if len(_rows) > 4096:
        _rows.clear()
    _rows[key] = (cards, row)
    return row


def _has_victim(state: ExpressState, seat: int, card: int) -> bool:
    """Whether :func:`disaster_actions` lists anything for ``card``, without listing."""
    effect = state.cards.effect(card)
    if effect == "derailment":
        return True  # any seat, the player's own included
    trains = state.trains
    if effect == "engine_switch":
        own = state.team_of[seat]
        return bool(trains[own]) and any(side for team, side in enumerate(trains) if team != own)
    if effect == "wreck":
        return any(trains)
    caboose = state.cards.caboose
    return any(train.cars[-1] != caboose for side in trains for train in side)


def disaster_actions(state: ExpressState, seat: int, card: int) -> list[Action]:
    cards = state.cards
    effect = cards.effect(card)
    name = cards.names[card]
    own = state.team_of[seat]
    out: list[Action] = []
    if effect == "derailment":  # "Le joueur a qui elle est appliquée, perd son prochain tour"
        for victim in range(state.rules.players):
            out.append(known_action(seat, "disaster", "card", name, (f"seat:{victim}",)))
        return out
    if effect == "engine_switch":  # locomotives against "un nombre identique" of another side's
        if state.trains[own]:
            for team, trains in enumerate(state.trains):
                if team != own and trains:
                    out.append(known_action(seat, "disaster", "card", name, (f"team:{team}",)))
        return out
    caboose = cards.caboose
    takers = None  # theft: the side's trains a stolen car could go onto, each with its tail
    for team, trains in enumerate(state.trains):
        for train in trains:
            last = train.cars[-1]
            if effect == "wreck":
                out.append(known_action(seat, "disaster", "card", name, (f"train:{train.id}",)))
            elif last != caboose:  # "Si un fourgon de queue est le dernier wagon ... ne peut s'y appliquer"
                if effect == "breakage":
                    out.append(known_action(seat, "disaster", "card", name, (f"train:{train.id}",)))
                else:  # theft: the car goes to the thief's hand or straight onto one of its trains
                    target = f"train:{train.id}"
                    out.append(known_action(seat, "disaster", "card", name, (target, "hand")))
                    if takers is None:
                        takers = [(mine.id, train_tail(mine.cars, cards)) for mine in state.trains[own]
                                  if mine.cars and mine.cars[-1] != caboose]
                    # can_add's rule, each taker's tail read once for every train robbed
                    if last == cards.wild:
                        fits = [mine for mine, _ in takers if mine != train.id]
                    elif cards.is_car[last]:  # type: ignore[attr-defined]
                        group = car_group(last, cards)
                        fits = [mine for mine, tail in takers if mine != train.id and follows(tail, group)]
                    else:
                        fits = []
                    for mine in fits:
                        out.append(known_action(seat, "disaster", "card", name, (target, f"train:{mine}")))
    return out


def pairs_left(state: ExpressState) -> bool:
    pending = state.pending
    own = state.trains[state.team_of[pending["by"]]]
    return (any(t.id not in pending["own"] for t in own)
            and any(t.id not in pending["theirs"] for t in state.trains[pending["team"]]))


def switch_actions(state: ExpressState, seat: int) -> list[Action]:
    pending = state.pending
    own, theirs = state.trains[state.team_of[seat]], state.trains[pending["team"]]
    out = []
    for mine in own:
        if mine.id in pending["own"]:
            continue
        for other in theirs:
            if other.id not in pending["theirs"]:
                out.append(known_action(seat, "switch_pair", "train", str(other.id), (str(mine.id),)))
    if pending["own"]:
        out.append(known_action(seat, "switch_done", "button", "switch_done"))
    return out


# --- applying ------------------------------------------------------------------------------------
# The frequent actions' events are made with Event.of from values already plain (what Event.make
# would store): one is raised by nearly every action of every game and playout.


def apply_action(state: ExpressState, action: Action) -> list[Event]:
    handler = HANDLERS.get(action.kind)
    if handler is None:
        raise IllegalAction(f"unknown action {action.kind!r}")
    return handler(state, action)


def take_from_pile(state: ExpressState) -> tuple[int, bool]:
    """One card from the pile; an empty pile is refilled from the shuffled discard pile first
    ("rebattre la Défausse ... sans prendre les cartes de la fente des désastres")."""
    reshuffled = False
    if not state.pile:
        state.pile, state.discard = state.discard, []
        shuffle(state.rng, state.pile)
        reshuffled = True
    return state.pile.pop(), reshuffled


def do_draw(state: ExpressState, action: Action) -> list[Event]:
    seat = action.seat
    count = state.rules.draw_count
    hand = state.hands[seat]
    pile = state.pile
    reshuffled = False
    if len(pile) >= count:  # the usual case: the last cards of the pile, in the order they are popped
        drawn = pile[:-count - 1:-1]
        del pile[-count:]
        for card in drawn:
            hand[card] += 1
    else:
        drawn = []
        for _ in range(count):
            card, again = take_from_pile(state)
            reshuffled = reshuffled or again
            hand[card] += 1
            drawn.append(card)
    state.phase = LAY
    return [Event.of("cards_drawn", seat, (("cards", names(state.cards, drawn)),
                                           ("count", len(drawn)), ("reshuffled", reshuffled)), ("cards",), (seat,), True)]


def do_take_discard(state: ExpressState, action: Action) -> list[Event]:
    card = state.discard.pop()
    state.hands[action.seat][card] += 1
    state.phase = LAY
    return [Event.of("discard_taken", action.seat, (("card", state.cards.names[card]),), (), (), False)]


def _team_train(state: ExpressState, seat: int, train_id: str) -> Train:
    number = int(train_id)
    for train in state.trains[state.team_of[seat]]:  # train ids are unique over the table
        if train.id == number:
            return train
    raise IllegalAction(f"train {train_id} is not one of seat {seat}'s side")


def do_new_train(state: ExpressState, action: Action) -> list[Event]:
    cards, seat = state.cards, action.seat
    car, loco = cards.id(action.target), cards.id(action.choice[0])
    hand = state.hands[seat]
    hand[car] -= 1
    hand[loco] -= 1
    train = Train(state.next_train, loco, [car])
    state.next_train += 1
    team = state.team_of[seat]
    state.trains[team].append(train)
    state.laid = True
    return [Event.of("train_started", seat, (("team", team), ("train", train.id), ("card", action.target),
                                             ("loco", action.choice[0])), ("loco",), (seat,), False)]


def do_add_car(state: ExpressState, action: Action) -> list[Event]:
    cards, seat = state.cards, action.seat
    card = cards.id(action.target)
    train = _team_train(state, seat, action.choice[0])
    state.hands[seat][card] -= 1
    train.cars.append(card)
    state.laid = True
    return [Event.of("car_added", seat, (("team", state.team_of[seat]), ("train", train.id), ("card", action.target),
                                         ("position", len(train.cars))), (), (), False)]


def do_add_diesel(state: ExpressState, action: Action) -> list[Event]:
    seat = action.seat
    train = _team_train(state, seat, action.choice[0])
    state.hands[seat][state.cards.diesel] -= 1
    train.diesel = True
    state.laid = True
    return [Event.make("diesel_added", seat, team=state.team_of[seat], train=train.id)]


def do_maintenance(state: ExpressState, action: Action) -> list[Event]:
    seat = action.seat
    card = state.cards.id(action.target)
    state.hands[seat][card] -= 1
    team = state.team_of[seat]
    state.maintenance[team].append(card)
    state.laid = state.maintenance_laid = True
    return [Event.make("maintenance_laid", seat, team=team, card=action.target)]


def do_swap_loco(state: ExpressState, action: Action) -> list[Event]:
    seat = action.seat
    train = _team_train(state, seat, action.target)
    cards = state.cards
    put = action.choice[0]
    card = cards.index.get(put)  # type: ignore[attr-defined]
    if card is None:
        card = cards.id(put)  # raises for a name that is no card
    hand = state.hands[seat]
    hand[card] -= 1
    hand[train.loco] += 1
    took = cards.names[train.loco]
    train.loco = card
    state.swapped.append(train.id)
    return [Event.of("loco_swapped", seat, (("team", state.team_of[seat]), ("train", train.id), ("took", took),
                                            ("put", action.choice[0])), ("took", "put"), (seat,), False)]


def do_ask_partner(state: ExpressState, action: Action) -> list[Event]:
    partner = state.partners(action.seat)[0]
    state.phase = ASK
    state.pending = {"partner": partner, "asker": action.seat}
    return [Event.of("partner_asked", action.seat, (("partner", partner),), (), (), False)]


def do_answer(state: ExpressState, action: Action) -> list[Event]:
    answer = "yes" if action.target == "answer_yes" else "no"
    asker = state.pending["asker"]
    state.asked = answer
    state.phase = LAY
    state.pending = None
    return [Event.of("partner_answered", action.seat, (("asker", asker), ("answer", answer)), (), (), False)]


def do_discard(state: ExpressState, action: Action) -> list[Event]:
    seat = action.seat
    card = state.cards.index.get(action.target)  # type: ignore[attr-defined]
    if card is None:
        card = state.cards.id(action.target)  # raises for a name that is no card
    hand = state.hands[seat]
    hand[card] -= 1
    state.discard.append(card)
    went_out = sum(hand) == 0  # hand_size
    events = [Event.of("card_discarded", seat, (("card", action.target), ("went_out", went_out)), (), (), False)]
    if went_out:  # "Quand un joueur sort, le jeu s'arrête et plus aucune carte ne peut être posée"
        events.append(Event.make("went_out", seat, team=state.team_of[seat]))
        events += end_deal(state, "out", out_seat=seat)
    else:
        events += end_turn(state, seat)
    return events


def do_turntable(state: ExpressState, action: Action) -> list[Event]:
    """"le joueur peut rejouer immédiatement et l'ordre de jeu est renversé"."""
    seat = action.seat
    state.hands[seat][state.cards.turntable] -= 1
    state.slot.append(state.cards.turntable)
    state.direction = -state.direction
    events = [Event.make("turntable_played", seat, direction=state.direction)]
    state.turns_played[seat] += 1
    state.deal_turns += 1
    if state.deal_turns >= state.rules.turn_limit:
        return events + end_deal(state, "turn_limit")
    return events + start_turn(state, seat)


def target_of(state: ExpressState, target: str) -> tuple[str, int]:
    kind, _, value = target.partition(":")
    return kind, int(value)


def victim_side(state: ExpressState, target: str) -> int:
    kind, value = target_of(state, target)
    if kind == "seat":
        return state.team_of[value]
    if kind == "team":
        return value
    found = state.train(value)
    if found is None:
        raise IllegalAction(f"no train {value}")
    return found[0]


def do_disaster(state: ExpressState, action: Action) -> list[Event]:
    seat, cards = action.seat, state.cards
    card = cards.id(action.target)
    state.hands[seat][card] -= 1
    state.slot.append(card)  # "en la plaçant dans la fente des désastres du sabot"
    target = action.choice[0]
    dest = action.choice[1] if len(action.choice) > 1 else ""
    team = victim_side(state, target)
    events = [Event.make("disaster_played", seat, card=action.target, target=target, team=team)]
    counter = cards.counter_of[card]
    if counter in state.maintenance[team]:
        # "Si la carte maintenance est déjà posée, la carte de désastre et celle de maintenance
        # s'annulent et sont toutes placées dans le sabot dans la fente des désastres."
        state.maintenance[team].remove(counter)
        state.slot.append(counter)
        events.append(Event.make("disaster_countered", None, team=team, card=action.target,
                                 maintenance=cards.names[counter], laid=True))
        return events + end_turn(state, seat)
    holders = [s for s in state.order_from(seat) if state.team_of[s] == team and state.hands[s][counter]]
    if holders:
        # "Si la carte maintenance est encore dans la main du joueur il peut la poser immédiatement"
        state.phase = COUNTER
        state.pending = {"by": seat, "card": card, "target": target, "dest": dest, "team": team,
                         "holders": holders}
        return events + [Event.make("repair_offered", holders[0], card=action.target, team=team)]
    return events + disaster_effect(state, seat, card, target, dest)


def do_repair(state: ExpressState, action: Action) -> list[Event]:
    pending = state.pending
    cards = state.cards
    counter = cards.counter_of[pending["card"]]
    state.hands[action.seat][counter] -= 1
    state.maintenance[pending["team"]].append(counter)  # it stays: "immunise les trains ... contre une future attaque"
    by = pending["by"]
    events = [Event.make("disaster_countered", action.seat, team=pending["team"], card=cards.names[pending["card"]],
                         maintenance=cards.names[counter], laid=False)]
    return events + end_turn(state, by)


def do_no_repair(state: ExpressState, action: Action) -> list[Event]:
    pending = state.pending
    pending["holders"] = pending["holders"][1:]
    if pending["holders"]:
        return [Event.make("repair_offered", pending["holders"][0], card=state.cards.names[pending["card"]],
                           team=pending["team"])]
    state.phase = LAY  # back to the disaster's player while its effect is carried out
    state.pending = None
    return disaster_effect(state, pending["by"], pending["card"], pending["target"], pending["dest"])


def disaster_effect(state: ExpressState, seat: int, card: int, target: str, dest: str) -> list[Event]:
    cards = state.cards
    effect = cards.effect(card)
    kind, value = target_of(state, target)
    events: list[Event] = []
    if effect == "derailment":
        state.derailed[value] = True
        events.append(Event.make("derailed", value, by=seat))
        return events + end_turn(state, seat)
    if effect == "engine_switch":
        state.phase = SWITCH
        state.pending = {"by": seat, "team": value, "own": [], "theirs": []}
        return [Event.make("switch_started", seat, team=value)]
    team, train = state.train(value)
    if effect == "wreck":
        # "Elimine un train entier, la locomotive et tous les wagons"
        state.trains[team].remove(train)
        state.slot.extend([train.loco, *train.cars] + ([cards.diesel] if train.diesel else []))
        events.append(Event.make("train_wrecked", seat, team=team, train=train.id,
                                 cars=names(cards, train.cars), diesel=train.diesel))
        return events + end_turn(state, seat)
    last = train.cars.pop()
    if effect == "breakage":
        state.slot.append(last)  # "déposée dans la fente des désastres avec la carte du wagon éliminé"
        events.append(Event.make("car_broken", seat, team=team, train=train.id, card=cards.names[last]))
    else:
        placed = False
        if dest.startswith("train:"):
            found = state.train(int(dest.split(":")[1]))
            if found is not None and found[1] is not train and can_add(found[1], last, cards):
                found[1].cars.append(last)
                placed = True
                events.append(Event.make("car_stolen", seat, team=team, train=train.id, card=cards.names[last],
                                         to_train=found[1].id))
        if not placed:
            state.hands[seat][last] += 1
            events.append(Event.make("car_stolen", seat, team=team, train=train.id, card=cards.names[last],
                                     to_train=0))
    if not train.cars:
        events.extend(return_locomotive(state, team, train, seat))
    return events + end_turn(state, seat)


def return_locomotive(state: ExpressState, team: int, train: Train, by: int) -> list[Event]:
    """"le joueur doit reprendre sa locomotive dans sa main"; in a team, the partner who plays next
    takes it (the publisher's answer on partnership play: "whichever partner's turn is next")."""
    state.trains[team].remove(train)
    members = state.rules.teams[team]
    seat = next((s for s in state.order_from(by) if s in members), members[0])
    state.hands[seat][train.loco] += 1
    if train.diesel:
        state.hands[seat][state.cards.diesel] += 1
    return [Event.make("loco_returned", seat, secret=("card",), visible_to=(seat,), team=team, train=train.id,
                       card=state.cards.names[train.loco], diesel=train.diesel)]


def do_switch_pair(state: ExpressState, action: Action) -> list[Event]:
    """"échanger n'importe laquelle ou toutes ses cartes de locomotives avec un nombre identique de
    locomotives de n'importe quel joueur": one pair at a time, unseen."""
    pending = state.pending
    _, theirs = state.train(int(action.target))
    _, mine = state.train(int(action.choice[0]))
    mine.loco, theirs.loco = theirs.loco, mine.loco
    pending["own"].append(mine.id)
    pending["theirs"].append(theirs.id)
    events = [Event.make("engines_switched", action.seat, train=mine.id, other=theirs.id, team=pending["team"])]
    if not pairs_left(state):  # every locomotive of one side is exchanged: the switch is over
        return events + end_turn(state, pending["by"])
    return events


def do_switch_done(state: ExpressState, action: Action) -> list[Event]:
    return end_turn(state, state.pending["by"])


# action kind -> what applies it: apply_action's dispatch, read by the plugin's apply hook too
HANDLERS = {
    "draw": do_draw, "take_discard": do_take_discard, "new_train": do_new_train, "add_car": do_add_car,
    "add_diesel": do_add_diesel, "maintenance": do_maintenance, "swap_loco": do_swap_loco,
    "ask_partner": do_ask_partner, "answer": do_answer, "discard": do_discard, "turntable": do_turntable,
    "disaster": do_disaster, "repair": do_repair, "no_repair": do_no_repair, "switch_pair": do_switch_pair,
    "switch_done": do_switch_done,
}


# --- ends of turns, deals and games --------------------------------------------------------------


def end_turn(state: ExpressState, seat: int) -> list[Event]:
    """The turn of ``seat`` is over: the next seat in the direction of play, skipping (once) a
    derailed one."""
    rules = state.rules
    state.turns_played[seat] += 1
    state.deal_turns += 1
    events: list[Event] = []
    nxt = (seat + state.direction) % rules.players
    while state.derailed[nxt]:
        state.derailed[nxt] = False
        state.deal_turns += 1
        events.append(Event.make("turn_skipped", nxt))
        nxt = (nxt + state.direction) % rules.players
    events += end_deal(state, "turn_limit") if state.deal_turns >= rules.turn_limit else start_turn(state, nxt)
    return events


def end_deal(state: ExpressState, reason: str, out_seat: int | None = None) -> list[Event]:
    record = scoring.deal_record(state, reason, out_seat)
    state.history.append(record)
    for team, points in enumerate(record["points"]):
        state.totals[team] += points
    events = [Event.make("deal_ended", None, deal=record["deal"], reason=reason,
                         out_seat=-1 if out_seat is None else out_seat, points=tuple(record["points"]),
                         totals=tuple(state.totals))]
    rules = state.rules
    best = max(state.totals)
    if best >= rules.target or state.deal >= rules.max_deals:
        state.phase = OVER
        state.pending = None
        state.winners = [s for team, total in enumerate(state.totals) if total == best for s in rules.teams[team]]
        return events + [Event.make("game_over", None, winners=tuple(sorted(state.winners)),
                                    totals=tuple(state.totals))]
    state.dealer = (state.dealer + 1) % rules.players  # rulebook silent: the deal passes to the left
    return events + start_deal(state)
