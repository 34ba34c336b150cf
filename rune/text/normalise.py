"""One normalised view of a string, with an exact map back to original offsets.

Phrase rules match on ``view.norm`` rather than on the raw text, so spacing,
line breaks, styling and hidden characters cannot split or disguise a phrase:

* invisible characters (zero-width, bidi controls, tag characters, variation
  selectors, fillers, lone surrogates, C0/C1 control codes and whole ANSI
  escape sequences) are dropped;
* every run of whitespace, line breaks included, becomes one space, and the
  ends are trimmed;
* each code point goes through Unicode NFKC on its own (fullwidth, the
  mathematical alphabets, circled letters and ligatures become ASCII);
* a Cyrillic or Greek look-alike letter inside a word that is otherwise Latin
  becomes the Latin letter it imitates (a word written wholly in Cyrillic or
  Greek keeps its own letters, so non-English lexicons still match);
* everything is case folded.

``view.orig(i)`` gives the original index of ``norm[i]`` and ``view.span(s, e)``
the original span of ``norm[s:e]``. The map is kept as a short list of linear
pieces, one per place where the lengths diverge, so it costs memory in
proportion to the edits rather than to the text.

Building the view is linear in the length of the string and done in bulk:
``norm`` comes from a few C-level passes (remove hidden characters, fold
whitespace runs, ``str.translate`` through a per-character table), and only
words that mix Latin with look-alikes are handled one by one. The offset map
is built only when a rule first asks for an offset, from a sorted list of the
places where lengths diverge; a string nothing matches never pays for it.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import accumulate, chain
from operator import sub
from typing import TypeVar

T = TypeVar("T")

# --- invisible characters ----------------------------------------------------

#: Code points that render as nothing or reorder text, as inclusive ranges.
INVISIBLE_RANGES: tuple[tuple[int, int], ...] = (
    (0x0000, 0x0008),  # C0 controls (tab, line feed, vertical tab, form feed,
    (0x000E, 0x001F),  # carriage return are whitespace, not hidden)
    (0x007F, 0x0084),  # delete and C1 controls (0x85, next line, is whitespace)
    (0x0086, 0x009F),
    (0x00AD, 0x00AD),  # soft hyphen
    (0x034F, 0x034F),  # combining grapheme joiner
    (0x061C, 0x061C),  # arabic letter mark
    (0x115F, 0x1160),  # hangul fillers
    (0x17B4, 0x17B5),  # khmer inherent vowels
    (0x180B, 0x180F),  # mongolian variation selectors, vowel separator
    (0x200B, 0x200F),  # zero-width space/non-joiner/joiner, LRM, RLM
    (0x202A, 0x202E),  # bidi embeddings and overrides
    (0x2060, 0x206F),  # word joiner, invisible operators, bidi isolates
    (0x3164, 0x3164),  # hangul filler
    (0xD800, 0xDFFF),  # lone surrogates: no character at all, only a broken encoding
    (0xFE00, 0xFE0F),  # variation selectors
    (0xFEFF, 0xFEFF),  # zero-width no-break space / byte order mark
    (0xFFA0, 0xFFA0),  # halfwidth hangul filler
    (0xFFF9, 0xFFFB),  # interlinear annotation controls
    (0x1BCA0, 0x1BCA3),  # shorthand format controls
    (0x1D173, 0x1D17A),  # musical symbol formatting
    (0xE0000, 0xE007F),  # tag characters
    (0xE0100, 0xE01EF),  # variation selectors supplement
)

_INVISIBLE: frozenset[str] = frozenset(
    chr(cp) for lo, hi in INVISIBLE_RANGES for cp in range(lo, hi + 1)
)


def _class_of(ranges: tuple[tuple[int, int], ...]) -> str:
    parts = []
    for lo, hi in ranges:
        first = re.escape(chr(lo))
        parts.append(first if lo == hi else f"{first}-{re.escape(chr(hi))}")
    return "".join(parts)


#: the body of a regex character class matching any invisible character
INVISIBLE_CLASS = _class_of(INVISIBLE_RANGES)


def is_invisible(ch: str) -> bool:
    """True for a code point that renders as nothing or reorders text."""
    return ch in _INVISIBLE


#: every character ``str.isspace`` accepts that is not also a control code
_SPACE_CHARS = "".join(
    chr(cp) for cp in range(0x3001) if chr(cp).isspace() and chr(cp) not in _INVISIBLE
)
_SPACE_SET = frozenset(_SPACE_CHARS)
#: what is trimmed from the ends (escape is left to the ANSI sequences)
_GAP_CHARS = _SPACE_CHARS + "".join(sorted(_INVISIBLE - {"\x1b"}))
#: a terminal escape sequence (CSI or OSC) holds no whitespace and goes whole
_ANSI = r"\x1b\[[0-?]{0,64}[!-/]{0,16}[@-~]|\x1b\][^\x07\x1b\s]{0,2048}(?:\x07|\x1b\\)?"
_ANSI_RE = re.compile(_ANSI)


@lru_cache(maxsize=512)
def _gap_re(chars: str, ansi: bool) -> re.Pattern[str]:
    """A gap: a maximal run of whitespace, hidden characters and escape
    sequences, except a lone plain space (which norm keeps as it is). Built
    over just the gap characters one string holds: a small leading class
    lets the regex engine skip ordinary text quickly."""
    every = f"[{re.escape(chars)}]"
    rest = chars.replace(" ", "")
    lone = f"[{re.escape(rest)}]" if rest else "(?!)"
    if ansi:
        return re.compile(rf"(?:{_ANSI}|{every}){{2,}}|{_ANSI}|{lone}")
    if not rest:
        return re.compile(f"{every}{every}+")
    return re.compile(rf"{every}(?:{every}+|(?<={lone}))")


_HAS_SPACE = re.compile(f"[{re.escape(_SPACE_CHARS)}]")
_SPACE_RUN = re.compile(f"[{re.escape(_SPACE_CHARS)}]+")
_INVISIBLE_RE = re.compile(f"[{INVISIBLE_CLASS}]+")
#: ASCII that is not plain text: control codes other than whitespace
_ASCII_HIDDEN = re.compile("[\x00-\x08\x0e-\x1f\x7f]")


# --- look-alike letters ------------------------------------------------------

#: Cyrillic and Greek letters drawn like a Latin letter, mapped to that letter.
#: A closed list: only genuine twins. Greek letters with no Latin twin (omega,
#: pi, sigma, mu, lambda...) are deliberately absent.
CONFUSABLES: dict[str, str] = {
    # Cyrillic small
    "\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p", "\u0441": "c",
    "\u0443": "y", "\u0445": "x", "\u0456": "i", "\u0458": "j", "\u0455": "s",
    "\u04bb": "h", "\u0501": "d", "\u051b": "q", "\u051d": "w", "\u04cf": "l",
    "\u0475": "v",
    # Cyrillic capital
    "\u0410": "A", "\u0412": "B", "\u0415": "E", "\u041a": "K", "\u041c": "M",
    "\u041d": "H", "\u041e": "O", "\u0420": "P", "\u0421": "C", "\u0422": "T",
    "\u0425": "X", "\u0406": "I", "\u0408": "J", "\u0405": "S", "\u04c0": "I",
    "\u04ae": "Y", "\u051a": "Q", "\u051c": "W", "\u0474": "V",
    # Greek small
    "\u03b1": "a", "\u03bf": "o", "\u03bd": "v", "\u03b9": "i", "\u03ba": "k",
    "\u03c1": "p", "\u03c5": "u", "\u03c7": "x", "\u03b3": "y", "\u03f2": "c",
    "\u03f3": "j",
    # Greek capital
    "\u0391": "A", "\u0392": "B", "\u0395": "E", "\u0396": "Z", "\u0397": "H",
    "\u0399": "I", "\u039a": "K", "\u039c": "M", "\u039d": "N", "\u039f": "O",
    "\u03a1": "P", "\u03a4": "T", "\u03a5": "Y", "\u03a7": "X", "\u03f9": "C",
    "\u037f": "J",
    # Armenian small
    "\u0585": "o", "\u057d": "u", "\u0578": "n", "\u0570": "h", "\u0566": "q",
    "\u0581": "g", "\u0575": "j", "\u0561": "w", "\u0563": "q", "\u057c": "n",
    # Cherokee (capital look-alikes)
    "\u13aa": "A", "\u13f4": "B", "\u13df": "C", "\u13a0": "D", "\u13ac": "E",
    "\u13c0": "G", "\u13bb": "H", "\u13a5": "I", "\u13ab": "J", "\u13e6": "K",
    "\u13de": "L", "\u13b7": "M", "\u13c3": "N", "\u13a4": "O", "\u13e2": "P",
    "\u13a1": "R", "\u13da": "S", "\u13a2": "T", "\u13d9": "V", "\u13b3": "W",
    "\u13c2": "H", "\u13c6": "S", "\u13c7": "T", "\u13d4": "W",
    "\u13e7": "Z",
}  # fmt: skip

#: Latin letters that are not ASCII but are only ever written to look like
#: one (small capitals, IPA script g and a, the dotless i), and space
#: look-alikes that ``str.isspace`` misses: folded everywhere, so a word
#: spelled with them reads as the word it imitates
LATIN_LOOKALIKES: dict[str, str] = {
    "\u1d00": "a", "\u0299": "b", "\u1d04": "c", "\u1d05": "d", "\u1d07": "e",
    "\ua730": "f", "\u0262": "g", "\u029c": "h", "\u026a": "i", "\u1d0a": "j",
    "\u1d0b": "k", "\u029f": "l", "\u1d0d": "m", "\u0274": "n", "\u1d0f": "o",
    "\u1d18": "p", "\ua7af": "q", "\u0280": "r", "\ua731": "s", "\u1d1b": "t",
    "\u1d1c": "u", "\u1d20": "v", "\u1d21": "w", "\u028f": "y", "\u1d22": "z",
    "\u0131": "i", "\u0261": "g", "\u0251": "a", "\u0237": "j", "\u0269": "i",
    "\u2800": " ", "\u3000": " ",
}  # fmt: skip

#: combining marks laid over letters (underline, dot below, diaeresis...):
#: dropped, so "i\u0332g\u0332n\u0332o\u0332r\u0332e\u0332" reads "ignore". Precomposed
#: accented letters are single code points and are kept.
COMBINING_RANGES: tuple[tuple[int, int], ...] = (
    (0x0300, 0x036F),
    (0x1AB0, 0x1AFF),
    (0x1DC0, 0x1DFF),
    (0x20D0, 0x20FF),
    (0xFE20, 0xFE2F),
)
_COMBINING: frozenset[str] = frozenset(
    chr(cp) for lo, hi in COMBINING_RANGES for cp in range(lo, hi + 1)
)

#: Latin letters: ASCII plus the accented and extended Latin blocks
_LATIN_RE = re.compile(
    "[A-Za-z\u00aa\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0250-\u02af"
    "\u1d00-\u1dbf\u1e00-\u1eff\u2c60-\u2c7f\ua720-\ua7ff\uab30-\uab6f]"
)


def _other_script_letters() -> str:
    blocks = ((0x0370, 0x03FF), (0x0400, 0x052F), (0x1C80, 0x1C8F), (0x1F00, 0x1FFF),
              (0x2DE0, 0x2DFF), (0xA640, 0xA69F))  # fmt: skip
    out = []
    for lo, hi in blocks:
        for cp in range(lo, hi + 1):
            ch = chr(cp)
            if ch.isalpha() and ch not in CONFUSABLES:
                out.append(ch)
    return "".join(out)


#: Cyrillic or Greek letters that are *not* look-alikes: a word holding one is
#: visibly foreign, so it is honest code-switching rather than a disguise
_FOREIGN = _other_script_letters()
_FOREIGN_RE = re.compile(f"[{re.escape(_FOREIGN)}]")


def is_spoof_word(word: str) -> bool:
    """A word mixing Latin letters with look-alikes and nothing visibly foreign."""
    return _LATIN_RE.search(word) is not None and _FOREIGN_RE.search(word) is None


# --- per code point folding --------------------------------------------------

_FOLD: tuple[dict[str, str], dict[str, str]] = ({}, {})


def fold_char(ch: str, compat: bool = True) -> str:
    """How one code point appears in ``norm`` (look-alikes aside)."""
    table = _FOLD[compat]
    r = table.get(ch)
    if r is None:
        if ch in _INVISIBLE or ch in _COMBINING:
            r = ""
        elif ch.isspace():
            r = " "
        elif ch in LATIN_LOOKALIKES:
            r = LATIN_LOOKALIKES[ch]
        else:
            m = ch
            if compat and ord(ch) >= 0x80:
                try:
                    m = unicodedata.normalize("NFKC", ch)
                except ValueError:  # pragma: no cover - defensive
                    m = ch
            r = m.casefold()
            if r != " " and _HAS_SPACE.search(r):
                r = "".join(r.split()) or " "
        table[ch] = r
    return r


class TextView:
    """The original string plus one normalised form and an offset map.

    ``compat=False`` builds the same view without NFKC, which is what
    compatibility-characters compares against.
    """

    __slots__ = ("_compat", "_lower", "_map", "_memo", "_norm", "_spoofs", "compat", "original")

    def __init__(self, original: str, *, compat: bool = True) -> None:
        self.original = original
        self.compat = compat
        self._norm: str | None = None
        self._spoofs: list[tuple[int, int]] = []
        self._map: _Map | None = None
        self._compat: bool | None = None
        self._lower: str | None = None
        self._memo: dict[str, object] | None = None

    @property
    def norm(self) -> str:
        """Case-folded, whitespace-folded, invisible-free, NFKC, look-alikes mapped."""
        if self._norm is None:
            self._norm, self._spoofs = _fast(self.original, self.compat)
        return self._norm

    @property
    def spoof_words(self) -> list[tuple[int, int]]:
        """Original spans of words mixing Latin letters with look-alikes."""
        if self._norm is None:
            self.norm  # noqa: B018 - computes the spoofed words on the way
        return self._spoofs

    @property
    def has_compat(self) -> bool:
        """True when some visible code point changes under NFKC."""
        if self._compat is None:
            self._compat = _has_compat(self.original)
        return self._compat

    # -- offsets --------------------------------------------------------------

    def _pieces(self) -> _Map:
        m = self._map
        if m is None:
            m = self._map = _build(self.original, self.compat, self.spoof_words)
        return m

    def orig(self, i: int) -> int:
        """Original index of ``norm[i]``; ``len(norm)`` and beyond map to the end."""
        if i >= len(self.norm):
            return len(self.original)
        starts, origs, steps = self._pieces()
        i = max(i, 0)
        k = bisect_right(starts, i) - 1
        return origs[k] + (i - starts[k]) * steps[k]

    def norm_indices(self, positions: Sequence[int]) -> list[int]:
        """For each original offset in *positions* (ascending), the first norm
        index whose original offset is at or after it (``len(norm)`` if none).
        One pass over the offset map, however many offsets are asked about."""
        n = len(self.norm)
        starts, origs, steps = self._pieces()
        count = len(starts)
        out: list[int] = []
        k = 0
        for pos in positions:
            while k < count:
                s = starts[k]
                e = starts[k + 1] if k + 1 < count else n
                if e > s and origs[k] + (e - 1 - s) * steps[k] >= pos:
                    break
                k += 1
            if k == count:
                out.append(n)
            else:
                s = starts[k]
                out.append(s if steps[k] == 0 else s + max(0, pos - origs[k]))
        return out

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Original ``(start, end)`` of the normalised slice ``norm[start:end]``."""
        s = self.orig(start)
        if end <= start:
            return s, s
        if end > len(self.norm):
            return s, len(self.original)
        return s, self.orig(end - 1) + 1

    # -- helpers ---------------------------------------------------------------

    @property
    def lower(self) -> str:
        """The original, case-folded per code point with no length change."""
        if self._lower is None:
            o = self.original
            self._lower = (
                o.lower()
                if o.isascii()
                else "".join(c.lower() if len(c.lower()) == 1 else c for c in o)
            )
        return self._lower

    def memo(self, key: str, build: Callable[[], T]) -> T:
        """Compute something about this string once, shared by every rule."""
        d = self._memo
        if d is None:
            d = self._memo = {}
        if key not in d:
            d[key] = build()
        value: T = d[key]  # type: ignore[assignment]
        return value


#: the offset map: norm index where each piece starts, original index it
#: maps to, and 1 for a piece that advances with norm or 0 for one that holds
_Map = tuple[list[int], list[int], list[int]]


def _has_compat(s: str) -> bool:
    if s.isascii():
        return False
    for ch in set(s):
        if ord(ch) < 0x80 or ch in _INVISIBLE or ch.isspace():
            continue
        if fold_char(ch, True) != fold_char(ch, False):
            return True
    return False


def fold(text: str) -> str:
    """``TextView(text).norm``: how a lexicon entry should be written to match."""
    return TextView(text).norm


def _latin_letters() -> dict[int, str]:
    out = {}
    for cp in range(0x2C80):
        if _LATIN_RE.match(chr(cp)):
            out[cp] = "L"
    for cp in range(0xA720, 0xAB70):
        if _LATIN_RE.match(chr(cp)):
            out[cp] = "L"
    for ch in CONFUSABLES:
        out[ord(ch)] = "C"
    for ch in _FOREIGN:
        out[ord(ch)] = "F"
    for ch in _INVISIBLE:
        out[ord(ch)] = "_"  # part of the word it hides in
    return out


#: each character's part in a spoof: ``L`` Latin letter, ``C`` look-alike,
#: ``F`` visibly foreign letter, ``_`` hidden character (joins its word)
_SIG = _latin_letters()
#: a whole word holding an ``L`` and a ``C`` and no ``F``; every scan inside
#: it stops at the next L, C or word end, so matching stays linear
_SPOOF = re.compile(r"(?<!\w)(?=[^\WF]*?(?:L[^\WLCF]*C|C[^\WLCF]*L))[^\WF]++(?!\w)")
_CONFUSABLE_SET = frozenset(CONFUSABLES)
_TO_LATIN = {ord(c): v.lower() for c, v in CONFUSABLES.items()}
# the offset maps rely on look-alikes mapping one character to one
assert all(len(v) == 1 for v in _TO_LATIN.values())  # nosec B101
_GAP_REP: dict[str, str] = {}


def _gap_rep(gap: str) -> str:
    r = _GAP_REP.get(gap)
    if r is None:
        r = " " if _HAS_SPACE.search(gap) else ""
        if len(gap) <= 8 and len(_GAP_REP) < 4096:
            _GAP_REP[gap] = r
    return r


def _spoof_words(s: str) -> list[tuple[int, int]]:
    """Spans of words mixing Latin letters with look-alikes (and nothing
    visibly foreign), found on a one-letter-per-class signature of *s*."""
    if "\x1b" in s:
        s = _ANSI_RE.sub(lambda m: " " * len(m.group()), s)
    return [m.span() for m in _SPOOF.finditer(s.translate(_SIG))]


def _around(
    s: str,
    spoofs: list[tuple[int, int]],
    others: list[tuple[int, int, str, int]],
    table: dict[int, str],
) -> list[tuple[int, int, str, int]]:
    """Merge the other tokens with tokens that map each spoofed word's
    look-alikes to Latin, one per stretch of the word between other tokens."""
    full = dict(table)
    full.update({ord(c): v.lower() for c, v in CONFUSABLES.items()})
    out: list[tuple[int, int, str, int]] = []
    k = 0
    done = 0  # end of the last token emitted
    for w0, w1 in spoofs:
        while k < len(others) and others[k][1] <= w0:
            out.append(others[k])
            done = others[k][1]
            k += 1
        pos = max(w0, done)
        while k < len(others) and others[k][0] < w1:
            e0, e1 = others[k][0], others[k][1]
            if e0 > pos:
                out.append((pos, e0, s[pos:e0].translate(full), 1))
            out.append(others[k])
            pos = done = max(pos, e1)
            k += 1
        if w1 > pos:
            out.append((pos, w1, s[pos:w1].translate(full), 1))
            done = w1
    out.extend(others[k:])
    return out


class _Chars:
    """What one string's distinct characters need: a fold table, the ones
    that expand, the gap characters present, and whether look-alikes occur."""

    __slots__ = ("expand", "gaps", "has_conf", "table")

    def __init__(self, core: str, compat: bool) -> None:
        self.table: dict[int, str] = {}
        self.expand: list[str] = []
        gaps: list[str] = []
        self.has_conf = False
        for ch in set(core):
            if ch in _INVISIBLE or ch in _SPACE_SET:
                gaps.append(ch)
                continue
            self.has_conf = self.has_conf or ch in _CONFUSABLE_SET
            r = fold_char(ch, compat)
            if len(r) != 1:
                self.expand.append(ch)
                self.table[ord(ch)] = r
            elif r != ch:
                self.table[ord(ch)] = r
        self.gaps = "".join(sorted(gaps))


def _ends(s: str) -> tuple[int, int]:
    a = len(s) - len(s.lstrip(_GAP_CHARS))
    return a, max(a, len(s.rstrip(_GAP_CHARS)))


def _fast(s: str, compat: bool) -> tuple[str, list[tuple[int, int]]]:
    """``norm`` and the spoofed words, in bulk passes."""
    if s.isascii():
        if s.isprintable() and "  " not in s:
            return s.strip(" ").lower(), []
        core = s[slice(*_ends(s))]
        if "\x1b" in core:
            core = _ANSI_RE.sub("", core)
        if _ASCII_HIDDEN.search(core):
            core = _INVISIBLE_RE.sub("", core)
        return _SPACE_RUN.sub(" ", core).strip(" ").lower(), []
    a, b = _ends(s)
    chars = _Chars(s[a:b], compat)
    spoofs = _spoof_words(s) if chars.has_conf else []
    if "\x1b" in s:  # hide escape sequences first, at the same length
        s = s[:a] + _ANSI_RE.sub(lambda m: "\x00" * len(m.group()), s[a:b]) + s[b:]
    if spoofs:
        # look-alikes map one to one, so the spoofed words can be cut from a
        # copy translated whole, at the same offsets
        latin = s.translate(_TO_LATIN)
        cuts = [0, *chain.from_iterable(spoofs), len(s)]
        pieces = list(map(s.__getitem__, map(slice, cuts[:-1:2], cuts[1::2])))
        words = list(map(latin.__getitem__, map(slice, cuts[1:-1:2], cuts[2::2])))
        s = "".join(chain.from_iterable(zip(pieces, [*words, ""], strict=True)))
    core = s[a:b]
    if any(c in _INVISIBLE for c in chars.gaps):
        core = _INVISIBLE_RE.sub("", core)
    if chars.gaps:
        core = _SPACE_RUN.sub(" ", core).strip(" ")
    return core.translate(chars.table), spoofs


def _build(s: str, compat: bool, spoofs: list[tuple[int, int]]) -> _Map:
    """The piecewise offset map, from a sorted list of *tokens*: original
    spans whose normalised text differs in length or needs context (gaps,
    expansions such as a ligature, look-alikes inside spoofed words).
    Everything between tokens maps one to one."""
    a, b = _ends(s)
    chars = _Chars(s[a:b], compat)
    table, expand, gaps = chars.table, chars.expand, chars.gaps
    t0s: Sequence[int] = ()
    t1s: Sequence[int] = ()
    reps: list[str] = []
    if gaps.strip(" ") or (gaps and "  " in s[a:b]):
        ms = list(_gap_re(gaps, "\x1b" in s).finditer(s, a, b))
        if ms:
            t0s, t1s = zip(*[m.span() for m in ms], strict=True)
            if _SPACE_SET.issuperset(gaps):
                reps = [" "] * len(ms)  # whitespace only: every gap is one space
            else:
                reps = [_gap_rep(m.group()) for m in ms]
    steps: list[int] = [0] * len(t0s)
    if expand or spoofs:
        tokens: list[tuple[int, int, str, int]] = list(zip(t0s, t1s, reps, steps, strict=True))
        if expand:
            rx = re.compile(f"[{re.escape(''.join(expand))}]")
            tokens.extend((m.start(), m.end(), fold_char(m.group(), compat), 0)
                          for m in rx.finditer(s, a, b))  # fmt: skip
            tokens.sort()
        if spoofs:
            inner = [(max(w0, a), min(w1, b)) for w0, w1 in spoofs]
            tokens = _around(s, inner, tokens, table)
        t0s = [t[0] for t in tokens]
        t1s = [t[1] for t in tokens]
        reps = [t[2] for t in tokens]
        steps = [t[3] for t in tokens]
    if t0s:
        if t0s[0] == a:
            reps[0] = reps[0].lstrip(" ")
        if t1s[-1] == b:
            reps[-1] = reps[-1].rstrip(" ")
    lens = list(map(len, reps))
    removed = list(accumulate(map(sub, map(sub, t1s, t0s), lens), initial=a))
    rep_norm = list(map(sub, t0s, removed))
    after_norm = list(map(sub, t1s, removed[1:]))
    starts = [0, *chain.from_iterable(zip(rep_norm, after_norm, strict=True))]
    origs = [a, *chain.from_iterable(zip(t0s, t1s, strict=True))]
    all_steps = [1, *chain.from_iterable(zip(steps, [1] * len(steps), strict=True))]
    return starts, origs, all_steps
