"""How far apart two colours look, in normal vision and with a colour-vision deficiency.

Used to choose and check the palettes (tests/client/test_palette.py): the seat colours, the card
colours and the route colours must stay apart for every player at the table.

- Deficiencies are simulated with the matrices of Machado, Oliveira and Fernandes (2009), "A
  Physiologically-based Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6)), at
  severity 1.0 (protanopia, deuteranopia, tritanopia). They apply to linear RGB, so sRGB values
  are linearised first and encoded back after.
- Distances are CIEDE2000 (CIE 142-2001) on CIELAB under D65, with the formulas as given by Sharma,
  Wu and Dalal (2005), whose published test pairs the tests reproduce.

Pure Python, no pygame: the checks run anywhere.
"""

from __future__ import annotations

import math
from itertools import combinations
from typing import Mapping, Sequence

RGB = Sequence[float]

MACHADO_2009: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", *MACHADO_2009)


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encode(c: float) -> float:
    c = max(0.0, min(1.0, c))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb: RGB, vision: str) -> tuple[float, float, float]:
    """The sRGB colour a person with ``vision`` sees for ``rgb`` (0..255 each)."""
    if vision == "normal":
        return float(rgb[0]), float(rgb[1]), float(rgb[2])
    m = MACHADO_2009[vision]
    lin = [_linear(v) for v in rgb[:3]]
    return tuple(_encode(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))  # type: ignore[return-value]


def to_lab(rgb: RGB) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (_linear(v) for v in rgb[:3])
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e2000(lab1: Sequence[float], lab2: Sequence[float]) -> float:
    """CIEDE2000 colour difference (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    d_l = l2 - l1
    d_c = c2p - c1p
    if c1p * c2p == 0:
        d_h = 0.0
    else:
        d_h = h2p - h1p
        if d_h > 180:
            d_h -= 360
        elif d_h < -180:
            d_h += 360
    d_big_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(d_h / 2))
    l_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_mean = (h1p + h2p + 360) / 2
    else:
        h_mean = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6)) - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean ** 7 / (cp_mean ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((d_l / s_l) ** 2 + (d_c / s_c) ** 2 + (d_big_h / s_h) ** 2
                     + r_t * (d_c / s_c) * (d_big_h / s_h))


def distance(a: RGB, b: RGB, vision: str = "normal") -> float:
    """CIEDE2000 between two sRGB colours as seen with ``vision``."""
    return delta_e2000(to_lab(simulate(a, vision)), to_lab(simulate(b, vision)))


def closest_pairs(palette: Mapping[str, RGB], visions: Sequence[str] = VISIONS) -> list[tuple[float, str, str, str]]:
    """Every pair of the palette under every vision, closest first: (distance, vision, a, b)."""
    out = [(distance(palette[a], palette[b], v), v, a, b)
           for v in visions for a, b in combinations(palette, 2)]
    return sorted(out)


def closest_across(first: Mapping[str, RGB], second: Mapping[str, RGB],
                   visions: Sequence[str] = ("normal",)) -> list[tuple[float, str, str, str]]:
    """Every colour of ``first`` against every colour of ``second``, closest first."""
    out = [(distance(first[a], second[b], v), v, a, b) for v in visions for a in first for b in second]
    return sorted(out)
