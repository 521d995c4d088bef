"""The fixed facts of one Trans Europa match, built once from the manifests and shared by every
clone of its state: the board as integers, the supply, the barrier rule, the cards in play."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.grid_board import GridBoard
from game.rules.score_track import BarrierRule

# GridBoard by manifest identity: building one takes a few milliseconds and every match of a
# simulation run shares the same loaded manifest. The manifest is kept in the value so its id
# cannot be reused by another object.
_BOARDS: dict[int, tuple[Any, GridBoard]] = {}


def board_of(manifest: Any) -> GridBoard:
    cached = _BOARDS.get(id(manifest))
    if cached is None or cached[0] is not manifest:
        cached = _BOARDS[id(manifest)] = (manifest, GridBoard.from_manifest(manifest))
    return cached[1]


@dataclass(frozen=True)
class TransEuropaSetup:
    board: GridBoard
    players: int
    tracks: int
    start_points: int
    barrier: BarrierRule
    deck: tuple[str, ...]  # city cards in play, grouped by colour in board.colors order
    plain_per_turn: int = 2
    first_player: int = 0
    all_pass_ends_round: bool = True

    @classmethod
    def from_game(cls, game: Any) -> "TransEuropaSetup":
        manifest = game.data.board
        rules = game.rules  # the ruleset's [rules] with any variant's changes
        board = board_of(manifest)
        cards = manifest.city_cards
        remove_dotted = game.options.get("dotted_cards_out", True) and game.players < cards.dotted_out_below_players
        out = set(cards.dotted) if remove_dotted else set()
        deck = tuple(
            city_id for color in board.colors for city_id in board.cities_of_color(color) if city_id not in out
        )
        start = manifest.score_track.spaces
        return cls(
            board=board,
            players=game.players,
            tracks=manifest.supply.tracks,
            start_points=start,
            barrier=BarrierRule.from_rules(rules, start),
            deck=deck,
            plain_per_turn=int(rules.get("plain_per_turn", 2)),
            first_player=int(rules.get("first_player", 0)) % game.players,
            all_pass_ends_round=bool(rules.get("all_pass_ends_round", True)),
        )
