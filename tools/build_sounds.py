"""Synthesise the client's sound effects into game/assets/sounds/*.wav.

Standard library only (math, random, wave, array), with a fixed seed so every run writes the
same bytes. Each effect is a few lines of additive synthesis, filtered noise and envelopes;
all are 16-bit mono 44.1 kHz, shorter than 1.5 s, normalised to -1 dBFS with short fades so
they never click when started or cut.

    python tools/build_sounds.py [--out DIR]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from pathlib import Path

RATE = 44100
PEAK = 10 ** (-1 / 20)  # -1 dBFS: headroom for the mixer and for resampling
# Peak alone would let a dense buzz sound three times louder than a bell: cap the RMS too.
RMS_MAX = 0.2
FADE_IN = 0.004
FADE_OUT = 0.012
TAU = 2 * math.pi

Signal = list[float]


# --- building blocks --------------------------------------------------------------------------

def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def tone(freq, seconds: float, partials=((1, 1.0),), vibrato=(0.0, 0.0)) -> Signal:
    """Additive tone. ``freq`` is a number or a function of time (for sweeps);
    ``partials`` are (frequency ratio, amplitude); ``vibrato`` is (rate Hz, depth ratio)."""
    n = int(seconds * RATE)
    f = freq if callable(freq) else (lambda _t: freq)
    vr, vd = vibrato
    out = [0.0] * n
    phase = 0.0
    for i in range(n):
        t = i / RATE
        inst = f(t) * (1 + vd * math.sin(TAU * vr * t))
        phase += TAU * inst / RATE
        out[i] = sum(a * math.sin(r * phase) for r, a in partials)
    return out


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def lowpass(sig: Signal, cutoff) -> Signal:
    """One-pole low-pass; ``cutoff`` in Hz, or a function of time for sweeps."""
    cut = cutoff if callable(cutoff) else (lambda _t: cutoff)
    out, y = [0.0] * len(sig), 0.0
    for i, x in enumerate(sig):
        a = 1 - math.exp(-TAU * cut(i / RATE) / RATE)
        y += a * (x - y)
        out[i] = y
    return out


def highpass(sig: Signal, cutoff: float) -> Signal:
    low = lowpass(sig, cutoff)
    return [x - y for x, y in zip(sig, low)]


def bandpass(sig: Signal, low: float, high: float) -> Signal:
    return lowpass(highpass(sig, low), high)


def envelope(sig: Signal, attack: float, decay: float, curve: float = 1.0) -> Signal:
    """Linear attack, then exponential-ish decay to zero over ``decay`` seconds."""
    na = max(1, int(attack * RATE))
    nd = max(1, int(decay * RATE))
    out = []
    for i, x in enumerate(sig):
        if i < na:
            g = i / na
        else:
            k = (i - na) / nd
            g = max(0.0, 1 - k) ** (2 * curve) if k < 1 else 0.0
        out.append(x * g)
    return out


def adsr(sig: Signal, attack: float, release: float, sustain: float = 1.0) -> Signal:
    """Rise over ``attack``, hold at ``sustain``, fall over the last ``release`` seconds."""
    n = len(sig)
    na, nr = max(1, int(attack * RATE)), max(1, int(release * RATE))
    out = []
    for i, x in enumerate(sig):
        g = sustain
        if i < na:
            g = sustain * i / na
        if i > n - nr:
            g *= max(0.0, (n - i) / nr)
        out.append(x * g)
    return out


def gain(sig: Signal, g: float) -> Signal:
    return [x * g for x in sig]


def mix(*parts: tuple[float, Signal]) -> Signal:
    """Sum signals, each placed at a start time in seconds."""
    end = max(int(at * RATE) + len(s) for at, s in parts)
    out = [0.0] * end
    for at, s in parts:
        o = int(at * RATE)
        for i, x in enumerate(s):
            out[o + i] += x
    return out


def note(name: str) -> float:
    """Frequency of a note such as 'C5' or 'F#4' (equal temperament, A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    base, rest = name[0], name[1:]
    shift = 0
    if rest.startswith("#"):
        shift, rest = 1, rest[1:]
    elif rest.startswith("b"):
        shift, rest = -1, rest[1:]
    return 440.0 * 2 ** ((steps[base] + shift + 12 * (int(rest) - 4)) / 12)


def finish(sig: Signal) -> Signal:
    """Fade the ends; scale to a -1 dBFS peak unless that makes it louder than RMS_MAX."""
    n = len(sig)
    fi, fo = int(FADE_IN * RATE), int(FADE_OUT * RATE)
    sig = list(sig)
    for i in range(min(fi, n)):
        sig[i] *= i / fi
    for i in range(min(fo, n)):
        sig[n - 1 - i] *= i / fo
    peak = max(abs(x) for x in sig) or 1.0
    rms = math.sqrt(sum(x * x for x in sig) / max(1, n)) or 1.0
    g = min(PEAK / peak, RMS_MAX / rms)
    return [x * g for x in sig]


# --- the effects ------------------------------------------------------------------------------

# Soft, rounded timbres: a bright square or saw would tire players over a two-hour game.
WARM = ((1, 1.0), (2, 0.35), (3, 0.12), (4, 0.05))
BRASS = ((1, 1.0), (2, 0.7), (3, 0.5), (4, 0.32), (5, 0.2), (6, 0.12), (7, 0.06))
BELL = ((1, 1.0), (2.76, 0.45), (5.4, 0.22), (8.93, 0.08))


def card_draw(rng: random.Random) -> Signal:
    # A card sliding off the deck: a short breath of noise whose colour brightens.
    swish = lowpass(highpass(noise(0.16, rng), 900), lambda t: 1800 + 14000 * t)
    return envelope(swish, 0.03, 0.13, curve=0.8)


def card_flip(rng: random.Random) -> Signal:
    # Lifting, then slapping a card face up: a soft swish, a crisp snap and a papery thump.
    swish = envelope(bandpass(noise(0.12, rng), 1200, 6000), 0.04, 0.08)
    snap = envelope(highpass(noise(0.05, rng), 2500), 0.001, 0.04)
    thump = envelope(tone(140, 0.09, ((1, 1.0), (2.3, 0.3))), 0.002, 0.08)
    return mix((0.0, gain(swish, 0.5)), (0.1, snap), (0.1, gain(thump, 0.6)))


def claim(rng: random.Random) -> Signal:
    # A steam whistle (a minor-third chord with breath and a slight wobble) then two clacks
    # of wheels over a rail joint: the route is yours.
    def whistle(f):
        body = tone(f, 0.55, ((1, 1.0), (2, 0.25), (3, 0.08)), vibrato=(5.5, 0.004))
        return adsr(body, 0.05, 0.18, 0.8)
    # Filtered twice: a single one-pole band lets a hiss through up to 20 kHz.
    breath = bandpass(bandpass(noise(0.55, rng), 600, 2500), 600, 3000)
    breath = adsr(breath, 0.05, 0.2, 0.4)
    whistle_all = mix((0, whistle(note("D5"))), (0, gain(whistle(note("F5")), 0.8)),
                      (0, gain(whistle(note("A5")), 0.5)), (0, breath))
    clack = clack_sound(rng)
    return mix((0.0, gain(whistle_all, 0.55)), (0.62, clack), (0.82, gain(clack, 0.85)))


def clack_sound(rng: random.Random) -> Signal:
    hit = envelope(highpass(noise(0.03, rng), 1500), 0.0005, 0.025)
    body = envelope(tone(320, 0.12, ((1, 1.0), (2.9, 0.5), (5.1, 0.2))), 0.001, 0.1)
    return mix((0, gain(hit, 0.7)), (0, body))


def track_placed(rng: random.Random) -> Signal:
    # A wooden piece set on the board: two short resonant knocks over a tiny click.
    knock = tone(1050, 0.09, ((1, 1.0), (2.41, 0.55), (3.9, 0.25)))
    knock = envelope(knock, 0.0008, 0.07, curve=1.4)
    low = envelope(tone(420, 0.1, ((1, 1.0), (2.1, 0.3))), 0.001, 0.09)
    click = envelope(highpass(noise(0.01, rng), 3000), 0.0003, 0.008)
    return mix((0, knock), (0, gain(low, 0.6)), (0, gain(click, 0.5)))


def tunnel(rng: random.Random) -> Signal:
    # Rumble inside the mountain: deep filtered noise that swells and fades, over a low hum.
    deep = lowpass(lowpass(noise(1.3, rng), 180), 260)
    deep = adsr(deep, 0.35, 0.6)
    wobble = [x * (0.75 + 0.25 * math.sin(TAU * 7 * i / RATE)) for i, x in enumerate(deep)]
    hum = adsr(tone(lambda t: 52 - 6 * t, 1.3, ((1, 1.0), (2, 0.4))), 0.3, 0.6, 0.5)
    return mix((0, gain(wobble, 4.0)), (0, gain(hum, 0.4)))


def network_merge(rng: random.Random) -> Signal:
    # Two bell strokes a fifth apart: two networks ring together.
    def bell(f, length):
        return envelope(tone(f, length, BELL), 0.002, length, curve=1.2)
    return mix((0.0, bell(note("E6"), 0.9)), (0.14, gain(bell(note("B6"), 1.0), 0.8)),
               (0.14, gain(bell(note("E5"), 1.0), 0.4)))


def score_tick(rng: random.Random) -> Signal:
    # A tiny rising blip, pleasant when repeated fast as the score counts up.
    blip = tone(lambda t: 1400 + 3000 * t, 0.06, ((1, 1.0), (2, 0.2)))
    return envelope(blip, 0.002, 0.055)


def round_end(rng: random.Random) -> Signal:
    # A bright four-note arpeggio resolving on a held chord.
    parts = []
    for k, n in enumerate(("C5", "E5", "G5")):
        parts.append((0.11 * k, envelope(tone(note(n), 0.25, WARM), 0.006, 0.24)))
    for n, g in (("C6", 1.0), ("G5", 0.5), ("E5", 0.45)):
        parts.append((0.33, gain(envelope(tone(note(n), 0.75, WARM), 0.01, 0.75, 0.8), g)))
    return mix(*parts)


def win(rng: random.Random) -> Signal:
    # A little brass fanfare: three pick-ups and a triumphant major chord with vibrato.
    def horn(n, length, vib=0.0):
        body = tone(note(n), length, BRASS, vibrato=(5.0, vib))
        return adsr(lowpass(body, 3500), 0.025, min(0.08, length / 2), 0.9)
    parts = [(0.0, horn("G4", 0.13)), (0.15, horn("G4", 0.13)), (0.3, horn("G4", 0.13)),
             (0.45, horn("C5", 0.3)), (0.78, horn("E5", 0.12))]
    for n, g in (("G5", 1.0), ("E5", 0.6), ("C5", 0.55)):
        parts.append((0.92, gain(adsr(horn(n, 0.52, 0.006), 0.01, 0.35), g)))
    return mix(*parts)


def button_click(rng: random.Random) -> Signal:
    # A short, soft tick: confirms a press without competing with the game sounds.
    tick = envelope(tone(2300, 0.035, ((1, 1.0), (1.7, 0.4))), 0.0005, 0.03, curve=1.5)
    body = envelope(tone(600, 0.04), 0.001, 0.035)
    return mix((0, tick), (0, gain(body, 0.5)))


def error(rng: random.Random) -> Signal:
    # Two low, muffled buzzes: "not allowed", without a harsh alarm.
    def buzz():
        b = tone(165, 0.13, ((1, 1.0), (3, 0.33), (5, 0.2), (7, 0.14)))
        return adsr(lowpass(b, 900), 0.008, 0.04)
    return mix((0.0, buzz()), (0.17, buzz()))


EFFECTS = {
    "card_draw": card_draw,
    "card_flip": card_flip,
    "claim": claim,
    "track_placed": track_placed,
    "tunnel": tunnel,
    "network_merge": network_merge,
    "score_tick": score_tick,
    "round_end": round_end,
    "win": win,
    "button_click": button_click,
    "error": error,
}


def write_wav(path: Path, sig: Signal) -> None:
    pcm = array("h", (max(-32767, min(32767, round(x * 32767))) for x in sig))
    if sys.byteorder != "little":
        pcm.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Synthesise the client's sound effects.")
    ap.add_argument("--out", type=Path,
                    default=Path(__file__).resolve().parent.parent / "game/assets/sounds")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        # One seed per effect, so changing one effect never changes another's bytes.
        sig = finish(make(random.Random(f"railcade-{name}")))
        if len(sig) > 1.5 * RATE:
            raise SystemExit(f"{name} is {len(sig) / RATE:.2f} s, over 1.5 s")
        path = args.out / f"{name}.wav"
        write_wav(path, sig)
        print(f"{path.name}: {len(sig) / RATE:.2f} s, {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
