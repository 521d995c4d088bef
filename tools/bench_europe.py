#!/usr/bin/env python3
"""Random-bot 4-player Ticket to Ride Europe games per second (see railcade_europe/bench.py)."""

import sys

from railcade_europe.bench import main

if __name__ == "__main__":
    sys.exit(main())
