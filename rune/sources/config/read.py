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

from rune.errors import InputError
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import ServerEntry
from rune.sources.config.text import Parsed, parse_config_text, refuse_duplicates
from rune.sources.live.types import LiveTarget
from rune.text.placeholders import Resolver, workspace_folder


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
    from rune.files import decode_text, read_bytes
    from rune.sources.config.formats import entries_from

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
