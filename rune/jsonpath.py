"""JSON paths: a tuple of keys (str) and list indexes (int).

``pointer()`` turns one into an RFC 6901 JSON pointer and ``dotted()`` into
the short form reports show (``inputSchema.properties.x``).
"""

from __future__ import annotations

from collections.abc import Iterable

JsonPath = tuple[str | int, ...]


def pointer(path: Iterable[str | int]) -> str:
    """RFC 6901 JSON pointer of *path* (``""`` is the whole document)."""
    parts = []
    for p in path:
        s = str(p)
        parts.append(s.replace("~", "~0").replace("/", "~1"))
    return "".join("/" + p for p in parts)


def dotted(path: Iterable[str | int]) -> str:
    """Short display form: keys joined by dots, indexes as ``[n]``."""
    out = ""
    for p in path:
        if isinstance(p, int):
            out += f"[{p}]"
        else:
            out += ("." if out else "") + p
    return out or "(root)"
