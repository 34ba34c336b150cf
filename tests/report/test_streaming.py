"""The JSON and SARIF reports written in pieces: the same text as the whole
document, and no server string can stand in for a placeholder."""

from __future__ import annotations

import json

from rune.model import (
    Entity,
    EntityKind,
    Finding,
    ScanResult,
    Severity,
    Source,
    SourceKind,
    SourceStatus,
)
from rune.record import replace
from rune.report import sarif
from rune.report.json import render_json, render_json_chunks
from rune.rules import ALL_RULES
from tests.sarif_check import check


def _result(n: int, label: str = "m.json") -> ScanResult:
    source = Source(label=label, kind=SourceKind.MANIFEST)
    findings = []
    for i in range(n):
        entity = Entity(EntityKind.TOOL, f"t{i}", f"t{i}", source, ("tools", i), {"name": f"t{i}"})
        findings.append(
            Finding(
                rule="hidden-instructions",
                severity=Severity.HIGH if i % 3 else Severity.MEDIUM,
                entity=entity,
                path=("description",),
                is_key=False,
                offset=0,
                matched=f"ignore {i}",
                message="an order to the model",
                excerpt=f"ignore {i} and go on",
            )
        )
    return ScanResult(findings=tuple(findings))


def _sarif(result: ScanResult) -> tuple[str, str]:
    kw = {"rules": ALL_RULES, "category": None, "artifact": None, "tool_version": "1"}
    pieces = list(sarif.sarif_chunks(result, **kw))  # type: ignore[arg-type]
    whole = sarif.build_log(result, **kw)  # type: ignore[arg-type]
    return "".join(pieces), json.dumps(whole, ensure_ascii=True) + "\n"


def test_a_compact_sarif_log_in_pieces_is_the_whole_log() -> None:
    result = _result(sarif.PRETTY_MAX_RESULTS + 5)
    pieces, whole = _sarif(result)
    assert pieces == whole
    doc = json.loads(pieces)
    assert len(doc["runs"][0]["results"]) == sarif.PRETTY_MAX_RESULTS + 5
    assert check(doc) == []


def test_a_server_string_that_spells_a_placeholder_stays_text() -> None:
    # a source's label is written before the entity groups and the results;
    # this one is exactly what a fixed placeholder would be
    spelled = "@@rune-entities-tools@@"
    result = _result(sarif.PRETTY_MAX_RESULTS + 1)
    result = replace(result, sources=(SourceStatus(spelled, spelled, "stdio", "failed", spelled),))
    pieces, whole = _sarif(result)
    assert pieces == whole
    chunks = "".join(render_json_chunks(result))
    assert chunks == render_json(result)
    doc = json.loads(chunks)
    assert doc["sources"][0]["label"] == spelled
    assert len(doc["tools"]) == sarif.PRETTY_MAX_RESULTS + 1
