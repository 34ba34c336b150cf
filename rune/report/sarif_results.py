"""One SARIF result per finding: message, locations, fingerprints, properties."""

from __future__ import annotations

from rune.jsonvalue import JsonObject
from rune.model import Entity, EntityKind, Finding, Source, pointer
from rune.report.sarif_escaping import escape_text, quote_flagged, strip_url_secrets
from rune.report.sarif_locations import logical, physical, relative_path
from rune.report.sarif_rules import LEVELS

#: partialFingerprints key holding the baseline's finding id
FINGERPRINT_KEY = "runeFindingId/v1"
#: the one fingerprint GitHub reads: the same id plus ``:<n>``, the n-th result
#: of the run with that id (as CodeQL numbers repeats), so alerts survive line
#: moves and two findings that share an id stay two alerts
LINE_HASH_KEY = "primaryLocationLineHash"


def _source_name(source: Source, root: str | None) -> str:
    """The config's name for the server, else the file (relative) or the cleaned label."""
    if source.server is not None:
        return source.server
    if source.path is not None and source.label == source.path:
        return relative_path(source.path, root) or source.path
    return strip_url_secrets(source.label)


def _message(finding: Finding, rule_summary: str) -> str:
    """``<kind> '<name>' [on server '<s>'], <field>: <what>. Flagged text: "<quote>"``."""
    entity = finding.entity
    name = escape_text(entity.name if entity.name is not None else entity.label)
    where = f"{entity.kind.value} '{name}'"
    if entity.source.server is not None and (
        entity.kind is not EntityKind.SERVER or entity.name != entity.source.server
    ):
        where += f" on server '{escape_text(entity.source.server)}'"
    what = escape_text(strip_url_secrets(finding.message.strip() or rule_summary)).rstrip(".:;, ")
    field = escape_text(finding.dotted)
    return f"{where}, {field}: {what}. Flagged text: {quote_flagged(finding.matched)}"


def finding_message(finding: Finding, rule_summary: str) -> str:
    """The message of *finding*'s SARIF result (the rule's summary stands in
    for an empty message)."""
    return _message(finding, rule_summary)


def result_of(
    finding: Finding,
    index: int,
    summary: str,
    fp: str,
    occurrence: int,
    *,
    artifact: str | None,
    root: str | None,
) -> JsonObject:
    entity: Entity = finding.entity
    doc_path = finding.doc_path if finding.doc_path is not None else entity.path + finding.path
    return {
        "ruleId": finding.rule,
        "ruleIndex": index,
        "level": LEVELS[finding.severity],
        "message": {"text": _message(finding, summary)},
        "locations": [
            {
                "physicalLocation": physical(finding, artifact, root),
                "logicalLocations": [logical(finding)],
            }
        ],
        "partialFingerprints": {FINGERPRINT_KEY: fp, LINE_HASH_KEY: f"{fp}:{occurrence}"},
        "properties": {
            "kind": entity.kind.value,
            "entity": entity.name if entity.name is not None else entity.label,
            "source": _source_name(entity.source, root),
            "jsonPointer": pointer(doc_path),
            "severity": finding.severity.label,
        },
    }
