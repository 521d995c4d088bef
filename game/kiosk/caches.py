"""The rules' move memos, emptied between games in a process that runs all day.

The route rulesets keep, per board and for the whole process, a memo of legal-move lists keyed by
hand and board (game.rules.route_turns): it makes the bots' playouts fast, and the engine empties
it only past ``MEMO_LIMIT`` entries. A desktop session never gets there; a kiosk playing demo after
demo does, slowly: each game of the normal bots adds about 2 MB that stay (the attract soak grew by
about 70 MB per simulated hour before this). Emptying the memo is always safe (the engine does it
itself at the limit, and legality falls back on equality); the next game refills what it uses.

Pure: no pygame.
"""

from __future__ import annotations

from typing import Any


def forget_move_memo(match: Any) -> bool:
    """Empty the memo of ``match``'s board, if its ruleset keeps one; True when there was one."""
    tables = getattr(getattr(match, "state", None), "tables", None)
    memo = getattr(tables, "memo", None)
    if not isinstance(memo, dict):
        return False
    memo.clear()
    return True
