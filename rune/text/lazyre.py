"""Regular expressions compiled on first use.

A module that writes ``NAME = lazy(r"...")`` where it would write
``NAME = re.compile(r"...")`` pays for the compile only when a string first
reaches the pattern: importing the module costs nothing, and a short run (a
pre-commit hook on one manifest) compiles only what it uses. The object
answers the calls the rules make of a compiled pattern.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator, Mapping


class Lazy:
    """A pattern and its flags, compiled the first time it is used."""

    __slots__ = ("_compiled", "_flags", "_source")

    def __init__(self, source: str, flags: int = 0) -> None:
        self._source = source
        self._flags = flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if it was not yet)."""
        got = self._compiled
        if got is None:
            got = self._compiled = re.compile(self._source, self._flags)
        return got

    @property
    def pattern(self) -> str:
        """The source, as :attr:`re.Pattern.pattern` (compiles nothing)."""
        return self._source

    @property
    def flags(self) -> int:
        return self.compiled.flags

    @property
    def groups(self) -> int:
        return self.compiled.groups

    @property
    def groupindex(self) -> Mapping[str, int]:
        return self.compiled.groupindex

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(text, pos, endpos)

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(text, pos, endpos)

    def fullmatch(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.fullmatch(text, pos, endpos)

    def finditer(
        self, text: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(text, pos, endpos)

    def findall(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> list[str]:
        """The matched strings (the one group's text when the pattern has one): a
        pattern with more groups would return tuples, so it is refused."""
        if self.compiled.groups > 1:
            raise ValueError("findall on a lazily compiled pattern with more than one group")
        return self.compiled.findall(text, pos, endpos)

    def split(self, text: str, maxsplit: int = 0) -> list[str]:
        """The pieces between matches: a pattern with a group would interleave its
        (possibly missing) text, so it is refused."""
        if self.compiled.groups:
            raise ValueError("split on a lazily compiled pattern with a group")
        return self.compiled.split(text, maxsplit)

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        return self.compiled.sub(repl, text, count)

    def subn(
        self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0
    ) -> tuple[str, int]:
        return self.compiled.subn(repl, text, count)

    def __repr__(self) -> str:
        state = "compiled" if self._compiled is not None else "not compiled"
        return f"lazy({self._source[:60]!r}, {state})"


def lazy(source: str, flags: int = 0) -> Lazy:
    """*source* with *flags*, compiled on first use (see :class:`Lazy`)."""
    return Lazy(source, flags)
