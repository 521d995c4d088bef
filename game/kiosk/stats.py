"""Owner stats: one JSON object per line, appended as games start, pause, resume, finish or are
abandoned; ``railcade kiosk --stats`` reads them back into a table.

A line: ``{"t": "2025-03-12T14:05:09+01:00", "event": "started", "game": "europe-123", "ruleset":
"europe", "variants": [], "humans": 2, "bots": 1}``. A game's duration is the time from its
``started`` line to its ``finished`` one (paused time included: it is the time the table was
taken). Lines that cannot be read are skipped and counted, never fatal.
"""

from __future__ import annotations

import json
import os
from collections import Counter, defaultdict
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Iterable

from game.i18n.plural import format_text

EVENTS = ("started", "resumed", "paused", "finished", "abandoned")


def game_id(save_or_match) -> str:
    """A game's name in the stats: its ruleset and seed (a resumed game keeps it)."""
    setup = getattr(save_or_match, "setup", None)
    ruleset = setup.ruleset if setup is not None else save_or_match.ruleset
    return f"{ruleset}-{save_or_match.seed}"


class StatsLog:
    def __init__(self, path: str | os.PathLike[str], now: Callable[[], datetime] | None = None):
        self.path = Path(path)
        self.now = now or (lambda: datetime.now().astimezone())
        self.error = ""

    def record(self, event: str, **fields: Any) -> None:
        """Append one line; a disk problem is remembered in :attr:`error`, never raised."""
        line = {"t": self.now().isoformat(timespec="seconds"), "event": event, **fields}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8") as handle:
                handle.write(json.dumps(line, ensure_ascii=False) + "\n")
        except OSError as exc:
            self.error = f"{self.path}: {exc.strerror or exc}"


def read_lines(path: str | os.PathLike[str]) -> tuple[list[dict[str, Any]], int]:
    """The readable lines and how many were not."""
    good, bad = [], 0
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return [], 0
    for raw in text.splitlines():
        if not raw.strip():
            continue
        try:
            line = json.loads(raw)
            datetime.fromisoformat(line["t"])
            if line["event"] not in EVENTS:
                raise ValueError
        except (ValueError, KeyError, TypeError):
            bad += 1
            continue
        good.append(line)
    return good, bad


def summarize(lines: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """Per ruleset: started, finished, abandoned, mean minutes of finished games; games started per
    hour of the day."""
    per: dict[str, dict[str, Any]] = defaultdict(lambda: {"started": 0, "finished": 0, "abandoned": 0,
                                                          "durations": []})
    started_at: dict[str, datetime] = {}
    hours: Counter[int] = Counter()
    for line in lines:
        event, ruleset = line["event"], str(line.get("ruleset", "?"))
        when = datetime.fromisoformat(line["t"])
        game = str(line.get("game", ""))
        if event == "started":
            per[ruleset]["started"] += 1
            started_at[game] = when
            hours[when.hour] += 1
        elif event == "finished":
            per[ruleset]["finished"] += 1
            if game in started_at:
                per[ruleset]["durations"].append((when - started_at.pop(game)).total_seconds() / 60)
        elif event == "abandoned":
            per[ruleset]["abandoned"] += 1
            started_at.pop(game, None)
    rows = {}
    for ruleset, data in sorted(per.items()):
        durations = data.pop("durations")
        data["mean_minutes"] = round(sum(durations) / len(durations), 1) if durations else None
        rows[ruleset] = data
    busiest = [{"hour": hour, "started": count} for hour, count in sorted(hours.items(), key=lambda i: (-i[1], i[0]))]
    return {"rulesets": rows, "busiest_hours": busiest}


def format_table(summary: dict[str, Any], unreadable: int = 0, names: Callable[[str], str] = str) -> str:
    rows = [("game", "started", "finished", "abandoned", "mean min")]
    for ruleset, data in summary["rulesets"].items():
        mean = "-" if data["mean_minutes"] is None else f"{data['mean_minutes']:.1f}"
        rows.append((names(ruleset), str(data["started"]), str(data["finished"]), str(data["abandoned"]), mean))
    if len(rows) == 1:
        rows.append(("(no games yet)", "", "", "", ""))
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    out = ["  ".join(cell.ljust(widths[0]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(row))
           for row in rows]
    out.insert(1, "  ".join("-" * w for w in widths))
    busiest = summary["busiest_hours"][:3]
    if busiest:
        out.append("")
        out.append("busiest hours: " + ", ".join(f"{b['hour']:02d}:00–{(b['hour'] + 1) % 24:02d}:00 "
                                                 f"({b['started']} started)" for b in busiest))
    if unreadable:
        out.append(format_text("({n} unreadable {n:line|lines} skipped)", "en", n=unreadable))
    return "\n".join(out)
