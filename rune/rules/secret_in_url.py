"""secret-in-url: a credential carried in a server URL's query string or userinfo."""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import unquote, urlsplit

from rune.model import JsonPath, ServerEntry, Severity
from rune.rules.base import PostureContext, PostureHit, PostureRule
from rune.text.credentials import KNOWN_TOKENS, credential_label, is_credential_name


class SecretInUrl(PostureRule):
    """What it flags:
    A server URL in a client config (the entry's ``url``, or a URL passed in
    the ``args`` of a local proxy such as ``mcp-remote``) that carries a
    credential: userinfo (``https://user:pass@host``, ``https://TOKEN@host``),
    a query parameter named like one (``?api_key=``, ``?token=``,
    ``?access_token=``, ``?sig=``), or a value of a well-known token family
    anywhere in the query or path. A ``${VAR}`` placeholder there still
    counts: the resolved URL is what travels.

    Why it matters:
    A URL is copied everywhere a header is not: shell history, process
    listings, proxy and server access logs, error messages, ``Referer``
    headers, screenshots of a config. A token in a header is hard to leak by
    accident; a token in a URL leaks constantly. The finding shows the
    parameter name and never the value.

    What keeps it quiet:
    Ordinary parameters (``?page=2``, ``?format=json``, ``?sort_key=name``), an
    empty value, a bare user name with no secret-looking part, and URLs in
    headers (``Authorization: Bearer ${TOKEN}`` is the fix, not the problem).

    Known limits:
    A credential under a parameter name that says nothing (``?k=...``) is only
    caught when the value belongs to a known token family. A fragment is never
    sent to the server and is not read.
    """

    id = "secret-in-url"
    severity = Severity.HIGH
    summary = (
        "a credential in a server URL's query string or userinfo, where logs and history keep it"
    )

    flags = (
        {"mcpServers": {"search": {"url": "https://mcp.example.com/mcp?api_key=k3y-V4lue-123"}}},
        {"mcpServers": {"db": {"type": "sse", "url": "https://admin:hunter2@db.example.com/sse"}}},
        {"servers": {"x": {"type": "http", "url": "https://mcp.example.com/mcp?token=${TOKEN}"}}},
        {
            "mcpServers": {
                "proxy": {
                    "command": "npx",
                    "args": ["mcp-remote@1.2.3", "https://h.example/sse?key=abc123def"],
                }
            }
        },
    )
    quiet = (
        {"mcpServers": {"search": {"url": "https://mcp.example.com/mcp?page=2&format=json"}}},
        {
            "mcpServers": {
                "search": {
                    "url": "https://mcp.example.com/mcp",
                    "headers": {"Authorization": "Bearer ${TOKEN}"},
                }
            }
        },
        {"mcpServers": {"s": {"url": "https://mcp.example.com/mcp?sort_key=name&api_key="}}},
    )

    def check_entry(self, entry: ServerEntry, context: PostureContext) -> Iterator[PostureHit]:
        if entry.url is not None:
            yield from _check_url(entry.url, ("url",))
        for i, arg in enumerate(entry.args):
            if "://" in arg:
                start = arg.find("http")
                if start >= 0:
                    yield from _check_url(arg[start:], ("args", i), start)


def _check_url(url: str, path: JsonPath, base: int = 0) -> Iterator[PostureHit]:
    try:
        parts = urlsplit(url)
    except ValueError:
        return
    if parts.scheme.lower() not in ("http", "https"):
        return
    if "@" in parts.netloc:
        user, colon, password = parts.netloc.rsplit("@", 1)[0].partition(":")
        if password or credential_label(unquote(user), named=False) is not None or "${" in user:
            # userinfo never reaches a report, not even the user name: a
            # token is often sent as the name alone
            matched = "***:***@" if colon else "***@"
            yield PostureHit(
                path,
                matched[:80],
                "the URL carries credentials in its userinfo, so every log line and history "
                "entry that holds the URL holds them; send them in a header instead",
                base + url.find("//") + 2,
            )
    yield from _query(url, parts.query, path, base)
    seg_at = url.find(parts.path, len(parts.scheme) + 3 + len(parts.netloc)) if parts.path else -1
    for seg in parts.path.split("/"):
        label = _known(seg)
        if label is not None:
            yield PostureHit(
                path,
                f"{label}***",
                f"the URL path carries a token ({label}...), so every log line that holds the "
                "URL holds it; send it in a header instead",
                base + max(seg_at, 0) + parts.path.find(seg),
            )
            break


def _query(url: str, query: str, path: JsonPath, base: int) -> Iterator[PostureHit]:
    if not query:
        return
    q_at = url.find("?") + 1
    pos = 0
    for pair in query.split("&"):
        name, eq, value = pair.partition("=")
        offset = base + q_at + pos
        pos += len(pair) + 1
        if not eq or not value:
            continue
        shown = unquote(name)[:60]
        label = _known(unquote(value))
        if is_credential_name(unquote(name)) or label is not None:
            yield PostureHit(
                path,
                f"{shown}={label or ''}***",
                f"the URL carries a credential in its query string (parameter '{shown}'), so "
                "every log line and history entry that holds the URL holds it; send it in a "
                "header instead",
                offset,
            )


def _known(text: str) -> str | None:
    for pattern in KNOWN_TOKENS:
        m = pattern.match(text)
        if m:
            return m.group(1)
    return None
