"""What a credential looks like: names that hold one, well-known token
prefixes, and high-entropy literals. Shared by the config posture rules and
by what a live target's secrets are.

Nothing here returns a secret: the helpers return labels (a token family's
public prefix) that are safe to print.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from rune.text.lazyre import Lazy, lazy
from rune.text.placeholders import placeholders

_SPLIT = lazy(r"[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])")

_CRED_EXACT = frozenset(
    {
        "key",
        "apikey",
        "token",
        "auth",
        "authorization",
        "secret",
        "password",
        "passwd",
        "pwd",
        "pass",
        "sig",
        "signature",
        "jwt",
        "bearer",
        "session",
        "sessionid",
        "credential",
        "credentials",
        "cookie",
        "passphrase",
        "pat",
        "accesskey",
    }
)
_CRED_SUFFIX = (
    "token",
    "secret",
    "apikey",
    "password",
    "passwd",
    "accesskey",
    "secretkey",
    "privatekey",
    "signature",
    "credentials",
    "credential",
    "passphrase",
    "authorization",
    "authkey",
    "sessionid",
)
#: words that make a trailing "key" an ordinary identifier (sortKey, cache_key)
_BENIGN_KEY = frozenset(
    {
        "sort",
        "cache",
        "partition",
        "primary",
        "foreign",
        "group",
        "order",
        "lookup",
        "hash",
        "idempotency",
        "public",
        "publishable",
        "site",
        "index",
        "map",
        "row",
        "object",
        "file",
        "path",
    }
)


def name_parts(name: str) -> list[str]:
    return [p.lower() for p in _SPLIT.split(name) if p]


def is_credential_name(name: str) -> bool:
    """Whether a parameter, variable or header name says it holds a credential."""
    parts = name_parts(name)
    if not parts:
        return False
    flat = "".join(parts)
    if flat in _CRED_EXACT or flat.endswith(_CRED_SUFFIX):
        return True
    if parts[-1] == "key" and len(parts) > 1:
        return parts[-2] not in _BENIGN_KEY
    return parts[-1] in ("token", "secret", "password", "pat")


#: well-known token families, matched at the start of a value; group 1 is the
#: family's public prefix, the only part of the token a message may show
KNOWN_TOKENS: tuple[Lazy, ...] = tuple(
    lazy(pattern)
    for pattern in (
        r"(github_pat_)[A-Za-z0-9_]{30,}",
        r"(gh[pousr]_)[A-Za-z0-9]{30,}",
        r"(glpat-)[A-Za-z0-9_\-]{20,}",
        r"(sk-(?:proj-|ant-|svcacct-|or-)?)[A-Za-z0-9_\-]{20,}",
        r"([sr]k_(?:live|test)_)[A-Za-z0-9]{16,}",
        r"(xox[abposr]-)[A-Za-z0-9\-]{10,}",
        r"(xapp-)[0-9]-[A-Za-z0-9\-]{10,}",
        r"(AKIA|ASIA)[A-Z0-9]{16}",
        r"(AIza)[0-9A-Za-z_\-]{35}",
        r"(npm_)[A-Za-z0-9]{36}",
        r"(pypi-)AgE[A-Za-z0-9_\-]{50,}",
        r"(hf_)[A-Za-z0-9]{30,}",
        r"(SG\.)[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}",
        r"(shp(?:at|ss|ca|pa)_)[a-fA-F0-9]{32}",
        r"(do[por]_v1_)[a-f0-9]{64}",
        r"(lin_api_)[A-Za-z0-9]{40}",
        r"(ntn_|secret_)[A-Za-z0-9]{40,}",
        r"(gsk_)[A-Za-z0-9]{40,}",
        r"(pplx-)[A-Za-z0-9]{40,}",
        r"(tvly-)[A-Za-z0-9\-]{20,}",
        r"(sbp_)[a-f0-9]{40}",
        r"(figd_)[A-Za-z0-9_\-]{30,}",
        r"(ATATT)[A-Za-z0-9_\-=]{50,}",
        r"(PMAK-)[A-Za-z0-9\-]{50,}",
        r"(eyJ)[A-Za-z0-9_\-]{10,}\.eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]*",
        r"(-----BEGIN [A-Z ]*PRIVATE KEY-----)",
    )
)

_SCHEME = lazy(r"(?i)(bearer|basic|token|bot|apikey|api-key|digest)\s+")
_TOKENISH = lazy(r"[A-Za-z0-9_\-+/=.~:]+\Z")
#: texts people leave where a credential goes, which are not one
_DUMMY = lazy(
    r"(?i)your|<[^>]*>|\bxxx|changeme|example|placeholder|redacted|dummy|\*{3}|\.\.\.|^test$"
)


def literal_parts(value: str) -> list[tuple[int, str]]:
    """The literal pieces of a config value: the text outside placeholders and
    the fallback text of ``${VAR:-fallback}``, each with its offset."""
    out: list[tuple[int, str]] = []
    pos = 0
    for start, end, inner in placeholders(value):
        if start > pos:
            out.append((pos, value[pos:start]))
        head, sep, fallback = inner.partition(":-")
        if sep and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", head) and fallback:
            out.append((start + 2 + len(head) + 2, fallback))
        pos = end
    if pos < len(value):
        out.append((pos, value[pos:]))
    return out


def entropy(text: str) -> float:
    """Shannon entropy in bits per character."""
    if not text:
        return 0.0
    counts = Counter(text)
    n = len(text)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def split_scheme(text: str) -> tuple[str, str]:
    """(``"Bearer "``-style scheme prefix, rest) of a header value."""
    m = _SCHEME.match(text)
    if m:
        return m.group(0), text[m.end() :]
    return "", text


def credential_label(text: str, named: bool) -> str | None:
    """Why *text* (a literal, scheme already split off) looks like a credential.

    Returns the safe label to show (a token family's public prefix, or ``""``
    for an unlabelled secret), or ``None`` when it does not look like one.
    *named* says the field's name declares a credential, which lowers the bar.
    """
    t = text.strip()
    if not t or _DUMMY.search(t):
        return None
    for pattern in KNOWN_TOKENS:
        m = pattern.match(t)
        if m:
            return m.group(1)
    if any(c.isspace() for c in t) or "://" in t or t.startswith(("/", "~", "./", "../")):
        return None
    if t.lower() in ("true", "false", "null", "none", "yes", "no", "on", "off"):
        return None
    # unnamed: only a token-shaped run of mixed-case letters and digits (hex
    # ids, UUIDs and owner/repo paths are left to the named test)
    if (
        _TOKENISH.match(t)
        and "/" not in t
        and len(t) >= 20
        and entropy(t) >= 3.5
        and all(any(f(c) for c in t) for f in (str.islower, str.isupper, str.isdigit))
    ):
        return ""
    if named and len(t) >= 8 and len(set(t)) >= 5 and (_classes(t) >= 2 or len(t) >= 16):
        return ""
    return None


def _classes(t: str) -> int:
    return sum(
        (
            any(c.islower() for c in t),
            any(c.isupper() for c in t),
            any(c.isdigit() for c in t),
            any(not c.isalnum() for c in t),
        )
    )
