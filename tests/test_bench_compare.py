"""tools/bench_compare.py's choice of rulesets (``make bench``'s ``--rulesets``): no timing here."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import bench_compare  # noqa: E402 - a script in tools/

INSTALLED = {"europe": {"id": "europe"}, "marklin": {"id": "marklin"}, "europe-express": {"id": "europe-express"}}


def test_every_installed_ruleset_when_none_is_named():
    assert list(bench_compare.pick_rulesets(INSTALLED, "")) == ["europe", "marklin", "europe-express"]


def test_only_the_named_rulesets_in_installed_order():
    picked = bench_compare.pick_rulesets(INSTALLED, " europe-express, europe ")
    assert list(picked) == ["europe", "europe-express"]
    assert picked["europe"] is INSTALLED["europe"]


def test_an_unknown_ruleset_is_refused_by_name():
    with pytest.raises(SystemExit, match="europe-exprss"):
        bench_compare.pick_rulesets(INSTALLED, "europe,europe-exprss")
