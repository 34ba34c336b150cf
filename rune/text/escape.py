"""Escaping of server-controlled text for human-facing output.

Every name, path and excerpt that came from a server goes through
:func:`escape` before it reaches a terminal, a CI log or a Markdown summary:
control characters, bidi controls, zero-width and other invisible characters,
tag characters and lone surrogates become ``<U+XXXX>``, so they can neither
forge a report line nor hide text from the reader.
"""

from __future__ import annotations

import unicodedata

from rune.text.normalise import is_invisible

_SAFE_CACHE: dict[str, bool] = {}


def _needs_escape(ch: str) -> bool:
    cp = ord(ch)
    if 0x20 <= cp < 0x7F:
        return False
    if cp < 0x20 or cp == 0x7F or 0x80 <= cp < 0xA0:
        return True
    if 0xD800 <= cp <= 0xDFFF:
        return True
    if is_invisible(ch) or cp == 0x2800:  # U+2800 braille blank renders as nothing
        return True
    cat = unicodedata.category(ch)
    # format, line/paragraph separators, private use, unassigned
    return cat in ("Cf", "Zl", "Zp", "Co", "Cn", "Cs")


def needs_escape(ch: str) -> bool:
    r = _SAFE_CACHE.get(ch)
    if r is None:
        r = _needs_escape(ch)
        if len(_SAFE_CACHE) < 65536:
            _SAFE_CACHE[ch] = r
    return r


def escape(text: str, keep_newlines: bool = False) -> str:
    """Make *text* safe to print on one line. ``<U+XXXX>`` for anything hidden."""
    out: list[str] = []
    for ch in text:
        if keep_newlines and ch == "\n":
            out.append(ch)
        elif needs_escape(ch):
            out.append(f"<U+{ord(ch):04X}>")
        else:
            out.append(ch)
    return "".join(out)


def clip(text: str, limit: int) -> str:
    """Shorten *text* to about *limit* characters, marking the cut."""
    if len(text) <= limit:
        return text
    return text[: max(limit - 3, 0)] + "..."
