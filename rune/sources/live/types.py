"""Live scans over stdio, Streamable HTTP and legacy SSE (the MCP SDK).

Contract (the rest of rune depends only on this):

* :class:`LiveTarget` describes one server to open.
* :func:`fetch` opens it, negotiates the protocol era, reads every listing raw
  (all pages), never calls a tool, gets a prompt or reads a resource, and
  returns a manifest-shaped dict::

      {"serverInfo": {...} | None, "instructions": str | None,
       "tools": [...], "prompts": [...], "resources": [...],
       "resourceTemplates": [...]}

  A listing the server does not advertise is absent from the dict.
* Any failure raises :class:`rune.errors.LiveError` (or :class:`LimitError`
  when a documented cap was hit) with a one-line message that carries no
  credential.

This module imports nothing from the SDK, so ``rune --version`` and manifest
scans stay fast and work without the ``live`` extra. The work happens in
``run`` (the scan loop), ``session`` (negotiation and raw listings),
``stdio`` (the child process), ``http`` (the pinned HTTP client) and
``errors`` (turning failures into one line); :func:`rune.sources.live.fetch`
is the one entry point.
"""

from __future__ import annotations

import ipaddress
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Literal
from urllib.parse import parse_qsl, quote, urlsplit, urlunsplit

from rune import __version__
from rune.errors import LimitError, LiveError
from rune.jsonvalue import JsonObject
from rune.model import Transport as Transport  # the live API names it

Protocol = Literal["auto", "legacy", "modern"]

#: What a user without the SDK is told to install.
INSTALL_HINT = (
    'live scanning needs the MCP SDK: pip install "mcp>=2.3,<3" (or, in a checkout of rune, '
    'pip install ".[live]")'
)


@dataclass(frozen=True)
class LiveTarget:
    transport: Transport
    command: str | None = None
    args: tuple[str, ...] = ()
    env: dict[str, str] | None = None
    cwd: str | None = None
    url: str | None = None
    headers: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class LiveOptions:
    """Bounds of one live scan.

    ``timeout`` covers connect, handshake and every page of one server
    together. ``max_pages`` caps the pages of each listing, ``max_items`` the
    items of all listings of one server together, ``max_message_bytes`` one
    message from the server, and ``max_redirects`` the redirects rune follows
    by reconnecting (an anonymous scan follows them anywhere).
    """

    timeout: float = 20.0
    protocol: Protocol = "auto"
    max_pages: int = 1000
    max_items: int = 200_000
    trust_env: bool = False
    max_message_bytes: int = 64 * 1024 * 1024
    max_redirects: int = 5
    #: listing keys (``tools``, ``prompts``, ``resources``, ``resourceTemplates``)
    #: not to read (``--skip-listing``)
    skip_listings: frozenset[str] = frozenset()
    #: (name, version) to present as clientInfo and User-Agent; None is the
    #: neutral default (``--client-info``)
    client_info: tuple[str, str] | None = None


class LiveScanError(LiveError):
    """A live scan failed. ``reason`` is the message without its prefix, for
    reports that already say which server it was (``--config``); ``details``
    are extra lines (the tail of the server's stderr), already masked."""

    def __init__(self, reason: str, details: tuple[str, ...] = ()) -> None:
        super().__init__(f"live scan failed: {reason}")
        self.reason = reason
        self.details = details


class LivePartialError(LiveScanError):
    """Some listings were read, at least one failed. ``data`` holds what was
    read (manifest-shaped); the scan still fails, never passes as clean."""

    def __init__(self, reason: str, data: JsonObject, details: tuple[str, ...] = ()) -> None:
        super().__init__(reason, details)
        self.data = data


class LiveLimitError(LimitError):
    """A live scan hit one of the caps in :class:`LiveOptions`."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"live scan failed: {reason}")
        self.reason = reason


# ---------------------------------------------------------------- redaction

_URL_RE = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://[^\s'\"<>`]*[^\s'\"<>`,.;:!?)\]}]")
_MIN_SECRET = 4


def redact_url(url: str) -> str:
    """*url* without userinfo, query string or fragment (safe to print)."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        port = parts.port
    except ValueError:
        # still strip what could hold a secret: userinfo, query, fragment
        head, sep, rest = url.partition("://")
        rest = re.split(r"[?#]", rest, maxsplit=1)[0]
        authority, slash, path = rest.partition("/")
        return head + sep + authority.rpartition("@")[2] + slash + path
    if ":" in host:
        host = f"[{host}]"
    netloc = host if port is None else f"{host}:{port}"
    return urlunsplit((parts.scheme, netloc, parts.path, "", ""))


def url_origin(url: str) -> str:
    """``scheme://host[:port]`` of *url*, nothing else."""
    parts = urlsplit(redact_url(url))
    return urlunsplit((parts.scheme, parts.netloc, "", "", ""))


def scrub(message: str, secrets: Iterable[str]) -> str:
    """*message* with every secret value masked and every URL redacted.

    A secret is matched as given, percent-encoded, and word by word (a
    ``Bearer <token>`` value leaks its token even without the word Bearer).
    Values shorter than four characters cannot be told apart from ordinary
    text and are left alone; URLs lose their userinfo and query either way.
    """
    from rune.redact import mask_registered, secret_forms

    secrets = list(secrets)
    needles: set[str] = secret_forms(secrets)
    for secret in secrets:
        for piece in (secret, *secret.split()):
            if len(piece) >= _MIN_SECRET:
                needles.add(piece)
                needles.add(quote(piece, safe=""))
    out = mask_registered(message)
    for needle in sorted(needles, key=len, reverse=True):
        out = out.replace(needle, "***")
    out = _URL_RE.sub(lambda m: redact_url(m.group(0)), out)
    return " ".join(out.split())


def sensitive_values(target: LiveTarget | None) -> list[str]:
    """The values of a live target to take back out of what its server sends:
    every header value, URL userinfo and query value, and each env value that
    is credential-named, looks like a token, or is a long opaque string. Short
    plain env values ("production", a port) stay, since masking them would
    rewrite ordinary words in the metadata being scanned; error messages still
    scrub every env value. No target has none."""
    if target is None:
        return []
    from rune.redact import basic_forms
    from rune.text.credentials import credential_label, is_credential_name

    out: list[str] = [v for v in target.headers.values() if v]
    if target.url:
        try:
            parts = urlsplit(target.url)
            out += [v for v in (parts.username, parts.password) if v]
            out += basic_forms(parts.username, parts.password)
            out += [v for _, v in parse_qsl(parts.query)]
        except ValueError:
            pass
    for key, value in (target.env or {}).items():
        named = is_credential_name(key)
        opaque = len(value) >= 16 and not any(c.isspace() for c in value)
        if named or opaque or credential_label(value, named=False) is not None:
            out.append(value)
    return out


def target_secrets(target: LiveTarget) -> tuple[str, ...]:
    """Every value of *target* that must never be printed."""
    found: list[str] = list(target.headers.values())
    found += list((target.env or {}).values())
    if target.url:
        try:
            parts = urlsplit(target.url)
        except ValueError:
            parts = None
        if parts is not None:
            found += [v for v in (parts.username, parts.password) if v]
            from rune.redact import basic_forms

            found += basic_forms(parts.username, parts.password)
            found += [v for _, v in parse_qsl(parts.query, keep_blank_values=False)]
            if parts.query:
                found.append(parts.query)
    return tuple(found)


def describe(target: LiveTarget) -> str:
    """A printable name for *target*: the command, or the redacted URL."""
    if target.transport == "stdio":
        return target.command or "<no command>"
    return redact_url(target.url or "")


def is_loopback(host: str | None) -> bool:
    if not host:
        return False
    if host.lower() in ("localhost", "localhost.") or host.lower().endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def plaintext_warning(target: LiveTarget) -> str | None:
    """The warning for headers sent over plain http to a non-loopback host."""
    if target.transport == "stdio" or not target.headers or not target.url:
        return None
    parts = urlsplit(target.url)
    if parts.scheme.lower() != "http" or is_loopback(parts.hostname):
        return None
    return (
        f"rune: warning: sending --header values to {url_origin(target.url)} over plain http; "
        "anyone on the network path can read them"
    )


# ---------------------------------------------------------------- entry point


def check_target(target: LiveTarget, options: LiveOptions) -> None:
    if not (isinstance(options.timeout, int | float) and math.isfinite(options.timeout)):
        raise LiveScanError("--timeout must be a finite number of seconds")
    if options.timeout <= 0:
        raise LiveScanError("--timeout must be a positive number of seconds")
    if target.transport == "stdio":
        if not target.command:
            raise LiveScanError("--stdio needs a command to run")
        if target.headers:
            raise LiveScanError("--header applies to --http and --sse, not to --stdio")
        return
    if target.transport not in ("http", "sse"):
        raise LiveScanError(f"unknown transport {target.transport!r}")
    url = target.url or ""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises on a malformed port
    except ValueError:
        raise LiveScanError(f"not a valid URL: {redact_url(url)}") from None
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        raise LiveScanError(
            f"--{target.transport} needs an http:// or https:// URL, got {redact_url(url)}"
        )
    _one_authorization(target, parts.username, parts.password)


def _one_authorization(target: LiveTarget, user: str | None, password: str | None) -> None:
    """URL userinfo becomes an ``Authorization: Basic`` header that would
    silently replace an explicit one; the combination is refused."""
    if (user or password) and any(k.lower() == "authorization" for k in target.headers):
        raise LiveScanError(
            "the URL carries user:password and an Authorization header is also given; "
            "both set Authorization, so keep only one of them"
        )


#: the identity rune presents by default: the MCP SDK's own default client
#: name, which any SDK-built client sends, so a server cannot single rune out
NEUTRAL_CLIENT_INFO: dict[str, str] = {"name": "mcp", "version": "0.1.0"}
#: rune's own identity, one side of ``--cloak-check``
RUNE_CLIENT_INFO: dict[str, str] = {"name": "rune", "version": __version__}


def client_identity(options: LiveOptions) -> dict[str, str]:
    """The clientInfo this scan presents: ``--client-info``, else the neutral one."""
    if options.client_info is not None:
        name, version = options.client_info
        return {"name": name, "version": version}
    return dict(NEUTRAL_CLIENT_INFO)
