"""A family's table view is found through the entry-point group ``railcade.table_views``: the core
registers the route and grid views there, a package may add a family, a broken view only hides its
own games."""

from __future__ import annotations

import dataclasses

import pytest

from game.client import table_views


@pytest.fixture
def fresh_views(monkeypatch):
    monkeypatch.setattr(table_views, "_views", None)
    monkeypatch.setattr(table_views, "_duplicates", [])
    yield
    table_views._views = None


def write_view_dist(site, dist, entries: dict[str, str], modules: dict[str, str]):
    info = site / f"{dist.replace('-', '_')}-0.1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 0.1.0\n")
    lines = "".join(f"{family} = {value}\n" for family, value in entries.items())
    (info / "entry_points.txt").write_text(f"[railcade.table_views]\n{lines}")
    for name, code in modules.items():
        (site / f"{name}.py").write_text(code)


def test_route_and_grid_views_are_registered_by_railcade_itself(fresh_views):
    from game.client.table_hud import GridHud, RouteHud

    views = table_views.discover_views()
    assert views["route"].distribution == "railcade" and views["grid"].distribution == "railcade"
    assert table_views.view_factory("route") is RouteHud
    assert table_views.view_factory("grid") is GridHud


def test_a_package_adds_a_family_and_a_broken_view_only_hides_its_own(fresh_views, tmp_path, monkeypatch):
    site = tmp_path / "site"
    site.mkdir()
    write_view_dist(site, "toy-views", {"toyfamily": "toy_view_ok:make", "brokenfamily": "toy_view_bad:make"},
                    {"toy_view_ok": "def make(table):\n    return ('view for', table)\n",
                     "toy_view_bad": "raise ImportError('no such drawing library')\n"})
    monkeypatch.syspath_prepend(str(site))
    assert table_views.make_table_view("TABLE", "toyfamily") == ("view for", "TABLE")
    assert not table_views.has_view("brokenfamily")
    with pytest.raises(table_views.TableViewMissing, match="no such drawing library"):
        table_views.view_factory("brokenfamily")
    with pytest.raises(table_views.TableViewMissing, match="no table view is installed"):
        table_views.view_factory("nosuchfamily")
    assert table_views.has_view("route")  # the others keep working
    statuses = {r.family: r.status for r in table_views.all_view_records()}
    assert statuses["brokenfamily"] == "broken" and statuses["toyfamily"] == "ok"


def test_new_game_leaves_out_a_ruleset_whose_family_has_no_view(app, monkeypatch):
    from game.client.scenes.newgame import NewGameScene

    offered = {r.id for r in NewGameScene(app).rulesets}
    assert offered
    victim = next(r for r in app.registry.rulesets() if r.id in offered)
    monkeypatch.setattr(victim, "info", dataclasses.replace(victim.info, family="nosuchfamily"))
    assert victim.id not in {r.id for r in NewGameScene(app).rulesets}


def test_a_table_without_a_view_refuses_to_open(app, monkeypatch):
    from game.client.headless import make_match
    from game.client.scenes.table import TableScene

    record = app.registry.rulesets()[0]
    match = make_match(record.id, (), record.info.players_min, humans=0, registry=app.registry)
    monkeypatch.setattr(record, "info", dataclasses.replace(record.info, family="nosuchfamily"))
    with pytest.raises(table_views.TableViewMissing):
        TableScene(app, match)


def test_plugins_command_lists_the_table_views(capsys):
    from game.cli import main

    assert main(["plugins"]) == 0
    out = capsys.readouterr().out
    assert "table views:" in out and "game.client.table_hud:RouteHud" in out
