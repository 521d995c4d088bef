"""Actions and events are frozen values that round-trip through plain dicts."""

from __future__ import annotations

import json

import pytest
import tomli_w
import tomllib
from hypothesis import given
from hypothesis import strategies as st

from game.engine.actions import TARGET_TYPES, Action, Event

words = st.text(st.characters(min_codepoint=32, max_codepoint=0x2FF), max_size=12)
actions = st.builds(
    Action,
    seat=st.integers(0, 7),
    kind=words.filter(bool),
    target_type=st.sampled_from(sorted(TARGET_TYPES)),
    target=words,
    choice=st.lists(words, max_size=6).map(tuple),
)
RESERVED = {"kind", "seat", "secret", "visible_to", "reveals"}  # parameters of Event.make
plain = st.recursive(st.one_of(st.integers(-10**6, 10**6), st.booleans(), words),
                     lambda inner: st.lists(inner, max_size=4), max_leaves=8)


@given(actions)
def test_action_round_trips_through_dict_json_and_toml(action):
    assert Action.from_dict(action.to_dict()) == action
    assert Action.from_dict(json.loads(json.dumps(action.to_dict()))) == action
    assert Action.from_dict(tomllib.loads(tomli_w.dumps(action.to_dict()))) == action
    hash(action)


@given(kind=words.filter(bool), seat=st.one_of(st.none(), st.integers(0, 5)),
       data=st.dictionaries(words.filter(lambda w: w and w not in RESERVED), plain, max_size=4), reveals=st.booleans())
def test_event_round_trips_and_is_hashable(kind, seat, data, reveals):
    event = Event.make(kind, seat, reveals=reveals, **data)
    assert Event.from_dict(json.loads(json.dumps(event.to_dict()))) == event
    hash(event)


def test_unknown_target_type_is_refused():
    with pytest.raises(ValueError, match="unknown target type"):
        Action(0, "claim", "planet", "mars")


def test_unknown_action_keys_are_refused():
    with pytest.raises(ValueError, match="unknown action keys"):
        Action.from_dict({"seat": 0, "kind": "x", "colour": "red"})


def test_known_action_is_the_same_value_made_once():
    from game.engine.actions import known_action

    made = known_action(1, "draw", "pile", "pile")
    assert made == Action(1, "draw", "pile", "pile") and hash(made) == hash(Action(1, "draw", "pile", "pile"))
    assert known_action(1, "draw", "pile", "pile") is made
    assert known_action(2, "draw", "pile", "pile") is not made
    with pytest.raises(ValueError):
        known_action(1, "draw", "nowhere", "pile")
