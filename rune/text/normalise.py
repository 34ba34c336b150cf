"""One normalised view of a string, with a map back to original offsets.

Phrase rules match on ``view.norm``: NFKC per code point, invisible
characters removed, look-alike letters mapped to Latin, case folded, and every
run of whitespace (line breaks included) folded to one space. ``view.orig(i)``
maps an index of ``norm`` back to an index of the original string, so a
finding always points at what the server sent.

The view is computed once per string, lazily, in linear time.
"""

from __future__ import annotations

import unicodedata
from functools import cached_property

# Code points that render as nothing or reorder text: zero-width, bidi
# controls, the tag block, variation selectors, soft hyphen, word joiner...
_INVISIBLE_RANGES: tuple[tuple[int, int], ...] = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE007F),
    (0xE0100, 0xE01EF),
)


def is_invisible(ch: str) -> bool:
    cp = ord(ch)
    for lo, hi in _INVISIBLE_RANGES:
        if lo <= cp <= hi:
            return True
    return False


#: look-alike letters (Cyrillic, Greek) mapped to the Latin letter they imitate
CONFUSABLES: dict[str, str] = {
    # Cyrillic lower
    "\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p", "\u0441": "c",
    "\u0443": "y", "\u0445": "x", "\u0456": "i", "\u0458": "j", "\u0455": "s",
    "\u04bb": "h", "\u0501": "d", "\u051b": "q", "\u051d": "w", "\u04cf": "l",
    # Cyrillic upper
    "\u0410": "A", "\u0412": "B", "\u0415": "E", "\u041a": "K", "\u041c": "M",
    "\u041d": "H", "\u041e": "O", "\u0420": "P", "\u0421": "C", "\u0422": "T",
    "\u0425": "X", "\u0406": "I", "\u0408": "J", "\u0405": "S", "\u04c0": "I",
    # Greek lower
    "\u03b1": "a", "\u03bf": "o", "\u03bd": "v", "\u03b9": "i", "\u03ba": "k",
    "\u03c1": "p", "\u03c5": "u", "\u03c7": "x", "\u03b3": "y",
    # Greek upper
    "\u0391": "A", "\u0392": "B", "\u0395": "E", "\u0396": "Z", "\u0397": "H",
    "\u0399": "I", "\u039a": "K", "\u039c": "M", "\u039d": "N", "\u039f": "O",
    "\u03a1": "P", "\u03a4": "T", "\u03a5": "Y", "\u03a7": "X",
}  # fmt: skip


class TextView:
    """The original string plus one normalised form and an offset map."""

    __slots__ = ("__dict__", "original")

    def __init__(self, original: str) -> None:
        self.original = original

    @cached_property
    def _built(self) -> tuple[str, list[int]]:
        out: list[str] = []
        idx: list[int] = []
        prev_space = True  # drop leading whitespace
        for i, ch in enumerate(self.original):
            if is_invisible(ch):
                continue
            if ch.isspace():
                if not prev_space:
                    out.append(" ")
                    idx.append(i)
                    prev_space = True
                continue
            mapped = CONFUSABLES.get(ch)
            if mapped is None:
                if ord(ch) < 0x80:
                    mapped = ch
                else:
                    try:
                        mapped = unicodedata.normalize("NFKC", ch)
                    except ValueError:  # pragma: no cover - lone surrogate safe
                        mapped = ch
            for m in mapped.casefold():
                if m.isspace():
                    if prev_space:
                        continue
                    m = " "
                    prev_space = True
                else:
                    prev_space = False
                out.append(m)
                idx.append(i)
        if out and out[-1] == " ":
            out.pop()
            idx.pop()
        return "".join(out), idx

    @property
    def norm(self) -> str:
        """Case-folded, whitespace-folded, invisible-free, NFKC, look-alikes mapped."""
        return self._built[0]

    def orig(self, i: int) -> int:
        """Original index of ``norm[i]``; ``len(norm)`` maps to the end."""
        idx = self._built[1]
        if i >= len(idx):
            return len(self.original)
        return idx[max(i, 0)]

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Original ``(start, end)`` of the normalised slice ``norm[start:end]``."""
        if end <= start:
            s = self.orig(start)
            return s, s
        idx = self._built[1]
        s = idx[start] if start < len(idx) else len(self.original)
        e = idx[end - 1] + 1 if end - 1 < len(idx) else len(self.original)
        # include a whole surrogate-free code point; extend over trailing
        # combining marks/invisibles that normalised away
        return s, e

    @cached_property
    def lower(self) -> str:
        """The original, case-folded per code point with no length change."""
        return "".join(c.lower() if len(c.lower()) == 1 else c for c in self.original)
