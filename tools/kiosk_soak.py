"""Attract-mode soak: the kiosk left alone for hours, headless, with time sped up; the process's
memory (RSS) is sampled to show it does not grow. Run by hand, not in CI:

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/kiosk_soak.py --hours 3

The app's fixed-step clock is advanced as fast as the machine allows (frames are drawn, one in
``--draw-every``), so a simulated hour takes a few minutes; the bots of the demo games think in
their worker thread in real time as usual. After ``--warmup`` simulated minutes (fonts, caches and
the first demo of each game filled), RSS is sampled every simulated five minutes; the growth per
simulated hour is the least-squares slope of those samples. Target: below 10 MB per simulated hour.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

STEP = 1 / 30


def rss_mb() -> float:
    with open("/proc/self/statm") as handle:
        pages = int(handle.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def slope(points: list[tuple[float, float]]) -> float:
    n = len(points)
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    var = sum((x - mx) ** 2 for x, _ in points)
    return sum((x - mx) * (y - my) for x, y in points) / var if var else 0.0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hours", type=float, default=3.0, help="simulated hours")
    parser.add_argument("--warmup", type=float, default=20.0, help="simulated minutes before sampling")
    parser.add_argument("--draw-every", type=int, default=2, help="draw one frame in N")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.kiosk.child import make_kiosk_app
    from game.kiosk.config import KioskConfig, hash_pin, replace

    data = Path(tempfile.mkdtemp(prefix="railcade-soak-"))
    config = replace(replace(KioskConfig(), "paths.data", str(data)), "admin.pin_hash", hash_pin("0000", 1000))
    config = replace(config, "screen.dim_after", 86400)  # keep drawing the demo, never a dimmed frame
    config = replace(config, "screen.on", "00:00")
    config = replace(config, "screen.off", "00:00")
    app = make_kiosk_app(config, None, fullscreen=False, audio=False)
    app.kiosk.start_attract()
    attract = app.scene
    total = args.hours * 3600
    simulated, frame, next_sample = 0.0, 0, args.warmup * 60
    samples: list[tuple[float, float]] = []
    started = time.perf_counter()
    cpu0 = resource.getrusage(resource.RUSAGE_SELF)
    while simulated < total:
        app.update(STEP)
        simulated += STEP
        frame += 1
        if frame % args.draw_every == 0:
            app.draw()
        if app.scene is not attract:
            print(f"attract mode left at {simulated:.0f} s: {type(app.scene).__name__}", file=sys.stderr)
            return 1
        if simulated >= next_sample:
            samples.append((simulated / 3600, rss_mb()))
            next_sample += 300
            print(f"{simulated / 3600:5.2f} h simulated, {attract.demos} demos, RSS {samples[-1][1]:.1f} MB, "
                  f"{time.perf_counter() - started:.0f} s wall", flush=True)
    wall = time.perf_counter() - started
    cpu = resource.getrusage(resource.RUSAGE_SELF)
    attract.close()
    result = {
        "simulated_hours": args.hours,
        "wall_seconds": round(wall, 1),
        "speed_up": round(total / wall, 1),
        "cpu_seconds": round(cpu.ru_utime + cpu.ru_stime - cpu0.ru_utime - cpu0.ru_stime, 1),
        "demo_games": attract.demos,
        "rss_first_mb": round(samples[0][1], 1) if samples else None,
        "rss_last_mb": round(samples[-1][1], 1) if samples else None,
        "rss_max_mb": round(max(s[1] for s in samples), 1) if samples else None,
        "growth_mb_per_simulated_hour": round(slope(samples), 2) if len(samples) > 1 else None,
        "samples": len(samples),
        "load": os.getloadavg(),
    }
    print(json.dumps(result, indent=2))
    growth = result["growth_mb_per_simulated_hour"]
    return 0 if growth is not None and growth < 10 else 1


if __name__ == "__main__":
    sys.exit(main())
