"""Take known credentials back out of metadata a server sent, and out of
everything rune writes.

A server started from a config receives that entry's env values (and an HTTP
server its header values); a hostile one can echo them back inside a tool
name or description, which would carry them into every report, baseline and
pin. Before a live listing becomes a document, every occurrence of a secret
the run handed to that server is replaced by ``***``.

A secret is matched in each form a server can easily send back
(:func:`secret_forms`): whole; its distinctive core (a header value without
its ``Bearer``/``Basic`` word, a token without a ``ghp_``-style prefix);
percent-encoded; JSON-escaped; base64 (standard and URL-safe, at any
alignment inside a longer base64 run); and, for URL userinfo, the
``Basic base64(user:password)`` value an HTTP client derives from it.

Registering a secret: code that hands a value to a server (or otherwise
learns one that must never be printed) calls :func:`register_secrets` with
it; :func:`rune.sources.live.fetch` does so for every header, URL userinfo
and query value and credential-like env value of each target it opens. Every
writer in :mod:`rune.output`, the CLI's stderr lines and the Action's log,
summary and outputs pass their text through :func:`mask_registered`, so a
registered secret is masked in every output even where the metadata mask
did not reach. ``mask_secrets(data, secrets)`` and ``sensitive_values(target)``
keep their shapes.
"""

from __future__ import annotations

import _thread
import json
import re
from collections.abc import Iterable
from typing import Any, TypeVar, cast
from urllib.parse import quote, quote_plus, unquote

_T = TypeVar("_T")

MASK = "***"
#: shorter values ("1", "true", a port) are too common to be told from text
MIN_SECRET = 6
#: a derived form (a core, an encoding) shorter than this is not distinctive
MIN_DERIVED = 8
#: an auth scheme word or a token-kind prefix in front of the distinctive part
_SCHEME = re.compile(r"(?i)^(?:bearer|basic|token|bot|apikey|api-key|digest)\s+")
_PREFIX = re.compile(r"^[A-Za-z][A-Za-z0-9]{0,11}[_-]")

#: :func:`threading.Lock` itself, without importing :mod:`threading`
_lock = _thread.allocate_lock()
_registered: set[str] = set()
_compiled: tuple[frozenset[str], re.Pattern[str] | None] = (frozenset(), None)


def _b64_forms(raw: bytes) -> set[str]:
    """Base64 text that encodes *raw* wherever it sits in a longer byte run:
    for each of the three alignments, the characters fixed by *raw* alone."""
    import base64

    out: set[str] = set()
    n = len(raw)
    for k in range(3):
        enc = base64.b64encode(b"\0" * k + raw + b"\0" * 2).decode("ascii")
        start = -(-8 * k // 6)
        end = (8 * (k + n)) // 6
        for text in (enc[start:end], base64.b64encode(raw).decode("ascii").rstrip("=")):
            out.add(text)
            out.add(text.replace("+", "-").replace("/", "_"))
    return out


def secret_forms(secrets: Iterable[str]) -> set[str]:
    """Every text form of *secrets* to mask (see the module doc)."""
    forms: set[str] = set()
    for secret in secrets:
        if not isinstance(secret, str) or len(secret) < MIN_SECRET:
            continue
        cores = {secret, unquote(secret)}
        bare = _SCHEME.sub("", secret).strip()
        cores.add(bare)
        cores.update(p for p in secret.split() if len(p) >= MIN_DERIVED)
        stripped = bare
        while (m := _PREFIX.match(stripped)) is not None and len(stripped) - m.end() >= 12:
            stripped = stripped[m.end() :]
            cores.add(stripped)
        for core in cores:
            if len(core) < (MIN_SECRET if core == secret else MIN_DERIVED):
                continue
            forms.update({core, quote(core, safe=""), quote_plus(core), json.dumps(core)[1:-1]})
            raw = core.encode("utf-8")
            forms.update(f for f in _b64_forms(raw) if len(f) >= MIN_DERIVED)
    return {f for f in forms if len(f) >= MIN_SECRET}


def basic_forms(user: str | None, password: str | None) -> list[str]:
    """The ``Authorization: Basic`` value a client builds from URL userinfo."""
    import base64

    if not user and not password:
        return []
    pair = f"{unquote(user or '')}:{unquote(password or '')}"
    return [pair, "Basic " + base64.b64encode(pair.encode("utf-8")).decode("ascii")]


def register_secrets(values: Iterable[str]) -> None:
    """Remember *values* for :func:`mask_registered` for the rest of the process."""
    with _lock:
        _registered.update(v for v in values if isinstance(v, str) and len(v) >= MIN_SECRET)


def registered_secrets() -> frozenset[str]:
    with _lock:
        return frozenset(_registered)


def _registered_pattern() -> re.Pattern[str] | None:
    global _compiled
    with _lock:
        current = frozenset(_registered)
        if _compiled[0] != current:
            forms = sorted(secret_forms(current), key=len, reverse=True)
            pattern = re.compile("|".join(re.escape(f) for f in forms)) if forms else None
            _compiled = (current, pattern)
        return _compiled[1]


def mask_registered(text: str) -> str:
    """*text* with every form of every registered secret masked."""
    pattern = _registered_pattern()
    if pattern is None or not text:
        return text
    return pattern.sub(MASK, text)


def mask_secrets(data: _T, secrets: Iterable[str]) -> _T:
    """A copy of *data* with every secret (of at least MIN_SECRET characters),
    in every form :func:`secret_forms` lists, masked in every string and every
    object key. Iterative, so depth is free."""
    values = sorted(secret_forms(secrets), key=len, reverse=True)
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
    return cast(_T, root[0])  # the same shape: every container was copied as it was
