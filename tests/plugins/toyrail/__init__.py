"""A tiny test-only route game: draw cards blind, pay them to claim routes. Exercises the core."""
