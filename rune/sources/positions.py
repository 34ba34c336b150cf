"""JSON path -> line and column in the source text.

One tokenising pass over the text (regular expressions do the scanning, so it
runs at C speed) records where each requested path's value, or key, starts
and ends. Offsets inside a string literal are mapped through its escapes, so a
finding at character 79 of a description lands on the exact column of the
file even when the literal holds ``\\n`` or ``\\u200b`` escapes.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable

from rune.model import JsonPath

_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\],:]|[^\s{}\[\],:"]+', re.DOTALL)
_ESCAPE = re.compile(r"\\u[0-9a-fA-F]{4}|\\.", re.DOTALL)

#: (is_key, path) -> (start, end) character offsets of the literal in the text
Spans = dict[tuple[bool, JsonPath], tuple[int, int]]


def find_spans(text: str, wanted: Iterable[tuple[bool, JsonPath]]) -> Spans:
    """Locate each wanted (is_key, path) in *text*; stops once all are found."""
    want = set(wanted)
    found: Spans = {}
    if not want:
        return found
    # container stack: each frame is [is_object, path, next_index, pending_key]
    stack: list[list[object]] = []
    expect_key = False
    for m in _TOKEN.finditer(text):
        tok = m.group()
        c = tok[0]
        if c in ",:":
            if c == "," and stack:
                frame = stack[-1]
                if frame[0]:
                    expect_key = True
            continue
        if c in "}]":
            if stack:
                stack.pop()
                _advance(stack)
            expect_key = False
            continue
        if expect_key and c == '"':
            key = _unquote(tok)
            stack[-1][3] = key
            key_path = (*_frame_path(stack), key)
            if (True, key_path) in want:
                found[(True, key_path)] = (m.start(), m.end())
            expect_key = False
            continue
        # a value
        value_path = _value_path(stack)
        if (False, value_path) in want:
            found[(False, value_path)] = (m.start(), m.end())
            if len(found) == len(want):
                return found
        if c in "{[":
            stack.append([c == "{", value_path, 0, None])
            expect_key = c == "{"
        else:
            _advance(stack)
    return found


def _frame_path(stack: list[list[object]]) -> JsonPath:
    p = stack[-1][1]
    assert isinstance(p, tuple)
    return p


def _value_path(stack: list[list[object]]) -> JsonPath:
    if not stack:
        return ()
    frame = stack[-1]
    base = frame[1]
    assert isinstance(base, tuple)
    if frame[0]:
        key = frame[3]
        assert isinstance(key, str)
        return (*base, key)
    idx = frame[2]
    assert isinstance(idx, int)
    return (*base, idx)


def _advance(stack: list[list[object]]) -> None:
    if stack and not stack[-1][0]:
        idx = stack[-1][2]
        assert isinstance(idx, int)
        stack[-1][2] = idx + 1


def _unquote(tok: str) -> str:
    import json

    try:
        v = json.loads(tok)
    except ValueError:
        return tok[1:-1]
    return v if isinstance(v, str) else tok[1:-1]


def literal_offset(literal: str, char_offset: int) -> int:
    """Offset inside a JSON string literal (quotes included) of decoded char N."""
    pos = 1  # after the opening quote
    decoded = 0
    end = len(literal) - 1
    while pos < end and decoded < char_offset:
        if literal[pos] == "\\":
            m = _ESCAPE.match(literal, pos)
            step = m.end() - pos if m else 2
            # a surrogate pair written as two escapes decodes to one character
            if m and step == 6 and 0xD800 <= int(literal[pos + 2 : pos + 6], 16) <= 0xDBFF:
                nxt = _ESCAPE.match(literal, pos + 6)
                if nxt and nxt.end() - nxt.start() == 6:
                    lo = int(literal[pos + 8 : pos + 12], 16)
                    if 0xDC00 <= lo <= 0xDFFF:
                        step = 12
            pos += step
        else:
            pos += 1
        decoded += 1
    return pos


class LineIndex:
    """Character offset -> 1-based (line, column)."""

    def __init__(self, text: str) -> None:
        self.starts = [0]
        self.starts.extend(m.end() for m in re.finditer(r"\n", text))

    def at(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self.starts, offset) - 1
        return line + 1, offset - self.starts[line] + 1
