"""What a scan reads: where a document came from, the document, and its
entities (tools, prompts, resources, the server itself, agent files), each
with its severity scale and kinds.

:mod:`rune.model` re-exports every name here; import from there.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Sequence

from rune.jsonpath import JsonPath, dotted
from rune.jsonvalue import Json
from rune.record import Record, field


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


class Source(Record):
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


class Document(Record):
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
    """Where the entities of one listing stand in a document's source text,
    read again on demand.

    A huge listing is not held as a tree: the manifest reader checks every
    element once, strictly, then keeps only the text and where each element
    starts (*starts*, shared by every holder of the listing). An entity of
    such a listing holds this object and its element's index: ``load``
    decodes the element again (the text already passed the strict reader, so
    a plain decoder returns the same value) and walks *sub* to the
    declaration the entity stands for, and ``path`` is the listing's
    *prefix*, the index, then *sub*, so no entity holds a path or an offset
    of its own.
    """

    __slots__ = ("prefix", "starts", "sub", "text")

    def __init__(
        self, text: str, sub: JsonPath = (), prefix: JsonPath = (), starts: Sequence[int] = ()
    ) -> None:
        self.text = text
        self.sub = sub
        self.prefix = prefix
        self.starts = starts

    def path(self, index: int) -> JsonPath:
        """The document path of the declaration in element *index*."""
        return (*self.prefix, index, *self.sub)

    def load(self, index: int) -> Json:
        at = self.starts[index]
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


class Entity(Record):
    """A tool, prompt, resource, resource template or the server itself.

    ``raw`` is the entity's object: held as given, or (for a streamed
    manifest) decoded again from the source text on each read. ``path`` is
    held as given, or (streamed) derived from the element's index.
    Equality, hashing and ``repr`` are those of the fields kind, name, label,
    source and path.
    """

    __slots__ = ("_raw", "_where", "kind", "label", "name", "source")

    kind: EntityKind
    name: str | None  # the declared name, None when it declares none
    label: str  # the name, or an invented ``<tool #0>`` label
    source: Source
    #: the path, or with ``_raw`` a :class:`RawText` the element's index in it
    _where: JsonPath | int
    _raw: Json | RawText

    def __init__(
        self,
        kind: EntityKind,
        name: str | None,
        label: str,
        source: Source,
        path: JsonPath = (),
        raw: Json | RawText = None,
        *,
        index: int = -1,
        _where: JsonPath | int | None = None,
        _raw: Json | RawText = None,
    ) -> None:
        setter = object.__setattr__
        setter(self, "kind", kind)
        setter(self, "name", name)
        setter(self, "label", label)
        setter(self, "source", source)
        held = raw if _raw is None else _raw
        if _where is None:
            _where = index if isinstance(held, RawText) and index >= 0 else path
        setter(self, "_where", _where)
        setter(self, "_raw", held)

    @property
    def path(self) -> JsonPath:
        """Where the entity object sits in the source document."""
        where, held = self._where, self._raw
        if isinstance(where, int) and isinstance(held, RawText):
            return held.path(where)
        # an index is held only beside a RawText
        return where if isinstance(where, tuple) else ()

    @property
    def raw(self) -> Json:
        held, where = self._raw, self._where
        if isinstance(held, RawText):
            if not isinstance(where, int):
                raise LookupError("a streamed entity without its element's index")
            return held.load(where)
        return held

    @property
    def raw_text(self) -> RawText | None:
        """Where ``raw`` is read again from, for an entity of a streamed manifest."""
        held = self._raw
        return held if isinstance(held, RawText) else None

    @property
    def at(self) -> int:
        """With :attr:`raw_text`: the element's offset in its text; else -1."""
        held, where = self._raw, self._where
        if isinstance(held, RawText) and isinstance(where, int):
            return held.starts[where]
        return -1

    def _fields(self) -> tuple[object, ...]:
        return (self.kind, self.name, self.label, self.source, self.path)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Entity) or other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (
            f"Entity(kind={self.kind!r}, name={self.name!r}, label={self.label!r}, "
            f"source={self.source!r}, path={self.path!r})"
        )

    @property
    def display(self) -> str:
        return f"{self.kind.value} {self.label}"


class TextField(Record):
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
