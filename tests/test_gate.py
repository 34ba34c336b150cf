"""Word gates change how fast the phrase patterns run, never what they match.

Each gated pattern is compared with its plain ``re`` self (gate off) on rule
examples, on long strings that take the candidate-start path, and on
generated word soup from the lexicons; each lexicon alternation is compared
with and without its run-trie lookahead.
"""

from __future__ import annotations

import functools
import json
import random
import re
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rune.rules import FIELD_RULES
from rune.text import gate as G
from rune.text import grammar, phrases
from rune.text.grammar import frag
from rune.text.lexicon import LEXICONS
from rune.text.normalise import TextView
from rune.text.phrases import Phrases, alternation
from tests import test_fuzz  # noqa: F401 - registers and loads the hypothesis profile

GATED = list(phrases.patterns())


def _examples() -> list[str]:
    out: list[str] = []
    for rule in FIELD_RULES:
        for ex in (*rule.flags, *rule.quiet):
            text = ex if isinstance(ex, str) else json.dumps(ex)
            out += [text, TextView(text).norm]
    return out


EXAMPLES = _examples()
# longer than gate.LONG, so the candidate-start path runs
_JOINED = TextView(" ".join(EXAMPLES)).norm
LONG_TEXT = _JOINED * (2 * G.LONG // len(_JOINED) + 1)
assert len(LONG_TEXT) > 2 * G.LONG

_VOCAB = sorted(
    {
        w
        for lex in LEXICONS
        for field in ("override", "role", "impersonation", "conceal", "send_verbs", "secrets",
                      "system_prompt", "preference", "hostile_verbs", "read_verbs", "negations")
        for entry in getattr(lex, field)
        for w in re.findall(r"[^\W\d_]+", entry)
    }
)  # fmt: skip
_SEPS = [" ", " ", " ", "_", "-", "\n", ". ", ", ", "'", "\u2019", "[", "#", ": ", "*", "/", "~/."]
WORD_SOUP = st.lists(
    st.tuples(st.sampled_from(_VOCAB), st.sampled_from(_SEPS)), min_size=1, max_size=40
).map(lambda parts: "".join(w + s for w, s in parts))


def _spans(it: Iterator[re.Match[str]]) -> list[tuple[int, int, tuple[str | None, ...]]]:
    return [(m.start(), m.end(), m.groups()) for m in it]


def _same(gp: G.GatedPattern, text: str, pos: int = 0, endpos: int | None = None) -> None:
    end = len(text) if endpos is None else endpos
    want = _spans(gp.pattern.finditer(text, pos, end))
    assert _spans(gp.finditer(text, pos, end)) == want
    found = gp.search(text, pos, end)
    assert (found.span() if found else None) == ((want[0][0], want[0][1]) if want else None)


def test_most_phrase_patterns_are_gated() -> None:
    names = {n for n, gp in GATED if gp.gate is not None}
    assert "rune.rules.concealment._CONCEAL.latin" in names
    assert "rune.rules.data_exfiltration._SECRET.latin" in names
    assert "rune.rules.data_exfiltration._SEND_EN" in names


@pytest.mark.parametrize("name", [n for n, _ in GATED])
def test_gate_matches_plain_search_on_examples(name: str) -> None:
    gp = dict(GATED)[name]
    for text in EXAMPLES:
        _same(gp, text)
    _same(gp, LONG_TEXT)
    rnd = random.Random(name)
    for _ in range(6):
        a = rnd.randrange(len(LONG_TEXT) - G.LONG)
        b = rnd.randrange(a + G.LONG, len(LONG_TEXT) + 1)
        _same(gp, LONG_TEXT, a, b)


@given(WORD_SOUP)
def test_gate_matches_plain_search_on_word_soup(soup: str) -> None:
    for _, gp in GATED:
        _same(gp, soup)


@settings(max_examples=12)
@given(WORD_SOUP)
def test_gate_matches_plain_search_on_long_word_soup(soup: str) -> None:
    long = soup * (G.LONG // max(1, len(soup)) + 2)
    for _, gp in GATED:
        _same(gp, long)
        _same(gp, long, len(soup) // 2, len(long) - 3)


_FIELDS = ("override", "role", "impersonation", "conceal", "secrets", "system_prompt",
           "send_verbs", "hostile_verbs", "preference", "read_verbs", "negations",
           "instruments", "local_words")  # fmt: skip


@pytest.mark.parametrize("field", _FIELDS)
def test_trie_lookahead_changes_no_match(field: str) -> None:
    for ascii in (False, True):
        plain = re.compile(alternation(field, ascii=ascii, trie=False))
        fast = re.compile(alternation(field, ascii=ascii, trie=True))
        assert plain.pattern != fast.pattern
        for text in (*EXAMPLES, LONG_TEXT):
            assert _spans(fast.finditer(text)) == _spans(plain.finditer(text))


@functools.cache
def _both(field: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    return re.compile(alternation(field, trie=False)), re.compile(alternation(field, trie=True))


@given(WORD_SOUP)
def test_trie_lookahead_changes_no_match_on_word_soup(soup: str) -> None:
    for field in _FIELDS:
        plain, fast = _both(field)
        assert _spans(fast.finditer(soup)) == _spans(plain.finditer(soup))


B = r"(?<![a-z0-9])"


def test_derive_lists_whole_words_and_prefixes() -> None:
    g = G.derive(B + r"(?:ignore|skip|api)(?![a-z0-9])")
    assert g is not None and g.complete and g.anchored
    assert g.exact == {"api"}
    assert dict(g.prefixes) == {4: {"igno", "skip"}}
    g = G.derive(B + r"do(?: not|n't) tell")
    assert g is not None and g.exact == {"do", "don"} and not g.prefixes


@pytest.mark.parametrize(
    "source",
    [
        r"\w+ing",  # can start anywhere in a word
        "ignore",  # no boundary before it
        "(?i)" + B + "ignore",  # case-insensitive
        B + "(?:ignore)?",  # can match empty
    ],
)
def test_derive_refuses_what_it_cannot_bound(source: str) -> None:
    g = G.derive(source)
    assert g is None or not g.complete


def test_symbol_led_pattern_keeps_its_lead_in_the_lookahead() -> None:
    g = G.derive(B + r"(?:\[ ?system|ignore)")
    assert g is not None and not g.anchored and g.lead == "["
    ahead = g.lookahead()
    assert ahead is not None
    rx = re.compile(ahead)
    assert rx.match("[system") and rx.match("ignore") and not rx.match("system")


def test_gate_skips_long_strings_without_the_words() -> None:
    gp = G.GatedPattern(B + r"(?:ignore|disregard) (?:all|previous)")
    text = "nothing to see here, " * 500
    assert gp.gate is not None and not gp.gate.possible(G.tokens(text))
    assert list(gp.finditer(text)) == []
    hit = text + "IGNORE ignore all"
    assert [m.group() for m in gp.finditer(hit)] == ["ignore all"]


def test_norm_indices_agree_with_orig() -> None:
    alphabet = ["a", "b", " ", "\n", "\u200b", "\ufb01", "\u0430", "  ", "\t", "\u00a0", ".",
                "\u2028", "\x1b[31m", "\uff21", "\u00df", "\u0130"]  # fmt: skip
    rnd = random.Random(3)
    for _ in range(3000):
        s = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 30)))
        v = TextView(s, compat=rnd.random() < 0.8)
        positions = sorted(rnd.randint(0, len(s) + 1) for _ in range(5))
        want = []
        for p in positions:
            lo, hi = 0, len(v.norm)
            while lo < hi:
                mid = (lo + hi) // 2
                if v.orig(mid) < p:
                    lo = mid + 1
                else:
                    hi = mid
            want.append(lo)
        assert v.norm_indices(positions) == want, (s, positions)


def test_destination_chunks_are_whole_chunks_with_an_address_mark() -> None:
    naive = re.compile(r"[^\s()<>{}\"'`,;|\u3001\u3002\uff0c\uff1b\uff08\uff09]+")
    rnd = random.Random(9)
    alphabet = ["a", "b", ".", ":", "@", " ", ",", "(", "/", "x.com", "\u3002", "é"]
    for _ in range(3000):
        s = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 25)))
        want = [(m.start(), m.group()) for m in naive.finditer(s)
                if any(c in m.group() for c in ".:@")]  # fmt: skip
        assert [(m.start(), m.group()) for m in grammar._CHUNK.finditer(s)] == want


_SINGLE = {field: Phrases.of(field) for field in phrases.DIRECTIVE_FIELDS}


def _no_directive_in(text: str) -> None:
    view = TextView(text)
    if phrases.directive_free(view):
        for field, single in _SINGLE.items():
            assert not single.search(view.norm), (field, text)


def test_one_directive_pass_stands_in_for_five() -> None:
    for text in (*EXAMPLES, LONG_TEXT):
        _no_directive_in(text)
    flagged = [ex for r in FIELD_RULES if r.id == "concealment" for ex in r.flags]
    assert all(isinstance(t, str) and not phrases.directive_free(TextView(t)) for t in flagged)


@given(WORD_SOUP)
def test_one_directive_pass_stands_in_for_five_on_word_soup(soup: str) -> None:
    _no_directive_in(soup)


def test_stored_lookaheads_are_current() -> None:
    """rune/text/lookaheads.py holds what a fresh derivation gives (a stale
    file is only slower, but the stored values must be the derived ones)."""
    import subprocess
    import sys

    from rune.text.lookaheads import LOOKAHEADS
    from tests.conftest import ROOT

    out = subprocess.run(
        [sys.executable, "-m", "rune.text.phrases"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout
    fresh: dict[str, object] = {}
    exec(compile(out, "lookaheads", "exec"), fresh)  # our own generated module
    assert fresh["LOOKAHEADS"] == LOOKAHEADS, (
        "rune/text/lookaheads.py is stale: regenerate with "
        "python -m rune.text.phrases > rune/text/lookaheads.py"
    )


def _entry_strings() -> Iterator[tuple[str, str, st.SearchStrategy[str]]]:
    for field in _FIELDS:
        for lex in LEXICONS:
            for entry in getattr(lex, field):
                try:
                    yield field, entry, st.from_regex(re.compile(frag(entry)), fullmatch=True)
                except Exception:
                    continue


def _check_entry(field: str, entry: str, strategy: st.SearchStrategy[str]) -> None:
    from hypothesis import HealthCheck

    plain, fast = _both(field)

    @settings(
        max_examples=4,
        deadline=None,
        database=None,
        derandomize=True,
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy, st.sampled_from(["", " ", "x ", "the ", ". "]))
    def check(text: str, before: str) -> None:
        t = TextView(before + text).norm
        assert _spans(fast.finditer(t)) == _spans(plain.finditer(t)), (field, entry, t)

    check()


def test_trie_lookahead_keeps_every_lexicon_entry() -> None:
    """Strings built from each entry's own pattern, in a little context, match
    the same with and without the lookahead (a fixed, small sample each)."""
    checked = 0
    for field, entry, strategy in _entry_strings():
        _check_entry(field, entry, strategy)
        checked += 1
    assert checked > 500
