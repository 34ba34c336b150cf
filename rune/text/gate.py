"""Word gates: run a phrase pattern only where one of its first words is.

Almost every phrase pattern starts at a word boundary with a literal word
("ignore", "send", "password", ...). :func:`derive` walks a pattern's parse
tree and lists, for every way a match can begin, the run of ``[a-z0-9]`` it
opens with: a whole word (when the pattern needs a word end right after it)
or the first :data:`K` characters of one. Two speed-ups follow, and neither
changes a single match:

* :meth:`Gate.lookahead` turns those runs (plus any symbol a match can start
  with, such as ``[`` or ``#``) into a trie of literals that the phrase
  lexicons put in front of their large alternation. The regex engine then
  rejects most positions in a step or two instead of trying every entry.
* For a long string, :func:`finditer` and :func:`search` first compare the
  runs with the string's words (one tokenisation per string, shared by every
  pattern). A string without any of them is skipped outright; one where they
  are rare is matched only at the starts of those words.

Tokens are the maximal runs of ``[a-z0-9]`` in the string as given, which is
sound for any string: a match that begins with lower-case letters or digits
right after a word boundary begins a token, and every other character (upper
case, accented, punctuation) ends one, in the text and in the walk alike.
The walk is conservative: whatever it cannot follow (``\\w`` before the first
word, a case-insensitive flag, no boundary before the first letter, a
possibly empty match) leaves the pattern ungated, and it then runs in full.
``tests/test_gate.py`` compares every gated pattern with its plain self.
"""

from __future__ import annotations

import importlib
import re
import sys
from bisect import bisect_left
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from heapq import merge
from typing import Any

_parser: Any = importlib.import_module("re._parser")

#: characters of a word's start that a prefix gate compares
K = 4
#: strings shorter than this are searched directly. Real text of any length
#: holds common gate words ("the", "a"), so tokenising it, and deriving the
#: gates (once per process, tens of milliseconds), saves little there; the
#: lookahead of :meth:`Gate.lookahead` already makes most positions cheap. The
#: gates pay off on long built-to-hurt strings.
LONG = 16384
#: a candidate start costs a Python step and a match attempt, a character of a
#: plain scan a fraction of that: candidates are used when there are fewer than
#: one per this many characters
SPARSE = 24
#: most (run, exact) pairs a derivation may produce before it gives up
_MAX_RUNS = 4096
#: most items a path may consume before its first run is given up on
_MAX_LEAD = 6
#: most walker steps one derivation may take before it gives up
_MAX_STEPS = 200_000

_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")
_TOKEN = re.compile(r"[a-z0-9]+")
_MAXREPEAT = int(_parser.MAXREPEAT)


class _GiveUp(Exception):
    """The pattern cannot be gated."""


@dataclass(frozen=True)
class Gate:
    """The word runs a match can open with (its first run of ``[a-z0-9]``)."""

    #: whole words: the token at the match's start equals one of these
    exact: frozenset[str]
    #: prefixes by length: the token at the match's start begins with one
    prefixes: tuple[tuple[int, frozenset[str]], ...]
    #: every match starts where its first run starts (else the runs still
    #: tell whether a string can hold a match, but not where)
    anchored: bool = True
    #: characters other than letters and digits a match can start with (None:
    #: a match can start with something the derivation could not follow)
    lead: str | None = ""
    #: every match holds a run (else the runs say nothing about a string)
    complete: bool = True
    #: how a match can start, as ``(run, exact, second, second_exact)`` (see
    #: ``_Walker.heads``); with :attr:`lead` they cover every way
    heads: frozenset[tuple[str, bool, str, bool]] = frozenset()

    def lookahead(self) -> str | None:
        """A lookahead that holds wherever a match can start: the runs as a
        trie of literals (which the regex engine rejects in a step or two),
        or one of the leading symbols. None when there is no such test."""
        if self.lead is None:
            return None
        trie: dict[str, Any] = {}
        for run, exact, second, second_exact in sorted(self.heads):
            node = _insert(
                trie, run, "exact" if exact and not second else "prefix" if not exact else ""
            )
            if second:
                node.setdefault(_THEN, {})
                _insert(node[_THEN], second, "exact" if second_exact else "prefix")
        parts = [_trie_source(trie)] if trie else []
        if self.lead:
            parts.append("[" + "".join(re.escape(c) for c in self.lead) + "]")
        # one class of every first character first: a single step at most positions
        first = sorted({h[0][0] for h in self.heads} | set(self.lead))
        if not first:
            return None  # no way to start was found: promise nothing
        ahead = "(?=[" + "".join(re.escape(c) for c in first) + "])"
        if all(len(h[0]) == 1 and not h[1] for h in self.heads):
            return ahead  # the runs are single letters: the class says it all
        return ahead + "(?=" + "|".join(parts) + ")"

    def possible(self, tok: Tokens) -> bool:
        """Whether a string with these tokens can hold a match."""
        if not self.complete:
            return True
        if not self.exact.isdisjoint(tok.distinct):
            return True
        return any(not runs.isdisjoint(tok.prefix_set(n)) for n, runs in self.prefixes)

    def hits(self, tok: Tokens) -> list[tuple[str, bool]]:
        """The runs of this gate that occur in the string, as ``(run, exact)``."""
        out = [(w, True) for w in self.exact & tok.distinct]
        for n, runs in self.prefixes:
            out.extend((r, False) for r in runs & tok.prefix_set(n))
        return out

    def starts(self, tok: Tokens, span: int) -> list[int] | None:
        """Sorted starts of the tokens a match could begin at, or None when
        they are too dense in *span* characters to beat a plain scan."""
        hits = self.hits(tok)
        if sum(tok.text.count(run) for run, _ in hits) * SPARSE > span:
            return None
        lists = [tok.positions(run, exact) for run, exact in hits]
        if len(lists) == 1:
            return lists[0]
        return list(merge(*lists))


#: trie key of the words that may follow a node's word (after symbols)
_THEN = "\x01"


def _insert(trie: dict[str, Any], run: str, kind: str) -> dict[str, Any]:
    """Add *run* to *trie*; *kind* "prefix" accepts whatever follows, "exact"
    needs the word to end there, "" marks nothing (a second word follows)."""
    node = trie
    for c in run:
        node = node.setdefault(c, {})
    if kind and node.get("") != "prefix":
        node[""] = kind
    return node


def _trie_source(node: dict[str, Any]) -> str:
    """A node of the run trie as a regex: a prefix run accepts whatever
    follows; an exact run needs its word to end there; a word with second
    words needs its word to end, symbols only, then one of them."""
    end = node.get("")
    if end == "prefix":
        return ""
    alts = [
        re.escape(c) + _trie_source(child)
        for c, child in sorted(node.items())
        if c not in ("", _THEN)
    ]
    if end == "exact":
        alts.append("(?![a-z0-9])")
    elif _THEN in node:
        alts.append("(?![a-z0-9])[^a-z0-9]++" + _group(_trie_source(node[_THEN])))
    return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"


def _group(source: str) -> str:
    return f"(?:{source})" if source else ""


class Tokens:
    """The ``[a-z0-9]`` words of one string, with word starts found on demand."""

    __slots__ = ("_positions", "_prefixes", "distinct", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.distinct: frozenset[str] = frozenset(_TOKEN.findall(text))
        self._prefixes: dict[int, frozenset[str]] = {}
        self._positions: dict[tuple[str, bool], list[int]] = {}

    def prefix_set(self, n: int) -> frozenset[str]:
        got = self._prefixes.get(n)
        if got is None:
            got = self._prefixes[n] = frozenset(w[:n] for w in self.distinct if len(w) >= n)
        return got

    def positions(self, run: str, exact: bool) -> list[int]:
        """Starts of the tokens that are *run* (*exact*) or begin with it."""
        key = (run, exact)
        got = self._positions.get(key)
        if got is not None:
            return got
        text = self.text
        n = len(run)
        got = []
        i = text.find(run)
        while i >= 0:
            if (i == 0 or text[i - 1] not in _ALNUM) and (
                not exact or i + n == len(text) or text[i + n] not in _ALNUM
            ):
                got.append(i)
            i = text.find(run, i + 1)
        self._positions[key] = got
        return got


_CACHE: list[Tokens] = []
_CACHE_SIZE = 4


def tokens(text: str) -> Tokens:
    """The tokens of *text*; the last few strings asked about are remembered,
    since every rule asks about the same string in turn."""
    for t in _CACHE:
        if t.text is text:
            return t
    t = Tokens(text)
    _CACHE.insert(0, t)
    del _CACHE[_CACHE_SIZE:]
    return t


# --- derivation --------------------------------------------------------------


def _is_boundary_class(items: Any) -> bool:
    """``[a-z0-9]`` or ``[^\\W_]`` (or a superset of the ASCII alphanumerics
    written as one class): what the phrase patterns put in a word-boundary
    lookaround."""
    seq = list(items)
    if len(seq) != 1 or str(seq[0][0]) != "IN":
        return False
    members = seq[0][1]
    names = [str(op) for op, _ in members]
    if names and names[0] == "NEGATE":
        # [^\W_] : the word characters except the underscore
        rest = {(str(op), str(av)) for op, av in members[1:]}
        return rest == {("CATEGORY", "CATEGORY_NOT_WORD"), ("LITERAL", "95")}
    covered: set[str] = set()
    for op, av in members:
        name = str(op)
        if name == "RANGE":
            covered |= {chr(c) for c in range(av[0], av[1] + 1)}
        elif name == "LITERAL":
            covered.add(chr(av))
        elif name == "CATEGORY" and str(av) == "CATEGORY_WORD":
            covered |= _ALNUM
    return covered >= _ALNUM


def _chars(members: Any) -> set[str] | None:
    """The characters a class matches, or None when it is open-ended."""
    out: set[str] = set()
    for op, av in members:
        name = str(op)
        if name == "LITERAL":
            out.add(chr(av))
        elif name == "RANGE":
            if av[1] - av[0] > 256:
                return None
            out |= {chr(c) for c in range(av[0], av[1] + 1)}
        elif name == "CATEGORY" and str(av) == "CATEGORY_DIGIT":
            out |= set("0123456789")
        elif name == "CATEGORY" and str(av) == "CATEGORY_SPACE":
            out |= {" ", "\t", "\n", "\r", "\f", "\v"}
        else:
            return None
    return out


def _no_letters(body: list[Any]) -> bool:
    """*body* is one character class none of whose characters is in
    ``[a-z0-9]``, or one the walk cannot follow at all (``\\w``)."""
    if len(body) != 1 or str(body[0][0]) not in ("LITERAL", "IN"):
        return False
    op, av = body[0]
    chars = {chr(av)} if str(op) == "LITERAL" else _chars(av)
    return chars is None or chars.isdisjoint(_ALNUM)


class _Walker:
    """Follows every path through a parsed pattern up to the end of its first
    word run. State along a path: *acc*, the run so far; *bounded*, whether a
    boundary (an assertion, or a consumed non-alphanumeric character) makes
    the next letter a word start; *blind*, whether an item the walk cannot
    follow (``\\w+``) came before, so a letter next could sit inside a word;
    *led*, how many items were consumed before the run (0: the match starts
    with the run)."""

    def __init__(self) -> None:
        self.runs: set[tuple[str, bool]] = set()
        #: how a match starts: ``(run, exact, second, second_exact)``, where
        #: *second* is the word after the first when the walk could follow
        #: the gap to it (only symbols) and ``""`` otherwise
        self.heads: set[tuple[str, bool, str, bool]] = set()
        #: the walk passed an item it cannot follow before any run
        self.blind_seen = False
        self.steps = 0
        #: every match starts where its first run starts
        self.anchored = True
        #: characters other than letters and digits a match can start with
        self.lead: set[str] = set()
        #: a match can start with an item the walk cannot follow
        self.lead_any = False
        #: some match may hold no run (or only one too far in to look for)
        self.runless = False

    def emit(self, acc: str, exact: bool, led: int, rest: list[Any] | None = None) -> None:
        """Record a first run; *rest*, for a run that a consumed symbol ended,
        is what follows the symbol, where the second word is looked for."""
        self.runs.add((acc, exact))
        if led == 0:
            seconds = _second_words(rest) if rest is not None else None
            if seconds:
                self.heads.update((acc, True, w, ex) for w, ex in seconds)
            else:
                self.heads.add((acc, exact, "", False))
        if len(self.runs) > _MAX_RUNS or len(self.heads) > _MAX_RUNS:
            raise _GiveUp

    def walk(self, items: list[Any], acc: str, bounded: bool, blind: bool, led: int) -> None:
        self.steps += 1
        if self.steps > _MAX_STEPS:
            raise _GiveUp
        if not items:
            if acc:
                self.emit(acc, False, led)
            else:
                # a match with no run in it; and if nothing was consumed, an empty one
                self.runless = True
                self.lead_any = self.lead_any or led == 0
            return
        op, av = items[0]
        name = str(op)
        rest = items[1:]
        if name == "LITERAL":
            self.consume({chr(av)}, rest, acc, bounded, blind, led)
        elif name == "IN":
            chars = _chars(av)
            if chars is None:
                self.unknown(rest, acc, led)
            else:
                self.consume(chars, rest, acc, bounded, blind, led)
        elif name == "SUBPATTERN":
            if av[1] & re.IGNORECASE:
                raise _GiveUp
            self.walk(list(av[-1]) + rest, acc, bounded, blind, led)
        elif name == "ATOMIC_GROUP":
            self.walk(list(av) + rest, acc, bounded, blind, led)
        elif name == "BRANCH":
            for alt in av[1]:
                self.walk(list(alt) + rest, acc, bounded, blind, led)
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            lo, hi, sub = av
            body = list(sub)
            if _no_letters(body):
                # a run of symbols (or of what the walk cannot follow) acts the
                # same whatever its length: try it absent (if it may be) and once
                counts = range(min(lo, 1), min(hi, 1) + 1)
            else:
                counts = range(lo, (lo + K + 1 if hi == _MAXREPEAT else min(hi, lo + K + 1)) + 1)
            for n in counts:
                self.walk(body * n + rest, acc, bounded, blind, led)
        elif name == "AT":
            kind = str(av)
            if kind in ("AT_BOUNDARY", "AT_BEGINNING", "AT_BEGINNING_STRING"):
                if not acc:
                    self.walk(rest, acc, True, False, led)
                elif kind == "AT_BOUNDARY":
                    self.emit(acc, True, led)  # \b after a letter: the word ends here
                # ^ after a letter never matches: the path ends
            else:
                self.walk(rest, acc, bounded, blind, led)
        elif name in ("ASSERT", "ASSERT_NOT"):
            direction, sub = av
            if name == "ASSERT_NOT" and _is_boundary_class(sub):
                if direction < 0 and not acc:
                    self.walk(rest, acc, True, False, led)
                    return
                if direction > 0 and acc:
                    self.emit(acc, True, led)  # no letter or digit follows: the word ends
                    return
            self.walk(rest, acc, bounded, blind, led)
        else:
            self.unknown(rest, acc, led)

    def unknown(self, rest: list[Any], acc: str, led: int) -> None:
        """An item the walk cannot follow. After a run, the run is a prefix;
        before one, a later run still counts once a non-alphanumeric character
        has been consumed (it starts a word), but the match no longer starts
        where that run does."""
        if acc:
            self.emit(acc, False, led)
            return
        self.anchored = False
        self.blind_seen = True
        self.lead_any = self.lead_any or led == 0
        self.before_run(rest, False, True, led)

    def before_run(self, rest: list[Any], bounded: bool, blind: bool, led: int) -> None:
        """Go on looking for the first run past something consumed before it,
        but not far: a pattern in another script (Cyrillic is all "symbols"
        here) has no run to find, and following all of it costs."""
        if led >= _MAX_LEAD:
            self.runless = True
            return
        self.walk(rest, "", bounded, blind, led + 1)

    def consume(
        self, chars: set[str], rest: list[Any], acc: str, bounded: bool, blind: bool, led: int
    ) -> None:
        words = sorted(c for c in chars if c in _ALNUM)
        if len(words) < len(chars):
            # a character outside [a-z0-9]: it ends the run, or leads the match
            if acc:
                self.emit(acc, True, led, rest)
            else:
                self.anchored = False
                if led == 0:
                    self.lead.update(c for c in chars if c not in _ALNUM)
                self.before_run(rest, True, False, led)
        if not words:
            return
        if not acc and (blind or not bounded):
            raise _GiveUp  # the letter might sit inside a word
        for c in words:
            run = acc + c
            if len(run) >= K:
                self.emit(run, False, led)
            else:
                self.walk(rest, run, bounded, blind, led)


def _second_words(rest: list[Any]) -> set[tuple[str, bool]] | None:
    """The runs that can open *rest* after nothing but symbols, or None when
    some path reaches a letter another way (or none at all)."""
    walker = _Walker()
    try:
        walker.walk(rest, "", True, False, 1)
    except (_GiveUp, RecursionError):
        return None
    if walker.runless or walker.blind_seen or not walker.runs:
        return None
    return walker.runs


def derive(source: str, flags: int = 0) -> Gate | None:
    """The gate of a pattern, or None when every string must be searched."""
    if flags & re.IGNORECASE:
        return None
    try:
        parsed = _parser.parse(source, flags)
    except re.error:  # pragma: no cover - compile raises the same error first
        return None
    if parsed.state.flags & re.IGNORECASE:
        return None
    walker = _Walker()
    try:
        walker.walk(list(parsed), "", False, False, 0)
    except (_GiveUp, RecursionError):
        return None
    lead = None if walker.lead_any else "".join(sorted(walker.lead))
    complete = not walker.runless
    return Gate(
        frozenset(run for run, ex in walker.runs if ex),
        _by_length(run for run, ex in walker.runs if not ex),
        walker.anchored and complete,
        lead,
        complete,
        frozenset(walker.heads),
    )


def _by_length(runs: Iterable[str]) -> tuple[tuple[int, frozenset[str]], ...]:
    """Prefix runs grouped by length, as :attr:`Gate.prefixes` holds them."""
    by_len: dict[int, set[str]] = {}
    for run in runs:
        by_len.setdefault(len(run), set()).add(run)
    return tuple((n, frozenset(r)) for n, r in sorted(by_len.items()))


def union(gates: Iterable[Gate | None]) -> Gate | None:
    """The gate of an alternation, from the gates of its branches (None when
    any branch has none)."""
    exact: set[str] = set()
    prefixes: set[str] = set()
    heads: set[tuple[str, bool, str, bool]] = set()
    lead: set[str] | None = set()
    anchored = complete = True
    for g in gates:
        if g is None:
            return None
        exact |= g.exact
        for _, runs in g.prefixes:
            prefixes |= runs
        heads |= g.heads
        anchored = anchored and g.anchored
        complete = complete and g.complete
        lead = None if lead is None or g.lead is None else lead | set(g.lead)
    return Gate(
        frozenset(exact),
        _by_length(prefixes),
        anchored,
        None if lead is None else "".join(sorted(lead)),
        complete,
        frozenset(heads),
    )


# --- gated search --------------------------------------------------------------


class GatedPattern:
    """A compiled pattern with its gate; the interface rules use."""

    __slots__ = ("_gate", "_source", "flags", "pattern")

    def __init__(self, source: str, flags: int = 0) -> None:
        self.pattern = re.compile(source, flags)
        self._source = source
        self.flags = flags
        self._gate: Gate | bool | None = False  # False: not derived yet

    @property
    def gate(self) -> Gate | None:
        """Derived on first need: only strings of :data:`LONG` characters and
        more consult it, and most runs never see one."""
        if self._gate is False:
            gate = derive(self._source, self.flags)
            self._gate = gate if gate is not None and gate.complete else None
        return self._gate if isinstance(self._gate, Gate) else None

    def finditer(
        self, text: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        """``pattern.finditer(text, pos, endpos)``, tried only where a match can start."""
        end = min(endpos, len(text))
        if end - pos < LONG or (gate := self.gate) is None:
            # short, or a window: the pattern's own scan is cheaper than tokenising
            return self.pattern.finditer(text, pos, end)
        tok = tokens(text)
        if not gate.possible(tok):
            return iter(())
        starts = gate.starts(tok, end - pos) if gate.anchored else None
        if starts is None:
            return self.pattern.finditer(text, pos, end)
        return self._at(starts, text, pos, end)

    def _at(self, starts: list[int], text: str, pos: int, end: int) -> Iterator[re.Match[str]]:
        """Non-overlapping matches tried only at *starts*, as ``finditer`` finds them."""
        last = pos
        for k in range(bisect_left(starts, pos), len(starts)):
            p = starts[k]
            if p >= end:
                return
            if p < last:
                continue
            m = self.pattern.match(text, p, end)
            if m is not None:
                yield m
                last = max(m.end(), p + 1)

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        """``pattern.search(text, pos, endpos)``: the first match of :meth:`finditer`."""
        return next(self.finditer(text, pos, endpos), None)
