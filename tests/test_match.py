"""The engine core on the toy game: determinism, legality, undo, saves and replay."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import Action, IllegalAction, Match, Save, UndoRefused, read_save, write_save
from game.engine.save import SaveError, write_atomic

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def play(match: Match, picks: list[int]) -> None:
    """Apply the legal action of index pick % len for each pick, while the game lasts."""
    for pick in picks:
        if match.is_over:
            return
        seat = match.active_seats[0]
        actions = match.legal_actions(seat)
        match.apply(actions[pick % len(actions)])


def test_same_seed_and_actions_give_the_same_game(toy_registry):
    a = Match("toyrail", seats=3, seed=42, registry=toy_registry)
    b = Match("toyrail", seats=3, seed=42, registry=toy_registry)
    play(a, [1] * 30)
    play(b, [1] * 30)
    assert a.snapshot() == b.snapshot()
    c = Match("toyrail", seats=3, seed=43, registry=toy_registry)
    play(c, [1] * 30)
    assert c.snapshot()["rng"] != a.snapshot()["rng"]


def test_illegal_action_raises_clearly_and_changes_nothing(toy_registry):
    match = Match("toyrail", seats=2, seed=1, registry=toy_registry)
    before = match.snapshot()
    with pytest.raises(IllegalAction, match="not legal now; seat 0 may: claim, draw, pass"):
        match.apply(Action(0, "claim", "route", "ac"))
    with pytest.raises(IllegalAction, match="seat 1 may not act now"):
        match.apply(Action(1, "pass", "button", "pass"))
    assert match.snapshot() == before and match.log == []


def test_undo_replays_without_the_last_action(toy_registry):
    match = Match("toyrail", seats=2, seed=5, registry=toy_registry)
    match.apply(Action(0, "pass", "button", "pass"))
    before = match.snapshot()
    match.apply(Action(1, "claim", "route", "ab"))
    assert match.can_undo()
    assert match.undo() == Action(1, "claim", "route", "ab")
    assert match.snapshot() == before


def test_undo_is_refused_after_a_blind_draw(toy_registry):
    match = Match("toyrail", seats=2, seed=5, registry=toy_registry)
    events = match.apply(Action(0, "draw", "pile", "deck"))
    assert events[0].reveals
    assert not match.can_undo()
    with pytest.raises(UndoRefused, match="hidden information"):
        match.undo()
    with pytest.raises(UndoRefused, match="nothing"):
        Match("toyrail", seats=2, seed=5, registry=toy_registry).undo()


def test_undo_refused_after_a_face_up_card_names_no_blind_draw():
    """A face-up card taken is replaced from the deck, which reveals a card: undo is refused, and
    the reason does not call it a blind draw (it was not one)."""
    from game.plugins import default_registry

    match = Match("europe", (), 2, seed=3, registry=default_registry())
    while True:  # past the first tickets, on to a face-up draw
        seat = match.active_seats[0]
        faceup = [a for a in match.legal_actions(seat) if a.kind == "draw_card" and a.target.startswith("faceup")]
        if faceup:
            break
        match.apply(match.legal_actions(seat)[0])
    match.apply(faceup[0])
    assert not match.can_undo()
    with pytest.raises(UndoRefused, match="hidden information") as refused:
        match.undo()
    assert "blind draw" not in str(refused.value)


def test_events_hide_secrets_from_other_seats(toy_registry):
    match = Match("toyrail", seats=2, seed=5, registry=toy_registry)
    event = match.apply(Action(0, "draw", "pile", "deck"))[0]
    assert "noise" in event.for_seat(0).as_dict()
    assert "noise" not in event.for_seat(1).as_dict()
    assert "noise" not in event.for_seat(None).as_dict()


@SETTINGS
@given(seed=st.integers(0, 2**31), picks=st.lists(st.integers(0, 50), max_size=40))
def test_recorded_actions_applied_together_give_the_game_they_gave_one_by_one(toy_registry, seed, picks):
    """apply_recorded_all is apply_recorded of each action in turn: the same state, log and
    undo marks (a blind draw is not undone), the lists listed before it expired."""
    game = Match("toyrail", seats=2, seed=seed, registry=toy_registry)
    play(game, picks)
    one, together = (Match("toyrail", seats=2, seed=seed, registry=toy_registry) for _ in range(2))
    for action in game.log:
        one.apply_recorded(action)
    listed = together.legal_actions(0)
    together.apply_recorded_all(game.log[:3])
    together.apply_recorded_all(game.log[3:])
    assert together.snapshot() == one.snapshot() == game.snapshot()
    assert together.log == one.log == game.log and together._revealed == one._revealed == game._revealed
    assert listed._expired or not game.log


def test_clone_is_independent(toy_registry):
    match = Match("toyrail", seats=2, seed=5, registry=toy_registry)
    twin = match.clone()
    twin.apply(twin.legal_actions(0)[0])
    assert match.log == [] and match.snapshot() != twin.snapshot()


@SETTINGS
@given(seed=st.integers(0, 2**63 - 1), picks=st.lists(st.integers(0, 10), max_size=40),
       variant=st.booleans())
def test_saves_replay_to_the_same_state(toy_registry, tmp_path, seed, picks, variant):
    variants = ["toyrail-bonus"] if variant else []
    match = Match("toyrail", variants, seats=3, seed=seed, registry=toy_registry)
    play(match, picks)
    path = tmp_path / "game.toml"
    write_save(path, match.to_save())
    loaded = read_save(path)
    assert loaded.actions == tuple(match.log)
    replay = Match.from_save(loaded, registry=toy_registry)
    assert replay.snapshot() == match.snapshot()
    assert {s: v.to_dict() for s, v in replay.score().items()} == {s: v.to_dict() for s, v in match.score().items()}


@SETTINGS
@given(seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10), max_size=40))
def test_score_recounts_the_same_and_cards_are_conserved(toy_registry, seed, picks):
    match = Match("toyrail", seats=2, seed=seed, registry=toy_registry)
    for pick in picks:
        if match.is_over:
            break
        play(match, [pick])
        assert match.check_invariants() == []
    assert {s: v.total for s, v in match.score().items()} == {s: v.total for s, v in match.score().items()}


def test_save_records_the_recipe(toy_registry):
    match = Match("toyrail", ["toyrail-bonus"], seats=2, seed=9, options={"max_turns": 6}, registry=toy_registry)
    play(match, [0, 1])
    data = match.to_save().to_dict()
    assert data["format"] == 1
    assert data["ruleset"] == {"id": "toyrail", "version": "0.1.0"}
    assert data["variants"] == [{"id": "toyrail-bonus", "version": "0.1.0"}]
    assert data["options"] == {"max_turns": 6} and data["seed"] == 9
    assert len(data["actions"]) == 2 and len(data["seats"]) == 2


def test_broken_save_names_the_problem(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('format = 1\nseed = "x"\n')
    with pytest.raises(SaveError, match="bad.toml"):
        read_save(path)
    path.write_text("format = 99\n")
    with pytest.raises(SaveError, match="format 99"):
        read_save(path)


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "save.toml"
    write_atomic(path, "old = 1\n")

    def broken_fsync(fd):
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        write_atomic(path, "new = 2\n")
    assert path.read_text() == "old = 1\n"
    assert [p.name for p in tmp_path.iterdir()] == ["save.toml"]


def test_testing_helper_plays_and_replays(toy_registry):
    from game.testing import assert_replays, playout

    match = Match("toyrail", ["toyrail-bonus"], seats=3, seed=11, registry=toy_registry)
    events = playout(match, seed=2, check_views=True)
    assert match.is_over and events
    assert_replays(match)


def test_an_action_for_a_seat_not_at_the_table_is_refused_and_disables_nothing():
    """Illegal actions change nothing and never blame a plugin: a seat number outside the table (an
    edited save) is answered by the match itself, the ruleset is never asked about it."""
    from game.plugins import discover

    registry = discover()
    for ruleset in [r.id for r in registry.rulesets()]:
        match = Match(ruleset, (), 2, seed=3, registry=registry)
        before = match.snapshot()
        for seat in (2, 7, -1):
            assert match.legal_actions(seat) == []
            with pytest.raises(IllegalAction):
                match.apply(Action(seat, "draw_card", "pile", "deck"))
        assert match.snapshot() == before
        assert registry.get(ruleset) is not None, f"{ruleset} was disabled"
