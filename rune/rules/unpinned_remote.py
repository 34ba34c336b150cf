"""unpinned-remote: a remote server the --pin file does not cover."""

from __future__ import annotations

from collections.abc import Iterator

from rune.model import ServerEntry, Severity
from rune.rules.base import PostureContext, PostureHit, PostureRule


class UnpinnedRemote(PostureRule):
    """What it flags:
    With ``--pin`` given, a remote server entry (Streamable HTTP or SSE) of
    the config that has no entry in that pin file. Without ``--pin`` it never
    runs.

    Why it matters:
    A remote server is code someone else runs and can change at any moment:
    the tool descriptions your agent trusts today are whatever the operator
    serves on the next connection. A pin is what turns a silent change of
    that text into a failed check; a remote server left out of the pin can be
    rug-pulled without anything noticing.

    What keeps it quiet:
    A remote server the pin file covers by its config name, local (stdio)
    servers, whose code version is unpinned-launcher's business, disabled
    entries, and every run without ``--pin``.

    Known limits:
    It asks only whether the pin covers the server, not whether the pinned
    digests still match; that comparison is the pin check itself and reports
    drift on its own. The examples run with a pin covering the servers named
    ``pinned``.
    """

    id = "unpinned-remote"
    severity = Severity.MEDIUM
    summary = "with --pin, a remote server the pin file does not cover, so a change goes unnoticed"

    flags = (
        {"mcpServers": {"crm": {"type": "http", "url": "https://mcp.example.com/mcp"}}},
        {"mcpServers": {"docs": {"url": "https://docs.example.com/sse"}}},
    )
    quiet = (
        {"mcpServers": {"pinned": {"type": "http", "url": "https://mcp.example.com/mcp"}}},
        {"mcpServers": {"fs": {"command": "node", "args": ["server.js"]}}},
    )

    def check_entry(self, entry: ServerEntry, context: PostureContext) -> Iterator[PostureHit]:
        if context.pinned is None or entry.url is None or entry.command is not None:
            return
        if entry.name in context.pinned:
            return
        yield PostureHit(
            ("url",),
            entry.name,
            f"remote server '{entry.name[:60]}' has no entry in the pin file, so a change to "
            "the metadata it serves would pass unnoticed; pin it with --write-pin",
        )
