"""The character classes every normalised view is built from.

Invisible characters (with the ANSI escape sequences that render as
nothing), the space characters whose runs fold to one space, look-alike
letters from other scripts and the letters that imitate Latin, and the fold
of one code point (NFKC, case, look-alikes). :mod:`rune.text.normalise`
builds views from these; the rules that flag hidden or look-alike
characters read them too.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from rune.text.lazyre import lazy

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

#: the invisible code points in order (the ranges are sorted)
_INVISIBLE_CHARS = "".join(chr(cp) for lo, hi in INVISIBLE_RANGES for cp in range(lo, hi + 1))
INVISIBLE: frozenset[str] = frozenset(_INVISIBLE_CHARS)


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
    return ch in INVISIBLE


#: every character ``str.isspace`` accepts that is not also a control code,
#: as the Unicode database says (written out: deriving it walks twelve
#: thousand code points at every start; a test derives it and compares)
_SPACE_CHARS = (
    "\t\n\x0b\x0c\r \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007"
    "\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
)
SPACE_SET = frozenset(_SPACE_CHARS)
#: what is trimmed from the ends (escape is left to the ANSI sequences); the
#: ranges are in order, so this is the invisible characters sorted
GAP_CHARS = _SPACE_CHARS + _INVISIBLE_CHARS.replace("\x1b", "")
#: a terminal escape sequence (CSI or OSC) holds no whitespace and goes whole
_ANSI = r"\x1b\[[0-?]{0,64}[!-/]{0,16}[@-~]|\x1b\][^\x07\x1b\s]{0,2048}(?:\x07|\x1b\\)?"
#: the patterns below are compiled the first time a string reaches them
ANSI_RE = lazy(_ANSI)


@lru_cache(maxsize=512)
def gap_re(chars: str, ansi: bool) -> re.Pattern[str]:
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


HAS_SPACE = lazy(f"[{re.escape(_SPACE_CHARS)}]")
SPACE_RUN = lazy(f"[{re.escape(_SPACE_CHARS)}]+")
INVISIBLE_RE = lazy(f"[{INVISIBLE_CLASS}]+")
#: ASCII that is not plain text: control codes other than whitespace
ASCII_HIDDEN = lazy("[\x00-\x08\x0e-\x1f\x7f]")


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
    "\u03f3": "j", "\u03b5": "e", "\u03c4": "t",
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

#: marks that only stretch a word where its letters join, never change it:
#: the Arabic tatweel (kashida); dropped, so "تـــجـــاهـــل" reads "تجاهل"
STRETCHERS: frozenset[str] = frozenset({"\u0640"})

#: Latin letters: ASCII plus the accented and extended Latin blocks
LATIN_RE = lazy(
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
FOREIGN = _other_script_letters()
_FOREIGN_RE = lazy(f"[{re.escape(FOREIGN)}]")


def is_spoof_word(word: str) -> bool:
    """A word mixing Latin letters with look-alikes and nothing visibly foreign."""
    return LATIN_RE.search(word) is not None and _FOREIGN_RE.search(word) is None


# --- per code point folding --------------------------------------------------

_FOLD: tuple[dict[str, str], dict[str, str]] = ({}, {})


def fold_char(ch: str, compat: bool = True) -> str:
    """How one code point appears in ``norm`` (look-alikes aside)."""
    table = _FOLD[compat]
    r = table.get(ch)
    if r is None:
        if ch in INVISIBLE or ch in _COMBINING or ch in STRETCHERS:
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
            if r != " " and HAS_SPACE.search(r):
                r = "".join(r.split()) or " "
        table[ch] = r
    return r
