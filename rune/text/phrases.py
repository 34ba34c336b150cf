"""Lexicon-driven matching shared by the phrase rules.

A :class:`Phrases` is one lexicon field (or several, as named groups) compiled
twice: once over the Latin-script lexicons, for plain-ASCII text, and once
over every language, so the bulk of real metadata (plain ASCII) never pays
for the Chinese, Japanese, Korean and Russian alternatives. :func:`wordy` is
the cheap test that a string can hold a phrase at all. Patterns are built on
first use, each with its word gate (:mod:`rune.text.gate`): a lookahead inside
the pattern, and for long strings a check of the string's words first.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from rune.text.gate import Gate, GatedPattern, derive, union
from rune.text.grammar import B, E, frag
from rune.text.lexicon import LEXICONS, Lexicon
from rune.text.lookaheads import LOOKAHEADS
from rune.text.normalise import TextView

#: most findings one phrase rule reports for one string
MAX_PER_FIELD = 8

LATIN: tuple[Lexicon, ...] = tuple(lex for lex in LEXICONS if lex.latin)


_parser: Any = importlib.import_module("re._parser")


def _first_chars(items: list[Any]) -> set[str] | None:
    """The characters a match of the parsed *items* can start with (None: any)."""
    for k, (op, av) in enumerate(items):
        name = str(op)
        if name == "LITERAL":
            return {chr(av)}
        if name == "IN":
            if all(str(o) == "LITERAL" for o, _ in av):
                return {chr(c) for _, c in av}
            return None
        if name == "SUBPATTERN":
            return _first_chars(list(av[-1]) + items[k + 1 :])
        if name == "BRANCH":
            out: set[str] = set()
            for branch in av[1]:
                got = _first_chars(list(branch) + items[k + 1 :])
                if got is None:
                    return None
                out |= got
            return out
        if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            head = _first_chars(list(av[2]))
            if head is None or av[0] >= 1:
                return head
            rest = _first_chars(items[k + 1 :])
            return None if rest is None else head | rest
        if name in ("AT", "ASSERT", "ASSERT_NOT"):
            continue
        return None
    return None


def _lead(entries: Iterable[str]) -> str:
    """A lookahead for the first character of any entry: at most positions in
    text (after punctuation, inside runs of symbols) no entry can start, and
    the large alternation is then never tried there."""
    chars: set[str] = set()
    for src in entries:
        got = _first_chars(list(_parser.parse(src)))
        if got is None:
            return "(?! )"
        chars |= got
    return "(?=[" + "".join(re.escape(c) for c in sorted(chars)) + "])"


class LazyPattern:
    """A regular expression compiled on first use, with its word gate (see
    :mod:`rune.text.gate`). The lexicon alternations are large and Python
    compiles them slowly, so rules build them lazily and a short run (a
    pre-commit hook on one manifest) pays only for what it uses."""

    __slots__ = ("_build", "_gated")

    def __init__(self, build: Callable[[], str]) -> None:
        self._build = build
        self._gated: GatedPattern | None = None

    @property
    def gated(self) -> GatedPattern:
        if self._gated is None:
            self._gated = GatedPattern(self._build())
        return self._gated

    @property
    def pattern(self) -> re.Pattern[str]:
        return self.gated.pattern

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.gated.search(text, pos, endpos)

    def fullmatch(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.gated.pattern.fullmatch(text, pos, endpos)

    def finditer(
        self, text: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        return self.gated.finditer(text, pos, endpos)


#: the gate source of each all-words alternation built, for unions of fields
_SOURCES: dict[tuple[str, tuple[Lexicon, ...], bool], str] = {}
#: every lookahead asked for in this process, by key (see :func:`_lookahead`)
ASKED: dict[str, str] = {}


def _gate_lookahead(gate: Gate | None) -> str | None:
    return gate.lookahead() if gate is not None else None


def _lookahead(source: str, compute: Callable[[], str | None]) -> str | None:
    """The gate lookahead for *source*. Deriving one parses the whole
    alternation, which is most of a short run's start-up, so the lookaheads
    of the patterns rune ships are kept in :mod:`rune.text.lookaheads`, keyed
    by a hash of their source: a lexicon edit changes the key, and a missing
    key is derived here (``python -m rune.text.phrases`` rewrites the file)."""
    key = hashlib.sha256(source.encode("utf-8")).hexdigest()
    got = LOOKAHEADS.get(key)
    if got is None:
        got = compute() or ""
    ASKED[key] = got
    return got or None


def alternation(
    field: str, langs: tuple[Lexicon, ...] = LEXICONS, ascii: bool = False, trie: bool = True
) -> str:
    """The entries of lexicon *field* across *langs* as one regex source.

    With *ascii* the word boundaries are the plain-ASCII ones, which is the
    same thing on lower-case ASCII text and cheaper to test at every position.
    With *trie* the spaced entries sit behind the lookahead of their word
    gate (:meth:`rune.text.gate.Gate.lookahead`): same matches, but the large
    alternation is only tried where one of its first words starts.
    """
    b, e = (r"(?<![a-z0-9])", r"(?![a-z0-9])") if ascii else (B, E)
    spaced: list[str] = []
    dense: list[str] = []
    for lex in langs:
        entries: tuple[str, ...] = getattr(lex, field)
        (spaced if lex.spaced else dense).extend(frag(e) for e in entries)
    parts = []
    if spaced:
        core = f"(?:{'|'.join(spaced)}){e}"
        if not dense:
            _SOURCES[(field, langs, ascii)] = b + core
        ahead = _lookahead(b + core, lambda: _gate_lookahead(derive(b + core))) if trie else None
        parts.append(f"{b}{ahead or _lead(spaced)}{core}")
    if dense:
        parts.append(f"{_lead(dense)}(?:{'|'.join(dense)})")
    return "|".join(parts) if parts else r"(?!x)x"


class Phrases:
    """Compiled lexicon fields; a named group per field when there are several.

    Each pattern is compiled the first time a string needs it: start-up stays
    short (pre-commit runs rune on every commit), and a run over plain-ASCII
    metadata never compiles the all-languages pattern at all.
    """

    __slots__ = ("_fields", "_full", "_latin", "_skip", "_suffix")

    def __init__(
        self, fields: tuple[str, ...], suffix: str = "", skip: tuple[str, ...] = ()
    ) -> None:
        self._fields = fields
        self._suffix = suffix
        self._skip = skip
        self._latin: GatedPattern | None = None
        self._full: GatedPattern | None = None

    @classmethod
    def of(cls, *fields: str, suffix: str = "", skip: tuple[str, ...] = ()) -> Phrases:
        """*fields* compiled together; *suffix* (a guard) follows every match;
        the languages in *skip* are left out."""
        return cls(fields, suffix, skip)

    def _langs(self, langs: tuple[Lexicon, ...]) -> tuple[Lexicon, ...]:
        return tuple(lex for lex in langs if lex.lang not in self._skip)

    def _source(self, langs: tuple[Lexicon, ...], ascii: bool) -> str:
        if len(self._fields) == 1:
            return f"(?:{alternation(self._fields[0], langs, ascii=ascii)}){self._suffix}"
        groups = "|".join(f"(?P<{f}>{alternation(f, langs, ascii=ascii)})" for f in self._fields)
        if any(not lex.spaced for lex in langs):
            return groups
        # every field is words only: one lookahead of all their first words in
        # front, so a position none of them can start at is left in one step
        sources = [_SOURCES.get((f, langs, ascii)) for f in self._fields]

        def merged() -> str | None:
            return _gate_lookahead(union(derive(src) if src else None for src in sources))

        ahead = _lookahead(groups, merged)
        return groups if ahead is None else f"{ahead}(?:{groups})"

    @property
    def latin(self) -> GatedPattern:
        if self._latin is None:
            self._latin = GatedPattern(self._source(self._langs(LATIN), True))
        return self._latin

    @property
    def full(self) -> GatedPattern:
        if self._full is None:
            self._full = GatedPattern(self._source(self._langs(LEXICONS), False))
        return self._full

    def pattern_for(self, norm: str) -> GatedPattern:
        return self.latin if norm.isascii() else self.full

    def finditer(
        self, norm: str, pos: int = 0, endpos: int | None = None
    ) -> Iterator[re.Match[str]]:
        end = len(norm) if endpos is None else endpos
        return self.pattern_for(norm).finditer(norm, pos, end)

    def search(self, norm: str, pos: int = 0, endpos: int | None = None) -> bool:
        end = len(norm) if endpos is None else endpos
        return self.pattern_for(norm).search(norm, pos, end) is not None


def wordy(norm: str) -> bool:
    """Whether *norm* can hold a phrase: more than one word, or a non-ASCII script
    that does not space its words. A snake_case or kebab-case identifier counts."""
    return " " in norm or "_" in norm or "-" in norm or not norm.isascii()


_NEG_WORD = LazyPattern(lambda: alternation("negations"))


def negated(norm: str, start: int, window: int = 28) -> bool:
    """A negation word within *window* characters before *start*, same sentence."""
    lo = max(0, start - window)
    chunk = norm[lo:start]
    for stop in ".;!?\u3002":
        k = chunk.rfind(stop + " ")
        if k >= 0:
            chunk = chunk[k + 2 :]
    return _NEG_WORD.search(chunk) is not None


#: the lexicon fields whose every match is a finding of its rule
DIRECTIVE_FIELDS = ("override", "role", "impersonation", "conceal", "preference")
_DIRECTIVES = Phrases.of(*DIRECTIVE_FIELDS)


def directive_free(view: TextView) -> bool:
    """Whether none of the :data:`DIRECTIVE_FIELDS` phrases occurs in the string.

    One pass of their union stands in for five: a field that matches at some
    position makes the union match there or earlier, so no union match means
    no field match. Real metadata almost never holds one, and the rules that
    own these fields skip their own passes when this is true.
    """
    return view.memo("phrases.directive_free", lambda: not _DIRECTIVES.search(view.norm))


def spans(view: TextView, phrases: Phrases, limit: int = MAX_PER_FIELD) -> Iterator[re.Match[str]]:
    """The first *limit* non-overlapping matches in the normalised view."""
    norm = view.norm
    if not wordy(norm):
        return
    for n, m in enumerate(phrases.finditer(norm)):
        if n >= limit:
            return
        yield m


def patterns() -> Iterator[tuple[str, GatedPattern]]:
    """Every lexicon pattern rune uses, built, with a dotted name: each
    :class:`Phrases` (both script variants, also inside ``(name, Phrases)``
    tuples) and :class:`LazyPattern` of the rule modules and of this one."""
    import pkgutil

    import rune.rules

    modules = [
        importlib.import_module(f"rune.rules.{info.name}")
        for info in pkgutil.iter_modules(rune.rules.__path__)
    ]
    modules.append(sys.modules[__name__])
    for module in modules:
        for name, value in sorted(vars(module).items()):
            label = f"{module.__name__}.{name}"
            items = value if isinstance(value, tuple) else (value,)
            for i, item in enumerate(items):
                at = f"{label}[{i}]" if isinstance(value, tuple) else label
                if isinstance(item, tuple) and len(item) == 2:
                    item = item[1]
                if isinstance(item, Phrases):
                    yield f"{at}.latin", item.latin
                    yield f"{at}.full", item.full
                elif isinstance(item, LazyPattern):
                    yield at, item.gated


def _generate() -> str:
    """The source of :mod:`rune.text.lookaheads` for every lexicon pattern
    the rules use (run in a fresh process, so that every one is built)."""
    LOOKAHEADS.clear()  # derive every one afresh
    for _ in patterns():
        pass
    lines = [
        "# ruff: noqa: E501",
        '"""Gate lookaheads of the lexicon patterns, keyed by the SHA-256 of their',
        "source. Generated by ``python -m rune.text.phrases > rune/text/lookaheads.py``;",
        "a stale or missing entry is only slower (it is derived at run time), and",
        'tests/test_gate.py says when to regenerate."""',
        "",
        "LOOKAHEADS: dict[str, str] = {",
    ]
    lines += [f"    {json.dumps(k)}: {json.dumps(v)}," for k, v in sorted(ASKED.items())]
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    # run as a script this file is a second copy of the module: use the one
    # the rules import
    from rune.text import phrases

    sys.stdout.write(phrases._generate())
