"""The single choke point: run every rule over every document and entry.

``scan_documents`` turns documents into findings (field rules per string,
scan rules across all entities), caps output per string so hostile input
cannot flood the report, resolves line and column for file-backed documents,
and orders findings deterministically. ``check_entry`` runs the posture rules
over one client-config entry as written (``config_findings`` over a whole
config).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rune.fields import path_of, strings
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import (
    Document,
    Entity,
    EntityKind,
    Finding,
    JsonPath,
    Location,
    Match,
    ServerEntry,
    Severity,
    Source,
    SourceKind,
)
from rune.rules.base import FieldRule, PostureContext, PostureHit, PostureRule, Rule, ScanRule
from rune.sources.positions import LineIndex, find_spans, literal_offset
from rune.text.matcher import Plan, plan_for
from rune.text.normalise import TextView

if TYPE_CHECKING:
    from rune.sources.config.read import Config

_PLAIN = json.JSONDecoder()
_AGENT_KINDS = frozenset({EntityKind.SKILL, EntityKind.INSTRUCTIONS})
EXCERPT_BEFORE = 20
EXCERPT_AFTER = 80


@dataclass
class EngineStats:
    """Counts of what was capped, so a report can say what it left out."""

    omitted: int = 0


def excerpt(text: str, start: int, end: int) -> str:
    """The raw text around a match, with ``...`` where it was cut."""
    s = max(0, start - EXCERPT_BEFORE)
    e = min(len(text), max(end, start + 1) + EXCERPT_AFTER)
    long_match = end - start > 200
    body = text[s:start] + text[start : start + 200] + "..." if long_match else text[s:e]
    return ("..." if s > 0 else "") + body + ("..." if e < len(text) and not long_match else "")


def _finding(
    rule: Rule, entity: Entity, path: JsonPath, is_key: bool, text: str, m: Match
) -> Finding:
    matched = m.matched if m.matched is not None else text[m.start : m.end]
    return Finding(
        rule=rule.id,
        severity=rule.severity if m.severity is None else m.severity,
        entity=entity,
        path=path,
        is_key=is_key,
        offset=m.start,
        matched=matched,
        message=m.message,
        excerpt=excerpt(text, m.start, m.end),
    )


def scan_documents(
    docs: Sequence[Document],
    rules: Sequence[Rule] | None = None,
    limits: Limits = DEFAULT_LIMITS,
    stats: EngineStats | None = None,
) -> list[Finding]:
    """Every finding of every rule over *docs*, positioned and ordered.

    Entities are read one at a time (a streamed manifest decodes each one's
    object only while it is scanned), and the finding cap is applied as
    findings arrive, so a huge listing never holds all of its findings."""
    if rules is None:
        from rune.rules import ALL_RULES

        rules = ALL_RULES
    st = stats if stats is not None else EngineStats()
    field_rules = [r for r in rules if isinstance(r, FieldRule)]
    # an agent file is meant to give the agent orders: only the rules whose
    # findings hold there too read it
    from rune.rules import AGENT_FILE_RULES

    agent_rules = AGENT_FILE_RULES.rules(field_rules)
    scan_rules = [r for r in rules if isinstance(r, ScanRule)]
    plan = plan_for(field_rules)
    agent_plan = plan_for(agent_rules)
    # an entity's findings are deduplicated among themselves, which is the
    # whole deduplication when no two documents share a source (an entity's
    # source and path are then its own); otherwise across the run, as a list
    keep = _Keeper(limits.max_findings, exact=len({d.source for d in docs}) == len(docs))
    # Real listings repeat strings a lot (shared parameter docs, enum values);
    # rules are pure functions of the text, so each distinct string is read once.
    cache: dict[tuple[bool, str], _Hits] = {}
    paths: dict[JsonPath, JsonPath] = {}
    cached_chars = 0
    for doc in docs:
        for entity in doc.entities:
            agent = entity.kind in _AGENT_KINDS
            batch: list[Finding] = []
            for text, is_key, link in strings(entity, limits):
                if not text:
                    continue
                entry = cache.get((agent, text))
                if entry is None:
                    entry = _field_hits(text, agent_plan if agent else plan, limits)
                    if cached_chars < _CACHE_CHARS:
                        cache[(agent, text)] = entry
                        cached_chars += len(text)
                hits, left_out = entry
                st.omitted += left_out
                if not hits:
                    continue
                path = path_of(link)  # built only for a string with findings
                path = paths.setdefault(path, path)
                for rid, sev, m, matched, around in hits:
                    f = Finding(rid, sev, entity, path, is_key, m.start, matched, m.message, around)
                    batch.append(f)
            keep.add_batch(batch)
    del cache
    entities = [e for d in docs for e in d.entities]
    scanned: list[Finding] = []
    for srule in scan_rules:
        for hit in srule.check_scan(entities):
            f = _finding(srule, hit.entity, hit.path, hit.is_key, hit.text, hit.match)
            scanned.append(f if hit.severity is None else replace(f, severity=hit.severity))
    keep.add_batch(scanned)
    found = keep.findings(st)
    del keep, scanned
    _locate(found, docs)  # in place: each finding's copy without a position goes at once
    return found


#: one string's field-rule results: (rule id, severity, match, matched text,
#: excerpt) per hit, shared by every entity that carries the same string
_Hit = tuple[str, Severity, Match, str, str]
_Hits = tuple[list[_Hit], int]


class _Keeper:
    """Deduplication and the finding cap (see :func:`_cap`), applied to
    findings as they arrive, in the order they arrive."""

    def __init__(self, cap: int, exact: bool) -> None:
        self.cap = cap
        self.exact = exact
        self.kept: list[Finding] = []
        self.best: dict[tuple[object, ...], Finding] = {}
        self.seen: set[tuple[object, ...]] | None = None
        self.total = 0
        self.all: list[Finding] = []

    def add_batch(self, batch: list[Finding]) -> None:
        if not batch:
            return
        if not self.exact:
            self.all.extend(batch)
            return
        for f in _dedupe(batch) if len(batch) > 1 else batch:
            self.total += 1
            if len(self.kept) < self.cap:
                self.kept.append(f)
                continue
            if self.seen is None:
                self.seen = {_entity_key(k) for k in self.kept}
            key = _entity_key(f)
            if key in self.seen:
                continue
            cur = self.best.get(key)
            if cur is None or f.severity > cur.severity:
                self.best[key] = f

    def findings(self, st: EngineStats) -> list[Finding]:
        if not self.exact:
            return _cap(_dedupe(self.all), self.cap, st)
        out = self.kept + list(self.best.values())
        st.omitted += self.total - len(out)
        return out


def _entity_key(f: Finding) -> tuple[object, ...]:
    return (f.entity.source, f.entity.kind, f.entity.path)


def _cap(findings: list[Finding], cap: int, st: EngineStats) -> list[Finding]:
    """At most *cap* findings, except that every flagged entity keeps its most
    severe one: a capped report may be shorter, but it never shows a flagged
    entity as clean."""
    if len(findings) <= cap:
        return findings
    kept = findings[:cap]
    seen = {_entity_key(f) for f in kept}
    best: dict[tuple[object, ...], Finding] = {}
    for f in findings[cap:]:
        key = _entity_key(f)
        if key in seen:
            continue
        cur = best.get(key)
        if cur is None or f.severity > cur.severity:
            best[key] = f
    kept.extend(best.values())
    st.omitted += len(findings) - len(kept)
    return kept


#: characters of distinct strings whose results are remembered within one scan
_CACHE_CHARS = 64 * 1024 * 1024


def _field_hits(text: str, plan: Plan, limits: Limits) -> _Hits:
    """Every field rule's matches on *text* (capped per rule), with the text
    each finding prints, and how many the cap left out. The plan calls only the
    rules whose needs the one-pass matcher found in the string."""
    view = TextView(text)
    out: list[tuple[FieldRule, Match]] = []
    left_out = 0
    for rule in plan.select(view):
        n = 0
        for m in rule.check(view):
            n += 1
            if n > limits.max_findings_per_field:
                left_out += 1
                continue
            out.append((rule, m))
    hits = [
        (
            rule.id,
            rule.severity if m.severity is None else m.severity,
            m,
            m.matched if m.matched is not None else text[m.start : m.end],
            excerpt(text, m.start, m.end),
        )
        for rule, m in second_opinion(out)
    ]
    return hits, left_out


def second_opinion(hits: list[tuple[FieldRule, Match]]) -> list[tuple[FieldRule, Match]]:
    """*hits* without a second-opinion rule's matches that overlap another rule's."""
    firm = [(m.start, max(m.end, m.start + 1)) for r, m in hits if not r.second_opinion]
    if not firm or len(firm) == len(hits):
        return hits
    return [
        (r, m)
        for r, m in hits
        if not r.second_opinion or not any(s < m.end and m.start < e for s, e in firm)
    ]


def _dedupe(findings: list[Finding]) -> list[Finding]:
    seen: set[tuple[object, ...]] = set()
    out = []
    for f in findings:
        key = (f.entity.source, f.entity.path, f.path, f.is_key, f.rule, f.offset, f.matched)
        if key in seen:
            continue
        seen.add(key)
        out.append(f)
    return out


def _locate_by_offsets(out: list[Finding], idxs: list[int], doc: Document) -> None:
    """Positions in a document that is not JSON: each string's recorded start."""
    if doc.text is None or doc.source.path is None or doc.offsets is None:
        return
    lines = LineIndex(doc.text)
    for i in idxs:
        f = out[i]
        at = doc.offsets.get(_doc_path(f))
        if at is None:
            continue
        start, verbatim = at
        s = start + f.offset if verbatim else start
        e = s + len(f.matched) if verbatim else s
        line, col = lines.at(s)
        end_line, end_col = lines.at(e)
        out[i] = replace(
            f,
            location=Location(doc.source.path, line, col, end_line, end_col),
        )


def locate(findings: list[Finding], docs: Sequence[Document]) -> list[Finding]:
    """Fill ``Finding.location`` for documents that came from a file."""
    out = list(findings)
    _locate(out, docs)
    return out


def _locate(out: list[Finding], docs: Sequence[Document]) -> None:
    """:func:`locate`, replacing the findings of *out* in place."""
    by_source: dict[Source, list[int]] = defaultdict(list)
    for i, f in enumerate(out):
        if f.location is None:
            by_source[f.entity.source].append(i)
    texts = {d.source: d for d in docs if d.text is not None and d.source.path}
    for source, idxs in by_source.items():
        doc = texts.get(source)
        if doc is None or doc.text is None or doc.source.path is None:
            continue
        if doc.offsets is not None:
            _locate_by_offsets(out, idxs, doc)
            continue
        idxs = _locate_streamed(out, idxs, doc.text, doc.source.path)
        if not idxs:
            continue
        wanted = {(out[i].is_key, _doc_path(out[i])) for i in idxs}
        spans = find_spans(doc.text, wanted)
        lines = LineIndex(doc.text)
        for i in idxs:
            f = out[i]
            span = spans.get((f.is_key, _doc_path(f)))
            if span is None:
                continue
            s, e = _bounds(doc.text, span, f)
            line, col = lines.at(s)
            end_line, end_col = lines.at(max(e, s))
            out[i] = replace(
                f,
                location=Location(
                    file=doc.source.path,
                    line=line,
                    column=col,
                    end_line=end_line,
                    end_column=end_col,
                ),
            )


def _bounds(text: str, span: tuple[int, int], f: Finding) -> tuple[int, int]:
    """Start and end offsets in *text* of *f*'s match inside the literal at *span*."""
    literal = text[span[0] : span[1]]
    if literal.startswith('"'):
        s = span[0] + literal_offset(literal, f.offset)
        return s, span[0] + literal_offset(literal, f.offset + len(f.matched))
    return span


def _locate_streamed(out: list[Finding], idxs: list[int], text: str, file: str) -> list[int]:
    """Positions of the findings on entities of a streamed manifest, element
    by element: each flagged element's text is tokenised alone, and lines
    are counted forward from one element to the next, so no index of the
    whole text is built. Returns the findings this could not place."""
    rest: list[int] = []
    by_entity: dict[int, list[int]] = defaultdict(list)
    roots: dict[int, int] = {}
    for i in idxs:
        ent = out[i].entity
        held = ent.raw_text
        root = len(ent.path) - len(held.sub) if held is not None else -1
        if held is None or held.text is not text or _doc_path(out[i])[:root] != ent.path[:root]:
            rest.append(i)
            continue
        by_entity[ent.at].append(i)
        roots[ent.at] = root
    newlines = 0  # newlines before ``done``
    last_nl = -1  # offset of the last newline before ``done``
    done = 0
    for at in sorted(by_entity):
        newlines += text.count("\n", done, at)
        nl = text.rfind("\n", done, at)
        last_nl = nl if nl >= 0 else last_nl
        done = at
        root = roots[at]
        _, end = _PLAIN.raw_decode(text, at)
        element = text[at:end]
        group = by_entity[at]
        spans = find_spans(element, {(out[i].is_key, _doc_path(out[i])[root:]) for i in group})
        lines = LineIndex(element)
        for i in group:
            f = out[i]
            span = spans.get((f.is_key, _doc_path(f)[root:]))
            if span is None:
                continue
            s, e = _bounds(element, span, f)
            line, col = _place(lines, s, newlines, at - last_nl)
            end_line, end_col = _place(lines, max(e, s), newlines, at - last_nl)
            out[i] = replace(f, location=Location(file, line, col, end_line, end_col))
    return rest


def _place(lines: LineIndex, offset: int, before: int, first_col: int) -> tuple[int, int]:
    """(line, column) in the whole text of *offset* in one element: *before*
    newlines precede the element, whose first character is at column *first_col*."""
    line, col = lines.at(offset)
    return before + line, (first_col + offset if line == 1 else col)


def _doc_path(f: Finding) -> JsonPath:
    return f.doc_path if f.doc_path is not None else f.entity.path + f.path


# --- config posture ---------------------------------------------------------------
# A posture finding sits on a ``server`` entity of the entry. Its ``path`` is the
# flagged value's path relative to the entry (``("headers", "Authorization")``),
# so its identity is the same whether or not the server was also started;
# ``doc_path`` and ``location`` place it in the config file.


def posture_rules() -> tuple[PostureRule, ...]:
    from rune.rules import ALL_RULES

    return tuple(r for r in ALL_RULES if isinstance(r, PostureRule))


def entry_source(entry: ServerEntry, config_path: str, server: str | None = None) -> Source:
    """The Source of every entity read from (or through) one config entry."""
    name = server or entry.name
    kind = SourceKind(entry.transport or SourceKind.UNREADABLE)
    anchor = (entry.line, entry.column) if entry.line > 0 else None
    return Source(
        label=name,
        kind=kind,
        server=name,
        path=config_path,
        transport=entry.transport,
        anchor=anchor,
    )


def posture_entity(entry: ServerEntry, source: Source) -> Entity:
    """The ``server`` entity posture findings attach to when no live one exists."""
    return Entity(
        kind=EntityKind.SERVER,
        name=source.server,
        label=source.server or entry.name,
        source=source,
        path=entry.path,
        raw={},
    )


def check_entry(
    entry: ServerEntry,
    entity: Entity,
    config_path: str,
    context: PostureContext,
    rules: Sequence[PostureRule] | None = None,
) -> list[Finding]:
    """Every posture finding on *entry*, attached to *entity*."""
    out: list[Finding] = []
    for rule in posture_rules() if rules is None else rules:
        for hit in rule.check_entry(entry, context):
            out.append(_posture_finding(rule, hit, entry, entity, config_path))
    return out


def _posture_finding(
    rule: PostureRule, hit: PostureHit, entry: ServerEntry, entity: Entity, config_path: str
) -> Finding:
    file_path, (line, column) = entry.locate(hit.path)
    rel = file_path[len(entry.path) :] if file_path[: len(entry.path)] == entry.path else hit.path
    location = None
    if line > 0:  # the start of the flagged value (or of the nearest enclosing one)
        from rune.sources.value_span import end_column

        location = Location(config_path, line, column, line, end_column(config_path, line, column))
    return Finding(
        rule=rule.id,
        severity=hit.severity or rule.severity,
        entity=entity,
        path=rel,
        is_key=False,
        offset=hit.offset,
        matched=hit.matched,
        message=hit.message,
        excerpt=hit.matched,
        doc_path=file_path,
        location=location,
    )


def config_findings(
    config: Config, context: PostureContext, rules: Sequence[PostureRule] | None = None
) -> list[Finding]:
    """Posture findings of every enabled entry of *config*, in file order."""
    out: list[Finding] = []
    for entry in config.entries:
        if entry.disabled:
            continue
        source = entry_source(entry, config.path)
        out.extend(check_entry(entry, posture_entity(entry, source), config.path, context, rules))
    return out
