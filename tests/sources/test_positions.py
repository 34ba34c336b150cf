"""JSON path -> line:column, checked against hypothesis-generated documents."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rune.model import JsonPath
from rune.sources.positions import LineIndex, find_spans, literal_offset

keys = st.text(min_size=0, max_size=8)
leaves = st.none() | st.booleans() | st.integers() | st.text(max_size=12)
docs = st.recursive(
    leaves,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(keys, children, max_size=4),
    max_leaves=25,
)


def string_paths(v: Any, path: JsonPath = ()) -> list[tuple[JsonPath, str]]:
    out: list[tuple[JsonPath, str]] = []
    if isinstance(v, str):
        out.append((path, v))
    elif isinstance(v, dict):
        for k, c in v.items():
            out += string_paths(c, (*path, k))
    elif isinstance(v, list):
        for i, c in enumerate(v):
            out += string_paths(c, (*path, i))
    return out


@settings(max_examples=150, deadline=None)
@given(docs, st.sampled_from([None, 1, 2]), st.booleans())
def test_every_string_is_located(doc: Any, indent: int | None, ascii_only: bool) -> None:
    text = json.dumps(doc, indent=indent, ensure_ascii=ascii_only)
    wanted = string_paths(doc)
    spans = find_spans(text, {(False, p) for p, _ in wanted})
    for p, value in wanted:
        s, e = spans[(False, p)]
        assert json.loads(text[s:e]) == value
        literal = text[s:e]
        for k in range(len(value) + 1):
            off = literal_offset(literal, k)
            assert json.loads(literal[:off] + '"') == value[:k]


def test_keys_are_located() -> None:
    text = '{\n  "a": {\n    "b c": 1\n  }\n}'
    spans = find_spans(text, {(True, ("a", "b c"))})
    s, _ = spans[(True, ("a", "b c"))]
    assert LineIndex(text).at(s) == (3, 5)
