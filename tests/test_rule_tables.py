"""Every rule table in docs/rules/ points at tests that exist (a renamed test must not leave a
rulebook sentence pointing at nothing)."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_les_tests_cites_existent():
    missing = []
    for table in sorted((ROOT / "docs" / "rules").glob("*.md")):
        for path, name in set(re.findall(r"([\w./-]+\.py)::(\w+)", table.read_text(encoding="utf-8"))):
            source = ROOT / path
            if not source.is_file() or not re.search(rf"^def {name}\(", source.read_text(encoding="utf-8"), re.M):
                missing.append(f"{table.name}: {path}::{name}")
    assert not missing, missing
