"""The cards of one match as small integers, and the numbers of its rules.

A card type is an index into :class:`CardSet`; hands are lists of counts per type, piles lists of
types. Everything here is read once per match from ``cards.toml``, the ``[rules]`` table and the
options, so the rules code never looks a name up in its inner loops.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any, Mapping

from railcade_express.kinds import ExpressDeck


@dataclass(frozen=True)
class CardSet:
    names: tuple[str, ...]  # type id by index
    groups: tuple[str, ...]
    counts: tuple[int, ...]
    values: tuple[int, ...]  # face value: train scoring, hand penalty, the dealer draw
    labels: tuple[Mapping[str, str], ...]  # {"fr": ..., "en": ...}
    passenger_order: tuple[int, ...]
    counter_of: Mapping[int, int]  # disaster -> the maintenance car that counters it
    diesel: int
    caboose: int
    wild: int
    turntable: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "index", {name: i for i, name in enumerate(self.names)})
        object.__setattr__(self, "rank", {t: r for r, t in enumerate(self.passenger_order)})
        object.__setattr__(self, "is_car", tuple(g in ("freight", "passenger") for g in self.groups))
        object.__setattr__(self, "is_passenger", tuple(g == "passenger" for g in self.groups))
        object.__setattr__(self, "is_maintenance", tuple(g == "maintenance" for g in self.groups))
        object.__setattr__(self, "is_disaster", tuple(g == "disaster" for g in self.groups))
        object.__setattr__(self, "size", sum(self.counts))  # cards in the deck
        # trains.train_tail's memo, kept with the cards it reads (matches share one card set)
        object.__setattr__(self, "tails", {})

    def __len__(self) -> int:
        return len(self.names)

    def id(self, name: str) -> int:
        try:
            return self.index[name]  # type: ignore[attr-defined]
        except KeyError:
            raise ValueError(f"unknown card {name!r}") from None

    def label(self, card: int, lang: str) -> str:
        return self.labels[card].get(lang) or self.names[card]

    def effect(self, card: int) -> str:
        """A disaster's effect: its id (wreck, derailment, breakage, theft, engine_switch)."""
        return self.names[card]


def card_set(deck: ExpressDeck, passenger_values: str = "scale", count_rule_base: int = 13) -> CardSet:
    names, groups, counts, values, labels = [], [], [], [], []
    for card in deck.cards:
        # Interned: the copies of finished deals that the checks keep (marshal keeps interned
        # strings the same objects) are then compared name by name by identity.
        names.append(sys.intern(card.id))
        groups.append(card.group)
        counts.append(card.count)
        value = card.value
        if card.group == "passenger" and passenger_values == "count_rule":
            value = max(1, count_rule_base - card.count)
        values.append(value)
        labels.append({"fr": card.names.fr, "en": card.names.en})
    index = {name: i for i, name in enumerate(names)}

    def single(group: str) -> int:
        return next(i for i, g in enumerate(groups) if g == group)

    counter_of = {index[c.counters]: index[c.id] for c in deck.cards if c.group == "maintenance"}
    return CardSet(tuple(names), tuple(groups), tuple(counts), tuple(values), tuple(labels),
                   tuple(index[p] for p in deck.passenger_order), counter_of,
                   single("diesel"), single("caboose"), single("wild"), single("turntable"))


@dataclass(frozen=True)
class Rules:
    """The numbers one match plays with: ``[rules]`` read through ``game.rule`` (variants may change
    them) and the players' options."""

    players: int
    teams: tuple[tuple[int, ...], ...]  # seats of each side; one seat each without teams
    team_play: bool
    first_game: bool
    hand_size: int
    draw_count: int
    hand_limit: int
    scoring_cars: int
    going_out_long: int
    going_out_second: int
    maintenance_points: int
    out_bonus: int
    target: int
    express_cars: int
    removed: tuple[str, ...]  # groups or ids out of the deck in the first game
    turntables: int  # turntables in play (fewer at a small table)
    turn_limit: int  # turns in a deal before it ends unfinished (rulebook silent)
    max_deals: int

    @property
    def team_of(self) -> tuple[int, ...]:
        out = [0] * self.players
        for index, team in enumerate(self.teams):
            for seat in team:
                out[seat] = index
        return tuple(out)


def teams_for(players: int, team_play: bool) -> tuple[tuple[int, ...], ...]:
    """Partners sit opposite, so they alternate with the other sides: with 4 players seats 0+2 and
    1+3, with 6 players 0+3, 1+4 and 2+5 ("avec leur équipier en face d'eux")."""
    if not team_play:
        return tuple((seat,) for seat in range(players))
    half = players // 2
    return tuple((seat, seat + half) for seat in range(half))


def rules_for(game: Any) -> Rules:
    players = game.players
    options = game.options
    team_play = bool(options.get("teams", True)) and players in (4, 6)
    target = int(options.get("target", 0)) or int(game.rule("target_teams" if team_play else "target_individual"))
    turntables = None
    if players <= int(game.rule("small_table_max_players")):
        turntables = int(game.rule("turntables_small_table"))
    return Rules(
        players=players,
        teams=teams_for(players, team_play),
        team_play=team_play,
        first_game=bool(options.get("first_game", False)),
        hand_size=int(game.rule("hand_teams" if team_play else "hand_individual")),
        draw_count=int(game.rule("draw_count")),
        hand_limit=int(game.rule("hand_limit")),
        scoring_cars=int(game.rule("scoring_cars")),
        going_out_long=int(game.rule("going_out_long")),
        going_out_second=int(game.rule("going_out_second")),
        maintenance_points=int(game.rule("maintenance_points")),
        out_bonus=int(game.rule("out_bonus_teams" if team_play else "out_bonus_individual")),
        target=target,
        express_cars=int(game.rule("express_cars")),
        removed=tuple(game.rule("first_game_removes")) if options.get("first_game", False) else (),
        turntables=-1 if turntables is None else turntables,
        turn_limit=int(game.rule("turn_limit_per_player")) * players,
        max_deals=int(game.rule("max_deals")),
    )


_sets: dict[tuple[int, str, int], tuple[Any, CardSet]] = {}


def cards_for(game: Any) -> CardSet:
    """The match's card set, built once per loaded manifest and option (matches share it)."""
    deck = game.data.cards
    values = str(game.options.get("passenger_values", "scale"))
    base = int(game.rule("count_rule_base"))
    key = (id(deck), values, base)
    cached = _sets.get(key)
    if cached is None or cached[0] is not deck:
        cached = (deck, card_set(deck, values, base))
        _sets[key] = cached
    return cached[1]


def full_deck(cards: CardSet, rules: Rules) -> tuple[list[int], list[int]]:
    """(cards in play, cards left in the box) for one deal: the first game removes whole groups and
    types; a small table plays with fewer turntables."""
    in_play: list[int] = []
    box: list[int] = []
    for card, count in enumerate(cards.counts):
        removed = cards.groups[card] in rules.removed or cards.names[card] in rules.removed
        keep = 0 if removed else count
        if card == cards.turntable and rules.turntables >= 0 and not removed:
            keep = min(count, rules.turntables)
        in_play.extend([card] * keep)
        box.extend([card] * (count - keep))
    return in_play, box
