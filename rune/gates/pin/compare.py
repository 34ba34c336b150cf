"""Comparing a run with a pin: which entities changed, were renamed, removed
or added, which pinned servers the run did not scan (unchecked) and which
surfaces only one side could see (unseen)."""

from __future__ import annotations

from dataclasses import dataclass

from rune.errors import UsageError
from rune.gates.outcomes import DriftEntry, PinOutcome, UnseenSurface
from rune.gates.pin.diff import diff_lines
from rune.gates.pin.digest import (
    KIND_RANK,
    MAX_RENAME_PAIRS,
    RENAME_THRESHOLD,
    SURFACE_OF_KIND,
    Pin,
    PinnedEntity,
    PinnedServer,
    snapshot,
)
from rune.jsonvalue import Json
from rune.model import ScanResult
from rune.record import replace
from rune.text.escape import escape

# --- compare ------------------------------------------------------------------


@dataclass
class _Side:
    """One server's comparison: pinned against current, and where to report it."""

    pinned: PinnedServer
    current: PinnedServer
    server: str | None
    label: str


def compare(result: ScanResult, pin: Pin, pool: dict[str, Json] | None = None) -> PinOutcome:
    """Compare *result* with *pin*, changing neither; the diff lines are made
    when *pool* (pinned values by digest) is given."""
    current = snapshot(result.documents)
    sides, unchecked, unpinned = _pair_servers(result, pin, current)
    drift: list[DriftEntry] = []
    unseen: list[UnseenSurface] = []
    diff: list[str] = []
    for name in unpinned:
        cur = current[name]
        drift.append(
            DriftEntry(cur.label, name, None, None, "unpinned-server", entities=len(cur.entities))
        )
    for side in sides:
        _compare(side, pool, drift, unseen, diff)
    return PinOutcome(tuple(drift), tuple(unchecked), tuple(unseen), tuple(diff))


def check_pin(
    result: ScanResult, pin: Pin, pool: dict[str, Json] | None = None
) -> tuple[ScanResult, list[str]]:
    """Compare *result* with *pin*; returns *result* with the outcome recorded
    (``pin_drift``, ``pin_unchecked``, ``pin_unseen``) and the diff lines."""
    outcome = compare(result, pin, pool)
    checked = replace(
        result,
        pin_unchecked=outcome.unchecked,
        pin_drift=result.pin_drift + outcome.drift,
        pin_unseen=result.pin_unseen + outcome.unseen,
    )
    return checked, list(outcome.diff)


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


def _compare(
    side: _Side,
    pool: dict[str, Json] | None,
    drift: list[DriftEntry],
    unseen: list[UnseenSurface],
    diff: list[str],
) -> None:
    pinned, cur = side.pinned, side.current
    if pinned.capture == cur.capture:
        # the same kind of capture sees the same things: a file that gains a
        # prompts listing, or loses one, has changed
        both = pinned.surfaces | cur.surfaces
    else:
        both = pinned.surfaces & cur.surfaces
    for missing, absent_from in ((pinned.surfaces - both, "scan"), (cur.surfaces - both, "pin")):
        if missing:
            unseen.append(
                UnseenSurface(side.label, side.server, tuple(sorted(missing)), absent_from)
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
    entries: list[tuple[DriftEntry, tuple[PinnedEntity, PinnedEntity] | None]] = []
    for a, b in pairs:
        entries.append((_entry(side, b, "changed", a), (a, b)))
    for a, b in renames:
        entries.append((_entry(side, b, "renamed", a), (a, b)))
    entries += [(_entry(side, e, "removed"), None) for e in old if id(e) not in matched]
    entries += [(_entry(side, e, "added"), None) for e in new if id(e) not in matched]
    entries.sort(key=lambda x: (KIND_RANK.get(x[0].kind or "", 9), x[0].entity or "", x[0].change))
    for entry, pair in entries:
        drift.append(entry)
        if pool is not None and pair is not None:
            diff += diff_lines(entry, pair[0], pair[1], pool)


def _drop_identical(
    old: list[PinnedEntity], new: list[PinnedEntity]
) -> tuple[list[PinnedEntity], list[PinnedEntity]]:
    """Remove entities present unchanged on both sides, whatever their occurrence."""

    def sig(e: PinnedEntity) -> tuple[str, str | None, tuple[tuple[str, str], ...]]:
        return (e.kind, e.name, tuple(sorted(e.digests.items())))

    pool: dict[tuple[str, str | None, tuple[tuple[str, str], ...]], int] = {}
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
) -> DriftEntry:
    if before is None:
        return DriftEntry(side.label, side.server, ent.kind, ent.name, change, ent.occurrence)
    a, b = before.digests, ent.digests
    caps = None
    if before.capabilities is not None and ent.capabilities is not None:
        gained = tuple(c for c in ent.capabilities if c not in before.capabilities)
        lost = tuple(c for c in before.capabilities if c not in ent.capabilities)
        if gained or lost:
            caps = (gained, lost)
    return DriftEntry(
        side.label,
        side.server,
        ent.kind,
        ent.name,
        change,
        ent.occurrence,
        previous=before.name if change == "renamed" else None,
        changed=tuple(sorted(p for p in a.keys() & b.keys() if a[p] != b[p])),
        added=tuple(sorted(b.keys() - a.keys())),
        removed=tuple(sorted(a.keys() - b.keys())),
        capabilities=caps,
    )
