"""One game being played at the table: the match, who sits where, and the bots' thinking.

Bots think in a worker thread so the window never freezes. The worker gets a clone of the match:
it builds the seat's legal actions and view, lets the bot choose from them (the bot sees nothing
else), and applies the choice to the clone. The render thread then adopts the clone as the match,
so no engine work for a bot's move ever runs on the render thread. A bot's move is adopted only if
the game has not moved on since (undo, load): each request remembers the length of the log.

Right after the move, still in the worker, come what the render thread needs next: the table's
view of the new state, the words of the move's events for the log and a copy of it for the next
bot. The frame that takes the move in (and the
one that asks the next bot) then finds them ready instead of working them out; both are used only
while the match is still the state they were made from (a human's action discards them).
"""

from __future__ import annotations

import random
import time
from concurrent.futures import Future, ThreadPoolExecutor

from game.engine.actions import Action, Event  # noqa: F401 - documented types
from game.engine.match import PluginFailure


class GameSession:
    def __init__(self, match):
        self.match = match
        self.humans = [i for i, s in enumerate(match.seats) if s.kind == "human"]
        self.bots = {}
        for i, seat in enumerate(match.seats):
            if seat.kind != "human":
                self.bots[i] = self._make_bot(seat.level or "random", i)
        self._executor: ThreadPoolExecutor | None = None
        self._pending: tuple[Future, int, int] | None = None  # future, seat, log length
        # Made by the worker after a bot's move (see the module's docstring): (match, log length,
        # viewer, its view) and (match, log length, a copy of it).
        self._ready_view: tuple | None = None
        self._ready_words: tuple | None = None  # (match, log length, viewer, language, words)
        self._spare: tuple | None = None
        self._asked_at = 0.0  # when the pending bot started thinking (time.perf_counter)

    def _make_bot(self, level: str, seat: int):
        from game.bots import make_bot

        seed = (self.match.seed * 31 + seat * 7919) % (2**31)
        try:
            return make_bot(level, self.match, seat, seed)
        except (ValueError, KeyError):
            return make_bot("random", self.match, seat, seed)

    @property
    def family(self) -> str:
        record = self.match.registry.get(self.match.setup.ruleset)
        return record.info.family if record and record.info else ""

    @property
    def hot_seat(self) -> bool:
        """Two or more humans share the screen: hide hands between their turns."""
        return len(self.humans) >= 2

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    def next_actor(self) -> int | None:
        """The seat to serve next: a bot if one may act (they play while humans decide in the
        simultaneous ticket choice), else the first human who may act."""
        if self.match.is_over:
            return None
        active = self.match.active_seats
        for seat in active:
            if seat in self.bots:
                return seat
        return active[0] if active else None

    # -- bots ----------------------------------------------------------------------------------

    def _pool(self) -> ThreadPoolExecutor:
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="railcade-bot")
        return self._executor

    def bot_thinking(self) -> bool:
        return self._pending is not None

    def searches(self, seat: int) -> bool:
        """The bot of ``seat`` searches against a time budget (hard, expert): the table counts
        its seconds while it thinks."""
        return bool(getattr(self.bots.get(seat), "time_budget", None))

    def thinking_progress(self, seat: int) -> tuple[float, float] | None:
        """(seconds thought, think budget) while a searching bot (one with a ``time_budget``:
        hard, expert) thinks for ``seat``, for the table's indicator; None otherwise."""
        if self._pending is None or self._pending[1] != seat:
            return None
        budget = getattr(self.bots.get(seat), "time_budget", None)
        if not budget:
            return None
        return time.perf_counter() - self._asked_at, float(budget)

    def _still(self, ready: tuple | None) -> bool:
        """``ready`` (see ``_ready_view``, ``_spare``) was made from the match as it stands."""
        return ready is not None and ready[0] is self.match and ready[1] == len(self.match.log)

    def request_bot(self, seat: int, viewer: int | None = None) -> None:
        """Let the bot of ``seat`` think in the worker; ``viewer``: whose view of the state after
        its move the table will show (worked out in the worker too)."""
        if self._pending is not None:
            return
        spare, self._spare = self._spare, None
        twin = spare[2] if self._still(spare) else self.match.clone()
        future = self._pool().submit(_think, self.bots[seat], twin, seat, viewer, frozenset(self.bots))
        self._pending = (future, seat, len(self.match.log))
        self._asked_at = time.perf_counter()

    def wait_bot(self, timeout: float) -> bool:
        """Block until the bot asked has played on its copy (at most ``timeout`` seconds); True
        when it has. For tests that drive the table frame by frame: the window never waits."""
        if self._pending is None:
            return False
        try:
            self._pending[0].result(timeout=timeout)
        except Exception:  # noqa: BLE001 - poll_bot handles a broken bot
            pass
        return self._pending[0].done()

    def move_ready(self) -> bool:
        """A bot has played on its copy: :meth:`poll_bot` returns at once."""
        return self._pending is not None and self._pending[0].done()

    def view(self, viewer: int | None) -> dict:
        """The match's view for ``viewer``: the one the worker made after the bot's move while the
        match is still that state and for that viewer, else worked out now. Read it, do not
        change it (the table and its animations share it)."""
        ready = self._ready_view
        if self._still(ready) and ready[2] == viewer and ready[3] is not None:
            return ready[3]
        return self.match.view(viewer)

    def told(self, viewer: int | None) -> list[str] | None:
        """The words of the last bot move's events as ``viewer`` sees them, in the language shown
        (see game.client.table_events.tell), worked out by the worker; None when the match moved
        on or they were made for another viewer or language."""
        from game.i18n import language

        ready = self._ready_words
        if self._still(ready) and ready[2] == viewer and ready[3] == language():
            return ready[4]
        return None

    def poll_bot(self, wait: float | None = None):
        """``(action, events)`` once the bot has played on its clone, which becomes the match (None
        while it thinks or if the game moved on)."""
        if self._pending is None:
            return None
        future, seat, log_len = self._pending
        if wait is not None:
            try:
                future.result(timeout=wait)
            except Exception:  # noqa: BLE001 - handled below with the fallback
                pass
        if not future.done():
            return None
        self._pending = None
        if log_len != len(self.match.log) or seat not in self.match.active_seats:
            return None
        try:
            twin, action, events, view, spare, words = future.result()
        except PluginFailure:
            raise  # a ruleset's hook broke on the bot's copy: the table leaves the game
        except Exception:  # noqa: BLE001 - a broken bot: play a legal move here, visibly
            legal = self.match.legal_actions(seat)
            if not legal:
                return None
            action = random.Random(log_len).choice(legal)
            return action, self.match.apply(action)
        self.match = twin
        length = len(twin.log)
        self._ready_view = (twin, length) + view
        self._ready_words = (twin, length, view[0]) + words
        self._spare = (twin, length, spare) if spare is not None else None
        return action, events

    def cancel_bot(self) -> None:
        self._pending = None

    # -- playing -------------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        self._pending = None
        return self.match.apply(action)

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


def _think(bot, twin, seat: int, viewer: int | None = None, bots=frozenset()):
    legal = twin.legal_actions(seat)
    view = twin.view(seat) if getattr(bot, "needs_view", True) else None
    try:
        action = bot.choose(view, list(legal))
    except Exception:  # noqa: BLE001 - a broken bot must not stop the game
        action = None
    if action is None or not twin.is_legal(action):
        action = random.Random(len(twin.log)).choice(legal)
    events = twin.apply(action)
    # What the render thread needs next, made here (see the module's docstring). A view that
    # fails is left to the render thread, where a plugin's failure is handled.
    try:
        after = twin.view(viewer)
    except Exception:  # noqa: BLE001
        after = None
    words = _words(twin, events, viewer)
    # The next bot's copy, when a bot plays next (a human's move would discard it).
    spare = twin.clone() if not twin.is_over and any(s in bots for s in twin.active_seats) else None
    return twin, action, events, (viewer, after), spare, words


def _words(twin, events, viewer: int | None) -> tuple:
    """(language, the log's words of each event as ``viewer`` sees it), told on the state after
    the move as the table tells them when it shows it."""
    from game.client.table_events import tell
    from game.i18n import language

    lang = language()
    return lang, [tell(twin, event.for_seat(viewer), lang) for event in events]
