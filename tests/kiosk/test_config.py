"""kiosk.toml: defaults, the hashed PIN, writing with tomli-w, and every broken config of
tests/corpus/kiosk reported by ``railcade validate`` with its key and line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.kiosk.config import (KioskConfig, check_pin, hash_pin, is_kiosk_file, load_config, parse_config,
                               to_data, with_pin, write_config)
from game.manifest import ManifestError, key_lines

CORPUS = Path(__file__).resolve().parent.parent / "corpus" / "kiosk"
BROKEN = sorted(CORPUS.glob("*.kiosk.toml"))


def expectation(path: Path) -> tuple[str, str]:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    match = re.fullmatch(r"# expect: ([^:]*): (.+)", first)
    assert match, f"{path.name}: first line must be '# expect: KEY: FRAGMENT'"
    return match.group(1), match.group(2)


def test_an_empty_config_is_every_default_and_needs_only_a_pin():
    config = parse_config("")
    assert config == KioskConfig()
    assert config.timing.attract_after == 90 and config.timing.idle_after == 120 and config.timing.countdown == 30


def test_pin_is_stored_as_a_salted_hash_only(tmp_path):
    config = with_pin(KioskConfig(), "8642")
    # Only the scheme, the iteration count, a salt and a digest are stored (hex digits may spell
    # any 4-digit PIN by chance, so the fields are checked rather than the whole string).
    scheme, iterations, salt, digest = config.admin.pin_hash.split("$")
    assert iterations.isdigit() and len(bytes.fromhex(salt)) == 16 and len(bytes.fromhex(digest)) == 32
    assert "8642" not in scheme and "8642" not in iterations
    assert check_pin("8642", config.admin.pin_hash) and not check_pin("8641", config.admin.pin_hash)
    assert hash_pin("8642") != hash_pin("8642")  # salted
    path = tmp_path / "kiosk.toml"
    write_config(config, path)
    text = path.read_text().replace(config.admin.pin_hash, "")
    assert "8642" not in text and "pin =" not in text
    assert load_config(path) == config
    with pytest.raises(ManifestError):
        with_pin(KioskConfig(), "12a4")


def test_any_installed_ruleset_id_is_accepted_in_the_allowlist(tmp_path):
    """New rulesets (Märklin, Europe Express, Express, ...) need no change here."""
    from game.kiosk.config import check_installed
    from game.plugins import default_registry

    registry = default_registry()
    ids = tuple(r.id for r in registry.rulesets())
    config = parse_config("[games]\nrulesets = [" + ", ".join(f'"{i}"' for i in ids) + "]\n")
    assert config.games.rulesets == ids and check_installed(config, registry) == []


@pytest.mark.parametrize("path", BROKEN, ids=[p.name for p in BROKEN])
def test_broken_kiosk_configs_name_the_key_and_line(path, capsys):
    from game.cli import main

    key, fragment = expectation(path)
    assert is_kiosk_file(path)
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    line = key_lines(path.read_text(encoding="utf-8")).get(key.split("[")[0]) if key else None
    where = f"{path}:{line}: " if line else f"{path}"
    reported = [row.strip() for row in out.splitlines() if row.strip().startswith(str(path))]
    assert any(row.startswith(where) and (f"{key}: " in row if key else True) and fragment in row
               for row in reported), out
    assert "Traceback" not in out


def test_the_kiosk_refuses_a_broken_config_in_words(capsys):
    from game.cli import main

    path = CORPUS / "clear-pin.kiosk.toml"
    assert main(["kiosk", "--config", str(path), "--stats"]) == 2
    err = capsys.readouterr().err
    assert "admin.pin" in err and "--set-pin" in err and "Traceback" not in err


def test_a_missing_config_says_how_to_make_one(tmp_path, capsys):
    from game.cli import main

    assert main(["kiosk", "--config", str(tmp_path / "kiosk.toml")]) == 2
    assert "railcade kiosk --set-pin" in capsys.readouterr().err


def test_kiosk_kind_by_top_level_key(tmp_path):
    path = tmp_path / "cafe.toml"
    path.write_text('kind = "kiosk"\n[timing]\nidle_after = 60\n')
    assert is_kiosk_file(path) and load_config(path).timing.idle_after == 60
    other = tmp_path / "board.toml"
    other.write_text('[kind]\nx = "kiosk"\n')
    assert not is_kiosk_file(other)


def test_written_config_round_trips(tmp_path):
    from game.kiosk.config import replace

    config = replace(with_pin(KioskConfig(), "1234"), "games.rulesets", ("europe",))
    config = replace(config, "touch.offset", (3.5, -2.0))
    path = tmp_path / "k.kiosk.toml"
    write_config(config, path)
    assert load_config(path) == config
    assert to_data(config)["games"]["rulesets"] == ["europe"]
