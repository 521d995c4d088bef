"""``railcade_rule_changes``: a variant changes numbers of its ruleset's ``[rules]`` table."""

from __future__ import annotations

import pytest

from game import hookimpl
from game.engine.match import Match, PluginFailure
from game.plugins import PluginInfo, Registry, SelectionError


def _variant(variant_id: str, changes):
    """An in-process variant of the toy game whose only hook changes rules."""

    class Variant:
        @hookimpl
        def railcade_plugin_info(self):
            return PluginInfo(id=variant_id, kind="variant", version="0.1.0", names={"fr": variant_id, "en": variant_id},
                              applies_to=("toyrail",), package="toyrail_bonus")

        @hookimpl
        def railcade_rule_changes(self, game):
            if callable(changes):
                return changes(game)
            return changes

    return Variant()


@pytest.fixture
def toy_with(test_site):
    import toyrail.plugin

    def make(**variants) -> Registry:
        plugins = {"toyrail": toyrail.plugin}
        plugins.update({name.replace("_", "-"): _variant(name.replace("_", "-"), ch) for name, ch in variants.items()})
        registry = Registry.from_plugins(plugins)
        assert all(r.ok for r in registry.records), [(r.name, r.error) for r in registry.records]
        return registry

    return make


def test_the_match_plays_with_the_changed_numbers(toy_with):
    registry = toy_with(toy_big_hands={"hand": 3})
    plain = Match("toyrail", seats=2, seed=1, registry=registry)
    changed = Match("toyrail", ["toy-big-hands"], seats=2, seed=1, registry=registry)
    assert plain.setup.rule("hand") == 1 and plain.view(0)["hand"] == 1
    assert changed.setup.rule("hand") == 3 and changed.view(0)["hand"] == 3
    # The manifest itself is untouched: the next plain match still deals one card.
    assert Match("toyrail", seats=2, seed=1, registry=registry).view(0)["hand"] == 1


def test_the_hook_sees_the_base_table_and_replays_keep_the_change(toy_with):
    registry = toy_with(toy_double=lambda game: {"hand": game.rule("hand") * 2})
    match = Match("toyrail", ["toy-double"], seats=2, seed=4, registry=registry)
    assert match.view(0)["hand"] == 2
    match.apply(match.legal_actions(0)[0])
    assert Match.from_save(match.to_save(), registry=registry).snapshot() == match.snapshot()


@pytest.mark.parametrize("changes, words", [
    ({"hands": 3}, "changes the rule 'hands', which 'toyrail' does not have (its rules: hand)"),
    ({"hand": "three"}, "expected a number like 'toyrail''s 1"),
    ({"hand": True}, "expected a number"),
    ([("hand", 3)], "must return a table"),
])
def test_wrong_changes_are_refused_naming_the_variant_and_key(toy_with, changes, words):
    registry = toy_with(toy_wrong=changes)
    with pytest.raises(SelectionError, match="toy-wrong") as info:
        Match("toyrail", ["toy-wrong"], seats=2, registry=registry)
    assert words in str(info.value)


def test_two_variants_disagreeing_on_a_rule_cannot_be_played_together(toy_with):
    registry = toy_with(toy_three={"hand": 3}, toy_four={"hand": 4}, toy_also_three={"hand": 3})
    with pytest.raises(SelectionError, match="'toy-three' and 'toy-four' both change the rule 'hand'"):
        Match("toyrail", ["toy-three", "toy-four"], seats=2, registry=registry)
    # Agreeing is fine, and each alone works.
    assert Match("toyrail", ["toy-three", "toy-also-three"], seats=2, registry=registry).view(0)["hand"] == 3
    assert Match("toyrail", ["toy-four"], seats=2, registry=registry).view(0)["hand"] == 4


def test_a_rule_change_that_raises_names_and_disables_its_variant(toy_with):
    def broken(game):
        raise RuntimeError("broken on purpose")

    registry = toy_with(toy_broken=broken)
    with pytest.raises(PluginFailure) as info:
        Match("toyrail", ["toy-broken"], seats=2, registry=registry)
    assert info.value.plugin == "toy-broken"
    assert registry.find("toy-broken").status == "disabled"
    assert Match("toyrail", seats=2, registry=registry).view(0)["hand"] == 1
