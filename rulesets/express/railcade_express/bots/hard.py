"""The ``hard`` Express bot: normal's play, searched where a choice decides the deal.

A two-player game is nearly always one deal (a deal scores 50 or more), decided by who goes out
when and by the disasters. Hard plays like normal except at those decisions:

* going out: when normal would build on although a plan to go out this turn exists
  (:meth:`Model.plan_out`), "go out now" (the whole plan, then the last discard) is weighed against
  normal's choice;
* the discard: when the top discard would let it go out this turn and normal draws instead, taking
  it is weighed against drawing;
* disasters: when a disaster may end the turn, normal's choice is weighed against the two disasters
  normal rates best (victim and train included) and, if normal plays one, against its best discard.

Each candidate is played out in sampled worlds (:mod:`railcade_express.bots.worlds`: the unseen
cards dealt at random, the pile in a fixed order shared by all candidates of a world) with normal
play for every seat until the deal ends, and scored by ``tanh(lead / LEAD_SCALE)``: its side's lead
over the best other side in the game totals, squashed so that winning the deal counts and a
landslide does not swamp the average (deal scores range from 10 to 400 with express bonuses).
Normal's choice stands unless another is better on average by ``margin`` and consistently (paired
t statistic above ``confidence``, the shared rule of :class:`game.bots.hard.HardBot`).

Searching every decision (draws, every discard) with full-deal playouts did worse than normal in
arena runs: a handful of worlds cannot tell small differences apart, and the noise then chooses.

``iterations`` (sampled worlds) is the budget; ``time_budget`` (seconds) stops the search early.
Once it has chosen to go out, the bot follows its plan for the rest of the turn without searching.
"""

from __future__ import annotations

import math
from typing import Any

from game.bots import register
from game.bots.hard import HardBot
from game.engine.actions import Action
from game.engine.match import Match

from railcade_express.bots.model import Model

LEAD_SCALE = 15.0  # points of lead that count as most of a win
DISASTER_CANDIDATES = 2  # disasters weighed besides normal's choice


class ExpressHardBot(HardBot):
    def __init__(self, seat: int, seed: int, iterations: int = 12, horizon: int = 400):
        super().__init__(seat, seed, "cards", iterations=iterations, horizon=horizon)
        self.margin = 0.05  # on the tanh scale: about 1 point of lead in a close deal
        self.confidence = 0.5
        self._going_out: tuple[int, int] | None = None  # (deal, deal turn) of a decision to go out
        self._out_step: Action | None = None  # the candidate that stands for "go out now"
        self._deal = 0  # the deal being decided (a playout stops at its end)

    # -- the decision ---------------------------------------------------------------------------

    def choose(self, view: Any, legal_actions: list[Action]) -> Action:
        if view["phase"] == "lay" and self._going_out == (view["deal"], view["deal_turns"]):
            step = self.out_action(view, legal_actions)
            if step is not None:
                return step
        self._deal = view["deal"]
        self._out_step = None
        action = super().choose(view, legal_actions)
        if self._out_step is not None and action == self._out_step:
            self._going_out = (view["deal"], view["deal_turns"])
        return action

    def out_action(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        """The next action of a plan that goes out this turn (the last discard when the plan is
        done), or None when there is no such plan."""
        if view["first_turn"][self.seat] or view["asked"] == "no":
            return None
        model = Model.of(view)
        hand = model.hand(view)
        trains = model.trains(view, view["team_of"][self.seat])
        plan = model.plan_out(list(hand), trains, not view["maintenance_laid"])
        if plan is None:
            return None
        if not plan:
            return next((a for a in legal if a.kind == "discard"), None)
        return self.normal.action_for(plan[0], legal, model, trains)

    def out_after_taking(self, view: dict[str, Any]) -> bool:
        """Whether the top discard would let the bot go out this very turn."""
        if view["first_turn"][self.seat] or not view["discard_top"]:
            return False
        model = Model.of(view)
        hand = model.hand(view)
        hand[model.index[view["discard_top"]]] += 1
        trains = model.trains(view, view["team_of"][self.seat])
        return model.plan_out(hand, trains, True) is not None

    def searchable(self, view: dict[str, Any]) -> bool:
        return view["phase"] in ("draw", "lay", "ask")

    def candidates(self, view: dict[str, Any], legal: list[Action], first: Action) -> list[Action]:
        if view["phase"] == "ask":
            return [first] + [a for a in legal if a != first]
        if view["phase"] == "draw":
            take = next((a for a in legal if a.kind == "take_discard"), None)
            if take is not None and first != take and self.out_after_taking(view):
                return [first, take]
            return [first]
        out = [first]
        step = self.out_action(view, legal)
        if step is not None and step != first:
            self._out_step = step
            out.append(step)
        disasters = [a for a in legal if a.kind == "disaster" and a != first]
        if disasters and (first.kind in ("discard", "turntable", "disaster")):
            normal = self.normal
            model = Model.of(view)
            hand = model.hand(view)
            trains = model.trains(view, view["team_of"][self.seat])
            normal._fits = {}

            def rated(action: Action) -> float:
                return normal.score_end(view, model, action, hand, trains)

            out += sorted(disasters, key=rated, reverse=True)[:DISASTER_CANDIDATES]
            if first.kind == "disaster":
                discards = [a for a in legal if a.kind == "discard"]
                out += sorted(discards, key=rated, reverse=True)[:1]
        return out

    # -- worlds and playouts ----------------------------------------------------------------------

    def determinize(self, view: dict[str, Any]) -> Match:
        from railcade_express.bots.worlds import determinize

        return determinize(self._base, view, self.seat, self.rng)

    def rollout(self, world: Match, option: Action, view: dict[str, Any],
                deadline: float = float("inf")) -> float | None:
        if option != self._out_step:
            return super().rollout(world, option, view, deadline)
        # "Go out now" stands for the whole plan: its lays, then the last discard played out.
        sim = world.clone()
        for _ in range(sum(view["hand"].values()) if view.get("hand") else 0):
            step = self.out_action(sim.view(self.seat), sim.legal_actions(self.seat))
            if step is None:
                break  # the world disagrees with the plan: the first step alone is played out
            if step.kind == "discard":
                return super().rollout(sim, step, view, deadline)
            sim.apply(step)
        return super().rollout(world, option, view, deadline)

    def stop(self, sim: Match, view: dict[str, Any]) -> bool:
        return sim.state.deal != view["deal"]

    def evaluate(self, sim: Match) -> float:
        state = sim.state
        totals = list(state.totals)
        if state.deal == self._deal and state.phase != "over":
            # The horizon cut the deal short: count it as it stands (trains, maintenance, minus hands).
            from railcade_express.trains import score_train

            cards, rules = state.cards, state.rules
            for side, seats in enumerate(rules.teams):
                totals[side] += sum(score_train(t.cars, t.diesel, cards, rules).points for t in state.trains[side])
                totals[side] += rules.maintenance_points * len(state.maintenance[side])
                for s in seats:
                    totals[side] -= sum(cards.values[c] * n for c, n in enumerate(state.hands[s]) if n)
        mine = state.team_of[self.seat]
        best_other = max((t for side, t in enumerate(totals) if side != mine), default=0)
        return math.tanh((totals[mine] - best_other) / LEAD_SCALE)


@register("cards", "hard")
def make_hard(seat: int, seed: int) -> ExpressHardBot:
    return ExpressHardBot(seat, seed)
