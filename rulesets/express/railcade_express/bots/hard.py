"""The ``hard`` Express bot: the shared determinized search of :mod:`game.bots.hard` over normal.

At the decisions that shape a deal (taking the discard or drawing, the card that ends the turn: a
discard, a disaster on one victim or another, a turntable; going out now or building on; the answer
to a partner), it lists normal's choice and a few alternatives, deals the cards it has not seen at
random into sampled worlds (:mod:`railcade_express.bots.worlds`), plays each alternative followed by
normal play for every seat until the deal ends or ``horizon`` actions, and scores the outcome as
its side's lead: totals plus, for an unfinished deal, trains and maintenance cars laid minus cards
in hand. Normal's choice stands unless another wins clearly (margin and paired t statistic, as in
the shared search). Laying itself follows normal, whose choices are cheap and rarely wrong.

``iterations`` (sampled worlds) is the budget; ``time_budget`` (seconds, set by the runner or a
longer-thinking level) stops the search early, so the same bot thinks longer when given more time.
"""

from __future__ import annotations

from typing import Any

from game.bots import register
from game.bots.hard import HardBot
from game.engine.actions import Action
from game.engine.match import Match

from railcade_express.bots.model import Model

END_KINDS = ("discard", "turntable", "disaster")


class ExpressHardBot(HardBot):
    CANDIDATES = 3

    def __init__(self, seat: int, seed: int, iterations: int = 4, horizon: int = 40):
        super().__init__(seat, seed, "cards", iterations=iterations, horizon=horizon)
        self.margin = 2.0
        self.confidence = 1.0

    # -- which decisions are searched -----------------------------------------------------------

    def searchable(self, view: dict[str, Any]) -> bool:
        return view["phase"] in ("lay", "ask")

    def candidates(self, view: dict[str, Any], legal: list[Action], first: Action) -> list[Action]:
        phase = view["phase"]
        if phase == "ask":
            return [first] + [a for a in legal if a != first]
        normal = self.normal
        model = Model.of(view)
        hand = model.hand(view)
        trains = model.trains(view, view["team_of"][self.seat])
        normal._fits = {}
        out = [first]
        if first.kind in END_KINDS or self._ends_turn(first, hand):
            ends = [a for a in legal if a.kind in END_KINDS and a != first]
            ranked = sorted(ends, key=lambda a: -normal.score_end(view, model, a, hand, trains))
            out += ranked[: self.CANDIDATES - 1]
        # Going out now, or building on: the first lay of a plan that ends the deal this turn.
        if not view["first_turn"][self.seat] and view["asked"] != "no":
            plan = model.plan_out(list(hand), trains, not view["maintenance_laid"])
            if plan:
                step = normal.action_for(plan[0], legal, model, trains)
                if step is not None and step not in out:
                    out.append(step)
            elif plan == [] and first.kind != "discard":
                out.append(next(a for a in legal if a.kind == "discard"))
        return out[: self.CANDIDATES + 1]

    @staticmethod
    def _ends_turn(action: Action, hand: list[int]) -> bool:
        return action.kind == "discard"

    # -- worlds and playouts ----------------------------------------------------------------------

    def determinize(self, view: dict[str, Any]) -> Match:
        from railcade_express.bots.worlds import determinize

        return determinize(self._base, view, self.seat, self.rng)

    def stop(self, sim: Match, view: dict[str, Any]) -> bool:
        return sim.state.deal != view["deal"]

    def evaluate(self, sim: Match) -> float:
        state = sim.state
        cards, rules = state.cards, state.rules
        totals = list(state.totals)
        if state.deal == getattr(self, "_deal", state.deal) and state.phase != "over":
            # The deal goes on: count it as it stands (trains, maintenance, minus hands).
            from railcade_express.trains import score_train

            for side, seats in enumerate(rules.teams):
                totals[side] += sum(score_train(t.cars, t.diesel, cards, rules).points for t in state.trains[side])
                totals[side] += rules.maintenance_points * len(state.maintenance[side])
                for s in seats:
                    totals[side] -= sum(cards.values[c] * n for c, n in enumerate(state.hands[s]) if n)
        mine = state.team_of[self.seat]
        best_other = max((t for side, t in enumerate(totals) if side != mine), default=0)
        return totals[mine] - best_other

    def choose(self, view: Any, legal_actions: list[Action]) -> Action:
        self._deal = view["deal"]
        return super().choose(view, legal_actions)


@register("cards", "hard")
def make_hard(seat: int, seed: int) -> ExpressHardBot:
    return ExpressHardBot(seat, seed)
