"""SARIF 2.1.0 reporter, shaped for GitHub code scanning.

The log is built as plain JSON data (the camelCase names of the SARIF
schema) and written result by result (:func:`sarif_chunks`), so a log of
many results is never held whole. This module assembles the run; the rule
table is in ``sarif_rules``, each result in ``sarif_results``, where it points
in ``sarif_locations``, and the escaping of every text in ``sarif_escaping``.
``sarif_serialise`` turns a ``sarif_om`` tree into the same plain data, for
callers that build one.

What code scanning needs and where it comes from here:

* a rule table holding every rule (id, name, descriptions, help text and a
  ``helpUri`` into ``docs/rules.md``, default level, ``security-severity`` and
  ``tags`` for ranking);
* per result a physical location with a region: the flagged value's place in
  the manifest or config file when it is known, else line 1 of the config file,
  of ``--sarif-artifact``, or of a stable pseudo-path ``mcp/<server>.json``;
* ``partialFingerprints`` carrying the baseline's finding id, so an alert
  follows its finding across runs and line moves;
* ``invocations[0].executionSuccessful`` false, with one notification per
  server that could not be opened, so a server that merely failed to start does
  not have its open alerts closed as fixed;
* ``automationDetails.id`` for the category, so several rune runs in one
  workflow upload side by side.

Baseline-accepted findings are not written: the log holds what the run reports.
"""

from __future__ import annotations

import json
import os
import secrets
import unicodedata
from collections.abc import Iterator, Sequence

from rune.errors import UsageError
from rune.jsonvalue import Json, JsonList, JsonObject
from rune.model import Finding, ScanResult
from rune.report.sarif_escaping import MAX_QUOTE, escape_text, strip_url_secrets
from rune.report.sarif_locations import (
    PSEUDO_DIR,
    artifact_uri,
    finding_place,
    pseudo_path,
    relative_path,
)
from rune.report.sarif_results import FINGERPRINT_KEY, LINE_HASH_KEY, finding_message, result_of
from rune.report.sarif_rules import (
    BASE_TAGS,
    LEVELS,
    RULES_DOC_URI,
    SECURITY_SEVERITY,
    rule_descriptor,
    unknown_descriptor,
)
from rune.report.sarif_serialise import node, to_jsonable
from rune.rules.base import Rule

__all__ = [
    "BASE_TAGS",
    "DEFAULT_CATEGORY",
    "FINGERPRINT_KEY",
    "INFORMATION_URI",
    "LEVELS",
    "LINE_HASH_KEY",
    "MAX_QUOTE",
    "MAX_RESULTS",
    "PRETTY_MAX_RESULTS",
    "PSEUDO_DIR",
    "RULES_DOC_URI",
    "SARIF_VERSION",
    "SCHEMA_URI",
    "SECURITY_SEVERITY",
    "TOOL_NAME",
    "artifact_uri",
    "automation_id",
    "build_log",
    "escape_text",
    "finding_message",
    "finding_place",
    "pseudo_path",
    "relative_path",
    "render_sarif",
    "render_sarif_with",
    "rule_descriptor",
    "sarif_chunks",
    "strip_url_secrets",
    "to_jsonable",
]

SARIF_VERSION = "2.1.0"
SCHEMA_URI = (
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
)
TOOL_NAME = "rune"
INFORMATION_URI = "https://github.com/rune-scan/rune"
DEFAULT_CATEGORY = "rune"
#: logs with more results than this are written compact: Python's JSON encoder
#: is many times slower when it indents
PRETTY_MAX_RESULTS = 2000
#: GitHub code scanning rejects a run with more results than this
MAX_RESULTS = 25_000

#: the ``sarif_om`` builder under the name the tests of the serialiser use
_om = node


# --- the run -------------------------------------------------------------------


def _note(text: str, level: str, properties: dict[str, str] | None = None) -> JsonObject:
    out: JsonObject = {"message": {"text": text}, "level": level}
    if properties is not None:
        out["properties"] = dict[str, Json](properties)
    return out


def _invocation(result: ScanResult, left_out: int = 0) -> JsonObject:
    notes: JsonList = []
    if left_out:
        notes.append(
            _note(
                f"{left_out} finding(s) were left out of this log by rune's output "
                "caps; run rune --json for the full list",
                "warning",
            )
        )
    failed = 0
    for status in result.sources:
        name = escape_text(status.server or strip_url_secrets(status.label))
        detail = escape_text(strip_url_secrets(status.detail)).strip()
        if status.status == "failed":
            failed += 1
            text = f"server '{name}' was not scanned: {detail or 'it could not be opened'}"
            level = "error"
        elif status.status == "disabled":
            text = f"server '{name}' is disabled in the config and was not started"
            level = "note"
        elif status.status == "not-opened":
            text = f"server '{name}' was not opened: {detail or 'posture checks only'}"
            level = "note"
        else:
            continue
        props = _props(
            source=strip_url_secrets(status.label),
            server=status.server,
            transport=status.transport,
            status=status.status,
        )
        notes.append(_note(text, level, props))
    told = [s.detail for s in result.sources if s.status == "failed" and s.detail]
    for error in result.errors:
        if any(detail in error for detail in told):
            continue  # the failed server's notification already says it
        notes.append(_note(escape_text(strip_url_secrets(error)) or "error", "error"))
    notes += _skip_notes(result)
    ok = failed == 0 and not result.errors
    out: JsonObject = {"executionSuccessful": ok}
    if result.disabled_rules:
        out["ruleConfigurationOverrides"] = [
            {"descriptor": {"id": rule}, "configuration": {"enabled": False}}
            for rule in result.disabled_rules
        ]
    if notes:
        out["toolExecutionNotifications"] = notes
    return out


def _skip_notes(result: ScanResult) -> JsonList:
    """What this run left out on purpose: disabled rules, unread listings."""
    notes: JsonList = []
    for rule in result.disabled_rules:
        notes.append(
            _note(f"rule '{escape_text(rule)}' was disabled for this run (--disable)", "note")
        )
    for item in result.not_scanned:
        who = escape_text(item.server or strip_url_secrets(item.source))
        text = f"the {item.listing} listing of '{who}' was not scanned ({item.reason})"
        notes.append(_note(text, "warning", _props(listing=item.listing, status="not-scanned")))
    return notes


def _props(**values: str | None) -> dict[str, str]:
    return {k: v for k, v in values.items() if v is not None}


def automation_id(category: str | None) -> str:
    """``automationDetails.id`` for *category*: the category, then ``/``."""
    name = DEFAULT_CATEGORY if category is None else category.strip()
    if not name or any(unicodedata.category(c)[0] in "CZ" and c != " " for c in name):
        raise UsageError("--sarif-category: give a non-empty name without control characters")
    return name if name.endswith("/") else name + "/"


def _parts(
    result: ScanResult,
    *,
    rules: Sequence[Rule],
    category: str | None,
    artifact: str | None,
    tool_version: str,
    root: str | None,
) -> tuple[JsonObject, JsonObject, Iterator[JsonObject]]:
    """The log without its results, its run, and the results one at a time.

    The rule table is complete before the first result is made: a finding
    whose rule is not in *rules* gets a stand-in descriptor, in the order
    such findings come."""
    root = root if root is not None else os.getcwd()
    descriptors: JsonList = []
    index: dict[str, int] = {}
    summaries: dict[str, str] = {}
    for rule in rules:
        if rule.id not in index:
            index[rule.id] = len(descriptors)
            summaries[rule.id] = rule.summary
            descriptors.append(rule_descriptor(rule))
    findings: Sequence[Finding] = result.findings
    left_out = max(0, len(findings) - MAX_RESULTS) + result.omitted
    if len(findings) > MAX_RESULTS:
        # GitHub rejects a run of more than 25,000 results: keep the worst
        findings = sorted(findings, key=lambda f: -f.severity)[:MAX_RESULTS]
    for finding in findings:
        if finding.rule not in index:
            index[finding.rule] = len(descriptors)
            descriptors.append(unknown_descriptor(finding.rule, finding.severity))

    def results() -> Iterator[JsonObject]:
        seen: dict[str, int] = {}
        for finding in findings:
            fp = finding.fingerprint
            seen[fp] = seen.get(fp, 0) + 1
            yield result_of(
                finding,
                index[finding.rule],
                summaries.get(finding.rule, finding.rule),
                fp,
                seen[fp],
                artifact=artifact,
                root=root,
            )

    driver: JsonObject = {
        "name": TOOL_NAME,
        "version": tool_version,
        "semanticVersion": tool_version,
        "informationUri": INFORMATION_URI,
        "rules": descriptors,
    }
    run: JsonObject = {
        "tool": {"driver": driver},
        "automationDetails": {"id": automation_id(category)},
        "invocations": [_invocation(result, left_out)],
        "columnKind": "unicodeCodePoints",
        "results": [],
    }
    log: JsonObject = {"$schema": SCHEMA_URI, "version": SARIF_VERSION, "runs": [run]}
    return log, run, results()


def build_log(
    result: ScanResult,
    *,
    rules: Sequence[Rule],
    category: str | None,
    artifact: str | None,
    tool_version: str,
    root: str | None = None,
) -> JsonObject:
    """The SARIF log of one finished scan as plain JSON data, held whole
    (see :func:`render_sarif`; :func:`sarif_chunks` writes it without)."""
    log, run, results = _parts(
        result,
        rules=rules,
        category=category,
        artifact=artifact,
        tool_version=tool_version,
        root=root,
    )
    run["results"] = list[Json](results)
    return log


def sarif_chunks(
    result: ScanResult,
    *,
    rules: Sequence[Rule],
    category: str | None,
    artifact: str | None,
    tool_version: str,
    root: str | None = None,
) -> Iterator[str]:
    """The text of :func:`render_sarif` in pieces, one result at a time.

    Past ``PRETTY_MAX_RESULTS`` results the log is compact: everything but
    the results is written once around a placeholder (a token no input can
    guess, and ``results`` is the run's last member, so nothing any server
    sent comes after it), and each result is encoded as its turn comes."""
    log, run, results = _parts(
        result,
        rules=rules,
        category=category,
        artifact=artifact,
        tool_version=tool_version,
        root=root,
    )
    if len(result.findings) <= PRETTY_MAX_RESULTS:
        run["results"] = list[Json](results)
        yield json.dumps(log, indent=2, ensure_ascii=True) + "\n"
        return
    marker = f"@@rune-results-{secrets.token_hex(16)}@@"
    run["results"] = marker
    before, _, after = json.dumps(log, ensure_ascii=True).rpartition(json.dumps(marker))
    yield before + "["
    sep = ""
    for item in results:
        yield sep + json.dumps(item, ensure_ascii=True)
        sep = ", "
    yield "]" + after + "\n"


def render_sarif(
    result: ScanResult,
    *,
    rules: Sequence[Rule],
    category: str | None,
    artifact: str | None,
    tool_version: str,
    root: str | None = None,
) -> str:
    """SARIF 2.1.0 text of one finished scan, one run, ending in a newline.

    *rules* is the whole rule table (normally ``rune.rules.ALL_RULES``);
    *category* the ``--sarif-category`` (default ``rune``); *artifact* the
    ``--sarif-artifact`` path results with no file of their own anchor to;
    *root* the directory paths are made relative to (default: the working
    directory). The text is ASCII: everything else is a JSON escape, so the
    exact text the server sent survives even when it is not valid Unicode.
    Indented for reading, except past ``PRETTY_MAX_RESULTS`` results.
    """
    return "".join(
        sarif_chunks(
            result,
            rules=rules,
            category=category,
            artifact=artifact,
            tool_version=tool_version,
            root=root,
        )
    )


def render_sarif_with(
    result: ScanResult, *, category: str | None = None, artifact: str | None = None
) -> Iterator[str]:
    """SARIF of *result* against every rule, with the CLI's ``--sarif-*``
    choices, in pieces (see :func:`sarif_chunks`)."""
    from rune import __version__
    from rune.rules import ALL_RULES

    return sarif_chunks(
        result,
        rules=ALL_RULES,
        category=category,
        artifact=artifact,
        tool_version=__version__,
    )
