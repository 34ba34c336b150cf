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
from rune.text.lazyre import lazy

_TOKEN = lazy(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"|[{}\[\],:]|[^\s{}\[\],:"]+', re.DOTALL)
_ESCAPE = lazy(r"\\u[0-9a-fA-F]{4}|\\.", re.DOTALL)

#: (is_key, path) -> (start, end) character offsets of the literal in the text
Spans = dict[tuple[bool, JsonPath], tuple[int, int]]


class _Frame:
    """One open container while tokenising: its path, next index, pending key."""

    __slots__ = ("index", "is_object", "key", "path")

    def __init__(self, is_object: bool, path: JsonPath) -> None:
        self.is_object = is_object
        self.path = path
        self.index = 0
        self.key = ""

    def child(self) -> JsonPath:
        return (*self.path, self.key) if self.is_object else (*self.path, self.index)


def find_spans(text: str, wanted: Iterable[tuple[bool, JsonPath]]) -> Spans:
    """Locate each wanted (is_key, path) in *text*; stops once all are found."""
    want = set(wanted)
    found: Spans = {}
    if not want:
        return found
    stack: list[_Frame] = []
    expect_key = False
    for m in _TOKEN.finditer(text):
        tok = m.group()
        c = tok[0]
        if c in ",:":
            if c == "," and stack and stack[-1].is_object:
                expect_key = True
            continue
        if c in "}]":
            if stack:
                stack.pop()
                _advance(stack)
            expect_key = False
            continue
        if expect_key and c == '"':
            frame = stack[-1]
            frame.key = _unquote(tok)
            key_path = (*frame.path, frame.key)
            if (True, key_path) in want:
                found[(True, key_path)] = (m.start(), m.end())
            expect_key = False
            continue
        value_path = stack[-1].child() if stack else ()
        if (False, value_path) in want:
            found[(False, value_path)] = (m.start(), m.end())
            if len(found) == len(want):
                return found
        if c in "{[":
            stack.append(_Frame(c == "{", value_path))
            expect_key = c == "{"
        else:
            _advance(stack)
    return found


def _advance(stack: list[_Frame]) -> None:
    if stack and not stack[-1].is_object:
        stack[-1].index += 1


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
