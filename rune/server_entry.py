"""One server a client config declares, as written in the file."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from rune.jsonpath import JsonPath
from rune.record import Record, field

#: how rune reaches a server
Transport = Literal["stdio", "http", "sse"]
#: (line, column) of a value in a text file, both 1-based
Position = tuple[int, int]
#: where a logical field of a config entry (``("url",)``, ``("headers", "X-Key")``,
#: ``("args", 2)``) sits in the file
FieldMap = Mapping[JsonPath, JsonPath]


class ServerEntry(Record):
    """One server a client config declares, as written in the file.

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
