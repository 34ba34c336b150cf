"""The matcher's generated tables are current, and using them changes nothing.

``scripts/gen_matcher.py`` writes what the matcher would otherwise derive in
every process (each entry's RE2 superset, the partition into sets by script,
the trigger set, the scripts each lexicon entry needs). A lexicon, ``needs``
or ``triggers`` edit without regenerating fails here, with the command to run.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

import rune.rules  # noqa: F401 - registers the field rules
from rune.rules import FIELD_RULES
from rune.text import matcher, phrases
from rune.text.lexicon import LEXICONS, Lexicon
from rune.text.normalise import TextView
from tests.text._scripts import superset as derive

ROOT = Path(__file__).resolve().parents[2]
STALE = "the generated matcher table is stale: run  python scripts/gen_matcher.py"


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "gen_matcher", ROOT / "scripts" / "gen_matcher.py"
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_generated_tables_are_current() -> None:
    for path, text in _generator().tables().items():
        stored = Path(path).read_text(encoding="utf-8") if Path(path).exists() else ""
        assert json.loads(stored or "null") == json.loads(text), f"{Path(path).name}: {STALE}"


def test_the_default_matcher_uses_the_table() -> None:
    m = matcher.default()
    assert m.table is not None, STALE


def test_the_table_partition_equals_the_derived_one() -> None:
    # the same sets, entries and triggers whether read or derived
    m = matcher.default()
    assert m.table is not None, STALE
    derived = derive.partition(matcher.lexicon_patterns(), m._triggers_by_name(), m.wanted)
    assert matcher.compact(derived) == {k: v for k, v in m.table.items() if k != "fingerprint"}


def test_a_changed_lexicon_is_not_read_from_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    # a stale table is never used: the fingerprint differs, and the matcher
    # fails closed (every name present, every rule runs)
    extra = Lexicon(lang="xx", spaced=False, latin=False, conceal=("秘密にして",))
    monkeypatch.setattr(matcher, "LEXICONS", (*LEXICONS, extra))
    monkeypatch.setattr(matcher, "_MATCHERS", {})
    m = matcher.matcher_for(FIELD_RULES)
    assert m.table is None and not m.exact
    assert "conceal" in m.names_in(TextView("これは秘密にしてください"))
    assert m.names_in(TextView("Weather.")) == frozenset(m.names)


def test_entry_scripts_from_the_table_equal_the_analysis() -> None:
    known = matcher.known_scripts()
    assert known, STALE
    for entry, scripts in list(known.items())[:400]:
        got = derive.required_scripts(entry)
        assert (None if got is None else sorted(got)) == scripts, entry
    assert phrases._needed(next(iter(known))) == derive.required_scripts(next(iter(known)))


def test_the_lexicons_come_from_their_table() -> None:
    from rune.text import lexicon

    assert lexicon._from_table() is not None, STALE
    assert lexicon._from_table() == lexicon.build() == LEXICONS


def test_a_stale_lexicon_table_is_not_read(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # a table made from other sources is ignored: the modules are built instead
    from rune.text import lexicon

    stale = json.loads(Path(lexicon.TABLE_FILE).read_text(encoding="utf-8"))
    stale["lexicons"][0]["override"] = ["a stale entry"]
    path = tmp_path / "lexicon_table.json"
    path.write_text(json.dumps(stale), encoding="utf-8")
    monkeypatch.setattr(lexicon, "TABLE_FILE", str(path))
    assert lexicon._from_table() is not None  # same fingerprint: read as it is
    stale["fingerprint"] = "other sources"
    path.write_text(json.dumps(stale), encoding="utf-8")
    assert lexicon._from_table() is None
    path.write_text("{not json", encoding="utf-8")
    assert lexicon._from_table() is None
    monkeypatch.setattr(lexicon, "_SOURCES", (str(tmp_path / "missing.py"),))
    assert lexicon.fingerprint() is None


def test_an_installed_package_trusts_its_lexicon_table(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # outside a source checkout the table was generated with the package:
    # its fingerprint is not recomputed (that reads every lexicon module)
    from rune.text import lexicon

    assert lexicon._CHECKOUT  # the suite runs from the checkout
    stale = json.loads(Path(lexicon.TABLE_FILE).read_text(encoding="utf-8"))
    stale["fingerprint"] = "other sources"
    path = tmp_path / "lexicon_table.json"
    path.write_text(json.dumps(stale), encoding="utf-8")
    monkeypatch.setattr(lexicon, "TABLE_FILE", str(path))
    assert lexicon._from_table() is None
    monkeypatch.setattr(lexicon, "_CHECKOUT", False)
    monkeypatch.setattr(lexicon, "fingerprint", lambda: pytest.fail("fingerprint computed"))
    assert lexicon._from_table() == LEXICONS
    path.write_text("{not json", encoding="utf-8")
    assert lexicon._from_table() is None


def test_an_installed_package_trusts_its_matcher_table(monkeypatch: pytest.MonkeyPatch) -> None:
    from rune.text import lexicon

    stale = dict(matcher._table() or {}, fingerprint="stale")
    monkeypatch.setattr(matcher, "_table", lambda: stale)
    monkeypatch.setattr(matcher, "_MATCHERS", {})
    assert matcher.matcher_for(FIELD_RULES).table is None  # a checkout checks it
    monkeypatch.setattr(matcher, "_MATCHERS", {})
    monkeypatch.setattr(lexicon, "_CHECKOUT", False)
    assert matcher.matcher_for(FIELD_RULES).table is stale
    # a rule the package does not register was not in the table it shipped:
    # checked, and a table that does not fit is not used (every name present)
    from rune.rules.base import FieldRule

    class Extra(FieldRule):
        id = "extra-test-rule"
        triggers = (("extra-only", r"zzqx"),)

    monkeypatch.setattr(matcher, "_MATCHERS", {})
    assert matcher.matcher_for((Extra(),)).table is None
