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
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Protocol

#: each set's memory bound (RE2 gives its lazily built DFA about two thirds of
#: it); ample: the largest set compiles in well under 2 MiB
MAX_MEM = 256 << 20


class CompiledSet(Protocol):
    """What the matcher uses of a compiled ``re2.Set``."""

    def Match(self, data: bytes) -> list[int] | None: ...


class Compiled(tuple[CompiledSet | None, list[int]]):
    """A compiled set (``None``: RE2 could not compile it) and what each of
    its patterns reports (a name's index, or a literal's); a plain pair (a
    ``NamedTuple`` class costs a millisecond of ``typing`` to define at
    import)."""

    __slots__ = ()

    def __new__(cls, rset: CompiledSet | None, of_index: list[int]) -> Compiled:
        return super().__new__(cls, (rset, of_index))

    @property
    def rset(self) -> CompiledSet | None:
        return self[0]

    @property
    def of_index(self) -> list[int]:
        return self[1]


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


#: characters of text a :class:`Split` looks its literals up in by hand
#: before it compiles its set: compiling the plain-ASCII literals costs about
#: 30 ms and the others about 40, as much as looking up some 100,000 characters,
#: so a process that reads a few strings never compiles them
HAND_CHARS = 1 << 16
#: a literal pattern as ``scripts/superset.py`` writes one: ASCII letters and
#: digits, any other ASCII character escaped, anything beyond ASCII as it is
_PLAIN = r"(?:\\[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]|[0-9A-Za-z]|[^\x00-\x7f])+"
_ESCAPE = r"\\(.)"
#: how many characters a literal's lookup key holds
_HEAD = 3
#: what separates a bucket's literals, and a literal from its index, in a
#: packed index (no plain literal holds an ASCII control character)
_ITEM, _PAIR = "\x1e", "\x1f"


def hand_index(patterns: Sequence[str], of_index: Sequence[int]) -> dict[str, str] | None:
    """The lookup :class:`_ByHand` builds for *patterns*, packed as
    ``scripts/gen_matcher.py`` writes it into the matcher's table: each head
    of :data:`_HEAD` characters and its literals (``literal\\x1findex``,
    ``\\x1e``-separated), the shorter literals under the empty head; ``None``
    when a pattern is not a plain literal pattern."""
    import re

    joined = "\n".join(patterns)
    if patterns and not re.fullmatch(f"{_PLAIN}(?:\n{_PLAIN})*", joined):
        return None
    literals = re.sub(_ESCAPE, r"\1", joined).split("\n") if patterns else []
    out: dict[str, list[str]] = {}
    for lit, idx in zip(literals, of_index, strict=True):
        head = lit[:_HEAD] if len(lit) >= _HEAD else ""
        out.setdefault(head, []).append(f"{lit}{_PAIR}{idx}")
    return {head: _ITEM.join(items) for head, items in out.items()}


class _ByHand:
    """Literals found in a text without RE2: each literal of :data:`_HEAD`
    characters or more is looked up by its first characters at every place
    in the text, the shorter ones searched for whole. The same answer as the
    set's for literal patterns (a text holds a literal's bytes exactly where
    it holds its characters).

    The lookup is packed (see :func:`hand_index`, which the generated table
    holds); a head's bucket is unpacked the first time a text holds it."""

    def __init__(self, index: Mapping[str, str]) -> None:
        self._packed = index
        #: the buckets unpacked so far, by head
        self.heads: dict[str, list[tuple[str, int]]] = {}
        self.short = _unpack(index.get("", ""))

    @classmethod
    def of(cls, patterns: Sequence[str], of_index: Sequence[int]) -> _ByHand | None:
        """The literals of *patterns*; ``None`` when one of them is not a
        plain literal pattern (the set is then compiled at once). The
        patterns are checked and unescaped as one text, one per line (no
        plain literal pattern holds a line break)."""
        index = hand_index(patterns, of_index)
        return None if index is None else cls(index)

    def found(self, text: str) -> set[int]:
        got = {idx for lit, idx in self.short if lit in text}
        heads = self.heads
        packed = self._packed
        for i in range(len(text) - _HEAD + 1):
            head = text[i : i + _HEAD]
            bucket = heads.get(head)
            if bucket is None:
                src = packed.get(head)
                if src is None:
                    continue  # no literal begins so (not remembered: a long text has many)
                bucket = heads[head] = _unpack(src)
            for lit, idx in bucket:
                if text.startswith(lit, i):
                    got.add(idx)
        return got


def _unpack(src: str) -> list[tuple[str, int]]:
    """One packed bucket's literals and their indices (see :func:`hand_index`)."""
    out = []
    for item in src.split(_ITEM) if src else ():
        lit, _, idx = item.rpartition(_PAIR)
        out.append((lit, int(idx)))
    return out


class _Half:
    """One half of a :class:`Split`: looked up by hand while its budget of
    characters lasts, then compiled (on first use) and searched. *index* is
    the lookup already packed (see :func:`hand_index`)."""

    def __init__(
        self,
        host: Host,
        patterns: list[str],
        of_index: list[int],
        index: Mapping[str, str] | None = None,
    ) -> None:
        self._host = host
        self._src: tuple[list[str], list[int]] | None = (patterns, of_index)
        self._set: Compiled | None = None
        self._index = index
        self._hand: _ByHand | None = None
        self._left = HAND_CHARS

    def found(self, text: str, data: bytes) -> Iterable[int]:
        got = self._set
        if got is None:
            src = self._src
            if src is None:
                raise RuntimeError("a literal set has neither its patterns nor its compiled set")
            if self._left >= len(text):
                if self._hand is None:
                    index = self._index
                    self._hand = _ByHand.of(*src) if index is None else _ByHand(index)
                if self._hand is not None:
                    self._left -= len(text)
                    return self._hand.found(text)
            got = self._set = self._host._compile(*src)
            self._src = self._hand = self._index = None
        return self._host._found(got, data)


class Split:
    """A set of literals searched as two: the plain-ASCII ones, searched in
    every text, and the others, searched only in a text that is not plain
    ASCII (a plain-ASCII text cannot hold one of them, and most metadata is
    plain ASCII: the set it pays for is about half). Each half is looked up
    by hand in the first :data:`HAND_CHARS` characters it reads and compiled
    only past them, the same answer either way."""

    def __init__(self, host: Host, patterns: Sequence[str], of_index: list[int]) -> None:
        halves: tuple[tuple[list[str], list[int]], ...] = (([], []), ([], []))
        for pat, idx in zip(patterns, of_index, strict=True):
            half = halves[not pat.isascii()]
            half[0].append(pat)
            half[1].append(idx)
        self._ascii = _Half(host, *halves[0])
        self._wide = _Half(host, *halves[1])
        self._any_wide = bool(halves[1][0])

    def found(self, text: str, data: bytes) -> set[int]:
        """What the literals of this set found in *data* (*text* encoded)."""
        got = set(self._ascii.found(text, data))
        if self._any_wide and not text.isascii():
            got.update(self._wide.found(text, data))
        return got


class Front:
    """The literals and the patterns searched in every string, as few sets
    as a text needs: the plain-ASCII literals and the *always* patterns are
    one set (one search of every text), the other literals a second one,
    searched only in a text that is not plain ASCII.

    *literals* lists the plain-ASCII ones first (the table is generated so),
    so a hit's place in the first set is the literal's index, and the places
    past them are the *always* patterns, each reporting its name in
    *always_of*. The literals are looked up by hand in the first
    :data:`HAND_CHARS` characters, with the *always* patterns searched on
    their own meanwhile; past them the first set is compiled. Either way the
    same literals and names are found.

    What the generated table knows is handed in so that a short run reads
    and compiles only what its texts need: *literals* may be a function
    that lists them (called when a set of them is compiled, or a text is not
    plain ASCII), *ascii_count* how many are plain ASCII, *hand* and
    *hand_wide* functions that give each half's lookup, packed (see
    :func:`hand_index`; called when a text is first looked up in it), and
    *always_wide* how many of the *always* patterns, at the end, need a
    character beyond ASCII in every match: those are searched only in a
    text that is not plain ASCII (a plain-ASCII text cannot match them), as
    one more set, compiled on first use.
    """

    def __init__(
        self,
        host: Host,
        literals: Sequence[str] | Callable[[], Sequence[str]],
        always: Sequence[str],
        always_of: list[int],
        *,
        ascii_count: int | None = None,
        hand: Callable[[], Mapping[str, str] | None] | None = None,
        hand_wide: Callable[[], Mapping[str, str] | None] | None = None,
        always_wide: int = 0,
    ) -> None:
        self._host = host
        self._literals_src = literals
        self._literals: Sequence[str] | None = None
        if ascii_count is None:
            lits = self._literals = literals() if callable(literals) else literals
            ascii_count = sum(1 for pat in lits if pat.isascii())
            _ascii_first(lits, ascii_count)
        self._n = ascii_count
        cut = len(always) - always_wide
        if not 0 <= cut <= len(always):
            raise ValueError("matcher table: more wide always patterns than always patterns")
        #: the *always* patterns any text may match, and those only a text
        #: beyond ASCII can (their sets compiled on first use)
        self._narrow = (list(always[:cut]), always_of[:cut])
        self._wide_always = (list(always[cut:]), always_of[cut:])
        self._always: Compiled | None = None
        self._always_wide: Compiled | None = None
        self._always_of = always_of[:cut]
        #: the first set (the plain-ASCII literals and the narrow *always*
        #: patterns), once compiled
        self._set: Compiled | None = None
        self._hand_index = hand
        self._hand: _ByHand | None = None
        self._left = HAND_CHARS
        self._wide_index = hand_wide
        self._wide: _Half | None = None
        self._no_wide = False

    def literals(self) -> Sequence[str]:
        """Every literal, the plain-ASCII ones first (listed on first use)."""
        got = self._literals
        if got is None:
            src = self._literals_src
            got = self._literals = src() if callable(src) else src
            _ascii_first(got, self._n)
        return got

    @property
    def always(self) -> Compiled:
        """The *always* patterns any text may match, compiled on their own
        (searched with the literals looked up by hand)."""
        got = self._always
        if got is None:
            got = self._always = self._host._compile(*self._narrow)
        return got

    def found(self, text: str, data: bytes) -> tuple[set[int], list[int]]:
        """The literals found in *data* (*text* encoded), and the names the
        *always* patterns report there."""
        got = self._set
        if got is None:
            got = self._by_hand(text, data)
        if got is None:
            lits = self._hand.found(text) if self._hand is not None else set()
            names = list(self._host._found(self.always, data)) if self._narrow[0] else []
        else:
            n = self._n
            places = self._host._found(got, data)
            lits = {k for k in places if k < n}
            of = self._always_of
            names = [of[k - n] for k in places if k >= n]
        if not text.isascii():
            wide = self._wide_half()
            if wide is not None:
                lits.update(wide.found(text, data))
            if self._wide_always[0]:
                if self._always_wide is None:
                    self._always_wide = self._host._compile(*self._wide_always)
                names.extend(self._host._found(self._always_wide, data))
        return lits, names

    def _wide_half(self) -> _Half | None:
        """The literals beyond ASCII, as a :class:`_Half` (made on first use)."""
        if self._wide is None and not self._no_wide:
            lits = self.literals()
            n = self._n
            if len(lits) > n:
                index = self._wide_index() if self._wide_index is not None else None
                self._wide = _Half(self._host, list(lits[n:]), list(range(n, len(lits))), index)
            else:
                self._no_wide = True
        return self._wide

    def _by_hand(self, text: str, data: bytes) -> Compiled | None:
        """``None`` while *text* is looked up by hand, else the first set
        (compiled now, when the characters to look up by hand are spent or
        a literal is not plain)."""
        if self._left >= len(text):
            if self._hand is None:
                index = self._hand_index() if self._hand_index is not None else None
                if index is not None:
                    self._hand = _ByHand(index)
                else:
                    lits = self.literals()
                    self._hand = _ByHand.of(lits[: self._n], range(self._n))
            if self._hand is not None:
                self._left -= len(text)
                return None
        n = self._n
        narrow = self._narrow[0]
        patterns = [*self.literals()[:n], *narrow]
        got = self._set = self._host._compile(patterns, list(range(n + len(narrow))))
        self._hand = self._hand_index = None
        return got


def _ascii_first(literals: Sequence[str], n: int) -> None:
    """Refuse a table whose first *n* literals are not exactly its plain-ASCII ones."""
    if not all(pat.isascii() for pat in literals[:n]) or any(p.isascii() for p in literals[n:]):
        raise ValueError("matcher table: the plain-ASCII literals must come first")
