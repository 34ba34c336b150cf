"""Lexicon-driven matching shared by the phrase rules.

A :class:`Phrases` is one lexicon field (or several, as named groups) compiled
over the Latin-script lexicons for plain-ASCII text, and over every language
for other text, less the entries that need a script the text does not hold
(once per set of scripts met), so plain-ASCII metadata never pays for the
Chinese or Thai alternatives, and a French string not for the Bengali ones. :func:`wordy` is
the cheap test that a string can hold a phrase at all. Patterns are compiled
on first use: the engine calls a rule only when the one-pass matcher
(:mod:`rune.text.matcher`) found what the rule needs, so most processes never
compile most of them.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator

from rune.limits import DEFAULT_LIMITS
from rune.text.grammar import B, E, frag
from rune.text.lexicon import LEXICONS, Lexicon
from rune.text.matcher import DIRECTIVE_FIELDS, known_scripts, names
from rune.text.normalise import TextView
from rune.text.scripts import plain_ascii, scripts_in

#: most findings one phrase rule reports for one string: the engine's one per-field cap
MAX_PER_FIELD = DEFAULT_LIMITS.max_findings_per_field

LATIN: tuple[Lexicon, ...] = tuple(lex for lex in LEXICONS if lex.latin)


class LazyPattern:
    """A regular expression compiled on first use. The lexicon alternations
    are large and Python compiles them slowly, so rules build them lazily and
    a short run (a pre-commit hook on one manifest) pays only for what it uses.

    A pattern built with :func:`alternation` is compiled once per set of
    scripts the searched text holds (:func:`~rune.text.scripts.scripts_in`),
    without the entries that need a script the text lacks: they could not
    match there, so the matches are the same, and a Latin string never pays
    for compiling the Thai or Bengali entries. :attr:`pattern` is the whole.
    """

    __slots__ = ("_build", "_by_scripts")

    def __init__(self, build: Callable[[], str]) -> None:
        self._build = build
        self._by_scripts: dict[frozenset[str] | None, re.Pattern[str]] = {}

    def _for(self, scripts: frozenset[str] | None) -> re.Pattern[str]:
        got = self._by_scripts.get(scripts)
        if got is None:
            got = self._by_scripts[scripts] = compile_for(scripts, self._build)
        return got

    @property
    def pattern(self) -> re.Pattern[str]:
        return self._for(None)

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self._for(text_scripts(text)).search(text, pos, endpos)

    def fullmatch(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self._for(text_scripts(text)).fullmatch(text, pos, endpos)

    def finditer(
        self, text: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        return self._for(text_scripts(text)).finditer(text, pos, endpos)


#: the scripts the pattern being built is for (None: every entry); set by
#: :class:`LazyPattern` and :class:`Phrases` while they build a pattern
_SCRIPTS: frozenset[str] | None = None
_TEXT_SCRIPTS: dict[str, frozenset[str]] = {}


def compile_for(scripts: frozenset[str] | None, build: Callable[[], str]) -> re.Pattern[str]:
    """*build()* compiled with every :func:`alternation` in it holding only
    the entries that can match text in *scripts* (all of them for ``None``)."""
    global _SCRIPTS
    outer, _SCRIPTS = _SCRIPTS, scripts
    try:
        return re.compile(build())
    finally:
        _SCRIPTS = outer


_EMPTY: frozenset[str] = frozenset()


def text_scripts(text: str) -> frozenset[str]:
    """:func:`~rune.text.scripts.scripts_in` of *text* less ``"other"``,
    remembered for the last few thousand non-ASCII strings (a rule searches
    one string often)."""
    if text.isascii():
        return _EMPTY
    got = _TEXT_SCRIPTS.get(text)
    if got is None:
        if len(_TEXT_SCRIPTS) > 4096:
            _TEXT_SCRIPTS.clear()
        # punctuation, symbols and scripts no lexicon is written in ("other")
        # do not change what may match: an entry that needs one is always kept
        got = _TEXT_SCRIPTS[text] = scripts_in(text) - _OTHER
    return got


_OTHER = frozenset({"other"})


_NEEDS: dict[str, frozenset[str] | None] = {}


_UNSET = frozenset({"unset"})


def _needed(entry: str) -> frozenset[str] | None:
    """The scripts every match of *entry* needs one of, as the generated
    ``entry_scripts.json`` holds them; ``None`` (kept for every text) for an
    entry the table does not know, so a stale table drops no entry."""
    if plain_ascii(entry):
        return None
    got = known_scripts().get(entry)
    return None if got is None else frozenset(got)


def _fits(entry: str) -> bool:
    """Whether *entry* can match text in the scripts being built for."""
    if _SCRIPTS is None:
        return True
    need = _NEEDS.get(entry, _UNSET)
    if need is _UNSET:
        need = _NEEDS[entry] = _needed(entry)
    return need is None or "other" in need or not need.isdisjoint(_SCRIPTS)


def alternation(field: str, langs: tuple[Lexicon, ...] = LEXICONS, ascii: bool = False) -> str:
    """The entries of lexicon *field* across *langs* as one regex source.

    With *ascii* the word boundaries are the plain-ASCII ones, which is the
    same thing on lower-case ASCII text and cheaper to test at every position.
    Entries of spaced languages match whole words; the others match anywhere.
    """
    b, e = (r"(?<![a-z0-9])", r"(?![a-z0-9])") if ascii else (B, E)
    spaced: list[str] = []
    dense: list[str] = []
    for lex in langs:
        entries: tuple[str, ...] = getattr(lex, field)
        (spaced if lex.spaced else dense).extend(x for x in map(frag, entries) if _fits(x))
    parts = []
    if spaced:
        parts.append(f"{b}(?:{'|'.join(spaced)}){e}")
    if dense:
        parts.append(f"(?:{'|'.join(dense)})")
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
        self._latin: re.Pattern[str] | None = None
        self._full: dict[frozenset[str] | None, re.Pattern[str]] = {}

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
        return "|".join(f"(?P<{f}>{alternation(f, langs, ascii=ascii)})" for f in self._fields)

    @property
    def latin(self) -> re.Pattern[str]:
        if self._latin is None:
            # ASCII text: no entry that needs a script
            self._latin = compile_for(_EMPTY, lambda: self._source(self._langs(LATIN), True))
        return self._latin

    @property
    def full(self) -> re.Pattern[str]:
        return self._scripted(None)

    def _scripted(self, scripts: frozenset[str] | None) -> re.Pattern[str]:
        got = self._full.get(scripts)
        if got is None:
            got = self._full[scripts] = compile_for(
                scripts, lambda: self._source(self._langs(LEXICONS), False)
            )
        return got

    def pattern_for(self, norm: str) -> re.Pattern[str]:
        """The pattern for *norm*: the Latin-script lexicons for plain ASCII,
        otherwise every language less the entries that need a script *norm*
        does not hold (compiled once per set of scripts)."""
        return self.latin if norm.isascii() else self._scripted(text_scripts(norm))

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


def directive_free(view: TextView) -> bool:
    """Whether none of the :data:`DIRECTIVE_FIELDS` phrases can occur in the
    string: a look-up in what the one-pass matcher found (see
    :mod:`rune.text.matcher`). Real metadata almost never holds one, and the
    rules that own these fields skip their own passes when this is true."""
    return names(view).isdisjoint(DIRECTIVE_FIELDS)


def spans(view: TextView, phrases: Phrases, limit: int = MAX_PER_FIELD) -> Iterator[re.Match[str]]:
    """The first *limit* non-overlapping matches in the normalised view."""
    norm = view.norm
    if not wordy(norm):
        return
    for n, m in enumerate(phrases.finditer(norm)):
        if n >= limit:
            return
        yield m
