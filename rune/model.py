"""The data model shared by every stage of the pipeline.

source -> Document -> Entity -> TextField -> rules -> Finding -> report

All types are frozen records (:mod:`rune.record`). This module holds what a scan produces
(findings, their positions and identity, a source's state, the result of a
run, a rule's match). What it reads (sources, documents, entities, severity)
is in :mod:`rune.entity`, JSON paths and their printed forms in
:mod:`rune.jsonpath`, the entries a gate records in :mod:`rune.gate_entries`
and a client config's server entry in :mod:`rune.server_entry`; this module
re-exports them, so ``rune.model`` stays the one place to import a type from.
"""

from __future__ import annotations

import enum
import json

from rune.entity import (
    LISTING_KEYS,
    Document,
    Entity,
    EntityKind,
    RawText,
    Severity,
    Source,
    SourceKind,
    TextField,
)
from rune.jsonpath import JsonPath, dotted, pointer
from rune.record import Record
from rune.server_entry import FieldMap, Position, ServerEntry, Transport

#: ``typing.TYPE_CHECKING`` without importing :mod:`typing` (mypy reads the name)
TYPE_CHECKING = False
if TYPE_CHECKING:
    from rune.gate_entries import (
        BaselineEntry,
        DriftEntry,
        NotScanned,
        StaleEntry,
        UnseenSurface,
    )

#: the baseline and pin records, named here since before they had a module
#: of their own: imported when first asked for, since a scan with no
#: baseline and no pin never builds one
_GATE_ENTRIES = ("BaselineEntry", "DriftEntry", "NotScanned", "StaleEntry", "UnseenSurface")


def __getattr__(name: str) -> object:
    if name in _GATE_ENTRIES:
        from rune import gate_entries

        value: object = getattr(gate_entries, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "LISTING_KEYS",
    "BaselineEntry",
    "Document",
    "DriftEntry",
    "Entity",
    "EntityKind",
    "FieldMap",
    "Finding",
    "JsonPath",
    "Location",
    "Match",
    "NotScanned",
    "Position",
    "RawText",
    "ScanResult",
    "ServerEntry",
    "Severity",
    "Source",
    "SourceKind",
    "SourceState",
    "SourceStatus",
    "StaleEntry",
    "TextField",
    "Transport",
    "UnseenSurface",
    "dotted",
    "fingerprint",
    "pointer",
]


class Location(Record):
    """Where a finding sits in a file, resolved late for reporters that need it."""

    __slots__ = ("column", "end_column", "end_line", "file", "line")

    file: str
    line: int  # 1-based
    column: int  # 1-based, in characters
    end_line: int
    end_column: int


#: bits of each number in a position packed into one integer
_BITS = 40
_MASK = (1 << _BITS) - 1


def _pack(loc: Location, entity: Entity) -> Location | int:
    """A finding's position as one integer when it is in its own source's file
    (the common case), else the :class:`Location` itself. One integer holds
    the two columns, the line and the lines the span runs on; a span on one
    line, however long the file, fits in three digits of a Python integer,
    against a :class:`Location` and two large integers (about 100 bytes less
    per finding on a huge listing)."""
    if loc.file != entity.source.path:
        return loc
    lines = loc.end_line - loc.line
    parts = (loc.column, loc.end_column, loc.line)
    if lines < 0 or any(not 0 <= p <= _MASK for p in parts):
        return loc
    return loc.column | loc.end_column << _BITS | loc.line << 2 * _BITS | lines << 3 * _BITS


def _unpack(packed: int, file: str) -> Location:
    line = packed >> 2 * _BITS & _MASK
    return Location(
        file=file,
        line=line,
        column=packed & _MASK,
        end_line=line + (packed >> 3 * _BITS),
        end_column=packed >> _BITS & _MASK,
    )


#: ``location`` not given: keep the packed position (see ``Finding.__init__``)
_KEEP: Location = Location("", 0, 0, 0, 0)


class Finding(Record):
    """One rule result on one string of one entity."""

    __slots__ = (
        "_where",
        "doc_path",
        "entity",
        "excerpt",
        "is_key",
        "matched",
        "message",
        "offset",
        "path",
        "rule",
        "severity",
    )

    rule: str
    severity: Severity
    entity: Entity
    path: JsonPath  # relative to the entity
    is_key: bool
    offset: int  # in characters, into the original string
    matched: str  # the exact flagged text
    message: str
    excerpt: str  # raw text around the match (escape before printing)
    #: document path the location resolves against; defaults to entity.path + path
    doc_path: JsonPath | None
    #: the position (see :attr:`location`): packed, or a :class:`Location`
    _where: Location | int | None

    def __init__(
        self,
        rule: str,
        severity: Severity,
        entity: Entity,
        path: JsonPath,
        is_key: bool,
        offset: int,
        matched: str,
        message: str,
        excerpt: str,
        doc_path: JsonPath | None = None,
        location: Location | None = _KEEP,
        *,
        _where: Location | int | None = None,
    ) -> None:
        setter = object.__setattr__
        setter(self, "rule", rule)
        setter(self, "severity", severity)
        setter(self, "entity", entity)
        setter(self, "path", path)
        setter(self, "is_key", is_key)
        setter(self, "offset", offset)
        setter(self, "matched", matched)
        setter(self, "message", message)
        setter(self, "excerpt", excerpt)
        setter(self, "doc_path", doc_path)
        if location is not _KEEP:
            # ``replace(f, location=...)`` hands the old position too: the new one wins
            _where = None if location is None else _pack(location, entity)
        setter(self, "_where", _where)

    @property
    def location(self) -> Location | None:
        """Where the finding sits in a file, when it came from one."""
        where = self._where
        if isinstance(where, int):
            # packed only when the file is the source's own, never None then
            return _unpack(where, self.entity.source.path or "")
        return where

    def placed(self, location: Location | None) -> Finding:
        """This finding at *location* (``rune.record.replace`` works too)."""
        return Finding(
            self.rule,
            self.severity,
            self.entity,
            self.path,
            self.is_key,
            self.offset,
            self.matched,
            self.message,
            self.excerpt,
            self.doc_path,
            location,
        )

    def __repr__(self) -> str:
        return (
            f"Finding(rule={self.rule!r}, severity={self.severity!r}, entity={self.entity!r}, "
            f"path={self.path!r}, is_key={self.is_key!r}, offset={self.offset!r}, "
            f"matched={self.matched!r}, message={self.message!r}, excerpt={self.excerpt!r}, "
            f"doc_path={self.doc_path!r}, location={self.location!r})"
        )

    @property
    def dotted(self) -> str:
        d = dotted(self.path)
        return d + " (key)" if self.is_key else d

    @property
    def fingerprint(self) -> str:
        return fingerprint(
            self.entity.source.server,
            self.entity.kind.value,
            # a nameless entity's invented label counts its position in the
            # listing, which must not be part of a finding's identity
            self.entity.name if self.entity.name is not None else "",
            self.rule,
            self.path,
            self.is_key,
            self.matched,
        )


def fingerprint(
    server: str | None,
    kind: str,
    entity: str,
    rule: str,
    path: JsonPath,
    is_key: bool,
    matched: str,
) -> str:
    """Stable identity of a finding: never the offset, message or excerpt."""
    import hashlib  # here: a clean scan computes no identity

    ident = [server or "", kind, entity, rule, list(path), is_key, matched]
    blob = json.dumps(ident, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode("ascii")).hexdigest()[:32]


class SourceState(enum.StrEnum):
    """What became of one source. A str enum: ``value`` is what reports print."""

    SCANNED = "scanned"
    FAILED = "failed"
    DISABLED = "disabled"
    NOT_OPENED = "not-opened"


class SourceStatus(Record):
    """What became of one source: scanned, failed, disabled or not opened."""

    label: str
    server: str | None
    transport: str | None
    #: a plain string naming a state is converted on construction
    status: SourceState
    detail: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "status", SourceState(self.status))


class ScanResult(Record):
    """Everything a run produced, before reporting. Stages that add to it
    build a new one (``rune.record.replace``)."""

    documents: tuple[Document, ...] = ()
    findings: tuple[Finding, ...] = ()
    suppressed: tuple[Finding, ...] = ()
    sources: tuple[SourceStatus, ...] = ()
    errors: tuple[str, ...] = ()
    stale_baseline: tuple[StaleEntry, ...] = ()
    pin_drift: tuple[DriftEntry, ...] = ()
    pin_unchecked: tuple[str, ...] = ()
    #: surfaces (e.g. prompts) only one side of a pin comparison could see, not compared
    pin_unseen: tuple[UnseenSurface, ...] = ()
    #: label of the config file, on a config run
    config: str | None = None
    #: findings left out of the report by the output caps
    omitted: int = 0
    #: rules turned off for this run (``--disable``), in the order given
    disabled_rules: tuple[str, ...] = ()
    #: listings left unread on purpose (``--skip-listing``)
    not_scanned: tuple[NotScanned, ...] = ()

    @property
    def entities(self) -> list[Entity]:
        return [e for d in self.documents for e in d.entities]


class Match(Record):
    """A hit inside one string. ``start``/``end`` index the original string."""

    start: int
    end: int
    message: str
    #: exact flagged text, when it is not ``text[start:end]`` (a decoded payload
    #: still reports the outer run as its matched text; leave ``None`` then)
    matched: str | None = None
    #: this hit's severity when the rule grades its hits (a directive inside a
    #: hidden container is worse than a bare marker); else the rule's own
    severity: Severity | None = None
    #: what kind of hit this is within its rule ("override", "role-assignment",
    #: "lone-break", ...), so a profile can judge kinds differently: an agent
    #: instruction file may give the agent a role, a tool description may not
    facet: str | None = None
