"""Seeded games play the same as before a change to the engine: the guard of speed work.

Saves must replay and bot measurements must stay comparable, so a change made for speed must not
alter the legal actions a seat is offered (their order and their values), what the seat sees (the
view the other bots decide on), the action a seeded bot picks, the events each action raises or the
final scores. Each case below plays a few
seeded random-bot games and hashes all of that, action by action; the digests were computed on the
engine before the change. A deliberate rule change that alters games updates them: print the new
digests with ``python tests/test_seeded_games.py`` and say in the commit why the games differ.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from game.bots import make_bot
from game.engine.match import Match
from game.plugins import default_registry

GAMES = 2

# (ruleset, variants, players, first seed) -> sha256 of GAMES games (see game_digest).
EXPECTED = {
    ('europe', (), 4, 11): '3df3c3eba7e71efce8df7f0fc7cddaaf9c211778fe83813fc6ff9d1a343a929f',
    ('europe', ('europe-short-game', 'europe-open-tickets'), 3, 12): 'dad0c672bcf46b1441c0ad57108639658f01e10baf904988f2b133f3f9609da0',
    ('europe-express', (), 4, 16): 'a679667ce1cc229d201f3cbad5ecff2c6aab815ae19de1c8a7598e62d011b8e8',
    ('express', (), 3, 18): '180dafa6834cc84f0f2949d6dc315128dfc2e6946a9b12af8536ad5282f633d9',
    ('express', (), 4, 17): '3c58893a8f98d62ec19701f9ff33cb03a4a4204f9cf93002c22080df98becfa1',
    ('marklin', (), 4, 15): 'a6b9e18cba8d30e91c2947a991e9dd5f71f11f533d7649a166b6d469b0fb8a66',
    ('transeuropa', (), 4, 13): 'e801af8d780e46eff03dae841ccc8ff763a34d934167db765bd0028c43d98ec4',
    ('transeuropa', ('transeuropa-locomotive-blocking', 'transeuropa-visible-objectives'), 3, 14): 'ec5fa7f47a247acddbe3ef99984b354b6b60a4a25373c09f523c761da170a24b',
}


def _action_key(action) -> tuple:
    return (action.seat, action.kind, action.target_type, action.target, action.choice)


def game_digest(ruleset: str, variants: tuple[str, ...], players: int, seed: int, games: int = GAMES) -> str:
    """sha256 over ``games`` random-bot games: at every step the acting seat, its view, its whole
    legal list in order, the chosen action and the events applying it raised; then the final
    scores."""
    registry = default_registry()
    digest = hashlib.sha256()
    for game in range(games):
        match = Match(ruleset, variants, players, seed=seed + game, registry=registry)
        bots = [make_bot("random", match, s, seed + game + s) for s in range(players)]
        while not match.is_over:
            seat = match.active_seats[0]
            view = json.dumps(match.view(seat), sort_keys=True)
            legal = match.legal_actions(seat)
            action = bots[seat].choose(None, legal)
            # Listed before the action is applied: a legal list describes the state it was made in.
            listed = [_action_key(a) for a in legal]
            events = match.apply(action)
            digest.update(repr((seat, view, listed, _action_key(action),
                                [e.to_dict() for e in events])).encode())
        digest.update(repr(sorted((s, v.to_dict()) for s, v in match.score().items())).encode())
    return digest.hexdigest()


@pytest.mark.parametrize("case", sorted(EXPECTED), ids=lambda c: f"{c[0]}{'+' if c[1] else ''}-{c[2]}p")
def test_seeded_random_games_are_unchanged(case):
    ruleset, variants, players, seed = case
    assert game_digest(ruleset, variants, players, seed) == EXPECTED[case]


if __name__ == "__main__":
    for case in sorted(EXPECTED):
        print(f"    {case!r}: {game_digest(*case)!r},")
