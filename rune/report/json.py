"""``--json``: rune's own versioned document, described by
``rune/schemas/report.schema.json``. Server text is kept exact here (a program
needs what was sent); ``excerpt`` alone is escaped for display."""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterator

from rune import __version__
from rune.jsonvalue import Json, JsonObject
from rune.model import Entity, EntityKind, Finding, ScanResult, Severity, pointer
from rune.report.common import KIND_ORDER, EntityGroups, EntityReport, entity_reports
from rune.rules._capabilities import Capability, profile
from rune.text.escape import escape

REPORT_VERSION = 1


def finding_json(f: Finding) -> JsonObject:
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


def _entity_json(r: EntityReport) -> JsonObject:
    e = r.entity
    item: JsonObject = {
        "kind": e.kind.value,
        "name": e.name,
        "label": e.label,
        "source": e.source.label,
        "server": e.source.server,
        "pointer": pointer(e.path),
        "score": r.score,
        "band": r.band.lower(),
        "findings": list[Json](finding_json(f) for f in r.findings),
    }
    if e.kind is EntityKind.TOOL:
        item["capabilities"] = dict[str, Json](capabilities_json(e))
    return item


def report_dict(
    result: ScanResult, entities: bool = True, flagged: int | None = None
) -> JsonObject:
    """The whole report; with *entities* False the entity groups are empty
    (their counts in ``summary`` are still right; *flagged*, when given, is
    the count of flagged entities)."""
    groups: dict[str, list[Json]] = {k.plural: [] for k in KIND_ORDER}
    if entities or flagged is None:
        flagged = 0
        for r in entity_reports(result):
            flagged += bool(r.findings)
            if entities:
                groups[r.entity.kind.plural].append(_entity_json(r))
    by_sev = {s.label: 0 for s in Severity}
    for f in result.findings:
        by_sev[f.severity.label] += 1
    summary: JsonObject = {
        "entities": len(result.entities),
        "flagged": flagged,
        "findings": len(result.findings),
        "bySeverity": dict[str, Json](by_sev),
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
        "staleBaseline": [e.as_json() for e in result.stale_baseline],
        "pinDrift": [e.as_json() for e in result.pin_drift],
        "pinUnchecked": list(result.pin_unchecked),
        "pinUnseen": [u.as_json() for u in result.pin_unseen],
        "invocation": {
            "disabledRules": list(result.disabled_rules),
            "notScanned": [item.as_json() for item in result.not_scanned],
        },
    }


def render_json(result: ScanResult) -> str:
    return json.dumps(report_dict(result), indent=2, ensure_ascii=True) + "\n"


def render_json_chunks(result: ScanResult) -> Iterator[str]:
    """The same text as :func:`render_json`, produced one entity at a time, so
    a report of a huge listing is never held whole in memory."""
    groups = EntityGroups(result)
    head = report_dict(result, entities=False, flagged=groups.flagged())
    # a token no input can guess: a server string that held the placeholder
    # would otherwise be taken for it
    marker = "@@rune-entities-" + secrets.token_hex(16) + "-{}@@"
    for kind in KIND_ORDER:
        head[kind.plural] = marker.format(kind.plural)
    text = json.dumps(head, indent=2, ensure_ascii=True) + "\n"
    for kind in KIND_ORDER:
        placeholder = json.dumps(marker.format(kind.plural))
        before, _, text = text.partition(placeholder)
        yield before
        n = 0
        for r in groups.reports(kind):
            body = json.dumps(_entity_json(r), indent=2, ensure_ascii=True)
            yield ("[" if not n else ",") + "\n    " + body.replace("\n", "\n    ")
            n += 1
        yield "\n  ]" if n else "[]"
    yield text
