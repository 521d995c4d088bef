"""Fonts with their licence, copied by tools/fetch_fonts.py."""
