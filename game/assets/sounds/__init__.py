"""Sound effects, synthesised by tools/build_sounds.py."""
