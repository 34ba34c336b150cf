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
from bisect import bisect_right
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import accumulate, chain
from operator import sub
from typing import TypeVar

from rune.text.chars import (
    ANSI_RE,
    ASCII_HIDDEN,
    COMBINING_RANGES,
    CONFUSABLES,
    FOREIGN,
    GAP_CHARS,
    HAS_SPACE,
    INVISIBLE,
    INVISIBLE_CLASS,
    INVISIBLE_RANGES,
    INVISIBLE_RE,
    LATIN_LOOKALIKES,
    LATIN_RE,
    SPACE_RUN,
    SPACE_SET,
    fold_char,
    gap_re,
    is_invisible,
    is_spoof_word,
)
from rune.text.lazyre import lazy

__all__ = [
    "COMBINING_RANGES",
    "CONFUSABLES",
    "INVISIBLE_CLASS",
    "INVISIBLE_RANGES",
    "LATIN_LOOKALIKES",
    "TextView",
    "fold",
    "fold_char",
    "is_invisible",
    "is_spoof_word",
]

T = TypeVar("T")


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
        if ord(ch) < 0x80 or ch in INVISIBLE or ch.isspace():
            continue
        if fold_char(ch, True) != fold_char(ch, False):
            return True
    return False


def fold(text: str) -> str:
    """``TextView(text).norm``: how a lexicon entry should be written to match."""
    return TextView(text).norm


@lru_cache(maxsize=1)
def _signature() -> dict[int, str]:
    """Each character's part in a spoof: ``L`` Latin letter, ``C`` look-alike,
    ``F`` visibly foreign letter, ``_`` hidden character (joins its word).
    Built the first time a string holding a non-ASCII character is read for
    spoofs (one search over the Latin blocks, not one match per code point)."""
    blocks = "".join(map(chr, range(0x2C80))) + "".join(map(chr, range(0xA720, 0xAB70)))
    out = {ord(m.group()): "L" for m in LATIN_RE.finditer(blocks)}
    for ch in CONFUSABLES:
        out[ord(ch)] = "C"
    for ch in FOREIGN:
        out[ord(ch)] = "F"
    for ch in INVISIBLE:
        out[ord(ch)] = "_"  # part of the word it hides in
    return out


#: a whole word holding an ``L`` and a ``C`` and no ``F``; every scan inside
#: it stops at the next L, C or word end, so matching stays linear
_SPOOF = lazy(r"(?<!\w)(?=[^\WF]*?(?:L[^\WLCF]*C|C[^\WLCF]*L))[^\WF]++(?!\w)")
_CONFUSABLE_SET = frozenset(CONFUSABLES)
_TO_LATIN = {ord(c): v.lower() for c, v in CONFUSABLES.items()}
# the offset maps rely on look-alikes mapping one character to one
assert all(len(v) == 1 for v in _TO_LATIN.values())  # nosec B101
_GAP_REP: dict[str, str] = {}


def _gap_rep(gap: str) -> str:
    r = _GAP_REP.get(gap)
    if r is None:
        r = " " if HAS_SPACE.search(gap) else ""
        if len(gap) <= 8 and len(_GAP_REP) < 4096:
            _GAP_REP[gap] = r
    return r


def _spoof_words(s: str) -> list[tuple[int, int]]:
    """Spans of words mixing Latin letters with look-alikes (and nothing
    visibly foreign), found on a one-letter-per-class signature of *s*."""
    if "\x1b" in s:
        s = ANSI_RE.sub(lambda m: " " * len(m.group()), s)
    return [m.span() for m in _SPOOF.finditer(s.translate(_signature()))]


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
            if ch in INVISIBLE or ch in SPACE_SET:
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
    a = len(s) - len(s.lstrip(GAP_CHARS))
    return a, max(a, len(s.rstrip(GAP_CHARS)))


def _fast(s: str, compat: bool) -> tuple[str, list[tuple[int, int]]]:
    """``norm`` and the spoofed words, in bulk passes."""
    if s.isascii():
        if s.isprintable() and "  " not in s:
            return s.strip(" ").lower(), []
        core = s[slice(*_ends(s))]
        if "\x1b" in core:
            core = ANSI_RE.sub("", core)
        if ASCII_HIDDEN.search(core):
            core = INVISIBLE_RE.sub("", core)
        return SPACE_RUN.sub(" ", core).strip(" ").lower(), []
    a, b = _ends(s)
    chars = _Chars(s[a:b], compat)
    spoofs = _spoof_words(s) if chars.has_conf else []
    if "\x1b" in s:  # hide escape sequences first, at the same length
        s = s[:a] + ANSI_RE.sub(lambda m: "\x00" * len(m.group()), s[a:b]) + s[b:]
    if spoofs:
        # look-alikes map one to one, so the spoofed words can be cut from a
        # copy translated whole, at the same offsets
        latin = s.translate(_TO_LATIN)
        cuts = [0, *chain.from_iterable(spoofs), len(s)]
        pieces = list(map(s.__getitem__, map(slice, cuts[:-1:2], cuts[1::2])))
        words = list(map(latin.__getitem__, map(slice, cuts[1:-1:2], cuts[2::2])))
        s = "".join(chain.from_iterable(zip(pieces, [*words, ""], strict=True)))
    core = s[a:b]
    if any(c in INVISIBLE for c in chars.gaps):
        core = INVISIBLE_RE.sub("", core)
    if chars.gaps:
        core = SPACE_RUN.sub(" ", core).strip(" ")
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
        ms = list(gap_re(gaps, "\x1b" in s).finditer(s, a, b))
        if ms:
            t0s, t1s = zip(*[m.span() for m in ms], strict=True)
            if SPACE_SET.issuperset(gaps):
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
