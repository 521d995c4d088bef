"""A hypothesis state machine over ``Match`` for every installed ruleset and variant combination
(found in the registry at test time, so rulesets and variants installed later are covered without
editing this file): random legal and illegal actions, undo, and save then load at any point.

What must hold after every step: the ruleset's invariants; every active seat has a legal action;
views are plain data; an illegal action raises and changes nothing (same snapshot, same log);
undo gives back the state before the last action (or is refused and changes nothing); a save,
written as TOML and loaded back, replays to the live match (same snapshot, score and legal
actions), and play goes on from the loaded match.
"""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import HealthCheck, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule, run_state_machine_as_test

from game.engine.actions import Action, IllegalAction, UndoRefused
from game.engine.save import Save
from game.engine.match import Match
from game.plugins import Registry, default_registry

REGISTRY = default_registry()
COMBINATIONS = REGISTRY.combinations()


def fresh_registry() -> Registry:
    """A copy of the installed registry whose plugin statuses are its own: a plugin that fails in
    one example is named in that example's failure, not disabled for the examples after it."""
    twin = Registry()
    twin.kinds = dict(REGISTRY.kinds)
    twin.records = [dataclasses.replace(record) for record in REGISTRY.records]
    return twin

# Per combination; with ~10 combinations the whole file stays well under a minute on an idle
# 2-core machine. The long games come from `play_many`, which plays up to 60 moves in one step.
PER_COMBINATION = settings(max_examples=10, stateful_step_count=20, deadline=None,
                           suppress_health_check=list(HealthCheck))


def option_values(spec) -> st.SearchStrategy:
    if spec.type == "bool":
        return st.booleans()
    if spec.type == "int":
        low = spec.min if spec.min is not None else spec.default
        high = spec.max if spec.max is not None else spec.default
        return st.integers(low, high)
    return st.sampled_from(spec.choices)


def scores(match: Match) -> dict:
    return {seat: s.to_dict() for seat, s in match.score().items()}


def machine_for(ruleset: str, variants: tuple[str, ...], low: int, high: int) -> type:
    specs = [spec for plugin in (ruleset, *variants) for spec in REGISTRY.get(plugin).info.options]

    class MatchMachine(RuleBasedStateMachine):
        match: Match

        @initialize(players=st.integers(low, high), seed=st.integers(0, 2**48),
                    options=st.fixed_dictionaries({spec.id: option_values(spec) for spec in specs}))
        def start(self, players, seed, options):
            self.registry = fresh_registry()
            self.match = Match(ruleset, variants, players, options=options, seed=seed, registry=self.registry)
            self.history: list[dict] = []  # snapshot before each logged action

        # -- moves -------------------------------------------------------------------------------

        def _play(self, pick: int) -> None:
            match = self.match
            seat = match.active_seats[pick % len(match.active_seats)]
            legal = match.legal_actions(seat)
            self.history.append(match.snapshot())
            match.apply(legal[(pick // 7) % len(legal)])

        @precondition(lambda self: not self.match.is_over)
        @rule(pick=st.integers(0, 10**6))
        def legal_action(self, pick):
            self._play(pick)

        @precondition(lambda self: not self.match.is_over)
        @rule(picks=st.lists(st.integers(0, 10**6), min_size=5, max_size=60))
        def play_many(self, picks):
            for pick in picks:
                if self.match.is_over:
                    break
                self._play(pick)

        @rule(data=st.data())
        def illegal_action(self, data):
            match = self.match
            before, log = match.snapshot(), list(match.log)
            candidates = [
                Action(len(match.seats) + 1, "draw_card", "pile", "deck"),
                Action(0, "no-such-move", "button", "nothing"),
            ]
            for seat in range(len(match.seats)):
                legal = match.legal_actions(seat)
                if legal:
                    action = data.draw(st.sampled_from(legal))
                    candidates.append(Action(action.seat, action.kind, action.target_type, action.target + "#x",
                                             action.choice))
                    candidates.append(Action(action.seat, action.kind, action.target_type, action.target,
                                             action.choice + ("no-such-card",)))
                    other = (seat + 1) % len(match.seats)
                    if other not in match.active_seats:
                        candidates.append(Action(other, action.kind, action.target_type, action.target,
                                                 action.choice))  # the right move for the wrong seat
            action = data.draw(st.sampled_from(candidates))
            if match.is_legal(action):
                return
            with pytest.raises(IllegalAction):
                match.apply(action)
            assert match.snapshot() == before, f"the illegal {action} changed the state"
            assert match.log == log

        @rule()
        def undo(self):
            match = self.match
            if match.can_undo():
                match.undo()
                assert match.snapshot() == self.history.pop(), "undo did not give back the state before"
            else:
                before, log = match.snapshot(), list(match.log)
                with pytest.raises(UndoRefused):
                    match.undo()
                assert match.snapshot() == before and match.log == log

        @rule()
        def save_and_load(self):
            live = self.match
            text = live.to_save().to_toml()
            loaded = Match.from_save(Save.from_toml(text, "state-machine"), registry=self.registry)
            assert loaded.snapshot() == live.snapshot(), "a loaded save differs from the live match"
            assert scores(loaded) == scores(live)
            assert loaded.active_seats == live.active_seats
            for seat in live.active_seats:
                assert loaded.legal_actions(seat) == live.legal_actions(seat)
            self.match = loaded  # play goes on from the loaded game

        # -- always ------------------------------------------------------------------------------

        @invariant()
        def holds(self):
            match = getattr(self, "match", None)
            if match is None:
                return
            problems = match.check_invariants()
            assert not problems, problems
            if not match.is_over:
                assert match.active_seats, "not over, yet nobody may act"
                for seat in match.active_seats:
                    assert match.legal_actions(seat), f"seat {seat} is active without a legal action"
            else:
                assert match.winners()
            json.dumps(match.view(None))

    MatchMachine.__name__ = f"Match_{ruleset}_{'_'.join(variants) or 'base'}"
    return MatchMachine


@pytest.mark.parametrize("combination", COMBINATIONS,
                         ids=[f"{r}+{'+'.join(v)}" if v else r for r, v, _, _ in COMBINATIONS])
def test_match_state_machine(combination):
    run_state_machine_as_test(machine_for(*combination), settings=PER_COMBINATION)


def test_every_installed_ruleset_is_covered():
    assert {r for r, _, _, _ in COMBINATIONS} == {r.id for r in REGISTRY.rulesets()}
