"""Actions and events are frozen values that round-trip through plain dicts."""

from __future__ import annotations

import json
from pathlib import Path

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


# -- the Event contract (docs/engine.md, "Actions and events"): a tuple of six named fields --------

DRAWN = ("card_drawn", 1, (("pile", "deck"), ("card", "red")), ("card",), (1,), True)


def test_event_fields_by_name_and_position_with_defaults():
    event = Event(*DRAWN)
    assert (event.kind, event.seat, event.data, event.secret, event.visible_to, event.reveals) == DRAWN
    assert tuple(event) == DRAWN and event[0] == "card_drawn" and event[5] is True
    assert Event._fields == ("kind", "seat", "data", "secret", "visible_to", "reveals")
    assert tuple(Event("turn_ended")) == ("turn_ended", None, (), (), (), False)
    assert event.get("card") == "red" and event.get("slot", -1) == -1 and event.as_dict() == {"pile": "deck", "card": "red"}
    assert repr(event) == ("Event(kind='card_drawn', seat=1, data=(('pile', 'deck'), ('card', 'red')), "
                           "secret=('card',), visible_to=(1,), reveals=True)")


def test_event_is_immutable():
    event = Event(*DRAWN)
    for name in Event._fields:
        with pytest.raises(AttributeError):
            setattr(event, name, None)
    with pytest.raises(AttributeError):
        event.extra = 1  # no __dict__: nothing can be added either
    with pytest.raises(TypeError):
        event[0] = "other"  # type: ignore[index]
    assert tuple(event) == DRAWN


def test_events_are_equal_and_hashed_by_their_fields_however_made():
    made = Event.make("card_drawn", 1, secret=("card",), visible_to=(1,), reveals=True, pile="deck", card="red")
    assert made == Event.of(*DRAWN) == Event(*DRAWN) and type(made) is Event
    assert hash(made) == hash(Event.of(*DRAWN)) and len({made, Event.of(*DRAWN)}) == 1
    assert made != Event.of(*DRAWN[:5], False)  # any field differs: another event
    assert made != Event.make("card_drawn", 1, secret=("card",), visible_to=(1,), reveals=True, card="red", pile="deck")
    assert made != Action(1, "card_drawn")
    # The tuple the event is: events are compared with events, a plain tuple of the fields equals one.
    assert made == DRAWN


def test_a_public_event_is_the_event_of_its_fields_with_no_secret():
    """Event.public names what Event.of's positional (), (), reveals mean: no secret keys, no
    seats to show them to; the same event, whole for every seat."""
    data = (("pile", "faceup"), ("slot", 2), ("card", "red"))
    for reveals in (False, True):
        public = Event.public("card_drawn", 1, data, reveals=reveals)
        assert public == Event.of("card_drawn", 1, data, (), (), reveals) and type(public) is Event
        assert public.reveals is reveals and public.for_seat(None) is public and public.for_seat(0) is public
    assert Event.public("turn_ended", 0, (("next", 1),)) == Event.make("turn_ended", 0, next=1)


def test_for_seat_hides_the_secret_keys_from_every_other_seat():
    event = Event(*DRAWN)
    assert event.for_seat(1) is event  # the seat it is visible to sees all of it
    for seat in (None, 0, 2):
        seen = event.for_seat(seat)
        assert type(seen) is Event and seen == Event("card_drawn", 1, (("pile", "deck"),), (), (), True)
    public = Event("turn_ended", 1, (("next", 2),))
    assert public.for_seat(None) is public


def test_make_and_for_seat_build_a_subclass_of_event():
    class Marked(Event):
        __slots__ = ()

    made = Marked.make("card_drawn", 1, secret=("card",), visible_to=(1,), card="red")
    assert type(made) is Marked and type(made.for_seat(0)) is Marked
    assert type(Marked.from_dict(made.to_dict())) is Marked and Marked.from_dict(made.to_dict()) == made


def test_event_survives_pickling_for_worker_processes():
    import pickle

    event = Event.make("tickets_kept", 2, secret=("tickets",), visible_to=(2,), tickets=["a-b", "c-d"], kept=2)
    back = pickle.loads(pickle.dumps(event))
    assert back == event and type(back) is Event and back.get("tickets") == ("a-b", "c-d")


SAVED = Path(__file__).parent / "saved_games"


def test_a_save_written_before_replays_to_the_same_events():
    """tests/saved_games: a save and the events each of its moves raised, written by the engine
    before events became tuples; loading it must replay the same moves to the same events."""
    from game.engine.match import Match
    from game.engine.save import read_save, replay_save

    save = read_save(SAVED / "europe-express-4p.toml")
    recorded = json.loads((SAVED / "europe-express-4p.events.json").read_text())
    assert len(recorded) == len(save.actions) == 80
    match = Match(save.ruleset, [v for v, _ in save.variants], save.seats, save.options, save.seed)
    for action, events in zip(save.actions, recorded):
        raised = match.apply(action)
        assert [e.to_dict() for e in raised] == events
        assert [Event.from_dict(e) for e in events] == raised
    assert replay_save(save).snapshot() == match.snapshot()
    # Written again, the save is the same recipe.
    assert tomllib.loads(save.to_toml())["actions"] == tomllib.loads((SAVED / "europe-express-4p.toml").read_text())["actions"]
