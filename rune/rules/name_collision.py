"""name-collision: two tools, or two prompts, answering to one name."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Sequence

from rune.model import Entity, EntityKind, Severity, Source
from rune.rules.base import Match, ScanHit, ScanRule

_ROUTED = (EntityKind.TOOL, EntityKind.PROMPT)
#: a tool's name, or (kind, name) for any other kind: a string never equals a tuple
_GroupKey = str | tuple[EntityKind, str]


def _members(group: Entity | list[Entity]) -> list[Entity]:
    return group if isinstance(group, list) else [group]


#: clients that keep two servers' tools apart by prefixing the server's name
NAMESPACING = "Claude Code, Cursor, VS Code and Gemini CLI prefix each tool with its server's name"
#: clients that may route a bare name to either server
NOT_NAMESPACING = "clients that pass bare names to the model (many SDK-built agents) do not"
#: shortest names compared as one-letter-off look-alikes
_NEAR_MIN = 5


#: slots of the one-source pre-pass of :func:`_repeated_slots` (2 MB)
_SLOT_MASK = (1 << 21) - 1


def _repeated_slots(entities: Sequence[Entity]) -> bytearray | None:
    """For entities that all come from one source (where only an exact repeat
    of a name can be reported): how many names fall in each hash slot, counted
    up to 2, so the groups hold only names that may repeat instead
    of one dict entry per name. ``None`` when there are two sources or more
    (look-alike pairs then need every name)."""
    source: Source | None = None
    counts = bytearray(_SLOT_MASK + 1)
    for e in entities:
        if e.kind not in _ROUTED or not e.name:
            continue
        if source is None:
            source = e.source
        elif e.source is not source and e.source != source:
            return None
        key: _GroupKey = e.name if e.kind is EntityKind.TOOL else (e.kind, e.name)
        slot = hash(key) & _SLOT_MASK
        if counts[slot] < 2:
            counts[slot] += 1
    return counts


class NameCollision(ScanRule):
    """What it flags:
    Two tools, or two prompts, that answer to one name. Inside one listing it
    is a medium, on each side. Across the servers (or captured manifests) of
    one run it is one finding per pair: a low when the name is the same,
    since clients that namespace tools by server keep the two apart, and a
    medium when the names only look the same (a confusable character,
    ``read_fіle`` with a Cyrillic i) or are one letter apart at the same
    length (``read_fi1e``), which reads as impersonation, not coincidence.

    Why it matters:
    A client routes a call by name. When a newly added server claims the name
    of a tool you already trust, a client that passes bare names decides
    which definition a call reaches, and the newcomer can shadow the trusted
    tool while reading perfectly honest on its own. A look-alike name fools
    the model and the person approving the call even in clients that
    namespace. Only a scan of the whole setup can see it.

    What keeps it quiet:
    Only tools and prompts count, since resources are addressed by URI and a
    prompt may share a name with a tool (separate namespaces). Names must be
    declared: an invented ``<tool #0>`` label is not a call target. Near names
    of different length (``search`` and ``search_docs``, ``get_user`` and
    ``get_users``), names that differ only in a digit (``v1``/``v2``), and
    names shorter than five characters are not look-alikes.

    Known limits:
    It sees only the listings one run covered: a server left out with
    ``--server``, disabled, or failed to start is not compared. Which clients
    namespace changes over time; the message names the common ones.
    """

    id = "name-collision"
    severity = Severity.MEDIUM
    severities = (Severity.LOW, Severity.MEDIUM)
    summary = (
        "two tools (or two prompts) answer to one name, or to look-alike names, so the client "
        "or the model may pick the wrong one"
    )

    flags = (
        {"tools": [{"name": "get_weather", "description": "a"}, {"name": "get_weather"}]},
        {"prompts": [{"name": "summarize"}, {"name": "summarize", "description": "b"}]},
    )
    quiet = (
        {"tools": [{"name": "search"}, {"name": "search_docs"}]},
        {"tools": [{"name": "search"}], "prompts": [{"name": "search"}]},
        {
            "resources": [
                {"name": "readme", "uri": "file:///a"},
                {"name": "readme", "uri": "file:///b"},
            ]
        },
        {"tools": [{"description": "no name"}, {"description": "no name either"}]},
        {"tools": [{"name": "get_user"}, {"name": "get_users"}, {"name": "list_v1"}]},
    )

    def check_scan(self, entities: Sequence[Entity]) -> Iterator[ScanHit]:
        # a name seen once holds no list, and a tool (the bulk of a listing)
        # is keyed by its name alone: a huge listing of unique names holds one
        # dict entry per name, no tuple and no list
        groups: dict[_GroupKey, Entity | list[Entity]] = {}
        maybe = _repeated_slots(entities)
        for e in entities:
            if e.kind in _ROUTED and e.name:
                key: _GroupKey = e.name if e.kind is EntityKind.TOOL else (e.kind, e.name)
                if maybe is not None and maybe[hash(key) & _SLOT_MASK] < 2:
                    continue  # one source, and no other name shares this one's slot
                cur = groups.get(key)
                if cur is None:
                    groups[key] = e
                elif isinstance(cur, list):
                    cur.append(e)
                else:
                    groups[key] = [cur, e]
        for group in groups.values():
            if not isinstance(group, list):
                continue
            kind = group[0].kind
            for e in group:
                same = [o for o in group if o is not e and o.source == e.source]
                if same:
                    yield self._hit(e, _within(len(same) + 1, kind), Severity.MEDIUM)
            for i, e in enumerate(group):
                for o in group[:i]:
                    if o.source != e.source:
                        yield self._hit(e, _across(o, kind), Severity.LOW)
        yield from self._near(groups)

    def _near(self, groups: dict[_GroupKey, Entity | list[Entity]]) -> Iterator[ScanHit]:
        """Look-alike names on different sources: one finding per pair, medium."""
        sources = {e.source for group in groups.values() for e in _members(group)}
        if len(sources) < 2:
            return  # a pair needs two sources: no buckets to build for one listing
        firsts: dict[tuple[EntityKind, Source, str], Entity] = {}
        for group in groups.values():
            for e in _members(group):
                firsts.setdefault((e.kind, e.source, e.name or ""), e)
        buckets: dict[tuple[EntityKind, str], list[Entity]] = defaultdict(list)
        for e in firsts.values():
            for key in _near_keys(e.name or ""):
                buckets[(e.kind, key)].append(e)
        done: set[tuple[int, int]] = set()
        for (kind, _key), bucket in buckets.items():
            for i, e in enumerate(bucket):
                for o in bucket[:i]:
                    pair = (min(id(e), id(o)), max(id(e), id(o)))
                    if pair in done or o.source == e.source or o.name == e.name:
                        continue
                    if not _look_alike(o.name or "", e.name or ""):
                        continue
                    done.add(pair)
                    yield self._hit(e, _lookalike(e, o, kind), Severity.MEDIUM)

    def _hit(self, e: Entity, message: str, severity: Severity) -> ScanHit:
        name = e.name or ""
        return ScanHit(
            entity=e,
            path=("name",),
            match=Match(0, len(name), message),
            text=name,
            severity=severity,
        )


def _near_keys(name: str) -> list[str]:
    """Keys two look-alike names share: the folded name, and the folded name
    with one position blanked (same length, one character apart)."""
    from rune.text.normalise import fold

    folded = fold(name)
    if len(folded) < _NEAR_MIN:
        return [folded]
    return [folded] + [folded[:i] + "\0" + folded[i + 1 :] for i in range(len(folded))]


def _look_alike(a: str, b: str) -> bool:
    from rune.text.normalise import fold

    fa, fb = fold(a), fold(b)
    if fa == fb:
        return True  # confusable characters, or case and width only
    if len(fa) != len(fb) or len(fa) < _NEAR_MIN:
        return False
    diff = [(x, y) for x, y in zip(fa, fb, strict=True) if x != y]
    if len(diff) != 1:
        return False
    x, y = diff[0]
    return not (x.isdigit() and y.isdigit())


def _where(e: Entity) -> str:
    if e.source.server:
        return f"server '{e.source.server}'"
    return f"'{e.source.label}'"


def _within(count: int, kind: EntityKind) -> str:
    return (
        f"this listing declares {count} {kind.value}s with this name, so which definition a "
        "call reaches is up to the client"
    )


def _across(other: Entity, kind: EntityKind) -> str:
    return (
        f"{_where(other)} also exposes a {kind.value} with this name; {NAMESPACING}, so they "
        f"keep the two apart, but {NOT_NAMESPACING} and may call either one"
    )


def _lookalike(e: Entity, other: Entity, kind: EntityKind) -> str:
    return (
        f"{_where(other)} exposes a {kind.value} named {other.name!r}, which looks like this "
        "one: a look-alike name can make the model or the person approving a call pick the "
        "wrong server's tool, whether or not the client namespaces tools"
    )
