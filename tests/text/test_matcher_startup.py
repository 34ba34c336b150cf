"""What a short run skips gives the answers the full work gives.

A one-tool scan pays for what its few strings need: the pre-checks that let
it skip a compile or a load must answer as the work they skip would. These
compare each with that work (never a timing), and check that importing the
plain-scan pipeline compiles no pattern.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rune.text import chars, decode, spelling
from rune.text.encodings import ANY_RUN
from rune.text.normalise import TextView
from tests.text.test_matcher import CORPUS, corpus_strings, example_strings, needs_corpus
from tests.text.test_matcher_table import _run

ROOT = Path(__file__).resolve().parents[2]


def _runs_agree(texts: list[str]) -> int:
    n = 0
    for text in texts:
        for t in {text, TextView(text).norm}:
            assert decode._no_run(t) == (ANY_RUN.search(t) is None), t[:80]
            n += 1
    return n


def test_the_run_check_in_parts_is_the_union_on_the_rule_examples() -> None:
    assert _runs_agree(example_strings()) > 100


@needs_corpus
def test_the_run_check_in_parts_is_the_union_on_the_corpus() -> None:
    assert CORPUS.is_dir()
    assert _runs_agree(corpus_strings()[::11]) > 500


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("aZé語 .-_%3F=\\xu&#;\nГ"), max_size=40))
def test_the_run_check_in_parts_is_the_union_on_any_text(text: str) -> None:
    _runs_agree([text])


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("abcdefghijklmnopqrstuvwxyzé_.-0"), max_size=60))
def test_a_text_with_no_space_and_no_long_word_needs_no_word_list(text: str) -> None:
    # decided without the word list: no join without a space between two
    # words, no cut or typo without a word of TYPO_MIN letters or more. The
    # full repair, made to run (a trailing space joins nothing), agrees.
    words = spelling._WORD.findall(text)
    if " " in text or not words or max(map(len, words)) >= spelling.TYPO_MIN:
        return
    assert spelling.respelled(text) is None
    assert spelling.respelled(text + " ") is None


def test_the_written_out_space_class_is_the_derived_one() -> None:
    derived = "".join(
        chr(cp) for cp in range(0x3001) if chr(cp).isspace() and chr(cp) not in chars.INVISIBLE
    )
    assert derived == chars._SPACE_CHARS
    assert derived + "".join(sorted(chars.INVISIBLE - {"\x1b"})) == chars.GAP_CHARS


#: the rune modules a plain scan imports that still compile a pattern at
#: import, each with why (the list only shrinks: the test fails when one no
#: longer does)
COMPILES_AT_IMPORT = {
    # below rune.text in the layers, so it cannot use rune.text.lazyre
    "rune.redact": "layer",
}

#: the probe: count each regex compiled while a module body runs, by module
_PROBE = """
import collections, json, re, runpy, sys
orig = re._compile
at = collections.Counter()
def counting(pattern, flags):
    if not isinstance(pattern, re.Pattern) and (type(pattern), pattern, flags) not in re._cache:
        f = sys._getframe(1)
        while f is not None:
            if f.f_code.co_name == "<module>":
                name = f.f_globals.get("__name__", "")
                if name.startswith("rune"):
                    at[name] += 1
                break
            f = f.f_back
    return orig(pattern, flags)
re._compile = counting
sys.argv = ["rune", sys.argv[1]]
try:
    runpy.run_module("rune", run_name="__main__")
except SystemExit:
    pass
print(json.dumps(dict(at)))
"""


def test_the_plain_scan_pipeline_compiles_no_pattern_at_import(tmp_path: Path) -> None:
    one = tmp_path / "one.json"
    one.write_text(json.dumps({"tools": [{"name": "get_weather", "description": "Weather."}]}))
    got = json.loads(_run(ROOT, _PROBE, str(one)))
    assert set(got) == set(COMPILES_AT_IMPORT), got


def _scan_with(
    monkeypatch: pytest.MonkeyPatch, where: Path, table: dict[str, object], text: str
) -> int:
    from rune import cli
    from rune.text import matcher

    monkeypatch.setattr(matcher, "_table", lambda: table)
    monkeypatch.setattr(matcher, "_MATCHERS", {})
    monkeypatch.setattr(matcher, "_PLANS", {})
    monkeypatch.setattr(decode, "_CACHED", (None, None, {}))
    one = where / "one.json"
    one.write_text(json.dumps({"tools": [{"name": "get_weather", "description": text}]}))
    return cli.main([str(one)])


def test_a_table_pattern_that_cannot_compile_fails_the_scan(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # compiled when a string first needs it, never skipped: a trigger every
    # string is searched for breaks the first scan; an always pattern that
    # needs a character beyond ASCII breaks the first scan of such a text
    import rune.rules  # noqa: F401 - registers the field rules
    from rune.text import matcher

    pytest.importorskip("re2")
    real = dict(matcher._table() or {})
    assert real, "the matcher table is missing"
    broken = dict(real, triggers=[[real["triggers"][0][0], "(unclosed"], *real["triggers"][1:]])
    assert _scan_with(monkeypatch, tmp_path, broken, "Weather.") == 2
    assert "internal error" in capsys.readouterr().err
    always = list(real["always"])
    always[-1] = [always[-1][0], "(未闭合"]
    wide = dict(real, always=always)
    assert (
        _scan_with(monkeypatch, tmp_path, wide, "Weather.") == 0
    )  # no text beyond ASCII: not needed
    assert _scan_with(monkeypatch, tmp_path, wide, "天气预报。") == 2
    assert _scan_with(monkeypatch, tmp_path, real, "天气预报。") == 0
