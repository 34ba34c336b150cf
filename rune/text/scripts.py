"""Which scripts a text is written in, for the one-pass matcher and the
phrase patterns.

Each lexicon entry that needs a non-ASCII script is searched only in text
holding that script (the generated ``entry_scripts.json`` says which entries
need which), so a Latin string never pays for the Thai or Bengali entries.
The ranges are coarse on purpose: a code point belongs to the last range
starting at or before it, and everything no lexicon is written in is
``"other"``.
"""

from __future__ import annotations

from bisect import bisect_right

#: the first code point of each script range, and its name; a code point
#: belongs to the last range starting at or before it
_SCRIPT_STARTS = (
    (0x80, "latin"),
    (0x250, "other"),
    (0x370, "greek"),
    (0x400, "cyrillic"),
    (0x530, "other"),
    (0x590, "hebrew"),
    (0x600, "arabic"),
    (0x700, "other"),
    (0x750, "arabic"),
    (0x780, "other"),
    (0x900, "devanagari"),
    (0x980, "bengali"),
    (0xA00, "other"),
    (0xE00, "thai"),
    (0xE80, "other"),
    (0x1100, "hangul"),
    (0x1200, "other"),
    (0x1E00, "latin"),
    (0x1F00, "greek"),
    (0x2000, "other"),
    (0x2E80, "cjk"),
    (0xA000, "other"),
    (0xAC00, "hangul"),
    (0xD7B0, "other"),
    (0xF900, "cjk"),
    (0xFB00, "other"),
    (0xFB50, "arabic"),
    (0xFE00, "other"),
    (0xFE70, "arabic"),
    (0xFF00, "cjk"),
    (0xFFF0, "other"),
    (0x20000, "cjk"),
    (0x30000, "other"),
)
_SCRIPT_KEYS = [start for start, _ in _SCRIPT_STARTS]


def script_of(ch: str) -> str:
    """The script range of a non-ASCII character (``"ascii"`` for ASCII)."""
    cp = ord(ch)
    if cp < 0x80:
        return "ascii"
    return _SCRIPT_STARTS[bisect_right(_SCRIPT_KEYS, cp) - 1][1]


def scripts_in(text: str) -> frozenset[str]:
    """The script ranges of the non-ASCII characters of *text* (empty for ASCII)."""
    if text.isascii():
        return frozenset()
    return frozenset(script_of(c) for c in set(text) if ord(c) > 0x7F)


def plain_ascii(src: str) -> bool:
    """Whether every character the pattern *src* names is ASCII (then it
    needs no script: :func:`required_scripts` is ``None``)."""
    return src.isascii() and "\\x" not in src and "\\u" not in src and "\\U" not in src
