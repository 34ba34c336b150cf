"""Pin files: digests of the metadata a reviewer read, to fail when it changes.

A pin (schema: ``rune/schemas/pin.schema.json``) holds, per server, the
surfaces the pinning scan could see and, per entity, a SHA-256 of every leaf
value of the entity's JSON filed under its RFC 6901 pointer. Every string the
scan reads is a leaf, and so is every value a client acts on (annotation hints,
a schema's ``required``, ``enum``, types, bounds), so flipping
``destructiveHint`` is drift. The pin never holds the text itself.

Entities are keyed by kind and name, never by position, so reordering a
listing is not drift. Nameless entities and entities sharing a name are told
apart by the order of their digests, which is also position-free.

Comparison covers only what both sides could see: a server the run did not
scan is *unchecked*, and a surface one side could not show (a piped
``tools/list`` reply has no prompts and no handshake) is *unseen*; neither is
ever reported as removed.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rune.errors import InputError, UsageError
from rune.gates.baseline import refuse_partial, validate, write_json_atomic
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import Document, Entity, EntityKind, ScanResult
from rune.model import pointer as make_pointer
from rune.sources.manifest import decode_text, load_manifest, parse_json, read_bytes
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
_KIND_RANK = {
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
    values: dict[str, Any] | None = field(default=None, repr=False)
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

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "name": self.name, "digests": self.digests}
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

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "capture": self.capture,
            "surfaces": sorted(self.surfaces),
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


def leaves(raw: Any) -> dict[str, tuple[Any, str]]:
    """Every leaf of *raw* (scalars, empty containers) as pointer -> (value, digest).

    The digest covers the value and which steps of its path are list indexes,
    so ``{"0": x}`` turning into ``[x]`` is a change even though the pointer is
    the same. Iterative, so depth costs no recursion.
    """
    out: dict[str, tuple[Any, str]] = {}
    stack: list[tuple[tuple[str | int, ...], Any]] = [((), raw)]
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
        list[tuple[str, dict[str, Any], dict[str, str], tuple[str, ...] | None]],
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
    out.sort(key=lambda e: (_KIND_RANK.get(e.kind, 9), e.name or "", e.occurrence))
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


def load_pin(path: str, limits: Limits = DEFAULT_LIMITS) -> Pin:
    """Read and validate a pin file. Any problem is an InputError."""
    text = decode_text(read_bytes(path, limits, "pin"), path, "pin")
    data = parse_json(text, path, "pin", limits)
    validate(data, "pin.schema.json", "pin", path)
    servers: list[PinnedServer] = []
    seen: set[str | None] = set()
    for s in data["servers"]:
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
    doc = {
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


# --- compare ------------------------------------------------------------------


@dataclass
class _Side:
    """One server's comparison: pinned against current, and where to report it."""

    pinned: PinnedServer
    current: PinnedServer
    server: str | None
    label: str


def check_pin(result: ScanResult, pin: Pin, pool: dict[str, Any] | None = None) -> list[str]:
    """Compare *result* with *pin*: fills ``pin_drift``, ``pin_unchecked`` and
    ``pin_unseen``; returns the escaped diff lines when *pool* (pinned values by
    digest) is given."""
    current = snapshot(result.documents)
    sides, unchecked, unpinned = _pair_servers(result, pin, current)
    result.pin_unchecked = unchecked
    diff: list[str] = []
    for name in unpinned:
        cur = current[name]
        result.pin_drift.append(
            {
                "source": cur.label,
                "server": name,
                "kind": None,
                "entity": None,
                "change": "unpinned-server",
                "entities": len(cur.entities),
            }
        )
    for side in sides:
        _compare(side, result, pool, diff)
    return diff


def _pair_servers(
    result: ScanResult, pin: Pin, current: dict[str | None, PinnedServer]
) -> tuple[list[_Side], list[str], list[str]]:
    named = sorted(s for s in current if s is not None)
    attempted = set(named) | {
        s.server
        for s in result.sources
        if s.server is not None and s.status in ("scanned", "failed")
    }
    if pin.nameless:
        pinned = pin.servers[0]
        if not attempted:
            cur = current.get(None)
            return ([_Side(pinned, cur, None, cur.label)] if cur else []), [], []
        if len(attempted) > 1:
            raise UsageError(
                f"pin {pin.path} names no server, so it cannot judge a run over "
                f"{len(attempted)} servers; pick the one it was written for with --server NAME, "
                "or re-write it from this config with --write-pin"
            )
        (only,) = attempted
        if only not in current:
            return [], [only], []
        return [_Side(pinned, current[only], only, current[only].label)], [], []
    by_name = {s.server: s for s in pin.servers}
    if None in current:
        if len(pin.servers) == 1 and not named:
            pinned = pin.servers[0]
            return [_Side(pinned, current[None], pinned.server, current[None].label)], [], []
        names = ", ".join(escape(str(n)) for n in sorted(by_name, key=str))
        raise UsageError(
            f"pin {pin.path} covers {len(by_name)} config servers ({names}); check it with "
            "--config, narrowed with --server NAME if need be"
        )
    sides = [_Side(by_name[n], current[n], n, current[n].label) for n in named if n in by_name]
    unchecked = sorted(str(n) for n in by_name if n not in current)
    return sides, unchecked, [n for n in named if n not in by_name]


def _compare(side: _Side, result: ScanResult, pool: dict[str, Any] | None, diff: list[str]) -> None:
    pinned, cur = side.pinned, side.current
    if pinned.capture == cur.capture:
        # the same kind of capture sees the same things: a file that gains a
        # prompts listing, or loses one, has changed
        both = pinned.surfaces | cur.surfaces
    else:
        both = pinned.surfaces & cur.surfaces
    for missing, absent_from in ((pinned.surfaces - both, "scan"), (cur.surfaces - both, "pin")):
        if missing:
            result.pin_unseen.append(
                {
                    "source": side.label,
                    "server": side.server,
                    "surfaces": sorted(missing),
                    "missingFrom": absent_from,
                }
            )
    old = [e for e in pinned.entities if SURFACE_OF_KIND.get(e.kind) in both]
    new = [e for e in cur.entities if SURFACE_OF_KIND.get(e.kind) in both]
    old, new = _drop_identical(old, new)
    pairs: list[tuple[PinnedEntity, PinnedEntity]] = []
    shared = {(e.kind, e.name) for e in old} & {(e.kind, e.name) for e in new}
    for name_key in sorted(shared, key=lambda k: (k[0], k[1] is None, k[1] or "")):
        o = [e for e in old if (e.kind, e.name) == name_key]
        n = [e for e in new if (e.kind, e.name) == name_key]
        pairs += _greedy_pairs(o, n, 0.0)
    matched = {id(e) for p in pairs for e in p}
    old = [e for e in old if id(e) not in matched]
    new = [e for e in new if id(e) not in matched]
    renames: list[tuple[PinnedEntity, PinnedEntity]] = []
    for kind in sorted({e.kind for e in old} & {e.kind for e in new}):
        o = [e for e in old if e.kind == kind]
        n = [e for e in new if e.kind == kind]
        if len(o) * len(n) <= MAX_RENAME_PAIRS:
            renames += _greedy_pairs(o, n, RENAME_THRESHOLD)
    matched = {id(e) for p in renames for e in p}
    entries: list[tuple[dict[str, Any], tuple[PinnedEntity, PinnedEntity] | None]] = []
    for a, b in pairs:
        entries.append((_entry(side, b, "changed", a), (a, b)))
    for a, b in renames:
        entries.append((_entry(side, b, "renamed", a), (a, b)))
    entries += [(_entry(side, e, "removed"), None) for e in old if id(e) not in matched]
    entries += [(_entry(side, e, "added"), None) for e in new if id(e) not in matched]
    entries.sort(
        key=lambda x: (_KIND_RANK.get(x[0]["kind"], 9), x[0]["entity"] or "", x[0]["change"])
    )
    for entry, pair in entries:
        result.pin_drift.append(entry)
        if pool is not None and pair is not None:
            diff += _diff_lines(entry, pair[0], pair[1], pool)


def _drop_identical(
    old: list[PinnedEntity], new: list[PinnedEntity]
) -> tuple[list[PinnedEntity], list[PinnedEntity]]:
    """Remove entities present unchanged on both sides, whatever their occurrence."""

    def sig(e: PinnedEntity) -> tuple[str, str | None, tuple[tuple[str, str], ...]]:
        return (e.kind, e.name, tuple(sorted(e.digests.items())))

    pool: dict[Any, int] = {}
    for e in old:
        pool[sig(e)] = pool.get(sig(e), 0) + 1
    kept_new: list[PinnedEntity] = []
    for e in new:
        s = sig(e)
        if pool.get(s, 0) > 0:
            pool[s] -= 1
        else:
            kept_new.append(e)
    kept_old: list[PinnedEntity] = []
    for e in old:
        s = sig(e)
        if pool.get(s, 0) > 0:
            pool[s] -= 1
            kept_old.append(e)
    return kept_old, kept_new


def similarity(a: dict[str, str], b: dict[str, str]) -> float:
    """Share of leaves (the name aside) that hold the same value on both sides."""
    pa, pb = set(a) - {"/name"}, set(b) - {"/name"}
    union = pa | pb
    if not union:
        return 0.0
    return sum(1 for p in pa & pb if a[p] == b[p]) / len(union)


def _greedy_pairs(
    old: list[PinnedEntity], new: list[PinnedEntity], threshold: float
) -> list[tuple[PinnedEntity, PinnedEntity]]:
    scored = [
        (similarity(o.digests, n.digests), i, j)
        for i, o in enumerate(old)
        for j, n in enumerate(new)
    ]
    scored = [s for s in scored if s[0] >= threshold and (threshold == 0.0 or s[0] > 0.0)]
    scored.sort(key=lambda s: (-s[0], s[1], s[2]))
    used_o: set[int] = set()
    used_n: set[int] = set()
    out = []
    for _, i, j in scored:
        if i not in used_o and j not in used_n:
            used_o.add(i)
            used_n.add(j)
            out.append((old[i], new[j]))
    return out


def _entry(
    side: _Side, ent: PinnedEntity, change: str, before: PinnedEntity | None = None
) -> dict[str, Any]:
    out: dict[str, Any] = {
        "source": side.label,
        "server": side.server,
        "kind": ent.kind,
        "entity": ent.name,
        "change": change,
    }
    if ent.occurrence:
        out["occurrence"] = ent.occurrence
    if before is not None:
        if change == "renamed":
            out["previous"] = before.name
        a, b = before.digests, ent.digests
        out["changed"] = sorted(p for p in a.keys() & b.keys() if a[p] != b[p])
        out["added"] = sorted(b.keys() - a.keys())
        out["removed"] = sorted(a.keys() - b.keys())
        if before.capabilities is not None and ent.capabilities is not None:
            gained = [c for c in ent.capabilities if c not in before.capabilities]
            lost = [c for c in before.capabilities if c not in ent.capabilities]
            if gained or lost:
                out["capabilities"] = {"gained": gained, "lost": lost}
    return out


# --- notices ------------------------------------------------------------------


def _display(entry: dict[str, Any]) -> str:
    prefix = f"{escape(entry['server'])}: " if entry.get("server") else ""
    if entry["kind"] is None:
        return prefix.rstrip(": ") or "server"
    ent = PinnedEntity(entry["kind"], entry["entity"], entry.get("occurrence", 0), {})
    return prefix + ent.display


def _paths(ptrs: list[str]) -> str:
    from rune.gates.baseline import pointer_display

    shown = [escape(pointer_display(p)) for p in ptrs[:SHOWN_PATHS]]
    more = len(ptrs) - len(shown)
    return ", ".join(shown) + (f" (+{more} more)" if more > 0 else "")


def describe(entry: dict[str, Any]) -> str:
    """One notice line for one drift entry."""
    change = str(entry["change"])
    if change == "unpinned-server":
        return f"  {_display(entry)}  not in the pin ({entry['entities']} entity(s) never reviewed)"
    head = f"  {_display(entry)}  "
    if change in ("added", "removed"):
        return head + change
    lists = {k: list(entry[k]) for k in ("changed", "added", "removed")}
    body = ""
    if change == "renamed":
        was = entry["previous"]
        body = f"renamed from {escape(was) if was is not None else 'a nameless entity'}"
        lists["changed"] = [p for p in lists["changed"] if p != "/name"]
    parts = [f"{k}: {_paths(v)}" for k, v in lists.items() if v]
    caps = entry.get("capabilities")
    if isinstance(caps, dict):
        parts += [
            f"now {w} {', '.join(caps[k])}"
            for k, w in (("gained", "gains"), ("lost", "loses"))
            if caps[k]
        ]
    if body and parts:
        body += " and "
    return head + body + "; ".join(parts)


def drift_notice(result: ScanResult) -> list[str]:
    drift = result.pin_drift
    if not drift:
        return []
    return [
        f"rune: {len(drift)} entity(s) differ from the pin:",
        *(describe(e) for e in drift),
        "rune: read what changed before trusting it; --write-pin records the metadata as it is now",
    ]


def unchecked_notice(result: ScanResult) -> list[str]:
    names = result.pin_unchecked
    if not names:
        return []
    return [
        f"rune: {len(names)} server(s) in the pin were not scanned by this run, so not checked:",
        *(f"  {escape(n)}" for n in names),
        "rune: scan them to check them, or re-write the pin with --write-pin to drop them",
    ]


def unseen_notice(result: ScanResult) -> list[str]:
    if not result.pin_unseen:
        return []
    lines = ["rune: left out of the pin comparison, since only one side could see them:"]
    for u in result.pin_unseen:
        prefix = f"{escape(u['server'])}: " if u.get("server") else ""
        why = "this scan cannot show them" if u["missingFrom"] == "scan" else "not in the pin"
        lines.append(f"  {prefix}{', '.join(u['surfaces'])} ({why})")
    lines.append("rune: to compare everything, check a pin with the kind of scan it came from")
    return lines


# --- --show-diff ----------------------------------------------------------------


def pool_from(path: str, limits: Limits = DEFAULT_LIMITS) -> dict[str, Any]:
    """Pinned values at hand: every leaf of a manifest (or of each ``*.json`` in a
    directory of captured listings), by digest. Keyed by digest, a value can
    only stand in for the pinned one if it is exactly what was pinned."""
    if os.path.isdir(path):
        files = sorted(os.path.join(path, f) for f in os.listdir(path) if f.endswith(".json"))
        if not files:
            raise InputError(f"pin source {path}: no .json files in the directory")
    else:
        files = [path]
    pool: dict[str, Any] = {}
    for f in files:
        doc = load_manifest(f, limits)
        for ent in doc.entities:
            for value, digest in leaves(ent.raw).values():
                pool.setdefault(digest, value)
    return pool


def _as_lines(value: Any) -> list[str]:
    if isinstance(value, str):
        return value.splitlines() or [""]
    return [json.dumps(value, ensure_ascii=True, sort_keys=True)]


def _diff_lines(
    entry: dict[str, Any], old: PinnedEntity, new: PinnedEntity, pool: dict[str, Any]
) -> list[str]:
    from rune.gates.baseline import pointer_display

    out: list[str] = []
    values = new.values or {}
    for ptr in [*entry["changed"], *entry["added"], *entry["removed"]]:
        where = f"{_display(entry)}  {escape(pointer_display(ptr))}"
        before: list[str] = []
        if ptr in old.digests:
            if old.digests[ptr] not in pool:
                out.append(f"rune: the pinned value of {where} is not in --pin-source; no diff")
                continue
            before = _as_lines(pool[old.digests[ptr]])
        after = _as_lines(values[ptr]) if ptr in values else []
        for line in difflib.unified_diff(
            before, after, f"pinned   {where}", f"current  {where}", lineterm="", n=2
        ):
            out.append(escape(line))
    return out


# --- the gate -------------------------------------------------------------------


@dataclass(frozen=True)
class PinOptions:
    """What a run does with a pin: check against one, or write one."""

    #: the pin to check against (``--pin``)
    path: str | None = None
    #: where to record this run's digests (``--write-pin``)
    write: str | None = None
    #: show a diff of changed text (``--show-diff``)
    show_diff: bool = False
    #: a manifest (or folder of them) holding the pinned text (``--pin-source``)
    source: str | None = None

    @property
    def active(self) -> bool:
        return bool(self.path or self.write)


def gate(result: ScanResult, options: PinOptions, limits: Limits) -> list[str]:
    """Write or check the pin; returns the lines for stderr."""
    if options.write:
        return [write_pin(options.write, result)]
    if not options.path:
        return []
    pin = load_pin(options.path, limits)
    pool = None
    hint: list[str] = []
    if options.show_diff:
        if options.source:
            pool = pool_from(options.source, limits)
        else:
            hint = ["rune: --show-diff needs the pinned metadata: pass it with --pin-source"]
    diff = check_pin(result, pin, pool)
    out = drift_notice(result)
    if result.pin_drift:
        out += diff + hint
    return out + unchecked_notice(result) + unseen_notice(result)


def pinned_servers(
    pin_path: str, selected: Sequence[str], limits: Limits = DEFAULT_LIMITS
) -> frozenset[str]:
    """The config servers a pin file covers (a pin naming no server covers the
    one server a narrowed run selects)."""
    pin = load_pin(pin_path, limits)
    names = {s.server for s in pin.servers if s.server is not None}
    if not names and len(selected) == 1:
        return frozenset(selected)
    return frozenset(names)
