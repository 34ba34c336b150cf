"""The data model shared by every stage of the pipeline.

source -> Document -> Entity -> TextField -> rules -> Finding -> report

All types are frozen dataclasses. JSON paths and their printed forms are in
:mod:`rune.jsonpath`, the entries a gate records in :mod:`rune.gate_entries`
and a client config's server entry in :mod:`rune.server_entry`; this module
re-exports them, so ``rune.model`` stays the one place to import a type from.
"""

from __future__ import annotations

import enum
import hashlib
import json
from dataclasses import dataclass, field

from rune.gate_entries import BaselineEntry, DriftEntry, NotScanned, StaleEntry, UnseenSurface
from rune.jsonpath import JsonPath, dotted, pointer
from rune.jsonvalue import Json
from rune.server_entry import FieldMap, Position, ServerEntry, Transport

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


class Severity(enum.IntEnum):
    """How bad a finding is. Ordered, so ``>=`` compares against ``--fail-on``."""

    LOW = 1
    MEDIUM = 2
    HIGH = 3

    @property
    def label(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, text: str) -> Severity:
        try:
            return cls[text.upper()]
        except KeyError:
            raise ValueError(f"unknown severity {text!r} (low, medium, high)") from None


class EntityKind(enum.Enum):
    """What an entity is. ``value`` is what reports print; ``plural`` the JSON key."""

    SERVER = "server"
    TOOL = "tool"
    PROMPT = "prompt"
    RESOURCE = "resource"
    RESOURCE_TEMPLATE = "resource-template"
    #: an Agent Skill (``SKILL.md``): front matter, body and bundled file names
    SKILL = "skill"
    #: a repository instruction file an agent loads (``AGENTS.md``, ``.cursorrules``, ...)
    INSTRUCTIONS = "instructions"

    @property
    def plural(self) -> str:
        return _PLURALS[self]


_PLURALS = {
    EntityKind.SERVER: "servers",
    EntityKind.TOOL: "tools",
    EntityKind.PROMPT: "prompts",
    EntityKind.RESOURCE: "resources",
    EntityKind.RESOURCE_TEMPLATE: "resourceTemplates",
    EntityKind.SKILL: "skills",
    EntityKind.INSTRUCTIONS: "instructionFiles",
}

#: Listing keys of a manifest, in report order, with the kind each holds.
LISTING_KEYS: tuple[tuple[str, EntityKind], ...] = (
    ("tools", EntityKind.TOOL),
    ("prompts", EntityKind.PROMPT),
    ("resources", EntityKind.RESOURCE),
    ("resourceTemplates", EntityKind.RESOURCE_TEMPLATE),
)


class SourceKind(enum.StrEnum):
    """What a source is. A str enum: ``value`` is what reports and pins print."""

    MANIFEST = "manifest"
    STDIN = "stdin"
    STDIO = "stdio"
    HTTP = "http"
    SSE = "sse"
    #: an Agent Skill folder or its ``SKILL.md``
    SKILL = "skill"
    #: an agent instruction file
    INSTRUCTIONS = "instructions"
    #: a config entry whose transport could not be read
    UNREADABLE = "unreadable"


@dataclass(frozen=True)
class Source:
    """Where a document came from.

    ``label`` is what reports print (a file path, ``<stdin>``, a URL with
    userinfo and query stripped, or a config's server name). ``server`` is the
    config's name for the server, part of a finding's identity on config runs;
    ``None`` for a single-server run. ``path`` is the file that positions
    (line and column) resolve against, when there is one.
    """

    label: str
    kind: SourceKind
    server: str | None = None
    path: str | None = None
    transport: str | None = None
    #: (line, column) in ``path`` that declares this source (a config entry);
    #: findings with no position of their own anchor there in SARIF
    anchor: tuple[int, int] | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Document:
    """One scanned document: a manifest, a captured reply, or a live listing.

    ``data`` is the normalised manifest object (``serverInfo``, ``instructions``,
    and the listing keys), ``text`` the source text when it came from a file
    (for line and column), and ``prefix`` the JSON path inside ``text`` at which
    each listing was found (``("result",)`` for a JSON-RPC reply).
    """

    source: Source
    entities: tuple[Entity, ...]
    text: str | None = None
    #: what this document could show at all (e.g. a piped tools/list reply
    #: shows no prompts and no handshake); pin comparison uses it.
    surfaces: frozenset[str] = frozenset()
    #: True when the document was a JSON-RPC reply (a captured list response),
    #: which by its nature shows one listing and no handshake
    envelope: bool = False
    #: for a document that is not JSON (an agent file): where in ``text`` each
    #: string starts, by its document path, when it stands there verbatim
    #: (offset, verbatim): a string that is not verbatim (folded YAML) points at its key
    offsets: dict[JsonPath, tuple[int, bool]] | None = field(default=None, compare=False)


class RawText:
    """Where an entity's object stands in a document's source text, read again
    on demand.

    A huge listing is not held as a tree: the manifest reader checks every
    element once, strictly, then keeps only the text and where each element
    starts. ``load`` decodes the element again (the text already passed the
    strict reader, so a plain decoder returns the same value) and walks *sub*
    to the declaration the entity stands for.
    """

    __slots__ = ("sub", "text")

    def __init__(self, text: str, sub: JsonPath = ()) -> None:
        self.text = text
        self.sub = sub

    def load(self, at: int) -> Json:
        value: Json
        value, _ = _PLAIN.raw_decode(self.text, at)
        for key in self.sub:
            # the path was taken from this very element when it was read
            if isinstance(value, dict) and isinstance(key, str):
                value = value[key]
                continue
            if isinstance(value, list) and isinstance(key, int):
                value = value[key]
                continue
            raise LookupError(f"no {key!r} in the element at offset {at}")
        return value


_PLAIN = json.JSONDecoder()


@dataclass(frozen=True, init=False, slots=True)
class Entity:
    """A tool, prompt, resource, resource template or the server itself.

    ``raw`` is the entity's object: held as given, or (for a streamed
    manifest) decoded again from the source text on each read.
    """

    kind: EntityKind
    name: str | None  # the declared name, None when it declares none
    label: str  # the name, or an invented ``<tool #0>`` label
    source: Source
    path: JsonPath  # where the entity object sits in the source document
    _raw: Json | RawText = field(default=None, compare=False, repr=False)
    #: with ``_raw`` a :class:`RawText`: the element's offset in its text
    at: int = field(default=-1, compare=False, repr=False)

    def __init__(
        self,
        kind: EntityKind,
        name: str | None,
        label: str,
        source: Source,
        path: JsonPath,
        raw: Json | RawText = None,
        *,
        _raw: Json | RawText = None,
        at: int = -1,
    ) -> None:
        setter = object.__setattr__
        setter(self, "kind", kind)
        setter(self, "name", name)
        setter(self, "label", label)
        setter(self, "source", source)
        setter(self, "path", path)
        setter(self, "_raw", raw if _raw is None else _raw)
        setter(self, "at", at)

    @property
    def raw(self) -> Json:
        held = self._raw
        if isinstance(held, RawText):
            return held.load(self.at)
        return held

    @property
    def raw_text(self) -> RawText | None:
        """Where ``raw`` is read again from, for an entity of a streamed manifest."""
        held = self._raw
        return held if isinstance(held, RawText) else None

    @property
    def display(self) -> str:
        return f"{self.kind.value} {self.label}"


@dataclass(frozen=True)
class TextField:
    """One model-facing string of an entity.

    ``path`` is relative to the entity. ``is_key`` marks a property *name*
    (an object key), whose path is that of the object it names.
    """

    entity: Entity
    path: JsonPath
    text: str
    is_key: bool = False

    @property
    def dotted(self) -> str:
        d = dotted(self.path)
        return d + " (key)" if self.is_key else d

    @property
    def doc_path(self) -> JsonPath:
        return self.entity.path + self.path


@dataclass(frozen=True, slots=True)
class Location:
    """Where a finding sits in a file, resolved late for reporters that need it."""

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


@dataclass(frozen=True, init=False, slots=True)
class Finding:
    """One rule result on one string of one entity."""

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
    doc_path: JsonPath | None = None
    #: the position (see :attr:`location`): packed, or a :class:`Location`
    _where: Location | int | None = field(default=None, repr=False)

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
        """This finding at *location* (``dataclasses.replace`` works too)."""
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
    ident = [server or "", kind, entity, rule, list(path), is_key, matched]
    blob = json.dumps(ident, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode("ascii")).hexdigest()[:32]


class SourceState(enum.StrEnum):
    """What became of one source. A str enum: ``value`` is what reports print."""

    SCANNED = "scanned"
    FAILED = "failed"
    DISABLED = "disabled"
    NOT_OPENED = "not-opened"


@dataclass(frozen=True)
class SourceStatus:
    """What became of one source: scanned, failed, disabled or not opened."""

    label: str
    server: str | None
    transport: str | None
    #: a plain string naming a state is converted on construction
    status: SourceState
    detail: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "status", SourceState(self.status))


@dataclass(frozen=True)
class ScanResult:
    """Everything a run produced, before reporting. Stages that add to it
    build a new one (``dataclasses.replace``)."""

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


@dataclass(frozen=True)
class Match:
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
