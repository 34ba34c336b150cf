"""The bounds that keep hostile input cheap never change a verdict.

Each bound in :mod:`rune.text.spelling` skips the search for a typo fix or a
cut of a glued run only when no answer can exist; these tests check that the
answers with the bounds are the answers without them, on typos of every long
lexicon word, on words glued together and on runs of random letters.
"""

from __future__ import annotations

import base64
import random
import re

import pytest

from rune.text import spelling


def _tokens() -> list[str]:
    rnd = random.Random(18)
    found = sorted(spelling.words())
    letters = "abcdefghijklmnopqrstuvwxyzéüöñ"
    out: set[str] = set()
    for w in found[::7]:
        if len(w) < 8:
            continue
        i = rnd.randrange(1, len(w) - 1)
        c = rnd.choice(letters)
        out.update(
            (
                w[:i] + c + w[i:],
                w[:i] + w[i + 1 :],
                w[:i] + c + w[i + 1 :],
                w[: i - 1] + w[i] + w[i - 1] + w[i + 1 :],
            )
        )
    pool = [*found, *spelling.FILLERS]
    for _ in range(3000):
        out.add("".join(rnd.choice(pool) for _ in range(rnd.randint(2, 5))))
    blob = base64.b64encode(rnd.randbytes(60_000)).decode().lower()
    out.update(re.findall(r"[^\W\d_]+", blob))
    return sorted(t for t in out if len(t) >= spelling.TYPO_MIN)


def _answers(tokens: list[str]) -> list[tuple[str | None, list[str] | None]]:
    spelling.nearest.cache_clear()
    spelling._cut.cache_clear()
    try:
        return [
            (
                spelling.nearest(t) if len(t) <= spelling.TYPO_MAX else None,
                spelling._cut(t) if len(t) >= spelling.GLUED_MIN else None,
            )
            for t in tokens
        ]
    finally:
        spelling.nearest.cache_clear()
        spelling._cut.cache_clear()


def test_the_spelling_bounds_lose_no_repair(monkeypatch: pytest.MonkeyPatch) -> None:
    tokens = _tokens()
    bounded = _answers(tokens)
    monkeypatch.setattr(spelling, "_far_from_words", lambda _t: False)
    monkeypatch.setattr(spelling, "_holds_long_word", lambda _r: True)
    monkeypatch.setattr(spelling, "_uncoverable", lambda _r: 0)
    unbounded = _answers(tokens)
    assert bounded == unbounded
    # the sample holds repairs of both kinds, not only blobs
    assert sum(n is not None for n, _c in bounded) > 100
    assert sum(c is not None for _n, c in bounded) > 100


def test_the_shipped_bounds_are_the_words_own() -> None:
    found = spelling._word_list()
    assert spelling._index() is not None
    assert spelling._triples() == spelling.build_triples(found)
    assert spelling._heads() == spelling.build_heads(found)
    assert spelling._cover() == spelling.build_cover(found)
