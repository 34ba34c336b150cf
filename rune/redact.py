"""Take known credentials back out of metadata a server sent.

A server started from a config receives that entry's env values (and an HTTP
server its header values); a hostile one can echo them back inside a tool
name or description, which would carry them into every report, baseline and
pin. Before a live listing becomes a document, every occurrence of a secret
the run handed to that server is replaced by ``***``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

MASK = "***"
#: shorter values ("1", "true", a port) are too common to be told from text
MIN_SECRET = 6


def mask_secrets(data: Any, secrets: Iterable[str]) -> Any:
    """A copy of *data* with every secret (of at least MIN_SECRET characters)
    masked in every string and every object key. Iterative, so depth is free."""
    values = sorted({s for s in secrets if len(s) >= MIN_SECRET}, key=len, reverse=True)
    if not values:
        return data
    pattern = re.compile("|".join(re.escape(v) for v in values))

    def fix(s: str) -> str:
        return pattern.sub(MASK, s) if pattern.search(s) else s

    root: list[Any] = [None]
    stack: list[tuple[Any, Any, Any]] = [(data, root, 0)]
    while stack:
        value, parent, slot = stack.pop()
        if isinstance(value, str):
            parent[slot] = fix(value)
        elif isinstance(value, dict):
            new: dict[str, Any] = {}
            parent[slot] = new
            for k, v in value.items():
                key = fix(k) if isinstance(k, str) else k
                new[key] = None
                stack.append((v, new, key))
        elif isinstance(value, list):
            lst: list[Any] = [None] * len(value)
            parent[slot] = lst
            for i, v in enumerate(value):
                stack.append((v, lst, i))
        else:
            parent[slot] = value
    return root[0]


def sensitive_values(target: Any) -> list[str]:
    """The values of a live target to take back out of what its server sends:
    every header value, URL userinfo and query value, and each env value that
    is credential-named, looks like a token, or is a long opaque string. Short
    plain env values ("production", a port) stay, since masking them would
    rewrite ordinary words in the metadata being scanned; error messages still
    scrub every env value."""
    from urllib.parse import parse_qsl, urlsplit

    from rune.rules._credentials import credential_label, is_credential_name

    out: list[str] = [v for v in target.headers.values() if v]
    if target.url:
        try:
            parts = urlsplit(target.url)
            out += [v for v in (parts.username, parts.password) if v]
            out += [v for _, v in parse_qsl(parts.query)]
        except ValueError:
            pass
    for key, value in (target.env or {}).items():
        named = is_credential_name(key)
        opaque = len(value) >= 16 and not any(c.isspace() for c in value)
        if named or opaque or credential_label(value, named=False) is not None:
            out.append(value)
    return out
