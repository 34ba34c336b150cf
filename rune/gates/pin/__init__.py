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

from collections.abc import Sequence

from rune.gates.pin.compare import check_pin, similarity
from rune.gates.pin.diff import pool_from
from rune.gates.pin.digest import (
    LIVE_KINDS,
    MCP_SURFACES,
    PIN_VERSION,
    SURFACE_OF_KIND,
    Pin,
    PinnedEntity,
    PinnedServer,
    leaves,
    load_pin,
    snapshot,
    write_pin,
)
from rune.gates.pin.notice import describe, drift_notice, unchecked_notice, unseen_notice
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import ScanResult
from rune.requests import PinOptions

__all__ = [
    "LIVE_KINDS",
    "MCP_SURFACES",
    "PIN_VERSION",
    "SURFACE_OF_KIND",
    "Pin",
    "PinOptions",
    "PinnedEntity",
    "PinnedServer",
    "check_pin",
    "describe",
    "drift_notice",
    "gate",
    "leaves",
    "load_pin",
    "pinned_servers",
    "pool_from",
    "similarity",
    "snapshot",
    "unchecked_notice",
    "unseen_notice",
    "write_pin",
]


# --- the gate -------------------------------------------------------------------


def gate(result: ScanResult, options: PinOptions, limits: Limits) -> tuple[ScanResult, list[str]]:
    """Write or check the pin; returns the result it leaves and the lines for stderr."""
    if options.write:
        return result, [write_pin(options.write, result)]
    if not options.path:
        return result, []
    pin = load_pin(options.path, limits)
    pool = None
    hint: list[str] = []
    if options.show_diff:
        if options.source:
            pool = pool_from(options.source, limits)
        else:
            hint = ["rune: --show-diff needs the pinned metadata: pass it with --pin-source"]
    checked, diff = check_pin(result, pin, pool)
    out = drift_notice(checked)
    if checked.pin_drift:
        out += diff + hint
    return checked, out + unchecked_notice(checked) + unseen_notice(checked)


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
