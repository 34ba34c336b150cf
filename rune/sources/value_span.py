"""How far a config value runs on its line, so an annotation underlines all of it."""

from __future__ import annotations

import functools

_BARE_END = ",}]#\r\n"


@functools.lru_cache(maxsize=32)
def _lines(path: str) -> tuple[str, ...]:
    try:
        with open(path, encoding="utf-8-sig", errors="replace") as fh:
            return tuple(fh.read(4 * 1024 * 1024).splitlines())
    except OSError:
        return ()


def value_end(text_line: str, column: int) -> int:
    """The column just past the value that starts at *column* (1-based) of
    *text_line*: a quoted string to its closing quote, a bare value to the
    next separator. ``column + 1`` when nothing can be told."""
    i = column - 1
    if not 0 <= i < len(text_line):
        return column + 1
    quote = text_line[i]
    if quote in "{[":
        return column + 1
    if quote in "\"'":
        j = i + 1
        while j < len(text_line):
            c = text_line[j]
            if c == "\\" and quote == '"':
                j += 2
                continue
            if c == quote:
                return j + 2
            j += 1
        return len(text_line) + 1
    j = i
    while j < len(text_line) and text_line[j] not in _BARE_END:
        j += 1
    while j > i + 1 and text_line[j - 1].isspace():
        j -= 1
    return max(j + 1, column + 1)


def end_column(path: str, line: int, column: int) -> int:
    """:func:`value_end` for line *line* of the file at *path*."""
    lines = _lines(path)
    if not 0 < line <= len(lines):
        return column + 1
    return value_end(lines[line - 1], column)
