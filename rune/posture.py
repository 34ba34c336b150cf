"""Config posture: the checks that read a client config entry as written,
with no server started or contacted.

Each :class:`~rune.rules.base.PostureRule` yields hits on one
:class:`~rune.sources.config.read.ServerEntry`; this module turns them into
findings on a ``server`` entity of that entry, with the JSON path of the
flagged value inside the config file and its line and column, so they obey
``--fail-on``, the baseline and SARIF like every other finding.

A finding's ``path`` is the flagged value's path relative to the entry (for
example ``("headers", "Authorization")``), which keeps its identity the same
whether or not the server was started in the same run.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rune.errors import InputError
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import Entity, EntityKind, Finding, Location, Source
from rune.rules.base import PostureContext, PostureHit, PostureRule
from rune.sources.config.read import Config, ServerEntry, config_from_text


def posture_rules() -> tuple[PostureRule, ...]:
    from rune.rules import ALL_RULES

    return tuple(r for r in ALL_RULES if isinstance(r, PostureRule))


def entry_source(entry: ServerEntry, config_path: str, server: str | None = None) -> Source:
    """The Source of every entity read from (or through) one config entry."""
    name = server or entry.name
    kind = entry.transport or "unreadable"
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
            out.append(_finding(rule, hit, entry, entity, config_path))
    return out


def _finding(
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


def pinned_servers(
    pin_path: str, selected: Sequence[str], limits: Limits = DEFAULT_LIMITS
) -> frozenset[str]:
    """The config servers a pin file covers (a pin naming no server covers the
    one server a narrowed run selects)."""
    from rune.gates.pin import load_pin

    pin = load_pin(pin_path, limits)
    names = {s.server for s in pin.servers if s.server is not None}
    if not names and len(selected) == 1:
        return frozenset(selected)
    return frozenset(names)


# --- rule examples --------------------------------------------------------------

#: config name the unpinned-remote examples treat as covered by the pin
EXAMPLE_PINNED = frozenset({"pinned"})


def example_findings(example: Any, rules: Sequence[PostureRule] | None = None) -> list[Finding]:
    """Run a posture example (a whole config object) through the config path:
    read as a config file, every enabled entry checked, with a pin covering the
    servers named ``pinned``."""
    import json

    if not isinstance(example, dict):
        raise InputError("a posture example is a config object")
    config = config_from_text(json.dumps(example, indent=2), "<example>", "example.json")
    return config_findings(config, PostureContext(pinned=EXAMPLE_PINNED), rules)


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
