"""The legal-action contract (docs/engine.md): a seat's legal actions read as the whole list in
order, name their kinds without listing the deferred ones, and list one kind on its own."""

from __future__ import annotations

import random

import pytest

from game.engine.actions import Action
from game.engine.legal import LegalActions, StaleLegalActions, as_legal
from game.engine.match import Match
from game.plugins import default_registry


def _a(kind: str, target: str = "") -> Action:
    return Action(0, kind, "button", target or kind)


class Counter:
    """A deferred part that counts how often it is listed."""

    def __init__(self, actions):
        self.actions, self.calls = actions, 0

    def __call__(self):
        self.calls += 1
        return self.actions


def _legal():
    claims = Counter([_a("claim", "r1"), _a("claim", "r2")])
    stations = Counter([_a("station", "c1")])
    legal = LegalActions([_a("draw", "deck"), _a("draw", "faceup:0")])
    legal.append(_a("tickets"))
    legal.defer("claim", claims)
    legal.defer("station", stations)
    legal.append(_a("draw", "late"))
    return legal, claims, stations


def test_kinds_and_truth_without_listing_deferred_parts():
    legal, claims, stations = _legal()
    assert legal.kinds() == ("claim", "draw", "station", "tickets")
    assert legal
    assert claims.calls == stations.calls == 0
    assert not LegalActions()


def test_one_kind_lists_only_that_kind_in_order():
    legal, claims, stations = _legal()
    assert [a.target for a in legal.of_kind("draw")] == ["deck", "faceup:0", "late"]
    assert claims.calls == stations.calls == 0
    assert [a.target for a in legal.of_kind("claim")] == ["r1", "r2"]
    assert (claims.calls, stations.calls) == (1, 0)
    assert legal.of_kind("pass") == []


def test_read_as_a_list_it_is_every_part_in_the_order_added_built_once():
    legal, claims, stations = _legal()
    expected = [_a("draw", "deck"), _a("draw", "faceup:0"), _a("tickets"), _a("claim", "r1"), _a("claim", "r2"),
                _a("station", "c1"), _a("draw", "late")]
    assert list(legal) == expected
    assert legal == expected and legal == tuple(expected) and legal != expected[:-1]
    assert len(legal) == 7 and legal[3] == _a("claim", "r1") and legal[-1] == _a("draw", "late")
    assert list(reversed(legal)) == expected[::-1]
    assert random.Random(1).choice(legal) in expected
    assert (claims.calls, stations.calls) == (1, 1)


def test_membership_lists_only_the_actions_kind():
    legal, claims, stations = _legal()
    assert _a("station", "c1") in legal  # equal, not the listed object
    assert _a("station", "c2") not in legal
    assert _a("pass") not in legal
    assert (claims.calls, stations.calls) == (0, 1)
    listed = legal.of_kind("claim")[1]
    assert listed in legal


def test_a_deferred_part_asked_for_after_the_state_changed_raises():
    legal, claims, _ = _legal()
    legal.of_kind("station")
    legal.expire()
    assert legal.of_kind("station") == [_a("station", "c1")]  # already listed: still readable
    with pytest.raises(StaleLegalActions):
        legal.of_kind("claim")
    assert claims.calls == 0


def test_a_plain_list_from_a_ruleset_becomes_legal_actions():
    plain = [_a("draw"), _a("pass")]
    legal = as_legal(plain)
    assert legal == plain and legal.kinds() == ("draw", "pass")
    assert as_legal(legal) is legal
    assert as_legal(None) == []


@pytest.mark.parametrize("ruleset", ["europe", "marklin", "europe-express", "express", "transeuropa"])
def test_every_kind_named_has_actions_and_lists_as_the_whole_list_filtered(ruleset):
    """At every position of seeded random games: the kinds named before listing are exactly the
    kinds of the listed actions, each kind listed alone (or picked by index) is the whole list
    filtered in order, and the match expires the list when an action is applied."""
    registry = default_registry()
    rng = random.Random(3)
    match = Match(ruleset, (), 4, seed=3, registry=registry)
    steps = 0
    while not match.is_over and steps < 400:
        seat = match.active_seats[0]
        fresh = match.legal_actions(seat)
        kinds = fresh.kinds()
        twin = match.clone().legal_actions(seat)
        listed = list(twin)
        assert kinds == tuple(sorted({a.kind for a in listed}))
        picking = match.clone().legal_actions(seat)
        for kind in kinds:
            expected = [a for a in listed if a.kind == kind]
            # Picked by index (as random.choice does: a counted kind makes only those), then whole.
            one = picking.of_kind(kind)
            assert len(one) == len(expected)
            assert [one[i] for i in range(len(one))] == expected
            assert list(fresh.of_kind(kind)) == expected
        action = rng.choice(listed)
        assert action in fresh
        match.apply(action)
        steps += 1
    stale = match.clone()
    legal = stale.legal_actions(stale.active_seats[0]) if stale.active_seats else LegalActions()
    if legal:
        stale.apply(legal.of_kind(legal.kinds()[0])[0])
        assert legal._expired


def _kinded():
    """A listing whose every part has its kind (as a ruleset's laying turn adds them): one kind in
    two runs, a deferred kind between."""
    swaps = Counter([_a("swap", "t1"), _a("swap", "t2")])
    legal = LegalActions()
    legal.extend_kind("discard", [_a("discard", "d1"), _a("discard", "d2")])
    legal.extend_kind("turntable", [_a("turntable")])
    legal.defer("swap", swaps)
    legal.extend_kind("discard", [_a("discard", "d3")])
    return legal, swaps


def test_kinds_of_parts_with_their_kind_read_without_listing():
    legal, swaps = _kinded()
    assert legal.kinds() == ("discard", "swap", "turntable")
    assert [a.target for a in legal.of_kind("discard")] == ["d1", "d2", "d3"]
    assert [a.target for a in legal.of_kind("turntable")] == ["turntable"]
    assert legal.of_kind("pass") == [] and swaps.calls == 0
    assert [a.target for a in legal.of_kind("swap")] == ["t1", "t2"] and swaps.calls == 1
    assert [a.target for a in legal] == ["d1", "d2", "turntable", "t1", "t2", "d3"]


_READS = {
    "kinds": lambda legal: legal.kinds(),
    "of_kind": lambda legal: legal.of_kind("discard"),
    "listing": lambda legal: len(legal),
    "membership": lambda legal: _a("late") in legal,
}


@pytest.mark.parametrize("read", sorted(_READS))
@pytest.mark.parametrize("add", ["append", "extend_kind", "defer"])
def test_a_part_added_after_a_read_is_seen_by_every_later_read(read, add):
    # The listing caches what it read (kinds, a kind's actions, the whole list, membership sets);
    # a part added after any one read must clear them, whether the listing had a part of any
    # kinds or not.
    for make in (lambda: _kinded()[0], lambda: _legal()[0]):
        legal = make()
        before = list(make())
        _READS[read](legal)
        late = _a("late")
        if add == "append":
            legal.append(late)
        elif add == "extend_kind":
            legal.extend_kind("late", [late])
        else:
            legal.defer("late", lambda: [late])
        assert "late" in legal.kinds()
        assert list(legal.of_kind("late")) == [late] and late in legal
        assert list(legal) == before + [late]


@pytest.mark.parametrize("plain", [True, False])
def test_the_random_player_picks_a_kind_then_one_of_its_actions_as_choice_does(monkeypatch, plain):
    # The random player (game/bots/random_bot.py): uniform over the sorted kinds, then over the
    # picked kind's actions in listing order; its written-out draws (CPython) and the plain
    # choice (any other generator) make the same picks as random.Random.choice on the same seed.
    from game.bots import random_bot

    monkeypatch.setattr(random_bot, "WRITTEN_OUT", plain)
    bot, rng = random_bot.RandomBot(0, 11), random.Random(11)
    for _ in range(200):
        legal, _, _ = _legal()
        kinds = sorted({action.kind for action in legal})
        expected = rng.choice(legal.of_kind(rng.choice(kinds)))
        assert bot.choose(None, [*legal]) == expected


def test_kinds_of_kinded_listings_are_their_sorted_kinds_however_often_seen(monkeypatch):
    """The sorted kinds kept per order of parts: listings of the same kinds in other orders, with
    runs and repeats, and more orders than are kept, each name their own sorted kinds."""
    import game.engine.legal as legal_module

    monkeypatch.setattr(legal_module, "_SORTED_KEPT", 8)
    rng = random.Random(3)
    names = ["draw", "discard", "swap", "claim", "pass", "answer"]
    for _ in range(300):
        order = [rng.choice(names) for _ in range(rng.randint(0, 7))]
        legal = LegalActions()
        for kind in order:
            if rng.random() < 0.5:
                legal.extend_kind(kind, [_a(kind)])
            else:
                legal.defer(kind, lambda kind=kind: [_a(kind)])
        assert legal.kinds() == tuple(sorted(set(order)))
        assert len(legal_module._SORTED) <= 8


def test_a_clone_applying_an_action_leaves_the_original_listings_alive():
    """The cached listings expire when their own match applies an action: a clone (or a replay)
    applying one does not expire the original's, which still lists its deferred kinds; the
    original applying one expires its own, not the clone's."""
    match = Match("express", (), 4, seed=5, registry=default_registry())
    while "add_car" not in match.legal_actions(match.active_seats[0]).kinds():
        seat = match.active_seats[0]
        match.apply(match.legal_actions(seat)[0])
    seat = match.active_seats[0]
    mine = match.legal_actions(seat)
    twin = match.clone()
    theirs = twin.legal_actions(seat)
    other = next(kind for kind in theirs.kinds() if kind != "add_car")
    twin.apply(theirs.of_kind(other)[0])
    assert mine.of_kind("add_car")  # still this state's
    with pytest.raises(StaleLegalActions):
        theirs.of_kind("add_car")
    again = match.clone()
    kept = again.legal_actions(seat)
    match.apply(mine.of_kind(other)[0])
    assert kept.of_kind("add_car")


def test_a_counted_kind_indexed_before_it_is_counted():
    """A counted kind indexed without its length asked first (and with negative indexes) hands
    out the listing's actions; past either end it raises IndexError; once listed it indexes the
    listing."""
    from game.engine.legal import Picked

    row = [_a("build", str(i)) for i in range(6)]
    for index in (0, 3, -1, -4):
        assert Picked(row, [5, 1, 2, 0])[index] == [row[5], row[1], row[2], row[0]][index]
    for index in (4, -5):
        with pytest.raises(IndexError):
            Picked(row, [5, 1, 2, 0])[index]
    picked = Picked(row, [2, 3])
    assert picked[1] is row[3] and list(picked) == [row[2], row[3]] and picked[-2] is row[2]
