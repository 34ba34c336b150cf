"""RE2 multi-pattern sets: compiled once, searched in one pass, failing closed.

A compiled set reports which of its patterns occur in a text. Every set here
holds one more pattern after its own, ``\\z``, which matches at the end of
every text: a search that does not report it did not finish (RE2 answers "no
match" when its automaton runs out of memory). A set RE2 cannot compile
within :data:`MAX_MEM`, and a search it did not finish, count every pattern
of the set as found, never none.

Without the ``re2`` module (no wheel for the platform), or with
``RUNE_NO_RE2=1`` in the environment, :func:`enabled` is false and the
matcher reports every name present instead of compiling anything.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from typing import NamedTuple, Protocol

#: each set's memory bound (RE2 gives its lazily built DFA about two thirds of
#: it); ample: the largest set compiles in well under 2 MiB
MAX_MEM = 256 << 20


class CompiledSet(Protocol):
    """What the matcher uses of a compiled ``re2.Set``."""

    def Match(self, data: bytes) -> list[int] | None: ...


class Compiled(NamedTuple):
    """A compiled set (``None``: RE2 could not compile it) and what each of
    its patterns reports (a name's index, or a literal's)."""

    rset: CompiledSet | None
    of_index: list[int]


def enabled() -> bool:
    """Whether RE2 sets are used (the module is there and not switched off)."""
    if os.environ.get("RUNE_NO_RE2"):
        return False
    try:
        import re2  # noqa: F401
    except ImportError:
        return False
    return True


def compile_set(patterns: Sequence[str], of_index: list[int], max_mem: int) -> Compiled:
    """The set of *patterns* and the sentinel, compiled; its ``rset`` is
    ``None`` when RE2 runs out of *max_mem* compiling it. A pattern RE2
    rejects is a :class:`ValueError` naming it (the table is broken)."""
    import re2

    opts = re2.Options()
    opts.max_mem = max_mem
    opts.never_capture = True
    opts.log_errors = False
    rset = re2.Set.SearchSet(opts)
    for src in patterns:
        try:
            rset.Add(src)
        except (ValueError, re2.error) as exc:
            msg = f"matcher: the pattern {src[:60]!r} cannot be compiled"
            raise ValueError(msg) from exc
    # the sentinel, index len(of_index); an empty pattern would do too, but
    # one that matches everywhere makes every automaton state a match state
    rset.Add("\\z")
    try:
        rset.Compile()
    except re2.error:  # out of memory: fail closed, every pattern found
        return Compiled(None, of_index)
    return Compiled(rset, of_index)


def search(compiled: Compiled, data: bytes) -> tuple[list[int], bool]:
    """What the set finds in *data*, and whether the answer is exact: when
    the set was not compiled or the search did not finish, everything the
    set could report, and ``False``."""
    rset, of_index = compiled
    done = len(of_index)
    hits = rset.Match(data) if rset is not None else None
    if not hits or done not in hits:
        return of_index, False
    return [of_index[k] for k in hits if k != done], True


class Host(Protocol):
    """What compiles and searches a set for :class:`Split` (the matcher,
    which counts the sets and searches that failed)."""

    def _compile(self, patterns: Sequence[str], of_index: list[int]) -> Compiled: ...

    def _found(self, compiled: Compiled, data: bytes) -> Iterable[int]: ...


class Split:
    """A set of literals searched as two: the plain-ASCII ones, searched in
    every text, and the others, compiled the first time a text that is not
    plain ASCII is searched (a plain-ASCII text cannot hold one of them, and
    most metadata is plain ASCII: the set it pays for is about half)."""

    def __init__(self, host: Host, patterns: Sequence[str], of_index: list[int]) -> None:
        self._host = host
        narrow = [k for k, pat in enumerate(patterns) if pat.isascii()]
        wide = [k for k, pat in enumerate(patterns) if not pat.isascii()]
        self._ascii = host._compile([patterns[k] for k in narrow], [of_index[k] for k in narrow])
        self._wide_src = ([patterns[k] for k in wide], [of_index[k] for k in wide])
        self._wide: Compiled | None = None

    def found(self, text: str, data: bytes) -> set[int]:
        """What the literals of this set found in *data* (*text* encoded)."""
        got = set(self._host._found(self._ascii, data))
        if not text.isascii() and self._wide_src[0]:
            if self._wide is None:
                self._wide = self._host._compile(*self._wide_src)
            got.update(self._host._found(self._wide, data))
        return got
