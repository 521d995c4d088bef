"""``railcade bench client``: frame times of a bot game with every animation, headless at 1920x1080.

Reports update+draw+present time per frame (p50/p95/p99/max), the floor of one bare full-screen
blit and flip on the same machine (so the figures read as a ratio; the target is p99 within 3x of
it), the time from start to the first title frame, and the peak resident memory. The floor blits a
blank, never-written surface, which is cheaper than any real picture (its pages read as zeros);
``floor_picture_ms`` is the same blit and flip of a surface filled with the table's background, a
floor a whole real frame cannot go under, given alongside (the target stays on ``floor_ms``).

A frame is presented as the window's loop presents it (``App.present``): a table whose screen still
holds its last frame draws only what changed and hands those rectangles to the display
(game.client.dirty); any other frame is drawn whole and flipped. So the figures are those of the
real loop, not of a loop that redraws more than the window does.

``thinking``: the same frames in a game whose bots search (Europe, two hard bots), each thinking
up to its time budget in the worker thread while frames are drawn, over all frames and over those
drawn while a bot thought (the render thread then shares the interpreter with the search).
"""

from __future__ import annotations

import os
import sys
import time

START = time.perf_counter()


def _peak_rss_mb() -> float:
    try:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return round(peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024, 1)
    except (ImportError, OSError):
        return 0.0


def _percentiles(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    if not ordered:
        return {"p50": 0.0, "p95": 0.0, "p99": 0.0, "max": 0.0}

    def pick(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)

    return {"p50": pick(0.50), "p95": pick(0.95), "p99": pick(0.99), "max": round(ordered[-1], 3)}


def _blit_flip_ms(screen, surface, times: int = 120) -> list[float]:
    from game.client.pg import pygame

    out = []
    for _ in range(times):
        s = time.perf_counter()
        screen.blit(surface, (0, 0))
        pygame.display.flip()
        out.append((time.perf_counter() - s) * 1000)
    return out


def run_benchmark(ruleset: str | None = None, frames: int = 1500, seed: int = 1) -> dict:
    from game.client.headless import make_app, make_match, prepare_environment

    prepare_environment()
    t0 = time.perf_counter()
    app = make_app("en", audio=True)
    from game.client.pg import pygame
    from game.client.scenes.table import TableScene
    from game.client.scenes.title import TitleScene

    app.push(TitleScene(app))
    app.update(1 / 60)
    app.draw()
    pygame.display.flip()
    startup = time.perf_counter() - t0

    # Floor: one 1920x1080 blit and flip.
    background = pygame.Surface(app.screen.get_size()).convert()
    floor = _blit_flip_ms(app.screen, background)
    # The same of a surface holding a picture (the table's background colour): a never-written
    # surface reads as zero pages and blits faster than any real frame can (about 1.4x here).
    from game.client import theme

    picture = pygame.Surface(app.screen.get_size()).convert()
    picture.fill(theme.BG)
    floor_picture = _blit_flip_ms(app.screen, picture)

    results = {}
    registry = app.registry
    ids = [ruleset] if ruleset else [r.id for r in registry.rulesets()]
    all_frames: list[float] = []
    all_cpu: list[float] = []
    for rid in ids:
        record = registry.get(rid)
        if record is None:
            continue
        players = max(record.info.players_min, min(record.info.players_max, 4))
        match = make_match(rid, (), players, seed=seed, humans=0, registry=registry)
        table = TableScene(app, match)
        app.reset_to(table)
        times: list[float] = []
        cpu: list[float] = []
        # The bot thinks in its thread while frames are drawn, as in a real game: frames that
        # wait on it for the interpreter lock count.
        _play_frames(app, table, frames, times, cpu)
        actions = len(table.match.log)
        table.close()
        results[rid] = {"frames": len(times), "actions": actions, "frame_ms": _percentiles(times),
                        "frame_cpu_ms": _percentiles(cpu)}
        all_frames.extend(times)
        all_cpu.extend(cpu)
    # Measured before the thinking part, whose searching bot holds its own copies of the match.
    peak = _peak_rss_mb()
    thinking = run_thinking(app, seed=seed) if ruleset is None else None
    out = {
        "frame_ms": _percentiles(all_frames),
        "frame_cpu_ms": _percentiles(all_cpu),
        "floor_ms": _percentiles(floor)["p50"],
        "floor_picture_ms": _percentiles(floor_picture)["p50"],
        "startup_s": round(startup, 3),
        "peak_rss_mb": peak,
        "rulesets": results,
        "size": list(app.screen.get_size()),
        "video_driver": os.environ.get("SDL_VIDEODRIVER", ""),
    }
    if thinking is not None:
        out["thinking"] = thinking
    return out


def _play_frames(app, table, frames: int, times: list, cpu: list, flags: list | None = None,
                 late: list | None = None) -> None:
    """Up to ``frames`` frames of ``table`` as the window's loop draws them (update, draw, present,
    then sleep to the next 1/120 s tick: the bot gets the interpreter meanwhile); ``flags``: whether
    a bot was thinking when each frame began; ``late``: how much later than asked each sleep woke
    (with the interpreter back: a thinking bot holds it up to the switch interval)."""
    from game.client.scenes.score import RoundScoreScene, ScoreScene

    for _ in range(frames):
        if isinstance(app.scene, RoundScoreScene):
            app.scene.done()
        if isinstance(app.scene, ScoreScene):
            break
        if flags is not None:
            flags.append(table.session.bot_thinking() and not table.session.move_ready())
        # thread_time is this thread's CPU alone, so the gap to wall time shows waits (the
        # interpreter lock, other processes on a shared machine).
        s, c = time.perf_counter(), time.thread_time()
        app.update(1 / 60)
        app.draw()
        app.present()
        times.append((time.perf_counter() - s) * 1000)
        cpu.append((time.thread_time() - c) * 1000)
        pause = max(0.0, 1 / 120 - (time.perf_counter() - s))
        slept = time.perf_counter()
        time.sleep(pause)
        if late is not None:
            late.append((time.perf_counter() - slept - pause) * 1000)


THINKING = ("europe", 2, "hard")  # ruleset, seats, bot level of the thinking part


def run_thinking(app, frames: int = 1500, seed: int = 1) -> dict:
    """Frames of a game whose bots search (Europe, two hard bots): each thinks up to its time
    budget in the worker thread while the frames are drawn, so they share the interpreter with
    it. Reported over all frames and over those drawn while a bot was thinking."""
    from game.client.headless import make_match
    from game.client.scenes.table import TableScene

    rid, players, level = THINKING
    if app.registry.get(rid) is None:
        return {"skipped": f"{rid} is not installed"}
    match = make_match(rid, (), players, seed=seed, humans=0, registry=app.registry, level=level)
    table = TableScene(app, match)
    app.reset_to(table)
    times: list[float] = []
    cpu: list[float] = []
    flags: list[bool] = []
    late: list[float] = []
    _play_frames(app, table, frames, times, cpu, flags, late)
    actions = len(table.match.log)
    table.close()

    def split(values: list[float], thinking: bool) -> dict[str, float]:
        return _percentiles([v for v, f in zip(values, flags) if f == thinking])
    return {"ruleset": rid, "seats": players, "level": level, "frames": len(times), "actions": actions,
            "frames_thinking": sum(flags), "switch_interval_ms": round(sys.getswitchinterval() * 1000, 3),
            "frame_ms": _percentiles(times), "frame_cpu_ms": _percentiles(cpu),
            "frame_ms_thinking": split(times, True), "frame_ms_idle": split(times, False),
            "wake_late_ms_thinking": split(late, True), "wake_late_ms_idle": split(late, False)}


if __name__ == "__main__":
    import json

    print(json.dumps(run_benchmark(), indent=2))
