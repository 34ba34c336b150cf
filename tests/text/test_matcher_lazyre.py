"""The lazy regex helper: nothing compiled at import, the same answers as re."""

from __future__ import annotations

import re

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
    assert lz.findall(text) == rx.findall(text)
    assert lz.sub("X", text) == rx.sub("X", text) and lz.subn("X", text) == rx.subn("X", text)
    assert lz.split(text) == rx.split(text)
    assert lz.groupindex == rx.groupindex and lz.groups == 2


def test_flags_are_kept() -> None:
    assert lazy("abc", re.I).search("xABCx") is not None
    assert lazy("abc").search("xABCx") is None
