"""Think off the render thread: a bot computes its move in a worker thread, the client polls.

The client calls :meth:`BotRunner.start` with the seat's view and legal actions, then
:meth:`BotRunner.poll` once per frame until it returns the action. The per-move ``budget``
(seconds) is handed to bots that search (they stop on their own once it is spent); if a bot still
has not answered after ``budget * OVERRUN + GRACE`` seconds, or raised, the runner answers with
a fallback legal action so the game never hangs. A late answer from the abandoned thread is dropped.
"""

from __future__ import annotations

import threading
import time
from typing import Any, Callable

from game.engine.actions import Action

OVERRUN = 3.0  # how many budgets a bot may overrun before the runner stops waiting
GRACE = 0.5  # seconds added to that, for slow first moves (tables built on first use)


def first_action(legal: list[Action]) -> Action:
    """The fallback: ending the turn or drawing when possible keeps the game moving harmlessly."""
    for kind in ("end_turn", "pass", "draw_card"):
        for action in legal:
            if action.kind == kind:
                return action
    return legal[0]


class BotRunner:
    def __init__(self, bot: Any, budget: float = 1.0, clock: Callable[[], float] = time.perf_counter):
        self.bot = bot
        self.budget = budget
        self.clock = clock
        self._lock = threading.Lock()
        self._job = 0  # bumped by every start/cancel, so a late answer from an old job is dropped
        self._result: Action | None = None
        self._error: BaseException | None = None
        self._legal: list[Action] = []
        self._started = 0.0
        self._thread: threading.Thread | None = None
        self.timed_out = False
        self.last_seconds = 0.0

    # -- the client's side -----------------------------------------------------------------------

    def start(self, view: Any, legal_actions: list[Action]) -> None:
        """Begin thinking about a move (forgets any move in progress)."""
        if not legal_actions:
            raise ValueError("the bot has no legal action to choose from")
        if hasattr(self.bot, "time_budget"):
            self.bot.time_budget = self.budget
        with self._lock:
            self._job += 1
            job = self._job
            self._result, self._error = None, None
        self._legal = list(legal_actions)
        self.timed_out = False
        self._started = self.clock()
        self._thread = threading.Thread(target=self._think, args=(job, view, self._legal),
                                        name=f"bot-{getattr(self.bot, 'name', '?')}", daemon=True)
        self._thread.start()

    @property
    def thinking(self) -> bool:
        return self._thread is not None and self._result is None and self._error is None

    def elapsed(self) -> float:
        return self.clock() - self._started if self._thread is not None else 0.0

    def poll(self) -> Action | None:
        """The chosen action once ready (then the runner is idle again), else None."""
        if self._thread is None:
            return None
        with self._lock:
            result, error = self._result, self._error
        if result is None and error is None:
            if self.elapsed() <= self.budget * OVERRUN + GRACE:
                return None
            self.timed_out = True
            result = first_action(self._legal)
        elif error is not None:
            result = first_action(self._legal)
        self.last_seconds = self.elapsed()
        self.cancel()
        return result

    def wait(self, timeout: float | None = None) -> Action | None:
        """Block until the move is ready (tests, command-line tools); None after ``timeout``."""
        thread = self._thread
        if thread is None:
            return None
        limit = self.budget * OVERRUN + GRACE if timeout is None else timeout
        thread.join(limit)
        return self.poll()

    @property
    def error(self) -> BaseException | None:
        return self._error

    def cancel(self) -> None:
        """Stop waiting for the current move; its thread finishes on its own and is ignored."""
        with self._lock:
            self._job += 1
        self._thread = None

    # -- the worker's side -----------------------------------------------------------------------

    def _think(self, job: int, view: Any, legal: list[Action]) -> None:
        try:
            action = self.bot.choose(view, legal)
            if action not in legal:
                raise ValueError(f"bot {getattr(self.bot, 'name', '?')} chose an action that is not legal: {action}")
            outcome: tuple[Action | None, BaseException | None] = (action, None)
        except BaseException as exc:  # a broken bot must not take the client down
            outcome = (None, exc)
        with self._lock:
            if job == self._job:
                self._result, self._error = outcome
