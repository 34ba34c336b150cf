"""SARIF 2.1.0 reporter, shaped for GitHub code scanning.

The log is built from ``sarif_om`` objects and written by :func:`to_jsonable`,
a small serialiser of our own: the companion ``jschema_to_python`` drops every
value equal to its schema default (an explicit ``level: "warning"`` under a rule
whose default level is ``error`` would vanish), so ours writes exactly the
attributes we set, in the order we set them, under their camelCase names.

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
import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path, PurePath
from typing import TypeVar
from urllib.parse import quote, urlsplit

import attr
import sarif_om as om

from rune.errors import UsageError
from rune.jsonvalue import Json, JsonObject
from rune.model import Entity, EntityKind, Finding, ScanResult, Severity, Source, pointer
from rune.rules.base import Rule, doc_sections
from rune.text.escape import escape

SARIF_VERSION = "2.1.0"
SCHEMA_URI = (
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
)
TOOL_NAME = "rune"
INFORMATION_URI = "https://github.com/rune-scan/rune"
RULES_DOC_URI = "https://github.com/rune-scan/rune/blob/main/docs/rules.md"
DEFAULT_CATEGORY = "rune"
#: partialFingerprints key holding the baseline's finding id
FINGERPRINT_KEY = "runeFindingId/v1"
#: the one fingerprint GitHub reads: the same id plus ``:<n>``, the n-th result
#: of the run with that id (as CodeQL numbers repeats), so alerts survive line
#: moves and two findings that share an id stay two alerts
LINE_HASH_KEY = "primaryLocationLineHash"
PSEUDO_DIR = "mcp"
#: logs with more results than this are written compact: Python's JSON encoder
#: is many times slower when it indents
PRETTY_MAX_RESULTS = 2000
#: GitHub code scanning rejects a run with more results than this
MAX_RESULTS = 25_000
#: longest flagged text quoted in a message, in characters
MAX_QUOTE = 300

LEVELS = {Severity.HIGH: "error", Severity.MEDIUM: "warning", Severity.LOW: "note"}
#: GitHub ranks security alerts by this: >=7 high, 4-6.9 medium, <4 low
SECURITY_SEVERITY = {Severity.HIGH: "8.0", Severity.MEDIUM: "5.5", Severity.LOW: "2.0"}
BASE_TAGS = ("security", "mcp")

_T = TypeVar("_T")
_SET_ATTR = "_rune_set_fields"


# --- building and serialising sarif_om objects ---------------------------------


def _om(cls: type[_T], **values: object) -> _T:
    """Build a ``sarif_om`` object and remember which attributes were set."""
    obj = cls(**values)
    setattr(obj, _SET_ATTR, tuple(values))
    return obj


def to_jsonable(obj: object) -> Json:
    """Plain JSON data of a ``sarif_om`` tree: every value set, camelCase names.

    Objects built through :func:`_om` write exactly the attributes given, in
    that order (``None`` is left out). Other attrs objects write every
    attribute that is not ``None`` and differs from its default.
    """
    if obj is None or isinstance(obj, str | int | float):
        return obj
    if isinstance(obj, dict):
        return {str(k): to_jsonable(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [to_jsonable(v) for v in obj]
    fields = _fields(type(obj))
    chosen: Sequence[str] | None = getattr(obj, _SET_ATTR, None)
    if chosen is None:
        chosen = [n for n, (_, f) in fields.items() if not _is_default(getattr(obj, n), f)]
    out: JsonObject = {}
    for name in chosen:
        value = getattr(obj, name)
        if value is not None:
            out[fields[name][0]] = to_jsonable(value)
    return out


_FIELDS: dict[type, dict[str, tuple[str, attr.Attribute[object]]]] = {}


def _fields(cls: type) -> dict[str, tuple[str, attr.Attribute[object]]]:
    """attribute name -> (JSON name, attrs field) of a ``sarif_om`` class."""
    got = _FIELDS.get(cls)
    if got is None:
        if not attr.has(cls):
            raise TypeError(f"cannot write a {cls.__name__} into SARIF")
        got = {
            f.name: (f.metadata.get("schema_property_name", f.name), f) for f in attr.fields(cls)
        }
        _FIELDS[cls] = got
    return got


def _is_default(value: object, field: attr.Attribute[object]) -> bool:
    if value is None:
        return True
    default = field.default
    # attrs' stubs declare Factory a function; at run time it is the class of
    # a factory default, holding the callable that makes the value
    if isinstance(default, attr.Factory):  # type: ignore[arg-type]
        default = default.factory()  # type: ignore[attr-defined]
    return bool(value == default)


# --- text hygiene --------------------------------------------------------------

_URL = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]{0,31}://[^\s\"'<>]*")


def escape_text(text: str) -> str:
    """Every character that renders as nothing or moves text, as ``<U+XXXX>``.

    The same escaping as the text report (:func:`rune.text.escape.escape`):
    controls and line breaks, bidi and zero-width characters, the tag block,
    lone surrogates and the rest of the invisible set.
    """
    return escape(text)


def strip_url_secrets(text: str) -> str:
    """Drop userinfo, query string and fragment from every URL inside *text*."""
    return _URL.sub(lambda m: _clean_url(m.group(0)), text)


def _clean_url(url: str) -> str:
    scheme, _, rest = url.partition("://")
    rest = rest.split("?", 1)[0].split("#", 1)[0]
    netloc, slash, path = rest.partition("/")
    return f"{scheme}://{netloc.rsplit('@', 1)[-1]}{slash}{path}"


def _quote(matched: str) -> str:
    shown = escape_text(matched[:MAX_QUOTE])
    if len(matched) > MAX_QUOTE:
        shown += f"... ({len(matched) - MAX_QUOTE} more characters)"
    return f'"{shown}"'


# --- the rule table ------------------------------------------------------------


def _paragraph(text: str) -> str:
    """First paragraph of *text*, its line breaks folded to spaces."""
    first = text.strip().split("\n\n", 1)[0]
    return " ".join(first.split())


def _help(rule: Rule) -> tuple[str, str, str]:
    """(full description, plain help, Markdown help) from the rule's own doc."""
    summary = rule.summary
    sections = doc_sections(rule.doc())
    flags = next((b for h, b in sections if h == "What it flags" and b), "")
    lead = next((b for _, b in sections if b), "")
    full = _plain(_paragraph(flags or lead)) or summary
    level = rule.severity.label
    plain = [f"{summary} (severity: {level})"]
    md = [f"**{_md(summary)}** (severity: {level})"]
    for heading, body in sections:
        if not body:
            continue
        plain.append(_plain(f"{heading}:\n{body}" if heading else body))
        md.append(f"### {heading}\n\n{_md(body)}" if heading else _md(body))
    more = f"{RULES_DOC_URI}#{rule.id}"
    plain.append(f"Documentation: {more}")
    md.append(f"[Rule documentation]({more})")
    return full, "\n\n".join(plain), "\n\n".join(md)


_CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1", re.DOTALL)


def _md(text: str) -> str:
    """Keep ``<`` and ``&`` literal in Markdown outside code spans.

    ``<U+200B>`` or ``<tool #0>`` must not read as an HTML tag; inside a code
    span Markdown shows characters as they are, so those are left alone.
    """
    out: list[str] = []
    pos = 0
    for m in _CODE_SPAN.finditer(text):
        out.append(_md_plain(text[pos : m.start()]))
        out.append(m.group(0))
        pos = m.end()
    out.append(_md_plain(text[pos:]))
    return "".join(out)


def _md_plain(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;")


def _plain(text: str) -> str:
    """Docstring markup for plain text: ``code`` becomes `code`."""
    return re.sub(r"``([^`]+)``", r"`\1`", text)


def _pascal(rule_id: str) -> str:
    return "".join(p[:1].upper() + p[1:] for p in re.split(r"[^A-Za-z0-9]+", rule_id) if p)


def rule_descriptor(rule: Rule) -> om.ReportingDescriptor:
    full, plain, markdown = _help(rule)
    tags = list(BASE_TAGS)
    for tag in getattr(rule, "tags", ()):
        if isinstance(tag, str) and tag and tag not in tags:
            tags.append(tag)
    return _om(
        om.ReportingDescriptor,
        id=rule.id,
        name=_pascal(rule.id) or rule.id,
        short_description=_om(om.MultiformatMessageString, text=rule.summary or rule.id),
        full_description=_om(om.MultiformatMessageString, text=full or rule.id),
        help=_om(om.MultiformatMessageString, text=plain, markdown=markdown),
        help_uri=f"{RULES_DOC_URI}#{rule.id}",
        default_configuration=_om(om.ReportingConfiguration, level=LEVELS[rule.severity]),
        properties={
            "security-severity": SECURITY_SEVERITY[rule.severity],
            "tags": tags,
        },
    )


def _unknown_descriptor(rule_id: str, severity: Severity) -> om.ReportingDescriptor:
    """Descriptor for a finding whose rule is not in the table (kept valid, not dropped)."""
    stand_in = type(
        "UnknownRule",
        (Rule,),
        {"id": rule_id, "severity": severity, "summary": f"rune rule {rule_id}", "__doc__": ""},
    )
    return rule_descriptor(stand_in())


# --- locations -----------------------------------------------------------------


def relative_path(path: str, root: str | None = None) -> str | None:
    """*path* relative to *root* (default: the working directory), ``/``-separated.

    ``None`` for an absolute path outside *root*.
    """
    return _relative(path, root if root is not None else os.getcwd())


@lru_cache(maxsize=256)
def _relative(path: str, root: str) -> str | None:
    p = PurePath(path)
    if p.is_absolute():
        try:
            p = PurePath(os.path.relpath(path, root))
        except ValueError:  # another drive on Windows
            return None
        if p.parts[:1] == ("..",):
            return None
    rel = p.as_posix()
    return rel[2:] if rel.startswith("./") else rel


def artifact_uri(path: str, root: str | None = None) -> str:
    """URI reference for a file path: repository-relative when it can be.

    A path under *root* (default: the working directory) becomes a relative
    reference with ``/`` separators; any other absolute path a ``file://`` URI.
    """
    rel = relative_path(path, root)
    if rel is None:
        return Path(path).as_uri()
    # ":" is escaped so a first segment can never read as a URI scheme
    return quote(rel, safe="/-._~!$&'()*+,;=@")


def pseudo_path(source: Source) -> str:
    """Stable stand-in file for a source with no file: ``mcp/<server>.json``."""
    name = source.server or strip_url_secrets(source.label)
    if "://" in name:
        parts = urlsplit(name)
        try:
            port = parts.port
        except ValueError:
            port = None
        name = f"{parts.hostname or ''} {port or ''} {parts.path}"
    slug = re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-.")[:80].strip("-.")
    return f"{PSEUDO_DIR}/{slug or 'server'}.json"


def _region(line: int, column: int, end_line: int, end_column: int) -> om.Region:
    return _om(
        om.Region,
        start_line=max(line, 1),
        start_column=max(column, 1),
        end_line=max(end_line, line, 1),
        end_column=max(end_column, 1),
    )


def _physical(finding: Finding, artifact: str | None, root: str | None) -> om.PhysicalLocation:
    """The flagged value's place in its file; else line 1 of the source's file
    (a config run's entities carry the config's path), of *artifact*, or of
    the source's pseudo-path."""
    loc = finding.location
    if loc is not None:
        uri = artifact_uri(loc.file, root)
        region = _region(loc.line, loc.column, loc.end_line, loc.end_column)
    else:
        source = finding.entity.source
        anchor = source.path or artifact
        uri = artifact_uri(anchor, root) if anchor else pseudo_path(source)
        if source.path and source.anchor is not None:
            line, col = source.anchor
            region = _region(line, max(col, 1), line, max(col, 1) + 1)
        else:
            region = _region(1, 1, 1, 2)
    return _om(
        om.PhysicalLocation,
        artifact_location=_om(om.ArtifactLocation, uri=uri),
        region=region,
    )


def _logical(finding: Finding) -> om.LogicalLocation:
    entity = finding.entity
    name = entity.name if entity.name is not None else entity.label
    token = name.replace("~", "~0").replace("/", "~1")
    leaf = finding.path[-1] if finding.path else name
    return _om(
        om.LogicalLocation,
        name=str(leaf),
        fully_qualified_name=f"{entity.kind.value}:{token}{pointer(finding.path)}",
        kind="property" if finding.is_key else "value",
    )


# --- results -------------------------------------------------------------------


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
    return f"{where}, {field}: {what}. Flagged text: {_quote(finding.matched)}"


def finding_message(finding: Finding, rule_summary: str) -> str:
    """The message of *finding*'s SARIF result (the rule's summary stands in
    for an empty message)."""
    return _message(finding, rule_summary)


def finding_place(finding: Finding, root: str | None) -> tuple[str, int, int, int, int]:
    """(uri, start line, start column, end line, end column) of *finding*'s
    SARIF result: its file relative to *root*, or the source's pseudo-path."""
    phys = _physical(finding, None, root)
    reg = phys.region
    return (
        str(phys.artifact_location.uri),
        int(reg.start_line),
        int(reg.start_column),
        int(reg.end_line),
        int(reg.end_column),
    )


def _result(
    finding: Finding,
    index: int,
    summary: str,
    fp: str,
    occurrence: int,
    *,
    artifact: str | None,
    root: str | None,
) -> om.Result:
    entity: Entity = finding.entity
    doc_path = finding.doc_path if finding.doc_path is not None else entity.path + finding.path
    return _om(
        om.Result,
        rule_id=finding.rule,
        rule_index=index,
        level=LEVELS[finding.severity],
        message=_om(om.Message, text=_message(finding, summary)),
        locations=[
            _om(
                om.Location,
                physical_location=_physical(finding, artifact, root),
                logical_locations=[_logical(finding)],
            )
        ],
        partial_fingerprints={FINGERPRINT_KEY: fp, LINE_HASH_KEY: f"{fp}:{occurrence}"},
        properties={
            "kind": entity.kind.value,
            "entity": entity.name if entity.name is not None else entity.label,
            "source": _source_name(entity.source, root),
            "jsonPointer": pointer(doc_path),
            "severity": finding.severity.label,
        },
    )


# --- the run -------------------------------------------------------------------


def _invocation(result: ScanResult, left_out: int = 0) -> om.Invocation:
    notes: list[om.Notification] = []
    if left_out:
        notes.append(
            _om(
                om.Notification,
                message=_om(
                    om.Message,
                    text=f"{left_out} finding(s) were left out of this log by rune's output "
                    "caps; run rune --json for the full list",
                ),
                level="warning",
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
        notes.append(
            _om(
                om.Notification,
                message=_om(om.Message, text=text),
                level=level,
                properties=_props(
                    source=strip_url_secrets(status.label),
                    server=status.server,
                    transport=status.transport,
                    status=status.status,
                ),
            )
        )
    told = [s.detail for s in result.sources if s.status == "failed" and s.detail]
    for error in result.errors:
        if any(detail in error for detail in told):
            continue  # the failed server's notification already says it
        notes.append(
            _om(
                om.Notification,
                message=_om(om.Message, text=escape_text(strip_url_secrets(error)) or "error"),
                level="error",
            )
        )
    notes += _skip_notes(result)
    ok = failed == 0 and not result.errors
    extra: dict[str, object] = {}
    if result.disabled_rules:
        extra["rule_configuration_overrides"] = [
            _om(
                om.ConfigurationOverride,
                descriptor=_om(om.ReportingDescriptorReference, id=rule),
                configuration=_om(om.ReportingConfiguration, enabled=False),
            )
            for rule in result.disabled_rules
        ]
    if notes:
        extra["tool_execution_notifications"] = notes
    return _om(om.Invocation, execution_successful=ok, **extra)


def _skip_notes(result: ScanResult) -> list[om.Notification]:
    """What this run left out on purpose: disabled rules, unread listings."""
    notes = []
    for rule in result.disabled_rules:
        text = f"rule '{escape_text(rule)}' was disabled for this run (--disable)"
        notes.append(_om(om.Notification, message=_om(om.Message, text=text), level="note"))
    for item in result.not_scanned:
        who = escape_text(item.server or strip_url_secrets(item.source))
        text = f"the {item.listing} listing of '{who}' was not scanned ({item.reason})"
        notes.append(
            _om(
                om.Notification,
                message=_om(om.Message, text=text),
                level="warning",
                properties=_props(listing=item.listing, status="not-scanned"),
            )
        )
    return notes


def _props(**values: str | None) -> dict[str, str]:
    return {k: v for k, v in values.items() if v is not None}


def automation_id(category: str | None) -> str:
    """``automationDetails.id`` for *category*: the category, then ``/``."""
    name = DEFAULT_CATEGORY if category is None else category.strip()
    if not name or any(unicodedata.category(c)[0] in "CZ" and c != " " for c in name):
        raise UsageError("--sarif-category: give a non-empty name without control characters")
    return name if name.endswith("/") else name + "/"


def build_log(
    result: ScanResult,
    *,
    rules: Sequence[Rule],
    category: str | None,
    artifact: str | None,
    tool_version: str,
    root: str | None = None,
) -> om.SarifLog:
    """The ``sarif_om`` log of one finished scan (see :func:`render_sarif`)."""
    root = root if root is not None else os.getcwd()
    descriptors: list[om.ReportingDescriptor] = []
    index: dict[str, int] = {}
    summaries: dict[str, str] = {}
    for rule in rules:
        if rule.id not in index:
            index[rule.id] = len(descriptors)
            summaries[rule.id] = rule.summary
            descriptors.append(rule_descriptor(rule))
    results = []
    seen: dict[str, int] = {}
    findings: Sequence[Finding] = result.findings
    left_out = max(0, len(findings) - MAX_RESULTS) + result.omitted
    if len(findings) > MAX_RESULTS:
        # GitHub rejects a run of more than 25,000 results: keep the worst
        findings = sorted(findings, key=lambda f: -f.severity)[:MAX_RESULTS]
    for finding in findings:
        if finding.rule not in index:
            index[finding.rule] = len(descriptors)
            descriptors.append(_unknown_descriptor(finding.rule, finding.severity))
        fp = finding.fingerprint
        seen[fp] = seen.get(fp, 0) + 1
        results.append(
            _result(
                finding,
                index[finding.rule],
                summaries.get(finding.rule, finding.rule),
                fp,
                seen[fp],
                artifact=artifact,
                root=root,
            )
        )
    driver = _om(
        om.ToolComponent,
        name=TOOL_NAME,
        version=tool_version,
        semantic_version=tool_version,
        information_uri=INFORMATION_URI,
        rules=descriptors,
    )
    run = _om(
        om.Run,
        tool=_om(om.Tool, driver=driver),
        automation_details=_om(om.RunAutomationDetails, id=automation_id(category)),
        invocations=[_invocation(result, left_out)],
        column_kind="unicodeCodePoints",
        results=results,
    )
    return _om(om.SarifLog, schema_uri=SCHEMA_URI, version=SARIF_VERSION, runs=[run])


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
    log = build_log(
        result,
        rules=rules,
        category=category,
        artifact=artifact,
        tool_version=tool_version,
        root=root,
    )
    indent = 2 if len(result.findings) <= PRETTY_MAX_RESULTS else None
    return json.dumps(to_jsonable(log), indent=indent, ensure_ascii=True) + "\n"


def render_sarif_with(
    result: ScanResult, *, category: str | None = None, artifact: str | None = None
) -> str:
    """SARIF of *result* against every rule, with the CLI's ``--sarif-*`` choices."""
    from rune import __version__
    from rune.rules import ALL_RULES

    return render_sarif(
        result,
        rules=ALL_RULES,
        category=category,
        artifact=artifact,
        tool_version=__version__,
    )
