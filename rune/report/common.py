"""What the reporters share: grouping entities with their findings, and scoring."""

from __future__ import annotations

from array import array
from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Iterator, Sequence

from rune.model import Entity, EntityKind, Finding, ScanResult, Severity
from rune.record import Record

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


class EntityReport(Record):
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


_Key = tuple[object, ...]


def _ident(f: Finding) -> int:
    return id(f.entity)


class EntityGroups:
    """:func:`entity_reports` without a report per entity: each entity's
    findings are looked up when a reporter asks for them, so a huge listing
    never holds a report (or a key) for every entity at once, and a clean
    entity costs nothing.

    In the common case (no two documents share a source, and every finding
    names an entity of a document, that very object) the findings are held
    sorted by their entity's identity beside an array of those identities,
    and an entity's findings are found by bisection: no dict, key or integer
    object per entity. Otherwise they are grouped by (source, kind, path), so
    a finding on an equal entity of another object is still reported with it."""

    def __init__(self, result: ScanResult) -> None:
        self.result = result
        #: the entities only findings name, after the documents' own
        self.extra: list[Entity] = []
        self.by: dict[_Key, Finding | list[Finding]] | None = None
        docs = result.documents
        # a stable sort: each entity's findings stay in their own order
        self._sorted = sorted(result.findings, key=_ident)
        self._ids = array("Q", map(_ident, self._sorted))
        self._flagged = 0
        if len({d.source for d in docs}) == len(docs):
            held = 0
            for e in self.result.entities:
                n = self._count(e)
                held += n
                self._flagged += n > 0
            if held == len(self._sorted):
                return
        self._sorted, self._ids = [], array("Q")
        self._by_key()

    def _count(self, e: Entity) -> int:
        ids, k = self._ids, id(e)
        return bisect_right(ids, k) - bisect_left(ids, k)

    def _by_key(self) -> None:
        result = self.result
        # one finding stands alone, several share a list: most entities of a
        # huge listing carry one
        by: dict[_Key, Finding | list[Finding]] = {}
        self.by = by
        for f in result.findings:
            k = _key(f.entity)
            cur = by.get(k)
            if cur is None:
                by[k] = f
            elif isinstance(cur, list):
                cur.append(f)
            else:
                by[k] = [cur, f]
        # findings on an entity no document holds (config posture checks of a
        # server that was not opened), each entity once, in finding order
        ids = {id(e) for e in result.entities}
        strays = [f.entity for f in result.findings if id(f.entity) not in ids]
        del ids
        if strays:
            seen = {_key(e) for e in result.entities}
            for e in strays:
                if _key(e) not in seen:
                    seen.add(_key(e))
                    self.extra.append(e)
        self._flagged = sum(1 for e in result.entities if _key(e) in by) + len(self.extra)

    def findings(self, e: Entity) -> tuple[Finding, ...]:
        """*e*'s findings, in report order."""
        by = self.by
        if by is None:
            ids, k = self._ids, id(e)
            lo = bisect_left(ids, k)
            hi = bisect_right(ids, k, lo)
            if hi - lo == 1:
                return (self._sorted[lo],)
            got: Finding | list[Finding] | None = self._sorted[lo:hi] or None
        else:
            got = by.get(_key(e))
        if got is None:
            return ()
        if isinstance(got, list):
            return tuple(sorted(got, key=_finding_order))
        return (got,)

    def flagged(self) -> int:
        """How many entities carry a finding."""
        return self._flagged

    def entities(self) -> Iterator[Entity]:
        """Every entity :func:`entity_reports` reports, in its order."""
        yield from self.result.entities
        yield from self.extra

    def reports(self, kind: EntityKind) -> Iterator[EntityReport]:
        """The reports of the entities of *kind*, in document order."""
        for e in self.entities():
            if e.kind is kind:
                yield EntityReport(e, self.findings(e))


def _finding_order(f: Finding) -> tuple[object, ...]:
    return (-f.severity, f.path != ("name",), str(f.path), f.offset, f.rule)


def kind_counts(result: ScanResult) -> list[tuple[EntityKind, int]]:
    counts: dict[EntityKind, int] = defaultdict(int)
    for e in result.entities:
        counts[e.kind] += 1
    return [(k, counts[k]) for k in KIND_ORDER if counts[k]]
