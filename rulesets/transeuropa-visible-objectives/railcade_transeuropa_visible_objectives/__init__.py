"""Trans Europa, variant 1 "Cartes visibles": objectives face up, passed left each round."""
