"""Test-only variant of the toy game: no passing, and +1 point per claimed route."""
