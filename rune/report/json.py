"""``--json``: rune's own versioned document, described by
``rune/schemas/report.schema.json``. Server text is kept exact here (a program
needs what was sent); ``excerpt`` alone is escaped for display."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from rune import __version__
from rune.model import Entity, EntityKind, Finding, ScanResult, Severity, pointer
from rune.report.common import KIND_ORDER, entity_reports
from rune.rules._capabilities import Capability, profile
from rune.text.escape import escape

REPORT_VERSION = 1


def finding_json(f: Finding) -> dict[str, Any]:
    doc_path = f.doc_path if f.doc_path is not None else f.entity.path + f.path
    loc = f.location
    return {
        "rule": f.rule,
        "severity": f.severity.label,
        "path": f.dotted,
        "pointer": pointer(doc_path),
        "isKey": f.is_key,
        "offset": f.offset,
        "file": loc.file if loc else None,
        "line": loc.line if loc else None,
        "column": loc.column if loc else None,
        "endLine": loc.end_line if loc else None,
        "endColumn": loc.end_column if loc else None,
        "matched": f.matched,
        "excerpt": escape(f.excerpt),
        "message": f.message,
        "fingerprint": f.fingerprint,
    }


def capabilities_json(e: Entity) -> dict[str, str]:
    """What toxic-flow sorted a tool into, each with the words that showed it."""
    caps = profile(e.raw).capabilities if isinstance(e.raw, dict) else {}
    return {c.value: caps[c] for c in Capability if c in caps}


def _entity_json(r: Any) -> dict[str, Any]:
    e = r.entity
    item: dict[str, Any] = {
        "kind": e.kind.value,
        "name": e.name,
        "label": e.label,
        "source": e.source.label,
        "server": e.source.server,
        "pointer": pointer(e.path),
        "score": r.score,
        "band": r.band.lower(),
        "findings": [finding_json(f) for f in r.findings],
    }
    if e.kind is EntityKind.TOOL:
        item["capabilities"] = capabilities_json(e)
    return item


def report_dict(result: ScanResult, entities: bool = True) -> dict[str, Any]:
    """The whole report; with *entities* False the entity groups are empty
    (their counts in ``summary`` are still right)."""
    groups: dict[str, list[dict[str, Any]]] = {k.plural: [] for k in KIND_ORDER}
    flagged = 0
    for r in entity_reports(result):
        flagged += bool(r.findings)
        if entities:
            groups[r.entity.kind.plural].append(_entity_json(r))
    by_sev = {s.label: 0 for s in Severity}
    for f in result.findings:
        by_sev[f.severity.label] += 1
    summary = {
        "entities": len(result.entities),
        "flagged": flagged,
        "findings": len(result.findings),
        "bySeverity": by_sev,
        "suppressed": len(result.suppressed),
        "omitted": result.omitted,
        "staleBaseline": len(result.stale_baseline),
        "pinDrift": len(result.pin_drift),
        "pinUnchecked": len(result.pin_unchecked),
        "pinUnseen": len(result.pin_unseen),
        "failed": sum(1 for s in result.sources if s.status == "failed"),
        "errors": len(result.errors),
    }
    return {
        "version": REPORT_VERSION,
        "tool": {"name": "rune", "version": __version__},
        "summary": summary,
        "config": result.config,
        "sources": [
            {
                "label": s.label,
                "server": s.server,
                "transport": s.transport,
                "status": s.status,
                "detail": s.detail,
            }
            for s in result.sources
        ],
        **groups,
        "errors": list(result.errors),
        "staleBaseline": list(result.stale_baseline),
        "pinDrift": list(result.pin_drift),
        "pinUnchecked": list(result.pin_unchecked),
        "pinUnseen": list(result.pin_unseen),
        "invocation": {
            "disabledRules": list(result.disabled_rules),
            "notScanned": [dict(item) for item in result.not_scanned],
        },
    }


def render_json(result: ScanResult) -> str:
    return json.dumps(report_dict(result), indent=2, ensure_ascii=True) + "\n"


def render_json_chunks(result: ScanResult) -> Iterator[str]:
    """The same text as :func:`render_json`, produced one entity at a time, so
    a report of a huge listing is never held whole in memory."""
    head = report_dict(result, entities=False)
    by_kind: dict[str, list[Any]] = {k.plural: [] for k in KIND_ORDER}
    for r in entity_reports(result):
        by_kind[r.entity.kind.plural].append(r)
    marker = "@@rune-entities-{}@@"
    for plural in by_kind:
        head[plural] = marker.format(plural)
    text = json.dumps(head, indent=2, ensure_ascii=True) + "\n"
    for plural, reports in by_kind.items():
        placeholder = json.dumps(marker.format(plural))
        before, _, text = text.partition(placeholder)
        yield before
        if not reports:
            yield "[]"
            continue
        yield "["
        for n, r in enumerate(reports):
            body = json.dumps(_entity_json(r), indent=2, ensure_ascii=True)
            yield ("," if n else "") + "\n    " + body.replace("\n", "\n    ")
        yield "\n  ]"
    yield text
