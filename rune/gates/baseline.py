"""Baseline files: findings a reviewer has read and accepted.

A baseline is a versioned JSON file (schema: ``rune/schemas/baseline.schema.json``)
whose entries each carry a finding's fingerprint plus what a reviewer needs to
read the file in a diff: kind, entity, server, rule, JSON pointer and a short
escaped excerpt of the flagged text. Only the fingerprint decides a match; the
other fields are for people.

``judge`` decides which findings a baseline accepts and which of its entries
matched nothing (stale); ``apply_baseline`` returns the result with that
verdict recorded. An entry approved on a server this run did not scan is never stale:
not looking is not evidence the finding went away.
"""

from __future__ import annotations

import json
import os
from collections.abc import Collection, Iterable
from dataclasses import dataclass, fields
from typing import NotRequired, TypedDict, cast

from rune.errors import InputError, UsageError
from rune.files import decode_text, parse_json, read_bytes, validate
from rune.jsonvalue import Json, JsonObject
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import BaselineEntry, Finding, ScanResult, StaleEntry, fingerprint, pointer
from rune.record import replace
from rune.requests import BaselineOptions as BaselineOptions
from rune.text.escape import escape

BASELINE_VERSION = 1
#: longest excerpt of the flagged text kept in an entry, in characters
EXCERPT_CHARS = 60


_ENTRY_FIELDS = tuple(f.name for f in fields(BaselineEntry))


class _EntryJson(TypedDict):
    """One entry of a baseline file, as ``baseline.schema.json`` requires it."""

    fingerprint: str
    kind: str
    entity: str
    server: NotRequired[str]
    rule: str
    path: str
    key: bool
    excerpt: str
    note: NotRequired[str]


class _BaselineJson(TypedDict):
    """A baseline file, as ``baseline.schema.json`` requires it."""

    version: int
    entries: list[_EntryJson]


@dataclass(frozen=True)
class Baseline:
    """A loaded baseline file."""

    path: str
    entries: tuple[BaselineEntry, ...]

    @property
    def nameless(self) -> bool:
        """True when no entry names a server (written from a single-server run)."""
        return all(e.server is None for e in self.entries)


# --- load -----------------------------------------------------------------------


def load_baseline(path: str, limits: Limits = DEFAULT_LIMITS) -> Baseline:
    """Read and validate a baseline file. Any problem is an InputError."""
    data = parse_json(
        decode_text(read_bytes(path, limits, "baseline"), path, "baseline"),
        path,
        "baseline",
        limits,
    )
    validate(data, "baseline.schema.json", "baseline", path)
    checked = cast("_BaselineJson", data)  # the schema check above guarantees this shape
    entries = tuple(
        BaselineEntry(
            fingerprint=e["fingerprint"],
            kind=e["kind"],
            entity=e["entity"],
            server=e.get("server"),
            rule=e["rule"],
            path=e["path"],
            key=e["key"],
            excerpt=e["excerpt"],
            note=e.get("note"),
        )
        for e in checked["entries"]
    )
    return Baseline(path=path, entries=entries)


# --- apply ----------------------------------------------------------------------


def covered_servers(result: ScanResult) -> set[str | None]:
    """Servers this run scanned (``{None}`` on a single-server run)."""
    return {d.source.server for d in result.documents}


@dataclass(frozen=True)
class BaselineOutcome:
    """What applying a baseline decides: which findings stay, which it accepts,
    and which of its entries matched nothing."""

    kept: tuple[Finding, ...]
    suppressed: tuple[Finding, ...]
    stale: tuple[StaleEntry, ...]


def judge(
    result: ScanResult,
    baseline: Baseline,
    scanned_servers: Collection[str | None] | None = None,
) -> BaselineOutcome:
    """The baseline's verdict on *result*, which it leaves unchanged.

    A baseline that names no server still gates a run that scanned exactly one
    server out of a config (``--server NAME``); against a run over several
    servers it is refused, since nothing in it says which server it describes.
    """
    scanned = set(covered_servers(result) if scanned_servers is None else scanned_servers)
    named = {s for s in scanned if s is not None}
    attempted = named | {
        s.server for s in result.sources if s.server and s.status in ("scanned", "failed")
    }
    drop_server = False
    if baseline.entries and baseline.nameless and named:
        if len(attempted) > 1:
            raise UsageError(
                f"baseline {baseline.path} names no server, so it cannot be applied to a run over "
                f"{len(attempted)} servers; narrow the run with --server NAME or re-write it "
                "with --write-baseline from this config"
            )
        drop_server = True
    accepted = {e.fingerprint for e in baseline.entries}
    used: set[str] = set()
    kept: list[Finding] = []
    suppressed: list[Finding] = []
    for f in result.findings:
        fp = _identity(f, drop_server)
        if fp in accepted:
            used.add(fp)
            suppressed.append(f)
        else:
            kept.append(f)
    stale = tuple(
        StaleEntry(**{k: getattr(e, k) for k in _ENTRY_FIELDS})
        for e in baseline.entries
        if e.fingerprint not in used and (drop_server or e.server in scanned)
    )
    return BaselineOutcome(tuple(kept), tuple(suppressed), stale)


def apply_baseline(
    result: ScanResult,
    baseline: Baseline,
    scanned_servers: Collection[str | None] | None = None,
) -> ScanResult:
    """*result* judged by *baseline*, as a new result: accepted findings move
    to ``suppressed``, stale entries to ``stale_baseline``."""
    outcome = judge(result, baseline, scanned_servers)
    return replace(
        result,
        findings=outcome.kept,
        suppressed=result.suppressed + outcome.suppressed,
        stale_baseline=outcome.stale,
    )


def _identity(f: Finding, drop_server: bool) -> str:
    if not drop_server:
        return f.fingerprint
    ent = f.entity
    return fingerprint(
        None,
        ent.kind.value,
        ent.name if ent.name is not None else "",
        f.rule,
        f.path,
        f.is_key,
        f.matched,
    )


def stale_notice(result: ScanResult) -> list[str]:
    """Lines for stderr naming baseline entries that matched nothing (none when clean)."""
    stale = result.stale_baseline
    if not stale:
        return []
    lines = [f"rune: {len(stale)} baseline entry(s) matched no finding in this scan:"]
    for e in stale:
        where = pointer_display(e.path, e.key)
        prefix = f"{escape(e.server)}: " if e.server else ""
        lines.append(f"  {prefix}{e.kind} {escape(e.entity)}  {escape(e.rule)}  {escape(where)}")
    lines.append(
        "rune: re-run with --write-baseline over the current scan to prune them; if this scan "
        "covered less than the baseline was written from, they may still be live"
    )
    return lines


def pointer_display(ptr: str, key: bool = False) -> str:
    """Short dotted form of an RFC 6901 pointer (all-digit segments read as indexes)."""
    out = ""
    for raw in ptr.split("/")[1:] if ptr else []:
        seg = raw.replace("~1", "/").replace("~0", "~")
        if seg.isdigit() and seg.isascii():
            out += f"[{seg}]"
        else:
            out += ("." if out else "") + seg
    out = out or "(root)"
    return out + " (key)" if key else out


# --- write -----------------------------------------------------------------------


def entry_for(f: Finding) -> BaselineEntry:
    ent = f.entity
    matched = f.matched
    short = escape(matched[:EXCERPT_CHARS]) + ("..." if len(matched) > EXCERPT_CHARS else "")
    return BaselineEntry(
        fingerprint=f.fingerprint,
        kind=ent.kind.value,
        entity=ent.name if ent.name is not None else ent.label,
        server=ent.source.server,
        rule=f.rule,
        path=pointer(f.path),
        key=f.is_key,
        excerpt=short,
    )


def build_entries(findings: Iterable[Finding]) -> list[BaselineEntry]:
    """One entry per distinct fingerprint, sorted for a stable diff."""
    by_fp: dict[str, BaselineEntry] = {}
    for f in findings:
        e = entry_for(f)
        by_fp.setdefault(e.fingerprint, e)
    return sorted(by_fp.values(), key=lambda e: e.sort_key)


def write_baseline(path: str, result: ScanResult) -> int:
    """Write every finding of *result* (suppressed ones too) as a baseline.

    Notes a reviewer added to entries of an existing file at *path* are kept
    for the fingerprints that are still there. Returns the entry count.
    """
    entries = build_entries([*result.findings, *result.suppressed])
    notes = _existing_notes(path)
    if notes:
        entries = [replace(e, note=notes.get(e.fingerprint)) for e in entries]
    doc: JsonObject = {"version": BASELINE_VERSION, "entries": [e.as_json() for e in entries]}
    validate(doc, "baseline.schema.json", "baseline", path)
    write_json_atomic(path, doc, "baseline")
    return len(entries)


def written_message(path: str, count: int) -> str:
    return f"rune: wrote {count} baseline entry(s) to {escape(path)}"


def _existing_notes(path: str) -> dict[str, str]:
    if not os.path.isfile(path):
        return {}
    try:
        old = load_baseline(path)
    except InputError:
        return {}  # it is being replaced; a broken file has nothing to keep
    return {e.fingerprint: e.note for e in old.entries if e.note is not None}


def dump_json(doc: Json) -> str:
    """Reviewable, deterministic JSON: sorted keys, two-space indent, ASCII only
    (so invisible or look-alike characters show up as escapes in a diff)."""
    return json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=True) + "\n"


def write_json_atomic(path: str, doc: Json, what: str) -> None:
    """Write *doc* to *path*: atomically for a file (keeping its mode), through
    for a pipe or device, refused for anything else (see :mod:`rune.output`)."""
    from rune.output import write_text

    write_text(path, [dump_json(doc)], what)


# --- the gate -------------------------------------------------------------------


def gate(
    result: ScanResult, options: BaselineOptions, limits: Limits
) -> tuple[ScanResult, list[str]]:
    """Write or apply the baseline; returns the result it leaves and the lines for stderr."""
    if options.write:
        refuse_partial(result, "baseline")
        count = write_baseline(options.write, result)
        return result, [written_message(options.write, count)]
    if not options.path:
        return result, []
    judged = apply_baseline(result, load_baseline(options.path, limits))
    return judged, stale_notice(judged)


def refuse_partial(result: ScanResult, what: str) -> None:
    """Writing covers every server the run was asked to scan: a file written over
    a run that lost one would silently drop that server (its approvals, its
    digests). A disabled server, or one the run chose not to open, is not a loss."""
    missing = [s.server or s.label for s in result.sources if s.status == "failed"]
    if missing:
        names = ", ".join(escape(n) for n in missing)
        raise UsageError(
            f"not writing the {what}: {len(missing)} server(s) it should cover could not be "
            f"scanned ({names}); fix them or leave them out with --server NAME"
        )
