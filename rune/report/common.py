"""What the reporters share: grouping entities with their findings, and scoring."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from rune.model import Entity, EntityKind, Finding, ScanResult, Severity, Source

KIND_ORDER = (
    EntityKind.TOOL,
    EntityKind.PROMPT,
    EntityKind.RESOURCE,
    EntityKind.RESOURCE_TEMPLATE,
    EntityKind.SERVER,
    EntityKind.SKILL,
    EntityKind.INSTRUCTIONS,
)


_WEIGHT = {Severity.HIGH: 40, Severity.MEDIUM: 15, Severity.LOW: 5}


def risk_score(findings: Sequence[Finding]) -> int:
    """0-100: 40 per high, 15 per medium, 5 per low finding, capped."""
    return min(100, sum(_WEIGHT[f.severity] for f in findings))


def band(findings: Sequence[Finding]) -> str:
    """``CLEAN``, or the name of the most severe finding's severity."""
    if not findings:
        return "CLEAN"
    return max(f.severity for f in findings).name


@dataclass(frozen=True)
class EntityReport:
    entity: Entity
    findings: tuple[Finding, ...]

    @property
    def score(self) -> int:
        return risk_score(self.findings)

    @property
    def band(self) -> str:
        return band(self.findings)


def _key(e: Entity) -> tuple[object, ...]:
    return (e.source, e.kind, e.path)


def entity_reports(result: ScanResult) -> list[EntityReport]:
    """Every scanned entity with its findings, in document order."""
    by_entity: dict[tuple[object, ...], list[Finding]] = defaultdict(list)
    for f in result.findings:
        by_entity[_key(f.entity)].append(f)
    out = []
    for e in result.entities:
        fs = sorted(by_entity.get(_key(e), []), key=_finding_order)
        out.append(EntityReport(e, tuple(fs)))
    # findings on an entity no document holds (config posture checks of a
    # server that was not opened) are still reported, never dropped
    seen = {_key(e) for e in result.entities}
    for f in result.findings:
        k = _key(f.entity)
        if k not in seen:
            seen.add(k)
            out.append(EntityReport(f.entity, tuple(sorted(by_entity[k], key=_finding_order))))
    return out


def _finding_order(f: Finding) -> tuple[object, ...]:
    return (-f.severity, f.path != ("name",), str(f.path), f.offset, f.rule)


def ordered(reports: list[EntityReport]) -> list[EntityReport]:
    """Grouped by kind (tools first, server last), most severe first within a kind."""
    rank = {k: i for i, k in enumerate(KIND_ORDER)}
    return sorted(reports, key=lambda r: (rank[r.entity.kind], -r.score))


def by_source(
    result: ScanResult, reports: list[EntityReport]
) -> list[tuple[Source, list[EntityReport]]]:
    groups: dict[Source, list[EntityReport]] = {}
    for d in result.documents:
        groups.setdefault(d.source, [])
    for r in reports:
        groups.setdefault(r.entity.source, []).append(r)
    if result.config is None:
        return list(groups.items())
    # a config run: one group per server, in config order, including servers
    # that produced nothing (failed, disabled, not opened) so each gets a heading
    rank = {(s.label, s.server): i for i, s in enumerate(result.sources)}
    have = {(src.label, src.server) for src in groups}
    for st in result.sources:
        if (st.label, st.server) not in have:
            kind = st.transport or "unreadable"
            src = Source(label=st.label, kind=kind, server=st.server, transport=st.transport)
            groups[src] = []
    return sorted(groups.items(), key=lambda g: rank.get((g[0].label, g[0].server), len(rank)))


def kind_counts(result: ScanResult) -> list[tuple[EntityKind, int]]:
    counts: dict[EntityKind, int] = defaultdict(int)
    for e in result.entities:
        counts[e.kind] += 1
    return [(k, counts[k]) for k in KIND_ORDER if counts[k]]
