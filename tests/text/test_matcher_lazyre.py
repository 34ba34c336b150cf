"""The lazy regex helper: nothing compiled at import, the same answers as re."""

from __future__ import annotations

import re

import pytest

from rune.text.lazyre import lazy


def test_compiles_on_first_use_and_answers_like_re() -> None:
    src = r"(?P<k>[a-z]+)=(\d+)"
    lz, rx = lazy(src), re.compile(src)
    assert lz.pattern == src and lz._compiled is None
    text = "a=1, bb=22; c=x"
    assert lz.search(text).span() == rx.search(text).span()  # type: ignore[union-attr]
    assert lz._compiled is not None
    assert lz.match(text) is not None and lz.match(text, 1) is None
    assert lz.fullmatch("bb=22") is not None and lz.fullmatch(text) is None
    assert [m.span() for m in lz.finditer(text)] == [m.span() for m in rx.finditer(text)]
    assert lz.sub("X", text) == rx.sub("X", text) and lz.subn("X", text) == rx.subn("X", text)
    assert lz.groupindex == rx.groupindex and lz.groups == 2


def test_findall_and_split_answer_like_re_where_their_type_holds() -> None:
    text = "a=1, bb=22; c=x"
    for src in (r"[a-z]+", r"([a-z]+)=", r"[,;] ?"):
        assert lazy(src).findall(text) == re.compile(src).findall(text)
    assert lazy(r"[,;] ?").split(text) == re.compile(r"[,;] ?").split(text)
    assert lazy(r"[,;] ?").split(text, 1) == ["a=1", "bb=22; c=x"]


def test_findall_and_split_refuse_what_would_not_be_strings() -> None:
    # two groups make findall return tuples, a group makes split interleave None
    with pytest.raises(ValueError, match="more than one group"):
        lazy(r"([a-z]+)=(\d+)").findall("a=1")
    with pytest.raises(ValueError, match="with a group"):
        lazy(r"(,)|;").split("a,b;c")


def test_flags_are_kept() -> None:
    assert lazy("abc", re.I).search("xABCx") is not None
    assert lazy("abc").search("xABCx") is None
