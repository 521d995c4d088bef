"""The state of a Trans Europa match: what a snapshot, a clone and the variants see.

Variants read these attributes (documented in docs/view-grid.md); locomotive blocking also writes
``markers`` when a marker moves.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.rules.grid_network import GridNetwork

from railcade_transeuropa.match_setup import TransEuropaSetup

MARKERS, BUILD, OVER = "markers", "build", "over"


@dataclass(frozen=True)
class RoundResult:
    """One scored round; public once the round is over (the cards are shown)."""

    round: int
    reason: str  # "connected" | "supply" | "stuck"
    winners: tuple[int, ...]
    cities: tuple[tuple[str, ...], ...]
    lost: tuple[int, ...]
    plain: tuple[int, ...]
    double: tuple[int, ...]
    virtual_segments: tuple[tuple[str, ...], ...]
    tracks: tuple[str, ...]
    barrier_before: int
    barrier_after: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "reason": self.reason,
            "winners": list(self.winners),
            "cities": [list(c) for c in self.cities],
            "lost": list(self.lost),
            "plain": list(self.plain),
            "double": list(self.double),
            "virtual_segments": [list(v) for v in self.virtual_segments],
            "tracks": list(self.tracks),
            "barrier_before": self.barrier_before,
            "barrier_after": self.barrier_after,
        }


class TransEuropaState:
    __slots__ = (
        "setup", "board", "players", "rng", "round", "first_player", "turn", "phase", "markers",
        "network", "placed_by", "supply", "cities", "plain_this_turn", "double_this_turn",
        "building_done", "round_ending", "passes", "points", "barrier", "history", "winners",
    )

    def __init__(self, setup: TransEuropaSetup, seed: int):
        self.setup = setup
        self.board = setup.board
        self.players = setup.players
        self.rng = random.Random(seed)
        self.round = 0
        self.first_player = setup.first_player
        self.turn: int | None = setup.first_player
        self.phase = MARKERS
        self.markers: list[int | None] = [None] * self.players
        self.network = GridNetwork(self.board)
        self.placed_by: list[int] = []  # seat per entry of network.order
        self.supply = setup.tracks
        self.cities: list[tuple[str, ...]] = [()] * self.players
        self.plain_this_turn = 0
        self.double_this_turn = 0
        self.building_done = False  # only turn-end actions / end_turn remain
        self.round_ending = False  # special case: one more plain segment, then the round ends
        self.passes = 0  # seats in a row that could not build
        self.points = [setup.start_points] * self.players
        self.barrier = setup.barrier.barrier
        self.history: list[RoundResult] = []
        self.winners: tuple[int, ...] = ()

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def clone(self) -> "TransEuropaState":
        twin = object.__new__(TransEuropaState)
        for name in self.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.markers = list(self.markers)
        twin.network = self.network.clone()
        twin.placed_by = list(self.placed_by)
        twin.cities = list(self.cities)
        twin.points = list(self.points)
        twin.history = list(self.history)  # results are frozen: sharing them is safe
        return twin

    def snapshot(self) -> dict[str, Any]:
        board = self.board
        return {
            "round": self.round,
            "first_player": self.first_player,
            "turn": self.turn,
            "phase": self.phase,
            "markers": [None if m is None else board.node_ids[m] for m in self.markers],
            "tracks": [board.seg_ids[s] for s in self.network.order],
            "placed_by": list(self.placed_by),
            "supply": self.supply,
            "cities": [list(c) for c in self.cities],
            "plain_this_turn": self.plain_this_turn,
            "double_this_turn": self.double_this_turn,
            "building_done": self.building_done,
            "round_ending": self.round_ending,
            "passes": self.passes,
            "points": list(self.points),
            "barrier": self.barrier,
            "history": [r.to_dict() for r in self.history],
            "winners": list(self.winners),
            "rng": list(self.rng.getstate()[1]),
        }

    # -- questions the rules ask often ----------------------------------------------------------

    def connected_cities(self, seat: int) -> list[str]:
        marker = self.markers[seat]
        if marker is None:
            return []
        net, board = self.network, self.board
        root = net.find(marker)
        return [c for c in self.cities[seat] if net.find(board.cities[c].node) == root]

    def has_all_cities(self, seat: int) -> bool:
        # connected_cities without building the list: asked after every track that joins networks.
        cities, marker = self.cities[seat], self.markers[seat]
        if not cities or marker is None:
            return False
        net, board_cities = self.network, self.board.cities
        root = net.find(marker)
        return all(net.find(board_cities[c].node) == root for c in cities)

    def seats_sharing(self, node: int) -> list[int]:
        """Seats whose marker is in the network of ``node``."""
        net = self.network
        root = net.find(node)
        return [s for s, m in enumerate(self.markers) if m is not None and net.find(m) == root]
