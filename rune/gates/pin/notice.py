"""The lines a pin check prints: drift, unchecked servers, unseen surfaces."""

from __future__ import annotations

from collections.abc import Sequence

from rune.gates.baseline import pointer_display
from rune.gates.pin.digest import SHOWN_PATHS, PinnedEntity
from rune.model import DriftEntry, ScanResult
from rune.text.escape import escape

# --- notices ------------------------------------------------------------------


def display_entry(entry: DriftEntry) -> str:
    prefix = f"{escape(entry.server)}: " if entry.server else ""
    if entry.kind is None:
        return prefix.rstrip(": ") or "server"
    ent = PinnedEntity(entry.kind, entry.entity, entry.occurrence, {})
    return prefix + ent.display


def _paths(ptrs: Sequence[str]) -> str:
    shown = [escape(pointer_display(p)) for p in ptrs[:SHOWN_PATHS]]
    more = len(ptrs) - len(shown)
    return ", ".join(shown) + (f" (+{more} more)" if more > 0 else "")


def describe(entry: DriftEntry) -> str:
    """One notice line for one drift entry."""
    change = entry.change
    if change == "unpinned-server":
        count = entry.entities
        return f"  {display_entry(entry)}  not in the pin ({count} entity(s) never reviewed)"
    head = f"  {display_entry(entry)}  "
    if change in ("added", "removed"):
        return head + change
    lists = {
        "changed": list(entry.changed or ()),
        "added": list(entry.added),
        "removed": list(entry.removed),
    }
    body = ""
    if change == "renamed":
        was = entry.previous
        body = f"renamed from {escape(was) if was is not None else 'a nameless entity'}"
        lists["changed"] = [p for p in lists["changed"] if p != "/name"]
    parts = [f"{k}: {_paths(v)}" for k, v in lists.items() if v]
    if entry.changed is not None and entry.capabilities is not None:
        parts += [
            f"now {w} {', '.join(names)}"
            for names, w in zip(entry.capabilities, ("gains", "loses"), strict=True)
            if names
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
        prefix = f"{escape(u.server)}: " if u.server else ""
        why = "this scan cannot show them" if u.missing_from == "scan" else "not in the pin"
        lines.append(f"  {prefix}{', '.join(u.surfaces)} ({why})")
    lines.append("rune: to compare everything, check a pin with the kind of scan it came from")
    return lines
