"""Trans Europa for railcade: link your five cities by rail, networks are shared, rounds are scored
by the exact count of missing segments. Hooks are in ``plugin``; the rules in plain modules."""
