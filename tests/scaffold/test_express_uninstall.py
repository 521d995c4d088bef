"""Express is a whole new kind of game in one package: its rules *and* the card table that draws it
(entry-point group ``railcade.table_views``). Installing ``railcade-express`` brings both; removing
it takes both away and changes nothing else (issue: « Uninstalling railcade-express removes it from
the game and nothing else »)."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

VIEWS = ("import json; from game.client.table_views import all_view_records; "
         "print(json.dumps(sorted([r.family, r.distribution, r.status] for r in all_view_records())))")


def views(env) -> list[list[str]]:
    done = env.run("-c", VIEWS)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def site_files(env) -> set[str]:
    site = Path(env.run("-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])").stdout.strip())
    return {p.relative_to(site).as_posix() for p in site.rglob("*")}


def test_installing_then_removing_express_brings_and_takes_its_rules_and_its_table_only(env_without_express):
    env = env_without_express
    before, views_before, files_before = env.plugins(), views(env), site_files(env)
    assert "express" not in before and "europe" in before and "transeuropa" in before
    assert "cards" not in {family for family, _, _ in views_before}
    assert {"route", "grid"} <= {family for family, _, _ in views_before}

    done = env.railcade("plugins", "install", "--offline", str(ROOT / "rulesets" / "express"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "+ express 1.0.0" in done.stdout
    assert done.stdout.count("\n  ") == 1  # one plugin appeared, no other changed
    installed = env.plugins()
    assert installed["express"]["status"] == "ok"
    assert {k: v for k, v in installed.items() if k != "express"} == before
    assert ["cards", "railcade-express", "ok"] in views(env)
    played = env.railcade("simulate", "express", "--players", "4", "--games", "1", "--seed", "3", "--json")
    assert played.returncode == 0 and json.loads(played.stdout)["failures"] == [], played.stdout + played.stderr

    removed = env.railcade("plugins", "remove", "railcade-express")
    assert removed.returncode == 0, removed.stdout + removed.stderr
    assert "- express 1.0.0" in removed.stdout
    assert removed.stdout.count("\n  ") == 1  # one plugin went, nothing else
    assert env.plugins() == before
    assert views(env) == views_before  # the card table went with it; route and grid are untouched
    assert site_files(env) == files_before  # pip left nothing behind and touched no other package
    gone = env.railcade("simulate", "express", "--players", "2", "--games", "1")
    assert gone.returncode != 0
    played = env.railcade("simulate", "transeuropa", "--players", "2", "--games", "1", "--seed", "1")
    assert played.returncode == 0, played.stdout + played.stderr
