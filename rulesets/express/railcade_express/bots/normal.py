"""The ``normal`` Express bot: plans its trains, keeps counters for disasters, times going out.

Every decision scores the legal actions and plays the best:

* drawing: takes the discard only when it extends a train of its side or pairs a card in hand;
* laying: adds cars where they score (passenger cars in the bonus order), starts trains from pairs
  with the least useful card as locomotive, takes back a locomotive that has become useful, lays a
  maintenance car but keeps one in hand while the deal is young (laid from hand at the moment of a
  disaster it cancels the attack and stays on the table; laid beforehand both go to the slot);
* ending the turn: a turntable (another turn), a disaster where it hurts an opponent most, or the
  least useful card that the next side cannot use;
* going out: searches the lays that leave exactly one card with going out allowed
  (:meth:`Model.plan_out`), asks the partner first, and goes out when its side would not lose the
  deal by stopping it now; as a partner, says yes when its own hand costs less than the bonus.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.bots import register
from game.engine.actions import Action

from railcade_express.bots.model import Model
from railcade_express.trains import Train, can_add, passenger_headed, score_train


@dataclass(frozen=True)
class Params:
    take_discard: float = 11.0  # keep value of the top discard from which it is taken (arena-tuned: two unknown cards are usually worth more)
    hold_counter: bool = True  # keep one maintenance car in hand early in the deal
    out_margin: float = -2.0  # go out when the side's estimate is above the best other side's by this
    late_turns: int = 25  # turns per player after which it goes out whenever it can
    disaster_threshold: float = 5.0  # damage a disaster must do to be played
    swap: bool = True
    plan: bool = True


NORMAL = Params()


class ExpressNormalBot:
    name = "normal"
    needs_view = True

    def __init__(self, seat: int, seed: int, params: Params = NORMAL):
        self._fits: dict = {}
        self.seat = seat
        self.rng = random.Random(seed)
        self.p = params

    # -- entry point ---------------------------------------------------------------------------

    def choose(self, view: Any, legal: list[Action]) -> Action:
        self._fits: dict = {}
        if len(legal) == 1:
            return legal[0]
        model = Model.of(view)
        phase = view["phase"]
        if phase == "draw":
            return self.draw(view, legal, model)
        if phase == "ask":
            return self.answer(view, legal, model)
        if phase == "counter":
            return next(a for a in legal if a.kind == "repair")
        if phase == "switch":
            pairs = [a for a in legal if a.kind == "switch_pair"]
            done = [a for a in legal if a.kind == "switch_done"]
            return done[0] if done else pairs[0]
        return self.lay(view, legal, model)

    # -- values --------------------------------------------------------------------------------

    def fits(self, model: Model, card: int, trains: list[Train]) -> bool:
        """Whether ``card`` extends a train of the side (remembered for the decision under way)."""
        key = (card, id(trains))
        found = self._fits.get(key)
        if found is None:
            found = self._fits[key] = any(can_add(t, card, model.cards) for t in trains)
        return found

    def keep_value(self, model: Model, card: int, hand: list[int], trains: list[Train]) -> float:
        """How much holding ``card`` is worth: a car that extends a train or pairs scores later; a
        lone car is a penalty in waiting; special cards are tools."""
        cards = model.cards
        value = model.values[card]
        if cards.is_car[card]:  # type: ignore[attr-defined]
            if self.fits(model, card, trains):
                return 6 + value
            same = hand[card] - 1
            if cards.is_passenger[card]:  # type: ignore[attr-defined]
                same = sum(hand[p] for p in cards.passenger_order) - 1
            passenger = 6 if cards.is_passenger[card] else 0  # type: ignore[attr-defined]
            if same >= 1:
                return 3 + value + 2 * min(same, 2) + passenger
            if hand[cards.wild]:
                return 2 + value * 0.5
            return -0.6 * value
        if card == cards.wild:
            return 9
        if card == cards.turntable:
            return 7
        if card == cards.diesel:
            return 6 if any(passenger_headed(t, cards) and not t.diesel for t in trains) else 1
        if card == cards.caboose:
            return 3 if any(len(t.cars) >= 4 for t in trains) else 0.5
        if cards.is_maintenance[card]:  # type: ignore[attr-defined]
            return 8  # 5 points once laid, and a shield
        return 4  # a disaster: a weapon

    def danger(self, model: Model, view: dict[str, Any], card: int) -> float:
        """What the next player's side gains by taking ``card`` from the discard pile."""
        cards = model.cards
        nxt = (self.seat + view["direction"]) % view["players"]
        team = view["team_of"][nxt]
        if team == view["team_of"][self.seat]:
            return -1.0  # a card for the partner
        key = ("side", team)
        if key not in self._fits:
            self._fits[key] = model.trains(view, team)
        if cards.is_car[card] and self.fits(model, card, self._fits[key]):  # type: ignore[attr-defined]
            return 3 + model.values[card]
        if card in (cards.wild, cards.turntable) or cards.is_disaster[card]:  # type: ignore[attr-defined]
            return 3
        return 0

    # -- phases --------------------------------------------------------------------------------

    def draw(self, view, legal, model: Model) -> Action:
        self.taken = None
        take = next((a for a in legal if a.kind == "take_discard"), None)
        if take is not None and view["discard_top"]:
            card = model.index[view["discard_top"]]
            cards = model.cards
            # Only a car that extends a train (or makes a third of a kind) is worth one known card
            # against two unknown.
            if cards.is_car[card] or card == cards.wild:  # type: ignore[attr-defined]
                team = view["team_of"][self.seat]
                hand = model.hand(view)
                trains = model.trains(view, team)
                fits = any(can_add(t, card, cards) for t in trains)
                same = hand[card]
                if cards.is_passenger[card]:  # type: ignore[attr-defined]
                    same = sum(hand[p] for p in cards.passenger_order)
                if fits or (cards.is_car[card] and same >= 2):  # type: ignore[attr-defined]
                    hand[card] += 1
                    if self.keep_value(model, card, hand, trains) >= self.p.take_discard:
                        self.taken = card
                        return take
        return next(a for a in legal if a.kind == "draw")

    def answer(self, view, legal, model: Model) -> Action:
        hand = model.hand(view)
        late = view["deal_turns"] >= self.p.late_turns * view["players"]
        yes = model.hand_value(hand) <= model.rules.out_bonus + 2 or late
        return next(a for a in legal if a.target == ("answer_yes" if yes else "answer_no"))

    def lay(self, view, legal, model: Model) -> Action:
        team = view["team_of"][self.seat]
        hand = model.hand(view)
        trains = model.trains(view, team)
        out = self.going_out(view, legal, model, hand, trains)
        if out is not None:
            return out
        lays: list[tuple[float, Action]] = []
        ends: list[tuple[float, Action]] = []
        for action in legal:
            score = self.score_lay(view, model, action, hand, trains)
            if score is None:
                ends.append((self.score_end(view, model, action, hand, trains), action))
            else:
                lays.append((score, action))
        best = max(lays, key=lambda pair: pair[0], default=None)
        if best is not None and (best[0] > 0 or not ends):
            return best[1]  # worth laying now, or over the hand limit and forced to lay
        return max(ends, key=lambda pair: pair[0])[1]

    # -- going out -----------------------------------------------------------------------------

    def wants_out(self, view, model: Model, hand: list[int]) -> bool:
        team = view["team_of"][self.seat]
        if view["deal_turns"] >= self.p.late_turns * view["players"]:
            return True
        mine = model.side_estimate(view, team, [0] * len(hand), self.seat) + model.rules.out_bonus
        others = [model.side_estimate(view, t) for t in range(len(view["teams"])) if t != team]
        return mine >= max(others, default=0) - self.p.out_margin

    def going_out(self, view, legal, model: Model, hand, trains) -> Action | None:
        if not self.p.plan or view["first_turn"][self.seat] or view["asked"] == "no":
            return None
        plan = model.plan_out(list(hand), trains, not view["maintenance_laid"])
        if plan is None or not self.wants_out(view, model, hand):
            return None
        ask = next((a for a in legal if a.kind == "ask_partner"), None)
        if ask is not None and plan:
            partner = [s for s in view["teams"][view["team_of"][self.seat]] if s != self.seat][0]
            if view["hand_sizes"][partner] >= 2:
                return ask
        if not plan:
            return next((a for a in legal if a.kind == "discard"), None)
        return self.action_for(plan[0], legal, model, trains)

    def action_for(self, step: tuple, legal, model: Model, trains: list[Train]) -> Action | None:
        names = model.cards.names
        if step[0] == "add":
            want = ("add_car", names[step[1]], (str(trains[step[2]].id),))
        elif step[0] == "diesel":
            want = ("add_diesel", names[model.cards.diesel], (str(trains[step[1]].id),))
        elif step[0] == "maintenance":
            want = ("maintenance", names[step[1]], ())
        else:
            want = ("new_train", names[step[1]], (names[step[2]],))
        return next((a for a in legal if (a.kind, a.target, a.choice) == want), None)

    # -- laying --------------------------------------------------------------------------------

    def score_lay(self, view, model: Model, action: Action, hand, trains) -> float | None:
        """A laying action's worth (> 0: worth doing now), or None for the actions that end the turn."""
        cards = model.cards
        kind = action.kind
        if kind in ("discard", "turntable", "disaster"):
            return None
        if kind == "ask_partner":
            return -1.0
        if kind == "add_car":
            card = model.index[action.target]
            train = next(t for t in trains if str(t.id) == action.choice[0])
            before = model.points(train)
            after_train = Train(train.id, train.loco, train.cars + [card], train.diesel)
            gain = model.points(after_train) - before
            if card == cards.caboose:
                freight = not cards.is_passenger[train.cars[0]]  # type: ignore[attr-defined]
                return 1.5 if len(train.cars) >= 4 and freight else -3.0
            progress = 3 if len(train.cars) < model.rules.scoring_cars else 0
            if card == cards.wild:
                return gain + progress - 3
            order_bonus = 0
            if cards.is_passenger[card]:  # type: ignore[attr-defined]
                order_bonus = self.passenger_fit(model, train, card)
            return 2 + gain + progress + order_bonus + 0.3 * model.values[card]
        if kind == "new_train":
            car, loco = model.index[action.target], model.index[action.choice[0]]
            same = hand[car] - 1 - (1 if loco == car else 0)
            if cards.is_passenger[car]:  # type: ignore[attr-defined]
                same = sum(hand[p] for p in cards.passenger_order) - 1 - (1 if cards.is_passenger[loco] else 0)  # type: ignore[attr-defined]
            base = 4 + model.values[car] if same >= 1 or hand[cards.wild] else -1.5
            if cards.is_passenger[car]:  # type: ignore[attr-defined]
                held = [p for p in cards.passenger_order if hand[p] and (p != loco or hand[p] >= 2)]
                base += 3 if held and car == held[0] else -6  # start with the first of the order
            after = list(hand)
            after[car] -= 1
            after[loco] -= 1
            after[loco] += 1
            return base - 0.5 * self.keep_value(model, loco, after, trains) + 0.1 * model.values[loco]
        if kind == "add_diesel":
            train = next(t for t in trains if str(t.id) == action.choice[0])
            return 3 + model.points(Train(train.id, train.loco, train.cars, True)) - model.points(train)
        if kind == "maintenance":
            if self.p.hold_counter and self.holding_counter(view, model, hand, action):
                return -0.5
            return 4.0
        if kind == "swap_loco":
            if not self.p.swap:
                return -1.0
            train = next(t for t in trains if str(t.id) == action.target)
            if train.loco < 0:
                return -1.0
            put = model.index[action.choice[0]]
            after = list(hand)
            after[put] -= 1
            after[train.loco] += 1
            gain = self.keep_value(model, train.loco, after, trains) - self.keep_value(model, put, hand, trains)
            return gain - 4
        return -1.0

    def passenger_fit(self, model: Model, train: Train, card: int) -> float:
        """Express trains double for keeping the order baggage, coach, dome, sleeper, observation:
        a passenger car in order is worth laying now, one out of order waits in hand while the
        train's order still holds."""
        cards = model.cards
        ranks = [cards.rank[c] for c in train.cars if c in cards.rank]  # type: ignore[attr-defined]
        if not ranks:
            return 2.0
        in_order = all(a <= b for a, b in zip(ranks, ranks[1:]))
        if cards.rank[card] >= ranks[-1]:  # type: ignore[attr-defined]
            return 6.0 if in_order else 2.0
        return -9.0 if in_order and len(ranks) + 1 >= 2 else 1.0

    def holding_counter(self, view, model: Model, hand, action) -> bool:
        """Keep a maintenance car in hand while the disaster it counters is still to come, the deal
        is young and the hand has room: laid from hand at the moment of the attack it cancels it
        and stays on the table (laid beforehand, both go to the slot)."""
        cards = model.cards
        card = model.index[action.target]
        disaster = next(d for d, m in cards.counter_of.items() if m == card)
        played = view.get("disasters_played", []).count(cards.names[disaster])
        if played >= cards.counts[disaster]:
            return False  # nothing left to counter: lay it for its 5 points
        size = sum(hand)
        young = view["deal_turns"] < 4 * view["players"]
        return young and size - 1 < model.rules.hand_limit and size >= 3

    def score_end(self, view, model: Model, action: Action, hand, trains) -> float:
        cards = model.cards
        kind = action.kind
        if kind == "turntable":
            return 6.0
        card = model.index[action.target]
        if kind == "discard":
            if sum(hand) == 1:
                return 100.0  # going out
            # Never throw back the card just taken from the discard pile.
            again = -50.0 if card == getattr(self, "taken", None) and hand[card] == 1 else 0.0
            return (again - self.keep_value(model, card, hand, trains) - self.danger(model, view, card)
                    + 0.01 * model.values[card])
        return self.disaster_value(view, model, action, card) - self.p.disaster_threshold

    def disaster_value(self, view, model: Model, action: Action, card: int) -> float:
        cards = model.cards
        own = view["team_of"][self.seat]
        effect = cards.names[card]
        kind, _, value = action.choice[0].partition(":")
        if effect == "derailment":
            victim = int(value)
            if view["team_of"][victim] == own:
                return -20
            nxt = (self.seat + view["direction"]) % view["players"]
            return 6 if victim == nxt else 3
        if effect == "engine_switch":
            return -1
        train_id = int(value)
        for team, rows in enumerate(view["trains"]):
            for row in rows:
                if row["id"] == train_id:
                    sign = -1 if team == own else 1
                    protected = model.cards.counter_of[card] in [model.index[m] for m in view["maintenance"][team]]
                    if protected:
                        return -2 if sign > 0 else -20
                    if effect == "wreck":
                        return sign * (row["points"] + 2 * len(row["cars"]))
                    last = model.index[row["cars"][-1]]
                    loss = row["points"] if len(row["cars"]) == model.rules.scoring_cars else row["values"][-1]
                    gain = 0
                    if effect == "theft":
                        dest = action.choice[1]
                        gain = model.values[last] + 3 if dest.startswith("train") else 0.3 * model.values[last]
                    return sign * (loss + 1) + gain
        return -5


@register("cards", "normal")
def make_normal(seat: int, seed: int) -> ExpressNormalBot:
    return ExpressNormalBot(seat, seed)
