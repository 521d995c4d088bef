"""The rule→test tables in docs/rules/ name tests that exist, and every ruleset has a table."""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TABLES = sorted((ROOT / "docs" / "rules").glob("*.md"))
REFERENCE = re.compile(r"([\w./-]+\.py)::(\w+)")


def functions_in(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}


def table_rows(table: Path) -> list[list[str]]:
    rows = []
    for line in table.read_text(encoding="utf-8").splitlines():
        if line.startswith("|") and not line.startswith("|---"):
            rows.append([cell.strip() for cell in line.strip("|").split(" | ")])
    return rows[1:]  # the header


@pytest.mark.parametrize("table", TABLES, ids=lambda p: p.stem)
def test_every_test_named_in_a_rule_table_exists(table):
    rows = table_rows(table)
    assert rows, f"{table.name}: no rows"
    missing = []
    for row in rows:
        assert len(row) >= 2 and row[0], f"{table.name}: a row without a rulebook sentence: {row}"
        references = REFERENCE.findall(row[1])
        assert references, f"{table.name}: no test for {row[0][:60]!r}"
        for path, name in references:
            file = ROOT / path
            if not file.is_file() or name not in functions_in(file):
                missing.append(f"{path}::{name}")
    assert not missing, f"{table.name} names tests that do not exist: {missing}"


# Rulesets that landed before their table; each is written by the people building the ruleset.
# Remove an id once its docs/rules/<id>.md exists (the test below says so).
TABLE_PENDING: set[str] = set()


def test_each_shipped_ruleset_has_a_rule_table():
    bases = set()
    for manifest in ROOT.glob("rulesets/*/railcade_*/ruleset.toml"):
        data = tomllib.loads(manifest.read_text(encoding="utf-8"))
        if data.get("kind") == "ruleset":
            bases.add(data["id"])
    documented = {p.stem for p in TABLES}
    missing = bases - documented - TABLE_PENDING
    assert not missing, (f"rulesets without docs/rules/<id>.md (one row per rulebook sentence, see "
                         f"docs/rules/europe.md): {sorted(missing)}")
    done = TABLE_PENDING & documented
    assert not done, f"remove {sorted(done)} from TABLE_PENDING: their tables exist"
