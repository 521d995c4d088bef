"""Trans Europa, variant 2 "Blocage de locomotives": markers block, and may move."""
