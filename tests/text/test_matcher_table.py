"""The matcher's generated tables are current, and using them changes nothing.

``scripts/gen_matcher.py`` writes what the matcher would otherwise derive in
every process (each entry's RE2 superset, the partition into sets by script,
the trigger set, the scripts each lexicon entry needs). A lexicon, ``needs``
or ``triggers`` edit without regenerating fails here, with the command to run.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

import rune.rules  # noqa: F401 - registers the field rules
from rune.rules import FIELD_RULES
from rune.text import lexicon, matcher, phrases, re2set
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
    derived = dict(
        matcher.compact(
            derive.partition(matcher.lexicon_patterns(), m._triggers_by_name(), m.wanted)
        )
    )
    table = dict(m.table)
    stored = {k: table[k] for k in derived}
    # the always patterns only a text beyond ASCII can match are listed last
    assert sorted(stored.pop("always")) == sorted(derived.pop("always"))
    assert stored == derived


def test_the_table_says_what_a_short_run_needs() -> None:
    # what the generator adds to the partition: the literal count, each
    # half's lookup, the always patterns a plain-ASCII text cannot match
    m = matcher.default()
    table = m.table
    assert table is not None, STALE
    literals = table["literals"]
    n = table["ascii"]
    assert all(p.isascii() for p in literals[:n]) and not any(p.isascii() for p in literals[n:])
    assert table["hand"] == re2set.hand_index(literals[:n], range(n))
    assert table["hand_wide"] == re2set.hand_index(literals[n:], range(n, len(literals)))
    always = table["always"]
    cut = len(always) - table["always_wide"]
    # every match of each of the last ones holds a character of some script
    # beyond ASCII: the same analysis the phrase patterns' scripts come from
    needs_wide = {
        derive.superset(src)
        for name, srcs in matcher.lexicon_patterns().items()
        if name in m.wanted
        for src in srcs
        if derive.literal_groups(src) is None and derive.required_scripts(src) is not None
    }
    assert always[cut:] and {p for _, p in always[cut:]} <= needs_wide
    assert not {p for _, p in always[:cut]} & needs_wide
    assert table["sources"] == lexicon.fingerprint()
    assert table["rules"] == matcher.rules_key(m._triggers_by_name(), m.wanted)


def test_a_changed_lexicon_is_not_read_from_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    # a stale table is never used: the fingerprint differs, and the matcher
    # fails closed (every name present, every rule runs)
    from rune.text import lexicon

    extra = Lexicon(lang="xx", spaced=False, latin=False, conceal=("秘密にして",))
    monkeypatch.setattr(lexicon, "LEXICONS", (*LEXICONS, extra))
    monkeypatch.setattr(matcher, "_MATCHERS", {})
    # the lexicon sources the table was made from still read the same: the
    # table is current (it holds every entry those sources give)
    assert matcher.matcher_for(FIELD_RULES).table is not None
    # a lexicon module edited: other sources, so the entries are compared
    monkeypatch.setattr(lexicon, "fingerprint", lambda: "other sources")
    monkeypatch.setattr(matcher, "_MATCHERS", {})
    m = matcher.matcher_for(FIELD_RULES)
    assert m.table is None and not m.exact
    assert "conceal" in m.names_in(TextView("これは秘密にしてください"))
    assert m.names_in(TextView("Weather.")) == frozenset(m.names)


def test_other_sources_with_the_same_entries_keep_the_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # a lexicon module edited where no rule reads (a comment, a field no rule
    # searches): the sources differ, the wanted entries do not, and the table
    # is still used, as the entries' fingerprint says
    from rune.text import lexicon

    monkeypatch.setattr(lexicon, "fingerprint", lambda: "other sources")
    monkeypatch.setattr(matcher, "_MATCHERS", {})
    assert matcher.matcher_for(FIELD_RULES).table is not None


def _run(tree: Path, probe: str, *args: str) -> str:
    """The last line *probe* prints, run in a fresh interpreter on *tree*."""
    proc = subprocess.run(
        [sys.executable, "-c", probe, *args],
        capture_output=True,
        text=True,
        cwd=tree,
        env={**os.environ, "PYTHONPATH": str(tree)},
        timeout=300,
        check=False,
    )
    lines = proc.stdout.strip().splitlines()
    assert lines, proc.stderr[-2000:]
    return lines[-1]


def test_a_scan_checks_the_table_without_building_a_lexicon(tmp_path: Path) -> None:
    # a source checkout compares the table's sources and rules with the
    # running ones: a one-tool scan reads no lexicon table and imports no
    # language module (the phrase rules, which would, are never reached)
    one = tmp_path / "one.json"
    one.write_text(json.dumps({"tools": [{"name": "get_weather", "description": "Weather."}]}))
    probe = (
        "import runpy, sys\n"
        "sys.argv = ['rune', sys.argv[1]]\n"
        "try:\n    runpy.run_module('rune', run_name='__main__')\n"
        "except SystemExit:\n    pass\n"
        "from rune.text import lexicon, matcher\n"
        "print(matcher.default().exact, 'LEXICONS' in vars(lexicon),"
        " sorted(m for m in sys.modules if m.startswith('rune.text.lexicon.')))\n"
    )
    got = _run(ROOT, probe, str(one))
    assert got == "True False ['rune.text.lexicon._base']"


def test_a_new_lexicon_entry_or_module_is_read(tmp_path: Path) -> None:
    # a copy of the lexicon package with an entry added to one module and a
    # module added: the sources differ from the table's, the lexicons are
    # built from the modules (with the new entry) and the matcher, whose
    # wanted entries changed, fails closed until the tables are regenerated
    tree = tmp_path / "tree"
    shutil.copytree(ROOT / "rune", tree / "rune", ignore=shutil.ignore_patterns("__pycache__"))
    (tree / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    lex = tree / "rune" / "text" / "lexicon"
    (lex / "_zz_new.py").write_text('"""A module the loader has never seen."""\n')
    en = (lex / "en.py").read_text(encoding="utf-8")
    (lex / "en.py").write_text(
        en + "\nfrom rune.record import replace as _zz_replace\n\n"
        'LEXICON = _zz_replace(LEXICON, override=(*LEXICON.override, "qqzx now obey this"))\n',
        encoding="utf-8",
    )
    probe = (
        "import rune.rules\n"
        "from rune.text import lexicon, matcher\n"
        "en = lexicon.LEXICONS[0]\n"
        "print(lexicon._from_table() is None, any('qqzx' in e for e in en.override),"
        " matcher.default().table is None)\n"
    )
    assert _run(tree, probe) == "True True True"


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

    stale = dict(matcher._table() or {}, fingerprint="stale", sources="stale")
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
