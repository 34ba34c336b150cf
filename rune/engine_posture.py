"""Config posture: the entry rules over each server a client config declares.

A posture finding sits on a ``server`` entity of the entry. Its ``path`` is the
flagged value's path relative to the entry (``("headers", "Authorization")``),
so its identity is the same whether or not the server was also started;
``doc_path`` and ``location`` place it in the config file.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rune.model import Entity, EntityKind, Finding, Location, ServerEntry, Source, SourceKind
from rune.rules.base import PostureContext, PostureHit, PostureRule

if TYPE_CHECKING:
    from rune.sources.config.read import Config


def posture_rules() -> tuple[PostureRule, ...]:
    from rune.rules import ALL_RULES

    return tuple(r for r in ALL_RULES if isinstance(r, PostureRule))


def entry_source(entry: ServerEntry, config_path: str, server: str | None = None) -> Source:
    """The Source of every entity read from (or through) one config entry."""
    name = server or entry.name
    kind = SourceKind(entry.transport or SourceKind.UNREADABLE)
    anchor = (entry.line, entry.column) if entry.line > 0 else None
    return Source(
        label=name,
        kind=kind,
        server=name,
        path=config_path,
        transport=entry.transport,
        anchor=anchor,
    )


def posture_entity(entry: ServerEntry, source: Source) -> Entity:
    """The ``server`` entity posture findings attach to when no live one exists."""
    return Entity(
        kind=EntityKind.SERVER,
        name=source.server,
        label=source.server or entry.name,
        source=source,
        path=entry.path,
        raw={},
    )


def check_entry(
    entry: ServerEntry,
    entity: Entity,
    config_path: str,
    context: PostureContext,
    rules: Sequence[PostureRule] | None = None,
) -> list[Finding]:
    """Every posture finding on *entry*, attached to *entity*."""
    out: list[Finding] = []
    for rule in posture_rules() if rules is None else rules:
        for hit in rule.check_entry(entry, context):
            out.append(_posture_finding(rule, hit, entry, entity, config_path))
    return out


def _posture_finding(
    rule: PostureRule, hit: PostureHit, entry: ServerEntry, entity: Entity, config_path: str
) -> Finding:
    file_path, (line, column) = entry.locate(hit.path)
    rel = file_path[len(entry.path) :] if file_path[: len(entry.path)] == entry.path else hit.path
    location = None
    if line > 0:  # the start of the flagged value (or of the nearest enclosing one)
        from rune.sources.value_span import end_column

        location = Location(config_path, line, column, line, end_column(config_path, line, column))
    return Finding(
        rule=rule.id,
        severity=hit.severity or rule.severity,
        entity=entity,
        path=rel,
        is_key=False,
        offset=hit.offset,
        matched=hit.matched,
        message=hit.message,
        excerpt=hit.matched,
        doc_path=file_path,
        location=location,
    )


def config_findings(
    config: Config, context: PostureContext, rules: Sequence[PostureRule] | None = None
) -> list[Finding]:
    """Posture findings of every enabled entry of *config*, in file order."""
    out: list[Finding] = []
    for entry in config.entries:
        if entry.disabled:
            continue
        source = entry_source(entry, config.path)
        out.extend(check_entry(entry, posture_entity(entry, source), config.path, context, rules))
    return out
