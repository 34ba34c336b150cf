"""The lines a pin check prints: drift, unchecked servers, unseen surfaces."""

from __future__ import annotations

from typing import Any

from rune.gates.baseline import pointer_display
from rune.gates.pin.digest import SHOWN_PATHS, PinnedEntity
from rune.model import ScanResult
from rune.text.escape import escape

# --- notices ------------------------------------------------------------------


def display_entry(entry: dict[str, Any]) -> str:
    prefix = f"{escape(entry['server'])}: " if entry.get("server") else ""
    if entry["kind"] is None:
        return prefix.rstrip(": ") or "server"
    ent = PinnedEntity(entry["kind"], entry["entity"], entry.get("occurrence", 0), {})
    return prefix + ent.display


def _paths(ptrs: list[str]) -> str:
    shown = [escape(pointer_display(p)) for p in ptrs[:SHOWN_PATHS]]
    more = len(ptrs) - len(shown)
    return ", ".join(shown) + (f" (+{more} more)" if more > 0 else "")


def describe(entry: dict[str, Any]) -> str:
    """One notice line for one drift entry."""
    change = str(entry["change"])
    if change == "unpinned-server":
        count = entry["entities"]
        return f"  {display_entry(entry)}  not in the pin ({count} entity(s) never reviewed)"
    head = f"  {display_entry(entry)}  "
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
