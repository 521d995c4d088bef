"""The BotRunner: moves computed off the caller's thread, polled, with fallbacks that keep a game going."""

from __future__ import annotations

import threading

from game.bots.runner import BotRunner, first_action
from game.engine.actions import Action

LEGAL = [Action(0, "draw_card", "pile", "deck"), Action(0, "claim_route", "route", "ab")]


class GatedBot:
    """Answers its second legal action once the test opens the gate."""

    name = "gated"
    needs_view = True

    def __init__(self):
        self.gate = threading.Event()
        self.time_budget = None
        self.seen_views = []

    def choose(self, view, legal_actions):
        self.seen_views.append(view)
        self.gate.wait(5)
        return legal_actions[1]


class BrokenBot:
    name = "broken"
    needs_view = False

    def choose(self, view, legal_actions):
        raise RuntimeError("bot bug")


class IllegalBot:
    name = "illegal"
    needs_view = False

    def choose(self, view, legal_actions):
        return Action(0, "claim_route", "route", "nowhere")


class FakeClock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_poll_is_empty_while_the_bot_thinks_then_gives_its_move():
    bot = GatedBot()
    runner = BotRunner(bot, budget=0.25)
    runner.start({"seat": 0}, LEGAL)
    assert runner.poll() is None
    assert runner.thinking
    bot.gate.set()
    assert runner.wait(5) == LEGAL[1]
    assert bot.seen_views == [{"seat": 0}]
    assert not runner.timed_out


def test_the_budget_is_handed_to_bots_that_take_one():
    bot = GatedBot()
    bot.gate.set()
    runner = BotRunner(bot, budget=0.3)
    runner.start(None, LEGAL)
    runner.wait(5)
    assert bot.time_budget == 0.3


def test_a_bot_that_raises_gets_a_fallback_move_and_the_error_is_kept():
    runner = BotRunner(BrokenBot(), budget=0.1)
    runner.start(None, LEGAL)
    assert runner.wait(5) == LEGAL[0]
    assert isinstance(runner.error, RuntimeError)


def test_an_illegal_answer_is_replaced_by_a_legal_fallback():
    runner = BotRunner(IllegalBot(), budget=0.1)
    runner.start(None, LEGAL)
    assert runner.wait(5) in LEGAL


def test_a_bot_that_overruns_its_budget_is_given_up_on():
    clock = FakeClock()
    bot = GatedBot()
    runner = BotRunner(bot, budget=1.0, clock=clock)
    runner.start(None, LEGAL)
    clock.now = 1.0
    assert runner.poll() is None  # over budget but within the overrun allowance
    clock.now = 100.0
    assert runner.poll() == first_action(LEGAL)
    assert runner.timed_out
    bot.gate.set()


def test_a_late_answer_to_a_cancelled_move_is_dropped():
    bot = GatedBot()
    runner = BotRunner(bot, budget=1.0)
    runner.start(None, LEGAL)
    thread = runner._thread
    runner.cancel()
    bot.gate.set()
    thread.join(5)
    assert runner.poll() is None


def test_fallback_prefers_ending_the_turn():
    legal = [Action(0, "place_track", "segment", "1,0-2,1"), Action(0, "end_turn", "button", "end_turn")]
    assert first_action(legal) == legal[1]
