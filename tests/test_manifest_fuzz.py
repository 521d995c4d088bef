"""Manifests mutated at random (hypothesis): every shipped manifest, broken line by line, is either
accepted or refused with issues naming the file and the key or line, never another exception.
Manifests are data: parsing one never runs code from it."""

from __future__ import annotations

import shutil
from importlib import resources
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from game.cli import main
from game.manifest import ManifestError, RulesetManifest, parse
from game.plugins import default_registry


def shipped_manifests() -> list[tuple[str, str, type]]:
    """(file name, text, kind) of every manifest of every installed plugin with a package."""
    registry = default_registry()
    out = []
    for record in registry.records:
        if not record.ok or not record.info.package:
            continue
        root = resources.files(record.info.package)
        out.append((f"{record.info.package}/ruleset.toml", (root / "ruleset.toml").read_text(encoding="utf-8"),
                    RulesetManifest))
        for ref in record.manifests.ruleset.manifests.values():
            out.append((f"{record.info.package}/{ref.file}", (root / ref.file).read_text(encoding="utf-8"),
                        registry.kinds[ref.kind]))
    return out


MANIFESTS = shipped_manifests()
VALUES = ['""', '"x"', "0", "-1", "99999999999999999999", "1.5", "true", "[]", "[1, \"a\"]", "{}",
          '{ a = 1 }', "nan", "inf", '"\\u0000"', "[[]]"]


@st.composite
def mutated(draw):
    name, text, kind = draw(st.sampled_from(MANIFESTS))
    lines = text.splitlines()
    for _ in range(draw(st.integers(1, 3))):
        if not lines:
            break
        at = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(("delete", "duplicate", "value", "truncate", "insert", "swap")))
        if how == "delete":
            del lines[at]
        elif how == "duplicate":
            lines.insert(at, lines[at])
        elif how == "value" and "=" in lines[at]:
            key = lines[at].split("=", 1)[0]
            lines[at] = f"{key}= {draw(st.sampled_from(VALUES))}"
        elif how == "truncate":
            lines[at] = lines[at][:draw(st.integers(0, len(lines[at])))]
            del lines[at + 1:]
        elif how == "insert":
            cut = draw(st.integers(0, len(lines[at])))
            lines[at] = lines[at][:cut] + draw(st.text(max_size=4)) + lines[at][cut:]
        elif how == "swap":
            other = draw(st.integers(0, len(lines) - 1))
            lines[at], lines[other] = lines[other], lines[at]
    return name, "\n".join(lines) + "\n", kind


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_a_mutated_manifest_is_accepted_or_refused_with_file_and_place(case):
    name, text, kind = case
    try:
        parse(text, kind, name)
    except ManifestError as exc:
        assert exc.issues
        for issue in exc.issues:
            assert issue.file == name, issue
            assert issue.key or issue.line, f"an issue that names no key nor line: {issue}"
            assert issue.message


def test_railcade_validate_names_file_key_and_line_of_a_broken_package(tmp_path, capsys):
    """The command line says the same for a package folder, and exits 1."""
    source = Path(resources.files("railcade_transeuropa"))
    package = tmp_path / "railcade_transeuropa"
    shutil.copytree(source, package, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    board = package / "board.toml"
    board.write_text(board.read_text(encoding="utf-8").replace("spaces = 13", 'spaces = "thirteen"'),
                     encoding="utf-8")
    assert main(["validate", str(package)]) == 1
    out = capsys.readouterr().out
    line = next(n for n, text in enumerate(board.read_text(encoding="utf-8").splitlines(), 1) if "thirteen" in text)
    assert f"board.toml:{line}: score_track.spaces: expected an integer" in out
    assert "Traceback" not in out
