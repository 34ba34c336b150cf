"""Documented resource bounds. Every one is overridable on the command line;
exceeding one is exit 2 with a message naming the limit and its flag."""

from __future__ import annotations

from rune.record import Record


class Limits(Record):
    #: largest manifest, config, baseline or pin file read, in bytes
    max_file_bytes: int = 64 * 1024 * 1024
    #: deepest JSON nesting accepted in a manifest
    max_depth: int = 256
    #: most entities (tools, prompts, resources, templates) in one document
    max_entities: int = 200_000
    #: longest single string scanned, in characters
    max_string: int = 8 * 1024 * 1024
    #: most pages followed per listing on a live server
    max_pages: int = 1000
    #: most findings reported per rule per string before the rest are counted
    max_findings_per_field: int = 10
    #: most findings kept in one run before the rest are counted
    max_findings: int = 20_000


DEFAULT_LIMITS = Limits()
