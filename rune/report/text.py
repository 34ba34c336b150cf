"""The human report: grouped by entity, most severe first, every
server-controlled string escaped, colour only when asked for."""

from __future__ import annotations

from rune.model import ScanResult, SourceStatus
from rune.report.common import EntityReport, by_source, entity_reports, kind_counts, ordered
from rune.report.escape import clip, escape

_COLOURS = {"HIGH": "\x1b[31;1m", "MEDIUM": "\x1b[33;1m", "LOW": "\x1b[36m", "CLEAN": "\x1b[32m"}
_RESET = "\x1b[0m"
#: past this many clean entities in one source, they are counted, not listed
MAX_CLEAN_LISTED = 100
#: past this many flagged entities in one report, the rest are counted
MAX_FLAGGED_LISTED = 500


def _tag(label: str, colour: bool) -> str:
    if not colour:
        return f"[{label}]"
    return f"{_COLOURS.get(label, '')}[{label}]{_RESET}"


def render_text(result: ScanResult, colour: bool = False) -> str:
    lines: list[str] = []
    reports = ordered(entity_reports(result))
    groups = by_source(result, reports)
    headed = result.config is not None or len(result.sources) > 1 or len(groups) > 1
    statuses = {(s.label, s.server): s for s in result.sources}
    done: set[tuple[str, str | None]] = set()
    shown = hidden = 0
    for source, reps in groups:
        key = (source.label, source.server)
        done.add(key)
        if headed:
            name = escape(source.server or source.label)
            lines.append(f"=== {name} ({source.transport or source.kind}) ===")
            st = statuses.get(key)
            if reps and st is not None and st.status != "scanned":  # e.g. posture findings only
                lines.append(f"  {_status_line(st)}")
                lines.append("")
        clean = [r for r in reps if not r.findings]
        listed = reps if len(clean) <= MAX_CLEAN_LISTED else [r for r in reps if r.findings]
        for r in listed:
            if shown >= MAX_FLAGGED_LISTED and r.findings:
                hidden += 1
                continue
            shown += 1 if r.findings else 0
            e = r.entity
            lines.append(f"{escape(e.display)}  risk {r.score}/100  {_tag(r.band, colour)}")
            for f in r.findings:
                where = f"{escape(f.dotted)} (offset {f.offset}"
                if f.location is not None:
                    where += f", {escape(f.location.file)}:{f.location.line}:{f.location.column}"
                where += ")"
                lines.append(f"  {_tag(f.severity.name, colour)} {f.rule}  {where}")
                lines.append(f"      {escape(clip(f.message, 400))}")
                lines.append(f"      > {escape(f.excerpt)}")
            lines.append("")
        if len(clean) > MAX_CLEAN_LISTED:
            lines.append(f"{len(clean)} clean entities not listed one by one (see --json)")
            lines.append("")
        if headed and not reps:
            st = statuses.get(key)
            lines.append(f"  {_status_line(st) if st else 'nothing to scan'}")
            lines.append("")
    for st in result.sources:
        if (st.label, st.server) in done or st.status == "scanned":
            continue
        lines.append(f"=== {escape(st.server or st.label)} ({st.transport or '?'}) ===")
        lines.append(f"  {_status_line(st)}")
        lines.append("")
    if hidden:
        lines.append(f"{hidden} more flagged entities not shown here (see --json)")
        lines.append("")
    lines.extend(summary_lines(result, reports))
    return "\n".join(lines) + "\n"


def _status_line(st: SourceStatus) -> str:
    if st.status == "disabled":
        return "not scanned: disabled in the config"
    if st.status == "not-opened":
        return (
            f"not opened: {escape(st.detail) if st.detail else 'posture checks only (--no-launch)'}"
        )
    if st.status == "failed":
        return f"not scanned: {escape(st.detail)}"
    return escape(st.detail)


def summary_lines(result: ScanResult, reports: list[EntityReport]) -> list[str]:
    out = []
    if result.config is not None:
        total = len(result.sources)
        scanned = sum(1 for s in result.sources if s.status == "scanned")
        failed = sum(1 for s in result.sources if s.status == "failed")
        disabled = sum(1 for s in result.sources if s.status == "disabled")
        unopened = sum(1 for s in result.sources if s.status == "not-opened")
        line = f"{scanned} of {total} server(s) in {escape(result.config)} scanned"
        extras = []
        if failed:
            extras.append(f"{failed} failed")
        if disabled:
            extras.append(f"{disabled} disabled")
        if unopened:
            extras.append(f"{unopened} not opened")
        out.append(line + (", " + ", ".join(extras) if extras else "") + ".")
    counts = kind_counts(result)
    scanned_txt = ", ".join(f"{n} {k.value}(s)" for k, n in counts) or "0 entities"
    flagged = sum(1 for r in reports if r.findings)
    line = f"{scanned_txt} scanned, {flagged} flagged, {len(result.findings)} finding(s)"
    if result.suppressed:
        line += f", {len(result.suppressed)} accepted by the baseline"
    if result.omitted:
        line += f", {result.omitted} more left out of the report"
    out.append(line + ".")
    return out
