"""Copy the client's fonts (DejaVu Sans regular and bold, DejaVu Sans Condensed bold) into
game/assets/fonts/.

Source: Debian's ``fonts-dejavu-core`` package (``apt-get install fonts-dejavu-core``) and, for the
condensed face, ``fonts-dejavu-extra``; both install the upstream TTF files unchanged under
/usr/share/fonts/truetype/dejavu/. DejaVu is
freely redistributable under the Bitstream Vera licence (DejaVu's own changes are public
domain); the licence text is kept next to the fonts in LICENSE.md and must travel with them.

Why DejaVu Sans: full Latin coverage for the French and other European UI strings (é è ç ö ü ø
œ …) plus arrows and symbols, clear at small sizes, and two files stay under 1.5 MB. The condensed bold
face names the cities on the maps: at the 24 px a TV needs, it is about a sixth narrower, which is
what lets the crowded corners of a board (Paris, Bruxelles, Amsterdam, Essen) keep every name clear.
The files are copied byte for byte (not subset): modifying them would oblige renaming.

    python tools/fetch_fonts.py [--from /usr/share/fonts/truetype/dejavu]
"""

from __future__ import annotations

import argparse
import hashlib
import shutil
import sys
from pathlib import Path

FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansCondensed-Bold.ttf")
DEFAULT_SOURCE = Path("/usr/share/fonts/truetype/dejavu")
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-dejavu-core/copyright")
OUT = Path(__file__).resolve().parent.parent / "game/assets/fonts"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Copy DejaVu Sans into game/assets/fonts/.")
    ap.add_argument("--from", dest="source", type=Path, default=DEFAULT_SOURCE)
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    missing = [f for f in FILES if not (args.source / f).is_file()]
    if missing:
        print(f"missing {missing} in {args.source}: apt-get install fonts-dejavu-core fonts-dejavu-extra",
              file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    for name in FILES:
        shutil.copyfile(args.source / name, args.out / name)
        digest = hashlib.sha256((args.out / name).read_bytes()).hexdigest()
        print(f"{name}: {(args.out / name).stat().st_size} bytes, sha256 {digest}")
    # The licence text travels in game/assets/fonts/LICENSE.md (committed, not generated);
    # compare it with the packager's copyright file when upgrading.
    print(f"licence: see {args.out / 'LICENSE.md'} (packager's copy: {DEBIAN_COPYRIGHT})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
