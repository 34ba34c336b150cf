"""The environment a stdio server is started with, and the ``--env`` option.

A server gets what an MCP client would give it: the SDK's small safe list
(``HOME``, ``LOGNAME``, ``PATH``, ``SHELL``, ``TERM``, ``USER``), the variables
that tell a program which certificates to trust (``SSL_CERT_FILE``,
``REQUESTS_CA_BUNDLE``, ``NODE_EXTRA_CA_CERTS``...), how to reach the network
through a proxy (``HTTPS_PROXY``, ``NO_PROXY``... in both cases) and which
language and encoding to use (``LANG``, ``LC_*``, ``TZ``). Nothing else of
rune's own environment reaches the server, so a token rune happens to hold
is never handed to a server by accident. ``--env NAME`` passes one more
variable from rune's environment, ``--env NAME=VALUE`` sets one; both are
treated as secrets (never printed, masked in what the server sends back).
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from urllib.parse import urlsplit

from rune.errors import UsageError

#: the SDK's own safe list (``mcp.client.stdio.DEFAULT_INHERITED_ENV_VARS`` on POSIX)
SAFE = ("HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER")
#: certificate stores a TLS client reads
TLS = (
    "SSL_CERT_FILE",
    "SSL_CERT_DIR",
    "REQUESTS_CA_BUNDLE",
    "CURL_CA_BUNDLE",
    "NODE_EXTRA_CA_CERTS",
    "PIP_CERT",
    "UV_NATIVE_TLS",
)
#: proxies, in both spellings programs read
PROXY = tuple(
    n
    for base in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY")
    for n in (base, base.lower())
)
#: language, encoding and time zone
LOCALE = ("LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "TZ")
#: every variable passed through by default, in the order the docs list them
DEFAULT_NAMES: tuple[str, ...] = SAFE + TLS + PROXY + LOCALE
#: on Windows the SDK also passes these
_WINDOWS = (
    "APPDATA",
    "HOMEDRIVE",
    "HOMEPATH",
    "LOCALAPPDATA",
    "PATHEXT",
    "SYSTEMDRIVE",
    "SYSTEMROOT",
    "TEMP",
    "USERNAME",
    "USERPROFILE",
)


def _valid_name(name: str) -> bool:
    return bool(name) and "=" not in name and not any(c.isspace() or c == "\0" for c in name)


def parse_env(values: Sequence[str], environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """``--env NAME`` (taken from *environ*) and ``--env NAME=VALUE`` pairs.

    An error names the variable but never quotes a value.
    """
    source = os.environ if environ is None else environ
    out: dict[str, str] = {}
    for n, item in enumerate(values, 1):
        name, sep, value = item.partition("=")
        if not _valid_name(name):
            raise UsageError(
                f"--env number {n} is not NAME or NAME=VALUE (its text is not shown, "
                "since it may hold a credential)"
            )
        if not sep:
            if name not in source:
                raise UsageError(f"--env {name}: no such variable in rune's environment")
            value = source[name]
        if "\0" in value:
            raise UsageError(f"--env {name}: the value holds a NUL character")
        out[name] = value
    return out


def default_environment(environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The variables of :data:`DEFAULT_NAMES` that are set (shell functions left out)."""
    source = os.environ if environ is None else environ
    names = DEFAULT_NAMES + (_WINDOWS if os.name == "nt" else ())
    return {n: source[n] for n in names if n in source and not source[n].startswith("()")}


def server_environment(
    extra: Mapping[str, str] | None, environ: Mapping[str, str] | None = None
) -> dict[str, str]:
    """What the child gets: the defaults, then the config's or ``--env`` values."""
    return default_environment(environ) | dict(extra or {})


def passed_names(extra: Mapping[str, str] | None, environ: Mapping[str, str] | None = None) -> str:
    """The names of the variables a server was given, for an error message."""
    names = sorted(server_environment(extra, environ))
    return ", ".join(names) if names else "none"


def proxy_secrets(environ: Mapping[str, str] | None = None) -> list[str]:
    """Userinfo in the proxy variables passed through (``user:pass@proxy``)."""
    source = os.environ if environ is None else environ
    out: list[str] = []
    for name in PROXY:
        value = source.get(name)
        if not value:
            continue
        try:
            parts = urlsplit(value if "://" in value else "http://" + value)
        except ValueError:
            continue
        out += [v for v in (parts.username, parts.password) if v]
    return out
