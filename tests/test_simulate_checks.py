"""``railcade simulate`` reports a state broken in the middle of a game, at the action that broke
it, for every ruleset and the invariants its issues name (cards per kind, trains per player,
merchandise tokens, passengers, tracks, points, Express's cards): by default the invariants are
checked after every action; with ``check_every`` at a stride, a failure traced back to its action.

The state is broken right after action ``k`` is recorded, in the game and in every replay of its
log alike (Match._record is where both pass), at a ``k`` the stride does not check, so each test
fails if the stride's failure is not traced back."""

from __future__ import annotations

import pytest

import game.simulate as simulate
from game.engine.actions import Action
from game.engine.match import Match
from game.simulate import CHECK_EVERY, game_seed, play_game

SEED = game_seed(7, 0)
STRIDE = 8  # check_every for quick fuzzing, in the tests of the stride


def unchecked_action(seed: int, after: int) -> int:
    """An action count past ``after`` that the stride does not check in the game of ``seed``."""
    k = after
    while k % STRIDE == seed % STRIDE or (k + 1) % STRIDE == seed % STRIDE:
        k += 1
    return k


def break_after(monkeypatch, k: int, change) -> None:
    """Apply ``change`` to the state right after the ``k``-th action, in every match."""
    record = Match._record

    def _record(self, action, events):
        out = record(self, action, events)
        if len(self.log) == k:
            change(self.state)
        return out

    monkeypatch.setattr(Match, "_record", _record)


def _swap_deck_card(state):
    """A card of the deck becomes another kind: the totals stay right, one kind gains a card."""
    deck = state.market.deck
    deck[-1] = next(c for c in range(len(state.tables.card_ids)) if c != deck[-1] and c != state.tables.wild)


def _lose_train(state):
    state.trains[1] -= 1


def _station_miscounted(state):
    state.stations_built[2] += 1


def _locomotive_into_deck(state):
    state.market.deck[-1] = state.tables.wild


def _lose_token(state):
    city = next(c for c, stack in enumerate(state.stacks) if stack)
    state.stacks[city].pop()


def _lose_passenger(state):
    state.passenger_supply[0] -= 1


def _passenger_on_a_country(state):
    from railcade_marklin.invariants import _countries

    state.passenger_at[_countries(state.tables)[0]] = 0
    state.passenger_supply[0] -= 1


def _wrong_points(state):
    state.points[0] -= 1


def _extra_card(state):
    state.box.append(0)


def _pile_card_swapped(state):
    """An Express card of the pile becomes another kind: the total stays right; each kind is
    counted when a turn is over."""
    state.pile[-1] = (state.pile[-1] + 1) % len(state.cards)


BREAKS = [
    ("europe", _swap_deck_card, "cards: "),
    ("europe", _lose_train, "trains"),
    ("europe", _station_miscounted, "stations on the board"),
    ("europe-express", _locomotive_into_deck, "locomotive card"),
    ("marklin", _swap_deck_card, "cards: "),
    ("marklin", _lose_token, "merchandise tokens"),
    ("marklin", _lose_passenger, "passengers accounted"),
    ("marklin", _passenger_on_a_country, "country"),
    ("transeuropa", _wrong_points, "recount"),
    ("express", _extra_card, "cards in the game"),
    ("express", _pile_card_swapped, "cards found"),
]
# Express counts each kind of card at the end of a turn only, so that break is noticed then.
LATER = {_pile_card_swapped}


@pytest.mark.parametrize("ruleset, change, message", BREAKS,
                         ids=[f"{r}-{c.__name__.strip('_')}" for r, c, _ in BREAKS])
def test_simulate_names_the_action_that_broke_the_state(monkeypatch, ruleset, change, message):
    k = unchecked_action(SEED, 30)
    break_after(monkeypatch, k, change)
    result = play_game(ruleset, (), 4, ("random",), SEED, check_every=STRIDE)
    assert result.failures, "the broken state went unnoticed"
    first = result.failures[0]
    assert message in first.message, first.message
    if change in LATER:
        assert first.action_index > k
    else:
        assert first.action_index == k, f"reported at action {first.action_index}, broken after action {k}"
        # Found at a later check (the game went on past k), then traced back to k.
        assert result.actions > k
    # The same failures, at the same actions, as a game checked after every action (the default).
    assert CHECK_EVERY == 1
    every = play_game(ruleset, (), 4, ("random",), SEED)
    assert [(f.action_index, f.message) for f in result.failures] == [
        (f.action_index, f.message) for f in every.failures]


def test_a_state_broken_and_mended_at_once_is_caught_checking_every_action(monkeypatch):
    k = unchecked_action(SEED, 20)
    record = Match._record

    def _record(self, action, events):
        out = record(self, action, events)
        if len(self.log) == k:
            self.state.trains[1] -= 1
        elif len(self.log) == k + 1:
            self.state.trains[1] += 1
        return out

    monkeypatch.setattr(Match, "_record", _record)
    result = play_game("europe", (), 4, ("random",), SEED)
    assert [f.action_index for f in result.failures] == [k]
    assert "trains" in result.failures[0].message


def test_a_game_stopped_between_two_checks_reports_the_broken_state_that_came_first(monkeypatch):
    """A bot's illegal action stops the game before the next check: the invariants are still
    asked over the actions since the last check, and their failure comes first."""
    k = unchecked_action(SEED, 30)
    break_after(monkeypatch, k, _lose_train)
    make_bot = simulate.make_bot

    class Rogue:
        def __init__(self, match, bot, seat):
            self.match, self.bot, self.seat = match, bot, seat
            self.needs_view = bot.needs_view

        def choose(self, view, legal):
            if len(self.match.log) == k + 1:
                return Action(self.seat, "teleport")
            return self.bot.choose(view, legal)

    monkeypatch.setattr(simulate, "make_bot",
                        lambda level, match, seat, seed: Rogue(match, make_bot(level, match, seat, seed), seat))
    result = play_game("europe", (), 4, ("random",), SEED, check_every=STRIDE)
    assert [f.action_index for f in result.failures] == [k, k + 1]
    assert "trains" in result.failures[0].message and "not legal" in result.failures[1].message


def test_check_every_must_be_positive():
    with pytest.raises(ValueError):
        play_game("europe", (), 2, ("random",), 1, check_every=0)


def test_simulate_command_takes_the_stride(test_site, capsys):
    import json

    from game.cli import main

    assert main(["simulate", "toyrail", "--players", "2", "--games", "2", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["check_every"] == 1 and result["failures"] == []
    assert main(["simulate", "toyrail", "--players", "2", "--games", "2", "--check-every", "8", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["check_every"] == 8 and result["failures"] == []
    assert main(["simulate", "toyrail", "--games", "1", "--check-every", "0"]) == 2
    assert "check_every" in capsys.readouterr().err


def _replay_strays_after(monkeypatch, k: int) -> None:
    """The replay (and only it: it applies recorded actions) draws once more from the random
    generator after action ``k``: it no longer reproduces the game from there."""
    apply_recorded_all = Match.apply_recorded_all

    def stray(self, actions):
        for action in actions:
            apply_recorded_all(self, [action])
            if len(self.log) == k:
                self.state.rng.random()

    monkeypatch.setattr(Match, "apply_recorded_all", stray)


def test_a_replay_that_strays_is_reported_at_the_next_snapshot_with_the_last_identical_one(monkeypatch):
    from game.simulate import SNAPSHOT_EVERY

    k = SNAPSHOT_EVERY + 5
    _replay_strays_after(monkeypatch, k)
    result = play_game("europe", (), 4, ("random",), SEED)
    assert result.actions > 2 * SNAPSHOT_EVERY
    [failure] = result.failures
    assert "does not replay to the identical state" in failure.message
    assert failure.action_index == 2 * SNAPSHOT_EVERY
    assert f"identical after action {SNAPSHOT_EVERY}" in failure.message


def test_a_replay_that_strays_after_the_last_snapshot_is_reported_at_the_end(monkeypatch):
    from game.simulate import SNAPSHOT_EVERY

    plain = play_game("europe", (), 4, ("random",), SEED, check=False)
    k = plain.actions - 1
    assert k % SNAPSHOT_EVERY
    _replay_strays_after(monkeypatch, k)
    result = play_game("europe", (), 4, ("random",), SEED)
    [failure] = result.failures
    assert failure.action_index == plain.actions and "does not replay" in failure.message


def test_express_train_check_kept_between_actions_sees_a_train_changed_in_place():
    """Express keeps the trains' check with the ids and cars it read: a train whose cars are
    changed in place after a clean check is looked at again ("ne peut jamais être posé comme seul
    wagon d'un train": a wild car first is no train)."""
    match = Match("express", (), 4, seed=5)
    bots = [simulate.make_bot("random", match, s, s) for s in range(4)]
    while not any(side for side in match.state.trains) and not match.is_over:
        seat = match.active_seats[0]
        match.apply(bots[seat].choose(None, match.legal_actions(seat)))
    assert match.check_invariants() == [] == match.check_invariants()
    train = next(t for side in match.state.trains for t in side)
    train.cars[0] = match.state.cards.wild
    assert any("not a valid train" in p for p in match.check_invariants())


@pytest.mark.parametrize("change", ["points", "detail order"])
def test_a_score_that_counts_differently_the_second_time_is_reported(monkeypatch, change):
    """The final score is counted twice and must come out the same: the second count differs
    by a point, or only by the order of a line's detail (which the lines' dicts would not show)."""
    import dataclasses

    score = Match.score
    counts = []

    def counted_twice(self):
        out = score(self)
        counts.append(1)
        if len(counts) == 2:
            lines = list(out[0].lines)
            i = next(i for i, line in enumerate(lines) if len(line.detail) > 1)
            line = lines[i]
            lines[i] = (dataclasses.replace(line, points=line.points + 1) if change == "points" else
                        dataclasses.replace(line, detail=tuple(reversed(line.detail))))
            assert lines[i] != line
            out[0] = dataclasses.replace(out[0], lines=tuple(lines))
        return out

    monkeypatch.setattr(Match, "score", counted_twice)
    result = play_game("europe-express", (), 4, ("random",), SEED)
    assert [f.message for f in result.failures] == ["score differs between two recounts"]
    assert result.failures[0].action_index == result.actions
