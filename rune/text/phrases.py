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
import unicodedata
from collections.abc import Callable, Iterator, Mapping

from rune.limits import DEFAULT_LIMITS
from rune.text.grammar import B, E, frag
from rune.text.lexicon import LEXICONS, Lexicon
from rune.text.matcher import DIRECTIVE_FIELDS, claims, known_scripts, names
from rune.text.normalise import TextView
from rune.text.scripts import plain_ascii, scripts_in

#: most findings one phrase rule reports for one string: the engine's one per-field cap
MAX_PER_FIELD = DEFAULT_LIMITS.max_findings_per_field

LATIN: tuple[Lexicon, ...] = tuple(lex for lex in LEXICONS if lex.latin)


#: every phrase pattern built (what the equivalence tests walk)
INSTANCES: list[LazyPattern | Phrases] = []
#: most compiled variants one pattern keeps (a variant is small: the entries
#: that can match one text)
_MAX_VARIANTS = 512


class _Variants:
    """The compiled forms of one pattern for the texts it has searched.

    A pattern built from lexicon entries is compiled, for each text, with
    only the entries that can match there: those without a literal claim, and
    those whose every literal group occurs in the text
    (:func:`rune.text.matcher.claims`). An entry left out cannot match
    anywhere in the text, so the compiled pattern finds exactly the matches
    the whole would, at any position and in any part of the text; and a
    field in 25 languages costs only the few entries whose words occur. The
    forms are kept by the entries they hold, so texts with the same
    candidates share one, and a text whose candidates are all in a form
    compiled before (for a text with more) uses that form.

    In a long run (a whole corpus in one process) the texts' candidate sets
    keep changing; once the forms compiled for a build add up to the size of
    its whole pattern, the whole is compiled and used from then on (also
    exact), so a pattern never costs more than twice its whole.
    """

    __slots__ = ("_budget", "_compiled", "_forms", "_mine", "_whole")

    def __init__(self) -> None:
        self._mine: dict[object, frozenset[str]] = {}
        self._compiled: dict[tuple[object, frozenset[str] | None], re.Pattern[str]] = {}
        #: each build's compiled forms, by the entries they hold
        self._forms: dict[object, list[tuple[frozenset[str], re.Pattern[str]]]] = {}
        #: characters of forms each build may still compile before its whole
        self._budget: dict[object, int] = {}
        self._whole: dict[object, re.Pattern[str]] = {}

    def get(
        self, mode: object, scripts: frozenset[str] | None, build: Callable[[], str], text: str
    ) -> re.Pattern[str]:
        """*build()* for *text*, compiled for *scripts* (see
        :func:`compile_for`); *mode* names the build."""
        whole = self._whole.get(mode)
        if whole is not None:
            return whole
        known = claims()
        key: frozenset[str] | None = None
        if known is not None:
            mine = self._mine.get(mode)
            if mine is None:
                mine = self._mine[mode] = frozenset(
                    x for x in consulted(build) if x in known.groups
                )
            cand = known.candidates(text)
            key = mine & cand if len(mine) < len(cand) else cand & mine
        got = self._compiled.get((mode, key))
        if got is None:
            if key is None:
                got = self._whole[mode] = compile_for(scripts, build)
                return got
            forms = self._forms.get(mode)
            if forms is None:
                forms = self._forms[mode] = []
            # a form compiled for more entries serves too: the entries it holds
            # beyond this text's cannot match here (the smallest such is used)
            for held, form in forms:
                if key <= held:
                    got = form
                    break
            else:
                budget = self._budget.get(mode)
                if budget is None:
                    budget = len(source_for(scripts, build))
                got = compile_for(scripts, build, key)
                budget -= len(got.pattern)
                if budget <= 0:
                    self._whole[mode] = compile_for(scripts, build)
                    self._compiled = {k: v for k, v in self._compiled.items() if k[0] != mode}
                    del self._forms[mode]
                    return got
                self._budget[mode] = budget
                forms.append((key, got))
                forms.sort(key=lambda f: len(f[1].pattern))
            if len(self._compiled) >= _MAX_VARIANTS:
                self._compiled.clear()
                self._forms.clear()
            self._compiled[mode, key] = got
        return got


class LazyPattern:
    """A regular expression built from lexicon entries, compiled on first use.

    The lexicon alternations are large and Python compiles them slowly, so a
    pattern built with :func:`alternation` is compiled for each text it
    searches with only the entries that can match there (see
    :class:`_Variants`), and without the entries that need a script the text
    lacks (:func:`~rune.text.scripts.scripts_in`): either way the matches are
    the same. :attr:`pattern` is the whole.
    """

    __slots__ = ("_build", "_variants", "_whole")

    def __init__(self, build: Callable[[], str]) -> None:
        self._build = build
        self._variants = _Variants()
        self._whole: re.Pattern[str] | None = None
        INSTANCES.append(self)

    def _for(self, text: str) -> re.Pattern[str]:
        scripts = text_scripts(text)
        return self._variants.get(scripts, scripts, self._build, text)

    def whole_for(self, text: str) -> re.Pattern[str]:
        """What :meth:`search` would use on *text* with every entry kept (the
        equivalence tests compare the two)."""
        return compile_for(text_scripts(text), self._build)

    @property
    def pattern(self) -> re.Pattern[str]:
        if self._whole is None:
            self._whole = compile_for(None, self._build)
        return self._whole

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self._for(text).search(text, pos, endpos)

    def fullmatch(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self._for(text).fullmatch(text, pos, endpos)

    def finditer(
        self, text: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        return self._for(text).finditer(text, pos, endpos)


#: the scripts the pattern being built is for (None: every entry); set by
#: :func:`compile_for` while a pattern is built
_SCRIPTS: frozenset[str] | None = None
#: the claimed entries the pattern being built keeps (None: every entry)
_KEEP: frozenset[str] | None = None
#: the entries with a literal claim (what *_KEEP* chooses among)
_NO_CLAIMS: Mapping[str, object] = {}
_CLAIMED: Mapping[str, object] = _NO_CLAIMS
#: while :func:`consulted` runs, every entry :func:`alternation` reads
_RECORD: set[str] | None = None
_TEXT_SCRIPTS: dict[str, frozenset[str]] = {}


def compile_for(
    scripts: frozenset[str] | None, build: Callable[[], str], keep: frozenset[str] | None = None
) -> re.Pattern[str]:
    """*build()* compiled with every :func:`alternation` in it holding only
    the entries that can match text in *scripts* (all of them for ``None``)
    and, of the entries with a literal claim, only those in *keep* (all of
    them for ``None``)."""
    return re.compile(source_for(scripts, build, keep))


def source_for(
    scripts: frozenset[str] | None, build: Callable[[], str], keep: frozenset[str] | None = None
) -> str:
    """The source :func:`compile_for` compiles."""
    global _SCRIPTS, _KEEP, _CLAIMED
    outer = _SCRIPTS, _KEEP, _CLAIMED
    known = claims() if keep is not None else None
    _SCRIPTS, _KEEP = scripts, keep if known is not None else None
    _CLAIMED = known.groups if known is not None else _NO_CLAIMS
    try:
        return build()
    finally:
        _SCRIPTS, _KEEP, _CLAIMED = outer


def consulted(build: Callable[[], str]) -> set[str]:
    """Every entry the alternations of *build()* read (compiles nothing)."""
    global _RECORD, _SCRIPTS, _KEEP
    outer = _RECORD, _SCRIPTS, _KEEP
    seen: set[str] = set()
    _RECORD, _SCRIPTS, _KEEP = seen, None, None
    try:
        build()
        return seen
    finally:
        _RECORD, _SCRIPTS, _KEEP = outer


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
    """Whether *entry* can match text in the scripts being built for, and is
    kept among the claimed entries."""
    if _RECORD is not None:
        _RECORD.add(entry)
    if _KEEP is not None and entry not in _KEEP and entry in _CLAIMED:
        return False
    if _SCRIPTS is None:
        return True
    need = _NEEDS.get(entry, _UNSET)
    if need is _UNSET:
        need = _NEEDS[entry] = _needed(entry)
    return need is None or "other" in need or not need.isdisjoint(_SCRIPTS)


#: each lexicon field's entries expanded (:func:`~rune.text.grammar.frag`), by the entries
_FRAGS: dict[tuple[str, ...], tuple[str, ...]] = {}


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
        frags = _FRAGS.get(entries)
        if frags is None:
            frags = _FRAGS[entries] = tuple(map(frag, entries))
        (spaced if lex.spaced else dense).extend(x for x in frags if _fits(x))
    parts = []
    if spaced:
        parts.append(f"{b}(?:{'|'.join(spaced)}){e}")
    if dense:
        parts.append(f"(?:{'|'.join(dense)})")
    return "|".join(parts) if parts else r"(?!x)x"


class Phrases:
    """Compiled lexicon fields; a named group per field when there are several.

    Plain-ASCII text is searched with the Latin-script lexicons, other text
    with every language less the entries that need a script it lacks; either
    way each text is searched with only the entries that can match there (see
    :class:`_Variants`), compiled the first time a text needs them: start-up
    stays short (pre-commit runs rune on every commit), and a language whose
    words do not occur costs nothing.
    """

    __slots__ = ("_fields", "_skip", "_suffix", "_variants")

    def __init__(
        self,
        fields: tuple[str, ...],
        suffix: str | Callable[[], str] = "",
        skip: tuple[str, ...] = (),
    ) -> None:
        self._fields = fields
        self._suffix = suffix
        self._skip = skip
        self._variants = _Variants()
        INSTANCES.append(self)

    @classmethod
    def of(
        cls, *fields: str, suffix: str | Callable[[], str] = "", skip: tuple[str, ...] = ()
    ) -> Phrases:
        """*fields* compiled together; *suffix* (a guard, or what builds it
        when the pattern is compiled) follows every match; the languages in
        *skip* are left out."""
        return cls(fields, suffix, skip)

    def _langs(self, langs: tuple[Lexicon, ...]) -> tuple[Lexicon, ...]:
        return tuple(lex for lex in langs if lex.lang not in self._skip)

    def _source(self, langs: tuple[Lexicon, ...], ascii: bool) -> str:
        if len(self._fields) == 1:
            suffix = self._suffix if isinstance(self._suffix, str) else self._suffix()
            return f"(?:{alternation(self._fields[0], langs, ascii=ascii)}){suffix}"
        return "|".join(f"(?P<{f}>{alternation(f, langs, ascii=ascii)})" for f in self._fields)

    def _latin_source(self) -> str:
        return self._source(self._langs(LATIN), True)

    def _full_source(self) -> str:
        return self._source(self._langs(LEXICONS), False)

    @property
    def latin(self) -> re.Pattern[str]:
        """The whole pattern for plain-ASCII text (no entry that needs a script)."""
        return compile_for(_EMPTY, self._latin_source)

    @property
    def full(self) -> re.Pattern[str]:
        """The whole pattern for any text: every entry."""
        return compile_for(None, self._full_source)

    def pattern_for(self, norm: str) -> re.Pattern[str]:
        """The pattern for *norm*: the Latin-script lexicons for plain ASCII,
        otherwise every language less the entries that need a script *norm*
        does not hold; either way only the entries that can match in *norm*."""
        if norm.isascii():
            return self._variants.get(_LATIN_MODE, _EMPTY, self._latin_source, norm)
        scripts = text_scripts(norm)
        return self._variants.get(scripts, scripts, self._full_source, norm)

    def whole_for(self, norm: str) -> re.Pattern[str]:
        """What :meth:`pattern_for` would give with every entry kept (the
        equivalence tests compare the two)."""
        return self.latin if norm.isascii() else compile_for(text_scripts(norm), self._full_source)

    def finditer(
        self, norm: str, pos: int = 0, endpos: int | None = None
    ) -> Iterator[re.Match[str]]:
        end = len(norm) if endpos is None else endpos
        return self.pattern_for(norm).finditer(norm, pos, end)

    def search(self, norm: str, pos: int = 0, endpos: int | None = None) -> bool:
        end = len(norm) if endpos is None else endpos
        return self.pattern_for(norm).search(norm, pos, end) is not None


#: the key of the plain-ASCII build among a :class:`Phrases`' variants
_LATIN_MODE = "latin"


def wordy(norm: str) -> bool:
    """Whether *norm* can hold a phrase: more than one word, or a non-ASCII script
    that does not space its words. A snake_case or kebab-case identifier counts."""
    return " " in norm or "_" in norm or "-" in norm or not norm.isascii()


_MARKS: list[str] = []


def _marks() -> str:
    """A class of the combining marks (vowel signs, viramas, points) of the
    scripts that space their words, below U+2000: such a mark makes the
    letters beside it one word, and ``\\w`` does not hold it, so without
    this a short negation such as Hindi "ना" would match inside "बताना". Thai,
    Lao, Myanmar and Khmer write words without spaces: their entries match
    anywhere, marks or not."""
    if _MARKS:
        return _MARKS[0]
    dense = (*range(0x0E00, 0x0F00), *range(0x1000, 0x10A0), *range(0x1780, 0x1800))
    ranges: list[list[int]] = []
    for cp in sorted(set(range(0x0300, 0x2000)).difference(dense)):
        if unicodedata.category(chr(cp)) in ("Mn", "Mc"):
            if ranges and ranges[-1][1] == cp - 1:
                ranges[-1][1] = cp
            else:
                ranges.append([cp, cp])
    body = "".join(chr(lo) if lo == hi else f"{chr(lo)}-{chr(hi)}" for lo, hi in ranges)
    _MARKS.append(f"[{body}]")
    return _MARKS[0]


def _negation_source() -> str:
    marks = _marks()
    return f"(?<!{marks})(?:{alternation('negations')})(?!{marks})"


_NEG_WORD = LazyPattern(_negation_source)


def negated(norm: str, start: int, window: int = 28) -> bool:
    """A negation word within *window* characters before *start*, same
    sentence; a word, never a piece of one (see :func:`_marks`)."""
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
