"""MCP client configs: every server an agent is wired to, in every client's format.

:func:`read_config` reads one file (JSONC, TOML or YAML, told apart by content)
and returns a :class:`Config` of :class:`ServerEntry` objects in file order. An
entry keeps its values exactly as written (placeholders unresolved), the JSON
path of each value inside the file, and their line and column, so posture
checks read the file as committed and findings anchor to the declaring line.

A problem inside one entry (a wrong type, both a command and a URL, an unknown
``type``) is that entry's ``error``; only a file rune cannot read at all, or
one with no server map, raises. :func:`resolve_entry` turns an enabled entry
into a :class:`~rune.sources.live.types.LiveTarget`, filling placeholders the way the
clients do (see :mod:`rune.text.placeholders`).

The client layouts are in :mod:`rune.sources.config.formats`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from rune.errors import InputError
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import JsonPath
from rune.sources.config.text import Parsed, Position, parse_config_text, refuse_duplicates
from rune.sources.live.types import LiveTarget, Transport
from rune.text.placeholders import Resolver, workspace_folder

#: where a logical field of an entry (``("url",)``, ``("headers", "X-Key")``,
#: ``("args", 2)``) sits in the file
FieldMap = Mapping[JsonPath, JsonPath]


@dataclass(frozen=True)
class ServerEntry:
    """One server a config declares, as written in the file.

    ``transport`` is ``stdio``, ``http`` or ``sse`` (``None`` when the entry is
    unreadable); ``error`` names what is wrong with it; ``skip`` says why rune
    cannot open an otherwise readable entry (a client's built-in extension).
    ``path`` is the entry's JSON path in the file and ``line``/``column`` the
    line that declares it. ``where`` maps each logical field to its JSON path in
    the file; ``positions`` gives the line and column of those paths.
    """

    name: str
    transport: Transport | None = None
    command: str | None = None
    args: tuple[str, ...] = field(default=(), repr=False)
    env: Mapping[str, str] = field(default_factory=dict, repr=False)
    cwd: str | None = None
    url: str | None = field(default=None, repr=False)
    headers: Mapping[str, str] = field(default_factory=dict, repr=False)
    disabled: bool = False
    error: str | None = None
    skip: str | None = None
    path: JsonPath = ()
    line: int = 0
    column: int = 0
    where: FieldMap = field(default_factory=dict, compare=False, repr=False)
    positions: Mapping[JsonPath, Position] = field(default_factory=dict, compare=False, repr=False)
    #: the client whose layout this entry was read in (``vscode``, ``codex``...)
    client: str = "mcp"

    @property
    def is_remote(self) -> bool:
        return self.transport in ("http", "sse")

    def file_path(self, logical: JsonPath) -> JsonPath:
        """The JSON path in the file of a logical field, or its nearest parent's."""
        p = logical
        while p:
            found = self.where.get(p)
            if found is not None:
                return found + logical[len(p) :] if p != logical else found
            p = p[:-1]
        return self.path

    def locate(self, logical: JsonPath) -> tuple[JsonPath, Position]:
        """JSON path in the file and (line, column) of a logical field."""
        fp = self.file_path(logical)
        q = fp
        while q:
            pos = self.positions.get(q)
            if pos is not None:
                return fp, pos
            q = q[:-1]
        return fp, (self.line, self.column)


@dataclass(frozen=True)
class Config:
    """A config file: its label, path, format, client layout, and entries in order."""

    label: str
    path: str
    format: str
    client: str
    entries: tuple[ServerEntry, ...]
    text: str = field(default="", repr=False)


def read_config(path: str, limits: Limits = DEFAULT_LIMITS, label: str | None = None) -> Config:
    """Read a client config file. InputError when the file itself is unreadable."""
    from rune.sources.config.formats import entries_from
    from rune.sources.manifest import decode_text, read_bytes

    shown = label or path
    if path == "-":
        raise InputError("--config reads a file, not stdin")
    text = decode_text(read_bytes(path, limits, what="config"), shown, what="config")
    parsed = parse_config_text(text, shown, os.path.basename(path))
    client, entries = entries_from(parsed, shown, path)
    refuse_duplicates(parsed, [e.path for e in entries], shown)
    return Config(
        label=shown,
        path=path,
        format=parsed.format,
        client=client,
        entries=tuple(entries),
        text=text,
    )


def config_from_text(text: str, label: str = "<config>", path: str = "config.json") -> Config:
    """A Config from text in memory (rule examples, tests)."""
    from rune.sources.config.formats import entries_from

    parsed: Parsed = parse_config_text(text, label, os.path.basename(path))
    client, entries = entries_from(parsed, label, path)
    refuse_duplicates(parsed, [e.path for e in entries], label)
    return Config(label, path, parsed.format, client, tuple(entries), text)


# --- transport ----------------------------------------------------------------

_TYPES: dict[str, Transport] = {
    "stdio": "stdio",
    "local": "stdio",
    "http": "http",
    "streamable-http": "http",
    "streamablehttp": "http",
    "streamable_http": "http",
    "sse": "sse",
}


def transport_of(declared: object, command: object, url: object) -> tuple[Transport | None, str]:
    """The entry's transport, or ``(None, why)`` when it cannot be told."""
    if command is not None and url is not None:
        return None, "declares both a command and a url; an entry is either local or remote"
    if declared is not None:
        if not isinstance(declared, str):
            return None, '"type" is not a string'
        t = _TYPES.get(declared.strip().lower())
        if t is None:
            return (
                None,
                f'"type" {declared[:40]!r} is not a transport rune knows (stdio, http, sse)',
            )
        if t == "stdio" and command is None:
            return None, f'"type" is {declared[:40]!r} but the entry has no command'
        if t != "stdio" and url is None:
            return None, f'"type" is {declared[:40]!r} but the entry has no url'
        return t, ""
    if command is not None:
        return "stdio", ""
    if url is not None:
        return url_transport(url if isinstance(url, str) else ""), ""
    return None, "declares neither a command nor a url"


def url_transport(url: str) -> Transport:
    """SSE when the URL's path ends in ``/sse``, Streamable HTTP otherwise."""
    try:
        path = urlsplit(url).path
    except ValueError:
        path = url
    return "sse" if path.rstrip("/").endswith("/sse") else "http"


# --- resolution ---------------------------------------------------------------


def resolve_entry(
    entry: ServerEntry,
    config_path: str,
    environ: Mapping[str, str] | None = None,
    home: str | None = None,
) -> LiveTarget:
    """Fill the placeholders of an enabled, readable entry; InputError on refusal."""
    if entry.error is not None or entry.transport is None:
        raise InputError(entry.error or "the entry cannot be read")
    folder = workspace_folder(config_path)
    r = Resolver(environ if environ is not None else os.environ, folder, home)
    command = r.resolve(entry.command, '"command"') if entry.command is not None else None
    args = tuple(r.resolve(a, f'"args" entry {i}') for i, a in enumerate(entry.args))
    env = {k: r.resolve(v, f"\"env\" value for '{k}'") for k, v in entry.env.items()}
    cwd = r.resolve(entry.cwd, '"cwd"') if entry.cwd is not None else None
    url = r.resolve(entry.url, '"url"') if entry.url is not None else None
    headers = {k: r.resolve(v, f"\"headers\" value for '{k}'") for k, v in entry.headers.items()}
    if cwd is not None and not os.path.isabs(cwd):
        cwd = os.path.join(folder, cwd)
    return LiveTarget(
        transport=entry.transport,
        command=command,
        args=args,
        env=env if entry.transport == "stdio" else None,
        cwd=cwd,
        url=url,
        headers=headers,
    )
