"""The single choke point: run every rule over every document and entry.

``scan_documents`` turns documents into findings (field rules per string,
scan rules across all entities), caps output per string so hostile input
cannot flood the report, resolves line and column for file-backed documents
(:mod:`rune.engine_positions`), and orders findings deterministically.
``check_entry`` runs the posture rules over one client-config entry as written
(``config_findings`` over a whole config; both in :mod:`rune.engine_posture`).
"""

from __future__ import annotations

from collections.abc import Sequence

from rune.engine_positions import locate, locate_in_place
from rune.engine_posture import (
    check_entry,
    config_findings,
    entry_source,
    posture_entity,
    posture_rules,
)
from rune.fields import path_of, strings
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import (
    Document,
    Entity,
    EntityKind,
    Finding,
    JsonPath,
    Match,
    Severity,
)
from rune.record import replace
from rune.rules.base import FieldRule, Rule, ScanRule
from rune.text.matcher import Plan, plan_for
from rune.text.normalise import TextView

__all__ = [
    "EXCERPT_AFTER",
    "EXCERPT_BEFORE",
    "EngineStats",
    "check_entry",
    "config_findings",
    "entry_source",
    "excerpt",
    "locate",
    "posture_entity",
    "posture_rules",
    "scan_documents",
    "second_opinion",
]
_AGENT_KINDS = frozenset({EntityKind.SKILL, EntityKind.INSTRUCTIONS})
EXCERPT_BEFORE = 20
EXCERPT_AFTER = 80


class EngineStats:
    """Counts of what was capped, so a report can say what it left out (a
    plain mutable counter: no dataclass, whose methods compile at import)."""

    __slots__ = ("omitted",)

    def __init__(self, omitted: int = 0) -> None:
        self.omitted = omitted

    def __repr__(self) -> str:
        return f"EngineStats(omitted={self.omitted})"


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
        from rune.rules import scan_rules as every

        rules = every()
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
    # (one cache per plan, keyed by the string itself: no key tuple per string)
    caches: tuple[dict[str, _Hits], dict[str, _Hits]] = ({}, {})
    paths: dict[JsonPath, JsonPath] = {}
    cached_chars = 0
    # a string is remembered only once it comes again: most strings of a huge
    # listing (names, descriptions) come once, and holding each would hold
    # the listing's text a second time
    seen = _Seen(sum(len(d.entities) for d in docs))
    # and the strings of the last stretch of the scan are held, bounded, with
    # their results: a string that comes again soon after (most repeats do:
    # the same parameter's doc on the next tool) is then read only once
    recent: tuple[dict[str, _Hits], dict[str, _Hits]] = ({}, {})
    recent_chars = 0
    cache = caches[False]
    for doc in docs:
        for entity in doc.entities:
            agent = entity.kind in _AGENT_KINDS
            cache = caches[agent]
            batch: list[Finding] = []
            for text, is_key, link in strings(entity, limits):
                if not text:
                    continue
                entry = cache.get(text)
                if entry is None:
                    near = recent[agent]
                    entry = near.get(text)
                    if entry is None:
                        entry = _field_hits(text, agent_plan if agent else plan, limits)
                        size = len(text)
                        if size <= _RECENT_LONGEST:
                            if recent_chars + size > _RECENT_CHARS or len(near) >= _RECENT:
                                recent[0].clear()
                                recent[1].clear()
                                recent_chars = 0
                            near[text] = entry
                            recent_chars += size
                    if cached_chars < _CACHE_CHARS and seen.again(text):
                        cache[text] = entry
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
            keep.add_batch(batch, one_entity=True)
    del caches, cache, recent
    entities = [e for d in docs for e in d.entities]
    scanned: list[Finding] = []
    for srule in scan_rules:
        for hit in srule.check_scan(entities):
            f = _finding(srule, hit.entity, hit.path, hit.is_key, hit.text, hit.match)
            scanned.append(f if hit.severity is None else replace(f, severity=hit.severity))
    keep.add_batch(scanned)
    found = keep.findings(st)
    del keep, scanned
    locate_in_place(found, docs)  # in place: each finding's copy without a position goes at once
    return found


#: one string's field-rule results: (rule id, severity, match, matched text,
#: excerpt) per hit, shared by every entity that carries the same string
_Hit = tuple[str, Severity, Match, str, str]
_Hits = tuple[tuple[_Hit, ...], int]
#: the results of a string no rule flagged, shared by all of them
_NO_HITS: _Hits = ((), 0)


class _Keeper:
    """Deduplication and the finding cap (see :func:`_cap`), applied to
    findings as they arrive, in the order they arrive.

    In exact mode (no two documents share a source) the field rules hand over
    one batch per entity, and an entity's batch comes once: past the cap, that
    batch's most severe finding is appended to ``best`` with no key held per
    entity. Any other batch (the scan rules') is merged by entity key, keys
    built for that batch's entities alone."""

    def __init__(self, cap: int, exact: bool) -> None:
        self.cap = cap
        self.exact = exact
        self.kept: list[Finding] = []
        #: past the cap: one finding per entity not in ``kept``, in arrival order
        self.best: list[Finding] = []
        self.total = 0
        self.all: list[Finding] = []

    def add_batch(self, batch: list[Finding], one_entity: bool = False) -> None:
        if not batch:
            return
        if not self.exact:
            self.all.extend(batch)
            return
        found = _dedupe(batch) if len(batch) > 1 else batch
        self.total += len(found)
        room = self.cap - len(self.kept)
        if room > 0:
            self.kept.extend(found[:room])
            found = found[room:]
            if one_entity:
                return  # the rest is this entity's, which ``kept`` already shows
        if not found:
            return
        if one_entity:
            self.best.append(_most_severe(found))
            return
        self._merge(found)

    def _merge(self, found: list[Finding]) -> None:
        """Past the cap: each finding of *found* on an entity ``kept`` does not
        show replaces that entity's finding in ``best`` when more severe."""
        wanted = {_entity_key(f) for f in found}
        seen = {k for k in (_entity_key(f) for f in self.kept) if k in wanted}
        where: dict[tuple[object, ...], int] = {}
        for i, f in enumerate(self.best):
            key = _entity_key(f)
            if key in wanted:
                where[key] = i
        for f in found:
            key = _entity_key(f)
            if key in seen:
                continue
            at = where.get(key)
            if at is None:
                where[key] = len(self.best)
                self.best.append(f)
            elif f.severity > self.best[at].severity:
                self.best[at] = f

    def findings(self, st: EngineStats) -> list[Finding]:
        if not self.exact:
            return _cap(_dedupe(self.all), self.cap, st)
        out = self.kept
        out.extend(self.best)
        self.best = []
        st.omitted += self.total - len(out)
        return out


def _most_severe(found: list[Finding]) -> Finding:
    """The first of the most severe of *found*."""
    top = found[0]
    for f in found:
        if f.severity > top.severity:
            top = f
    return top


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
#: the recent strings held on their first sighting: at most this many, of at
#: most this many characters in all, each at most this long
_RECENT = 8192
_RECENT_CHARS = 1024 * 1024
_RECENT_LONGEST = 4096


class _Seen:
    """Which strings a scan has met, one bit per hash slot: ``again`` is True
    for a string met before (or, rarely, one whose slot another took, which
    only means it is remembered needlessly). About 8 bits per string of a
    listing of ten strings an entity, at least 512 bytes, at most 2 MiB."""

    __slots__ = ("bits", "mask")

    def __init__(self, entities: int) -> None:
        size = 1 << 12
        while size < 80 * entities and size < 1 << 24:
            size <<= 1
        self.bits = bytearray(size >> 3)
        self.mask = size - 1

    def again(self, text: str) -> bool:
        slot = hash(text) & self.mask
        at, bit = slot >> 3, 1 << (slot & 7)
        if self.bits[at] & bit:
            return True
        self.bits[at] |= bit
        return False


def _field_hits(text: str, plan: Plan[FieldRule], limits: Limits) -> _Hits:
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
    if not out and not left_out:
        return _NO_HITS
    hits = tuple(
        (
            rule.id,
            rule.severity if m.severity is None else m.severity,
            m,
            m.matched if m.matched is not None else text[m.start : m.end],
            excerpt(text, m.start, m.end),
        )
        for rule, m in second_opinion(out)
    )
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
