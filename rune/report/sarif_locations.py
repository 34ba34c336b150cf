"""Where a SARIF result points: the file and region, and the logical place."""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path, PurePath
from urllib.parse import quote, urlsplit

from rune.jsonvalue import JsonObject
from rune.model import Finding, Source, pointer
from rune.report.sarif_escaping import strip_url_secrets

PSEUDO_DIR = "mcp"


def relative_path(path: str, root: str | None = None) -> str | None:
    """*path* relative to *root* (default: the working directory), ``/``-separated.

    ``None`` for an absolute path outside *root*.
    """
    return _relative(path, root if root is not None else os.getcwd())


@lru_cache(maxsize=256)
def _relative(path: str, root: str) -> str | None:
    p = PurePath(path)
    if p.is_absolute():
        try:
            p = PurePath(os.path.relpath(path, root))
        except ValueError:  # another drive on Windows
            return None
        if p.parts[:1] == ("..",):
            return None
    rel = p.as_posix()
    return rel[2:] if rel.startswith("./") else rel


def artifact_uri(path: str, root: str | None = None) -> str:
    """URI reference for a file path: repository-relative when it can be.

    A path under *root* (default: the working directory) becomes a relative
    reference with ``/`` separators; any other absolute path a ``file://`` URI.
    """
    rel = relative_path(path, root)
    if rel is None:
        return Path(path).as_uri()
    # ":" is escaped so a first segment can never read as a URI scheme
    return quote(rel, safe="/-._~!$&'()*+,;=@")


def pseudo_path(source: Source) -> str:
    """Stable stand-in file for a source with no file: ``mcp/<server>.json``."""
    name = source.server or strip_url_secrets(source.label)
    if "://" in name:
        parts = urlsplit(name)
        try:
            port = parts.port
        except ValueError:
            port = None
        name = f"{parts.hostname or ''} {port or ''} {parts.path}"
    slug = re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-.")[:80].strip("-.")
    return f"{PSEUDO_DIR}/{slug or 'server'}.json"


def _region(line: int, column: int, end_line: int, end_column: int) -> tuple[int, int, int, int]:
    return (max(line, 1), max(column, 1), max(end_line, line, 1), max(end_column, 1))


def _where(
    finding: Finding, artifact: str | None, root: str | None
) -> tuple[str, tuple[int, int, int, int]]:
    """The flagged value's file and region; else line 1 of the source's file
    (a config run's entities carry the config's path), of *artifact*, or of
    the source's pseudo-path."""
    loc = finding.location
    if loc is not None:
        return artifact_uri(loc.file, root), _region(
            loc.line, loc.column, loc.end_line, loc.end_column
        )
    source = finding.entity.source
    anchor = source.path or artifact
    uri = artifact_uri(anchor, root) if anchor else pseudo_path(source)
    if source.path and source.anchor is not None:
        line, col = source.anchor
        return uri, _region(line, max(col, 1), line, max(col, 1) + 1)
    return uri, _region(1, 1, 1, 2)


def physical(finding: Finding, artifact: str | None, root: str | None) -> JsonObject:
    """The SARIF physical location of *finding* (see :func:`_where`)."""
    uri, (line, column, end_line, end_column) = _where(finding, artifact, root)
    return {
        "artifactLocation": {"uri": uri},
        "region": {
            "startLine": line,
            "startColumn": column,
            "endLine": end_line,
            "endColumn": end_column,
        },
    }


def logical(finding: Finding) -> JsonObject:
    entity = finding.entity
    name = entity.name if entity.name is not None else entity.label
    token = name.replace("~", "~0").replace("/", "~1")
    leaf = finding.path[-1] if finding.path else name
    return {
        "name": str(leaf),
        "fullyQualifiedName": f"{entity.kind.value}:{token}{pointer(finding.path)}",
        "kind": "property" if finding.is_key else "value",
    }


def finding_place(finding: Finding, root: str | None) -> tuple[str, int, int, int, int]:
    """(uri, start line, start column, end line, end column) of *finding*'s
    SARIF result: its file relative to *root*, or the source's pseudo-path."""
    uri, region = _where(finding, None, root)
    return (uri, *region)
