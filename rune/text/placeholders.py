"""Placeholders in client configs, filled the way the clients fill them.

Forms handled (in a command, an args entry, a cwd, a url, and env and header
values):

* ``${VAR}`` and ``${env:VAR}``: the variable from rune's own environment; an
  unset variable is refused by name (never an empty string);
* ``${VAR:-fallback}``: the variable when set and non-empty, else the
  fallback text as written;
* ``${workspaceFolder}``, ``${workspaceFolderBasename}``: the folder holding
  the config, or the project above a client folder such as ``.vscode/``;
  ``${userHome}``: the home directory;
* ``${input:...}``, ``${command:...}`` (and Continue's ``${{ secrets.X }}``
  templates) are refused by name: only the client that wrote them can answer;
* anything else inside ``${...}`` is kept exactly as written.

One pass, left to right: text that came out of a variable is never read for
placeholders again.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Mapping

from rune.errors import InputError

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_DEFAULT = re.compile(r"([A-Za-z_][A-Za-z0-9_]*):-(.*)\Z", re.DOTALL)

#: client folders whose project is the folder above them
CLIENT_DIRS = frozenset(
    {".vscode", ".cursor", ".gemini", ".zed", ".codex", ".roo", ".amazonq", ".kiro", ".air"}
)


def workspace_folder(config_path: str) -> str:
    """The project a config belongs to: its folder, or the one above a client folder."""
    folder = os.path.dirname(os.path.abspath(config_path))
    base = os.path.basename(folder)
    if base in CLIENT_DIRS:
        return os.path.dirname(folder)
    parent = os.path.dirname(folder)
    if base == "mcpServers" and os.path.basename(parent) == ".continue":
        return os.path.dirname(parent)
    return folder


def placeholders(text: str) -> Iterator[tuple[int, int, str]]:
    """Every ``${...}`` in *text*: (start, end, inner text), braces balanced."""
    i = 0
    n = len(text)
    while True:
        start = text.find("${", i)
        if start < 0:
            return
        depth = 0
        j = start + 1
        end = -1
        while j < n:
            c = text[j]
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0:
                    end = j + 1
                    break
            j += 1
        if end < 0:
            return
        yield start, end, text[start + 2 : end - 1]
        i = end


class Resolver:
    """Fills placeholders from one environment, one project folder and one home."""

    def __init__(self, environ: Mapping[str, str], folder: str, home: str | None = None) -> None:
        self.environ = environ
        self.folder = folder
        self.home = home

    def resolve(self, text: str, what: str) -> str:
        """*text* with its placeholders filled; InputError naming *what* on refusal."""
        out: list[str] = []
        pos = 0
        for start, end, inner in placeholders(text):
            out.append(text[pos:start])
            out.append(self._one(inner, text[start:end], what))
            pos = end
        out.append(text[pos:])
        return "".join(out)

    def _one(self, inner: str, token: str, what: str) -> str:
        shown = _shown(token)
        if inner == "workspaceFolder":
            return self.folder
        if inner == "workspaceFolderBasename":
            return os.path.basename(self.folder)
        if inner == "userHome":
            return self._home(what)
        if inner.startswith("input:"):
            raise InputError(
                f"{what} references {shown}, which the client asks a person for when it "
                "starts the server; rune will not guess it (leave the entry out with --server)"
            )
        if inner.startswith("command:"):
            raise InputError(
                f"{what} references {shown}, which only the editor can answer by running "
                "one of its commands; rune will not guess it (leave the entry out with --server)"
            )
        if inner.startswith("{") and inner.endswith("}"):
            raise InputError(
                f"{what} references {shown}, a template only the client that wrote it can "
                "fill in; rune will not guess it (leave the entry out with --server)"
            )
        name = inner[4:] if inner.startswith("env:") else inner
        if _NAME.match(name):
            value = self.environ.get(name)
            if value is None:
                raise InputError(
                    f"{what} references {shown}, which is not set in this environment; "
                    "export it and re-run"
                )
            return value
        m = _DEFAULT.match(inner)
        if m:
            value = self.environ.get(m.group(1))
            return value if value else m.group(2)
        return token

    def _home(self, what: str) -> str:
        home = self.home if self.home is not None else os.path.expanduser("~")
        if not home or home == "~":
            raise InputError(f"{what} references ${{userHome}}, but no home directory is known")
        return home


def _shown(token: str) -> str:
    """A placeholder as quoted back in a message: short, one line."""
    flat = " ".join(token.split())
    return flat if len(flat) <= 80 else flat[:77] + "..."
