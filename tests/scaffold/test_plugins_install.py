"""``railcade plugins install|remove|info`` and the two Europe house rules installed together:
pip runs in the interpreter railcade runs in, and only the plugin asked for changes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = ("europe-open-tickets", "europe-short-game")


@pytest.fixture
def env(env_without_house_rules):
    return env_without_house_rules


def listing(env) -> dict[str, dict]:
    done = env.railcade("plugins", "--json")
    assert done.returncode == 0, done.stderr
    return {row["id"]: row for row in json.loads(done.stdout)}


def test_install_both_variants_then_remove_one_touches_nothing_else(env):
    before = listing(env)
    assert "europe" in before and not set(VARIANTS) & set(before)

    for plugin_id in VARIANTS:
        done = env.railcade("plugins", "install", "--offline", str(ROOT / "rulesets" / plugin_id))
        assert done.returncode == 0, done.stdout + done.stderr
        assert f"+ {plugin_id} 1.0.0 (variant of europe)" in done.stdout
        assert "restart railcade" in done.stdout
    both = listing(env)
    assert {both[v]["status"] for v in VARIANTS} == {"ok"}
    # Installable together, and playable together.
    played = env.railcade("simulate", "europe", "--variant", "europe-open-tickets", "--variant",
                          "europe-short-game", "--players", "3", "--games", "2", "--json")
    assert played.returncode == 0 and json.loads(played.stdout)["failures"] == []

    site = Path(env.run("-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])").stdout.strip())
    files_before = {p for p in site.rglob("*") if "europe_short_game" in p.as_posix()}
    assert files_before

    removed = env.railcade("plugins", "remove", "europe-open-tickets")
    assert removed.returncode == 0, removed.stdout + removed.stderr
    assert "- europe-open-tickets 1.0.0" in removed.stdout
    assert removed.stdout.count("\n  ") == 1  # one plugin changed, nothing else
    after = listing(env)
    assert "europe-open-tickets" not in after
    assert {k: v for k, v in after.items()} == {k: v for k, v in both.items() if k != "europe-open-tickets"}
    assert {p for p in site.rglob("*") if "europe_short_game" in p.as_posix()} == files_before
    played = env.railcade("simulate", "europe", "--variant", "europe-short-game", "--players", "2", "--games", "2")
    assert played.returncode == 0, played.stdout + played.stderr


def test_a_failed_install_changes_nothing_and_says_so(env, tmp_path):
    broken = tmp_path / "not-a-package"
    broken.mkdir()
    (broken / "pyproject.toml").write_text("this is [not toml")
    done = env.railcade("plugins", "install", "--offline", str(broken))
    assert done.returncode == 1
    assert "pip could not install" in done.stderr and "pip said:" in done.stderr
    # The listings before and after pip ran are the same: every plugin works as before.
    assert "no plugin changed; every installed plugin works as before" in done.stdout


def test_an_installed_plugin_that_does_not_load_is_listed_as_broken_and_others_keep_working(env, tmp_path):
    made = env.railcade("new", "variant", "broken-on-import", "--for", "europe", "--dir", str(tmp_path))
    assert made.returncode == 0, made.stderr
    plugin = tmp_path / "broken-on-import" / "railcade_broken_on_import" / "plugin.py"
    plugin.write_text(plugin.read_text() + "\nimport railcade_module_nobody_has  # noqa: E402\n")
    done = env.railcade("plugins", "install", "--offline", "--editable", str(tmp_path / "broken-on-import"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("\n  ") == 1  # only the new plugin changed: europe and the others still work
    assert "+ broken-on-import" in done.stdout and "broken: ModuleNotFoundError" in done.stdout
    info = env.railcade("plugins", "info", "broken-on-import")
    assert "it needs the Python module “railcade_module_nobody_has”, which is not installed" in info.stdout
    removed = env.railcade("plugins", "remove", "broken-on-import")
    assert removed.returncode == 0 and "- broken-on-import" in removed.stdout


def test_remove_refuses_what_is_not_a_plugin(env):
    done = env.railcade("plugins", "remove", "pygame-ce")
    assert done.returncode == 1 and "no installed plugin is called 'pygame-ce'" in done.stderr
    assert "no plugin changed" in done.stdout
