"""Discovery, per-match plugin managers, and isolation of broken plugins."""

from __future__ import annotations

import pytest

from game.engine.match import Match, PluginFailure
from game.plugins import SelectionError, discover


def test_discovery_finds_installed_plugins_with_metadata(toy_registry):
    toy = toy_registry.get("toyrail")
    assert toy is not None and toy.status == "ok"
    assert toy.info.kind == "ruleset" and toy.info.names["fr"] == "Petit rail"
    assert (toy.info.players_min, toy.info.players_max) == (2, 4)
    assert toy.distribution == "toyrail"
    assert [r.id for r in toy_registry.variants_for("toyrail")] == ["toyrail-bonus"]
    assert toy.manifests.board.routes[2].length == 3


@pytest.mark.parametrize(
    "name, reason",
    [
        ("toy-badtoml", "not valid TOML"),
        ("toy-dangling", "unknown city 'zeta'"),
        ("toy-importerror", "ModuleNotFoundError"),
    ],
)
def test_broken_plugin_is_listed_with_its_reason_and_others_work(toy_registry, name, reason):
    record = toy_registry.find(name)
    assert record.status == "broken"
    assert reason in record.error
    assert toy_registry.get("toyrail").ok


def test_dangling_reference_error_names_file_key_and_line(toy_registry):
    error = toy_registry.find("toy-dangling").error
    assert "toy_dangling/board.toml:25: routes[1].b: unknown city 'zeta'" in error


def test_environment_switch_disables_a_plugin(test_site, monkeypatch):
    monkeypatch.setenv("RAILCADE_DISABLE_PLUGINS", "toyrail-bonus")
    registry = discover()
    assert registry.find("toyrail-bonus").status == "disabled"
    assert registry.get("toyrail-bonus") is None


def test_each_match_gets_its_own_manager_with_only_its_plugins(toy_registry):
    plain = Match("toyrail", seats=2, seed=3, registry=toy_registry)
    bonus = Match("toyrail", ["toyrail-bonus"], seats=2, seed=3, registry=toy_registry)
    assert plain.pm is not bonus.pm
    assert {name for name, _ in plain.pm.list_name_plugin()} == {"toyrail"}
    assert {name for name, _ in bonus.pm.list_name_plugin()} == {"toyrail", "toyrail-bonus"}
    # The variant's wrapper removes "pass" only in its own match.
    assert "pass" in {a.kind for a in plain.legal_actions(0)}
    assert "pass" not in {a.kind for a in bonus.legal_actions(0)}


def test_variant_adds_score_lines(toy_registry):
    match = Match("toyrail", ["toyrail-bonus"], seats=2, seed=1, registry=toy_registry)
    while not match.is_over:
        seat = match.active_seats[0]
        actions = match.legal_actions(seat)
        claim = [a for a in actions if a.kind == "claim"]
        match.apply(claim[0] if claim else actions[0])
    scores = match.score()
    for seat, score in scores.items():
        by = score.by_category()
        assert by.get("bonus", 0) == sum(1 for line in score.lines if line.category == "routes")


def test_selection_rules(toy_registry):
    with pytest.raises(SelectionError, match="takes 2–4 players"):
        Match("toyrail", seats=5, registry=toy_registry)
    with pytest.raises(SelectionError, match="not available"):
        Match("toy-dangling", seats=2, registry=toy_registry)
    with pytest.raises(SelectionError, match="is a variant"):
        Match("toyrail-bonus", seats=2, registry=toy_registry)
    with pytest.raises(SelectionError, match="unknown option"):
        Match("toyrail", seats=2, options={"nope": 1}, registry=toy_registry)
    with pytest.raises(SelectionError, match="at least 4"):
        Match("toyrail", seats=2, options={"max_turns": 1}, registry=toy_registry)


def test_conflicting_variants_are_refused(toy_registry, monkeypatch):
    from dataclasses import replace

    bonus = toy_registry.get("toyrail-bonus")
    other = type(bonus)(name="toyrail-other", status="ok", plugin=object(),
                        info=replace(bonus.info, id="toyrail-other", conflicts=()),
                        manifests=bonus.manifests)
    toy_registry.records.append(other)
    with pytest.raises(SelectionError, match="conflicts"):
        toy_registry.select("toyrail", ["toyrail-bonus", "toyrail-other"], 2)


def test_hook_that_raises_is_named_disabled_and_does_not_crash(toy_registry):
    match = Match("toy-raises", seats=2, seed=1, registry=toy_registry)
    with pytest.raises(PluginFailure) as info:
        match.legal_actions(0)
    assert info.value.plugin == "toy-raises"
    assert "broken on purpose" in str(info.value)
    assert toy_registry.find("toy-raises").status == "disabled"
    # Other plugins keep working.
    assert Match("toyrail", seats=2, seed=1, registry=toy_registry).legal_actions(0)


def _broken(*args):
    raise ZeroDivisionError("broken on purpose")


@pytest.mark.parametrize("hook, call", [
    ("railcade_is_over", lambda match: match.is_over),
    ("railcade_active_seats", lambda match: match.active_seats),
    ("railcade_legal_actions", lambda match: match.legal_actions(0)),
    ("railcade_apply_action", lambda match: match.apply(match.legal_actions(0)[0])),
    ("railcade_apply_action", lambda match: match.apply_recorded(match.legal_actions(0)[0])),
    ("railcade_check_invariants, joined", lambda match: match.check_invariants()),
])
def test_each_hook_of_an_action_that_raises_is_a_plugin_failure(toy_registry, hook, call):
    """The hooks called on every action (called without the shared wrapper's frame) fail as any
    hook call does: the plugin named and disabled, the error as the cause; the state is the
    log's."""
    match = Match("toyrail", seats=2, seed=1, registry=toy_registry)
    match.legal_actions(0)  # the real callers made (and this listing cached) before one breaks
    before = match.snapshot()
    match._forget_legal()
    listed = match.legal_actions(0)
    match._callers[hook] = _broken
    if hook == "railcade_legal_actions":
        match._forget_legal()
    with pytest.raises(PluginFailure) as info:
        call(match)
    assert info.value.plugin == "toyrail"
    assert info.value.hook == hook.split(",")[0]
    assert type(info.value.__cause__) is ZeroDivisionError and info.value.__suppress_context__
    assert toy_registry.find("toyrail").status == "disabled"
    assert match.snapshot() == before and listed


def test_an_illegal_action_raised_by_a_hook_is_not_a_plugin_failure(toy_registry):
    from game.engine import IllegalAction

    def refuse(game, state, action):
        raise IllegalAction("refused on purpose")

    match = Match("toyrail", seats=2, seed=1, registry=toy_registry)
    action = match.legal_actions(0)[0]
    match._callers["railcade_apply_action"] = refuse
    with pytest.raises(IllegalAction, match="refused on purpose"):
        match.apply(action)
    assert toy_registry.find("toyrail").status == "ok" and match.log == []


def test_check_invariants_joins_every_plugin_problems(toy_registry, monkeypatch):
    """One ruleset's list is handed back as it is; with two plugins checking, their lists are
    joined in plugin order (and a plugin with nothing to say adds nothing)."""
    import toyrail_bonus.plugin as bonus_plugin

    from game import hookimpl

    plain = Match("toyrail", seats=2, seed=1, registry=toy_registry)
    assert plain.check_invariants() == []

    @hookimpl
    def railcade_check_invariants(game, state):
        return ["bonus says no", "twice"]

    monkeypatch.setattr(bonus_plugin, "railcade_check_invariants", railcade_check_invariants, raising=False)
    bonus = Match("toyrail", ["toyrail-bonus"], seats=2, seed=1, registry=toy_registry)
    bonus.state.deck += 1  # the base's own check finds a card too many
    problems = bonus.check_invariants()
    assert sorted(problems) == sorted(["bonus says no", "twice", f"cards: {bonus.setup.data.board.deck + 1} != "
                                       f"{bonus.setup.data.board.deck}"])
