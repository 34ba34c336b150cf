"""Each entity's findings as the reporters look them up (``EntityGroups``)
against the plain grouping by (source, kind, path) (``entity_reports``),
in the cases the lookup by identity must hand over to the grouping by value."""

from __future__ import annotations

import pytest

from rune.model import (
    Document,
    Entity,
    EntityKind,
    Finding,
    ScanResult,
    Severity,
    Source,
    SourceKind,
)
from rune.record import replace
from rune.report.common import EntityGroups, entity_reports
from rune.report.json import render_json, render_json_chunks

A = Source(label="a.json", kind=SourceKind.MANIFEST, path="a.json")
B = Source(label="b.json", kind=SourceKind.MANIFEST, path="b.json")


def _entities(source: Source, n: int) -> tuple[Entity, ...]:
    return tuple(
        Entity(EntityKind.TOOL, f"t{i}", f"t{i}", source, ("tools", i), {"name": f"t{i}"})
        for i in range(n)
    )


def _finding(e: Entity, offset: int, sev: Severity = Severity.HIGH) -> Finding:
    return Finding("hidden-instructions", sev, e, ("description",), False, offset, "x", "m", "x")


def _check(result: ScanResult) -> None:
    groups = EntityGroups(result)
    want = entity_reports(result)
    got = [(e, groups.findings(e)) for e in groups.entities()]
    assert got == [(r.entity, r.findings) for r in want]
    assert groups.flagged() == sum(1 for r in want if r.findings)
    assert "".join(render_json_chunks(result)) == render_json(result)


def _docs(*parts: tuple[Source, tuple[Entity, ...]]) -> tuple[Document, ...]:
    return tuple(Document(source=s, entities=es) for s, es in parts)


def test_findings_on_the_documents_own_entities() -> None:
    a, b = _entities(A, 6), _entities(B, 3)
    findings = [_finding(a[4], 1), _finding(a[1], 2), _finding(b[0], 1), _finding(a[4], 0)]
    findings.append(_finding(a[4], 0, Severity.LOW))  # ties keep their own order
    _check(ScanResult(documents=_docs((A, a), (B, b)), findings=tuple(findings)))


def test_two_documents_of_one_source_share_their_findings() -> None:
    # the same file scanned twice: equal entities, grouped by value as before
    first, second = _entities(A, 3), _entities(A, 3)
    findings = (_finding(first[1], 0), _finding(second[1], 5), _finding(second[2], 1))
    result = ScanResult(documents=_docs((A, first), (A, second)), findings=findings)
    groups = EntityGroups(result)
    assert groups.findings(first[1]) == groups.findings(second[1])
    assert len(groups.findings(first[1])) == 2
    _check(result)


@pytest.mark.parametrize("stray", ["equal copy", "other entity"])
def test_a_finding_on_an_entity_object_no_document_holds(stray: str) -> None:
    a = _entities(A, 3)
    if stray == "equal copy":
        other = replace(a[2])  # equal to a document's entity, another object
        assert other == a[2] and other is not a[2]
    else:
        other = Entity(EntityKind.SERVER, "s", "s", B, (), {})
    findings = (_finding(a[0], 0), _finding(other, 3))
    result = ScanResult(documents=_docs((A, a)), findings=findings)
    groups = EntityGroups(result)
    assert groups.findings(a[2] if stray == "equal copy" else other) == (findings[1],)
    _check(result)


def test_no_findings_at_all() -> None:
    _check(ScanResult(documents=_docs((A, _entities(A, 4)))))
