"""plaintext-remote: a remote server reached over plain http to another machine."""

from __future__ import annotations

import ipaddress
from collections.abc import Iterator
from urllib.parse import urlsplit

from rune.model import ServerEntry, Severity
from rune.rules.base import PostureContext, PostureHit, PostureRule


class PlaintextRemote(PostureRule):
    """What it flags:
    A remote server entry whose URL is ``http://`` to any host that is not
    this machine. It is high when the entry sends headers (an
    ``Authorization`` token crosses the network in the clear) or credentials
    in the URL, and medium otherwise.

    Why it matters:
    Everything the server says to your agent, tool descriptions included,
    travels unencrypted and unauthenticated: anyone on the path can read the
    token and rewrite the metadata your model will trust, which is a poisoned
    server without compromising the server.

    What keeps it quiet:
    ``https://`` URLs, and plain http to loopback (``localhost``, anything under
    ``.localhost``, ``127.0.0.0/8``, ``::1``), where nothing leaves the machine.
    A URL whose scheme is itself a placeholder (``${BASE}/mcp``) is not judged.

    Known limits:
    A host name that resolves to loopback through ``/etc/hosts`` is reported,
    since the config alone cannot show it. A private-network address is still
    a network, so it is reported too.
    """

    id = "plaintext-remote"
    severity = Severity.HIGH
    severities = (Severity.MEDIUM, Severity.HIGH)
    summary = "a remote server over plain http: its metadata and any token travel in the clear"

    flags = (
        {
            "mcpServers": {
                "crm": {
                    "type": "http",
                    "url": "http://mcp.example.com/mcp",
                    "headers": {"Authorization": "Bearer ${CRM_TOKEN}"},
                }
            }
        },
        {"mcpServers": {"docs": {"url": "http://10.0.0.7:8080/sse"}}},
        {"servers": {"d": {"type": "http", "url": "HTTP://docs.internal.example/mcp"}}},
    )
    quiet = (
        {"mcpServers": {"crm": {"url": "https://mcp.example.com/mcp"}}},
        {"mcpServers": {"local": {"url": "http://127.0.0.1:8000/mcp"}}},
        {"mcpServers": {"local": {"url": "http://localhost:3000/sse"}}},
        {"mcpServers": {"dev": {"url": "http://[::1]:9000/mcp"}}},
    )

    def check_entry(self, entry: ServerEntry, context: PostureContext) -> Iterator[PostureHit]:
        url = entry.url
        if url is None or entry.command is not None:
            return
        try:
            parts = urlsplit(url.strip())
            host = parts.hostname or ""
        except ValueError:
            return
        if parts.scheme.lower() != "http" or is_loopback(host):
            return
        shown = f"http://{host}"
        carries = bool(entry.headers) or "@" in parts.netloc
        if carries:
            yield PostureHit(
                ("url",),
                shown,
                "remote server over plain http: the headers this entry sends (its credentials) "
                "and every description the server returns cross the network unencrypted",
                0,
                Severity.HIGH,
            )
        else:
            yield PostureHit(
                ("url",),
                shown,
                "remote server over plain http: every description the server returns crosses "
                "the network unencrypted, so anyone on the path can rewrite what your agent reads",
                0,
                Severity.MEDIUM,
            )


def is_loopback(host: str) -> bool:
    """Whether *host* names this machine."""
    h = host.lower().rstrip(".")
    if h == "localhost" or h.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(h).is_loopback
    except ValueError:
        return False
