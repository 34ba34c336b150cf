"""A pin file and its digests: what each server showed, one SHA-256 per leaf
of each entity, keyed by kind and name (see :mod:`rune.gates.pin`)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import NotRequired, TypedDict, cast

from rune.errors import InputError, UsageError
from rune.files import decode_text, parse_json, read_bytes, validate
from rune.gates.baseline import refuse_partial, write_json_atomic
from rune.jsonvalue import Json, JsonObject
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import Document, Entity, EntityKind, ScanResult
from rune.model import pointer as make_pointer
from rune.text.escape import escape

PIN_VERSION = 1
SURFACE_OF_KIND: dict[str, str] = {
    EntityKind.SERVER.value: "server",
    EntityKind.TOOL.value: "tools",
    EntityKind.PROMPT.value: "prompts",
    EntityKind.RESOURCE.value: "resources",
    EntityKind.RESOURCE_TEMPLATE.value: "resourceTemplates",
    EntityKind.SKILL.value: "skills",
    EntityKind.INSTRUCTIONS.value: "instructionFiles",
}
#: what a live MCP server can show
MCP_SURFACES = ("server", "tools", "prompts", "resources", "resourceTemplates")
KIND_RANK = {
    k: i
    for i, k in enumerate(
        ("server", "tool", "prompt", "resource", "resource-template", "skill", "instructions")
    )
}
LIVE_KINDS = frozenset({"stdio", "http", "sse"})
#: a removed and an added entity at least this alike read as one renamed entity
RENAME_THRESHOLD = 0.5
#: above this many removed x added pairs, rename matching is skipped
MAX_RENAME_PAIRS = 1_000_000
#: paths named per change kind in the notice before the rest are counted
SHOWN_PATHS = 6

EntityKey = tuple[str, str, int]  # kind, name ("" when nameless), occurrence


@dataclass(frozen=True, eq=False)
class PinnedEntity:
    """One entity's digests; ``values`` holds the live leaves (never written)."""

    kind: str
    name: str | None
    occurrence: int
    digests: dict[str, str]
    values: dict[str, Json] | None = field(default=None, repr=False)
    #: tools only: what toxic-flow sorted the tool into when it was pinned
    #: (``None`` in a pin written before rune recorded it)
    capabilities: tuple[str, ...] | None = None

    @property
    def key(self) -> EntityKey:
        if self.kind == "server":  # one per server: its name is just another leaf
            return ("server", "", self.occurrence)
        return (self.kind, self.name or "", self.occurrence)

    @property
    def display(self) -> str:
        if self.kind == "server":
            return "server"
        if self.name is None:
            return f"{self.kind} <nameless #{self.occurrence}>"
        suffix = f" (#{self.occurrence + 1})" if self.occurrence else ""
        return f"{self.kind} {escape(self.name)}{suffix}"

    def as_json(self) -> JsonObject:
        out: JsonObject = {"kind": self.kind, "name": self.name, "digests": dict(self.digests)}
        if self.occurrence:
            out["occurrence"] = self.occurrence
        if self.capabilities is not None:
            out["capabilities"] = list(self.capabilities)
        return out


@dataclass(frozen=True, eq=False)
class PinnedServer:
    """What one server showed: its surfaces and its entities."""

    server: str | None
    surfaces: frozenset[str]
    entities: tuple[PinnedEntity, ...]
    label: str = ""
    #: "file" (a manifest), "reply" (a captured JSON-RPC list reply) or
    #: "live" (a server rune opened): captures of one kind see the same surfaces
    capture: str = "file"

    def as_json(self) -> JsonObject:
        out: JsonObject = {
            "capture": self.capture,
            "surfaces": list(sorted(self.surfaces)),
            "entities": [e.as_json() for e in self.entities],
        }
        if self.server is not None:
            out["server"] = self.server
        return out


@dataclass(frozen=True, eq=False)
class Pin:
    path: str
    servers: tuple[PinnedServer, ...]

    @property
    def nameless(self) -> bool:
        return all(s.server is None for s in self.servers)


# --- digests ------------------------------------------------------------------


def leaves(raw: Json) -> dict[str, tuple[Json, str]]:
    """Every leaf of *raw* (scalars, empty containers) as pointer -> (value, digest).

    The digest covers the value and which steps of its path are list indexes,
    so ``{"0": x}`` turning into ``[x]`` is a change even though the pointer is
    the same. Iterative, so depth costs no recursion.
    """
    out: dict[str, tuple[Json, str]] = {}
    stack: list[tuple[tuple[str | int, ...], Json]] = [((), raw)]
    while stack:
        path, v = stack.pop()
        if isinstance(v, dict) and v:
            # ``_meta`` is protocol bookkeeping, not model-facing metadata, and
            # may change on every request (trace ids, cache hints)
            stack.extend(((*path, k), c) for k, c in v.items() if k != "_meta")
        elif isinstance(v, list) and v:
            stack.extend(((*path, i), c) for i, c in enumerate(v))
        else:
            shape = "".join("i" if isinstance(p, int) else "k" for p in path)
            blob = json.dumps([shape, v], ensure_ascii=True, sort_keys=True, separators=(",", ":"))
            out[make_pointer(path)] = (v, hashlib.sha256(blob.encode("ascii")).hexdigest())
    return out


def _pinned_entities(entities: Iterable[Entity]) -> tuple[PinnedEntity, ...]:
    groups: dict[
        tuple[str, str | None],
        list[tuple[str, dict[str, Json], dict[str, str], tuple[str, ...] | None]],
    ] = {}
    for ent in entities:
        lv = leaves(ent.raw)
        digests = {p: d for p, (_, d) in lv.items()}
        values = {p: v for p, (v, _) in lv.items()}
        name = None if ent.kind is EntityKind.SERVER else ent.name
        overall = hashlib.sha256(json.dumps(sorted(digests.items())).encode()).hexdigest()
        caps = _capabilities(ent)
        groups.setdefault((ent.kind.value, name), []).append((overall, values, digests, caps))
    out: list[PinnedEntity] = []
    for (kind, name), members in groups.items():
        members.sort(key=lambda m: m[0])  # position-free order among namesakes
        for occ, (_, values, digests, caps) in enumerate(members):
            out.append(PinnedEntity(kind, name, occ, digests, values, caps))
    out.sort(key=lambda e: (KIND_RANK.get(e.kind, 9), e.name or "", e.occurrence))
    return tuple(out)


def _capabilities(ent: Entity) -> tuple[str, ...] | None:
    """A tool's capabilities as toxic-flow sorts them, in a fixed order."""
    if ent.kind is not EntityKind.TOOL or not isinstance(ent.raw, dict):
        return None
    from rune.rules._capabilities import Capability, profile

    kinds = profile(ent.raw).kinds
    return tuple(c.value for c in Capability if c in kinds)


def snapshot(documents: Sequence[Document]) -> dict[str | None, PinnedServer]:
    """What this run showed, grouped by the config's server name."""
    groups: dict[str | None, tuple[list[Entity], set[str], str]] = {}
    live: set[str | None] = set()
    replies: dict[str | None, bool] = {}
    for doc in documents:
        server = doc.source.server
        ents, surfaces, _ = groups.setdefault(server, ([], set(), doc.source.label))
        ents.extend(doc.entities)
        surfaces |= _surfaces(doc)
        if doc.source.kind in LIVE_KINDS:
            live.add(server)
        replies[server] = replies.get(server, True) and doc.envelope
    return {
        server: PinnedServer(
            server,
            frozenset(surf),
            _pinned_entities(ents),
            label,
            "live" if server in live else "reply" if replies.get(server) else "file",
        )
        for server, (ents, surf, label) in sorted(groups.items(), key=lambda g: g[0] or "")
    }


def _surfaces(doc: Document) -> set[str]:
    """What *doc* could show. A live listing could show everything: a listing the
    server does not advertise is an empty one, not one rune could not see, so a
    capability appearing later is drift."""
    if doc.source.kind in LIVE_KINDS:
        return set(MCP_SURFACES)
    return set(doc.surfaces) or {SURFACE_OF_KIND[e.kind.value] for e in doc.entities}


# --- load and write -----------------------------------------------------------


class _EntityJson(TypedDict):
    """One entity of a pin file, as ``pin.schema.json`` requires it."""

    kind: str
    name: str | None
    occurrence: NotRequired[int]
    digests: dict[str, str]
    capabilities: NotRequired[list[str]]


class _ServerJson(TypedDict):
    """One server of a pin file, as ``pin.schema.json`` requires it."""

    server: NotRequired[str]
    surfaces: list[str]
    entities: list[_EntityJson]
    capture: NotRequired[str]


class _PinJson(TypedDict):
    """A pin file, as ``pin.schema.json`` requires it."""

    version: int
    algorithm: str
    servers: list[_ServerJson]


def load_pin(path: str, limits: Limits = DEFAULT_LIMITS) -> Pin:
    """Read and validate a pin file. Any problem is an InputError."""
    text = decode_text(read_bytes(path, limits, "pin"), path, "pin")
    data = parse_json(text, path, "pin", limits)
    validate(data, "pin.schema.json", "pin", path)
    checked = cast("_PinJson", data)  # the schema check above guarantees this shape
    servers: list[PinnedServer] = []
    seen: set[str | None] = set()
    for s in checked["servers"]:
        name = s.get("server")
        if name in seen:
            which = f"server {escape(name)!r}" if name is not None else "the unnamed server"
            raise InputError(f"pin {path}: {which} appears twice")
        seen.add(name)
        ents = tuple(
            PinnedEntity(
                e["kind"],
                e["name"],
                e.get("occurrence", 0),
                dict(e["digests"]),
                capabilities=tuple(e["capabilities"]) if "capabilities" in e else None,
            )
            for e in s["entities"]
        )
        keys = [e.key for e in ents]
        if len(set(keys)) != len(keys):
            raise InputError(f"pin {path}: an entity appears twice under one server")
        servers.append(
            PinnedServer(name, frozenset(s["surfaces"]), ents, capture=s.get("capture", "file"))
        )
    if None in seen and len(seen) > 1:
        raise InputError(f"pin {path}: mixes an unnamed server with named ones")
    return Pin(path, tuple(servers))


def write_pin(path: str, result: ScanResult) -> str:
    """Write the pin of every server *result* scanned; returns the confirmation line."""
    refuse_partial(result, "pin")
    current = snapshot(result.documents)
    if not current:
        raise UsageError("not writing the pin: this run scanned nothing")
    doc: JsonObject = {
        "version": PIN_VERSION,
        "algorithm": "sha256",
        "servers": [s.as_json() for s in current.values()],
    }
    write_json_atomic(path, doc, "pin")  # its shape is checked by the tests, not per run
    n = sum(len(s.entities) for s in current.values())
    files = sum(1 for d in result.documents if d.source.kind == "manifest")
    what = f"{files} manifest(s)" if files else f"{len(current)} server(s)"
    line = f"rune: pinned {n} entity(s) of {what} to {escape(path)}"
    for status, what in (("disabled", "disabled"), ("not-opened", "not opened")):
        names = [escape(s.server or s.label) for s in result.sources if s.status == status]
        if names:
            line += f"; left out {what} server(s): {', '.join(names)}"
    return line
