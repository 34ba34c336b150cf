"""The literal sets looked up by hand give the compiled sets' answers.

A :class:`~rune.text.re2set.Split` looks its literals up by hand in the first
``HAND_CHARS`` characters it reads and compiles its RE2 set only past them, so
a process that reads a few strings never pays for the compile. Both ways must
find the same literals in every text.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rune.text import matcher, re2set
from rune.text.normalise import TextView
from rune.text.re2set import Compiled, Split, _ByHand
from tests.text.test_matcher import CORPUS, corpus_strings, example_strings, needs_corpus

pytest.importorskip("re2")


class _Host:
    def __init__(self) -> None:
        self.compiled = 0

    def _compile(self, patterns: list[str], of_index: list[int]) -> Compiled:
        self.compiled += 1
        return re2set.compile_set(patterns, of_index, re2set.MAX_MEM)

    def _found(self, compiled: Compiled, data: bytes) -> Iterable[int]:
        hits, exact = re2set.search(compiled, data)
        assert exact
        return hits


def _literals() -> list[str]:
    table = matcher.default().table
    assert table is not None
    return list(table["literals"])


def _both() -> tuple[_ByHand, _ByHand, Compiled, Compiled]:
    pats = _literals()
    narrow = [k for k, p in enumerate(pats) if p.isascii()]
    wide = [k for k, p in enumerate(pats) if not p.isascii()]
    host = _Host()
    hands = []
    sets = []
    for ks in (narrow, wide):
        hand = _ByHand.of([pats[k] for k in ks], ks)
        assert hand is not None, "every literal of the table is a plain literal pattern"
        hands.append(hand)
        sets.append(host._compile([pats[k] for k in ks], ks))
    return hands[0], hands[1], sets[0], sets[1]


_BOTH: list[tuple[_ByHand, _ByHand, Compiled, Compiled]] = []


def _check(texts: Iterable[str]) -> int:
    if not _BOTH:
        _BOTH.append(_both())
    hand_a, hand_w, set_a, set_w = _BOTH[0]
    host = _Host()
    n = 0
    for text in texts:
        for t in {text, TextView(text).norm}:
            data = t.encode("utf-8", "surrogatepass")
            assert hand_a.found(t) == set(host._found(set_a, data)), t[:80]
            assert hand_w.found(t) == set(host._found(set_w, data)), t[:80]
            n += 1
    return n


def test_by_hand_equals_the_sets_on_the_rule_examples() -> None:
    assert _check(example_strings()) > 100


@needs_corpus
def test_by_hand_equals_the_sets_on_the_corpus() -> None:
    assert CORPUS.is_dir()
    assert _check(corpus_strings()[::7]) > 1000


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("ab cdeimnorstuvx-_.\\/'é语системa\n"), max_size=80))
def test_by_hand_equals_the_sets_on_any_text(text: str) -> None:
    _check([text, "ignore " + text + " instructions"])


def test_a_split_compiles_only_past_its_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(re2set, "HAND_CHARS", 100)
    host = _Host()
    pats = ["ignore", "previous", "r\\-x", "ignorer", "前", "指示"]
    split = Split(host, pats, list(range(len(pats))))
    got = split.found("ignore previous r-x", b"ignore previous r-x")
    assert got == {0, 1, 2} and host.compiled == 0
    assert split.found("前の指示", "前の指示".encode()) == {4, 5} and host.compiled == 0
    long = "x" * 90 + " ignorer"
    assert split.found(long, long.encode()) == {0, 3} and host.compiled == 1
    assert split.found("previous", b"previous") == {1} and host.compiled == 1


def test_a_pattern_that_is_not_a_plain_literal_is_compiled() -> None:
    assert _ByHand.of(["a.b"], [0]) is None
    assert _ByHand.of(["a\\.b", "x\\ y"], [0, 1]) is not None
    host = _Host()
    split = Split(host, ["a.b", "plain"], [0, 1])
    assert split.found("axb plain", b"axb plain") == {0, 1} and host.compiled == 1
