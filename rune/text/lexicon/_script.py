"""Helpers that write lexicon entries in the form the normalised view takes.

The normalised view folds every code point on its own (NFKC, case folding,
invisible characters dropped), so a few scripts change shape there: Thai
SARA AM splits in two, Greek final sigma becomes sigma, a Persian word loses
its zero-width non-joiner, Bengali and Devanagari nukta letters decompose.
:func:`folded` applies the same folding to the letters of entries written
the natural way; regex syntax (ASCII) is left alone.
"""

from __future__ import annotations

from collections.abc import Callable

from rune.text.normalise import fold_char


class _Folds(dict[int, str]):
    """Each code point's folded form, filled in as :meth:`str.translate` asks
    (ASCII, the regex syntax, stays as it is)."""

    def __missing__(self, cp: int) -> str:
        ch = chr(cp)
        got = self[cp] = fold_char(ch) if cp > 0x7F else ch
        return got


_FOLDS = _Folds()


def folded(*entries: str, also: Callable[[str], str] | None = None) -> tuple[str, ...]:
    """*entries* with each non-ASCII character folded as the normalised view
    folds it, then passed through *also* (a per-script spelling helper)."""
    out = []
    for entry in entries:
        text = entry if entry.isascii() else entry.translate(_FOLDS)
        out.append(also(text) if also is not None else text)
    return tuple(out)
