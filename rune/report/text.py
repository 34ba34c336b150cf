"""The human report: the flagged entities with their findings, most severe
first, then one summary line; ``verbose`` lists every entity, clean ones too.
Every server-controlled string is escaped; a caret line under each excerpt
marks where the flagged text starts and ends; colour only when asked for."""

from __future__ import annotations

from collections.abc import Iterator

from rune.engine import EXCERPT_BEFORE
from rune.model import Entity, EntityKind, Finding, ScanResult, Source, SourceKind, SourceStatus
from rune.report.common import KIND_ORDER, EntityGroups, EntityReport, kind_counts, risk_score
from rune.text.escape import clip, escape

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


class _Part:
    """One source's share of the text report: its flagged entities bucketed
    by (kind rank, score) in document order, and its clean ones counted by
    kind (kept one by one only for ``--verbose``, up to what it lists)."""

    __slots__ = ("clean", "clean_listed", "first", "flagged", "n_clean")

    def __init__(self) -> None:
        self.flagged: dict[tuple[int, int], list[Entity]] = {}
        self.clean: dict[EntityKind, int] = {}
        self.clean_listed: dict[int, list[Entity]] | None = {}
        self.n_clean = 0
        #: the smallest report order key of this source's entities
        self.first: tuple[int, int, int] | None = None

    def __bool__(self) -> bool:
        return bool(self.flagged) or self.n_clean > 0

    def add(self, e: Entity, rank: int, score: int, keep_clean: bool) -> None:
        if score:
            self.flagged.setdefault((rank, -score), []).append(e)
            return
        self.n_clean += 1
        self.clean[e.kind] = self.clean.get(e.kind, 0) + 1
        if self.clean_listed is None:
            return
        if not keep_clean or self.n_clean > MAX_CLEAN_LISTED:
            self.clean_listed = None
            return
        self.clean_listed.setdefault(rank, []).append(e)

    def listed(self, with_clean: bool) -> Iterator[tuple[Entity, bool]]:
        """(entity, flagged) in report order: kinds in order, most severe
        first within a kind, the clean ones of a kind after its flagged."""
        clean = self.clean_listed if with_clean and self.clean_listed is not None else {}
        for rank in sorted({r for r, _ in self.flagged} | set(clean)):
            for key in sorted(k for k in self.flagged if k[0] == rank):
                for e in self.flagged[key]:
                    yield e, True
            for e in clean.get(rank, ()):
                yield e, False


def _parts(result: ScanResult, groups: EntityGroups, verbose: bool) -> list[tuple[Source, _Part]]:
    """Each source with its part, in the order the report heads them (the
    documents' sources, then any other a finding names, by its first entity
    in report order; a config run in config order, servers that produced
    nothing included, so each gets a heading)."""
    rank = {k: i for i, k in enumerate(KIND_ORDER)}
    parts: dict[Source, _Part] = {d.source: _Part() for d in result.documents}
    known = len(parts)
    for n, e in enumerate(groups.entities()):
        part = parts.get(e.source)
        if part is None:
            part = parts[e.source] = _Part()
        r = rank[e.kind]
        score = risk_score(groups.findings(e))
        part.add(e, r, score, verbose)
        if part.first is None or (r, -score, n) < part.first:
            part.first = (r, -score, n)
    docs = list(parts.items())[:known]
    others = list(parts.items())[known:]
    others.sort(key=lambda g: g[1].first or (0, 0, 0))
    ordered_parts = docs + others
    if result.config is None:
        return ordered_parts
    at = {(s.label, s.server): i for i, s in enumerate(result.sources)}
    have = {(src.label, src.server) for src, _ in ordered_parts}
    for st in result.sources:
        if (st.label, st.server) not in have:
            kind = SourceKind(st.transport or SourceKind.UNREADABLE)
            src = Source(label=st.label, kind=kind, server=st.server, transport=st.transport)
            ordered_parts.append((src, _Part()))
    return sorted(ordered_parts, key=lambda g: at.get((g[0].label, g[0].server), len(at)))


def render_text(result: ScanResult, colour: bool = False, verbose: bool = False) -> str:
    lines: list[str] = []
    groups = EntityGroups(result)
    parts = _parts(result, groups, verbose)
    headed = result.config is not None or len(result.sources) > 1 or len(parts) > 1
    statuses = {(s.label, s.server): s for s in result.sources}
    done: set[tuple[str, str | None]] = set()
    shown = hidden = 0
    for source, part in parts:
        key = (source.label, source.server)
        done.add(key)
        if headed:
            name = escape(source.server or source.label)
            lines.append(f"=== {name} ({source.transport or source.kind}) ===")
            st = statuses.get(key)
            if part and st is not None and st.status != "scanned":  # e.g. posture findings only
                lines.append(f"  {_status_line(st)}")
                lines.append("")
        all_listed = verbose and part.n_clean <= MAX_CLEAN_LISTED
        for e, flagged in part.listed(all_listed):
            if shown >= MAX_FLAGGED_LISTED and flagged:
                hidden += 1
                continue
            shown += 1 if flagged else 0
            lines.extend(_entity_lines(EntityReport(e, groups.findings(e)), colour))
        if headed and part and not part.flagged and not all_listed:
            lines.append(f"  clean: {_source_counts(part.clean)}")
            lines.append("")
        if verbose and part.n_clean > MAX_CLEAN_LISTED:
            lines.append(f"{part.n_clean} clean entities not listed one by one (see --json)")
            lines.append("")
        if headed and not part:
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
    lines.extend(summary_lines(result, groups.flagged()))
    return "\n".join(lines) + "\n"


def _entity_lines(r: EntityReport, colour: bool) -> list[str]:
    e = r.entity
    lines = [f"{escape(e.display)}  risk {r.score}/100  {_tag(r.band, colour)}"]
    for f in r.findings:
        where = f"{escape(f.dotted)} (offset {f.offset}"
        if f.location is not None:
            where += f", {escape(f.location.file)}:{f.location.line}:{f.location.column}"
        where += ")"
        lines.append(f"  {_tag(f.severity.name, colour)} {f.rule}  {where}")
        lines.append(f"      {escape(clip(f.message, 400))}")
        lines.extend(excerpt_lines(f))
    lines.append("")
    return lines


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


def summary_lines(result: ScanResult, flagged: int) -> list[str]:
    """The closing lines; *flagged* is how many entities carry a finding."""
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
    for item in result.not_scanned:
        who = escape(item.server or item.source or "")
        out.append(f"{escape(item.listing)} of {who} not scanned ({item.reason}).")
    if result.disabled_rules:
        out.append(f"Rules disabled for this run: {', '.join(result.disabled_rules)}.")
    line = f"{_counts_text(result)} scanned: "
    if result.findings:
        line += f"{flagged} flagged, {len(result.findings)} finding(s)"
    elif result.errors or any(s.status == "failed" for s in result.sources):
        line += "no finding in what was read, but the scan is incomplete"
    else:
        line += "clean"
    if result.suppressed:
        line += f", {len(result.suppressed)} accepted by the baseline"
    if result.omitted:
        line += f", {result.omitted} more left out of the report"
    out.append(line + ".")
    return out


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _counts_text(result: ScanResult) -> str:
    """``98 tools, 0 prompts`` (plus any other kind that was seen)."""
    counts = dict(kind_counts(result))
    if result.config is not None and not result.documents:
        servers = len(result.sources)
        return f"{_plural(servers, 'config entry')}".replace("entrys", "entries")
    parts = [_plural(counts.get(EntityKind.TOOL, 0), "tool")]
    parts.append(_plural(counts.get(EntityKind.PROMPT, 0), "prompt"))
    for kind, word in (
        (EntityKind.RESOURCE, "resource"),
        (EntityKind.RESOURCE_TEMPLATE, "resource template"),
        (EntityKind.SERVER, "server"),
    ):
        if counts.get(kind):
            parts.append(_plural(counts[kind], word))
    return ", ".join(parts)


def _source_counts(counts: dict[EntityKind, int]) -> str:
    n = {k: counts[k] for k in KIND_ORDER if counts.get(k)}
    words = {EntityKind.RESOURCE_TEMPLATE: "resource template"}
    return (
        ", ".join(
            _plural(c, words.get(k, k.value)) for k, c in n.items() if k is not EntityKind.SERVER
        )
        or "nothing but the server's own fields"
    )


def excerpt_lines(f: Finding) -> list[str]:
    """The excerpt, and a caret line under the flagged span when it can be placed."""
    if "\n" in f.excerpt and f.rule == "cloaking":  # a diff: one line each
        return [f"      | {escape(line)}" for line in f.excerpt.splitlines()]
    shown = escape(f.excerpt)
    out = [f"      > {shown}"]
    span = _span(f)
    if span is not None:
        start, end = span
        lead = len(escape(f.excerpt[:start]))
        width = max(1, len(escape(f.excerpt[start:end])))
        out.append("        " + " " * lead + "^" * width)
    return out


def _span(f: Finding) -> tuple[int, int] | None:
    """Where the flagged text sits in the raw excerpt, when it is there."""
    if not f.matched:
        return None
    lead = 3 if f.offset > EXCERPT_BEFORE else 0  # the "..." of a cut excerpt
    guess = lead + min(f.offset, EXCERPT_BEFORE)
    end = guess + len(f.matched)
    if f.excerpt[guess:end] == f.matched:
        return guess, end
    if len(f.matched) > 200 and f.excerpt[guess:].startswith(f.matched[:200]):
        return guess, guess + 200  # a long match is shown cut
    at = f.excerpt.find(f.matched)
    if at >= 0:
        return at, at + len(f.matched)
    return None
