"""What a scan reads: where a document came from, the document, and its
entities (tools, prompts, resources, the server itself, agent files), each
with its severity scale and kinds.

:mod:`rune.model` re-exports every name here; import from there.
"""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass, field

from rune.jsonpath import JsonPath, dotted
from rune.jsonvalue import Json


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
