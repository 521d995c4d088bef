"""Every installed ruleset ships a "How to play" (help.toml, kind ``help``) in French and English."""

from __future__ import annotations

import pytest

from game.manifest import HelpManifest
from game.plugins import default_registry

RULESETS = [r for r in default_registry().records if r.ok and r.info.kind == "ruleset"]


@pytest.mark.parametrize("record", RULESETS, ids=lambda r: r.id)
def test_each_ruleset_ships_a_how_to_play_in_both_languages(record):
    helper = record.manifests.get("help")
    assert isinstance(helper, HelpManifest), f"{record.id}: no help.toml listed as kind 'help'"
    for section in helper.sections:
        for lang in ("fr", "en"):
            assert section.title.get(lang).strip() and section.text.get(lang).strip(), (
                f"{record.id}: section {section.id!r} has no {lang} text")
